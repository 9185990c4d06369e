/**
 * The fund tools' figures (issue 14 §5 基金比较, 费率比较): period returns, the normalised performance curve,
 * annualised volatility, maximum drawdown, Sharpe ratio over a NAV series on the exchange calendar, and the
 * total fee of holding a fund N years. One pure module, used by the server (services/fundTools.ts) and the CLI
 * (`funddesk funds compare`). Every figure is computed with Dec (DESIGN §5) and returned as decimal text.
 *
 * @see issue 14 §5; spec 03 §2 (fund tools), §7 (fund comparison calls); DESIGN §5 (trade days, fees)
 */
import type { FeeRateEntry } from '../domain/fund.js';
import { Dec } from '../domain/money.js';
import { ErrorCode } from '../errors/catalogue.js';
import { ruleMessage, type RuleMessage } from '../messages/ruleMessage.js';
import { classCost } from './classCompare.js';
import type { SellTier } from './redemptionFee.js';
import { addDays, addMonths, type TradingCalendar } from './tradeDay.js';

/** The fewest funds a comparison takes (issue 14 "Bad input": 0 or 1 fund is refused). */
export const COMPARE_MIN_FUNDS = 2;
/** The most funds a comparison takes (issue 14 §5: up to 6 funds side by side). */
export const COMPARE_MAX_FUNDS = 6;
/** Trading days in a year, to annualise daily figures (volatility × √252; return over 252 days). */
export const TRADING_DAYS_PER_YEAR = 252;
/**
 * The risk-free rate of the Sharpe ratio: 1.50 % a year (percent text), about the one-year Chinese
 * government bond yield of 2024-2026; a constant so that every figure is reproducible (docs/decisions.md).
 */
export const RISK_FREE_RATE_PERCENT = '1.50';
/** The holding periods of the fee comparison, in years (issue 14 §5: total cost of holding 1, 3, 5 years). */
export const HOLDING_YEARS: readonly number[] = [1, 3, 5];
/** Calendar days of a holding year (fund contracts accrue yearly fees over 365 days). */
export const DAYS_PER_HOLDING_YEAR = 365;

/** The periods of the comparison's returns: 近1月 … 近1年, 今年以来, and since the common period's start. */
export const comparePeriods = ['1m', '3m', '6m', '1y', 'ytd', 'since'] as const;
/** A period of {@link comparePeriods}. */
export type ComparePeriod = (typeof comparePeriods)[number];
/** The periods over which risk metrics are computed: 近1年 and the whole common period. */
export const riskPeriods = ['1y', 'since'] as const;
/** A period of {@link riskPeriods}. */
export type RiskPeriod = (typeof riskPeriods)[number];

/** One published NAV: `YYYY-MM-DD` and the unit NAV as decimal text (yuan per share, 3-4 decimals). */
export interface NavObservation {
  readonly date: string;
  readonly nav: string;
}

/** The refusal of a comparison's fund count, or ok. */
export type CompareCountDecision =
  { ok: true } | { ok: false; code: typeof ErrorCode.CompareFundCount; params: { min: number; max: number } };

/**
 * Whether `count` distinct funds may be compared: {@link COMPARE_MIN_FUNDS} to {@link COMPARE_MAX_FUNDS}
 * (FD3010 otherwise). The caller counts distinct codes (the same fund twice is one fund).
 * @see issue 14 §5, "Bad input and faults" (comparing 0, 1 or 7 funds)
 */
export function compareCountDecision(count: number): CompareCountDecision {
  if (count >= COMPARE_MIN_FUNDS && count <= COMPARE_MAX_FUNDS) return { ok: true };
  return {
    ok: false,
    code: ErrorCode.CompareFundCount,
    params: { min: COMPARE_MIN_FUNDS, max: COMPARE_MAX_FUNDS },
  };
}

/** Chart periods (spec 03 §7 nvTrend/achievementTrend) and rate periods (periodrate). */
export type PeriodKey = '1w' | '1m' | '3m' | '6m' | 'ytd' | '1y' | '2y' | '3y' | 'all' | 'since';

/**
 * THE first date of a period ending on `asOf` (`YYYY-MM-DD`), for the fund detail's charts and period
 * rates and the fund comparison alike: 1w seven days earlier, 1m/3m/6m/1y/2y/3y calendar months earlier
 * (clamped to month ends), ytd the last day of the previous year, all/since null (the series' first point).
 * @see spec 03 §7 (pc/ins/periodrate, nvTrend, achievementTrend)
 */
