import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { account, asset, batch, password, product } from '../api/index.js';
import { defineCall, TRANSFER_PATH } from '../api/contract.js';
import { ErrorCode } from '../errors/catalogue.js';
import type { GatewayError } from '../errors/GatewayError.js';
import { createGatewayClient, type FetchLike } from './client.js';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

const NONCE = 'n0nce-0123456789abcdef';

/** A fake gateway: answers the public key and the secret nonce, then whatever `answer` returns; records what was sent. */
function fakeGateway(answer: (sent: Sent) => { status?: number; body: unknown } | Promise<never>) {
  const sent: Sent[] = [];
  const fetch: FetchLike = async (url, init) => {
    const record: Sent = {
      url,
      method: init.method,
      headers: init.headers,
      body: init.body ? JSON.parse(init.body) : undefined,
    };
    sent.push(record);
    if (url.includes('pc/ssh/public_key')) {
      return {
        status: 200,
        text: () =>
          Promise.resolve(
            JSON.stringify({
              header: { retCode: '0000', retMessage: '' },
              body: { publicKey: 'PEM', keyBits: 1024 },
            }),
          ),
      };
    }
    if (url.includes('pc/ssh/nonce')) {
      return {
        status: 200,
        text: () =>
          Promise.resolve(
            JSON.stringify({
              header: { retCode: '0000', retMessage: '' },
              body: { nonce: NONCE, serverTime: 1700000000000, expiresInMs: 120000 },
            }),
          ),
      };
    }
    const reply = await answer(record);
    return {
      status: reply.status ?? 200,
      text: () => Promise.resolve(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)),
    };
  };
  return { fetch, sent };
}

const ok = (body: unknown) => ({ body: { header: { retCode: '0000', retMessage: '成功' }, body } });
const session = { token: () => 'tok', groupId: () => '10000001', checkedGroupNo: () => 'ENC(10000011)' };
const cipher = () => ({ modulusBits: 1024, encryptBlock: (chunk: string) => `RSA(${chunk})` });

const menuBody = { menuList: [], routeCodes: [], privilegeCodes: [] };

describe('GatewayClient headers (spec 01 §7.1)', () => {
  it('sends the bearer token, x-gno, channel source, sub-channel and checkedGroupNo for managers', async () => {
    const gw = fakeGateway(() => ok(menuBody));
    const client = createGatewayClient({
      baseUrl: 'http://gw',
      fetch: gw.fetch,
      session,
      createCipher: cipher,
      subChannel: 'SK',
    });
    await client.call(account.personMenu, {});
    expect(gw.sent[0]).toMatchObject({
      url: 'http://gw/mutual-fund-account/api/pc/person/menu',
      method: 'POST',
      headers: {
        authorization: 'Bearer tok',
        'x-gno': '10000001',
        'x-channel-source': 'PC',
        'x-sub-channel': 'SK',
        checkedgroupno: 'ENC(10000011)',
      },
    });
  });

  it('sends no Authorization and no x-gno before login', async () => {
    const gw = fakeGateway(() => ok({ publicKey: 'PEM', keyBits: 1024 }));
    const client = createGatewayClient({
      baseUrl: '',
      fetch: gw.fetch,
      session: { token: () => undefined, groupId: () => undefined },
      createCipher: cipher,
    });
    await client.call(account.publicKey, {});
    expect(gw.sent[0]!.headers.authorization).toBeUndefined();
    expect(gw.sent[0]!.headers['x-gno']).toBeUndefined();
    expect(gw.sent[0]!.method).toBe('GET');
  });
});

