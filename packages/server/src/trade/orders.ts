import {
  ErrorCode,
  GatewayError,
  PENDING_ORDER_STATUSES,
  t,
  type Order,
  type OrderStatus,
  type trade,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import { cutOffOf, shanghaiIso } from './time.js';
import { actAs, orderTrails, type TrailActor } from './trail.js';

/** The states of an order still waiting for confirmation (pending trades). */
export const PENDING_STATUSES: readonly OrderStatus[] = PENDING_ORDER_STATUSES;

interface OrderRow {
  serial_no: string;
  batch_serial_no: string | null;
  group_id: string;
  corp_name: string;
  fund_id: string;
  fund_name: string;
  trade_type: Order['tradeType'];
  status: OrderStatus;
  amount: string;
  fee: string;
  net_amount: string;
  fee_rate_e6: number;
  shares: string | null;
  apply_time: Date | string;
  trade_day: string;
  confirm_day: string;
  confirm_nav: string | null;
  confirm_shares: string | null;
  nav_source: 'real' | 'simulated' | null;
  fail_reason: string | null;
  remark: string | null;
  operator_name: string;
}

const ORDER_SELECT = `
  SELECT o.serial_no, o.batch_serial_no, o.group_id, g.corp_name, o.fund_id, f.short_name AS fund_name, o.trade_type,
         o.status, o.amount::text AS amount, o.fee::text AS fee, o.net_amount::text AS net_amount, o.fee_rate_e6,
         o.shares::text AS shares, o.apply_time, o.trade_day::text AS trade_day, o.confirm_day::text AS confirm_day,
         o.confirm_nav::text AS confirm_nav, o.confirm_shares::text AS confirm_shares, o.nav_source, o.fail_reason,
         o.remark, p.person_name AS operator_name
    FROM orders o
    JOIN organisations g ON g.group_id = o.group_id
    JOIN funds f ON f.fund_id = o.fund_id
    JOIN persons p ON p.person_id = o.person_id`;

/**
 * Whether an order may still be cancelled at `now`: it is pending (accepted or pending review) and `now` is
 * before its trade day's 15:00 cut-off (for an order pending review, the trade day it was placed for: after
 * that a checker decides it, docs/decisions.md "The four-eyes review process").
 *
 * @see spec 02 §7 cancel, DESIGN §5 (15:00 cut-off)
 */
export function isCancellable(status: OrderStatus, tradeDay: string, now: number): boolean {
  return PENDING_STATUSES.includes(status) && now < cutOffOf(tradeDay);
}

async function toOrders(db: Db, rows: readonly OrderRow[], now: number): Promise<Order[]> {
  if (rows.length === 0) return [];
  const events = await db.query<{ serial_no: string; status: OrderStatus; at: Date | string; note: string }>(
    `SELECT serial_no, status, at, note FROM order_events WHERE serial_no = ANY($1::text[])
      ORDER BY serial_no, seq`,
    [rows.map((r) => r.serial_no)],
  );
  const timelines = new Map<string, Order['timeline']>();
  for (const e of events) {
    const list = timelines.get(e.serial_no) ?? [];
    list.push({ status: e.status, time: shanghaiIso(e.at), note: e.note });
    timelines.set(e.serial_no, list);
  }
  return rows.map((r) => ({
    serialNo: r.serial_no,
    batchSerialNo: r.batch_serial_no,
    groupId: r.group_id,
    corpName: r.corp_name,
    fundId: r.fund_id,
    fundName: r.fund_name,
    tradeType: r.trade_type,
    status: r.status,
    amount: r.amount,
    fee: r.fee,
    netAmount: r.net_amount,
    feeRateE6: r.fee_rate_e6,
    shares: r.shares,
    applyTime: shanghaiIso(r.apply_time),
    tradeDay: r.trade_day,
    confirmDay: r.confirm_day,
    confirmNav: r.confirm_nav,
    confirmShares: r.confirm_shares,
    navSource: r.nav_source,
    failReason: r.fail_reason,
    remark: r.remark,
    operatorName: r.operator_name,
    cancellable: isCancellable(r.status, r.trade_day, now),
    timeline: timelines.get(r.serial_no) ?? [],
  }));
}

/**
 * Orders by serial number as the contract's Order (with timelines), in the order of `serialNos`; unknown
 * serials are left out. Used by the review queue (review/decisions.ts).
 */
export async function ordersBySerial(db: Db, serialNos: readonly string[], now: number): Promise<Order[]> {
  if (serialNos.length === 0) return [];
  const rows = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.serial_no = ANY($1::text[])`, [
    [...serialNos],
  ]);
  const bySerial = new Map(rows.map((r) => [r.serial_no, r]));
  const ordered = serialNos.map((s) => bySerial.get(s)).filter((r): r is OrderRow => r !== undefined);
  return toOrders(db, ordered, now);
}

/**
 * The pending orders (accepted or pending review) of some organisations, newest first, one page.
 *
 * @see spec 02 §2 stayTrade (multi-select of accounts)
 */
export async function pendingOrders(
  db: Db,
  groupIds: readonly string[],
  page: { currentPage: number; pagesize: number },
  now: number,
): Promise<{ list: Order[]; totalRows: number }> {
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders WHERE group_id = ANY($1::text[]) AND status = ANY($2::text[])`,
    [[...groupIds], [...PENDING_STATUSES]],
  );
  const rows = await db.query<OrderRow>(
    `${ORDER_SELECT} WHERE o.group_id = ANY($1::text[]) AND o.status = ANY($2::text[])
      ORDER BY o.apply_time DESC, o.serial_no DESC LIMIT $3 OFFSET $4`,
    [[...groupIds], [...PENDING_STATUSES], page.pagesize, (page.currentPage - 1) * page.pagesize],
  );
  return { list: await toOrders(db, rows, now), totalRows: count?.n ?? 0 };
}

