/**
 * Issue 16 findings 7 and 8 (DESIGN §7 "Strings are validated at the contract (no control characters); bad
 * input is a 4xx with a code, never a 500"): a NUL byte (or any C0 control but tab, LF, CR) in a JSON string
 * answers 400 FD2000 naming the field, on public and session calls alike; every JSON answer carries
 * `Cache-Control: no-store`.
 */
import { account, callPath } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ devTools: false });
});
afterAll(async () => {
  await server?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('control characters in JSON strings answer 400 with a code (issue 16 finding 7)', () => {
  it.each([
    ['a NUL in the login name', { loginName: 'op01\u0000', password: 'x' }, 'loginName'],
    [
      'a NUL in a nested key value',
      { loginName: 'op01', password: 'x', extra: { a: ['ok', 'b\u0000'] } },
      'extra.a.1',
    ],
    ['an escape character', { loginName: '\u001b[31mop01', password: 'x' }, 'loginName'],
  ])('%s on the public login: 400 FD2000, nothing written', async (_name, payload, field) => {
    const response = await post(callPath(account.orgLogin), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      header: { retCode: 'FD2000', retMessage: `请求参数不合法：${field}` },
      body: null,
    });
  });

  it('a NUL in the transfer envelope’s paramMap: 400', async () => {
    const response = await post('/mutual-fund-gateway/api/service/transfer', {
      serviceName: 'mutual-fund-account',
      methodType: account.orgLogin.path,
      paramMap: { loginName: '\u0000', password: 'x' },
      headerMap: {},
      header: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ header: { retCode: 'FD2000' } });
  });

  it('tab, line feed and carriage return stay allowed (an ordinary wrong login: 200 FD1001)', async () => {
    const response = await post(callPath(account.orgLogin), { loginName: 'no\tbody\r\n', password: 'x' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ header: { retCode: 'FD1001' } });
  });
});

describe('JSON answers are never cached (issue 16 finding 8)', () => {
  it('a session call, a public call, an error and a 404 all carry Cache-Control: no-store', async () => {
    const c = server.client();
    await c.login('op01');
    const menu = await server.app.inject({
      method: callPath(account.personMenu).startsWith('/') ? account.personMenu.method : 'GET',
      url: callPath(account.personMenu),
      headers: { authorization: `Bearer ${c.session.token!}`, 'x-gno': c.session.groupId! },
      ...(account.personMenu.method === 'POST' ? { payload: {} } : {}),
    });
    expect(menu.statusCode).toBe(200);
    expect(menu.headers['cache-control']).toBe('no-store');
    const login = await post(callPath(account.orgLogin), { loginName: 'nobody', password: 'x' });
    expect(login.headers['cache-control']).toBe('no-store');
    const unauthorised = await server.app.inject({
      method: account.personMenu.method,
      url: callPath(account.personMenu),
    });
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.headers['cache-control']).toBe('no-store');
    const missing = await server.app.inject({ method: 'GET', url: '/mutual-fund-account/api/no/such/call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
