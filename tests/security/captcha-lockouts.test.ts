/**
 * Issue 16 findings 2 and 6 (DESIGN §7 "Captchas come from a maintained generator; lockouts are per name and
 * address and expire"): the captcha is svg-captcha's, single use, expiring, kept in the database and bound
 * to the client that asked for it; verification-code requests are limited per login name and per address;
 * a login needs the captcha after 3 failures of the name and is locked per name and address for 15 minutes;
 * a locked trade password unlocks after 30 minutes. Clients at other addresses are driven through
 * `app.inject` with a `remoteAddress` (the server trusts no forwarded header).
 */
import { account, createGatewayClient, ErrorCode, trade, type GatewayClient } from '@funddesk/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../helpers/devTools.js';
import { nodeCipher, startServer, type TestServer } from '../helpers/server.js';

const DEMO = 'Demo@2026';
const TRADE_PASSWORD = '135790';
const MINUTE = 60_000;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

/** A gateway client whose requests reach the app from `remoteAddress`, with its own session. */
function clientAt(app: FastifyInstance, baseUrl: string, remoteAddress: string) {
  const session: { token?: string; groupId?: string } = {};
  const gateway: GatewayClient = createGatewayClient({
    baseUrl,
    fetch: async (input, init) => {
      const url = new URL(input);
      const response = await app.inject({
        method: init.method as 'GET',
        url: url.pathname + url.search,
        headers: init.headers,
        ...(init.body === undefined ? {} : { payload: init.body }),
        remoteAddress,
      });
      return {
        status: response.statusCode,
        text: () => Promise.resolve(response.payload),
        headers: { get: (name: string) => String(response.headers[name.toLowerCase()] ?? '') || null },
      };
    },
    session: { token: () => session.token, groupId: () => session.groupId },
    createCipher: nodeCipher,
  });
  return { gateway, session };
}

const at = (address: string) => clientAt(server.app, server.baseUrl, address);

/** A captcha ticket earned from `address` (the answer read the way only a test can). */
async function ticketAt(gateway: GatewayClient): Promise<string> {
  const captcha = await gateway.call(account.captchaGet, {});
  const answer = await solveCaptcha(server.db, captcha.captchaId);
  return (await gateway.call(account.captchaCheck, { captchaId: captcha.captchaId, answer })).ticket;
}

const failure = (promise: Promise<unknown>) => promise.then(() => null).catch((e: unknown) => e);