/** The number of pending orders of an organisation (spec 02 §7 num, the menu badge). */
export async function pendingCount(db: Db, groupId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM orders WHERE group_id = $1 AND status = ANY($2::text[])',
    [groupId, [...PENDING_STATUSES]],
  );
  return row?.n ?? 0;
}

/**
 * One order of the caller's organisations, with its timeline and its trail (who, when, from where, what);
 * FD4005 when it does not exist or belongs to another organisation.
 *
 * @see spec 02 §2 tradeInfo/:serialNo, DESIGN §7 (trail)
 */
export async function orderDetail(
  db: Db,
  serialNo: string,
  groupIds: ReadonlySet<string>,
  now: number,
): Promise<trade.OrderDetail> {
  const rows = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.serial_no = $1`, [serialNo]);
  const row = rows[0];
  if (!row || !groupIds.has(row.group_id)) throw new GatewayError(ErrorCode.OrderNotFound);
  const [[order], trails] = await Promise.all([toOrders(db, [row], now), orderTrails(db, [serialNo])]);
  return { ...order!, trail: trails.get(serialNo) ?? [] };
}

/**
 * Whether an order of the session's organisation may be cancelled now: FD4005 for an unknown order or one
 * of another organisation; FD4004 once the trade day's 15:00 cut-off has passed or the order is no longer
 * pending. Checked before the trade password (so that a cancel that cannot happen costs no attempt) and
 * again under the row lock by {@link cancelOrder}.
 *
 * @see spec 02 §7 cancel, DESIGN §5
 */
export async function checkCancellable(
  db: Db,
  serialNo: string,
  groupId: string,
  now: number,
): Promise<void> {
  const rows = await db.query<CancelRow>(`${CANCEL_SELECT} WHERE serial_no = $1`, [serialNo]);
  refuseCancel(rows[0], groupId, now);
}

/** What the cancel rule reads of an order. */
interface CancelRow {
  group_id: string;
  status: OrderStatus;
  trade_day: string;
  link_role: string | null;
}
const CANCEL_SELECT = 'SELECT group_id, status, trade_day::text AS trade_day, link_role FROM orders';

/**
 * THE cancel rule of every order (cart, batch, desk; spec 02 §7 cancel): FD4005 for an unknown order or one
 * of another organisation; FD4632 for a super convert's purchase leg, which the system placed with the
 * redemption's proceeds and which goes with its redemption (issue 12 §4); FD4004 once the trade day's 15:00
 * cut-off has passed or the order is no longer pending.
 */
function refuseCancel(row: CancelRow | undefined, groupId: string, now: number): void {
  if (!row || row.group_id !== groupId) throw new GatewayError(ErrorCode.OrderNotFound);
  if (row.link_role === 'purchase') throw new GatewayError(ErrorCode.LegNotCancellable);
  if (!isCancellable(row.status, row.trade_day, now)) throw new GatewayError(ErrorCode.OrderNotCancellable);
}

/**
 * Cancels an order of the session's organisation: its state, a timeline event and the trail entry (the
 * actor and address, through {@link actAs}) in one transaction, with the order row locked; refused by
 * {@link refuseCancel} (FD4005, FD4632, FD4004). The caller has checked the trade password (DESIGN §7).
 *
 * @see spec 02 §7 cancel, DESIGN §5, §7
 */
export async function cancelOrder(
  db: Db,
  serialNo: string,
  groupId: string,
  actor: TrailActor,
  now: number,
): Promise<trade.OrderDetail> {
  await db.transaction(async (tx) => {
    const rows = await tx.query<CancelRow>(`${CANCEL_SELECT} WHERE serial_no = $1 FOR UPDATE`, [serialNo]);
    refuseCancel(rows[0], groupId, now);
    await actAs(tx, actor);
    await tx.query("UPDATE orders SET status = 'cancelled' WHERE serial_no = $1", [serialNo]);
    await appendEvent(tx, serialNo, 'cancelled', now, t('server.trade.event.cancelled'));
  });
  return orderDetail(db, serialNo, new Set([groupId]), now);
}

/** Appends a timeline event to an order (call inside the transaction that changes its state). */
export async function appendEvent(
  tx: Db,
  serialNo: string,
  status: OrderStatus,
  at: number,
  note: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO order_events (serial_no, seq, status, at, note)
     VALUES ($1, (SELECT coalesce(max(seq), 0) + 1 FROM order_events WHERE serial_no = $1), $2, $3, $4)`,
    [serialNo, status, new Date(at).toISOString(), note],
  );
}
