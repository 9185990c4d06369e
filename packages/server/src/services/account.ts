import {
  account,
  actsForProducts,
  ErrorCode,
  GatewayError,
  isHostingUser,
  isTrustChannel,
  type LoginResult,
  type OrgEntry,
} from '@funddesk/core';
import { checkCaptcha, consumeCaptchaTicket, issueCaptcha } from '../auth/captcha.js';
import {
  admitCodeRequest,
  clearLoginFailures,
  countLoginFailure,
  isLoginLocked,
  LOGIN_LOCK_MS,
  LOGIN_MAX_FAILURES,
} from '../auth/limits.js';
import { exchangeTempToken, issueTempToken } from '../auth/tempTokens.js';
import { issueVerifyTicket, sendVerifyCode, useVerifyCode } from '../auth/verifyCodes.js';
import { menuForVariant, openSession, revokeSession, routeCodesOf, verifyPassword } from '../auth/index.js';
import { resetLoginPassword } from '../auth/passwordReset.js';
import type { Db } from '../db/db.js';
import { hasTradePassword } from '../trade/password.js';
import { clientTypeOf } from '../trade/funds.js';
import { unregisterRole } from '../permission/persons.js';
import { route, sessionGroup, sessionOf, type HandlerContext, type Route } from './types.js';

/**
 * Failed logins before a login name is locked, and for how long (DESIGN §7). A login counts them per name
 * and client address (auth/limits.ts); a wrong current password given to change it counts per person.
 */
export { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES };
/**
 * From this many consecutive failed logins of a name on (from any address), a login needs a solved captcha
 * (FD1006; issue 16 finding 6).
 */
export const LOGIN_CAPTCHA_AFTER = 3;

interface OrgRow {
  group_id: string;
  gid: string;
  corp_name: string;
  org_name: string;
  member_card_number: string;
  client_type: string;
  org_type: number;
  status: number;
  synthesize_state: number;
  manager_org_flag: boolean;
  parent_group_id: string | null;
}

interface PersonRow {
  person_id: string;
  login_name: string;
  person_name: string;
  password_hash: string;
  trade_password_hash: string | null;
  roles: string[];
  failed_logins: number;
  locked_until: Date | string | null;
  has_approve_set: boolean;
  /** False while the initial login password is kept (migration 0008; spec 01 §4.2 first login). */
  has_login_pwd: boolean;
}

const toEntry = (row: OrgRow, children?: OrgEntry[]): OrgEntry => ({
  corpName: row.corp_name,
  groupId: row.group_id,
  gid: row.gid,
  orgName: row.org_name,
  memberCardNumber: row.member_card_number,
  managerOrgFlag: row.manager_org_flag,
  synthesizeState: row.synthesize_state,
  clientType: row.client_type,
  orgType: row.org_type,
  status: row.status,
  ...(children ? { managerChildCorpInfoList: children } : {}),
});

/**
 * The organisation list of a person (spec 01 §3): synthesizeState 99 dropped, duplicates removed by groupId,
 * manager organisations carry their children; a person login drops manager organisations.
 */
export async function corpListOf(db: Db, personId: string, dropManagerOrgs: boolean): Promise<OrgEntry[]> {
  const rows = await db.query<OrgRow>(
    `SELECT o.* FROM organisations o JOIN person_orgs po ON po.group_id = o.group_id
      WHERE po.person_id = $1 ORDER BY o.group_id`,
    [personId],
  );
  const seen = new Set<string>();
  const out: OrgEntry[] = [];
  for (const row of rows) {
    if (row.synthesize_state === 99 || seen.has(row.group_id)) continue;
    if (row.manager_org_flag && dropManagerOrgs) continue;
    seen.add(row.group_id);
    const children = row.manager_org_flag
      ? (
          await db.query<OrgRow>(
            'SELECT * FROM organisations WHERE parent_group_id = $1 AND synthesize_state <> 99 ORDER BY group_id',
            [row.group_id],
          )
        ).map((child) => toEntry(child))
      : undefined;
    out.push(toEntry(row, children));
  }
  return out;
}

