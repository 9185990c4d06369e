import type { FeeRateEntry } from '../domain/fund.js';
import { Dec } from '../domain/money.js';
import { discountedRateE6, estimatePurchaseFee } from './fees.js';
import { toDecimal, toFixedHalfUp } from './numberFormat.js';
import { sellTierFor, type SellTier } from './redemptionFee.js';

/** Days in a year for the sales-service fee accrual (fund contracts accrue it daily over 365 days). */
export const SERVICE_FEE_DAYS_PER_YEAR = 365;

/**
 * A C-class sales-service fee per year ×10^6 used when the C class's own figure is unknown: 0.40%, the
 * common rate of equity and mixed C classes. The explainer says so on screen.
 */
export const TYPICAL_SERVICE_FEE_E6 = 4_000;

/** The holding periods the A/C explainer compares, in calendar days. */
export const CLASS_COMPARE_PERIODS: readonly number[] = [7, 30, 90, 180, 365, 730, 1095];

/** The fee schedule of one share class. */
export interface ClassFees {
  /** Purchase fee tiers (buyRate); empty for a C class (no purchase fee). */
  buyRate: readonly FeeRateEntry[];
  /** Redemption tiers by holding period (calendar days). */
  sellTiers: readonly SellTier[];
  /** Annual sales-service fee ×10^6 (C class); 0 for an A class. */
  serviceFeeE6: number;
}

/** The total fee of one class held for `days`, in yuan (2 decimals). */
export interface ClassCost {
  purchaseFee: string;
  serviceFee: string;
  redemptionFee: string;
  total: string;
}

/** One row of the comparison: the period and both classes' totals, and which is cheaper. */
export interface ClassCompareRow {
  days: number;
  a: ClassCost;
  c: ClassCost;
  /** `A`, `C`, or `same` when the totals are equal to the cent. */
  cheaper: 'A' | 'C' | 'same';
}

const cents = (value: Dec): string => toFixedHalfUp(value, 2);

/**
 * What one share class costs when `amount` yuan is bought and held `days` calendar days:
 * - purchase fee by 价外法 with the discount (core {@link estimatePurchaseFee}; 0 without tiers);
 * - sales-service fee = amount × serviceFeeE6 / 10^6 × days / 365 (accrued daily on the holding);
 * - redemption fee = (amount − purchase fee) × the discounted sell rate of the holding period
 *   ({@link sellTierFor}; 0 when no tier covers it). NAV changes are left out: the comparison is of fees.
 * Each part is rounded half-up to the cent; the total is their sum.
 *
 * @param amount - yuan, decimal string; not above 0 or not a number gives all zeros
 * @see spec 02 §2 acQa (A-class versus C-class), DESIGN §5 (价外法, redemption fee by holding period)
 */
export function classCost(fees: ClassFees, amount: string, days: number): ClassCost {
  const money = toDecimal(amount);
  if (money === null || money.lte(0)) {
    return { purchaseFee: '0.00', serviceFee: '0.00', redemptionFee: '0.00', total: '0.00' };
  }
  const purchase =
    fees.buyRate.length > 0 ? estimatePurchaseFee({ amountYuan: amount, tiers: fees.buyRate }) : null;
  const purchaseFee = new Dec(purchase?.fee ?? 0);
  const serviceFee = new Dec(
    cents(money.times(fees.serviceFeeE6).div(1_000_000).times(days).div(SERVICE_FEE_DAYS_PER_YEAR)),
  );
  const tier = sellTierFor(fees.sellTiers, days);
  const sellRate = tier ? discountedRateE6(tier) : 0;
  const redemptionFee = new Dec(cents(money.minus(purchaseFee).times(sellRate).div(1_000_000)));
  return {
    purchaseFee: cents(purchaseFee),
    serviceFee: cents(serviceFee),
    redemptionFee: cents(redemptionFee),
    total: cents(purchaseFee.plus(serviceFee).plus(redemptionFee)),
  };
}

/**
 * The A-class versus C-class fee comparison over holding periods, from the funds' fee tiers: for each
 * period, both classes' {@link classCost} and the cheaper one.
 *
 * @param a - the A class's schedule (buy tiers, sell tiers, no service fee)
 * @param c - the C class's schedule (no buy tiers, its sell tiers, the annual service fee)
 * @param amount - yuan, decimal string
 * @param periods - holding periods in calendar days ({@link CLASS_COMPARE_PERIODS} by default)
 * @see spec 02 §2 acQa; issue 12 §2 (holding-period fee comparison from the fund's real fee tiers)
 */
export function compareShareClasses(
  a: ClassFees,
  c: ClassFees,
  amount: string,
  periods: readonly number[] = CLASS_COMPARE_PERIODS,
): ClassCompareRow[] {
  return periods.map((days) => {
    const costA = classCost(a, amount, days);
    const costC = classCost(c, amount, days);
    const diff = new Dec(costA.total).comparedTo(costC.total);
    return { days, a: costA, c: costC, cheaper: diff < 0 ? 'A' : diff > 0 ? 'C' : 'same' };
  });
}

/**
 * The first holding period (calendar days, 1 to `maxDays`) from which the A class costs less than the C
 * class, or null when it never does within `maxDays`.
 * @see spec 02 §2 acQa
 */
export function classBreakEvenDays(
  a: ClassFees,
  c: ClassFees,
  amount: string,
  maxDays = 3650,
): number | null {
  for (let days = 1; days <= maxDays; days++) {
    if (new Dec(classCost(a, amount, days).total).lt(classCost(c, amount, days).total)) return days;
  }
  return null;
}