export function periodStart(asOf: string, period: PeriodKey): string | null {
  switch (period) {
    case '1w':
      return addDays(asOf, -7);
    case '1m':
      return addMonths(asOf, -1);
    case '3m':
      return addMonths(asOf, -3);
    case '6m':
      return addMonths(asOf, -6);
    case '1y':
      return addMonths(asOf, -12);
    case '2y':
      return addMonths(asOf, -24);
    case '3y':
      return addMonths(asOf, -36);
    case 'ytd':
      return addDays(`${asOf.slice(0, 4)}-01-01`, -1);
    case 'all':
    case 'since':
      return null;
  }
}

/** The common period counts as starting with its year when it starts within the year's first this many days. */
export const YEAR_START_DAYS = 10;

/**
 * The label of the `since` column (issue 17 §3 honest figures: the data begins in 2021, so never 成立以来):
 * 「2021年以来」 (honest.period.sinceYear) when the common period starts within the first {@link YEAR_START_DAYS}
 * days of a year (the first trading days after New Year), else 「2023-06-12以来」 (fundTools.period.sinceDate).
 *
 * @param from - the common period's first date `YYYY-MM-DD`
 */
export function compareSinceLabel(from: string): RuleMessage {
  const year = from.slice(0, 4);
  return from <= addDays(`${year}-01-01`, YEAR_START_DAYS - 1)
    ? ruleMessage('honest.period.sinceYear', { year })
    : ruleMessage('fundTools.period.sinceDate', { date: from });
}

/**
 * The index of the last observation dated on or before `date`, or -1 (observations oldest first; binary search).
 * Shared by the period, quarter and account-value figures.
 */
export function lastOnOrBefore(points: readonly NavObservation[], date: string): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (points[mid]!.date <= date) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/**
 * The observations of a period ending on `asOf`: from the base (the last NAV on or before the period's start;
 * the first NAV for `since`) through the last NAV on or before `asOf`. Null when the series has no NAV on or
 * before `asOf`, or does not reach back to the period's start (the figure is then unknown, never invented).
 *
 * @param points - NAV observations, oldest first
 */
export function periodWindow(
  points: readonly NavObservation[],
  asOf: string,
  period: ComparePeriod,
): NavObservation[] | null {
  const end = lastOnOrBefore(points, asOf);
  if (end < 0) return null;
  const start = periodStart(asOf, period);
  const base = start === null ? 0 : lastOnOrBefore(points, start);
  if (base < 0 || base > end) return null;
  return points.slice(base, end + 1);
}

/** Percent with 2 decimals, half-up, never `-0.00`. */
function percentText(ratio: Dec): string {
  const text = ratio.times(100).toFixed(2, Dec.ROUND_HALF_UP);
  return text === '-0.00' ? '0.00' : text;
}

/**
 * The return of a period ending on `asOf` in percent, 2 decimals half-up: (NAV at the end / NAV at the base − 1)
 * × 100 over {@link periodWindow}; null when the series does not cover the period.
 *
 * @param points - NAV observations, oldest first
 * @see spec 03 §7 (pc/ins/periodrate: the same periods and base rule)
 */
export function periodReturnPercent(
  points: readonly NavObservation[],
  asOf: string,
  period: ComparePeriod,
): string | null {
  const window = periodWindow(points, asOf, period);
  if (!window) return null;
  return percentText(new Dec(window[window.length - 1]!.nav).div(window[0]!.nav).minus(1));
}

/**
 * The performance curve normalised to 0 % at `from`: for each observation from the last one on or before
 * `from` through the last one on or before `to`, (NAV / base NAV − 1) × 100 in percent, 2 decimals. Empty
 * when the series has no observation on or before `from`.
 */
export function normalisedCurve(
  points: readonly NavObservation[],
  from: string,
  to: string,
): { date: string; value: string }[] {
  const base = lastOnOrBefore(points, from);
  const end = lastOnOrBefore(points, to);
  if (base < 0 || end < base) return [];
  const baseNav = new Dec(points[base]!.nav);
  return points
    .slice(base, end + 1)
    .map((p) => ({ date: p.date, value: percentText(new Dec(p.nav).div(baseNav).minus(1)) }));
}

/** Risk figures of one window of a NAV series (percent texts with 2 decimals; null when not computable). */
export interface RiskMetrics {
  /** The window's first and last observation dates (`YYYY-MM-DD`). */
  from: string;
  to: string;
  /** Exchange trading days from `from` to `to` (the span; the first day not counted). */
  tradingDays: number;
  /** Daily returns used: between NAVs of consecutive trading days. */
  dailyReturns: number;
  /**
   * Trading days inside the window with no NAV (a missing day; an exchange holiday is not one). The returns
   * spanning them are left out of the volatility, not counted as one day.
   */
  missingDays: number;
  /** Return over the window, percent. */
  totalReturn: string;
  /** (1 + total return)^(252 / tradingDays) − 1, percent; null for a window of no trading day. */
  annualisedReturn: string | null;
  /** Sample standard deviation (n − 1) of the daily returns × √252, percent; null under 2 daily returns. */
  volatility: string | null;
  /** The largest fall from a running peak, (1 − NAV / peak) × 100, percent (0.00 when it never fell). */
  maxDrawdown: string;
  /** The peak and the trough of that fall (null when it never fell). */
  drawdownPeak: string | null;
  drawdownTrough: string | null;
  /** (annualised return − risk-free rate) / volatility, 2 decimals; null without both or at zero volatility. */
  sharpe: string | null;
}

