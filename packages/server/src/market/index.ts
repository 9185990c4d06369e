/**
 * Market data of the local environment: the fund catalogue and its search, the trading calendar, NAV
 * and index series, fee schedules, money-fund yields and open-day information, real where the data has
 * them and simulated (flagged) where it does not. See docs/data-model.md.
 */
import {
  benchmarkIndices,
  ErrorCode,
  GatewayError,
  type BenchmarkIndexCode,
  type DataSource,
  type FeeRateEntry,
  type OpenDayInfo,
  isMoneyFundType,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { Clock } from '../types.js';
import {
  addDays,
  dayNumber,
  isoOfCompact,
  isoOfDayNumber,
  shanghaiDate,
  TradingCalendar,
} from './calendar.js';
import { FundSearchIndex, loadCatalogue, type FundRecord } from './catalogue.js';
import { bucket } from './hash.js';
import { extendNavSeries, formatScaled, navAvailableThrough } from './navModel.js';
import {
  indexOnOrBefore,
  NavStore,
  periodStart,
  returnPercent as returnPercentOf,
  type PeriodKey,
  type Series,
  type SeriesPoint,
} from './navStore.js';
import {
  moneyIncomePer10k,
  sevenDayYield,
  syntheticBaseNavE4,
  type FeeSchedule,
  type SellTier,
} from './simulated.js';

export { TradingCalendar, CUT_OFF_HOUR, shanghaiDate } from './calendar.js';
export type { FundRecord } from './catalogue.js';
export type { FeeSchedule, SellTier } from './simulated.js';
export type { PeriodKey, SeriesPoint } from './navStore.js';

/**
 * The last real NAV date of the data set (data README: most series end 2026-02-13). Funds without any
 * real NAV series get a synthetic walk from this date, used only to price their trades.
 */
export const SYNTHETIC_NAV_BASE_DATE = '2026-02-13';

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
  };
  /** Period returns of the fund and CSI 300 (spec 03 §7). */
  periodRates(fundId: string, periods: readonly PeriodKey[]): { asOf: string | null; list: PeriodRate[] };
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

/**
 * Loads the catalogue, the calendar and the NAV and index series from a seeded database and extends
 * the simulated NAV to the clock's day. Takes about a second on the full data set.
 *
 * @see docs/data-model.md, DESIGN §6, spec 03 §3, §7
 */
