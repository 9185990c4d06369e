import { Dec, isUnlimited, toYuan, validateCartAmount } from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { TradeFund } from './funds.js';

/** "No limit" written on the wire when neither cap binds (spec 02 §5, §9: 999999999). */
const NO_LIMIT_YUAN = '999999999.00';
/** The per-account holding cap is this many times the daily cumulative cap (see {@link holdingCapOf}). */
const HOLDING_CAP_FACTOR = 10;

/**
 * The per-account holding cap of a fund (orgmaxholdvol), yuan. The data has no such figure, so FundDesk
 * models it deterministically (this comment is its documentation): a fund with a daily cumulative cap (under 999999999) caps an account's
 * holding at 10 times that cap; any other fund has no holding cap ("0").
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
 * Checks one cart amount against the fund's limits with the core rule {@link validateCartAmount} (the
 * web's rule, so both sides answer the same message), feeding it the server's view of the limits: the
 * daily cumulative cap less today's orders of the organisation, and the holding cap with what remains
 * under it (cap less position cost and pending orders). Order: a number (`1e9`, full-width digits,
 * `12.345`, empty, negative are not), the minimum, the daily cap, the single cap, the holding cap.
 *
 * @param amountText - the amount as sent, yuan
 * @returns null when the amount passes, else the spec's message
 * @see spec 02 §5 (cart amount input, server cart check)
 */
export function checkAmount(
  amountText: string,
  fund: Pick<TradeFund, 'minLimit' | 'maxLimit' | 'dailyMaxValue'>,
  usage: FundUsage,
): string | null {
  const holdCap = holdingCapOf(fund);
  const verdict = validateCartAmount(
    {
      minvalue: fund.minLimit,
      maxvalue: fund.maxLimit,
      dailyMaxValue: isUnlimited(fund.dailyMaxValue)
        ? fund.dailyMaxValue
        : toYuan(new Dec(fund.dailyMaxValue).minus(usage.today)),
      orgmaxholdvol: holdCap,
      lessDailyValue: holdCap === '0' ? '0' : toYuan(Dec.max(0, new Dec(holdCap).minus(usage.held))),
    },
    amountText,
  );
  return verdict.ok ? null : verdict.message;
}
