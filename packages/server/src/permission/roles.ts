import {
  ASSIGNABLE_ROLES,
  ErrorCode,
  GatewayError,
  isAssignableRole,
  rolePrivilegesRefusal,
  t,
  type MessageKey,
  type PrivilegeNode,
} from '@funddesk/core';
import { knownPrivileges, privilegeTreeOf, rolePrivilegesIn } from '../auth/privileges.js';
import { forgetAllSessions } from '../auth/sessions.js';
import type { Db } from '../db/db.js';
import type { Clock } from '../types.js';
import { writePermissionAudit } from './audit.js';
import type { Actor } from './persons.js';

/** The catalogue name of a role code (`role.*` keys, messages/permission.ts); the code itself when unnamed. */
export function roleNameOf(roleCode: string): string {
  return isAssignableRole(roleCode) ||
    roleCode === 'manager' ||
    roleCode === 'cockpit' ||
    roleCode === 'jgt_old_op'
    ? t(`role.${roleCode}` as MessageKey)
    : roleCode;
}

/**
 * The roles an administrator assigns (core ASSIGNABLE_ROLES) with how many active persons of the
 * organisation hold each (spec 03 §7 person/role/list).
 */
export async function listRoles(
  db: Db,
  groupId: string,
): Promise<{ roleCode: string; roleName: string; personCount: number }[]> {
  const rows = await db.query<{ role: string; n: number }>(
    `SELECT r.role, count(*)::int AS n FROM persons p JOIN person_orgs po ON po.person_id = p.person_id,
            unnest(p.roles) AS r(role)
      WHERE po.group_id = $1 AND p.status = 'active' GROUP BY r.role`,
    [groupId],
  );
  const counts = new Map(rows.map((row) => [row.role, row.n]));
  return ASSIGNABLE_ROLES.map((roleCode) => ({
    roleCode,
    roleName: roleNameOf(roleCode),
    personCount: counts.get(roleCode) ?? 0,
  }));
}

/** Refuses a role an administrator does not manage. @throws GatewayError RoleUnknown (FD1107) */
export function checkRole(roleCode: string): void {
  if (!isAssignableRole(roleCode)) throw new GatewayError(ErrorCode.RoleUnknown);
}

/**
 * A role's privileges in the organisation as the roleManage tree (spec 03 §7 person/role/power/list).
 * @throws GatewayError RoleUnknown (FD1107)
 */
export async function rolePowerTree(db: Db, groupId: string, roleCode: string): Promise<PrivilegeNode[]> {
  checkRole(roleCode);
  return privilegeTreeOf(await rolePrivilegesIn(db, groupId, roleCode));
}

/**
 * Sets a role's privileges for the organisation (issue 11 §3 roleManage): the organisation's own set of
 * the role replaces the default one (org_role_custom, org_role_privileges), audited with before and after.
 * The cached sessions are forgotten after the commit, so every holder's menus and calls follow at their
 * next request (on PostgreSQL sessions are read on every call anyway).
 * @throws GatewayError RoleUnknown (FD1107), PrivilegeUnknown (FD1110), AdminPrivilegeLocked (FD1109)
 */
export async function setRolePrivileges(
  db: Db,
  clock: Clock,
  actor: Actor,
  roleCode: string,
  privileges: readonly string[],
): Promise<PrivilegeNode[]> {
  const wanted = [...new Set(privileges)].sort();
  const refusal = rolePrivilegesRefusal(roleCode, wanted, knownPrivileges());
  if (refusal) throw new GatewayError(refusal);
  const tree = await db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM organisations WHERE group_id = $1 FOR UPDATE', [actor.groupId]);
    const before = [...(await rolePrivilegesIn(tx, actor.groupId, roleCode))].sort();
    await tx.query(
      'INSERT INTO org_role_custom (group_id, role_code) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [actor.groupId, roleCode],
    );
    await tx.query('DELETE FROM org_role_privileges WHERE group_id = $1 AND role_code = $2', [
      actor.groupId,
      roleCode,
    ]);
    for (const code of wanted) {
      await tx.query(
        'INSERT INTO org_role_privileges (group_id, role_code, privilege_code) VALUES ($1, $2, $3)',
        [actor.groupId, roleCode, code],
      );
    }
    await writePermissionAudit(tx, clock, {
      groupId: actor.groupId,
      actorPersonId: actor.personId,
      action: 'role.privileges',
      target: roleCode,
      before: { privileges: before },
      after: { privileges: wanted },
    });
    return privilegeTreeOf(new Set(wanted));
  });
  forgetAllSessions();
  return tree;
}
