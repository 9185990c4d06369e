import { account, callPath, ErrorCode, GatewayError, product } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

/** Posts raw JSON (for the cases the typed client refuses to send). */
const post = async (path: string, body: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return {
    status: response.status,
    json: (await response.json()) as { header: { retCode: string; retMessage: string } },
  };
};

describe('organisation login (spec 01 §7.3, §4.2; DESIGN §7)', () => {
  it('logs the demo operator in with an RSA-encrypted password and lists one organisation', async () => {
    const c = server.client();
    const result = await c.gateway.call(account.orgLogin, { loginName: 'op01', password: 'Demo@2026' });
    expect(result.personName).toBe('张伟');
    expect(result.isOperator).toBe(true);
    expect(result.adminType).toBe(0);
    expect(result.hasTradePwd).toBe(true);
    // spec 01 §3: entries with synthesizeState 99 are dropped.
    expect(result.corpList.map((o) => o.groupId)).toEqual(['10000001']);
  });

  it('answers the same code for a wrong password and an unknown user (no probing)', async () => {
    const c = server.client();
    const wrong = c.gateway.call(account.orgLogin, { loginName: 'op01', password: 'wrong' });
    await expect(wrong).rejects.toMatchObject({ code: ErrorCode.LoginFailed, message: '用户名或密码错误' });
    const unknown = c.gateway.call(account.orgLogin, { loginName: 'nobody', password: 'Demo@2026' });
    await expect(unknown).rejects.toMatchObject({ code: ErrorCode.LoginFailed, message: '用户名或密码错误' });
  });

  it('refuses a password sent unencrypted with the login failure, not a decryption hint', async () => {
    const { status, json } = await post(
      callPath(account.orgLogin),
      JSON.stringify({ loginName: 'op02', password: 'Demo@2026' }),
    );
    expect(status).toBe(200);
    expect(json.header.retCode).toBe(ErrorCode.LoginFailed);
  });

  it('gives adminType 1 to the administrator (spec 01 §4.2: jgt_person)', async () => {
    const c = server.client();
    const result = await c.gateway.call(account.orgLogin, { loginName: 'admin01', password: 'Demo@2026' });
    expect(result.adminType).toBe(1);
  });

  it('marks the cockpit-only user and the hosting user (spec 01 §3 stored values)', async () => {
    const c = server.client();
    expect(
      (await c.gateway.call(account.orgLogin, { loginName: 'boss01', password: 'Demo@2026' }))
        .isOnlyCockpitUser,
    ).toBe(true);
    expect(
      (await c.gateway.call(account.orgLogin, { loginName: 'host01', password: 'Demo@2026' })).isHostingUser,
    ).toBe(true);
  });
});

describe('organisation switch and scope (spec 01 §4.2, §7.3; DESIGN §7)', () => {
  it('switches op02 to either of its two organisations and revokes the previous token', async () => {
    const c = server.client();
    const result = await c.gateway.call(account.orgLogin, { loginName: 'op02', password: 'Demo@2026' });
    expect(result.corpList.map((o) => o.groupId)).toEqual(['10000001', '10000002']);
    c.session.token = result.token;
    const switched = await c.gateway.call(account.loginSwitch, { groupId: '10000002' });
    expect(switched.clienttype).toBe('3');
    const old = result.token;
    c.session.token = switched.token;
    c.session.groupId = switched.groupId;
    await expect(c.gateway.call(account.getCorpsInfo, {})).resolves.toMatchObject({ roleType: 'op' });
    c.session.token = old;
    await expect(c.gateway.call(account.getCorpsInfo, {})).rejects.toMatchObject({
      code: ErrorCode.SessionExpired,
      httpStatus: 401,
      message: '登录信息已过期，请重新登录',
    });
  });

  it('refuses a manager an organisation that is not theirs, and allows its children', async () => {
    const c = server.client();
    const result = await c.gateway.call(account.orgLogin, { loginName: 'mgr01', password: 'Demo@2026' });
    expect(result.corpList[0]?.managerChildCorpInfoList?.map((o) => o.groupId)).toEqual([
      '10000011',
      '10000012',
      '10000013',
    ]);
    c.session.token = result.token;
    await expect(c.gateway.call(account.loginSwitch, { groupId: '10000001' })).rejects.toMatchObject({
      code: ErrorCode.OrgForbidden,
    });
    await expect(c.gateway.call(account.loginSwitch, { groupId: '10000012' })).resolves.toMatchObject({
      groupId: '10000012',
    });
  });

  it('lists accounts by privilege code: the manager gets the children, the hosting user no cart accounts', async () => {
    const mgr = server.client();
    await mgr.login('mgr01', 'Demo@2026', '10000011');
    const list = await mgr.gateway.call(account.queryAccountList, { privilegeCode: 'shopping_cart' });
    expect(list.orgList.map((o) => o.groupId)).toEqual(['10000011', '10000012', '10000013']);
    const host = server.client();
    await host.login('host01');
    expect(
      (await host.gateway.call(account.queryAccountList, { privilegeCode: 'shopping_cart' })).orgList,
    ).toEqual([]);
  });

  it('refuses a call whose x-gno is another organisation', async () => {
    const c = server.client();
    await c.login('op01');
    c.session.groupId = '10000002';
    await expect(c.gateway.call(product.fundSearch, { keyword: '华夏' })).rejects.toMatchObject({
      code: ErrorCode.OrgForbidden,
    });
  });

  it('refuses a call that needs an organisation before the switch', async () => {
    const c = server.client();
    const result = await c.gateway.call(account.orgLogin, { loginName: 'op01', password: 'Demo@2026' });
    c.session.token = result.token;
    await expect(c.gateway.call(product.fundSearch, { keyword: '华夏' })).rejects.toMatchObject({
      code: ErrorCode.OrgForbidden,
    });
  });
});

