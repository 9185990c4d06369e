import { Dec } from '../domain/money.js';
import { ErrorCode } from '../errors/catalogue.js';
import { isLargeRedemption, LARGE_REDEMPTION_RATIO, type TradingRefusal } from './trading.js';

/*
 * The two redemption modes of issue 12 §3: fast redemption (快速赎回, T+0) of a money fund and the
 * pro-rata confirmation of a large redemption (巨额赎回) with its unmet part deferred (顺延) or cancelled.
 * Money in yuan (2 decimals), shares with 2 decimals, NAV with 4, all in decimal arithmetic (DESIGN §5).
 */

/**
 * The most a fast redemption may take per account (organisation), fund and trade day: 10,000.00 yuan
 * (CSRC 2018 rule on money-fund T+0 redemption).
 * @see issue 12 §3; docs/decisions.md "Fast redemption"
 */
export const FAST_REDEEM_DAILY_LIMIT_YUAN = '10000.00';

/**
 * Whether one more fast redemption of `amountYuan` fits the day's cap, given `usedYuan` already taken by
 * the account's fast redemptions of the same fund and trade day (pending or confirmed).
 *
 * @param amountYuan - the new redemption's amount in yuan (shares × NAV, 2 decimals)
 * @param usedYuan - the day's earlier fast redemptions in yuan
 * @returns null when it fits, else FD4626 {@link ErrorCode.FastRedeemOverLimit} with params `limit` and
 *   `left` (yuan, 2 decimals, never below 0.00)
 * @see issue 12 §3
 */
export function fastRedeemRefusal(
  amountYuan: string,
  usedYuan: string,
  limitYuan: string = FAST_REDEEM_DAILY_LIMIT_YUAN,
): TradingRefusal | null {
  const left = Dec.max(0, new Dec(limitYuan).minus(usedYuan));
  if (new Dec(amountYuan).lte(left)) return null;
  return {
    code: ErrorCode.FastRedeemOverLimit,
    params: { limit: new Dec(limitYuan).toFixed(2), left: left.toFixed(2) },
  };
}

/** One redemption order of a fund-day group, as the large-redemption rule reads it. */
export interface LargeRedemptionOrder {
  readonly serialNo: string;
  /** Shares asked, 2 decimals. */
  readonly shares: string;
}

/** The pro-rata part of one order (see {@link largeRedemptionSplit}). */
export interface LargeRedemptionPart {
  readonly serialNo: string;
  /** Shares confirmed now: shares × ratio rounded down to 2 decimals. */
  readonly confirmShares: string;
  /** Shares not met: asked − confirmed (deferred or cancelled by the order's mode). */
  readonly unmetShares: string;
}

/**
 * The pro-rata confirmation of one fund's redemptions of one trade day (巨额赎回): when their total
 * (Σ shares × NAV, yuan) is large for the fund ({@link isLargeRedemption}: at least 10% of `fundSizeYuan`;
 * null size never large), every order confirms the same ratio = 10% of the size / total, its shares rounded
 * down to 2 decimals; the rest is unmet.
 *
 * @param nav - the trade day's NAV, 4 decimals
 * @returns null when not large or when nothing would be left unmet (ratio ≥ 1 after rounding), else the
 *   ratio (8 decimals, rounded down) and each order's part, in the orders' order
 * @see issue 12 §3; docs/decisions.md "Large redemption"
 */
export function largeRedemptionSplit(
  orders: readonly LargeRedemptionOrder[],
  nav: string,
  fundSizeYuan: string | null,
): { ratio: string; parts: LargeRedemptionPart[] } | null {
  const totalShares = orders.reduce((sum, o) => sum.plus(o.shares), new Dec(0));
  const totalYuan = totalShares.times(nav);
  if (
    fundSizeYuan === null ||
    totalYuan.lte(0) ||
    !isLargeRedemption(totalYuan.toFixed(2, Dec.ROUND_DOWN), fundSizeYuan)
  ) {
    return null;
  }
  const ratio = new Dec(fundSizeYuan)
    .times(LARGE_REDEMPTION_RATIO)
    .div(totalYuan)
    .toDecimalPlaces(8, Dec.ROUND_DOWN);
  if (ratio.gte(1)) return null;
  const parts = orders.map((o) => {
    const confirmShares = new Dec(o.shares).times(ratio).toDecimalPlaces(2, Dec.ROUND_DOWN);
    return {
      serialNo: o.serialNo,
      confirmShares: confirmShares.toFixed(2),
      unmetShares: new Dec(o.shares).minus(confirmShares).toFixed(2),
    };
  });
  if (parts.every((p) => new Dec(p.unmetShares).lte(0))) return null;
  return { ratio: ratio.toFixed(8), parts };
}
