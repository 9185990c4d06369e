/**
 * FundDesk's deterministic model of the figures the real data lacks (DESIGN §6, data README "Gaps"):
 * trading attributes, fee tiers, NAV after the last real date and money-fund yields. Every value is a
 * function of the fund code (FNV-1a, see hash.ts) and, for daily figures, of the date, so every run
 * gives the same numbers. The model is written down in docs/data-model.md; keep the two in step.
 */
import {
  Dec,
  t,
  type FeeRateEntry,
  type FundTypeCode,
  type OpenDayCode,
  type ProductTemplate,
  type RiskLevelCode,
  type SellTier,
  isMoneyFundType,
  MONEY_FUND_TYPE_CODE,
  MODEL_GENERATED_FIELDS,
} from '@funddesk/core';
import { bucket, fnv1a } from './hash.js';

/** What the model needs to know about a fund: its code, name and published type. */
export interface FundIdentity {
  readonly fundId: string;
  readonly shortName: string;
  /** Fine-grained published type (`混合型-偏股`), '' when the data has none. */
  readonly publishedType: string;
  readonly fundTypeCode: FundTypeCode;
  /** Whether fund-profiles.json has the fund (profile funds are never "in offering"). */
  readonly hasProfile: boolean;
}

/** The simulated trading attributes of a fund (spec 03 §3 fund trading attributes, §4, §5). */
export interface SimulatedTradeAttrs {
  readonly riskLevel: RiskLevelCode;
  /** 申购 flag: 1 open, 0 closed. */
  readonly declareStatus: 0 | 1;
  /** 认购 flag: 1 open (offering period), 0 closed. */
  readonly subStatus: 0 | 1;
  /** 0 normal, 1 offering, 4 suspended, 5 purchase paused. */
  readonly fundStatus: 0 | 1 | 4 | 5;
  readonly openDayCode: OpenDayCode;
  /** Attachment id of the product summary, '' when missing. */
  readonly summaryPdf: string;
  readonly cantTradeCertificateType: readonly string[];
  /** Minimum purchase in yuan (decimal string, 2 decimals). */
  readonly minLimit: string;
  /** Single purchase cap in yuan. */
  readonly maxLimit: string;
  /** Daily cumulative cap in yuan. */
  readonly dailyMaxValue: string;
  readonly template: ProductTemplate;
  /** Conversion (转换) supported. */
  readonly exchange: boolean;
  /** Yearly management fee rate ×10^6. */
  readonly manageFeeE6: number;
  /** Yearly custody fee rate ×10^6. */
  readonly custodyFeeE6: number;
}

/**
 * Wire names of the fund fields whose values come from the model (every fund). Stored in
 * funds.simulated_fields and returned as `simulatedFields`. One list, in core (rules/simulatedMarks.ts),
 * which the screens also read to mark simulated columns.
 *
 * @see DESIGN §6 (simulated figures are flagged), docs/data-model.md
 */
export const SIMULATED_TRADE_FIELDS = MODEL_GENERATED_FIELDS;

/** The unlimited cap written by the model (spec 03 §9: 999999999 or more is 不限额). */
export const UNLIMITED_YUAN = '999999999.00';
/** A larger "unlimited" value some funds carry, so that clients test `>=`, not `===`. */
export const UNLIMITED_LARGE_YUAN = '99999999999.00';

const isIndexLike = (f: FundIdentity): boolean =>
  f.publishedType.includes('指数') || /ETF|指数/.test(f.shortName);

/** Whether the share class is C (no front-end fee): the short name ends with C. */
const isClassC = (f: FundIdentity): boolean => /C$/.test(f.shortName.trim());

/**
 * Whether the fund is one of the few "in offering period" (template 2): a recent code (02xxxx,
 * the newest issues), non-money, no profile, one in 100 by hash.
 */
function isOffering(f: FundIdentity): boolean {
  return (
    f.fundId.startsWith('02') &&
    !isMoneyFundType(f.fundTypeCode) &&
    !f.hasProfile &&
    bucket(f.fundId, 'offer', 100) === 0
  );
}

