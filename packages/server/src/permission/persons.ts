import { randomUUID } from 'node:crypto';
import {
  ADMIN_ROLE,
  ErrorCode,
  GatewayError,
  isAcceptableLoginPassword,
  isAssignableRole,
  lastAdministratorRefusal,
  personFieldsRefusal,
  type PersonFields,
  type PersonRow,
} from '@funddesk/core';
import { hashPassword } from '../auth/passwords.js';
import { forgetPersonSessions, revokePersonSessions } from '../auth/sessions.js';
import type { Db } from '../db/db.js';
import type { Clock } from '../types.js';
import { writePermissionAudit } from './audit.js';

/** Who makes a permission change: the administrator's person id and the organisation the session acts for. */
export interface Actor {
  personId: string;
  groupId: string;
}

interface PersonDbRow {
  person_id: string;
  login_name: string;
  person_name: string;
  mobile: string | null;
  cred_type: string;
  cred_number: string;
  email: string;
  roles: string[];
  status: 'active' | 'disabled';
  has_login_pwd: boolean;
}

const PERSON_COLUMNS = `p.person_id, p.login_name, p.person_name, p.mobile, p.cred_type, p.cred_number, p.email,
  p.roles, p.status, p.has_login_pwd`;

/** A database row as the contract's {@link PersonRow}. */
function rowOf(p: PersonDbRow): PersonRow {
  return {
    personId: p.person_id,
    loginName: p.login_name,
    name: p.person_name,
    mobilePhone: p.mobile ?? '',
    credType: p.cred_type,
    credNumber: p.cred_number,
    email: p.email,
    roleCodes: p.roles,
    status: p.status,
    mustChangePassword: !p.has_login_pwd,
  };
}

/** The persons of an organisation, by login name (spec 03 §7 person/list); `roleCode` narrows to a role. */
export async function listPersons(db: Db, groupId: string, roleCode?: string): Promise<PersonRow[]> {
  const rows = await db.query<PersonDbRow>(
    `SELECT ${PERSON_COLUMNS} FROM persons p JOIN person_orgs po ON po.person_id = p.person_id
      WHERE po.group_id = $1 AND ($2::text IS NULL OR $2 = ANY(p.roles))
      ORDER BY p.login_name`,
    [groupId, roleCode ?? null],
  );
  return rows.map(rowOf);
}

/**
 * A person of the organisation; `lock` takes the row (FOR UPDATE) for the rest of the transaction.
 * @throws GatewayError PersonNotInOrg (FD1106) when unknown or of another organisation
 */
async function personIn(db: Db, groupId: string, personId: string, lock = false): Promise<PersonDbRow> {
  const row = (
    await db.query<PersonDbRow>(
      `SELECT ${PERSON_COLUMNS} FROM persons p JOIN person_orgs po ON po.person_id = p.person_id
        WHERE p.person_id = $1 AND po.group_id = $2${lock ? ' FOR UPDATE OF p' : ''}`,
      [personId, groupId],
    )
  )[0];
  if (!row) throw new GatewayError(ErrorCode.PersonNotInOrg);
  return row;
}

/** One person of the organisation (spec 03 §7 person/info). @throws GatewayError PersonNotInOrg (FD1106) */
export async function personInfoOf(db: Db, groupId: string, personId: string): Promise<PersonRow> {
  return rowOf(await personIn(db, groupId, personId));
}

/**
 * Serialises the permission changes of an organisation (its row FOR UPDATE), so that two administrators
 * demoting each other at once cannot both pass the last-administrator guard.
 */
async function lockOrganisation(db: Db, groupId: string): Promise<void> {
  await db.query('SELECT 1 FROM organisations WHERE group_id = $1 FOR UPDATE', [groupId]);
}

