import {
  ErrorCode,
  GatewayError,
  t,
  type BatchKind,
  type BatchRow,
  type BatchStatus,
  type BatchTradeType,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import { shanghaiIso } from './time.js';

/**
 * Batches as their owner sees them (spec 02 §3 batch result, §7 batch Excel trade status, cancel,
 * pc/excel/query/batch/trade): status and progress of spreadsheet and cart batches alike, cancellation of
 * the lines not placed yet, and the per-row outcome for the result spreadsheet.
 */

interface BatchRowDb {
  batch_serial_no: string;
  person_id: string;
  group_id: string;
  kind: string;
  status: 'processing' | 'done';
  trade_type: BatchTradeType;
  import_id: string | null;
  file_name: string | null;
  total_size: number;
  done_size: number;
  success_size: number;
  fail_size: number;
  cancelled_size: number;
  created_at: Date | string;
  finished_at: Date | string | null;
  /** Orders of the batch placed pending review (issue 11 §2). */
  review_orders: number;
}

const BATCH_SELECT = `SELECT b.batch_serial_no, b.person_id, b.group_id, b.kind, b.status, b.trade_type, b.import_id,
        i.file_name, b.total_size, b.done_size, b.success_size, b.fail_size, b.cancelled_size, b.created_at,
        b.finished_at,
        (SELECT count(*)::int FROM orders o WHERE o.batch_serial_no = b.batch_serial_no AND o.review_levels > 0)
          AS review_orders
   FROM batches b LEFT JOIN batch_imports i ON i.import_id = b.import_id`;

function kindOf(row: BatchRowDb): BatchKind {
  if (row.kind === 'excelBuy' || row.kind === 'excelSell') return row.kind;
  return 'shopCartBuy';
}

/**
 * A batch's status: the cart's batch result (progress = lines done, cancelled ones included, over all
 * lines, whole percent, 100 only when done; batchTradeStatus 1: every placed order is accepted) plus trade
 * type, kind, import, times and cancelled lines.
 */
function toStatus(row: BatchRowDb): BatchStatus {
  const progress =
    row.status === 'done'
      ? 100
      : Math.min(99, Math.floor((row.done_size * 100) / Math.max(row.total_size, 1)));
  return {
    batchSerialNo: row.batch_serial_no,
    totalSize: row.total_size,
    successSize: row.success_size,
    failSize: row.fail_size,
    orderStatus: row.status,
    progress,
    // spec 02 §3: 1 accepted, otherwise accepted and pending review (issue 11 §2: 2 when placed under review).
    batchTradeStatus: row.review_orders > 0 ? 2 : 1,
    failApplyNum: row.fail_size,
    tradeType: row.trade_type,
    kind: kindOf(row),
    importId: row.import_id,
    fileName: row.file_name,
    createdAt: shanghaiIso(row.created_at),
    finishedAt: row.finished_at === null ? null : shanghaiIso(row.finished_at),
    cancelledSize: row.cancelled_size,
  };
}

async function ownBatchRow(
  db: Db,
  batchSerialNo: string,
  personId: string,
  lock = false,
): Promise<BatchRowDb> {
  const [row] = await db.query<BatchRowDb>(
    `${BATCH_SELECT} WHERE b.batch_serial_no = $1${lock ? ' FOR UPDATE OF b' : ''}`,
    [batchSerialNo],
  );
  if (!row || row.person_id !== personId) throw new GatewayError(ErrorCode.BatchNotFound);
  return row;
}

/** The trade type of a batch of the caller (FD4006 otherwise), for the privilege check. */
export async function batchTradeTypeOf(
  db: Db,
  batchSerialNo: string,
  personId: string,
): Promise<BatchTradeType> {
  return (await ownBatchRow(db, batchSerialNo, personId)).trade_type;
}

/** The organisation of a batch of the caller (FD4006 otherwise), for its file names. */
export async function batchGroupOf(db: Db, batchSerialNo: string, personId: string): Promise<string> {
  return (await ownBatchRow(db, batchSerialNo, personId)).group_id;
}

/**
 * The status of a batch of the caller (batchTradeStatus).
 *
 * @throws GatewayError FD4006 for a batch of somebody else or none
 * @see spec 02 §3 (batch purchase result), §7 batch Excel trade status
 */
export async function batchStatus(db: Db, batchSerialNo: string, personId: string): Promise<BatchStatus> {
  return toStatus(await ownBatchRow(db, batchSerialNo, personId));
}

/**
 * The caller's batches in the session's organisation, newest first, one page (cart batches included).
 *
 * @see spec 02 §7 pc/excel/query/batch/trade
 */
export async function listBatches(
  db: Db,
  owner: { personId: string; groupId: string },
  tradeType: BatchTradeType | undefined,
  page: { currentPage: number; pagesize: number },
): Promise<{ list: BatchStatus[]; totalRows: number }> {
  const filter = 'b.person_id = $1 AND b.group_id = $2 AND ($3::text IS NULL OR b.trade_type = $3)';
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM batches b WHERE ${filter}`, [
    owner.personId,
    owner.groupId,
    tradeType ?? null,
  ]);
  const rows = await db.query<BatchRowDb>(
    `${BATCH_SELECT} WHERE ${filter} ORDER BY b.created_at DESC, b.batch_serial_no DESC LIMIT $4 OFFSET $5`,
    [owner.personId, owner.groupId, tradeType ?? null, page.pagesize, (page.currentPage - 1) * page.pagesize],
  );
  return { list: rows.map(toStatus), totalRows: count?.n ?? 0 };
}

/**
 * Cancels the lines of a batch of the caller that are not placed yet, in ONE transaction with the batch
 * row locked: they become `cancelled` (never placed afterwards: the runner only takes `waiting` lines),
 * count as done, and the batch is done when nothing is left. Orders already placed stay; they are
 * cancelled one by one (cancelTrade, before the cut-off). Cancelling a finished batch changes nothing.
 *
 * @throws GatewayError FD4006
 * @see spec 02 §7 batch Excel cancel
 */
export async function cancelBatch(
  db: Db,
  batchSerialNo: string,
  personId: string,
  now: number,
): Promise<BatchStatus> {
  await db.transaction(async (tx) => {
    await ownBatchRow(tx, batchSerialNo, personId, true);
    const cancelled = await tx.query(
      `UPDATE batch_lines SET state = 'cancelled', fail_reason = $2
        WHERE batch_serial_no = $1 AND state = 'waiting' RETURNING line_no`,
      [batchSerialNo, t('batch.result.reason.cancelled')],
    );
    if (cancelled.length === 0) return;
    await tx.query(
      `UPDATE batches SET cancelled_size = cancelled_size + $2, done_size = done_size + $2 WHERE batch_serial_no = $1`,
      [batchSerialNo, cancelled.length],
    );
    await tx.query(
      `UPDATE batches SET status = 'done', finished_at = $2
        WHERE batch_serial_no = $1 AND status = 'processing' AND done_size >= total_size`,
      [batchSerialNo, new Date(now).toISOString()],
    );
  });
  return batchStatus(db, batchSerialNo, personId);
}

/** The outcome of one spreadsheet row (or cart line) in the result spreadsheet. */
export interface BatchOutcome {
  rowNo: number;
  account: string;
  groupId: string | null;
  corpName: string | null;
  fundCode: string;
  fundName: string | null;
  /** Yuan (purchase) or shares (redemption) as requested. */
  quantity: string | null;
  outcome: 'placed' | 'failed' | 'cancelled' | 'waiting' | 'skipped';
  serialNo: string | null;
  reason: string;
}

/**
 * Every row of a batch with its outcome: for a spreadsheet batch, each imported row (rows not placed
 * because they were invalid are `skipped` with their first message); for a cart batch, each line.
 *
 * @see spec 02 §7 batch Excel download
 */
export async function batchOutcomes(
  db: Db,
  batchSerialNo: string,
  personId: string,
): Promise<{ status: BatchStatus; groupId: string; outcomes: BatchOutcome[] }> {
  const batch = await ownBatchRow(db, batchSerialNo, personId);
  const lines = await db.query<{
    line_no: number;
    row_no: number | null;
    group_id: string;
    corp_name: string | null;
    fund_id: string;
    fund_name: string | null;
    amount: string;
    shares: string | null;
    state: 'waiting' | 'placed' | 'failed' | 'cancelled';
    serial_no: string | null;
    fail_reason: string | null;
  }>(
    `SELECT l.line_no, l.row_no, coalesce(l.group_id, b.group_id) AS group_id, g.corp_name, l.fund_id,
            f.short_name AS fund_name, l.amount, l.shares, l.state, l.serial_no, l.fail_reason
       FROM batch_lines l
       JOIN batches b ON b.batch_serial_no = l.batch_serial_no
       LEFT JOIN organisations g ON g.group_id = coalesce(l.group_id, b.group_id)
       LEFT JOIN funds f ON f.fund_id = l.fund_id
      WHERE l.batch_serial_no = $1 ORDER BY l.line_no`,
    [batchSerialNo],
  );
  const lineOutcome = (line: (typeof lines)[number], account: string): BatchOutcome => ({
    rowNo: line.row_no ?? line.line_no,
    account,
    groupId: line.group_id,
    corpName: line.corp_name,
    fundCode: line.fund_id,
    fundName: line.fund_name,
    quantity: batch.trade_type === 'redemption' ? line.shares : line.amount,
    outcome: line.state,
    serialNo: line.serial_no,
    reason: line.fail_reason ?? '',
  });
  let outcomes: BatchOutcome[];
  if (batch.import_id === null) {
    outcomes = lines.map((line) => lineOutcome(line, line.group_id));
  } else {
    const [imported] = await db.query<{ rows: BatchRow[] }>(
      'SELECT rows FROM batch_imports WHERE import_id = $1',
      [batch.import_id],
    );
    const byRow = new Map(lines.map((line) => [line.row_no, line]));
    outcomes = (imported?.rows ?? []).map((row) => {
      const line = byRow.get(row.rowNo);
      if (line) return lineOutcome(line, row.account);
      return {
        rowNo: row.rowNo,
        account: row.account,
        groupId: row.groupId,
        corpName: row.corpName,
        fundCode: row.fundCode,
        fundName: row.fundName,
        quantity: batch.trade_type === 'redemption' ? row.shares : row.amount,
        outcome: 'skipped',
        serialNo: null,
        reason: row.errors[0]?.message ?? '',
      };
    });
  }
  return { status: toStatus(batch), groupId: batch.group_id, outcomes };
}
