/**
 * The market service's detail part: fee schedules (cached per schedule), the profile texts, money-fund
 * yields and open-day information (spec 03 §3, §4, §5, §7; docs/data-model.md).
 */
import {
  isMoneyFundType,
  navTablePage,
  periodReturnPercent,
  shanghaiMinuteOfDay,
  shareClassIndex,
  shareClassNameOf,
  shareClassSiblings,
  type DataSource,
  type FeeRateEntry,
  type NavObservation,
  type NavTablePage,
  type OpenDayInfo,
  type ShareClassSibling,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { Clock } from '../types.js';
import { addDays, type TradingCalendar } from './calendar.js';
import { createFeeScheduleCache } from './caches.js';
import type { FundRecord } from './catalogue.js';
import { bucket } from './hash.js';
import { formatScaled, parseScaled } from './navModel.js';
import {
  moneyIncomePer10k,
  navStep,
  sevenDayYield,
  simulatedDailyReturnE6,
  type FeeSchedule,
  type SellTier,
} from './simulated.js';
import type { MarketService } from './types.js';

/** The detail methods of {@link MarketService}. */
export type DetailQueries = Pick<MarketService, 'feeSchedule' | 'profile' | 'moneyYield' | 'openDay'>;

/** What the detail part reads. */
export interface DetailDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly calendar: TradingCalendar;
  /** Today in Asia/Shanghai (`YYYY-MM-DD`). */
  readonly today: () => string;
  /** @throws GatewayError FundNotFound (FD3001) */
  readonly requireFund: (fundId: string) => FundRecord;
}

/** Reads one fee schedule: buy tiers, sell tiers with holding days, yearly manage and custody fees (E6). */
async function loadFeeSchedule(db: Db, fund: FundRecord): Promise<FeeSchedule> {
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
}

/** A time of an open-day date: 15:00 of that day, or null. */
const dateTime = (date: string | null): string | null => (date === null ? null : `${date} 15:00`);