/**
 * Risk metrics of a window of NAV observations on the exchange calendar (issue 14 §5 and "Bad input": a gap
 * on holidays is not a missing day). Observations on days that are not trading days are left out (an
 * exchange holiday NAV of a QDII fund). A daily return is one between NAVs of consecutive trading days;
 * a return across trading days without NAV is left out and those days are counted in `missingDays`.
 *
 * @param window - NAV observations, oldest first (e.g. {@link periodWindow}); null answer under 2 on trading days
 * @param calendar - the exchange calendar (core TradingCalendar)
 * @param riskFreePercent - yearly risk-free rate in percent ({@link RISK_FREE_RATE_PERCENT})
 */
export function riskMetrics(
  window: readonly NavObservation[],
  calendar: Pick<TradingCalendar, 'between'>,
  riskFreePercent: string = RISK_FREE_RATE_PERCENT,
): RiskMetrics | null {
  if (window.length < 2) return null;
  const days = calendar.between(window[0]!.date, window[window.length - 1]!.date);
  const indexOf = new Map(days.map((day, i) => [day, i] as const));
  const points = window.filter((p) => indexOf.has(p.date));
  if (points.length < 2) return null;

  const returns: Dec[] = [];
  let missingDays = 0;
  let peak = new Dec(points[0]!.nav);
  let peakDate = points[0]!.date;
  let maxDrawdown = new Dec(0);
  let drawdownPeak: string | null = null;
  let drawdownTrough: string | null = null;
  for (let i = 1; i < points.length; i++) {
    const nav = new Dec(points[i]!.nav);
    const step = indexOf.get(points[i]!.date)! - indexOf.get(points[i - 1]!.date)!;
    if (step === 1) returns.push(nav.div(points[i - 1]!.nav).minus(1));
    else missingDays += step - 1;
    if (nav.gt(peak)) {
      peak = nav;
      peakDate = points[i]!.date;
    } else {
      const drawdown = new Dec(1).minus(nav.div(peak));
      if (drawdown.gt(maxDrawdown)) {
        maxDrawdown = drawdown;
        drawdownPeak = peakDate;
        drawdownTrough = points[i]!.date;
      }
    }
  }

  const first = points[0]!;
  const last = points[points.length - 1]!;
  const tradingDays = indexOf.get(last.date)! - indexOf.get(first.date)!;
  const growth = new Dec(last.nav).div(first.nav);
  const annualised =
    tradingDays > 0 ? growth.pow(new Dec(TRADING_DAYS_PER_YEAR).div(tradingDays)).minus(1) : null;

  let volatility: Dec | null = null;
  if (returns.length >= 2) {
    const mean = returns.reduce((sum, r) => sum.plus(r), new Dec(0)).div(returns.length);
    const variance = returns
      .reduce((sum, r) => sum.plus(r.minus(mean).pow(2)), new Dec(0))
      .div(returns.length - 1);
    volatility = variance.sqrt().times(new Dec(TRADING_DAYS_PER_YEAR).sqrt());
  }
  const riskFree = new Dec(riskFreePercent).div(100);
  const sharpe =
    annualised !== null && volatility !== null && !volatility.isZero()
      ? annualised.minus(riskFree).div(volatility).toFixed(2, Dec.ROUND_HALF_UP)
      : null;

  return {
    from: first.date,
    to: last.date,
    tradingDays,
    dailyReturns: returns.length,
    missingDays,
    totalReturn: percentText(growth.minus(1)),
    annualisedReturn: annualised === null ? null : percentText(annualised),
    volatility: volatility === null ? null : percentText(volatility),
    maxDrawdown: percentText(maxDrawdown),
    drawdownPeak,
    drawdownTrough,
    sharpe: sharpe === '-0.00' ? '0.00' : sharpe,
  };
}

/** The fee schedule the fee comparison reads (the fund's buyRate with its discounts, sell tiers, yearly fees). */
export interface HoldingFees {
  /** Purchase tiers by amount with this organisation's discount (tradePreInfo buyRate, enDiscountE4). */
  buyRate: readonly FeeRateEntry[];
  /** Redemption tiers by holding period in calendar days. */
  sellTiers: readonly SellTier[];
  /** Management and custody fees per year, rates ×10^6. */
  manageFeeE6: number;
  custodyFeeE6: number;
}

