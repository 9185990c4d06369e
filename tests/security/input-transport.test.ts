/**
 * Issue 16 findings 7 and 8 (DESIGN §7 "Strings are validated at the contract (no control characters); bad
 * input is a 4xx with a code, never a 500"): a NUL byte (or any C0 control but tab, LF, CR) in a JSON string
 * answers 400 FD2000 naming the field, on public and session calls alike; every JSON answer carries
 * `Cache-Control: no-store`.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { account, callPath, product } from '@funddesk/core';
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

describe('traversal-shaped URLs answer 404 or 400 with a code, never 500 (issue 16 finding 7)', () => {
  /** A server that serves a small web directory, as `npm start` serves packages/web/dist. */
  let web: TestServer;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'funddesk-web-'));
    await mkdir(join(webDir, 'assets'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>FundDesk</title>');
    await writeFile(join(webDir, 'assets', 'app.js'), 'export {};');
    web = await startServer({ devTools: false, webDir });
  });
  afterAll(async () => {
    await web?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it.each([
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/mutual-fund-trade/api/..%2f',
    '/mutual-fund-trade/api/..%2f..%2fpackage.json',
    '/assets/..%5c..%5cx',
    '/..%5c..%5cpackage.json',
    '/assets/%2e%2e%5c%2e%2e%5cpackage.json',
    '/assets/..%2f..%2fpackage.json',
  ])('GET and POST %s: 404 FD0404', async (url) => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await web.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({
        header: { retCode: 'FD0404', retMessage: '接口地址不存在' },
        body: null,
      });
    }
  });

  it.each(['/%', '/a%ZZ', '/%c0%ae%c0%ae/', '/mutual-fund-trade/api/%ZZ'])(
    'an undecodable URL %s: 400 FD2000 in an envelope (not Fastify’s own JSON)',
    async (url) => {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        header: { retCode: 'FD2000', retMessage: '请求参数不合法' },
        body: null,
      });
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('the web files are still served (index and an asset)', async () => {
    expect((await web.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect((await web.app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
  });
});

describe('fund search keywords without searchable characters (issue 16 finding 7, spec 03 §5)', () => {
  const search = async (keyword: string) => {
    const c = server.client();
    await c.login('op01');
    return server.app.inject({
      method: 'POST',
      url: callPath(product.fundSearch),
      payload: JSON.stringify({ keyword }),
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${c.session.token!}`,
        'x-gno': c.session.groupId!,
      },
    });
  };

  it.each([
    ['a NUL', '\u0000'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
    ['a zero-width space', '\u200b'],
    ['a direction mark inside a name', '易方达\u202e'],
  ])('%s: 400 FD2000 naming keyword, not every fund', async (_name, keyword) => {
    const response = await search(keyword);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ header: { retCode: 'FD2000' }, body: null });
    expect(response.json<{ header: { retMessage: string } }>().header.retMessage).toContain('keyword');
  });

  it.each([' ', '\t\n', '\u3000\u3000'])(
    'only whitespace (%j) is the empty keyword: nothing found',
    async (keyword) => {
      const response = await search(keyword);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        header: { retCode: '0000' },
        body: { content: [], totalElements: 0 },
      });
    },
  );

  it('an ordinary keyword still finds funds', async () => {
    const response = await search('易方达');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ body: { totalElements: number } }>().body.totalElements).toBeGreaterThan(0);
  });
});