/**
 * Risk level by fund type (docs/data-model.md §risk): money R1; bond R2 (convertible / 二级 R3);
 * mixed R3 (偏债, 平衡, 绝对收益) or R4 (偏股; 灵活 R3/R4 by hash); stock and index R4, one in four
 * R5; QDII R4/R5 (QDII bonds R3); FOF by style; REITs and commodities R4; unknown R3.
 *
 * @see spec 03 §3 (risk levels zxfxdj_1..5)
 */
export function simulateRiskLevel(f: FundIdentity): RiskLevelCode {
  const type = f.publishedType;
  const pick = (low: RiskLevelCode, high: RiskLevelCode, highShare4: number): RiskLevelCode =>
    bucket(f.fundId, 'risk', 4) < highShare4 ? high : low;
  switch (f.fundTypeCode) {
    case MONEY_FUND_TYPE_CODE:
      return 'zxfxdj_1';
    case 'E':
      return /混合二级|可转债/.test(type) ? 'zxfxdj_3' : 'zxfxdj_2';
    case 'A':
      if (/偏债|平衡|绝对收益/.test(type)) return 'zxfxdj_3';
      if (type.includes('偏股')) return 'zxfxdj_4';
      return pick('zxfxdj_3', 'zxfxdj_4', 2);
    case '0':
    case 'I':
      return pick('zxfxdj_4', 'zxfxdj_5', 1);
    case '5':
      return /纯债|混合债/.test(type) ? 'zxfxdj_3' : pick('zxfxdj_4', 'zxfxdj_5', 2);
    case 'F':
      if (type.includes('稳健')) return 'zxfxdj_2';
      if (type.includes('进取')) return 'zxfxdj_4';
      return 'zxfxdj_3';
    case 'R':
    case 'C':
      return 'zxfxdj_4';
    case 'X':
      return 'zxfxdj_3';
  }
}

interface StatusChoice {
  readonly declareStatus: 0 | 1;
  readonly subStatus: 0 | 1;
  readonly fundStatus: 0 | 1 | 4 | 5;
  readonly openDayCode: OpenDayCode;
}

/**
 * Purchase status, fund status and open-day code (spec 03 §4). Per mille of funds by hash:
 * 0-14 suspended (status 4, 510); 15-29 closed-period (flags 0, 310); 30-44 purchase paused, sell
 * open (status 5, 220); 45-52 buy open (210); 53-59 buy open with estimated sell (212); 60-69
 * estimated buy (201/203/221, flags 0); the rest open (230). Offering funds: 认购 open, status 1, 210.
 */
function simulateStatus(f: FundIdentity): StatusChoice {
  if (isOffering(f)) return { declareStatus: 0, subStatus: 1, fundStatus: 1, openDayCode: '210' };
  const b = f.hasProfile ? 999 : bucket(f.fundId, 'status', 1000);
  if (b < 15) return { declareStatus: 0, subStatus: 0, fundStatus: 4, openDayCode: '510' };
  if (b < 30) return { declareStatus: 0, subStatus: 0, fundStatus: 0, openDayCode: '310' };
  if (b < 45) return { declareStatus: 0, subStatus: 0, fundStatus: 5, openDayCode: '220' };
  if (b < 53) return { declareStatus: 1, subStatus: 0, fundStatus: 0, openDayCode: '210' };
  if (b < 60) return { declareStatus: 1, subStatus: 0, fundStatus: 0, openDayCode: '212' };
  if (b < 70) {
    const codes = ['201', '203', '221'] as const;
    return { declareStatus: 0, subStatus: 0, fundStatus: 0, openDayCode: codes[b % 3]! };
  }
  return { declareStatus: 1, subStatus: 0, fundStatus: 0, openDayCode: '230' };
}

const MIN_CHOICES = ['1.00', '10.00', '100.00', '1000.00'] as const;