/** What holding a fund costs in fees, yuan with 2 decimals. */
export interface HoldingCost {
  years: number;
  /** Purchase fee by 价外法 at the discounted rate of the amount's tier. */
  purchaseFee: string;
  /** Management + custody fees accrued over the holding period on the amount. */
  operatingFee: string;
  /** Redemption fee of the tier the holding period falls in, on the amount net of the purchase fee. */
  redemptionFee: string;
  total: string;
}

/**
 * The total fee of buying `amount` yuan and holding it `years` years (365 calendar days each), by the A/C
 * explainer's arithmetic (core {@link classCost}): purchase fee by 价外法 with the discount, the yearly
 * management + custody fees accrued daily on the amount, and the redemption fee of the holding period's tier.
 * NAV changes are left out: the comparison is of fees. An amount that is not a number above 0 gives zeros.
 *
 * @param amount - yuan, decimal string
 * @see issue 14 §5 (费率比较: total cost of holding N years); spec 02 §5 (fees); DESIGN §5 (价外法)
 */
export function holdingCost(fees: HoldingFees, amount: string, years: number): HoldingCost {
  const cost = classCost(
    {
      buyRate: fees.buyRate,
      sellTiers: fees.sellTiers,
      serviceFeeE6: fees.manageFeeE6 + fees.custodyFeeE6,
    },
    amount,
    years * DAYS_PER_HOLDING_YEAR,
  );
  return {
    years,
    purchaseFee: cost.purchaseFee,
    operatingFee: cost.serviceFee,
    redemptionFee: cost.redemptionFee,
    total: cost.total,
  };
}

/** The calendar quarter of a date: `YYYY-MM-DD` -> `YYYYQn` (`2025-11-21` -> `2025Q4`). */
export function quarterOf(date: string): string {
  const month = Number(date.slice(5, 7));
  return `${date.slice(0, 4)}Q${Math.floor((month - 1) / 3) + 1}`;
}

/** The quarter `n` quarters before `quarter` (`YYYYQn`; negative `n` goes forward): (`2025Q1`, 1) -> `2024Q4`. */
export function shiftQuarter(quarter: string, n: number): string {
  const index = Number(quarter.slice(0, 4)) * 4 + Number(quarter.slice(5)) - 1 - n;
  return `${Math.floor(index / 4)}Q${(index % 4) + 1}`;
}

/** The last calendar day of a quarter (`2025Q4` -> `2025-12-31`). */
export function quarterEndDate(quarter: string): string {
  const year = quarter.slice(0, 4);
  return (
    { '1': `${year}-03-31`, '2': `${year}-06-30`, '3': `${year}-09-30` }[quarter.slice(5)] ?? `${year}-12-31`
  );
}

/** One quarter of {@link quarterlyReturns}. */
export interface QuarterReturn {
  /** `YYYYQn`. */
  readonly quarter: string;
  /** The quarter's return in percent, 2 decimals half-up; null when the NAV does not cover the quarter. */
  readonly rate: string | null;
}

/**
 * A fund's return in each of the `count` quarters ending with `lastQuarter`, oldest first (基金比较's quarterly
 * chart, spec 03 §7 fundCompare quarterlyChart): (last NAV on or before the quarter's end / last NAV on or before
 * the previous quarter's end − 1) × 100. Null for a quarter the series does not reach back to (its first NAV after
 * the previous quarter's end) or has no NAV in, never invented. Over the exchange calendar: a quarter ending on a
 * holiday takes the last trading day's NAV; a quarter still running runs to the last NAV.
 *
 * @param points - real NAV observations, oldest first
 * @param lastQuarter - `YYYYQn`, the newest quarter (usually {@link quarterOf} the common period's end)
 * @see issue 14 §5 (fund comparison: quarterly chart)
 */
export function quarterlyReturns(
  points: readonly NavObservation[],
  lastQuarter: string,
  count: number,
): QuarterReturn[] {
  const answer: QuarterReturn[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const quarter = shiftQuarter(lastQuarter, i);
    const endDate = quarterEndDate(quarter);
    const baseDate = quarterEndDate(shiftQuarter(quarter, 1));
    const base = lastOnOrBefore(points, baseDate);
    const end = lastOnOrBefore(points, endDate);
    // Covered when the series reaches back to the base date and on into the quarter (the newest quarter may be
    // partly over: its return runs to the last NAV, the caller says so).
    const covered = base >= 0 && end > base;
    answer.push({
      quarter,
      rate: covered ? percentText(new Dec(points[end]!.nav).div(points[base]!.nav).minus(1)) : null,
    });
  }
  return answer;
}