export async function createMarketService({ db, clock }: MarketServiceOptions): Promise<MarketService> {
  const [funds, dayRows] = await Promise.all([
    loadCatalogue(db),
    db.query<{ d: string }>("SELECT to_char(day, 'YYYYMMDD') AS d FROM trading_days ORDER BY day"),
  ]);
  const catalogue = new FundSearchIndex(funds);
  const calendar = new TradingCalendar(
    dayRows.length > 0 ? dayRows.map((r) => isoOfCompact(r.d)) : ['1990-12-19'],
  );
  const store = await NavStore.load(db, (id) => catalogue.get(id)?.fundTypeCode);

  const today = (): string => shanghaiDate(clock.now());
  const asOf = (): string => navAvailableThrough(today(), calendar);

  let refreshedFor = '';
  let extendedThrough = '';
  let pending: Promise<void> | null = null;
  let quotes = new Map<string, FundQuote>();
  let quotesAsOf = '';

  const refresh = async (): Promise<void> => {
    const day = today();
    if (day === refreshedFor) return;
    pending ??= (async () => {
      const through = navAvailableThrough(day, calendar);
      if (through > extendedThrough) {
        await store.extendThrough(db, through, calendar);
        extendedThrough = through;
      }
      refreshedFor = day;
    })().finally(() => {
      pending = null;
    });
    await pending;
  };
  await refresh();

  const requireFund = (fundId: string): FundRecord => {
    const fund = catalogue.get(fundId);
    if (!fund) throw new GatewayError(ErrorCode.FundNotFound);
    return fund;
  };

  const latestOf = (series: Series, day: string): LatestNav | null => {
    const i = indexOnOrBefore(series.days, dayNumber(day));
    if (i < 0) return null;
    const [point] = NavStore.points(series, isoOfDayNumber(series.days[i]!), day, 4);
    return point
      ? { nav: point.value, date: point.date, dailyReturn: point.dailyReturn, source: point.source }
      : null;
  };

  const quote = (fund: FundRecord): FundQuote => {
    const day = asOf();
    if (day !== quotesAsOf) {
      quotes = new Map();
      quotesAsOf = day;
    }
    const cached = quotes.get(fund.fundId);
    if (cached) return cached;
    let result: FundQuote;
    const series = store.fund(fund.fundId);
    if (isMoneyFundType(fund.fundTypeCode)) {
      result = {
        latest: { nav: '1.0000', date: day, dailyReturn: '0.00', source: 'simulated' },
        rrInThreeMonth: null,
        rate1y: null,
        simulated: true,
      };
    } else if (series) {
      const latest = latestOf(series, day);
      const lastIndex = indexOnOrBefore(series.days, dayNumber(day));
      result = {
        latest,
        rrInThreeMonth: NavStore.periodReturn(series, '3m', day),
        rate1y: NavStore.periodReturn(series, '1y', day),
        simulated: lastIndex >= series.firstSimulated,
      };
    } else {
      result = { latest: null, rrInThreeMonth: null, rate1y: null, simulated: false };
    }
    quotes.set(fund.fundId, result);
    return result;
  };

  const synthetic = new Map<string, Series>();
  const syntheticSeries = (fund: FundRecord, through: string): Series => {
    let series = synthetic.get(fund.fundId);
    if (!series) {
      series = {
        days: [dayNumber(SYNTHETIC_NAV_BASE_DATE)],
        values: [syntheticBaseNavE4(fund.fundId, fund.fundTypeCode)],
        returns: [0],
        firstSimulated: 0,
      };
      synthetic.set(fund.fundId, series);
    }
    const n = series.days.length;
    const rows = extendNavSeries(
      fund.fundId,
      fund.fundTypeCode,
      isoOfDayNumber(series.days[n - 1]!),
      series.values[n - 1]!,
      through,
      calendar,
    );
    for (const row of rows) {
      series.days.push(dayNumber(row.date));
      series.values.push(row.navE4);
      series.returns.push(0);
    }
    return series;
  };

  const feeCache = new Map<string, Promise<FeeSchedule>>();
  const loadSchedule = async (fund: FundRecord): Promise<FeeSchedule> => {
    const rows = await db.query<{
      kind: 'buy' | 'sell' | 'manage' | 'custody';
      max_fee_e6: string;
      min_fee_e6: string;
      min_discount_e6: string;
      en_discount_e4: number;
      fee_unit: number;
      min_limite_e6: string;
      max_limite_e6: string;
      div_interval_des: string;
      min_hold_days: number | null;
      max_hold_days: number | null;
    }>(
      `SELECT kind, max_fee_e6::text AS max_fee_e6, min_fee_e6::text AS min_fee_e6,
              min_discount_e6::text AS min_discount_e6, en_discount_e4, fee_unit,
              min_limite_e6::text AS min_limite_e6, max_limite_e6::text AS max_limite_e6, div_interval_des,
              min_hold_days, max_hold_days
         FROM fee_rates WHERE schedule_id = $1 ORDER BY kind, tier`,
      [fund.feeScheduleId],
    );
    const entryOf = (r: (typeof rows)[number]): FeeRateEntry => ({
      maxFeeE6: Number(r.max_fee_e6),
      minFeeE6: Number(r.min_fee_e6),
      minDiscountE6: Number(r.min_discount_e6),
      enDiscountE4: r.en_discount_e4,
      feeUnit: r.fee_unit === 7 ? 7 : 4,
      minLimiteE6: Number(r.min_limite_e6),
      maxLimiteE6: Number(r.max_limite_e6),
      divIntervalDes: r.div_interval_des,
    });
    const buy = rows.filter((r) => r.kind === 'buy').map(entryOf);
    const sell: SellTier[] = rows
      .filter((r) => r.kind === 'sell')
      .map((r) => ({ ...entryOf(r), minHoldDays: r.min_hold_days ?? 0, maxHoldDays: r.max_hold_days }));
    const manage = rows.find((r) => r.kind === 'manage');
    const custody = rows.find((r) => r.kind === 'custody');
    return {
      scheduleId: fund.feeScheduleId,
      buy,
      sell,
      manageFeeE6: manage ? Number(manage.max_fee_e6) : fund.manageFeeE6,
      custodyFeeE6: custody ? Number(custody.max_fee_e6) : fund.custodyFeeE6,
    };
  };

  const dateTime = (date: string | null): string | null => (date === null ? null : `${date} 15:00`);

  return {
    calendar,
    today,
    asOf,
    tradeDayNow: () => calendar.tradeDayOf(clock.now()),
    refresh,
    funds: () => catalogue.all,
    fund: (fundId) => catalogue.get(fundId),
    requireFund,
    search: (keyword) => catalogue.search(keyword),
    quote,

    navPoints(fundId, period) {
      requireFund(fundId);
      const series = store.fund(fundId);
      if (!series) return [];
      const day = asOf();
      const start = periodStart(day, period);
      return NavStore.points(series, start, day, 4);
    },

    cumulativeReturns(fundId, period, indexCode) {
      requireFund(fundId);
      const day = asOf();
      const series = store.fund(fundId);
      const fund = series ? NavStore.cumulative(series, period, day) : [];
      const indexSeries = store.index(indexCode);
      // The index starts from the fund curve's first date so both curves share a base day.
      const index = indexSeries && fund.length > 0 ? cumulativeFrom(indexSeries, fund[0]!.date, day) : [];
      return { fund, index, indexAvailable: indexSeries !== null, indexName: benchmarkIndices[indexCode] };
    },

    periodRates(fundId, periods) {
      const fund = requireFund(fundId);
      const day = asOf();
      const series = store.fund(fundId);
      const csi300 = store.index('399300');
      if (!series || isMoneyFundType(fund.fundTypeCode)) {
        return {
          asOf: null,
          list: periods.map((period) => ({ period, rate: null, indexRate: null, source: 'real' as const })),
        };
      }
      const latest = latestOf(series, day);
      const source: DataSource = latest?.source ?? 'real';
      return {
        asOf: latest?.date ?? null,
        list: periods.map((period) => {
          const rate = NavStore.periodReturn(series, period, day);
          let indexRate: string | null = null;
          if (csi300 && latest && rate !== null) {
            // Same window as the fund: from the fund's first date for "since", else the period's start.
            indexRate =
              period === 'since' || period === 'all'
                ? cumulativeRateBetween(csi300, isoOfDayNumber(series.days[0]!), latest.date)
                : NavStore.periodReturn(csi300, period, latest.date, true);
          }
          return { period, rate, indexRate, source };
        }),
      };
    },

    navOn(fundId, date) {
      const fund = requireFund(fundId);
      const day = asOf();
      if (date > day) return null;
      if (isMoneyFundType(fund.fundTypeCode)) return { nav: '1.0000', date, source: 'simulated' };
      const series = store.fund(fundId) ?? syntheticSeries(fund, day);
      const i = indexOnOrBefore(series.days, dayNumber(date));
      if (i < 0) return null;
      return {
        nav: formatScaled(series.values[i]!, 4),
        date: isoOfDayNumber(series.days[i]!),
        source: i >= series.firstSimulated ? 'simulated' : 'real',
      };
    },

    feeSchedule(fundId) {
      const fund = requireFund(fundId);
      let cached = feeCache.get(fund.feeScheduleId);
      if (!cached) {
        cached = loadSchedule(fund);
        feeCache.set(fund.feeScheduleId, cached);
        cached.catch(() => feeCache.delete(fund.feeScheduleId));
      }
      return cached;
    },

    async profile(fundId) {
      requireFund(fundId);
      const [row] = await db.query<{
        full_name: string | null;
        managers: string[];
        custodian: string | null;
        establish_date: string | null;
        rating_agency: string | null;
        rating: string | null;
        strategy: string | null;
        objective: string | null;
        benchmark: string | null;
      }>(
        `SELECT full_name, managers, custodian, establish_date::text AS establish_date, rating_agency, rating,
                strategy, objective, benchmark
           FROM funds WHERE fund_id = $1`,
        [fundId],
      );
      return {
        fullName: row?.full_name ?? null,
        managers: row?.managers ?? [],
        custodian: row?.custodian ?? null,
        establishDate: row?.establish_date ?? null,
        ratingAgency: row?.rating_agency ?? null,
        rating: row?.rating ?? null,
        strategy: row?.strategy ?? null,
        objective: row?.objective ?? null,
        benchmark: row?.benchmark ?? null,
      };
    },

    moneyYield(fund) {
      if (!isMoneyFundType(fund.fundTypeCode)) return null;
      const yesterday = addDays(today(), -1);
      const days7 = Array.from({ length: 7 }, (_, i) => addDays(yesterday, i - 6));
      return {
        incomePer10k: moneyIncomePer10k(fund.fundId, yesterday),
        sevenDayYield: sevenDayYield(fund.fundId, days7),
        date: yesterday,
      };
    },

    openDay(fund) {
      return openDayInfo(fund, calendar, calendar.tradeDayOf(clock.now()), dateTime);
    },
  };
}