/** The detail methods, with the fee-schedule cache (caches.ts). */
export function detailQueries({ db, clock, calendar, today, requireFund }: DetailDeps): DetailQueries {
  const fees = createFeeScheduleCache((_scheduleId, fund: FundRecord) => loadFeeSchedule(db, fund));
  return {
    async feeSchedule(fundId) {
      const fund = requireFund(fundId);
      const schedule = await fees.fetch(fund.feeScheduleId, { context: fund });
      if (!schedule) throw new Error(`fee schedule ${fund.feeScheduleId} not loaded`);
      return schedule;
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

// ---- fund detail sections (issue 14 §2 "Fund detail completed"; spec 03 §7 fund detail group) ----

/** Opening and closing minute of the exchange day (09:30, 15:00 Asia/Shanghai). */
const OPEN_MINUTE = 9 * 60 + 30;
const CLOSE_MINUTE = 15 * 60;

/**
 * A page of the fund's NAV table, newest first (core navTablePage over the market's whole series: the real days
 * and the model's days after the data ends, each with its source). Money funds and funds without a series: empty.
 */
export function navTable(
  market: MarketService,
  fund: FundRecord,
  page: number,
  pagesize: number,
): NavTablePage<{ date: string; nav: string; dailyReturn: string | null; source: DataSource }> {
  const points = isMoneyFundType(fund.fundTypeCode) ? [] : market.navPoints(fund.fundId, 'all');
  const rows = points.map((p) => ({
    date: p.date,
    nav: p.value,
    dailyReturn: p.dailyReturn,
    source: p.source,
  }));
  return navTablePage(rows, page, pagesize);
}

/** The fund's REAL NAV days, oldest first (the model's days after the data ends left out). */
export function realNavDays(market: MarketService, fundId: string): NavObservation[] {
  return market
    .navPoints(fundId, 'all')
    .filter((p) => p.source === 'real')
    .map((p) => ({ date: p.date, nav: p.value }));
}

/**
 * The unit NAV return over the real data's period: from the fund's first real NAV (on or after the data's
 * 2021-01-01 start) to its last real NAV, percent 2 decimals (core periodReturnPercent, period `since`).
 * The data has no manager start dates, so this is the data period's return, not a tenure return.
 */
export function dataPeriodReturn(
  market: MarketService,
  fundId: string,
): { from: string | null; to: string | null; rate: string | null } {
  const days = realNavDays(market, fundId);
  if (days.length < 2) return { from: null, to: null, rate: null };
  const to = days[days.length - 1]!.date;
  return { from: days[0]!.date, to, rate: periodReturnPercent(days, to, 'since') };
}

/** The modelled intraday estimate of {@link fundRealTimeEstimate}. */
export interface RealTimeEstimate {
  readonly reason: 'money' | 'noNav' | 'nonTradingDay' | 'beforeOpen' | null;
  readonly date: string;
  readonly time: string | null;
  readonly baseNav: string | null;
  readonly baseDate: string | null;
  readonly estimateNav: string | null;
  readonly estimateChange: string | null;
}

/**
 * 盘中估值 (simulated): on a trading day from 09:30, the NAV model's step for today (simulatedDailyReturnE6, the
 * same walk that extends the series after the data ends and gives the fund lists their simulated day change)
 * applied to the latest NAV (the trading day before today); time = now in Asia/Shanghai, 15:00 after the close.
 * None for money funds (fixed NAV 1.0000) and funds without a NAV series.
 *
 * @param nowMs - the server clock, ms since the epoch
 */
export function fundRealTimeEstimate(
  market: MarketService,
  fund: FundRecord,
  nowMs: number,
): RealTimeEstimate {
  const date = market.today();
  const none = (reason: NonNullable<RealTimeEstimate['reason']>): RealTimeEstimate => ({
    reason,
    date,
    time: null,
    baseNav: null,
    baseDate: null,
    estimateNav: null,
    estimateChange: null,
  });
  if (isMoneyFundType(fund.fundTypeCode)) return none('money');
  const latest = fund.hasNav ? market.quote(fund).latest : null;
  if (!latest) return none('noNav');
  if (!market.calendar.isTradingDay(date)) return none('nonTradingDay');
  const minute = shanghaiMinuteOfDay(nowMs);
  if (minute < OPEN_MINUTE) return none('beforeOpen');
  const shown = Math.min(minute, CLOSE_MINUTE);
  const time = `${String(Math.floor(shown / 60)).padStart(2, '0')}:${String(shown % 60).padStart(2, '0')}`;
  const baseE4 = parseScaled(latest.nav, 4)!;
  const step = navStep(baseE4, simulatedDailyReturnE6(fund.fundId, fund.fundTypeCode, date));
  return {
    reason: null,
    date,
    time,
    baseNav: latest.nav,
    baseDate: latest.date,
    estimateNav: formatScaled(step.navE4, 4),
    estimateChange: step.dailyReturn,
  };
}

/** The universe's class-lettered funds by stem, built once per market service. */
const classIndexes = new WeakMap<MarketService, Map<string, ShareClassSibling[]>>();

/** The other share classes of a fund in the universe (core shareClassSiblings), as fund records. */
export function shareClassFunds(
  market: MarketService,
  fund: FundRecord,
): { letter: string | null; classes: Array<{ letter: string; fund: FundRecord }> } {
  let index = classIndexes.get(market);
  if (!index) {
    index = shareClassIndex(market.funds().map((f) => ({ fundId: f.fundId, name: f.shortName })));
    classIndexes.set(market, index);
  }
  const own = { fundId: fund.fundId, name: fund.shortName };
  const classes = shareClassSiblings(own, index).flatMap((s) => {
    const record = market.fund(s.fundId);
    return record ? [{ letter: s.letter, fund: record }] : [];
  });
  return { letter: shareClassNameOf(fund.shortName)?.letter ?? null, classes };
}
