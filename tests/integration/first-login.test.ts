import { account, decideLanding, ErrorCode, firstLogin } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

describe('A/pc/org/corpInfo (spec 01 §3 org info, §4.2, §7.7)', () => {
  it('spec 01 §3: answers the org info, no change in progress and nothing missing for the demo operator', async () => {
    const c = server.client();
    await c.login('op01');
    const info = await c.gateway.call(firstLogin.corpInfo, {});
    expect(info).toMatchObject({
      groupId: '10000001',
      status: 2,
      synthesizeState: 2,
      orgType: 0,
      clientType: '2',
      roleType: 'op',
      gid: 'G10000001',
      changingFlag: false,
      financialProFlag: false,
      managerOrgFlag: false,
      transactorChangeStatus: { hasTransactorChanging: false, hasAdmin: false, roleType: 'op' },
      transactorChange: null,
      isManager: false,
      isOperator: true,
      hasApproveSet: true,
      hasOperator: true,
      hasTradePwd: true,
      hasLoginPwd: true,
    });
  });

  it.each(['op01', 'op02', 'trust01', 'chk01', 'chk02', 'query01', 'admin01', 'host01', 'boss01', 'mgr01'])(
    'spec 01 §4.2: the demo person %s lands as before (no settings page)',
    async (loginName) => {
      const c = server.client();
      await c.login(loginName);
      const info = await c.gateway.call(firstLogin.corpInfo, {});
      const landing = decideLanding({
        roles: [info.roleType],
        adminType: 0,
        loginType: 1,
        org: info,
        firstLogin: info,
      });
      expect(landing.to).not.toBe('/orgaccount/settingLogin');
      expect(info.transactorChangeStatus.hasTransactorChanging).toBe(false);
    },
  );

  it('spec 01 §3: the trust-channel product institution answers clientType 3, orgType 1, financial professional', async () => {
    const c = server.client();
    await c.login('trust01');
    const info = await c.gateway.call(firstLogin.corpInfo, {});
    expect(info).toMatchObject({ groupId: '10000002', clientType: '3', orgType: 1, financialProFlag: true });
  });

  it('DESIGN §7: needs an organisation chosen (login switch first)', async () => {
    const c = server.client();
    const result = await c.gateway.call(account.orgLogin, { loginName: 'op01', password: 'Demo@2026' });
    c.session.token = result.token;
    await expect(c.gateway.call(firstLogin.corpInfo, {})).rejects.toMatchObject({
      code: ErrorCode.OrgForbidden,
    });
  });

  it('spec 01 §2.3: a transactor change in progress: the old transactor is jgt_old_op, the administrator hasAdmin', async () => {
    await server.db.query(
      `INSERT INTO transactor_changes (change_id, group_id, old_person_id, old_transactor_name, new_transactor_name,
         status, submitted_at) VALUES ('TC1', '10000001', 'P0001', '张伟', '钱晨', 'changing', '2026-02-12T02:00:00Z')`,
    );
    try {
      const old = server.client();
      await old.login('op01');
      const oldInfo = await old.gateway.call(firstLogin.corpInfo, {});
      expect(oldInfo.transactorChangeStatus).toEqual({
        hasTransactorChanging: true,
        hasAdmin: false,
        roleType: 'jgt_old_op',
      });
      expect(oldInfo.transactorChange).toEqual({
        oldTransactorName: '张伟',
        newTransactorName: '钱晨',
        submitTime: '2026-02-12T02:00:00.000Z',
      });
      const admin = server.client();
      await admin.login('admin01');
      expect((await admin.gateway.call(firstLogin.corpInfo, {})).transactorChangeStatus).toEqual({
        hasTransactorChanging: true,
        hasAdmin: true,
        roleType: 'jgt_person',
      });
      const checker = server.client();
      await checker.login('chk01');
      expect((await checker.gateway.call(firstLogin.corpInfo, {})).transactorChangeStatus).toMatchObject({
        hasTransactorChanging: true,
        hasAdmin: false,
        roleType: 'first_checker',
      });
    } finally {
      await server.db.query(
        "UPDATE transactor_changes SET status = 'done', finished_at = now() WHERE change_id = 'TC1'",
      );
    }
    const after = server.client();
    await after.login('op01');
    const info = await after.gateway.call(firstLogin.corpInfo, {});
    expect(info.transactorChangeStatus.hasTransactorChanging).toBe(false);
    expect(info.transactorChange).toBeNull();
  });
});

