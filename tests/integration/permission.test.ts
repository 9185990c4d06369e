/**
 * Issue 11 §3 permission management, end to end through the real server (spec 03 §2 /permissionMgt, §7
 * person/adds … listByRoleCode; spec 01 §4.2 first login, §6, §7.6):
 * - admin01 adds an operator, who logs in, must change the initial password (FD1018 until then), and buys;
 * - admin01 removes the cart privilege from the operator role: op01's menu loses it and the cart call is
 *   refused at op01's next request (the organisation's own set: another organisation's operators keep it);
 * - every bad input of the issue is refused with its catalogue code and exact message, nothing written;
 * - every change is audited (who, when, what, before, after).
 */
import {
  account,
  ErrorCode,
  firstLogin,
  permission,
  RISK_QUESTION_IDS,
  riskCrs,
  t,
  trade,
  type PrivilegeNode,
} from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { waitFor } from '../helpers/waitFor.js';
import { refusalWithMessage } from '../helpers/refusals.js';

const ORG = '10000001';
const INITIAL = 'Start@2026a';
/** A valid resident ID number (GB 11643 check digit X). */
const ID_NUMBER = '11010519491231002X';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startServer();
  admin = await loggedIn('admin01');
});
afterAll(async () => {
  await server?.close();
});

async function loggedIn(loginName: string, password?: string, groupId: string = ORG): Promise<TestClient> {
  const c = server.client();
  await c.login(loginName, password, groupId);
  return c;
}

/** The refusal of a call: its code and message (fails the test when the call succeeds). */
const newPerson = (
  overrides: Partial<Parameters<typeof admin.gateway.call<typeof permission.personAdds>>[1]> = {},
) => ({
  loginName: 'op09',
  name: '林涛',
  mobilePhone: '13912345678',
  credType: '0',
  credNumber: ID_NUMBER,
  email: 'op09@example.com',
  roleCodes: ['op'],
  loginPwd: INITIAL,
  confirmPassword: INITIAL,
  ...overrides,
});

const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(sql, params))[0]!.n;

/** Every checked code of a privilege tree. */
function checkedCodes(tree: readonly PrivilegeNode[]): string[] {
  return tree.flatMap((node) => [
    ...(node.checked && node.code !== 'functions' ? [node.code] : []),
    ...checkedCodes(node.children),
  ]);
}

