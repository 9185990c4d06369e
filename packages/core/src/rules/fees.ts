import type { FeeRateEntry } from '../domain/fund.js';
import { Dec } from '../domain/money.js';
import { t } from '../messages/index.js';
import { formatCompactAmount } from './amounts.js';
import { toDecimal, toFixedHalfUp } from './numberFormat.js';

/** 10^6, the scale of E6 figures (rates, fixed fees and tier limits). */
const E6 = new Dec(1_000_000);
/** 10^4, the scale of E4 figures (discounts). */
const E4 = new Dec(10_000);
/** enDiscountE4 of "no discount" (1 = 10折). */
export const NO_DISCOUNT_E4 = 10_000;

/** feeUnit of a rate (spec 03 §3: 4, "ten-thousand unit"). */
export const FEE_UNIT_RATE = 4;
/** feeUnit of a fixed fee per deal (spec 03 §3: 7). */
export const FEE_UNIT_FIXED = 7;

/** An exact amount without trailing zeros after rounding to 2 decimals (`1000`, `0.5`). */
function plainYuan(value: Dec): string {
  return value.toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed();
}

/**
 * Shows a rate given ×10^6 as a percent with 2 decimals: 15000 (0.015) -> `1.50%`.
 *
 * @param rateE6 - the rate ×10^6 (an integer on the wire)
 * @see spec 03 §5 (fee figures are scaled integers; divide by 10^6), spec 03 §3 (fee rate entry)
 */
export function rateE6Text(rateE6: number): string {
  const percent = new Dec(rateE6).div(E4);
  return t('rules.fee.rate', { rate: toFixedHalfUp(percent, 2) });
}

/**
 * Shows the standard fee of a fee rate entry: with feeUnit 4 the rate maxFeeE6 / 10^6 as a percent
 * (15000 -> `1.50%`); with feeUnit 7 the fixed fee per deal maxFeeE6 / 10^6 yuan
 * (1000000000 -> `1000元/笔`).
 *
 * @see spec 03 §3, §5 (unit 4 scales by 10,000, unit 7 is a fixed fee per trade), spec 02 §9
 */
export function feeRateText(entry: Pick<FeeRateEntry, 'maxFeeE6' | 'feeUnit'>): string {
  if (entry.feeUnit === FEE_UNIT_FIXED) {
    return t('rules.fee.fixed', { fee: plainYuan(new Dec(entry.maxFeeE6).div(E6)) });
  }
  return rateE6Text(entry.maxFeeE6);
}

/**
 * Shows a discount in 折 to 1 decimal, half-up: enDiscountE4 1000 (0.1) -> `1.0折`, 8500 -> `8.5折`,
 * 0 -> `0.0折` (free).
 *
 * Decision: "no discount" shows nothing, so the result is `null` for 10000 or more, and also for a
 * negative or non-integer figure, which is not a discount; a caller that wants a word can show
 * `t('rules.fee.noDiscount')` (不打折).
 *
 * @param enDiscountE4 - the discount ×10^4 (0.1 = 1折 -> 1000)
 * @see spec 03 §5 (fee discount display is in 'zhe' units to 1 decimal), spec 02 §9
 */
export function discountText(enDiscountE4: number | null | undefined): string | null {
  if (!isDiscount(enDiscountE4)) return null;
  const zhe = new Dec(enDiscountE4).div(1000);
  return t('rules.fee.discount', { zhe: toFixedHalfUp(zhe, 1) });
}

function isDiscount(enDiscountE4: number | null | undefined): enDiscountE4 is number {
  return (
    typeof enDiscountE4 === 'number' &&
    Number.isInteger(enDiscountE4) &&
    enDiscountE4 >= 0 &&
    enDiscountE4 < NO_DISCOUNT_E4
  );
}

/**
 * The rate after discount, ×10^6, rounded half-up to an integer: maxFeeE6 × enDiscountE4 / 10^4
 * (DESIGN §5: discounts multiply the rate).
 *
 * Reading of minDiscountE6 (the spec lists it without saying what it means): it is a floor on the
 * discounted rate, in the same ×10^6 scale as maxFeeE6, so a discount never brings the rate below it;
 * 0 or less means no floor, and the floor never lifts the rate above the standard rate maxFeeE6.
 * No discount (see {@link discountText}) gives maxFeeE6. A fixed fee (feeUnit 7) is not discounted:
 * its maxFeeE6 is returned as is.
 *
 * @see spec 03 §3 (fee rate entry), spec 03 §5 (scaled integers), DESIGN §5 (discounts multiply the rate)
 */
export function discountedRateE6(
  entry: Pick<FeeRateEntry, 'maxFeeE6' | 'enDiscountE4' | 'minDiscountE6' | 'feeUnit'>,
): number {
  if (entry.feeUnit === FEE_UNIT_FIXED || !isDiscount(entry.enDiscountE4)) return entry.maxFeeE6;
  const discounted = new Dec(entry.maxFeeE6)
    .times(entry.enDiscountE4)
    .div(E4)
    .toDecimalPlaces(0, Dec.ROUND_HALF_UP)
    .toNumber();
  const floored = entry.minDiscountE6 > 0 ? Math.max(discounted, entry.minDiscountE6) : discounted;
  return Math.min(floored, entry.maxFeeE6);
}

