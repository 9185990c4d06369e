import { randomUUID } from 'node:crypto';
import { Dec, discountedRateE6, isInTier, type FeeRateEntry } from '@funddesk/core';
import type { Db } from '@funddesk/server';

/**
 * What the trading-desk tests share (issue 12): the demo trade password, a fresh idempotency key, the two
 * roundings of DESIGN §5 done by hand, the purchase fee by 价外法 by hand, and an order's row as stored.
 */

/** The demo persons' trade password (README demo logins). */
export const TRADE_PASSWORD = '135790';

/** A fresh idempotency key per submission (DESIGN §7). */
export const key = (): string => randomUUID();

/** Shares and amounts rounded down to the cent (DESIGN §5: shares = net / NAV, rounded down). */
export const floor2 = (v: Dec): Dec => v.toDecimalPlaces(2, Dec.ROUND_DOWN);

/** Fees rounded half-up to the cent (DESIGN §5). */
export const round2 = (v: Dec): Dec => v.toDecimalPlaces(2, Dec.ROUND_HALF_UP);

/**
 * 价外法 by hand, independent of the server's code: fee = amount − amount / (1 + discounted rate), half-up
 * to the cent; a fixed fee (feeUnit 7) as is, never above the amount.
 * @param amount - yuan
 * @param tiers - the fund's purchase tiers (buyRate)
 */
export function purchaseFeeByHand(amount: Dec, tiers: readonly FeeRateEntry[]): Dec {
  const tier = tiers.find((entry) => isInTier(entry, amount))!;
  if (tier.feeUnit === 7) return Dec.min(amount, new Dec(tier.maxFeeE6).div(1e6));
  return round2(amount.minus(amount.div(new Dec(discountedRateE6(tier)).div(1e6).plus(1))));
}

/** An order as the database holds it: money and shares as decimal text, days as `YYYY-MM-DD`. */
export interface OrderRow {
  status: string;
  amount: string;
  fee: string;
  net_amount: string;
  shares: string | null;
  confirm_nav: string | null;
  confirm_shares: string | null;
  target_shares: string | null;
  target_nav: string | null;
  trade_day: string;
  confirm_day: string;
  large_redemption_mode: string | null;
}

/** The stored row of order `serialNo` (fails the test when there is none). */
export async function orderRow(db: Db, serialNo: string): Promise<OrderRow> {
  const [row] = await db.query<OrderRow>(
    `SELECT status, amount::text, fee::text, net_amount::text, shares::text, confirm_nav::text,
            confirm_shares::text, target_shares::text, target_nav::text, trade_day::text, confirm_day::text,
            large_redemption_mode
       FROM orders WHERE serial_no = $1`,
    [serialNo],
  );
  if (!row) throw new Error(`no order ${serialNo}`);
  return row;
}
