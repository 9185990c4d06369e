import {
  autoOperatorRole,
  ErrorCode,
  firstLogin,
  GatewayError,
  isAcceptableLoginPassword,
  isAcceptableTradePassword,
  missingFirstLoginSettings,
  type CallResponse,
} from '@funddesk/core';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { forgetPersonSessions } from '../auth/sessions.js';
import type { Db } from '../db/db.js';
import { groupSessionOf, route, type HandlerContext, type Route } from './types.js';

/** The administrator's role code (spec 01 §4.2 jgt_person). */
const ADMIN_ROLE = 'jgt_person';
/** The old transactor's role code during a change (spec 01 §2.3 jgt_old_op). */
const OLD_OPERATOR_ROLE = 'jgt_old_op';
/** Roles that place orders: they need a trade password (spec 01 §4.2 "an operator lacks a trade password"). */
const OPERATOR_ROLES: readonly string[] = ['op', 'treasurer', OLD_OPERATOR_ROLE];

interface PersonFlagsRow {
  person_id: string;
  password_hash: string;
  trade_password_hash: string | null;
  roles: string[];
  has_approve_set: boolean;
  has_login_pwd: boolean;
}

interface CorpRow {
  group_id: string;
  gid: string;
  status: number;
  synthesize_state: number;
  org_type: number;
  client_type: string;
  changing_flag: boolean;
  financial_pro_flag: boolean;
  manager_org_flag: boolean;
  has_operator: boolean;
}

interface ChangeRow {
  old_person_id: string | null;
  old_transactor_name: string;
  new_transactor_name: string;
  submitted_at: Date | string;
}

/**
 * The first-login flags row of a person; `lock` takes the row for the rest of the transaction
 * (`FOR UPDATE`, for the handlers that change it). Throws SessionExpired (HTTP 401) when the person is
 * gone (spec 01 §8 "401 -> 登录信息已过期").
 */
