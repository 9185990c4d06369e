import { checkBuyEligibility, Dec, estimatePurchaseFee, t, toYuan } from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { MarketService } from '../market/index.js';
import { clientTypeOf, loadTradeFunds } from './funds.js';
import { checkAmount, fundUsage } from './limits.js';
import { appendEvent } from './orders.js';

/** The order serial of a batch line: the batch serial and the 2-digit line number (unique per line). */
export function orderSerialOf(batchSerialNo: string, lineNo: number): string {
  return `${batchSerialNo.replace(/^B/, 'O')}${String(lineNo).padStart(2, '0')}`;
}

interface LineRow {
  batch_serial_no: string;
  line_no: number;
  fund_id: string;
  amount: string;
  person_id: string;
  group_id: string;
  clear_cart: boolean;
}

/**
 * Places the next waiting line of a batch, in ONE transaction: the line is taken with
 * `FOR UPDATE SKIP LOCKED` (another instance skips it), the organisation row is locked (limit checks of
 * concurrent placements for one organisation run one after the other), then the fund's buyability NOW,
 * the amount rules with today's orders and the holding, the fee by 价外法 with the discount, the trade day
 * (15:00 cut-off on the exchange calendar) and T+1 confirm day; the order, its first event, the line's
 * state, the batch's counters (and the cart line, when the batch clears the cart) change together.
 * A line that is not `waiting` is never placed again.
 *
 * @returns false when the batch has no waiting line left (the batch is then `done`)
 * @see spec 02 §4 (cart purchase), §5 (limits, buyability), DESIGN §5 (价外法, T+1, cut-off), §10
 */
export async function placeNextLine(
  db: Db,
  market: MarketService,
  batchSerialNo: string,
  now: number,
): Promise<boolean> {
  const [peek] = await db.query<{ fund_id: string }>(
    "SELECT fund_id FROM batch_lines WHERE batch_serial_no = $1 AND state = 'waiting' ORDER BY line_no LIMIT 1",
    [batchSerialNo],
  );
  // The fee schedule is read outside the transaction (it may load and cache it).
  const tiers = peek && market.fund(peek.fund_id) ? (await market.feeSchedule(peek.fund_id)).buy : [];
  return db.transaction(async (tx) => {
    const rows = await tx.query<LineRow>(
      `SELECT l.batch_serial_no, l.line_no, l.fund_id, l.amount, b.person_id, b.group_id, b.clear_cart
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
    await tx.query('SELECT 1 FROM organisations WHERE group_id = $1 FOR UPDATE', [line.group_id]);
    const failure = await placeLine(tx, market, line, line.fund_id === peek?.fund_id ? tiers : null, now);
    if (failure === null) {
      await tx.query(
        'UPDATE batches SET done_size = done_size + 1, success_size = success_size + 1 WHERE batch_serial_no = $1',
        [batchSerialNo],
      );
    } else {
      await tx.query(
        "UPDATE batch_lines SET state = 'failed', fail_reason = $3 WHERE batch_serial_no = $1 AND line_no = $2",
        [batchSerialNo, line.line_no, failure],
      );
      await tx.query(
        'UPDATE batches SET done_size = done_size + 1, fail_size = fail_size + 1 WHERE batch_serial_no = $1',
        [batchSerialNo],
      );
    }
    await finishIfComplete(tx, batchSerialNo, now);
    return true;
  });
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
  tiers: Parameters<typeof estimatePurchaseFee>[0]['tiers'] | null,
  now: number,
): Promise<string | null> {
  const [funds, clientType] = await Promise.all([
    loadTradeFunds(tx, [line.fund_id]),
    clientTypeOf(tx, line.group_id),
  ]);
  const fund = funds.get(line.fund_id);
  if (!fund) return t('error.fundNotFound');
  const eligibility = checkBuyEligibility(fund, { clientType });
  if (!eligibility.ok) return eligibility.message;
  const tradeDay = market.calendar.tradeDayOf(now);
  const confirmDay = market.calendar.nextTradingDay(tradeDay);
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
  await tx.query(
    `INSERT INTO orders (serial_no, batch_serial_no, line_no, person_id, group_id, fund_id, trade_type, status, amount,
       fee, net_amount, fee_rate_e6, apply_time, trade_day, confirm_day)
     VALUES ($1, $2, $3, $4, $5, $6, 'purchase', 'accepted', $7, $8, $9, $10, $11, $12, $13)`,
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
    ],
  );
  await appendEvent(tx, serialNo, 'accepted', now, t('server.trade.event.accepted'));
  await tx.query(
    "UPDATE batch_lines SET state = 'placed', serial_no = $3 WHERE batch_serial_no = $1 AND line_no = $2",
    [line.batch_serial_no, line.line_no, serialNo],
  );
  if (line.clear_cart) {
    await tx.query('DELETE FROM cart_items WHERE person_id = $1 AND group_id = $2 AND fund_id = $3', [
      line.person_id,
      line.group_id,
      line.fund_id,
    ]);
  }
  return null;
}
