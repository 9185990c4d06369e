import { account, callPath, ErrorCode, GatewayError } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, solveCaptcha } from '../helpers/devTools.js';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';

/**
 * Forgot password, both kinds (issue 5 §6; spec 01 §5, §7.4, §7.5): A/pc/org/resetLoginPassword and
 * A/pc/person/pwd/retrieve/loginPwd/set with the single-use ticket of checkVerifyCode. This file's server has
 * its own copy of the seeded database, so the demo password of other test files is untouched.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const DEMO = 'Demo@2026';
const NEW = 'Fresh2026x';
const MINUTE = 60_000;
const DAY = 86_400_000;

type Purpose = 'login' | 'resetLoginPassword' | 'resetTradePassword';

/**
 * A verify ticket the way the forgot-password page earns it: captcha, a code to the dev mailbox, the code
 * checked. The clock moves 61 s first so that the 60 s resend rule never refuses the code.
 */
async function ticketFor(loginName: string, purpose: Purpose = 'resetLoginPassword'): Promise<string> {
  server.clock.advance(61_000);
  const c = server.client();
  const captcha = await c.gateway.call(account.captchaGet, {});
  const answer = await solveCaptcha(server.db, captcha.captchaId);
  const { ticket } = await c.gateway.call(account.captchaCheck, { captchaId: captcha.captchaId, answer });
  await c.gateway.call(account.getIdentifyCode, { loginName, purpose, captchaTicket: ticket });
  const code = await latestCode(server, loginName);
  return (await c.gateway.call(account.checkVerifyCode, { loginName, purpose, code })).verifyTicket;
}

async function loggedIn(loginName: string, password = DEMO): Promise<TestClient> {
  const client = server.client();
  await client.login(loginName, password);
  return client;
}

const reset = (loginName: string, verifyTicket: string, newPassword: string) =>
  server.client().gateway.call(account.resetLoginPassword, { loginName, verifyTicket, newPassword });

const failure = (promise: Promise<unknown>) => promise.then(() => null).catch((e: unknown) => e);

