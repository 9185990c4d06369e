import {
  batchKey,
  DEFAULT_ACCOUNT_CLIENT_TYPE,
  checkBuyEligibility,
  checkRedemptionShares,
  Dec,
  estimatePurchaseFee,
  redemptionRefusal,
  t,
  toYuan,
  renderMessage,
  confirmDayOf,
  sceneOfBatchKind,
} from '@funddesk/core';
import type { FeeRateEntry } from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { MarketService } from '../market/index.js';
import { initialStatusFor } from '../review/settings.js';
import { loadTradeFunds } from './funds.js';
import { availableShares, checkAmount, fundUsage } from './limits.js';

/** The order serial of a batch line: the batch serial and the 2-digit line number (unique per line). */
export function orderSerialOf(batchSerialNo: string, lineNo: number): string {
  return `${batchSerialNo.replace(/^B/, 'O')}${String(lineNo).padStart(2, '0')}`;
}

interface LineRow {
  batch_serial_no: string;
  line_no: number;
  fund_id: string;
  amount: string;
  shares: string | null;
  dividend_method: string | null;
  remark: string | null;
  person_id: string;
  /** The line's own account, else the batch's organisation. */
  group_id: string;
  trade_type: 'purchase' | 'redemption';
  clear_cart: boolean;
  /** The batch's kind (shopCartBuy, excelBuy, excelSell): its review scene (issue 11). */
  kind: string;
}

/**
 * Places the next waiting line of a batch, in ONE transaction: the line is taken with
 * `FOR UPDATE SKIP LOCKED` (another instance skips it), the line's organisation row is locked (limit
 * checks of concurrent placements for one organisation run one after the other; a spreadsheet line has
 * its own account, a cart line the batch's), then:
 * - a purchase: the fund's buyability NOW, the amount rules with today's orders and the holding (earlier
 *   lines of the batch are orders by then, so the caps hold across the batch), the fee by 价外法 with the
 *   discount;
 * - a redemption: the fund's redeemability NOW and the shares against the position less pending
 *   redemptions; amount, fee and net amount stay 0.00 until confirmation;
 * then the trade day (15:00 cut-off on the exchange calendar) and T+1 confirm day; the order, its first
 * event, the line's state, the batch's counters (and the cart line, when the batch clears the cart)
 * change together. A line that is not `waiting` (placed, failed, cancelled) is never placed again.
 *
 * @returns false when the batch has no waiting line left (the batch is then `done`)
 * @see spec 02 §4 (cart purchase), §5 (limits, buyability), DESIGN §5 (价外法, T+1, cut-off), §10
 */
export async function placeNextLine(
  db: Db,
  market: MarketService,
  batchSerialNo: string,
  now: number,
  buyTiers?: BuyTiers,
): Promise<boolean> {
  let tiers: BuyTiers | undefined = buyTiers;
  if (!tiers) {
    // The fee schedule is read outside the transaction (the market service may load and cache it).
    const [peek] = await db.query<{ fund_id: string; trade_type: string }>(
      `SELECT l.fund_id, b.trade_type FROM batch_lines l JOIN batches b ON b.batch_serial_no = l.batch_serial_no
        WHERE l.batch_serial_no = $1 AND l.state = 'waiting' ORDER BY l.line_no LIMIT 1`,
      [batchSerialNo],
    );
    tiers =
      peek?.trade_type === 'purchase' && market.fund(peek.fund_id)
        ? new Map([[peek.fund_id, (await market.feeSchedule(peek.fund_id)).buy]])
        : new Map();
  }
  const tiersOf = tiers;
  return db.transaction(async (tx) => {
    const rows = await tx.query<LineRow>(
      `SELECT l.batch_serial_no, l.line_no, l.fund_id, l.amount, l.shares, l.dividend_method, l.remark, b.person_id,
              coalesce(l.group_id, b.group_id) AS group_id, b.trade_type, b.clear_cart, b.kind
         FROM batch_lines l JOIN batches b ON b.batch_serial_no = l.batch_serial_no
        WHERE l.batch_serial_no = $1 AND l.state = 'waiting'
        ORDER BY l.line_no LIMIT 1 FOR UPDATE OF l SKIP LOCKED`,
      [batchSerialNo],
    );
    const line = rows[0];
    if (!line) {
      await finishIfComplete(tx, batchSerialNo, now);
      return false;
    }
    const [org] = await tx.query<{ client_type: string }>(
      'SELECT client_type FROM organisations WHERE group_id = $1 FOR UPDATE',
      [line.group_id],
    );
    const clientType = org?.client_type ?? DEFAULT_ACCOUNT_CLIENT_TYPE;
    const failure =
      line.trade_type === 'redemption'
        ? await placeRedemption(tx, market, line, now)
        : await placeLine(tx, market, line, clientType, tiersOf.get(line.fund_id) ?? null, now);
    if (failure !== null) {
      await tx.query(
        "UPDATE batch_lines SET state = 'failed', fail_reason = $3 WHERE batch_serial_no = $1 AND line_no = $2",
        [batchSerialNo, line.line_no, failure],
      );
    }
    // The counters and, with the last line, the batch's end: one statement (every SET reads the old row).
    await tx.query(
      `UPDATE batches
          SET done_size = done_size + 1, success_size = success_size + $2, fail_size = fail_size + $3,
              status = CASE WHEN done_size + 1 >= total_size THEN 'done' ELSE status END,
              finished_at = CASE WHEN done_size + 1 >= total_size AND status = 'processing' THEN $4::timestamptz
                                 ELSE finished_at END
        WHERE batch_serial_no = $1`,
      [batchSerialNo, failure === null ? 1 : 0, failure === null ? 0 : 1, new Date(now).toISOString()],
    );
    return true;
  });
}