describe('sessions (DESIGN §7: idle and absolute expiry, revoked on logout)', () => {
  it('expires after 30 idle minutes with HTTP 401', async () => {
    const c = server.client();
    await c.login('op01');
    await c.gateway.call(account.personMenu, {});
    server.clock.advance(31 * 60_000);
    const error = await c.gateway.call(account.personMenu, {}).catch((e: unknown) => e);
    expect(GatewayError.is(error, ErrorCode.SessionExpired)).toBe(true);
    expect((error as GatewayError).httpStatus).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const c = server.client();
    await c.login('op01');
    await c.gateway.call(account.logout, {});
    await expect(c.gateway.call(account.personMenu, {})).rejects.toMatchObject({
      code: ErrorCode.SessionExpired,
    });
  });

  it('refuses a forged token', async () => {
    const c = server.client();
    c.session.token = 'forged-token-0000000000000000000000000000000';
    await expect(c.gateway.call(account.personMenu, {})).rejects.toMatchObject({
      code: ErrorCode.SessionExpired,
      httpStatus: 401,
    });
  });

  it('locks a login name for 15 minutes after 10 failures, then lets the right password in', async () => {
    const c = server.client();
    for (let i = 0; i < 10; i++) {
      await c.gateway
        .call(account.orgLogin, { loginName: 'chk02', password: `bad${i}` })
        .catch(() => undefined);
    }
    await expect(
      c.gateway.call(account.orgLogin, { loginName: 'chk02', password: 'Demo@2026' }),
    ).rejects.toMatchObject({
      code: ErrorCode.LoginLocked,
    });
    server.clock.advance(16 * 60_000);
    await expect(
      c.gateway.call(account.orgLogin, { loginName: 'chk02', password: 'Demo@2026' }),
    ).resolves.toMatchObject({
      personName: '刘洋',
    });
  });
});

describe('menu and privileges (spec 01 §6)', () => {
  it('gives the operator the fund_search privilege and the product menu', async () => {
    const c = server.client();
    await c.login('op01');
    const menu = await c.gateway.call(account.personMenu, {});
    expect(menu.privilegeCodes).toContain('fund_search');
    expect(menu.menuList.map((n) => n.code)).toContain('financial_products');
  });

  it('refuses fund search to the cockpit-only user on the server (Forbidden)', async () => {
    const c = server.client();
    await c.login('boss01');
    await expect(c.gateway.call(product.fundSearch, { keyword: '华夏' })).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
      message: '您没有权限进行此操作',
    });
  });
});

describe('bad input (DESIGN §7: validated, 4xx where due, nothing changed)', () => {
  it('answers 400 with FD2000 for malformed JSON', async () => {
    const { status, json } = await post(callPath(account.orgLogin), '{"loginName":');
    expect(status).toBe(400);
    expect(json.header.retCode).toBe(ErrorCode.BadRequest);
  });

  it('answers 413 with FD2001 for a 10 MB body', async () => {
    const { status, json } = await post(
      callPath(account.orgLogin),
      JSON.stringify({ loginName: 'x'.repeat(10 * 1024 * 1024) }),
    );
    expect(status).toBe(413);
    expect(json.header).toEqual({ retCode: ErrorCode.BodyTooLarge, retMessage: '请求内容过大' });
  });

  it('answers 400 naming the field for a 26-character search', async () => {
    const c = server.client();
    await c.login('op01');
    const { status, json } = await post(
      callPath(product.fundSearch),
      JSON.stringify({ keyword: '易'.repeat(26) }),
      {
        authorization: `Bearer ${c.session.token}`,
      },
    );
    expect(status).toBe(400);
    expect(json.header.retCode).toBe(ErrorCode.BadRequest);
    expect(json.header.retMessage).toContain('keyword');
  });

  it('answers 401 without a token and 404 for an unknown path', async () => {
    expect((await post(callPath(product.fundSearch), '{}')).status).toBe(401);
    const missing = await post('/mutual-fund-product/api/nope', '{}');
    expect(missing.status).toBe(404);
    expect(missing.json.header.retMessage).toBe('接口地址不存在');
  });

  it('treats SQL and HTML in the login name as plain text', async () => {
    const c = server.client();
    await expect(
      c.gateway.call(account.orgLogin, { loginName: "op01' OR '1'='1", password: 'Demo@2026' }),
    ).rejects.toMatchObject({ code: ErrorCode.LoginFailed });
    await expect(
      c.gateway.call(account.orgLogin, { loginName: '<script>alert(1)</script>', password: 'x' }),
    ).rejects.toMatchObject({ code: ErrorCode.LoginFailed });
  });
});

describe('transfer endpoint (spec 01 §7.1: serviceName, methodType, paramMap, headerMap, header)', () => {
  it('dispatches login, switch and search through the gateway envelope', async () => {
    const c = server.client('transfer');
    await c.login('op01');
    const menu = await c.gateway.call(account.personMenu, {});
    expect(menu.privilegeCodes).toContain('fund_search');
  });

  it('answers 400 for a malformed transfer envelope and 404 for an unknown method', async () => {
    const bad = await post('/mutual-fund-gateway/api/service/transfer', JSON.stringify({ serviceName: 7 }));
    expect(bad.status).toBe(400);
    const unknown = await post(
      '/mutual-fund-gateway/api/service/transfer',
      JSON.stringify({ serviceName: 'mutual-fund-product', methodType: 'nope' }),
    );
    expect(unknown.status).toBe(404);
  });
});