/**
 * Limits in yuan (spec 03 §5, §9): minimum 1/10/100/1000 (25/40/20/15 %); single cap unlimited for 60 %
 * (999999999.00, or 99999999999.00 for a fifth of those), else 5000万/1000万/500万/100万; daily cap
 * unlimited for 70 %, else 1000万/100万/10万; QDII daily quotas 1万/10万 for 80 %. One fund in 200 has
 * minimum 1000 above a single cap of 500, so that 因基金公司交易限制 is exercised.
 */
function simulateLimits(f: FundIdentity): { minLimit: string; maxLimit: string; dailyMaxValue: string } {
  if (!f.hasProfile && bucket(f.fundId, 'limitRefuse', 200) === 0) {
    return { minLimit: '1000.00', maxLimit: '500.00', dailyMaxValue: UNLIMITED_YUAN };
  }
  const m = bucket(f.fundId, 'min', 20);
  const minLimit = MIN_CHOICES[m < 5 ? 0 : m < 13 ? 1 : m < 17 ? 2 : 3];
  const x = bucket(f.fundId, 'max', 10);
  const maxLimit =
    x < 4
      ? UNLIMITED_YUAN
      : x < 6
        ? UNLIMITED_LARGE_YUAN
        : (['50000000.00', '10000000.00', '5000000.00', '1000000.00'] as const)[x - 6]!;
  const d = bucket(f.fundId, 'daily', 10);
  let dailyMaxValue: string;
  if (f.fundTypeCode === '5') dailyMaxValue = d < 5 ? '10000.00' : d < 8 ? '100000.00' : UNLIMITED_YUAN;
  else dailyMaxValue = d < 7 ? UNLIMITED_YUAN : (['10000000.00', '1000000.00', '100000.00'] as const)[d - 7]!;
  return { minLimit, maxLimit, dailyMaxValue };
}

/** Yearly management and custody fees ×10^6 by type (docs/data-model.md §fees). */
function simulateYearlyFees(f: FundIdentity): { manageFeeE6: number; custodyFeeE6: number } {
  switch (f.fundTypeCode) {
    case MONEY_FUND_TYPE_CODE:
      return { manageFeeE6: 1500, custodyFeeE6: 500 };
    case 'E':
      return { manageFeeE6: 3000, custodyFeeE6: 1000 };
    case '0':
    case 'I':
      return isIndexLike(f)
        ? { manageFeeE6: 5000, custodyFeeE6: 1000 }
        : { manageFeeE6: 12000, custodyFeeE6: 2000 };
    case 'A':
    case 'X':
      return { manageFeeE6: 12000, custodyFeeE6: 2000 };
    case '5':
      return { manageFeeE6: 15000, custodyFeeE6: 2500 };
    case 'F':
      return { manageFeeE6: 6000, custodyFeeE6: 1500 };
    case 'R':
      return { manageFeeE6: 8000, custodyFeeE6: 1000 };
    case 'C':
      return { manageFeeE6: 5000, custodyFeeE6: 1000 };
  }
}

/**
 * All simulated trading attributes of a fund (docs/data-model.md): risk level, status flags and
 * open-day code, summary PDF (missing for 3 % of non-money funds), TA restriction of client type 3
 * (3 %), limits, template (1 money, 2 a few in offering, 3 otherwise), conversion flag and yearly fees.
 * Funds with a profile are always open (230), have a summary, no TA restriction and sane limits.
 *
 * @see spec 03 §3, §4, §5; spec 02 §2 (templates), §5 (buy eligibility)
 */