/** Cumulative return of a series from its last row on or before `from` through `to`. */
function cumulativeFrom(series: Series, from: string, to: string): ReturnPoint[] {
  const base = indexOnOrBefore(series.days, dayNumber(from));
  const end = indexOnOrBefore(series.days, dayNumber(to));
  if (base < 0 || end < base) return [];
  const first = series.values[base]!;
  const points: ReturnPoint[] = [];
  for (let i = base; i <= end; i++) {
    points.push({
      date: isoOfDayNumber(series.days[i]!),
      value: returnPercentOf(first, series.values[i]!),
      source: i >= series.firstSimulated ? 'simulated' : 'real',
    });
  }
  return points;
}

/** Return between two dates, or null when the series does not cover both. */
function cumulativeRateBetween(series: Series, from: string, to: string): string | null {
  if (series.days[series.days.length - 1]! < dayNumber(to)) return null;
  const base = indexOnOrBefore(series.days, dayNumber(from));
  const end = indexOnOrBefore(series.days, dayNumber(to));
  if (base < 0 || end < base) return null;
  return returnPercentOf(series.values[base]!, series.values[end]!);
}

/**
 * Open-day information relative to the current trade day (spec 03 §3, §4; docs/data-model.md §status):
 * open codes start today; estimated codes and closed periods open on a trading day 5..60 (estimated)
 * or 30..210 (closed, 310/510) calendar days ahead, chosen by hash; offering funds (template 2) run an
 * offering from 3 trading days ago to 10 ahead. Times are 15:00.
 */
