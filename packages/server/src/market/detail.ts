/**
 * The market service's detail part: fee schedules (cached per schedule), the profile texts, money-fund
 * yields and open-day information (spec 03 §3, §4, §5, §7; docs/data-model.md).
 */
import { isMoneyFundType, type FeeRateEntry, type OpenDayInfo } from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { Clock } from '../types.js';
import { addDays, type TradingCalendar } from './calendar.js';
import { createFeeScheduleCache } from './caches.js';
import type { FundRecord } from './catalogue.js';
import { bucket } from './hash.js';
import { moneyIncomePer10k, sevenDayYield, type FeeSchedule, type SellTier } from './simulated.js';
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
