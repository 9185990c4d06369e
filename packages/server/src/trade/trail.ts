import type { OrderStatus, trade } from '@funddesk/core';
import type { Db } from '../db/db.js';
import { shanghaiIso } from './time.js';

/** Who changes an order's state, and from which client address (DESIGN §7 trail). */
export interface TrailActor {
  /** The person acting (persons.person_id). */
  readonly personId: string;
  /** The client IP of the request (Fastify's request.ip; no proxy trust). */
  readonly ip: string;
}

/**
 * Names the actor of the order state changes the rest of a transaction makes: the database's trail trigger
 * (migration 0009_order_trail.sql) records this person and address with every timeline event appended
 * afterwards in the same transaction. Transaction-local (`set_config(…, true)`): it ends with the
 * transaction, so a later change by the gateway itself (confirmation) is recorded as the system's.
 *
 * @param tx - a transaction ({@link Db.transaction}); outside one the setting would not outlive the statement
 * @see DESIGN §7 (append-only trail: who, when, from where, what), issue 16 finding 4
 */
export async function actAs(tx: Db, actor: TrailActor): Promise<void> {
  await tx.query(
    "SELECT set_config('funddesk.actor_person', $1, true), set_config('funddesk.actor_ip', $2, true)",
    [actor.personId, actor.ip],
  );
}

/**
 * Records the client address a batch was submitted from (cart purchase, spreadsheet import), which the
 * trail of its orders shows for their placing. Only the first answer of an idempotent retry counts (the
 * address is written once). Call it before the trade engine is kicked for the batch.
 *
 * @see DESIGN §7, migration 0009_order_trail.sql
 */
export async function recordBatchOrigin(db: Db, batchSerialNo: string, ip: string): Promise<void> {
  await db.query('UPDATE batches SET client_ip = $2 WHERE batch_serial_no = $1 AND client_ip IS NULL', [
    batchSerialNo,
    ip,
  ]);
}

interface TrailRow {
  serial_no: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  at: Date | string;
  actor_kind: 'person' | 'system';
  person_name: string | null;
  login_name: string | null;
  ip: string | null;
  note: string;
}

/**
 * The trail of some orders, oldest first per order: each state change with who (person name and login
 * name, or the system), when (ISO, Asia/Shanghai), from where (client IP, null when unknown) and what
 * (from and to state, the timeline note).
 *
 * @returns entries by serial number (an order without a trail row maps to an empty list)
 * @see DESIGN §7, spec 02 §2 tradeInfo/:serialNo, issue 16 finding 4
 */
export async function orderTrails(
  db: Db,
  serialNos: readonly string[],
): Promise<Map<string, trade.OrderTrailEntry[]>> {
  const out = new Map<string, trade.OrderTrailEntry[]>(serialNos.map((s) => [s, []]));
  if (serialNos.length === 0) return out;
  const rows = await db.query<TrailRow>(
    `SELECT t.serial_no, t.from_status, t.to_status, t.at, t.actor_kind, p.person_name, p.login_name, t.ip, t.note
       FROM order_trail t LEFT JOIN persons p ON p.person_id = t.person_id
      WHERE t.serial_no = ANY($1::text[]) ORDER BY t.serial_no, t.trail_id`,
    [[...serialNos]],
  );
  for (const r of rows) {
    out.get(r.serial_no)?.push({
      fromStatus: r.from_status,
      toStatus: r.to_status,
      time: shanghaiIso(r.at),
      actorKind: r.actor_kind,
      actorName: r.person_name,
      loginName: r.login_name,
      ip: r.ip,
      note: r.note,
    });
  }
  return out;
}
