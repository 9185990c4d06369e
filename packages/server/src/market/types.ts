/**
 * The market service's types (src/market): what the handlers see of the catalogue, the NAV, the fees
 * and the open days. Its own module so that the service's parts (search.ts, nav.ts, detail.ts) and its
 * assembly (index.ts) share them without importing each other.
 */
import type { BenchmarkIndexCode, DataSource, OpenDayInfo } from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { Clock } from '../types.js';
import type { TradingCalendar } from './calendar.js';
import type { FundRecord } from './catalogue.js';
import type { PeriodKey, SeriesPoint } from './navStore.js';
import type { FeeSchedule } from './simulated.js';

/** The latest NAV of a fund as of the server's day. */
export interface LatestNav {
  /** Unit NAV, 4 decimals. */
  readonly nav: string;
  /** `YYYY-MM-DD`. */
  readonly date: string;
  /** Daily return in percent (2 decimals) or null. */
  readonly dailyReturn: string | null;
  readonly source: DataSource;
}

/** Per-fund figures of the fund lists, computed once per server day. */
export interface FundQuote {
  readonly latest: LatestNav | null;
  /** Return over 3 months (近3月), percent with 2 decimals, or null. */
  readonly rrInThreeMonth: string | null;
  /** Return over 1 year, percent with 2 decimals, or null. */
  readonly rate1y: string | null;
  /** Whether any of the figures above is simulated. */
  readonly simulated: boolean;
}

/** A unit NAV for pricing a trade (DESIGN §5: shares = net amount / NAV of the trade day). */
export interface PricingNav {
  /** Unit NAV, 4 decimals. */
  readonly nav: string;
  /** The date of that NAV (the last NAV on or before the asked date). */
  readonly date: string;
  readonly source: DataSource;
}

/** One period return of the fund and of CSI 300 (spec 03 §7 pc/ins/periodrate). */
export interface PeriodRate {
  readonly period: PeriodKey;
  /** Percent, 2 decimals, or null when the series does not cover the period. */
  readonly rate: string | null;
  /** CSI 300 over the same dates, or null (the index data ends 2026-05-08). */
  readonly indexRate: string | null;
  readonly source: DataSource;
}

/** A cumulative-return point (percent since the period's start). */
export interface ReturnPoint {
  readonly date: string;
  readonly value: string;
  readonly source: DataSource;
}

/** The long profile texts of a fund (fund-profiles.json), null without a profile. */
export interface FundProfile {
  readonly fullName: string | null;
  readonly managers: readonly string[];
  readonly custodian: string | null;
  readonly establishDate: string | null;
  readonly ratingAgency: string | null;
  readonly rating: string | null;
  readonly strategy: string | null;
  readonly objective: string | null;
  readonly benchmark: string | null;
}

/** Money-fund yields of a day (simulated, docs/data-model.md §money funds). */
export interface MoneyYield {
  /** 万份收益 in yuan per 10,000 shares, 4 decimals. */
  readonly incomePer10k: string;
  /** 七日年化 in percent, 4 decimals. */
  readonly sevenDayYield: string;
  /** The day the figures belong to (yesterday, Asia/Shanghai). */
  readonly date: string;
}

/**
 * The market service: built once per process by {@link createMarketService}, shared by the handlers
 * through `ctx.services.market`.
 */
export interface MarketService {
  /** The exchange calendar (DESIGN §5). */
  readonly calendar: TradingCalendar;
  /** Today in Asia/Shanghai by the server clock (`YYYY-MM-DD`). */
  today(): string;
  /** The last date with a NAV today: the trading day before today (docs/data-model.md §NAV). */
  asOf(): string;
  /** The trade day of an order accepted now (DESIGN §5: 15:00 cut-off). */
  tradeDayNow(): string;
  /**
   * Brings the simulated NAV up to the server's day (cheap when the day has not changed). Handlers
   * that show NAV-derived figures call it first.
   */
  refresh(): Promise<void>;
  /** Every fund, ordered by code. */
  funds(): readonly FundRecord[];
  /** The fund with this code, or undefined. */
  fund(fundId: string): FundRecord | undefined;
  /** The fund with this code; throws GatewayError FundNotFound (FD3001) when unknown. */
  requireFund(fundId: string): FundRecord;
  /** Ranked search by code prefix, Chinese name, pinyin (spec 02 §7, 03 §5). Empty keyword: all, by code. */
  search(keyword: string): FundRecord[];
  /** Latest NAV, 3-month and 1-year return of a fund as of {@link asOf} (money funds: NAV 1.0000, simulated). */
  quote(fund: FundRecord): FundQuote;
  /** Daily NAV points over a chart period ending on {@link asOf}; empty without a real series. */
  navPoints(fundId: string, period: PeriodKey): SeriesPoint[];
  /** Cumulative return of the fund and a benchmark index over a period (index empty when it has no data). */
  cumulativeReturns(
    fundId: string,
    period: PeriodKey,
    indexCode: BenchmarkIndexCode,
  ): {
    fund: ReturnPoint[];
    index: ReturnPoint[];
    indexAvailable: boolean;
    indexName: string;
    /** The benchmark indices with data (spec 03 §3; the others are shown 暂无数据 in the selector). */
    availableIndices: BenchmarkIndexCode[];
  };
  /** Period returns of the fund and CSI 300 (spec 03 §7); `dataFrom` is the series' first date (issue 17 §3). */
  periodRates(
    fundId: string,
    periods: readonly PeriodKey[],
  ): { asOf: string | null; dataFrom: string | null; list: PeriodRate[] };
  /**
   * The NAV to price a trade of `date` with: the last NAV on or before it. Real or simulated series;
   * money funds 1.0000; funds without data a synthetic walk (simulated). Null when `date` is after
   * {@link asOf} (that NAV is not published yet).
   */
  navOn(fundId: string, date: string): PricingNav | null;
  /** The fee schedule of a fund (simulated): buy tiers, sell tiers with holding days, yearly fees. */
  feeSchedule(fundId: string): Promise<FeeSchedule>;
  /** The profile texts of a fund. */
  profile(fundId: string): Promise<FundProfile>;
  /** Money-fund yields of yesterday, null for other funds. */
  moneyYield(fund: FundRecord): MoneyYield | null;
  /** Open-day information relative to today (spec 03 §3, §4). */
  openDay(fund: FundRecord): OpenDayInfo;
}

/** Options of {@link createMarketService}. */
export interface MarketServiceOptions {
  readonly db: Db;
  readonly clock: Clock;
}