export function simulateTradeAttrs(f: FundIdentity): SimulatedTradeAttrs {
  const isMoney = isMoneyFundType(f.fundTypeCode);
  // Funds with a profile (and real NAV) stay open and buyable, so trading runs on real prices; the
  // refusals are exercised on funds without a profile.
  const restricted = !f.hasProfile;
  const summaryPdf =
    restricted && !isMoney && bucket(f.fundId, 'pdf', 100) < 3 ? '' : `SIM-SUMMARY-${f.fundId}`;
  const cantTradeCertificateType = restricted && bucket(f.fundId, 'ta', 100) < 3 ? ['3'] : [];
  const exchangeTraded =
    f.fundTypeCode === 'R' || (f.shortName.includes('ETF') && !f.shortName.includes('联接'));
  return {
    riskLevel: simulateRiskLevel(f),
    ...simulateStatus(f),
    summaryPdf,
    cantTradeCertificateType,
    ...simulateLimits(f),
    template: isMoney ? 1 : isOffering(f) ? 2 : 3,
    exchange: !exchangeTraded && bucket(f.fundId, 'exchange', 20) !== 0,
    ...simulateYearlyFees(f),
  };
}

/** A redemption fee tier with its holding period in days (core rules/redemptionFee.ts). */
export type { SellTier };

/** The simulated fee schedule of a fund. */
export interface FeeSchedule {
  /**
   * Identifies the schedule: funds with equal schedules share one id (there are a few dozen), so the
   * fee table holds each schedule once (docs/data-model.md §fees).
   */
  readonly scheduleId: string;
  /** Purchase tiers by amount; the last is a fixed fee per deal (feeUnit 7) from 500万. */
  readonly buy: readonly FeeRateEntry[];
  /** Redemption tiers by holding period. */
  readonly sell: readonly SellTier[];
  readonly manageFeeE6: number;
  readonly custodyFeeE6: number;
}

const WAN_E6 = 10_000 * 1_000_000;
/** Fixed fee per deal from 5,000,000 yuan: 1000 yuan ×10^6 (feeUnit 7). */
const FIXED_FEE_E6 = 1000 * 1_000_000;
const NO_DISCOUNT_E4 = 10_000;

function entry(partial: Partial<FeeRateEntry> & Pick<FeeRateEntry, 'maxFeeE6'>): FeeRateEntry {
  return {
    minFeeE6: 0,
    minDiscountE6: 0,
    enDiscountE4: NO_DISCOUNT_E4,
    feeUnit: 4,
    minLimiteE6: 0,
    maxLimiteE6: -1,
    divIntervalDes: '',
    ...partial,
  };
}

const holdingTexts = new Map<string, string>();

/** The divIntervalDes of a holding period (memoised: the seed asks for it for every fund). */
function holdingText(min: number, max: number | null): string {
  const key = `${min}-${max}`;
  let text = holdingTexts.get(key);
  if (text === undefined) {
    if (min > 0 && max !== null) text = t('server.fee.holding.between', { min, max });
    else if (min > 0) text = t('server.fee.holding.atLeast', { min });
    else if (max !== null) text = t('server.fee.holding.below', { max });
    else text = t('server.fee.holding.any');
    holdingTexts.set(key, text);
  }
  return text;
}

/**
 * Purchase and redemption fee tiers (docs/data-model.md §fees). Purchase by amount: <100万, 100万-300万,
 * 300万-500万 at rates by type (equity 1.5/1.0/0.6 %, index 1.2/0.8/0.5 %, bond 0.8/0.5/0.3 %, FOF
 * 1.0/0.8/0.5 %), ≥500万 a fixed 1000元/笔; money funds and C share classes no purchase fee. Discount:
 * 1折 for 80 %, 4折 for 10 %, none for 10 % (fixed fees are never discounted). Redemption by holding
 * period, with 1.5 % under 7 days everywhere except money funds.
 *
 * @see spec 03 §3 (fee rate entry), §5 (feeUnit 4/7, 折), DESIGN §5 (价外法, fixed fee per deal)
 */
