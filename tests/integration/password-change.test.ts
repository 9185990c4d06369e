import { account, ErrorCode, password, trade } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '../helpers/devTools.js';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';

/**
 * The signed-in person's own passwords (spec 01 §2.2 /user/password/login, /user/password/trade,
 * /user/forgetTradePassword; §5; §7.5 pwd/modify, modifyTradePassword, pwd/retrieve/tradePwd/*). This file's
 * server has its own copy of the seeded database.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const DEMO = 'Demo@2026';
const TRADE = '135790';

async function loggedIn(loginName: string, loginPassword = DEMO): Promise<TestClient> {
  const client = server.client();
  await client.login(loginName, loginPassword);
  return client;
}

const failure = (promise: Promise<unknown>) => promise.then(() => null).catch((e: unknown) => e);

const remainingOf = async (loginName: string): Promise<number> =>
  (
    await server.db.query<{ trade_pwd_remaining: number }>(
      'SELECT trade_pwd_remaining FROM persons WHERE login_name = $1',
      [loginName],
    )
  )[0]!.trade_pwd_remaining;

describe('A/pc/person/pwd/modify: changing the login password (spec 01 §5, §7.5)', () => {
  it('a wrong current password is FD1016 原登录密码不正确 and the session stays', async () => {
    const c = await loggedIn('chk01');
    await expect(
      c.gateway.call(password.modifyLoginPassword, { oldPassword: 'Wrong2026x', newPassword: 'Fresh2026x' }),
    ).rejects.toMatchObject({ code: ErrorCode.LoginPasswordWrong, message: '原登录密码不正确' });
    await expect(c.gateway.call(account.getCorpsInfo, {})).resolves.toMatchObject({
      roleType: 'first_checker',
    });
  });

  it('the new password follows the rule (FD1012) and differs from the current one (FD1013)', async () => {
    const c = await loggedIn('chk01');
    await expect(
      c.gateway.call(password.modifyLoginPassword, { oldPassword: DEMO, newPassword: '12345678' }),
    ).rejects.toMatchObject({
      code: ErrorCode.PasswordWeak,
      message: '密码须为8-20位，且同时包含字母和数字',
    });
    await expect(
      c.gateway.call(password.modifyLoginPassword, { oldPassword: DEMO, newPassword: DEMO }),
    ).rejects.toMatchObject({ code: ErrorCode.PasswordUnchanged, message: '新密码不能与原密码相同' });
    await expect(server.client().login('chk01', DEMO)).resolves.toBeUndefined();
  });

  it('success ends every session (401) and link token, the old password fails, the new one logs in, the age restarts (§4.6)', async () => {
    const changedAt = async () =>
      new Date(
        (
          await server.db.query<{ password_changed_at: Date | string }>(
            "SELECT password_changed_at FROM persons WHERE login_name = 'chk02'",
          )
        )[0]!.password_changed_at,
      ).getTime();
    server.clock.advance(60_000);
    const c = await loggedIn('chk02');
    const other = await loggedIn('chk02');
    expect(await changedAt()).not.toBe(server.clock.now());
    const link = await c.gateway.call(account.tempTokenIssue, {});

    await expect(
      c.gateway.call(password.modifyLoginPassword, { oldPassword: DEMO, newPassword: 'Fresh2026x' }),
    ).resolves.toEqual({});
    for (const session of [c, other]) {
      await expect(session.gateway.call(account.getCorpsInfo, {})).rejects.toMatchObject({
        code: ErrorCode.SessionExpired,
        httpStatus: 401,
      });
    }
    // A link token issued under the old password would open a new session: it is void too (S00010).
    await expect(
      server.client().gateway.call(account.tempTokenCheck, { tempToken: link.tempToken }),
    ).rejects.toMatchObject({ code: ErrorCode.IllegalLink });
    await expect(
      server.client().gateway.call(account.orgLogin, { loginName: 'chk02', password: DEMO }),
    ).rejects.toMatchObject({ code: ErrorCode.LoginFailed });
    const fresh = await loggedIn('chk02', 'Fresh2026x');
    expect(await changedAt()).toBe(server.clock.now());
    expect((await fresh.gateway.call(account.pwdModifyTip, {})).tipFlag).toBe(false);
  });

  it('DESIGN §7: the tenth wrong current password locks the name (FD1002) and ends its sessions', async () => {
    const c = await loggedIn('query01');
    for (let i = 1; i < 10; i += 1) {
      const error = await failure(
        c.gateway.call(password.modifyLoginPassword, {
          oldPassword: `Guess${i}2026`,
          newPassword: 'Fresh2026x',
        }),
      );
      expect(error).toMatchObject({ code: ErrorCode.LoginPasswordWrong });
    }
    await expect(
      c.gateway.call(password.modifyLoginPassword, { oldPassword: 'Guess2026x', newPassword: 'Fresh2026x' }),
    ).rejects.toMatchObject({ code: ErrorCode.LoginLocked });
    await expect(c.gateway.call(account.getCorpsInfo, {})).rejects.toMatchObject({ httpStatus: 401 });
    await expect(
      server.client().gateway.call(account.orgLogin, { loginName: 'query01', password: DEMO }),
    ).rejects.toMatchObject({ code: ErrorCode.LoginLocked });
    server.clock.advance(16 * 60_000);
    await expect(server.client().login('query01', DEMO)).resolves.toBeUndefined();
  });
});

describe('A/pc/org/modifyTradePassword: changing the trade password (spec 01 §5, §7.5, spec 02 §4)', () => {
  it('a wrong current one costs an attempt with the spec message; a malformed new one costs none (FD1014)', async () => {
    const c = await loggedIn('op01');
    await expect(
      c.gateway.call(password.modifyTradePassword, {
        oldTradePassword: '000000',
        newTradePassword: '246801',
      }),
    ).rejects.toMatchObject({
      code: ErrorCode.TradePasswordWrong,
      message: '输入错误，继续输错4次后账户将会被锁定',
    });
    expect(await remainingOf('op01')).toBe(4);
    await expect(
      c.gateway.call(password.modifyTradePassword, { oldTradePassword: '000000', newTradePassword: '12345' }),
    ).rejects.toMatchObject({ code: ErrorCode.TradePasswordFormat, message: '交易密码须为6位数字' });
    expect(await remainingOf('op01')).toBe(4);
    await expect(
      c.gateway.call(password.modifyTradePassword, { oldTradePassword: TRADE, newTradePassword: TRADE }),
    ).rejects.toMatchObject({
      code: ErrorCode.TradePasswordUnchanged,
      message: '新交易密码不能与原交易密码相同',
    });
  });

  it('success: the new one passes checkTradePassword, the old one does not, the 5 attempts are back', async () => {
    const c = await loggedIn('op01');
    await expect(
      c.gateway.call(password.modifyTradePassword, { oldTradePassword: TRADE, newTradePassword: '246801' }),
    ).resolves.toEqual({});
    expect(await remainingOf('op01')).toBe(5);
    await expect(c.gateway.call(trade.checkTradePassword, { tradePassword: '246801' })).resolves.toEqual({
      remaining: 5,
    });
    await expect(c.gateway.call(trade.checkTradePassword, { tradePassword: TRADE })).rejects.toMatchObject({
      code: ErrorCode.TradePasswordWrong,
    });
  });

  it('spec 01 §8 A00070: once locked, even the right current one is refused', async () => {
    const c = await loggedIn('op02');
    for (let i = 0; i < 5; i += 1) {
      await failure(c.gateway.call(trade.checkTradePassword, { tradePassword: '000000' }));
    }
    await expect(
      c.gateway.call(password.modifyTradePassword, { oldTradePassword: TRADE, newTradePassword: '246801' }),
    ).rejects.toMatchObject({
      code: ErrorCode.TradePasswordLocked,
      message: '密码错误超出次数限制，请稍后重试',
    });
  });

  it('spec 01 §6: a role without trans_pwd may not call it (FD1003)', async () => {
    const c = await loggedIn('chk01');
    await expect(
      c.gateway.call(password.modifyTradePassword, { oldTradePassword: TRADE, newTradePassword: '246801' }),
    ).rejects.toMatchObject({ code: ErrorCode.Forbidden });
  });
});

describe('pwd/retrieve/tradePwd: setting a forgotten or first trade password (spec 01 §4.7, §7.4, §7.5, §8 A00070)', () => {
  it('code to the own contact (60 s apart, FD1009), checked (FD1008 when wrong), ticket sets the password and ends the lock', async () => {
    const c = await loggedIn('op02'); // locked by the test above
    server.clock.advance(61_000);
    const sent = await c.gateway.call(password.tradePwdVerifyWay, {});
    expect(sent).toMatchObject({ expiresInSec: 300, resendAfterSec: 60 });
    await expect(c.gateway.call(password.tradePwdVerifyWay, {})).rejects.toMatchObject({
      code: ErrorCode.VerifyCodeTooFrequent,
    });
    const code = await latestCode(server, 'op02');
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(c.gateway.call(password.tradePwdCheck, { code: wrong })).rejects.toMatchObject({
      code: ErrorCode.VerifyCodeWrong,
    });
    const { verifyTicket } = await c.gateway.call(password.tradePwdCheck, { code });

    // A malformed password gives the ticket back.
    await expect(
      c.gateway.call(password.tradePwdSet, { verifyTicket, newTradePassword: 'abcdef' }),
    ).rejects.toMatchObject({ code: ErrorCode.TradePasswordFormat });
    await expect(
      c.gateway.call(password.tradePwdSet, { verifyTicket, newTradePassword: '975310' }),
    ).resolves.toEqual({});
    expect(await remainingOf('op02')).toBe(5);
    await expect(c.gateway.call(trade.checkTradePassword, { tradePassword: '975310' })).resolves.toEqual({
      remaining: 5,
    });
    // The ticket is single use.
    await expect(
      c.gateway.call(password.tradePwdSet, { verifyTicket, newTradePassword: '864200' }),
    ).rejects.toMatchObject({
      code: ErrorCode.VerifyTicketInvalid,
      message: '身份验证已失效，请重新获取验证码',
    });
  });

  it("another person's ticket is refused (FD1011)", async () => {
    const owner = await loggedIn('trust01');
    server.clock.advance(61_000);
    await owner.gateway.call(password.tradePwdVerifyWay, {});
    const { verifyTicket } = await owner.gateway.call(password.tradePwdCheck, {
      code: await latestCode(server, 'trust01'),
    });
    const other = await loggedIn('op01');
    await expect(
      other.gateway.call(password.tradePwdSet, { verifyTicket, newTradePassword: '135791' }),
    ).rejects.toMatchObject({ code: ErrorCode.VerifyTicketInvalid });
  });
});
