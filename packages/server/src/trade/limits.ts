import { Dec, effectiveMinimum, isUnlimited, t, toDecimal, toYuan } from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { TradeFund } from './funds.js';

/** A plain amount as the server accepts it: digits, optionally a dot and at most 2 decimals (spec 02 §5). */
const AMOUNT_PATTERN = /^-?\d+(\.\d{1,2})?$/;
/** Longest amount text (spec 02 §5, §9: 10 characters). */
export const AMOUNT_MAX_CHARS = 10;
/** "No limit" written on the wire when neither cap binds (spec 02 §5, §9: 999999999). */
const NO_LIMIT_YUAN = '999999999.00';
/** The per-account holding cap is this many times the daily cumulative cap (see {@link holdingCapOf}). */
const HOLDING_CAP_FACTOR = 10;

/**
 * The per-account holding cap of a fund (orgmaxholdvol), yuan. The data has no such figure, so FundDesk
 * models it deterministically: a fund with a daily cumulative cap (under 999999999) caps an account's
 * holding at 10 times that cap; any other fund has no holding cap ("0"). Documented in docs/data-model.md.
 *
 * @returns yuan with 2 decimals, or `"0"` for no cap
 * @see spec 02 §3 (orgmaxholdvol; 0 unlimited), §5
 */
export function holdingCapOf(fund: Pick<TradeFund, 'dailyMaxValue'>): string {
  if (isUnlimited(fund.dailyMaxValue)) return '0';
  return toYuan(new Dec(fund.dailyMaxValue).times(HOLDING_CAP_FACTOR));
}

/** What an organisation has already committed to a fund (yuan decimals). */
export interface FundUsage {
  /** Amounts of today's trade-day orders that still count (not cancelled, not failed). */
  readonly today: Dec;
  /** Cost of the position plus the amounts of pending (unconfirmed) orders. */
  readonly held: Dec;
}

/**
 * Reads what an organisation has committed to a fund: today's orders (trade day `tradeDay`) for the daily
 * cumulative cap, and position cost plus pending orders for the holding cap.
 *
 * @see spec 02 §5 (daily cumulative cap, per-account holding cap)
 */
export async function fundUsage(
  db: Db,
  groupId: string,
  fundId: string,
  tradeDay: string,
): Promise<FundUsage> {
  const rows = await db.query<{ today: string; pending: string; cost: string }>(
    `SELECT
       (SELECT coalesce(sum(amount), 0)::text FROM orders WHERE group_id = $1 AND fund_id = $2 AND trade_day = $3
          AND status NOT IN ('cancelled', 'failed')) AS today,
       (SELECT coalesce(sum(amount), 0)::text FROM orders WHERE group_id = $1 AND fund_id = $2
          AND status IN ('accepted', 'pendingReview')) AS pending,
       (SELECT coalesce(sum(cost), 0)::text FROM positions WHERE group_id = $1 AND fund_id = $2) AS cost`,
    [groupId, fundId, tradeDay],
  );
  const row = rows[0] ?? { today: '0', pending: '0', cost: '0' };
  return { today: new Dec(row.today), held: new Dec(row.pending).plus(row.cost) };
}

/**
 * What the account may still buy of a fund today (lessDailyValue): the smaller of the daily cumulative
 * cap's and the holding cap's remainders, never below 0; `999999999.00` when neither cap is set.
 *
 * @returns yuan with 2 decimals
 * @see spec 02 §3 (lessDailyValue)
 */
export function remainingToday(fund: Pick<TradeFund, 'dailyMaxValue'>, usage: FundUsage): string {
  const limits: Dec[] = [];
  if (!isUnlimited(fund.dailyMaxValue)) limits.push(new Dec(fund.dailyMaxValue).minus(usage.today));
  const holdCap = holdingCapOf(fund);
  if (holdCap !== '0') limits.push(new Dec(holdCap).minus(usage.held));
  if (limits.length === 0) return NO_LIMIT_YUAN;
  return toYuan(Dec.max(0, Dec.min(...limits)));
}

/**
 * Checks one cart amount against the fund's limits, in the order of spec 02 §5: a number (digits, an
 * optional minus and dot, at most 2 decimals, at most 10 characters; `1e9`, full-width digits and `12.345`
 * are not), the minimum (under 1 counts as 1), the daily cumulative cap (with today's orders), the
 * single-purchase cap, the per-account holding cap (with the remainder in the message).
 *
 * @param amountText - the amount as sent, yuan
 * @returns null when the amount passes, else the spec's message
 * @see spec 02 §5 (cart amount input)
 */
export function checkAmount(
  amountText: string,
  fund: Pick<TradeFund, 'minLimit' | 'maxLimit' | 'dailyMaxValue'>,
  usage: FundUsage,
): string | null {
  const text = amountText.trim();
  if (text.length === 0 || text.length > AMOUNT_MAX_CHARS || !AMOUNT_PATTERN.test(text)) {
    return t('server.trade.amount.invalid');
  }
  const amount = toDecimal(text);
  if (amount === null) return t('server.trade.amount.invalid');
  if (amount.lt(effectiveMinimum(fund.minLimit))) return t('server.trade.amount.belowMinimum');
  if (!isUnlimited(fund.dailyMaxValue) && usage.today.plus(amount).gt(fund.dailyMaxValue)) {
    return t('server.trade.amount.aboveDaily');
  }
  if (!isUnlimited(fund.maxLimit) && amount.gt(fund.maxLimit)) return t('server.trade.amount.aboveSingle');
  const holdCap = holdingCapOf(fund);
  if (holdCap !== '0') {
    const remaining = Dec.max(0, new Dec(holdCap).minus(usage.held));
    if (amount.gt(remaining)) return t('server.trade.amount.aboveHolding', { remaining: toYuan(remaining) });
  }
  return null;
}