export function simulateFeeSchedule(f: FundIdentity): FeeSchedule {
  const { manageFeeE6, custodyFeeE6 } = simulateYearlyFees(f);
  const isMoney = isMoneyFundType(f.fundTypeCode);
  const classC = isClassC(f);
  const d = bucket(f.fundId, 'discount', 10);
  const discount = d < 8 ? 1000 : d < 9 ? 4000 : NO_DISCOUNT_E4;

  let buy: FeeRateEntry[];
  if (isMoney || classC) {
    buy = [entry({ maxFeeE6: 0 })];
  } else {
    const rates: readonly [number, number, number] =
      f.fundTypeCode === 'E'
        ? [8000, 5000, 3000]
        : f.fundTypeCode === 'F'
          ? [10000, 8000, 5000]
          : isIndexLike(f) || f.fundTypeCode === 'C' || f.fundTypeCode === 'R'
            ? [12000, 8000, 5000]
            : [15000, 10000, 6000];
    buy = [
      entry({ maxFeeE6: rates[0], enDiscountE4: discount, minLimiteE6: 0, maxLimiteE6: 100 * WAN_E6 }),
      entry({
        maxFeeE6: rates[1],
        enDiscountE4: discount,
        minLimiteE6: 100 * WAN_E6,
        maxLimiteE6: 300 * WAN_E6,
      }),
      entry({
        maxFeeE6: rates[2],
        enDiscountE4: discount,
        minLimiteE6: 300 * WAN_E6,
        maxLimiteE6: 500 * WAN_E6,
      }),
      entry({ maxFeeE6: FIXED_FEE_E6, feeUnit: 7, minLimiteE6: 500 * WAN_E6, maxLimiteE6: -1 }),
    ];
  }

  const periods: ReadonlyArray<readonly [number, number | null, number]> = isMoney
    ? [[0, null, 0]]
    : classC
      ? [
          [0, 7, 15000],
          [7, 30, 5000],
          [30, null, 0],
        ]
      : f.fundTypeCode === 'E'
        ? [
            [0, 7, 15000],
            [7, 30, 1000],
            [30, null, 0],
          ]
        : [
            [0, 7, 15000],
            [7, 30, 7500],
            [30, 365, 5000],
            [365, 730, 2500],
            [730, null, 0],
          ];
  const sell: SellTier[] = periods.map(([min, max, rate]) => ({
    ...entry({ maxFeeE6: rate, divIntervalDes: holdingText(min, max) }),
    minHoldDays: min,
    maxHoldDays: max,
  }));
  const scheduleId = [
    `B${buy.map((e) => `${e.maxFeeE6}/${e.enDiscountE4}`).join('-')}`,
    `S${periods.map(([min, , rate]) => `${min}:${rate}`).join('-')}`,
    `M${manageFeeE6}`,
    `C${custodyFeeE6}`,
  ].join('_');
  return { scheduleId, buy, sell, manageFeeE6, custodyFeeE6 };
}

/** Daily volatility ×10^6 (one standard deviation) and drift ×10^6 of the NAV walk by type. */
function walkParams(typeCode: FundTypeCode): { volE6: number; driftE6: number } {
  switch (typeCode) {
    case '0':
    case 'I':
      return { volE6: 12000, driftE6: 250 };
    case 'A':
      return { volE6: 10000, driftE6: 250 };
    case '5':
      return { volE6: 11000, driftE6: 200 };
    case 'C':
      return { volE6: 9000, driftE6: 100 };
    case 'R':
      return { volE6: 8000, driftE6: 100 };
    case 'F':
      return { volE6: 5000, driftE6: 150 };
    case 'E':
      return { volE6: 1200, driftE6: 100 };
    case 'X':
      return { volE6: 8000, driftE6: 150 };
    case MONEY_FUND_TYPE_CODE:
      return { volE6: 0, driftE6: 0 };
  }
}

/** Integer division rounded half-up (away from zero on a tie), exact for BigInt operands. */
function divHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/**
 * The simulated daily return of a fund on a date, ×10^6 (an integer): drift + vol × z, where z is
 * the sum of three independent uniform integers from FNV-1a of `code|date|k`, centred and scaled to
 * a standard deviation of 1 (an integer approximation of a normal draw), clamped to ±9 %.
 *
 * @param isoDate - `YYYY-MM-DD`
 * @see docs/data-model.md §NAV
 */