describe('RSA-encrypted fields (spec 01 §5)', () => {
  it('encrypts the password with the fetched public key and leaves the login name', async () => {
    const gw = fakeGateway(() => ({
      body: { header: { retCode: ErrorCode.LoginFailed, retMessage: '用户名或密码错误' }, body: null },
    }));
    const client = createGatewayClient({ baseUrl: '', fetch: gw.fetch, session, createCipher: cipher });
    await expect(
      client.call(account.orgLogin, { loginName: 'op01', password: 'Demo@2026' }),
    ).rejects.toMatchObject({
      code: ErrorCode.LoginFailed,
    });
    // The public key (kept) and a single-use nonce (issue 16 finding 5) are fetched side by side.
    expect(gw.sent.map((s) => s.url)).toEqual([
      '/mutual-fund-account/api/pc/ssh/public_key',
      '/mutual-fund-account/api/pc/ssh/nonce',
      '/mutual-fund-account/api/pc/org/login',
    ]);
    expect(gw.sent[2]!.body).toEqual({
      loginName: 'op01',
      password: `RSA(fd1|${NONCE}|1700000000000|Demo@2026)`,
    });
  });

  it('issue 16 finding 5: seals every encrypted field with a fresh nonce per call, the key fetched once', async () => {
    const gw = fakeGateway(() => ok({}));
    const client = createGatewayClient({ baseUrl: '', fetch: gw.fetch, session, createCipher: cipher });
    await client.call(password.modifyTradePassword, {
      oldTradePassword: '135790',
      newTradePassword: '246801',
    });
    await client.call(password.modifyTradePassword, {
      oldTradePassword: '246801',
      newTradePassword: '135790',
    });
    expect(gw.sent.map((s) => s.url.replace(/^.*\/api\//, ''))).toEqual([
      'pc/ssh/public_key',
      'pc/ssh/nonce',
      'pc/org/modifyTradePassword',
      'pc/ssh/nonce',
      'pc/org/modifyTradePassword',
    ]);
    expect(gw.sent[2]!.body).toEqual({
      oldTradePassword: `RSA(fd1|${NONCE}|1700000000000|135790)`,
      newTradePassword: `RSA(fd1|${NONCE}|1700000000000|246801)`,
    });
  });
});

describe('transfer-endpoint mode (spec 01 §7.1)', () => {
  it('wraps the call as serviceName, methodType, paramMap, headerMap and header', async () => {
    const gw = fakeGateway(() => ok({ content: [], totalElements: 0, page: 0, size: 20 }));
    const client = createGatewayClient({
      baseUrl: '',
      fetch: gw.fetch,
      session,
      createCipher: cipher,
      mode: 'transfer',
      now: () => 1700000000000,
    });
    await client.call(product.fundSearch, { keyword: '华夏' });
    expect(gw.sent[0]!.url).toBe(TRANSFER_PATH);
    expect(gw.sent[0]!.body).toEqual({
      serviceName: 'mutual-fund-product',
      methodType: 'fundSearch',
      paramMap: { keyword: '华夏', page: 0, size: 20 },
      headerMap: { channelSource: 'PC', subChannel: 'JGT', groupId: '10000001', token: 'tok' },
      header: { tts: 1700000000000, token: 'tok', groupId: '10000001' },
    });
  });
});

describe('failures become GatewayError with catalogue codes (spec 01 §8)', () => {
  const client = (answer: Parameters<typeof fakeGateway>[0], onError = vi.fn()) => {
    const gw = fakeGateway(answer);
    return {
      client: createGatewayClient({ baseUrl: '', fetch: gw.fetch, session, createCipher: cipher, onError }),
      onError,
    };
  };

  it('HTTP 401 -> session expired with 登录信息已过期，请重新登录', async () => {
    const { client: c } = client(() => ({
      status: 401,
      body: { header: { retCode: 'FD0401', retMessage: 'x' }, body: null },
    }));
    await expect(c.call(account.personMenu, {})).rejects.toMatchObject({
      code: ErrorCode.SessionExpired,
      kind: 'logout',
      message: '登录信息已过期，请重新登录',
      httpStatus: 401,
    });
  });

  it('onError is told the token the call went out with, not the one current when it fails', async () => {
    let current = 'old-token';
    const onError = vi.fn();
    const gw = fakeGateway(() => {
      current = 'new-token'; // a new login happens while the old call is in flight
      return { status: 401, body: { header: { retCode: 'FD0401', retMessage: 'x' }, body: null } };
    });
    const c = createGatewayClient({
      baseUrl: '',
      fetch: gw.fetch,
      session: { ...session, token: () => current },
      createCipher: cipher,
      onError,
    });
    await expect(c.call(account.personMenu, {})).rejects.toMatchObject({ code: ErrorCode.SessionExpired });
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ code: ErrorCode.SessionExpired }),
      account.personMenu,
      {},
      { token: 'old-token' },
    );
  });

  it('HTTP 404 without an envelope -> 接口地址不存在', async () => {
    const { client: c } = client(() => ({ status: 404, body: 'Not Found' }));
    await expect(c.call(account.personMenu, {})).rejects.toMatchObject({
      code: ErrorCode.NotFound,
      message: '接口地址不存在',
    });
  });

  it('A00070 keeps the spec text, its title and its action', async () => {
    const { client: c } = client(() => ({
      body: { header: { retCode: 'A00070', retMessage: 'locked' }, body: null },
    }));
    const error = (await c.call(account.personMenu, {}).catch((e: unknown) => e)) as GatewayError;
    expect(error.kind).toBe('tradePasswordLocked');
    expect(error.message).toBe('密码错误超出次数限制，请稍后重试');
  });

  it('an unknown code keeps the server message and is an alarm', async () => {
    const { client: c, onError } = client(() => ({
      body: { header: { retCode: 'X123', retMessage: '服务端提示' }, body: null },
    }));
    await expect(c.call(account.personMenu, {})).rejects.toMatchObject({
      code: 'X123',
      message: '服务端提示',
      kind: 'alarm',
    });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('a body that breaks the contract is refused on the client too', async () => {
    const { client: c } = client(() => ok({ menuList: 'nope' }));
    await expect(c.call(account.personMenu, {})).rejects.toMatchObject({ code: ErrorCode.Internal });
  });

  it('a request that breaks the contract is never sent', async () => {
    const { client: c } = client(() => ok(menuBody));
    await expect(c.call(product.fundSearch, { keyword: '易'.repeat(26) })).rejects.toMatchObject({
      code: ErrorCode.BadRequest,
    });
  });
});