/** Buy fee tiers by fund code, loaded before the lines' transactions (see {@link loadBuyTiers}). */
export type BuyTiers = ReadonlyMap<string, readonly FeeRateEntry[]>;

/**
 * The buy fee tiers of every fund a purchase batch still has to place, read once before its lines (the
 * market service may query the database to load a schedule, which must not happen inside a line's
 * transaction); empty for a redemption batch.
 */
export async function loadBuyTiers(db: Db, market: MarketService, batchSerialNo: string): Promise<BuyTiers> {
  const rows = await db.query<{ fund_id: string }>(
    `SELECT DISTINCT l.fund_id FROM batch_lines l JOIN batches b ON b.batch_serial_no = l.batch_serial_no
      WHERE l.batch_serial_no = $1 AND l.state = 'waiting' AND b.trade_type = 'purchase'`,
    [batchSerialNo],
  );
  const tiers = new Map<string, readonly FeeRateEntry[]>();
  for (const { fund_id } of rows) {
    if (market.fund(fund_id)) tiers.set(fund_id, (await market.feeSchedule(fund_id)).buy);
  }
  return tiers;
}

async function finishIfComplete(tx: Db, batchSerialNo: string, now: number): Promise<void> {
  await tx.query(
    `UPDATE batches SET status = 'done', finished_at = $2
      WHERE batch_serial_no = $1 AND status = 'processing' AND done_size >= total_size`,
    [batchSerialNo, new Date(now).toISOString()],
  );
}

/** Places one locked line; answers null when placed, else the reason it failed. */
async function placeLine(
  tx: Db,
  market: MarketService,
  line: LineRow,
  clientType: string,
  tiers: Parameters<typeof estimatePurchaseFee>[0]['tiers'] | null,
  now: number,
): Promise<string | null> {
  const fund = (await loadTradeFunds(tx, [line.fund_id])).get(line.fund_id);
  if (!fund) return t('error.fundNotFound');
  const eligibility = checkBuyEligibility(fund, { clientType });
  if (!eligibility.ok) return renderMessage(eligibility);
  const tradeDay = market.calendar.tradeDayOf(now);
  const confirmDay = confirmDayOf(market.calendar, tradeDay);
  const usage = await fundUsage(tx, line.group_id, line.fund_id, tradeDay);
  const amountProblem = checkAmount(line.amount, fund, usage);
  if (amountProblem !== null) return amountProblem;
  const amount = toYuan(new Dec(line.amount.trim()));
  const fee = estimatePurchaseFee({
    amountYuan: amount,
    tiers: tiers ?? (await market.feeSchedule(line.fund_id)).buy,
  });
  if (fee === null) return t('rules.cart.amountInvalid');
  const serialNo = orderSerialOf(line.batch_serial_no, line.line_no);
  const applied = new Date(now).toISOString();
  const review = await initialStatusFor(tx, line.group_id, sceneOfBatchKind(line.kind));
  await tx.query(
    `INSERT INTO orders (serial_no, batch_serial_no, line_no, person_id, group_id, fund_id, trade_type, status, amount,
       fee, net_amount, fee_rate_e6, apply_time, trade_day, confirm_day, dividend_method, remark, review_scene,
       review_levels, review_level)
     VALUES ($1, $2, $3, $4, $5, $6, 'purchase', $16, $7, $8, $9, $10, $11, $12, $13, $14, $15, $17, $18, $19)`,
    [
      serialNo,
      line.batch_serial_no,
      line.line_no,
      line.person_id,
      line.group_id,
      line.fund_id,
      amount,
      fee.fee,
      fee.netAmount,
      fee.discountedRateE6,
      applied,
      tradeDay,
      confirmDay,
      line.dividend_method,
      line.remark,
      review.status,
      sceneOfBatchKind(line.kind),
      review.levels,
      review.levels > 0 ? 1 : 0,
    ],
  );
  await markPlaced(tx, line, serialNo, now, review.status);
  if (line.clear_cart) {
    await tx.query('DELETE FROM cart_items WHERE person_id = $1 AND group_id = $2 AND fund_id = $3', [
      line.person_id,
      line.group_id,
      line.fund_id,
    ]);
  }
  return null;
}