const primaryRole = (roles: readonly string[]) => roles[0] ?? 'op';

/**
 * Counts a failed login of a person in one UPDATE (concurrent failures each count); the tenth in a row
 * locks the name for 15 minutes and starts the count again (DESIGN §7). A wrong current password given
 * to change it counts the same (A/pc/person/pwd/modify, spec 01 §7.5).
 * @returns true when this failure locked the name
 */
export async function countFailedLogin(db: Db, personId: string, now: number): Promise<boolean> {
  const rows = await db.query<{ locked: boolean }>(
    `UPDATE persons
        SET failed_logins = CASE WHEN failed_logins + 1 >= $2 THEN 0 ELSE failed_logins + 1 END,
            locked_until = CASE WHEN failed_logins + 1 >= $2 THEN $3::timestamptz END
      WHERE person_id = $1
  RETURNING locked_until IS NOT NULL AS locked`,
    [personId, LOGIN_MAX_FAILURES, new Date(now + LOGIN_LOCK_MS)],
  );
  return rows[0]?.locked ?? false;
}

/**
 * Counts a failed login of `loginName` from the caller's address (auth/limits.ts: the tenth in a row locks the
 * name for that address for 15 minutes) and, for a known person, the name's count that asks for the captcha
 * (reset when that lock falls, so that a name coming back after the lock starts without a captcha).
 */
async function countFailedLoginFrom(
  ctx: HandlerContext,
  loginName: string,
  personId: string | null,
): Promise<void> {
  const locked = await countLoginFailure(ctx.db, ctx.clock, loginName, ctx.ip);
  if (personId === null) return;
  await ctx.db.query(
    `UPDATE persons SET failed_logins = CASE WHEN $2 THEN 0 ELSE failed_logins + 1 END WHERE person_id = $1`,
    [personId, locked],
  );
}

async function login(
  ctx: HandlerContext,
  loginName: string,
  password: string,
  kind: 'org' | 'person',
  captchaTicket: string | undefined,
): Promise<LoginResult> {
  const { db, clock } = ctx;
  // A person an administrator disabled cannot log in (issue 11 §3): answered like an unknown one.
  const person = (
    await db.query<PersonRow>("SELECT * FROM persons WHERE login_name = $1 AND status = 'active'", [
      loginName,
    ])
  )[0];
  // Verify even when the person is unknown or the password undecryptable (it arrives empty, http/secrets.ts):
  // uniform cost and answer.
  const matches = await verifyPassword(password, person && password !== '' ? person.password_hash : null);
  const now = clock.now();
  // Locked for this address (ten failures of the name from it), or the person's own lock (a wrong current
  // password when changing it); both expire (issue 16 finding 6).
  if (
    (await isLoginLocked(db, clock, loginName, ctx.ip)) ||
    (person?.locked_until && new Date(person.locked_until).getTime() > now)
  ) {
    throw new GatewayError(ErrorCode.LoginLocked);
  }
  // spec 01 §7.3 checkKaptcha: after 3 failures in a row of the name (from anywhere) it needs a solved captcha;
  // an attempt without one counts as a failure too, so the 15-minute lock still comes at the tenth.
  if (person && person.failed_logins >= LOGIN_CAPTCHA_AFTER) {
    const solved =
      captchaTicket !== undefined && (await consumeCaptchaTicket(db, clock, captchaTicket, ctx.ip));
    if (!solved) {
      await countFailedLoginFrom(ctx, loginName, person.person_id);
      throw new GatewayError(
        captchaTicket === undefined ? ErrorCode.CaptchaRequired : ErrorCode.CaptchaWrong,
      );
    }
  }
  if (!person || !matches) {
    await countFailedLoginFrom(ctx, loginName, person?.person_id ?? null);
    throw new GatewayError(ErrorCode.LoginFailed);
  }
  await clearLoginFailures(db, loginName, ctx.ip);
  return loginResultOf(ctx, person, kind);
}