describe('login-password reset with a verify ticket (spec 01 §7.5 resetLoginPassword, §7.4)', () => {
  it('sets the new password: old sessions answer 401, the old password fails, the new one logs in', async () => {
    const ticket = await ticketFor('op01');
    const orgSession = await loggedIn('op01');
    const personSession = server.client();
    personSession.session.token = (
      await personSession.gateway.call(account.personLogin, { loginName: 'op01', password: DEMO })
    ).token;
    const link = await orgSession.gateway.call(account.tempTokenIssue, {});

    await expect(reset('op01', ticket, NEW)).resolves.toEqual({});

    for (const c of [orgSession, personSession]) {
      await expect(c.gateway.call(account.getCorpsInfo, {})).rejects.toMatchObject({
        code: ErrorCode.SessionExpired,
        httpStatus: 401,
        message: '登录信息已过期，请重新登录',
      });
    }
    // A link token issued before the reset would open a new session: it is void too (S00010).
    await expect(
      server.client().gateway.call(account.tempTokenCheck, { tempToken: link.tempToken }),
    ).rejects.toMatchObject({ code: ErrorCode.IllegalLink });
    await expect(
      server.client().gateway.call(account.orgLogin, { loginName: 'op01', password: DEMO }),
    ).rejects.toMatchObject({ code: ErrorCode.LoginFailed });
    const fresh = await loggedIn('op01', NEW);
    await expect(fresh.gateway.call(account.getCorpsInfo, {})).resolves.toMatchObject({ roleType: 'op' });
    const open = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sessions s JOIN persons p ON p.person_id = s.person_id
        WHERE p.login_name = 'op01' AND s.revoked_at IS NULL`,
    );
    expect(open[0]?.n).toBe(1);
  });

  it('the ticket works once (FD1011 the second time)', async () => {
    const ticket = await ticketFor('op02');
    await reset('op02', ticket, NEW);
    const again = await failure(reset('op02', ticket, 'Another2026'));
    expect(GatewayError.is(again, ErrorCode.VerifyTicketInvalid)).toBe(true);
    expect((again as GatewayError).message).toBe('身份验证已失效，请重新获取验证码');
    await expect(loggedIn('op02', NEW)).resolves.toBeDefined();
  });

  it('uses a ticket up exactly once when two resets race with it', async () => {
    const ticket = await ticketFor('trust01');
    const results = await Promise.allSettled([
      reset('trust01', ticket, 'Racer2026a'),
      reset('trust01', ticket, 'Racer2026b'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(GatewayError.is(refused?.reason, ErrorCode.VerifyTicketInvalid)).toBe(true);
  });

  it('refuses a ticket past its 10 minutes (clock moved)', async () => {
    const ticket = await ticketFor('chk01');
    server.clock.advance(10 * MINUTE + 1_000);
    await expect(reset('chk01', ticket, NEW)).rejects.toMatchObject({
      code: ErrorCode.VerifyTicketInvalid,
      message: '身份验证已失效，请重新获取验证码',
    });
    await expect(loggedIn('chk01', DEMO)).resolves.toBeDefined();
  });

  it('refuses a ticket earned for another purpose (login, resetTradePassword)', async () => {
    for (const purpose of ['login', 'resetTradePassword'] as const) {
      const ticket = await ticketFor('query01', purpose);
      await expect(reset('query01', ticket, NEW)).rejects.toMatchObject({
        code: ErrorCode.VerifyTicketInvalid,
      });
    }
    await expect(loggedIn('query01', DEMO)).resolves.toBeDefined();
  });

  it("refuses another person's ticket, and leaves that ticket good for its own person", async () => {
    const ticket = await ticketFor('boss01');
    await expect(reset('admin01', ticket, NEW)).rejects.toMatchObject({
      code: ErrorCode.VerifyTicketInvalid,
    });
    await expect(reset('nobody', ticket, NEW)).rejects.toMatchObject({ code: ErrorCode.VerifyTicketInvalid });
    await expect(loggedIn('admin01', DEMO)).resolves.toBeDefined();
    await expect(reset('boss01', ticket, NEW)).resolves.toEqual({});
  });

  it('spec 01 §5: refuses a weak, an undecryptable or the current password, keeping the ticket for the next try', async () => {
    const ticket = await ticketFor('chk02');
    for (const weak of ['abcdefgh', '12345678', 'abc123', 'abcd 1234', '密码abc12345']) {
      await expect(reset('chk02', ticket, weak)).rejects.toMatchObject({
        code: ErrorCode.PasswordWeak,
        message: '密码须为8-20位，且同时包含字母和数字',
      });
    }
    // Sent without encryption: refused exactly like a weak password (no padding oracle).
    const response = await fetch(`${server.baseUrl}${callPath(account.resetLoginPassword)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginName: 'chk02', verifyTicket: ticket, newPassword: NEW }),
    });
    const json = (await response.json()) as { header: { retCode: string; retMessage: string } };
    expect(json.header).toMatchObject({
      retCode: ErrorCode.PasswordWeak,
      retMessage: '密码须为8-20位，且同时包含字母和数字',
    });
    await expect(reset('chk02', ticket, DEMO)).rejects.toMatchObject({
      code: ErrorCode.PasswordUnchanged,
      message: '新密码不能与原密码相同',
    });
    await expect(loggedIn('chk02', DEMO)).resolves.toBeDefined();
    await expect(reset('chk02', ticket, NEW)).resolves.toEqual({});
    await expect(loggedIn('chk02', NEW)).resolves.toBeDefined();
  });

  it('clears failed logins and the login lock (DESIGN §7)', async () => {
    await server.db.query(
      "UPDATE persons SET failed_logins = 5, locked_until = $1 WHERE login_name = 'host01'",
      [new Date(server.clock.now() + DAY)],
    );
    await expect(loggedIn('host01', DEMO)).rejects.toMatchObject({ code: ErrorCode.LoginLocked });
    await reset('host01', await ticketFor('host01'), NEW);
    // No lock and no captcha (the count is back to 0).
    await expect(loggedIn('host01', NEW)).resolves.toBeDefined();
  });

  it('spec 01 §4.6: the password age restarts, so the reminder stops', async () => {
    await server.db.query("UPDATE persons SET password_changed_at = $1 WHERE login_name = 'sk01'", [
      new Date(server.clock.now() - 120 * DAY),
    ]);
    const before = server.client();
    before.session.token = (
      await before.gateway.call(account.personLogin, { loginName: 'sk01', password: DEMO })
    ).token;
    await expect(before.gateway.call(account.pwdModifyTip, {})).resolves.toMatchObject({
      tipFlag: true,
      passwordAgeDays: 120,
    });
    await reset('sk01', await ticketFor('sk01'), NEW);
    const changedAt = await server.db.query<{ password_changed_at: Date }>(
      "SELECT password_changed_at FROM persons WHERE login_name = 'sk01'",
    );
    expect(new Date(changedAt[0]!.password_changed_at).getTime()).toBe(server.clock.now());
    const after = server.client();
    after.session.token = (
      await after.gateway.call(account.personLogin, { loginName: 'sk01', password: NEW })
    ).token;
    await expect(after.gateway.call(account.pwdModifyTip, {})).resolves.toMatchObject({
      tipFlag: false,
      passwordAgeDays: 0,
    });
  });
});

describe('person-login reset (spec 01 §7.5 pwd/retrieve/loginPwd/set)', () => {
  it('sets the new password of a person login name with the same ticket rules', async () => {
    const c = server.client();
    const ticket = await ticketFor('mgr01');
    await expect(
      c.gateway.call(account.retrieveLoginPwdSet, {
        loginName: 'mgr01',
        verifyTicket: ticket,
        newPassword: 'ab1',
      }),
    ).rejects.toMatchObject({ code: ErrorCode.PasswordWeak });
    await expect(
      c.gateway.call(account.retrieveLoginPwdSet, {
        loginName: 'mgr01',
        verifyTicket: ticket,
        newPassword: NEW,
      }),
    ).resolves.toEqual({});
    await expect(
      c.gateway.call(account.retrieveLoginPwdSet, {
        loginName: 'mgr01',
        verifyTicket: ticket,
        newPassword: NEW,
      }),
    ).rejects.toMatchObject({ code: ErrorCode.VerifyTicketInvalid });
    await expect(
      c.gateway.call(account.personLogin, { loginName: 'mgr01', password: NEW }),
    ).resolves.toMatchObject({ personName: '吴敏', loginType: 2 });
  });
});