export function openDayInfo(
  fund: Pick<FundRecord, 'fundId' | 'openDayCode' | 'template'>,
  calendar: TradingCalendar,
  tradeDay: string,
  dateTime: (date: string | null) => string | null,
): OpenDayInfo {
  const ahead = (min: number, span: number, salt: string): string =>
    calendar.onOrAfter(addDays(tradeDay, min + bucket(fund.fundId, salt, span)));
  let buySt: string | null = null;
  let buyEd: string | null = null;
  let sellSt: string | null = null;
  const sellEd: string | null = null;
  if (fund.template === 2) {
    let start = tradeDay;
    for (let i = 0; i < 3; i++) start = calendar.previousTradingDay(start) ?? start;
    let end = tradeDay;
    for (let i = 0; i < 10; i++) end = calendar.nextTradingDay(end);
    buySt = start;
    buyEd = end;
  } else {
    switch (fund.openDayCode) {
      case '230':
        buySt = tradeDay;
        sellSt = tradeDay;
        break;
      case '210':
        buySt = tradeDay;
        break;
      case '220':
        sellSt = tradeDay;
        break;
      case '212':
        buySt = tradeDay;
        sellSt = ahead(5, 56, 'sellOpen');
        break;
      case '201':
        buySt = ahead(5, 56, 'buyOpen');
        break;
      case '202':
        sellSt = ahead(5, 56, 'sellOpen');
        break;
      case '221':
        buySt = ahead(5, 56, 'buyOpen');
        sellSt = tradeDay;
        break;
      case '203':
        buySt = ahead(5, 56, 'buyOpen');
        sellSt = buySt;
        break;
      case '310':
      case '510':
        buySt = ahead(30, 181, 'closedUntil');
        sellSt = buySt;
        break;
    }
  }
  return {
    code: fund.openDayCode,
    buyStDate: buySt,
    buyEdDate: buyEd,
    sellStDate: sellSt,
    sellEdDate: sellEd,
    buyStDateTime: dateTime(buySt),
    buyEdDateTime: dateTime(buyEd),
    sellStDateTime: dateTime(sellSt),
    sellEdDateTime: dateTime(sellEd),
  };
}