/** Opens the session of a person who proved who they are and answers the login info (spec 01 §3, §4.2). */
export async function loginResultOf(
  ctx: HandlerContext,
  person: PersonRow,
  kind: 'org' | 'person',
): Promise<LoginResult> {
  const { db, clock } = ctx;
  await db.query('UPDATE persons SET failed_logins = 0, locked_until = NULL WHERE person_id = $1', [
    person.person_id,
  ]);
  const corpList = await corpListOf(db, person.person_id, kind === 'person');
  const roles = person.roles;
  const token = await openSession(db, clock, person.person_id, null);
  const isManager = roles.includes('manager');
  const isOperator = roles.some((r) => r === 'op' || r === 'treasurer' || r === 'jgt_old_op');
  return {
    token,
    loginType: kind === 'org' ? 1 : 2,
    personName: person.person_name,
    personPid: person.person_id,
    roleType: primaryRole(roles),
    roles,
    adminType: roles.includes('jgt_person') ? 1 : 0,
    isManager,
    isOperator,
    isFirstChecker: roles.includes('first_checker'),
    isSecondChecker: roles.includes('second_checker'),
    isTrader: isOperator,
    inquirer: roles.includes('inquirer'),
    hasApproveSet: person.has_approve_set,
    hasOperator: true,
    hasTradePwd: person.trade_password_hash !== null,
    hasLoginPwd: person.has_login_pwd,
    managerOrgFlag: corpList.some((c) => c.managerOrgFlag),
    isHostingUser: isHostingUser(roles),
    isOnlyCockpitUser: roles.length > 0 && roles.every((r) => r === 'cockpit'),
    corpList,
  };
}

/**
 * A person of the caller's organisation (the administrator may manage only those, DESIGN §7).
 * @throws GatewayError OrgForbidden when the person is unknown or acts for another organisation
 */
async function personOfGroup(ctx: HandlerContext, personPid: string): Promise<PersonRow> {
  const session = sessionOf(ctx);
  const rows = await ctx.db.query<PersonRow>(
    `SELECT p.* FROM persons p JOIN person_orgs po ON po.person_id = p.person_id
      WHERE p.person_id = $1 AND po.group_id = $2`,
    [personPid, session.groupId],
  );
  const person = rows[0];
  if (!person) throw new GatewayError(ErrorCode.OrgForbidden);
  return person;
}

/**
 * Both reset calls (spec 01 §7.5: organisation resetLoginPassword, person pwd/retrieve/loginPwd/set): sets the
 * new login password of `loginName` with the verify ticket (auth/passwordReset.ts).
 * @throws GatewayError VerifyTicketInvalid (FD1011), PasswordWeak (FD1012), PasswordUnchanged (FD1013)
 */
async function resetWithTicket(
  req: { loginName: string; verifyTicket: string; newPassword: string },
  ctx: HandlerContext,
): Promise<Record<string, never>> {
  await resetLoginPassword(ctx.db, ctx.clock, {
    loginName: req.loginName,
    verifyTicket: req.verifyTicket,
    newPassword: req.newPassword,
  });
  return {};
}