async function personFlags(
  db: Db,
  personId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<PersonFlagsRow> {
  const row = (
    await db.query<PersonFlagsRow>(
      `SELECT person_id, password_hash, trade_password_hash, roles, has_approve_set, has_login_pwd
         FROM persons WHERE person_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [personId],
    )
  )[0];
  if (!row) throw new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 });
  return row;
}

/** The first-login info of a person acting for an organisation (spec 01 §3). */
function firstLoginFlagsOf(person: PersonFlagsRow, org: Pick<CorpRow, 'has_operator'>) {
  return {
    isManager: person.roles.includes('manager'),
    isOperator: person.roles.some((role) => OPERATOR_ROLES.includes(role)),
    hasApproveSet: person.has_approve_set,
    hasOperator: org.has_operator,
    hasTradePwd: person.trade_password_hash !== null,
    hasLoginPwd: person.has_login_pwd,
  };
}

/**
 * A/pc/org/corpInfo (spec 01 §7.7): the chosen organisation's info, the transactor change status and the
 * caller's first-login info. roleType of the change status is `jgt_old_op` for the old transactor of the
 * change in progress, otherwise the caller's first role; hasAdmin is the administrator role.
 * @see spec 01 §3, §4.2, §2.3
 */
async function corpInfoOf(ctx: HandlerContext): Promise<CallResponse<typeof firstLogin.corpInfo>> {
  const session = groupSessionOf(ctx);
  const org = (
    await ctx.db.query<CorpRow>(
      `SELECT group_id, gid, status, synthesize_state, org_type, client_type, changing_flag,
              financial_pro_flag, manager_org_flag, has_operator
         FROM organisations WHERE group_id = $1`,
      [session.groupId],
    )
  )[0];
  if (!org) throw new GatewayError(ErrorCode.OrgForbidden);
  const person = await personFlags(ctx.db, session.personId);
  const change = (
    await ctx.db.query<ChangeRow>(
      `SELECT old_person_id, old_transactor_name, new_transactor_name, submitted_at
         FROM transactor_changes WHERE group_id = $1 AND status = 'changing'`,
      [org.group_id],
    )
  )[0];
  const roleType = person.roles[0] ?? 'op';
  return {
    groupId: org.group_id,
    status: org.status,
    synthesizeState: org.synthesize_state,
    orgType: org.org_type,
    clientType: org.client_type,
    roleType,
    gid: org.gid,
    changingFlag: org.changing_flag,
    financialProFlag: org.financial_pro_flag,
    managerOrgFlag: org.manager_org_flag,
    transactorChangeStatus: {
      hasTransactorChanging: change !== undefined,
      hasAdmin: person.roles.includes(ADMIN_ROLE),
      roleType: change && change.old_person_id === person.person_id ? OLD_OPERATOR_ROLE : roleType,
    },
    transactorChange: change
      ? {
          oldTransactorName: change.old_transactor_name,
          newTransactorName: change.new_transactor_name,
          submitTime: new Date(change.submitted_at).toISOString(),
        }
      : null,
    ...firstLoginFlagsOf(person, org),
  };
}

/**
 * A/pc/person/firstLoginSet (spec 01 §7.5): sets the missing login password and trade password in one
 * transaction. The request must carry exactly the missing ones of the two (FD1015); the login password
 * follows the rule (FD1012) and is not the initial one (FD1013); the trade password is 6 digits (FD1014).
 * Setting the login password restarts its age; setting the trade password restores its 5 attempts.
 * @see spec 01 §4.2, §5, §7.5
 */
async function setFirstLogin(
  request: { loginPwd?: string | undefined; tradePwd?: string | undefined },
  ctx: HandlerContext,
): Promise<CallResponse<typeof firstLogin.firstLoginSet>> {
  const session = groupSessionOf(ctx);
  const { loginPwd, tradePwd } = request; // decrypted by the request layer (http/secrets.ts)
  const answer = await ctx.db.transaction(async (tx) => {
    const person = await personFlags(tx, session.personId, { lock: true });
    const missing = missingFirstLoginSettings(firstLoginFlagsOf(person, { has_operator: true }));
    const needsLogin = missing.includes('loginPwd');
    const needsTrade = missing.includes('tradePwd');
    if (needsLogin !== (loginPwd !== undefined) || needsTrade !== (tradePwd !== undefined)) {
      throw new GatewayError(ErrorCode.FirstLoginSettingsMismatch);
    }
    if (loginPwd !== undefined) {
      if (!isAcceptableLoginPassword(loginPwd)) throw new GatewayError(ErrorCode.PasswordWeak);
      if (await verifyPassword(loginPwd, person.password_hash)) {
        throw new GatewayError(ErrorCode.PasswordUnchanged);
      }
    }
    if (tradePwd !== undefined && !isAcceptableTradePassword(tradePwd)) {
      throw new GatewayError(ErrorCode.TradePasswordFormat);
    }
    const now = new Date(ctx.clock.now());
    if (loginPwd !== undefined) {
      await tx.query(
        `UPDATE persons SET password_hash = $2, has_login_pwd = true, password_changed_at = $3
          WHERE person_id = $1`,
        [person.person_id, await hashPassword(loginPwd), now],
      );
    }
    if (tradePwd !== undefined) {
      await tx.query(
        'UPDATE persons SET trade_password_hash = $2, trade_pwd_remaining = 5 WHERE person_id = $1',
        [person.person_id, await hashPassword(tradePwd)],
      );
    }
    return {
      hasLoginPwd: person.has_login_pwd || loginPwd !== undefined,
      hasTradePwd: person.trade_password_hash !== null || tradePwd !== undefined,
    };
  });
  // The sessions cached with the pending settings are read again: the first-login gate opens at once.
  forgetPersonSessions(session.personId);
  return answer;
}

/**
 * A/pc/person/role/set/self (spec 01 §7.6, §4.2 "A manager opening with no operator may be auto-assigned
 * the operator role op"): in one transaction adds `op` to the caller's roles and marks the session's
 * organisation as having an operator. Allowed only when core `autoOperatorRole` says so for the caller's
 * first-login flags (a manager, the organisation without an operator, not an operator already); otherwise
 * Forbidden (FD1003) and nothing changes. The roles version is left as it is: this is the person's own
 * change, not an administrator's, so their sessions stay open (no A00198, spec 01 §8); the cached sessions
 * of the person are forgotten so that the next call resolves the new privileges.
 * @see spec 01 §4.2, §7.6
 */
async function setOwnRole(
  request: { roleCode: 'op' },
  ctx: HandlerContext,
): Promise<CallResponse<typeof firstLogin.roleSetSelf>> {
  const session = groupSessionOf(ctx);
  const roles = await ctx.db.transaction(async (tx) => {
    const org = (
      await tx.query<Pick<CorpRow, 'has_operator'>>(
        'SELECT has_operator FROM organisations WHERE group_id = $1 FOR UPDATE',
        [session.groupId],
      )
    )[0];
    if (!org) throw new GatewayError(ErrorCode.OrgForbidden);
    const person = await personFlags(tx, session.personId, { lock: true });
    if (autoOperatorRole(firstLoginFlagsOf(person, org)) !== request.roleCode) {
      throw new GatewayError(ErrorCode.Forbidden);
    }
    const updated = [...person.roles, request.roleCode];
    await tx.query('UPDATE persons SET roles = $2 WHERE person_id = $1', [person.person_id, updated]);
    await tx.query('UPDATE organisations SET has_operator = true WHERE group_id = $1', [session.groupId]);
    return updated;
  });
  forgetPersonSessions(session.personId);
  return { roles };
}

/** Handlers of the corporate info, first-login settings and own-role calls (spec 01 §7.5, §7.6, §7.7). */
export const firstLoginRoutes: Route[] = [
  route(firstLogin.corpInfo, (_req, ctx) => corpInfoOf(ctx)),
  route(firstLogin.firstLoginSet, (req, ctx) => setFirstLogin(req, ctx)),
  route(firstLogin.roleSetSelf, (req, ctx) => setOwnRole(req, ctx)),
];