describe('permission management (issue 11 §3, spec 03 §7)', () => {
  it('admin01 adds an operator who must change the initial password at first login and then can buy (spec 01 §4.2)', async () => {
    const added = await admin.gateway.call(permission.personAdds, newPerson());
    expect(added).toMatchObject({
      loginName: 'op09',
      name: '林涛',
      mobilePhone: '13912345678',
      roleCodes: ['op'],
    });
    expect(added.status).toBe('active');
    expect(added.mustChangePassword).toBe(true);
    const [audit] = await server.db.query<{
      actor_person_id: string;
      before: unknown;
      after: { loginName: string };
    }>(
      `SELECT actor_person_id, before, after FROM permission_audit WHERE action = 'person.add' AND target = $1`,
      [added.personId],
    );
    expect(audit).toMatchObject({ actor_person_id: 'P0006', before: null, after: { loginName: 'op09' } });

    const newcomer = await loggedIn('op09', INITIAL);
    expect(await refusalWithMessage(newcomer.gateway.call(trade.queryShopCartData, {}))).toEqual({
      code: ErrorCode.FirstLoginRequired,
      message: t('error.firstLoginRequired'),
    });
    await newcomer.gateway.call(firstLogin.firstLoginSet, { loginPwd: 'Fresh@2026b', tradePwd: '246810' });
    // A new person has no risk assessment yet (spec 02 §5: the purchase is refused until one is done): the
    // newcomer answers the questionnaire first, as the 风险测评 dialog would lead them to.
    await newcomer.gateway.call(riskCrs.updateRiskQA, {
      answers: RISK_QUESTION_IDS.map((questionId) => ({ questionId, answer: 'D' })),
    });

    const { sessionToken } = await newcomer.gateway.call(trade.getSessionToken, {
      gid: ORG,
      scene: 'SHOPPING_CART_PURCHASE',
    });
    const { batchSerialNo } = await newcomer.gateway.call(trade.cartPurchase, {
      password: '246810',
      sessionToken,
      capsource: 2,
      purchaseList: [{ fundCode: '000001', amount: '100' }],
    });
    const done = await waitFor(
      async () => {
        const result = await newcomer.gateway.call(trade.cartPurchaseResult, { batchSerialNo });
        return result.orderStatus === 'done' ? result : null;
      },
      { what: `batch ${batchSerialNo} done` },
    );
    expect(done.successSize).toBe(1);
  });

  it('admin01 removes the cart privilege from the operator role: op01 loses the cart at the next request; other organisations keep it', async () => {
    const op01 = await loggedIn('op01');
    const trust01 = await loggedIn('trust01', undefined, '10000002');
    expect((await op01.gateway.call(account.personMenu, {})).privilegeCodes).toContain('shopping_cart');
    await op01.gateway.call(trade.queryShopCartData, {});

    const { tree } = await admin.gateway.call(permission.personRolePowerList, { roleCode: 'op' });
    const before = checkedCodes(tree);
    expect(before).toContain('shopping_cart');
    const edited = await admin.gateway.call(permission.personRolePowerEdit, {
      roleCode: 'op',
      privileges: before.filter((code) => code !== 'shopping_cart'),
    });
    expect(checkedCodes(edited.tree)).not.toContain('shopping_cart');

    // The same session, its next request: menu and call follow the data.
    expect((await op01.gateway.call(account.personMenu, {})).privilegeCodes).not.toContain('shopping_cart');
    expect(await refusalWithMessage(op01.gateway.call(trade.queryShopCartData, {}))).toEqual({
      code: ErrorCode.Forbidden,
      message: t('error.forbidden'),
    });
    expect((await trust01.gateway.call(account.personMenu, {})).privilegeCodes).toContain('shopping_cart');

    const [audit] = await server.db.query<{
      before: { privileges: string[] };
      after: { privileges: string[] };
    }>(
      `SELECT before, after FROM permission_audit WHERE action = 'role.privileges' AND target = 'op' AND group_id = $1`,
      [ORG],
    );
    expect(audit?.before.privileges).toContain('shopping_cart');
    expect(audit?.after.privileges).not.toContain('shopping_cart');

    // Given back, the cart is there again at the next request.
    await admin.gateway.call(permission.personRolePowerEdit, { roleCode: 'op', privileges: before });
    await op01.gateway.call(trade.queryShopCartData, {});
  });

  it('refuses every bad input of the issue with its code and message, and writes nothing', async () => {
    const persons = await count('SELECT count(*)::int AS n FROM persons');
    const audits = await count('SELECT count(*)::int AS n FROM permission_audit');
    const cases: [() => Promise<unknown>, string, Parameters<typeof t>[0]][] = [
      // another organisation's person (mgr01 acts for 10000010)
      [
        () => admin.gateway.call(permission.personInfo, { personId: 'P0009' }),
        ErrorCode.PersonNotInOrg,
        'error.personNotInOrg',
      ],
      [
        () =>
          admin.gateway.call(permission.personEdits, {
            personId: 'P0009',
            ...newPerson(),
            loginName: undefined,
          } as never),
        ErrorCode.PersonNotInOrg,
        'error.personNotInOrg',
      ],
      [
        () => admin.gateway.call(permission.personCancel, { personId: 'P0009', disabled: true }),
        ErrorCode.PersonNotInOrg,
        'error.personNotInOrg',
      ],
      [
        () => admin.gateway.call(permission.personDel, { personId: 'P0011' }),
        ErrorCode.PersonNotInOrg,
        'error.personNotInOrg',
      ],
      // forged role codes
      [
        () =>
          admin.gateway.call(
            permission.personAdds,
            newPerson({ loginName: 'xx1', mobilePhone: '13900000001', roleCodes: ['root'] }),
          ),
        ErrorCode.RoleUnknown,
        'error.roleUnknown',
      ],
      [
        () =>
          admin.gateway.call(
            permission.personAdds,
            newPerson({ loginName: 'xx2', mobilePhone: '13900000002', roleCodes: ['manager'] }),
          ),
        ErrorCode.RoleUnknown,
        'error.roleUnknown',
      ],
      [
        () => admin.gateway.call(permission.personRolePowerEdit, { roleCode: 'cockpit', privileges: [] }),
        ErrorCode.RoleUnknown,
        'error.roleUnknown',
      ],
      [
        () =>
          admin.gateway.call(permission.personRolePowerEdit, { roleCode: 'op', privileges: ['god_mode'] }),
        ErrorCode.PrivilegeUnknown,
        'error.privilegeUnknown',
      ],
      [
        () =>
          admin.gateway.call(permission.personRolePowerEdit, {
            roleCode: 'jgt_person',
            privileges: ['account_mgt'],
          }),
        ErrorCode.AdminPrivilegeLocked,
        'error.adminPrivilegeLocked',
      ],
      // duplicate mobile (op09's, added above), taken login name
      [
        () => admin.gateway.call(permission.personAdds, newPerson({ loginName: 'op10' })),
        ErrorCode.PersonMobileDuplicate,
        'error.personMobileDuplicate',
      ],
      [
        () =>
          admin.gateway.call(
            permission.personAdds,
            newPerson({ loginName: 'op01', mobilePhone: '13900000003' }),
          ),
        ErrorCode.PersonLoginNameTaken,
        'error.personLoginNameTaken',
      ],
      // field rules (core rules/persons.ts)
      [
        () =>
          admin.gateway.call(
            permission.personAdds,
            newPerson({ loginName: 'xx3', mobilePhone: '2391234567' }),
          ),
        ErrorCode.PersonMobileFormat,
        'error.personMobileFormat',
      ],
      [
        () =>
          admin.gateway.call(
            permission.personAdds,
            newPerson({ loginName: 'xx4', mobilePhone: '13900000004', credNumber: '110105194912310021' }),
          ),
        ErrorCode.PersonCredNumber,
        'error.personCredNumber',
      ],
      [
        () =>
          admin.gateway.call(
            permission.personAdds,
            newPerson({ loginName: 'xx5', mobilePhone: '13900000005', email: 'nope' }),
          ),
        ErrorCode.PersonEmailFormat,
        'error.personEmailFormat',
      ],
      [
        () =>
          admin.gateway.call(
            permission.personAdds,
            newPerson({ loginName: 'xx6', mobilePhone: '13900000006', confirmPassword: 'Other@2026' }),
          ),
        ErrorCode.PersonPasswordMismatch,
        'error.personPasswordMismatch',
      ],
      // the last administrator (admin01 is 10000001's only one) and oneself
      [
        () => admin.gateway.call(account.unregisterUserRole, { personPid: 'P0006', roleCode: 'jgt_person' }),
        ErrorCode.LastAdministrator,
        'error.lastAdministrator',
      ],
      [
        () =>
          admin.gateway.call(permission.personEdits, {
            personId: 'P0006',
            ...newPerson({ mobilePhone: '13900000007' }),
            roleCodes: ['op'],
            loginName: undefined,
          } as never),
        ErrorCode.LastAdministrator,
        'error.lastAdministrator',
      ],
      [
        () => admin.gateway.call(permission.personCancel, { personId: 'P0006', disabled: true }),
        ErrorCode.PersonSelf,
        'error.personSelf',
      ],
      [
        () => admin.gateway.call(permission.personDel, { personId: 'P0006' }),
        ErrorCode.PersonSelf,
        'error.personSelf',
      ],
    ];
    for (const [call, code, key] of cases)
      expect(await refusalWithMessage(call())).toEqual({ code, message: t(key) });

    // A non-administrator caller is refused by the privilege check (FD1003), whatever the body.
    const op01 = await loggedIn('op01');
    for (const call of [
      () => op01.gateway.call(permission.personList, {}),
      () =>
        op01.gateway.call(permission.personAdds, newPerson({ loginName: 'xx7', mobilePhone: '13900000008' })),
      () => op01.gateway.call(permission.personRolePowerEdit, { roleCode: 'op', privileges: [] }),
    ])
      expect(await refusalWithMessage(call())).toEqual({
        code: ErrorCode.Forbidden,
        message: t('error.forbidden'),
      });

    expect(await count('SELECT count(*)::int AS n FROM persons')).toBe(persons);
    expect(await count('SELECT count(*)::int AS n FROM permission_audit')).toBe(audits);
  });

  it('disabling ends the person’s session and login; removing takes them out of the organisation; both audited', async () => {
    const { list } = await admin.gateway.call(permission.personList, {});
    // Only the caller's own row is flagged self (the page hides 停用 and 移除 there).
    expect(list.filter((p) => p.self).map((p) => p.loginName)).toEqual(['admin01']);
    const op09 = list.find((p) => p.loginName === 'op09')!;
    const session = await loggedIn('op09', 'Fresh@2026b');
    await admin.gateway.call(permission.personCancel, { personId: op09.personId, disabled: true });
    expect((await refusalWithMessage(session.gateway.call(account.personMenu, {}))).code).toBe(
      ErrorCode.SessionExpired,
    );
    expect((await refusalWithMessage(loggedIn('op09', 'Fresh@2026b'))).code).toBe(ErrorCode.LoginFailed);

    const enabled = await admin.gateway.call(permission.personCancel, {
      personId: op09.personId,
      disabled: false,
    });
    expect(enabled.status).toBe('active');
    await loggedIn('op09', 'Fresh@2026b');

    await admin.gateway.call(permission.personDel, { personId: op09.personId });
    const after = await admin.gateway.call(permission.personList, {});
    expect(after.list.map((p) => p.loginName)).not.toContain('op09');
    const actions = await server.db.query<{ action: string }>(
      'SELECT action FROM permission_audit WHERE target = $1 ORDER BY audit_id',
      [op09.personId],
    );
    expect(actions.map((a) => a.action)).toEqual([
      'person.add',
      'person.disable',
      'person.enable',
      'person.remove',
    ]);
  });

  it('lists roles with their holders, a role’s persons and the organisation (spec 03 §7 role/list, orgAndPersonList, listByRoleCode)', async () => {
    const roles = await admin.gateway.call(permission.personRoleList, {});
    expect(roles.list.find((r) => r.roleCode === 'jgt_person')).toEqual({
      roleCode: 'jgt_person',
      roleName: t('role.jgt_person'),
      personCount: 1,
    });
    const holders = await admin.gateway.call(permission.personRoleOrgAndPersonList, {
      roleCode: 'first_checker',
    });
    expect(holders).toMatchObject({ groupId: ORG, persons: [{ personId: 'P0003' }] });
    const byRole = await admin.gateway.call(permission.personListByRoleCode, { roleCode: 'second_checker' });
    expect(byRole.list.map((p) => p.loginName)).toEqual(['chk02']);
    expect(
      (await refusalWithMessage(admin.gateway.call(permission.personListByRoleCode, { roleCode: 'root' })))
        .code,
    ).toBe(ErrorCode.RoleUnknown);
  });
});