export function simulatedDailyReturnE6(fundId: string, typeCode: FundTypeCode, isoDate: string): number {
  const { volE6, driftE6 } = walkParams(typeCode);
  if (volE6 === 0) return 0;
  // Each term is uniform on 0..20000 (sd ≈ 5773.6); the centred sum of three has sd ≈ 10000.
  let sum = -30000;
  for (let k = 0; k < 3; k++) sum += fnv1a(`${fundId}|${isoDate}|${k}`) % 20001;
  const move = Number(divHalfUp(BigInt(sum) * BigInt(volE6), 10000n));
  return Math.max(-90000, Math.min(90000, driftE6 + move));
}

/**
 * One step of the NAV walk: nav × (1 + return), rounded half-up to 4 decimals; never below 0.0001.
 * Exact integer (BigInt) arithmetic on NAV ×10^4.
 *
 * @param navE4 - the previous unit NAV ×10^4 (an integer)
 * @param returnE6 - the day's return ×10^6
 * @returns the next unit NAV ×10^4 and the day's return in percent as published (2 decimals)
 * @see docs/data-model.md §NAV, DESIGN §5 (NAV with 4 decimals)
 */
export function navStep(navE4: number, returnE6: number): { navE4: number; dailyReturn: string } {
  const nav = BigInt(navE4);
  let next = divHalfUp(nav * BigInt(1_000_000 + returnE6), 1_000_000n);
  if (next < 1n) next = 1n;
  const returnE2 = divHalfUp((next - nav) * 10_000n, nav); // percent ×100
  const abs = returnE2 < 0n ? -returnE2 : returnE2;
  const digits = abs.toString().padStart(3, '0');
  const text = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return { navE4: Number(next), dailyReturn: returnE2 < 0n ? `-${text}` : text };
}

/**
 * The starting unit NAV ×10^4 of a fund without any real NAV series (used only to price trades of
 * such funds, docs/data-model.md §NAV): 1.0000 for money funds, else 0.8000..2.2999 by hash.
 */
export function syntheticBaseNavE4(fundId: string, typeCode: FundTypeCode): number {
  if (isMoneyFundType(typeCode)) return 10_000;
  return 8_000 + bucket(fundId, 'baseNav', 15_000);
}

/**
 * A money fund's simulated income of one calendar day (docs/data-model.md §money funds): the
 * annualised yield is a per-fund base of 1.20 %..2.00 % plus a daily wobble of ±0.10 %;
 * 万份收益 = 10000 × yield / 365, in yuan with 4 decimals.
 *
 * @param isoDate - `YYYY-MM-DD` (money funds accrue every calendar day)
 * @returns 万份收益 in yuan per 10,000 shares, 4 decimals
 */
export function moneyIncomePer10k(fundId: string, isoDate: string): string {
  const baseBp = 120 + bucket(fundId, 'yield', 81); // basis points ×1: 120..200 → 1.20 %..2.00 %
  const wobble = (fnv1a(`${fundId}|${isoDate}|yield`) % 201) - 100; // -100..100 → ±0.100 %
  const yieldPercent = new Dec(baseBp).div(100).plus(new Dec(wobble).div(1000));
  return yieldPercent.div(100).times(10_000).div(365).toFixed(4, Dec.ROUND_HALF_UP);
}

/**
 * The simulated 七日年化 of a money fund as of a date: the mean 万份收益 of the 7 calendar days ending
 * on `isoDate`, × 365 / 10000, in percent with 4 decimals (the simple-interest convention).
 *
 * @param days7 - the 7 dates ending on the as-of date
 */
export function sevenDayYield(fundId: string, days7: readonly string[]): string {
  const total = days7.reduce((sum, day) => sum.plus(moneyIncomePer10k(fundId, day)), new Dec(0));
  return total.div(days7.length).times(365).div(10_000).times(100).toFixed(4, Dec.ROUND_HALF_UP);
}