/**
 * The order's first timeline event and the line's state, in the placing transaction. An order placed
 * `pendingReview` (issue 11 §2) says it awaits its first review level.
 */
async function markPlaced(
  tx: Db,
  line: LineRow,
  serialNo: string,
  now: number,
  status: 'accepted' | 'pendingReview',
): Promise<void> {
  // A new order: its first event is seq 1.
  await tx.query('INSERT INTO order_events (serial_no, seq, status, at, note) VALUES ($1, 1, $4, $2, $3)', [
    serialNo,
    new Date(now).toISOString(),
    status === 'pendingReview'
      ? t('review.event.placed', { level: t('review.level.1') })
      : t('server.trade.event.accepted'),
    status,
  ]);
  await tx.query(
    "UPDATE batch_lines SET state = 'placed', serial_no = $3 WHERE batch_serial_no = $1 AND line_no = $2",
    [line.batch_serial_no, line.line_no, serialNo],
  );
}

/**
 * Places one locked redemption line; answers null when placed, else the reason it failed. The shares are
 * checked against the position less the shares of pending redemptions (earlier lines of the batch
 * included), with the batch rules' messages.
 *
 * @see docs/decisions.md "Batch import" (redemption), DESIGN §5 (cut-off, T+1)
 */
async function placeRedemption(
  tx: Db,
  market: MarketService,
  line: LineRow,
  now: number,
): Promise<string | null> {
  const fund = (await loadTradeFunds(tx, [line.fund_id])).get(line.fund_id);
  if (!fund) return t('error.fundNotFound');
  const refusal = redemptionRefusal(fund);
  if (refusal !== null) return renderMessage(refusal);
  const available = (await availableShares(tx, [{ groupId: line.group_id, fundId: line.fund_id }])).get(
    batchKey(line.group_id, line.fund_id),
  );
  const verdict = checkRedemptionShares(line.shares ?? '', available ?? null);
  if (!verdict.ok) return renderMessage(verdict.message);
  const tradeDay = market.calendar.tradeDayOf(now);
  const serialNo = orderSerialOf(line.batch_serial_no, line.line_no);
  const review = await initialStatusFor(tx, line.group_id, sceneOfBatchKind(line.kind));
  await tx.query(
    `INSERT INTO orders (serial_no, batch_serial_no, line_no, person_id, group_id, fund_id, trade_type, status, amount,
       fee, net_amount, fee_rate_e6, apply_time, trade_day, confirm_day, shares, remark, review_scene, review_levels,
       review_level)
     VALUES ($1, $2, $3, $4, $5, $6, 'redemption', $12, 0, 0, 0, 0, $7, $8, $9, $10, $11, $13, $14, $15)`,
    [
      serialNo,
      line.batch_serial_no,
      line.line_no,
      line.person_id,
      line.group_id,
      line.fund_id,
      new Date(now).toISOString(),
      tradeDay,
      confirmDayOf(market.calendar, tradeDay),
      verdict.shares,
      line.remark,
      review.status,
      sceneOfBatchKind(line.kind),
      review.levels,
      review.levels > 0 ? 1 : 0,
    ],
  );
  await markPlaced(tx, line, serialNo, now, review.status);
  return null;
}