/**
 * Describes the range a fee entry applies to. A redemption entry carries its holding period in
 * divIntervalDes (`7天<=持有期限<30天`), which is shown as is; otherwise the amount tier from
 * minLimiteE6 (inclusive) and maxLimiteE6 (exclusive; -1 or any negative value means no bound), in
 * yuan ×10^6, written compactly: `100万≤金额<500万`, `金额<100万`, `金额≥500万`, `不限金额`.
 *
 * @see spec 03 §3 (fee rate entry: minLimiteE6, maxLimiteE6, divIntervalDes), spec 03 §5 (amounts in 万)
 */
export function tierText(
  entry: Pick<FeeRateEntry, 'minLimiteE6' | 'maxLimiteE6' | 'divIntervalDes'>,
): string {
  const interval = entry.divIntervalDes.trim();
  if (interval !== '') return interval;
  const hasMin = entry.minLimiteE6 > 0;
  const hasMax = entry.maxLimiteE6 >= 0;
  const min = formatCompactAmount(new Dec(entry.minLimiteE6).div(E6));
  const max = formatCompactAmount(new Dec(entry.maxLimiteE6).div(E6));
  if (hasMin && hasMax) return t('rules.tier.between', { min, max });
  if (hasMin) return t('rules.tier.atLeast', { min });
  if (hasMax) return t('rules.tier.below', { max });
  return t('rules.tier.any');
}

/**
 * Whether an amount falls into a fee entry's amount tier: minLimiteE6 ≤ amount × 10^6 < maxLimiteE6
 * (a negative maxLimiteE6 means no upper bound).
 *
 * @param amountYuan - the amount in yuan
 * @see spec 03 §3 (fee rate entry tiers)
 */
export function isInTier(entry: Pick<FeeRateEntry, 'minLimiteE6' | 'maxLimiteE6'>, amountYuan: Dec): boolean {
  const amountE6 = amountYuan.times(E6);
  if (amountE6.lt(entry.minLimiteE6)) return false;
  return entry.maxLimiteE6 < 0 || amountE6.lt(entry.maxLimiteE6);
}

/** Input of {@link estimatePurchaseFee}. */
export interface PurchaseFeeInput {
  /** The purchase amount in yuan (decimal string, e.g. `"10000.00"`). */
  amountYuan: string;
  /** The fund's purchase fee entries (buyRate), one per amount tier. */
  tiers: readonly FeeRateEntry[];
}

/** An estimated purchase fee (价外法). */
export interface PurchaseFeeEstimate {
  /** The fee entry whose amount tier holds the amount. */
  tier: FeeRateEntry;
  /** The standard rate ×10^6 (feeUnit 4) or the fixed fee in yuan ×10^6 (feeUnit 7). */
  rateE6: number;
  /** The rate after discount ×10^6 (see {@link discountedRateE6}); equals rateE6 for a fixed fee. */
  discountedRateE6: number;
  /** Net purchase amount in yuan, 2 decimals: amount − fee. */
  netAmount: string;
  /** The fee in yuan, 2 decimals, half-up. */
  fee: string;
}

/**
 * Estimates the purchase fee the standard Chinese way (价外法): with feeUnit 4,
 * net = amount / (1 + discounted rate) and fee = amount − net, the fee rounded half-up to 2 decimals
 * (fund contracts round the fee, 四舍五入保留两位) and the net amount then amount − fee, so that
 * net + fee is always the amount; with feeUnit 7 the fixed fee per deal, never more than the amount.
 * Examples: 10000.00 at 1.50% -> fee 147.78, net 9852.22; at 1.50% with 1折 (0.15%) -> fee 14.98.
 * The amount is taken to 2 decimals (half-up) first. minFeeE6 is not applied: the spec does not say
 * what it bounds.
 *
 * @param input - amount in yuan and the fund's purchase fee tiers
 * @returns the estimate, or `null` when the amount is missing, not a number or not above 0, or no
 *   tier holds it
 * @see DESIGN §5 (价外法, fixed fee per deal, discounts multiply the rate), spec 03 §3, §5 (fee figures),
 *   spec 02 §3 (cart line estimateFee)
 */
export function estimatePurchaseFee({ amountYuan, tiers }: PurchaseFeeInput): PurchaseFeeEstimate | null {
  const amount = toDecimal(amountYuan)?.toDecimalPlaces(2, Dec.ROUND_HALF_UP) ?? null;
  if (amount === null || amount.lte(0)) return null;
  const tier = tiers.find((entry) => isInTier(entry, amount));
  if (!tier) return null;
  const rateE6 = tier.maxFeeE6;
  const discounted = discountedRateE6(tier);
  let fee: Dec;
  if (tier.feeUnit === FEE_UNIT_FIXED) {
    fee = Dec.min(amount, new Dec(rateE6).div(E6));
  } else {
    const rate = new Dec(Math.max(discounted, 0)).div(E6);
    fee = amount.minus(amount.div(rate.plus(1)));
  }
  const feeYuan = new Dec(toFixedHalfUp(fee, 2));
  return {
    tier,
    rateE6,
    discountedRateE6: discounted,
    netAmount: toFixedHalfUp(amount.minus(feeYuan), 2),
    fee: toFixedHalfUp(feeYuan, 2),
  };
}