/** Handlers of the account calls of the foundation (spec 01 §7.2, §7.3, §7.6). */
export const accountRoutes: Route[] = [
  route(account.publicKey, (_req, ctx) =>
    Promise.resolve({
      publicKey: ctx.services.auth.keys.publicPem,
      keyBits: ctx.services.auth.keys.modulusBits,
    }),
  ),

  route(account.orgLogin, (req, ctx) => login(ctx, req.loginName, req.password, 'org', req.captchaTicket)),

  route(account.personLogin, (req, ctx) =>
    login(ctx, req.loginName, req.password, 'person', req.captchaTicket),
  ),

  route(account.getCorpsInfo, async (_req, ctx) => {
    const session = sessionOf(ctx);
    return {
      roleType: primaryRole(session.roles),
      corpList: await corpListOf(ctx.db, session.personId, false),
    };
  }),

  route(account.queryAccountList, async (req, ctx) => {
    const session = sessionOf(ctx);
    if (!session.privileges.has(req.privilegeCode)) return { orgList: [] };
    // One rule with the account switch (core actsForProducts, behind decideCheckedGroup): a manager is offered
    // the products of their manager organisation (not the manager organisation itself); anyone else only the
    // organisations they belong to, never a product they could not switch to (issue 16 finding 10).
    const productsToo = actsForProducts(session.roles);
    const rows = productsToo
      ? await ctx.db.query<OrgRow & { changing_flag: boolean }>(
          `SELECT * FROM organisations WHERE group_id = ANY($1::text[]) AND synthesize_state <> 99
            AND manager_org_flag = false ORDER BY group_id`,
          [[...session.groupIds]],
        )
      : await ctx.db.query<OrgRow & { changing_flag: boolean }>(
          `SELECT o.* FROM organisations o
            WHERE o.group_id = ANY($1::text[]) AND o.synthesize_state <> 99
              AND o.group_id IN (SELECT group_id FROM person_orgs WHERE person_id = $2)
            ORDER BY o.group_id`,
          [[...session.groupIds], session.personId],
        );
    // spec 01 §4.2: institutions in the middle of a change are hidden for manager users.
    return { orgList: rows.filter((r) => !(productsToo && r.changing_flag)).map((r) => toEntry(r)) };
  }),

  route(account.loginSwitch, async (req, ctx) => {
    const session = sessionOf(ctx);
    if (!session.groupIds.has(req.groupId)) throw new GatewayError(ErrorCode.OrgForbidden);
    const org = (
      await ctx.db.query<OrgRow>('SELECT * FROM organisations WHERE group_id = $1', [req.groupId])
    )[0];
    if (!org) throw new GatewayError(ErrorCode.OrgForbidden);
    const token = await ctx.db.transaction(async (tx) => {
      await revokeSession(tx, ctx.clock, session.tokenHash);
      return openSession(tx, ctx.clock, session.personId, req.groupId);
    });
    return {
      token,
      groupId: org.group_id,
      clienttype: org.client_type,
      roleType: primaryRole(session.roles),
      orgType: org.org_type,
      managerOrgFlag: org.manager_org_flag,
      corpName: org.corp_name,
    };
  }),

  route(account.logout, async (_req, ctx) => {
    const session = sessionOf(ctx);
    await revokeSession(ctx.db, ctx.clock, session.tokenHash);
    return {};
  }),

  route(account.personMenu, async (_req, ctx) => {
    const session = sessionOf(ctx);
    // spec 03 §2: the trust-type institution channel has no 持仓风险监控 (core isTrustChannel).
    const trustChannel = session.groupId
      ? isTrustChannel(await clientTypeOf(ctx.db, session.groupId))
      : false;
    const menuList = menuForVariant(session.privileges, ctx.variant, { trustChannel });
    // spec 01 §8 A00103: a person whose roles grant no menu cannot be served (获取菜单失败).
    if (menuList.length === 0) throw new GatewayError(ErrorCode.MenuFailed);
    return {
      menuList,
      routeCodes: routeCodesOf(menuList),
      privilegeCodes: [...session.privileges].sort(),
    };
  }),

  // spec 01 §7.5: whether the person has a trade password (isSetTradePwd).
  route(account.isSetTradePassword, async (_req, ctx) => ({
    isSetTradePwd: await hasTradePassword(ctx.db, sessionOf(ctx).personId),
  })),

  // ---- captcha and verification codes (spec 01 §7.3 checkKaptcha, §7.4) ----
  // Bound to the client's address: only it can check the captcha and use the ticket (issue 16 finding 2).
  route(account.captchaGet, (req, ctx) => issueCaptcha(ctx.db, ctx.clock, ctx.ip, req.kind)),

  route(account.captchaCheck, (req, ctx) =>
    checkCaptcha(ctx.db, ctx.clock, req.captchaId, req.answer, ctx.ip),
  ),

  route(account.checkKaptcha, (req, ctx) => checkCaptcha(ctx.db, ctx.clock, req.captchaId, req.code, ctx.ip)),

  route(account.getIdentifyCode, async (req, ctx) => {
    if (!(await consumeCaptchaTicket(ctx.db, ctx.clock, req.captchaTicket, ctx.ip))) {
      throw new GatewayError(ErrorCode.CaptchaWrong);
    }
    // Per login name and per address in an hour, on top of one per 60 s (issue 16 finding 2).
    await admitCodeRequest(ctx.db, ctx.clock, req.loginName, ctx.ip);
    return sendVerifyCode(ctx.db, ctx.clock, req.loginName, req.purpose);
  }),

  route(account.checkVerifyCode, async (req, ctx) => {
    const personId = await useVerifyCode(ctx.db, ctx.clock, req.loginName, req.purpose, req.code);
    return issueVerifyTicket(ctx.db, ctx.clock, personId, req.purpose);
  }),

  // spec 01 §7.3 A/pc/person/loginOne: person login with a verification code (purpose login).
  route(account.personLoginOne, async (req, ctx) => {
    const now = ctx.clock.now();
    const locked = (
      await ctx.db.query<{ locked_until: Date | string | null }>(
        'SELECT locked_until FROM persons WHERE login_name = $1',
        [req.loginName],
      )
    )[0];
    if (locked?.locked_until && new Date(locked.locked_until).getTime() > now) {
      throw new GatewayError(ErrorCode.LoginLocked);
    }
    const personId = await useVerifyCode(ctx.db, ctx.clock, req.loginName, 'login', req.verifyCode);
    const person = (
      await ctx.db.query<PersonRow>('SELECT * FROM persons WHERE person_id = $1', [personId])
    )[0];
    if (!person) throw new GatewayError(ErrorCode.LoginFailed);
    return loginResultOf(ctx, person, 'person');
  }),

  // ---- login-password reset with a verify ticket (spec 01 §5, §7.5); one rule for both login kinds ----
  route(account.resetLoginPassword, (req, ctx) => resetWithTicket(req, ctx)),

  route(account.retrieveLoginPwdSet, (req, ctx) => resetWithTicket(req, ctx)),

  // ---- temporary tokens of links between the two sites (spec 01 §2.3, §7.3) ----
  route(account.tempTokenIssue, (_req, ctx) => {
    const session = sessionOf(ctx);
    if (!session.groupId) throw new GatewayError(ErrorCode.OrgForbidden);
    return issueTempToken(ctx.db, ctx.clock, session.personId, session.groupId);
  }),

  route(account.tempTokenCheck, async (req, ctx) => {
    const { token, personId, groupId } = await exchangeTempToken(ctx.db, ctx.clock, req.tempToken);
    const [org, person] = await Promise.all([
      ctx.db.query<OrgRow>('SELECT * FROM organisations WHERE group_id = $1', [groupId]),
      ctx.db.query<{ roles: string[] }>('SELECT roles FROM persons WHERE person_id = $1', [personId]),
    ]);
    const row = org[0];
    if (!row) throw new GatewayError(ErrorCode.IllegalLink);
    return {
      token,
      groupId: row.group_id,
      clienttype: row.client_type,
      roleType: primaryRole(person[0]?.roles ?? []),
      orgType: row.org_type,
      managerOrgFlag: row.manager_org_flag,
      corpName: row.corp_name,
    };
  }),

  // ---- roles (spec 01 §6, §7.6) ----
  route(account.queryUserRoles, async (req, ctx) => {
    const person = await personOfGroup(ctx, req.personPid);
    return { personPid: person.person_id, personName: person.person_name, roles: person.roles };
  }),

  route(account.unregisterUserRole, async (req, ctx) => {
    const person = await personOfGroup(ctx, req.personPid);
    // The last administrator keeps the role; audited (issue 11 §3). spec 01 §8 A00198: the person's open
    // sessions learn of the change on their next call.
    const actor = { personId: sessionOf(ctx).personId, groupId: sessionGroup(ctx) };
    const roles = await unregisterRole(ctx.db, ctx.clock, actor, person.person_id, req.roleCode);
    return { personPid: person.person_id, roles };
  }),
];
