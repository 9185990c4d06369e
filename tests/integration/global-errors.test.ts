import {
  account,
  defineCall,
  ErrorCode,
  GatewayError,
  lookupError,
  t,
  trade,
  type ErrorKind,
} from '@funddesk/core';
import { buildApp } from '@funddesk/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { armFault, clearFaults } from '../helpers/devTools.js';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';

/**
 * Every row of the global error catalogue (spec 01 §8) produced by the local gateway and read through the
 * core client: the code, the kind the web's notifier switches on, and the catalogue message. Rows with a
 * cause in the product come from that cause (the clock, an administrator's role change, an illegal link,
 * the trade password); the others from the local-only fault switch (docs/api.md).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await clearFaults(server);
});

/** The failure of a call, as a GatewayError. */
async function failureOf(promise: Promise<unknown>): Promise<GatewayError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!GatewayError.is(outcome)) throw new Error(`expected a GatewayError, got ${String(outcome)}`);
  return outcome;
}

/** Asserts a failure's code, kind and message. */
function expectRow(error: GatewayError, code: string, kind: ErrorKind, message: string): void {
  expect(error.code).toBe(code);
  expect(error.kind).toBe(kind);
  expect(error.message).toBe(message);
}

const catalogueMessage = (code: string): string => t(lookupError(code).message);

async function loggedIn(loginName: string): Promise<TestClient> {
  const client = server.client();
  await client.login(loginName);
  return client;
}

describe('HTTP statuses and client failures (spec 01 §8)', () => {
  it('401: a session idle past its expiry answers 401 and 登录信息已过期，请重新登录', async () => {
    const c = await loggedIn('op01');
    server.clock.advance(31 * 60_000);
    const error = await failureOf(c.gateway.call(account.personMenu, {}));
    expectRow(error, ErrorCode.SessionExpired, 'logout', '登录信息已过期，请重新登录');
    expect(error.httpStatus).toBe(401);
  });

  it('a message containing JWT expired is the session-expired row whatever its code', async () => {
    const c = await loggedIn('op01');
    await armFault(server, {
      call: 'personMenu',
      code: 'A00001',
      message: 'JWT expired at 2026-02-13T06:00:00Z',
    });
    const error = await failureOf(c.gateway.call(account.personMenu, {}));
    expectRow(error, ErrorCode.SessionExpired, 'logout', '登录信息已过期，请重新登录');
  });

  it('timeout: a call slower than its timeout answers 请求超时，请刷新页面重试', async () => {
    const c = await loggedIn('op01');
    await armFault(server, { call: 'personMenu', delayMs: 1_500 });
    const error = await failureOf(c.gateway.call(account.personMenu, {}, { timeoutMs: 100 }));
    expectRow(error, ErrorCode.Timeout, 'timeout', '请求超时，请刷新页面重试');
  });

  it('404: an unknown gateway path answers 接口地址不存在', async () => {
    const c = await loggedIn('op01');
    const missing = defineCall({
      name: 'missing',
      service: 'account',
      path: 'pc/no/such/call',
      request: z.object({}),
      response: z.object({}),
    });
    const error = await failureOf(c.gateway.call(missing, {}));
    expectRow(error, ErrorCode.NotFound, 'alarm', '接口地址不存在');
    expect(error.httpStatus).toBe(404);
  });
});

describe('codes with a cause in the product (spec 01 §8)', () => {
  it('A00198: after the administrator removes a role, the person’s session answers 操作员权限已变更，请重新登录 and ends', async () => {
    const admin = await loggedIn('admin01');
    const person = await loggedIn('query01');
    await person.gateway.call(account.personMenu, {});
    await expect(admin.gateway.call(account.queryUserRoles, { personPid: 'P0005' })).resolves.toMatchObject({
      roles: ['inquirer'],
    });
    await admin.gateway.call(account.unregisterUserRole, { personPid: 'P0005', roleCode: 'inquirer' });

    const error = await failureOf(person.gateway.call(account.personMenu, {}));
    expectRow(error, ErrorCode.PermissionChanged, 'alertLogout', '操作员权限已变更，请重新登录');
    expect(error.httpStatus).toBe(200);
    // The session is over: the next call is the 401 row.
    const after = await failureOf(person.gateway.call(account.personMenu, {}));
    expect(after.code).toBe(ErrorCode.SessionExpired);
  });

  it('A00103: a person whose roles grant no menu gets 获取菜单失败 from the menu call', async () => {
    // query01 lost the only role in the test above; a fresh login still works, the menu does not.
    const person = await loggedIn('query01');
    const error = await failureOf(person.gateway.call(account.personMenu, {}));
    expectRow(error, ErrorCode.MenuFailed, 'refreshMenu', '获取菜单失败');
  });

  it('an administrator manages only people of the organisation the session acts for', async () => {
    const admin = await loggedIn('admin01');
    await expect(admin.gateway.call(account.queryUserRoles, { personPid: 'P0009' })).rejects.toMatchObject({
      code: ErrorCode.OrgForbidden,
    });
    const operator = await loggedIn('op01');
    await expect(
      operator.gateway.call(account.unregisterUserRole, { personPid: 'P0002', roleCode: 'op' }),
    ).rejects.toMatchObject({ code: ErrorCode.Forbidden });
  });

  it('S00010: an unknown, used or expired link token is 当前链接非法，将重定向到首页', async () => {
    const c = await loggedIn('op02');
    const anon = server.client();
    const forged = await failureOf(anon.gateway.call(account.tempTokenCheck, { tempToken: 'forged-token' }));
    expectRow(forged, ErrorCode.IllegalLink, 'illegalLink', '当前链接非法，将重定向到首页');

    const { tempToken } = await c.gateway.call(account.tempTokenIssue, {});
    await expect(anon.gateway.call(account.tempTokenCheck, { tempToken })).resolves.toMatchObject({
      groupId: '10000001',
      corpName: '鼎元投资管理有限公司',
    });
    const reused = await failureOf(anon.gateway.call(account.tempTokenCheck, { tempToken }));
    expect(reused.code).toBe(ErrorCode.IllegalLink);

    const late = await c.gateway.call(account.tempTokenIssue, {});
    server.clock.advance(61_000);
    expect(
      (await failureOf(anon.gateway.call(account.tempTokenCheck, { tempToken: late.tempToken }))).code,
    ).toBe(ErrorCode.IllegalLink);
  });

  it('A00070: the fifth wrong trade password locks with 密码错误超出次数限制，请稍后重试', async () => {
    const c = await loggedIn('trust01');
    for (let left = 4; left >= 1; left--) {
      const wrong = await failureOf(c.gateway.call(trade.checkTradePassword, { tradePassword: '000000' }));
      expectRow(
        wrong,
        ErrorCode.TradePasswordWrong,
        'tradePasswordWrong',
        `输入错误，继续输错${left}次后账户将会被锁定`,
      );
    }
    const locked = await failureOf(c.gateway.call(trade.checkTradePassword, { tradePassword: '000000' }));
    expectRow(
      locked,
      ErrorCode.TradePasswordLocked,
      'tradePasswordLocked',
      '密码错误超出次数限制，请稍后重试',
    );
  });

  it('A00076: a person without a trade password gets 为了您的交易安全，请先设置交易密码', async () => {
    await server.db.query("UPDATE persons SET trade_password_hash = NULL WHERE login_name = 'sk01'");
    const c = await loggedIn('sk01');
    const error = await failureOf(c.gateway.call(trade.checkTradePassword, { tradePassword: '135790' }));
    expectRow(
      error,
      ErrorCode.TradePasswordNotSet,
      'tradePasswordNotSet',
      '为了您的交易安全，请先设置交易密码',
    );
    await expect(c.gateway.call(account.isSetTradePassword, {})).resolves.toEqual({ isSetTradePwd: false });
  });
});