describe('captcha (issue 16 finding 2, spec 01 §7.4)', () => {
  it('is drawn by svg-captcha: filled glyph outlines and five noise curves, no text', async () => {
    const { image } = await at('10.1.0.1').gateway.call(account.captchaGet, {});
    const svg = Buffer.from(image.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('stroke-linecap'); // the former hand-drawn stroke font
    expect(svg.match(/<path fill="/g)).toHaveLength(4);
    expect(svg.match(/<path d="M[^"]* C[^"]*" stroke="/g)).toHaveLength(5);
  });

  it('issue 17 §2 text alternative: kind text asks a sum in Chinese; its answer earns a ticket, once', async () => {
    const { gateway } = at('10.1.0.9');
    const captcha = await gateway.call(account.captchaGet, { kind: 'text' });
    expect(captcha.image).toBe('');
    const [, a, b] = /^(\d) 加 (\d) 等于几？/.exec(captcha.question ?? '') ?? [];
    expect(a && b).toBeTruthy();
    const wrong = await gateway.call(account.captchaGet, { kind: 'text' });
    expect(
      await failure(gateway.call(account.captchaCheck, { captchaId: wrong.captchaId, answer: '99' })),
    ).toMatchObject({ code: ErrorCode.CaptchaWrong });
    const answer = String(Number(a) + Number(b));
    const { ticket } = await gateway.call(account.captchaCheck, { captchaId: captcha.captchaId, answer });
    expect(ticket).toBeTruthy();
    expect(
      await failure(gateway.call(account.captchaCheck, { captchaId: captcha.captchaId, answer })),
    ).toMatchObject({ code: ErrorCode.CaptchaWrong });
  });

  it('is kept in the database, answers one check only, and expires after 120 s', async () => {
    const { gateway } = at('10.1.0.2');
    const first = await gateway.call(account.captchaGet, {});
    const rows = await server.db.query<{ client_key: string }>(
      'SELECT client_key FROM captchas WHERE captcha_id = $1',
      [first.captchaId],
    );
    expect(rows).toEqual([{ client_key: '10.1.0.2' }]);
    const answer = await solveCaptcha(server.db, first.captchaId);
    await gateway.call(account.captchaCheck, { captchaId: first.captchaId, answer });
    await expect(
      gateway.call(account.captchaCheck, { captchaId: first.captchaId, answer }),
    ).rejects.toMatchObject({
      code: ErrorCode.CaptchaWrong,
    });

    const second = await gateway.call(account.captchaGet, {});
    const secondAnswer = await solveCaptcha(server.db, second.captchaId);
    server.clock.advance(121_000);
    await expect(
      gateway.call(account.captchaCheck, { captchaId: second.captchaId, answer: secondAnswer }),
    ).rejects.toMatchObject({ code: ErrorCode.CaptchaWrong });
  });

  it('is bound to the client that asked for it: another address can neither check it nor use its ticket', async () => {
    const owner = at('10.1.0.3').gateway;
    const stranger = at('10.1.0.4').gateway;
    const captcha = await owner.call(account.captchaGet, {});
    const answer = await solveCaptcha(server.db, captcha.captchaId);
    await expect(
      stranger.call(account.captchaCheck, { captchaId: captcha.captchaId, answer }),
    ).rejects.toMatchObject({
      code: ErrorCode.CaptchaWrong,
    });
    // The stranger's attempt did not use it up: the owner still can.
    const { ticket } = await owner.call(account.captchaCheck, { captchaId: captcha.captchaId, answer });
    await expect(
      stranger.call(account.getIdentifyCode, { loginName: 'op01', purpose: 'login', captchaTicket: ticket }),
    ).rejects.toMatchObject({ code: ErrorCode.CaptchaWrong, message: '图形验证码错误或已失效，请重新输入' });
    await expect(
      owner.call(account.getIdentifyCode, { loginName: 'op01', purpose: 'login', captchaTicket: ticket }),
    ).resolves.toMatchObject({ expiresInSec: 300 });
  });
});

describe('verification-code requests limited per name and per address (issue 16 finding 2)', () => {
  it('a login name gets 5 codes an hour, whatever the address; the 6th waits for the window', async () => {
    for (let i = 0; i < 5; i++) {
      server.clock.advance(61_000); // past the 60 s resend rule of one name and purpose
      const { gateway } = at(`10.2.0.${i + 1}`);
      await gateway.call(account.getIdentifyCode, {
        loginName: 'chk01',
        purpose: 'resetLoginPassword',
        captchaTicket: await ticketAt(gateway),
      });
    }
    server.clock.advance(61_000);
    const { gateway } = at('10.2.0.9');
    const error = await failure(
      gateway.call(account.getIdentifyCode, {
        loginName: 'chk01',
        purpose: 'resetLoginPassword',
        captchaTicket: await ticketAt(gateway),
      }),
    );
    expect(error).toMatchObject({ code: ErrorCode.VerifyCodeTooFrequent });
    expect((error as Error).message).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
  });

  it('an address gets 20 codes an hour over all names; the 21st is refused, another address is not', async () => {
    const { gateway } = at('10.3.0.1');
    for (let i = 0; i < 20; i++) {
      await gateway.call(account.getIdentifyCode, {
        loginName: `nobody${i}`,
        purpose: 'login',
        captchaTicket: await ticketAt(gateway),
      });
    }
    await expect(
      gateway.call(account.getIdentifyCode, {
        loginName: 'nobody20',
        purpose: 'login',
        captchaTicket: await ticketAt(gateway),
      }),
    ).rejects.toMatchObject({ code: ErrorCode.VerifyCodeTooFrequent });
    const other = at('10.3.0.2').gateway;
    await expect(
      other.call(account.getIdentifyCode, {
        loginName: 'nobody21',
        purpose: 'login',
        captchaTicket: await ticketAt(other),
      }),
    ).resolves.toMatchObject({ expiresInSec: 300 });
  });
});

describe('login lockouts per name and address, expiring (issue 16 finding 6, DESIGN §7)', () => {
  it('after 3 failures of a name the right password needs a captcha, from any address', async () => {
    const attacker = at('10.4.0.1').gateway;
    for (let i = 0; i < 3; i++) {
      await expect(
        attacker.call(account.orgLogin, { loginName: 'chk02', password: `bad${i}` }),
      ).rejects.toMatchObject({
        code: ErrorCode.LoginFailed,
      });
    }
    const owner = at('10.4.0.2').gateway;
    await expect(owner.call(account.orgLogin, { loginName: 'chk02', password: DEMO })).rejects.toMatchObject({
      code: ErrorCode.CaptchaRequired,
    });
    await expect(
      owner.call(account.orgLogin, {
        loginName: 'chk02',
        password: DEMO,
        captchaTicket: await ticketAt(owner),
      }),
    ).resolves.toMatchObject({ personName: '刘洋' });
  });

  it('ten failures lock the name for that address only, for 15 minutes', async () => {
    const attacker = at('10.5.0.1').gateway;
    for (let i = 0; i < 10; i++) {
      await failure(attacker.call(account.orgLogin, { loginName: 'op02', password: `bad${i}` }));
    }
    await expect(
      attacker.call(account.orgLogin, { loginName: 'op02', password: DEMO }),
    ).rejects.toMatchObject({
      code: ErrorCode.LoginLocked,
      message: '登录失败次数过多，请15分钟后再试',
    });
    // The person, at another address, still logs in: a stranger cannot lock them out.
    await expect(
      at('10.5.0.2').gateway.call(account.orgLogin, { loginName: 'op02', password: DEMO }),
    ).resolves.toMatchObject({ loginType: 1 });
    server.clock.advance(14 * MINUTE);
    await expect(
      attacker.call(account.orgLogin, { loginName: 'op02', password: DEMO }),
    ).rejects.toMatchObject({
      code: ErrorCode.LoginLocked,
    });
    server.clock.advance(1 * MINUTE + 1_000);
    await expect(
      attacker.call(account.orgLogin, { loginName: 'op02', password: DEMO }),
    ).resolves.toMatchObject({
      loginType: 1,
    });
  });

  it('unknown names are counted and locked the same way (no probing by the answer)', async () => {
    const attacker = at('10.6.0.1').gateway;
    for (let i = 0; i < 10; i++) {
      await expect(
        attacker.call(account.orgLogin, { loginName: 'ghost', password: `bad${i}` }),
      ).rejects.toMatchObject({
        code: ErrorCode.LoginFailed,
      });
    }
    await expect(
      attacker.call(account.orgLogin, { loginName: 'ghost', password: DEMO }),
    ).rejects.toMatchObject({
      code: ErrorCode.LoginLocked,
    });
  });
});

describe('a locked trade password unlocks after 30 minutes (issue 16 finding 6, spec 01 §8 A00070)', () => {
  it('five wrong entries lock it (请稍后重试); 29 minutes later still locked, at 30 the right one works', async () => {
    const op = server.client();
    await op.login('op01');
    for (const left of [4, 3, 2, 1]) {
      await expect(
        op.gateway.call(trade.checkTradePassword, { tradePassword: '000000' }),
      ).rejects.toMatchObject({
        code: ErrorCode.TradePasswordWrong,
        message: `输入错误，继续输错${left}次后账户将会被锁定`,
      });
    }
    await expect(
      op.gateway.call(trade.checkTradePassword, { tradePassword: '000000' }),
    ).rejects.toMatchObject({
      code: ErrorCode.TradePasswordLocked,
      message: '密码错误超出次数限制，请稍后重试',
    });
    server.clock.advance(29 * MINUTE);
    const later = server.client(); // sessions expire after 30 idle minutes
    await later.login('op01');
    await expect(
      later.gateway.call(trade.checkTradePassword, { tradePassword: TRADE_PASSWORD }),
    ).rejects.toMatchObject({
      code: ErrorCode.TradePasswordLocked,
    });
    server.clock.advance(1 * MINUTE);
    await expect(
      later.gateway.call(trade.checkTradePassword, { tradePassword: TRADE_PASSWORD }),
    ).resolves.toEqual({
      remaining: 5,
    });
  });
});
