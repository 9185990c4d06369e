import { ErrorCode, GatewayError, t, type trading } from '@funddesk/core';
import type { Db } from '../db/db.js';
import { appendEvent } from './orders.js';
import { fingerprintOf, newSerial, priorResult, submitOnce } from './single.js';
import { shanghaiIso } from './time.js';
import { actAs, type TrailActor } from './trail.js';

interface RefundRow {
  serial_no: string;
  fund_id: string;
  fund_name: string;
  status: trading.Refund['orderStatus'];
  amount: string;
  confirmed: string;
  refund_serial_no: string | null;
  refund_amount: string | null;
  refunded_at: Date | string | null;
  fail_reason: string | null;
}

/**
 * The purchases of an account that have money to give back: failed purchases (the whole amount) and, once
 * refunded, the refund. A confirmed purchase has nothing to refund (the engine confirms in full).
 */
const REFUND_SELECT = `
  SELECT o.serial_no, o.fund_id, f.short_name AS fund_name, o.status, o.amount::text AS amount,
         (CASE WHEN o.status = 'confirmed' THEN o.amount ELSE 0 END)::text AS confirmed,
         r.refund_serial_no, r.amount::text AS refund_amount, r.refunded_at, o.fail_reason
    FROM orders o JOIN funds f ON f.fund_id = o.fund_id
    LEFT JOIN refunds r ON r.serial_no = o.serial_no
   WHERE o.group_id = $1 AND o.trade_type = 'purchase' AND o.status = 'failed'`;

function toRefund(row: RefundRow): trading.Refund {
  const refundable = (Number(row.amount) - Number(row.confirmed)).toFixed(2);
  return {
    serialNo: row.serial_no,
    fundId: row.fund_id,
    fundName: row.fund_name,
    orderStatus: row.status,
    paidAmount: row.amount,
    confirmedAmount: row.confirmed,
    refundAmount: row.refund_amount ?? refundable,
    status: row.refund_serial_no ? 'refunded' : 'refundable',
    refundSerialNo: row.refund_serial_no,
    refundTime: row.refunded_at ? shanghaiIso(row.refunded_at) : null,
    failReason: row.fail_reason,
  };
}

/**
 * The refund of one purchase of the account (refunds public record): FD4005 for an unknown order or one of
 * another organisation, FD4631 when it has nothing to refund.
 * @see spec 02 §7 (refunds public record), issue 12 §5
 */
export async function refundRecordOf(db: Db, groupId: string, serialNo: string): Promise<trading.Refund> {
  const rows = await db.query<RefundRow>(`${REFUND_SELECT} AND o.serial_no = $2`, [groupId, serialNo]);
  if (rows[0]) return toRefund(rows[0]);
  const exists = await db.query('SELECT 1 FROM orders WHERE serial_no = $1 AND group_id = $2', [
    serialNo,
    groupId,
  ]);
  throw new GatewayError(exists.length > 0 ? ErrorCode.NotRefundable : ErrorCode.OrderNotFound);
}

/**
 * The account's refunds, newest first, one page (refunds public page); `status` filters refundable or
 * refunded.
 * @see spec 02 §7 (refunds public page)
 */
export async function refundPageOf(
  db: Db,
  groupId: string,
  status: 'refundable' | 'submitted' | 'refunded' | undefined,
  page: { currentPage: number; pagesize: number },
): Promise<{ list: trading.Refund[]; totalRows: number }> {
  const filter =
    status === 'refundable'
      ? ' AND r.refund_serial_no IS NULL'
      : status
        ? ' AND r.refund_serial_no IS NOT NULL'
        : '';
  const rows = await db.query<RefundRow>(
    `${REFUND_SELECT}${filter} ORDER BY o.apply_time DESC, o.serial_no DESC`,
    [groupId],
  );
  const start = (page.currentPage - 1) * page.pagesize;
  return { list: rows.slice(start, start + page.pagesize).map(toRefund), totalRows: rows.length };
}

/**
 * Refunds one failed purchase (refunds public submit) after the trade password: the refund row (one per
 * purchase: a second submit answers FD4631, a retry with the same key the first answer) and a timeline note
 * on the order, in one transaction. Idempotent by key.
 * @see spec 02 §7 (refunds public submit), issue 12 §5, DESIGN §7
 */
export async function submitRefund(
  db: Db,
  owner: { personId: string; groupId: string },
  actor: TrailActor,
  request: { serialNo: string; idempotencyKey: string },
  now: number,
): Promise<trading.Refund> {
  const fingerprint = fingerprintOf('refund', { serialNo: request.serialNo, groupId: owner.groupId });
  const prior = await priorResult<trading.Refund>(db, owner.personId, request.idempotencyKey, fingerprint);
  if (prior) return prior;
  return submitOnce(
    db,
    { personId: owner.personId, key: request.idempotencyKey, kind: 'refund', fingerprint },
    now,
    async (tx) => {
      await tx.query('SELECT 1 FROM orders WHERE serial_no = $1 FOR UPDATE', [request.serialNo]);
      const record = await refundRecordOf(tx, owner.groupId, request.serialNo);
      if (record.status !== 'refundable' || Number(record.refundAmount) <= 0) {
        throw new GatewayError(ErrorCode.NotRefundable);
      }
      await tx.query(
        `INSERT INTO refunds (refund_serial_no, serial_no, group_id, amount, person_id, refunded_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          newSerial(now, 'R'),
          request.serialNo,
          owner.groupId,
          record.refundAmount,
          owner.personId,
          new Date(now).toISOString(),
        ],
      );
      await actAs(tx, actor);
      await appendEvent(
        tx,
        request.serialNo,
        'failed',
        now,
        t('tradeCore.event.refunded', { amount: record.refundAmount }),
      );
      return refundRecordOf(tx, owner.groupId, request.serialNo);
    },
  );
}