describe('timeouts by call class and cancellation (spec 01 §7.1, §9)', () => {
  const hanging: FetchLike = (_url, init) =>
    new Promise((_resolve, reject) => {
      init.signal.addEventListener('abort', () => reject(init.signal.reason as Error));
    });

  it('times out with 请求超时，请刷新页面重试', async () => {
    const client = createGatewayClient({ baseUrl: '', fetch: hanging, session, createCipher: cipher });
    await expect(client.call(account.personMenu, {}, { timeoutMs: 20 })).rejects.toMatchObject({
      code: ErrorCode.Timeout,
      message: '请求超时，请刷新页面重试',
    });
  });

  it('gives uploads 120 s and downloads 300 s', async () => {
    const seen: number[] = [];
    const spy = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
      seen.push(ms);
      return new AbortController().signal;
    });
    const gw = fakeGateway(() => ok({}));
    const client = createGatewayClient({ baseUrl: '', fetch: gw.fetch, session, createCipher: cipher });
    const empty = z.object({});
    await client.call(
      defineCall({
        name: 'u',
        service: 'trade',
        path: 'u',
        timeout: 'upload',
        request: empty,
        response: empty,
      }),
      {},
    );
    await client.call(
      defineCall({
        name: 'd',
        service: 'asset',
        path: 'd',
        timeout: 'download',
        request: empty,
        response: empty,
      }),
      {},
    );
    await client.call(account.logout, {});
    spy.mockRestore();
    expect(seen).toEqual([120_000, 300_000, 20_000]);
  });

  it('a cancelled call fails as a network error, not a timeout', async () => {
    const client = createGatewayClient({ baseUrl: '', fetch: hanging, session, createCipher: cipher });
    const controller = new AbortController();
    const pending = client.call(account.personMenu, {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: ErrorCode.Network });
  });

  it('issue 10 §3: a cancelled download yields FD0499 (cancelled), not FD0408 (timeout)', async () => {
    const client = createGatewayClient({ baseUrl: '', fetch: hanging, session, createCipher: cipher });
    const controller = new AbortController();
    const pending = client.download(
      asset.documentDownload,
      { serialNo: 'D1' },
      { signal: controller.signal },
    );
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: ErrorCode.Network });
    expect(ErrorCode.Network).toBe('FD0499');
  });

  it('issue 10 §3: a cancelled upload yields FD0499 through the upload transport too', async () => {
    const onError = vi.fn();
    const client = createGatewayClient({
      baseUrl: '',
      fetch: hanging,
      session,
      createCipher: cipher,
      onError,
      uploadTransport: (request) =>
        new Promise((_resolve, reject) => {
          request.signal?.addEventListener('abort', () => reject(request.signal?.reason as Error));
        }),
    });
    const controller = new AbortController();
    const pending = client.upload(
      batch.importExcel,
      { tradeType: 'purchase' },
      { name: 'a.xlsx', bytes: new Uint8Array(1) },
      { signal: controller.signal },
    );
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: ErrorCode.Network });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('issue 10 §3: a download past its time limit is a timeout (FD0408)', async () => {
    const client = createGatewayClient({ baseUrl: '', fetch: hanging, session, createCipher: cipher });
    await expect(
      client.download(asset.documentDownload, { serialNo: 'D1' }, { timeoutMs: 20 }),
    ).rejects.toMatchObject({
      code: ErrorCode.Timeout,
    });
  });
});
