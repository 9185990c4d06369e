import type { Db } from '../db/db.js';
import type { Clock } from '../types.js';

/** The actions permission_audit records (migration 0016). */
export type PermissionAction =
  | 'person.add'
  | 'person.edit'
  | 'person.disable'
  | 'person.enable'
  | 'person.remove'
  | 'person.role.remove'
  | 'role.privileges';

/** One audited change: who (actor), for which organisation, what, on what, before and after. */
export interface PermissionAuditEntry {
  groupId: string;
  actorPersonId: string;
  action: PermissionAction;
  /** A person id, or a role code for role.privileges. */
  target: string;
  /** The state before (null for an addition); JSON-serialisable. */
  before: unknown;
  /** The state after (null for a removal); JSON-serialisable. */
  after: unknown;
}

/**
 * Writes one audit row in the caller's transaction, so that a change and its record commit together
 * (issue 11 §3 "Every change is audited (who, when, what, before/after)"). `at` is the server clock.
 */
export async function writePermissionAudit(db: Db, clock: Clock, entry: PermissionAuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO permission_audit (group_id, actor_person_id, at, action, target, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.groupId,
      entry.actorPersonId,
      new Date(clock.now()),
      entry.action,
      entry.target,
      entry.before === null ? null : JSON.stringify(entry.before),
      entry.after === null ? null : JSON.stringify(entry.after),
    ],
  );
}
