import {
  batchKey,
  checkPurchaseAmount,
  Dec,
  isUnlimited,
  PENDING_ORDER_STATUSES,
  renderMessage,
  toYuan,
  type RuleMessage,
} from '@funddesk/core';
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
 * Reads what an organisation has committed to a fund: today's purchases (trade day `tradeDay`) for the daily
 * cumulative cap, and position cost plus pending purchases for the holding cap (redemptions do not count).
 *
 * @see spec 02 §5 (daily cumulative cap, per-account holding cap)
 */
export async function fundUsage(
  db: Db,
  groupId: string,
  fundId: string,
  tradeDay: string,
): Promise<FundUsage> {
  // One pair (every placed line): three index lookups, no set machinery.
  const rows = await db.query<{ today: string; pending: string; cost: string }>(
    `SELECT
       (SELECT coalesce(sum(amount), 0)::text FROM orders WHERE group_id = $1 AND fund_id = $2 AND trade_day = $3
          AND trade_type = 'purchase' AND status NOT IN ('cancelled', 'failed')) AS today,
       (SELECT coalesce(sum(amount), 0)::text FROM orders WHERE group_id = $1 AND fund_id = $2
          AND trade_type = 'purchase' AND status = ANY($4::text[])) AS pending,
       (SELECT coalesce(sum(cost), 0)::text FROM positions WHERE group_id = $1 AND fund_id = $2) AS cost`,
    [groupId, fundId, tradeDay, [...PENDING_ORDER_STATUSES]],
  );
  const row = rows[0] ?? { today: '0', pending: '0', cost: '0' };
  return { today: new Dec(row.today), held: new Dec(row.pending).plus(row.cost) };
}

/**
 * {@link fundUsage} of many organisation and fund pairs in one statement (batch imports check thousands of
 * rows): only purchases count; pairs with nothing committed are absent from the answer.
 *
 * @returns usage by `batchKey(groupId, fundId)`
 * @see spec 02 §5 (daily cumulative cap, per-account holding cap); issue 4 (limits across the file)
 */
export async function fundUsages(
  db: Db,
  pairs: readonly { groupId: string; fundId: string }[],
  tradeDay: string,
): Promise<Map<string, FundUsage>> {
  if (pairs.length === 0) return new Map();
  const rows = await db.query<{
    group_id: string;
    fund_id: string;
    today: string;
    pending: string;
    cost: string;
  }>(
    `WITH p AS (SELECT DISTINCT * FROM unnest($1::text[], $2::text[]) AS p(group_id, fund_id))
     SELECT p.group_id, p.fund_id,
            coalesce((SELECT sum(o.amount) FROM orders o WHERE o.group_id = p.group_id AND o.fund_id = p.fund_id
                        AND o.trade_type = 'purchase' AND o.trade_day = $3
                        AND o.status NOT IN ('cancelled', 'failed')), 0)::text AS today,
            coalesce((SELECT sum(o.amount) FROM orders o WHERE o.group_id = p.group_id AND o.fund_id = p.fund_id
                        AND o.trade_type = 'purchase' AND o.status = ANY($4::text[])), 0)::text AS pending,
            coalesce((SELECT s.cost FROM positions s WHERE s.group_id = p.group_id AND s.fund_id = p.fund_id), 0)::text AS cost
       FROM p`,
    [pairs.map((p) => p.groupId), pairs.map((p) => p.fundId), tradeDay, [...PENDING_ORDER_STATUSES]],
  );
  const out = new Map<string, FundUsage>();
  for (const row of rows) {
    const usage = { today: new Dec(row.today), held: new Dec(row.pending).plus(row.cost) };
    if (!usage.today.isZero() || !usage.held.isZero()) out.set(batchKey(row.group_id, row.fund_id), usage);
  }
  return out;
}

/**
 * Shares an organisation may still redeem of each fund: the position's shares less the shares of its
 * pending redemptions and conversions (accepted or pending review; issue 12 §3: shares frozen by pending
 * sells). Pairs without a position are absent.
 *
 * @returns shares (2 decimals) by `batchKey(groupId, fundId)`
 * @see docs/decisions.md "Batch import" (redemption limits)
 */
export async function availableShares(
  db: Db,
  pairs: readonly { groupId: string; fundId: string }[],
): Promise<Map<string, string>> {
  if (pairs.length === 0) return new Map();
  const rows = await db.query<{ group_id: string; fund_id: string; available: string }>(
    `WITH p AS (SELECT DISTINCT * FROM unnest($1::text[], $2::text[]) AS p(group_id, fund_id))
     SELECT s.group_id, s.fund_id,
            (s.shares - coalesce((SELECT sum(o.shares) FROM orders o
                                   WHERE o.group_id = s.group_id AND o.fund_id = s.fund_id
                                     AND o.trade_type IN ('redemption', 'conversion')
                                     AND o.status = ANY($3::text[])), 0))::text AS available
       FROM p JOIN positions s ON s.group_id = p.group_id AND s.fund_id = p.fund_id`,
    [pairs.map((p) => p.groupId), pairs.map((p) => p.fundId), [...PENDING_ORDER_STATUSES]],
  );
  return new Map(rows.map((r) => [batchKey(r.group_id, r.fund_id), toYuan(r.available)]));
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
 * @returns null when the amount passes, else the spec's message as a catalogue code with params
 * @see spec 02 §5 (cart amount input, server cart check)
 */
export function amountRefusal(
  amountText: string,
  fund: Pick<TradeFund, 'minLimit' | 'maxLimit' | 'dailyMaxValue'>,
  usage: FundUsage,
): RuleMessage | null {
  const verdict = checkPurchaseAmount(amountText, fund, holdingCapOf(fund), usage);
  return verdict.ok ? null : verdict.message;
}

/**
 * {@link amountRefusal} rendered in Chinese from the catalogue.
 *
 * @returns null when the amount passes, else the spec's message
 * @see spec 02 §5 (cart amount input, server cart check)
 */
export function checkAmount(
  amountText: string,
  fund: Pick<TradeFund, 'minLimit' | 'maxLimit' | 'dailyMaxValue'>,
  usage: FundUsage,
): string | null {
  const refusal = amountRefusal(amountText, fund, usage);
  return refusal === null ? null : renderMessage(refusal);
}