describe('codes from the local-only fault switch (spec 01 §8; docs/api.md)', () => {
  it.each<[string, string, ErrorKind, string | undefined]>([
    [
      'A800048: the server message in an OK-only confirm, then logout',
      ErrorCode.ConfirmLogout,
      'alertLogout',
      '您的账号已在其他设备登录，请重新登录',
    ],
    ['99999: go to login', ErrorCode.GotoLogin, 'gotoLogin', undefined],
    ['000: its message for 2 s', ErrorCode.ShortMessage, 'toastShort', '今日操作次数已达上限'],
    [
      'A01008: message, then the trade module after 2 s',
      ErrorCode.GotoTradeLater,
      'gotoTrade',
      '请前往交易模块办理',
    ],
    [
      'E109016: reload on institution edit or submit paths',
      ErrorCode.ReloadPage,
      'reload',
      '机构信息已变更，请刷新页面',
    ],
    [
      'A800045: profile incomplete, 温馨提示 to userInfo',
      ErrorCode.ProfileIncomplete,
      'profileIncomplete',
      undefined,
    ],
    ['A800046: the authorisation dialog', ErrorCode.AuthorisationRequired, 'authorise', undefined],
  ])('%s', async (_row, code, kind, serverMessage) => {
    const c = await loggedIn('op01');
    await armFault(server, {
      call: 'personMenu',
      code,
      ...(serverMessage ? { message: serverMessage } : {}),
    });
    const error = await failureOf(c.gateway.call(account.personMenu, {}));
    expectRow(error, code, kind, serverMessage ?? catalogueMessage(code));
    // The fault answered once; the call works again.
    await expect(c.gateway.call(account.personMenu, {})).resolves.toMatchObject({
      routeCodes: expect.any(Array),
    });
  });

  it('A01009: a login switch answering A01009 (spec 01 §4.2: go to the trade module)', async () => {
    const c = server.client();
    const login = await c.gateway.call(account.orgLogin, { loginName: 'op02', password: 'Demo@2026' });
    c.session.token = login.token;
    await armFault(server, { call: 'getOrgLoginswitch', code: ErrorCode.GotoTrade, loginName: 'op02' });
    const error = await failureOf(c.gateway.call(account.loginSwitch, { groupId: '10000002' }));
    expectRow(error, ErrorCode.GotoTrade, 'gotoTrade', catalogueMessage(ErrorCode.GotoTrade));
  });

  it('a fault for one person leaves everyone else alone, and works through the transfer endpoint', async () => {
    await armFault(server, {
      call: 'personMenu',
      code: ErrorCode.ShortMessage,
      message: '仅限张伟',
      loginName: 'op01',
    });
    const other = await loggedIn('chk01');
    await expect(other.gateway.call(account.personMenu, {})).resolves.toBeDefined();
    const viaTransfer = server.client('transfer');
    await viaTransfer.login('op01');
    const error = await failureOf(viaTransfer.gateway.call(account.personMenu, {}));
    expectRow(error, ErrorCode.ShortMessage, 'toastShort', '仅限张伟');
  });

  it('the dev tools do not exist when turned off (production mode, docs/api.md)', async () => {
    const production = await buildApp({ db: server.db, clock: server.clock, webDir: null, devTools: false });
    try {
      const fault = await production.inject({
        method: 'POST',
        url: '/__dev/faults',
        payload: { call: '*', code: ErrorCode.GotoLogin },
      });
      expect(fault.statusCode).toBe(404);
      expect((await production.inject({ method: 'GET', url: '/__dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
