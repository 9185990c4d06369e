import type { FeeRateEntry } from '../domain/fund.js';
import { Dec, toYuan } from '../domain/money.js';
import { discountedRateE6 } from './fees.js';

/**
 * A redemption fee tier (an entry of the fund's sellRate, spec 02 §3) with the holding period it covers, in
 * calendar days: `minHoldDays` inclusive, `maxHoldDays` exclusive (null: no upper bound).
 */
export interface SellTier extends FeeRateEntry {
  readonly minHoldDays: number;
  readonly maxHoldDays: number | null;
}

/** One lot of a holding: shares confirmed on a day (a confirmed purchase). */
export interface HoldingLot {
  /** Confirmation day of the purchase, `YYYY-MM-DD`: the holding period starts here. */
  readonly confirmDay: string;
  /** Shares of the lot, a decimal string (2 decimals). */
  readonly shares: string;
}

/** What a redemption confirmed at a NAV is worth. */
export interface RedemptionMoney {
  /** shares × NAV rounded down to 2 decimals, yuan. */
  amount: string;
  /** The redemption fee, yuan (half-up to 2 decimals, never above the amount). */
  fee: string;
  /** amount − fee, yuan. */
  netAmount: string;
  /** The sell rate ×10^6 applied: the tier's, or the share-weighted mean when lots fall in several tiers. */
  feeRateE6: number;
}

/** The figures of a redemption to value (see {@link redemptionMoney}). */
export interface RedemptionInput {
  /** Shares redeemed, a decimal string. */
  shares: string;
  /** NAV of the trade day T, 4 decimals. */
  nav: string;
  /** The holding's confirmed purchases, oldest first. */
  lots: readonly HoldingLot[];
  /** Shares of the holding already taken by confirmed redemptions (they used the oldest lots). */
  consumed: string;
  /** The redemption's trade day T, `YYYY-MM-DD`. */
  tradeDay: string;
  /** The fund's redemption tiers by holding period. */
  tiers: readonly SellTier[];
}

const DAY_MS = 86_400_000;

/**
 * Calendar days from one `YYYY-MM-DD` to another (negative when `to` is earlier); the holding period of a lot.
 * @see DESIGN §5 (redemption fee by holding period)
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The sell tier of a holding period of `days` calendar days (minHoldDays inclusive, maxHoldDays exclusive,
 * null: no upper bound), or undefined when no tier covers it.
 * @see DESIGN §5 (redemption fee by holding period), spec 02 §3 (sellRate)
 */
export function sellTierFor(tiers: readonly SellTier[], days: number): SellTier | undefined {
  return tiers.find(
    (tier) => days >= tier.minHoldDays && (tier.maxHoldDays === null || days < tier.maxHoldDays),
  );
}

/**
 * The amount, fee and net amount of a redemption confirmed at `nav` (orders of T confirm on T+1 at T's NAV):
 * - amount = shares × NAV, rounded DOWN to 2 decimals (the investor never gets a fen the shares did not earn);
 * - the shares are taken first in first out from the holding's lots (confirmed purchases, oldest first),
 *   after the shares earlier redemptions already took (`consumed`); each part pays the sell rate of its
 *   holding period, counted in calendar days from the lot's confirmation day to the redemption's trade day
 *   (discounts applied as for purchases, {@link discountedRateE6}); shares no lot covers count as held
 *   0 days (the highest rate); a period no tier covers pays 0;
 * - fee = Σ part shares × NAV × rate, half-up to 2 decimals, at most the amount; net = amount − fee.
 * Never throws for well-formed decimal strings.
 *
 * @returns amount, fee and net amount in yuan (2 decimals) and the applied rate ×10^6
 * @see DESIGN §5 (redemption fee by holding period; T+1 at T's NAV), docs/decisions.md "Batch import on the
 *   gateway" (redemption limits and fee)
 */
export function redemptionMoney(input: RedemptionInput): RedemptionMoney {
  const nav = new Dec(input.nav);
  const amount = new Dec(input.shares).times(nav).toDecimalPlaces(2, Dec.ROUND_DOWN);
  let skip = new Dec(input.consumed);
  let left = new Dec(input.shares);
  let fee = new Dec(0);
  let weightedE6 = new Dec(0);
  const rateE6Of = (days: number): number => {
    const tier = sellTierFor(input.tiers, Math.max(days, 0));
    return tier ? discountedRateE6(tier) : 0;
  };
  const charge = (shares: Dec, days: number): void => {
    const rateE6 = rateE6Of(days);
    fee = fee.plus(shares.times(nav).times(rateE6).div(1_000_000));
    weightedE6 = weightedE6.plus(shares.times(rateE6));
  };
  for (const lot of input.lots) {
    if (left.lte(0)) break;
    let inLot = new Dec(lot.shares);
    if (skip.gt(0)) {
      const taken = Dec.min(skip, inLot);
      skip = skip.minus(taken);
      inLot = inLot.minus(taken);
    }
    if (inLot.lte(0)) continue;
    const part = Dec.min(inLot, left);
    charge(part, daysBetween(lot.confirmDay, input.tradeDay));
    left = left.minus(part);
  }
  if (left.gt(0)) charge(left, 0);
  const feeYuan = Dec.min(fee.toDecimalPlaces(2, Dec.ROUND_HALF_UP), amount);
  return {
    amount: toYuan(amount),
    fee: toYuan(feeYuan),
    netAmount: toYuan(amount.minus(feeYuan)),
    feeRateE6: new Dec(input.shares).isZero()
      ? 0
      : weightedE6.div(input.shares).toDecimalPlaces(0, Dec.ROUND_HALF_UP).toNumber(),
  };
}