/** Active administrators of the organisation other than `personId`. */
async function otherActiveAdmins(db: Db, groupId: string, personId: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM persons p JOIN person_orgs po ON po.person_id = p.person_id
      WHERE po.group_id = $1 AND p.person_id <> $2 AND p.status = 'active' AND $3 = ANY(p.roles)`,
    [groupId, personId, ADMIN_ROLE],
  );
  return rows[0]?.n ?? 0;
}

/**
 * The last-administrator guard (core lastAdministratorRefusal) for a change of `target`.
 * @throws GatewayError LastAdministrator (FD1108)
 */
async function guardLastAdmin(db: Db, groupId: string, target: PersonDbRow, staysAdmin: boolean) {
  const isAdmin = target.status === 'active' && target.roles.includes(ADMIN_ROLE);
  if (!isAdmin || staysAdmin) return;
  const code = lastAdministratorRefusal({
    targetIsActiveAdmin: true,
    targetStaysAdmin: false,
    otherActiveAdmins: await otherActiveAdmins(db, groupId, target.person_id),
  });
  if (code) throw new GatewayError(code);
}

/** The person fields of a request, decrypted, checked by core's rules. @throws GatewayError the rule's code */
function checkFields(fields: PersonFields, roleCodes: readonly string[]): void {
  const refusal = personFieldsRefusal(fields);
  if (refusal) throw new GatewayError(refusal);
  if (roleCodes.some((code) => !isAssignableRole(code))) throw new GatewayError(ErrorCode.RoleUnknown);
}

/** Refuses a mobile number another person has. @throws GatewayError PersonMobileDuplicate (FD1104) */
async function guardMobile(db: Db, mobile: string, personId: string | null): Promise<void> {
  const rows = await db.query(
    'SELECT 1 FROM persons WHERE mobile = $1 AND ($2::text IS NULL OR person_id <> $2)',
    [mobile, personId],
  );
  if (rows.length > 0) throw new GatewayError(ErrorCode.PersonMobileDuplicate);
}

/** A unique violation of the persons_mobile index (two additions racing) as the catalogue code. */
function mobileRace(error: unknown): never {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code === '23505' && (e.constraint === 'persons_mobile' || e.message?.includes('persons_mobile')))
    throw new GatewayError(ErrorCode.PersonMobileDuplicate);
  if (e.code === '23505') throw new GatewayError(ErrorCode.PersonLoginNameTaken);
  throw error;
}

/** What person/adds receives, decrypted (spec 03 §7). */
export interface NewPerson extends PersonFields {
  loginName: string;
  roleCodes: readonly string[];
  loginPwd: string;
  confirmPassword: string;
}

/**
 * Adds a person to the actor's organisation (spec 03 §7 person/adds): checked fields and roles, the
 * initial login password (spec 01 §5 rule) that the first-login gate makes them change (has_login_pwd
 * false, spec 01 §4.2), no trade password yet (an operator sets it at the first login), the risk level of
 * the administrator adding them (FundDesk: the organisation's assessment, spec 02 §5 risk match). Audited.
 * @throws GatewayError PersonNameFormat, PersonMobileFormat, PersonCredNumber, PersonEmailFormat,
 *   RoleUnknown, PersonPasswordMismatch, PasswordWeak, PersonLoginNameTaken, PersonMobileDuplicate
 */
export async function addPerson(db: Db, clock: Clock, actor: Actor, input: NewPerson): Promise<PersonRow> {
  checkFields(input, input.roleCodes);
  if (input.loginPwd !== input.confirmPassword) throw new GatewayError(ErrorCode.PersonPasswordMismatch);
  if (!isAcceptableLoginPassword(input.loginPwd)) throw new GatewayError(ErrorCode.PasswordWeak);
  const passwordHash = await hashPassword(input.loginPwd);
  const personId = `P${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`;
  try {
    return await db.transaction(async (tx) => {
      await lockOrganisation(tx, actor.groupId);
      const taken = await tx.query('SELECT 1 FROM persons WHERE login_name = $1', [input.loginName]);
      if (taken.length > 0) throw new GatewayError(ErrorCode.PersonLoginNameTaken);
      await guardMobile(tx, input.mobile, null);
      const riskLevel =
        (
          await tx.query<{ risk_level: string }>('SELECT risk_level FROM persons WHERE person_id = $1', [
            actor.personId,
          ])
        )[0]?.risk_level ?? 'zxfxdj_1';
      await tx.query(
        `INSERT INTO persons (person_id, login_name, person_name, password_hash, risk_level, roles, has_login_pwd,
           mobile, cred_type, cred_number, email, password_changed_at)
         VALUES ($1, $2, $3, $4, $5, $6, false, $7, $8, $9, $10, $11)`,
        [
          personId,
          input.loginName,
          input.name.trim(),
          passwordHash,
          riskLevel,
          [...new Set(input.roleCodes)],
          input.mobile,
          input.credType,
          input.credNumber,
          input.email ?? '',
          new Date(clock.now()),
        ],
      );
      await tx.query('INSERT INTO person_orgs (person_id, group_id) VALUES ($1, $2)', [
        personId,
        actor.groupId,
      ]);
      const added = await personIn(tx, actor.groupId, personId);
      await writePermissionAudit(tx, clock, {
        groupId: actor.groupId,
        actorPersonId: actor.personId,
        action: 'person.add',
        target: personId,
        before: null,
        after: rowOf(added),
      });
      return rowOf(added);
    });
  } catch (error) {
    return mobileRace(error);
  }
}

/** What person/edits receives, decrypted (spec 03 §7). */
export interface PersonEdit extends PersonFields {
  personId: string;
  roleCodes: readonly string[];
}

/**
 * Changes a person's fields and roles (spec 03 §7 person/edits). A change of roles bumps the person's roles
 * version, so their open sessions answer A00198 (spec 01 §8). The last administrator keeps the role.
 * Audited with before and after.
 * @throws GatewayError as {@link addPerson}, PersonNotInOrg (FD1106), LastAdministrator (FD1108)
 */
export async function editPerson(db: Db, clock: Clock, actor: Actor, input: PersonEdit): Promise<PersonRow> {
  checkFields(input, input.roleCodes);
  const roles = [...new Set(input.roleCodes)];
  let rolesChanged = false;
  try {
    const row = await db.transaction(async (tx) => {
      await lockOrganisation(tx, actor.groupId);
      const before = await personIn(tx, actor.groupId, input.personId, true);
      await guardLastAdmin(tx, actor.groupId, before, roles.includes(ADMIN_ROLE));
      await guardMobile(tx, input.mobile, before.person_id);
      rolesChanged = [...before.roles].sort().join() !== [...roles].sort().join();
      await tx.query(
        `UPDATE persons SET person_name = $2, mobile = $3, cred_type = $4, cred_number = $5, email = $6, roles = $7,
           roles_version = roles_version + $8 WHERE person_id = $1`,
        [
          before.person_id,
          input.name.trim(),
          input.mobile,
          input.credType,
          input.credNumber,
          input.email ?? '',
          roles,
          rolesChanged ? 1 : 0,
        ],
      );
      const after = await personIn(tx, actor.groupId, before.person_id);
      await writePermissionAudit(tx, clock, {
        groupId: actor.groupId,
        actorPersonId: actor.personId,
        action: 'person.edit',
        target: before.person_id,
        before: rowOf(before),
        after: rowOf(after),
      });
      return rowOf(after);
    });
    if (rolesChanged) forgetPersonSessions(input.personId);
    return row;
  } catch (error) {
    return mobileRace(error);
  }
}

/**
 * Disables (`disabled`) or re-enables a person of the organisation (spec 01 §7.6 person/cancel). A
 * disabled person cannot log in and their sessions are revoked at once. Nobody disables themselves; the
 * last administrator stays active. Audited.
 * @throws GatewayError PersonNotInOrg (FD1106), PersonSelf (FD1112), LastAdministrator (FD1108)
 */
export async function setPersonDisabled(
  db: Db,
  clock: Clock,
  actor: Actor,
  personId: string,
  disabled: boolean,
): Promise<PersonRow> {
  if (personId === actor.personId) throw new GatewayError(ErrorCode.PersonSelf);
  const row = await db.transaction(async (tx) => {
    await lockOrganisation(tx, actor.groupId);
    const before = await personIn(tx, actor.groupId, personId, true);
    if (disabled) await guardLastAdmin(tx, actor.groupId, before, false);
    await tx.query('UPDATE persons SET status = $2 WHERE person_id = $1', [
      personId,
      disabled ? 'disabled' : 'active',
    ]);
    if (disabled) await revokePersonSessions(tx, clock, personId);
    const after = await personIn(tx, actor.groupId, personId);
    await writePermissionAudit(tx, clock, {
      groupId: actor.groupId,
      actorPersonId: actor.personId,
      action: disabled ? 'person.disable' : 'person.enable',
      target: personId,
      before: { status: before.status },
      after: { status: after.status },
    });
    return rowOf(after);
  });
  forgetPersonSessions(personId);
  return row;
}

/**
 * Removes a person from the organisation (spec 03 §7 person/del): their link to it goes, their sessions end;
 * a person left with no organisation is disabled too. Not oneself; not the last administrator. Audited.
 * @throws GatewayError PersonNotInOrg (FD1106), PersonSelf (FD1112), LastAdministrator (FD1108)
 */
export async function removePerson(db: Db, clock: Clock, actor: Actor, personId: string): Promise<void> {
  if (personId === actor.personId) throw new GatewayError(ErrorCode.PersonSelf);
  await db.transaction(async (tx) => {
    await lockOrganisation(tx, actor.groupId);
    const before = await personIn(tx, actor.groupId, personId, true);
    await guardLastAdmin(tx, actor.groupId, before, false);
    await tx.query('DELETE FROM person_orgs WHERE person_id = $1 AND group_id = $2', [
      personId,
      actor.groupId,
    ]);
    await tx.query(
      `UPDATE persons SET status = 'disabled'
        WHERE person_id = $1 AND NOT EXISTS (SELECT 1 FROM person_orgs WHERE person_id = $1)`,
      [personId],
    );
    await revokePersonSessions(tx, clock, personId);
    await writePermissionAudit(tx, clock, {
      groupId: actor.groupId,
      actorPersonId: actor.personId,
      action: 'person.remove',
      target: personId,
      before: rowOf(before),
      after: null,
    });
  });
  forgetPersonSessions(personId);
}

/**
 * Takes one role from a person of the organisation (spec 01 §7.6 unregisterUserRole): bumps the roles
 * version (A00198 at the person's next call, spec 01 §8); the last administrator keeps theirs. Audited.
 * @returns the person's roles as they now are
 * @throws GatewayError LastAdministrator (FD1108); the caller has checked the person is of the organisation
 */
export async function unregisterRole(
  db: Db,
  clock: Clock,
  actor: Actor,
  personId: string,
  roleCode: string,
): Promise<string[]> {
  const roles = await db.transaction(async (tx) => {
    await lockOrganisation(tx, actor.groupId);
    const before = await personIn(tx, actor.groupId, personId, true);
    await guardLastAdmin(tx, actor.groupId, before, roleCode !== ADMIN_ROLE);
    const rows = await tx.query<{ roles: string[] }>(
      `UPDATE persons SET roles = array_remove(roles, $2), roles_version = roles_version + 1
        WHERE person_id = $1 RETURNING roles`,
      [personId, roleCode],
    );
    const after = rows[0]?.roles ?? [];
    await writePermissionAudit(tx, clock, {
      groupId: actor.groupId,
      actorPersonId: actor.personId,
      action: 'person.role.remove',
      target: personId,
      before: { roles: before.roles },
      after: { roles: after },
    });
    return after;
  });
  forgetPersonSessions(personId);
  return roles;
}