describe('first-login settings A/pc/person/firstLoginSet (spec 01 §4.2, §5, §7.5)', () => {
  it('spec 01 §4.2: new01 lacks its login and trade passwords, so the landing forces the settings page', async () => {
    const login = await server
      .client()
      .gateway.call(account.orgLogin, { loginName: 'new01', password: 'Demo@2026' });
    expect(login).toMatchObject({ hasLoginPwd: false, hasTradePwd: false });
    const c = server.client();
    await c.login('new01');
    const info = await c.gateway.call(firstLogin.corpInfo, {});
    expect(info).toMatchObject({ isOperator: true, hasLoginPwd: false, hasTradePwd: false });
    const landing = decideLanding({ roles: ['op'], adminType: 0, loginType: 1, org: info, firstLogin: info });
    expect(landing).toEqual({
      to: '/orgaccount/settingLogin',
      reason: 'firstLoginSettings',
      missing: ['loginPwd', 'tradePwd'],
    });
  });

  it('refuses what is not the missing items, a weak or unchanged password and a trade password not of 6 digits', async () => {
    const c = server.client();
    await c.login('new01');
    const set = (request: { loginPwd?: string; tradePwd?: string }) =>
      c.gateway.call(firstLogin.firstLoginSet, request);
    await expect(set({ loginPwd: 'Fresh2026' })).rejects.toMatchObject({
      code: ErrorCode.FirstLoginSettingsMismatch,
      message: '设置项已变化，请刷新页面后重试',
    });
    await expect(set({ loginPwd: 'short1', tradePwd: '246802' })).rejects.toMatchObject({
      code: ErrorCode.PasswordWeak,
      message: '密码须为8-20位，且同时包含字母和数字',
    });
    await expect(set({ loginPwd: 'Demo@2026', tradePwd: '246802' })).rejects.toMatchObject({
      code: ErrorCode.PasswordUnchanged,
    });
    await expect(set({ loginPwd: 'Fresh2026', tradePwd: '24680a' })).rejects.toMatchObject({
      code: ErrorCode.TradePasswordFormat,
      message: '交易密码须为6位数字',
    });
    // Nothing half-written: the person still lacks both.
    const info = await c.gateway.call(firstLogin.corpInfo, {});
    expect(info).toMatchObject({ hasLoginPwd: false, hasTradePwd: false });
  });

  it('spec 01 §7.5: sets both; the new password logs in, the old one no longer; the settings are done', async () => {
    const c = server.client();
    await c.login('new01');
    const answer = await c.gateway.call(firstLogin.firstLoginSet, {
      loginPwd: 'Fresh2026',
      tradePwd: '246802',
    });
    expect(answer).toEqual({ hasLoginPwd: true, hasTradePwd: true });
    // The session stays open.
    const info = await c.gateway.call(firstLogin.corpInfo, {});
    expect(info).toMatchObject({ hasLoginPwd: true, hasTradePwd: true });
    expect(decideLanding({ roles: ['op'], adminType: 0, loginType: 1, org: info, firstLogin: info }).to).toBe(
      '/redirect',
    );
    const again = server.client();
    await expect(
      again.gateway.call(account.orgLogin, { loginName: 'new01', password: 'Demo@2026' }),
    ).rejects.toMatchObject({ code: ErrorCode.LoginFailed });
    await again.login('new01', 'Fresh2026');
    // Once set, a second call is a mismatch, not a silent change.
    await expect(again.gateway.call(firstLogin.firstLoginSet, { tradePwd: '135790' })).rejects.toMatchObject({
      code: ErrorCode.FirstLoginSettingsMismatch,
    });
  });

  it('spec 01 §5: the passwords travel RSA-encrypted', () => {
    expect(firstLogin.firstLoginSet.encryptedFields).toEqual(['loginPwd', 'tradePwd']);
    expect(firstLogin.firstLoginSet.path).toBe('pc/person/firstLoginSet');
    expect(firstLogin.corpInfo.path).toBe('pc/org/corpInfo');
  });
});
