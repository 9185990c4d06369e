import { account, ErrorCode, GatewayError } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, mailbox, publishAgreements, solveCaptcha } from '../helpers/devTools.js';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const DAY = 86_400_000;

async function loggedIn(loginName: string, groupId?: string): Promise<TestClient> {
  const client = server.client();
  await client.login(loginName, 'Demo@2026', groupId);
  return client;
}

/** A captcha ticket, solved the test's way. */
async function captchaTicket(client: TestClient): Promise<string> {
  const captcha = await client.gateway.call(account.captchaGet, {});
  const answer = await solveCaptcha(server.db, captcha.captchaId);
  return (await client.gateway.call(account.captchaCheck, { captchaId: captcha.captchaId, answer })).ticket;
}

describe('agreement batch query and signing, per person and group (spec 01 §4.5, §7.10; spec 02 §4)', () => {
  it('the seeded operator has signed everything: signFlag, no list, no upgrade texts', async () => {
    const c = await loggedIn('op01');
    await expect(c.gateway.call(account.custAgreementBatchQuery, {})).resolves.toEqual({
      signFlag: true,
      jgtOrgProdFlag: 2,
      agreementList: [],
      alterMsgDto: null,
      alterMsgDtoTwo: null,
    });
  });

  it('a person who never signed for a group gets the five agreements (signType 1-4, 25), no upgrade texts', async () => {
    await server.db.query(
      "DELETE FROM agreement_signatures WHERE person_id = 'P0002' AND group_id = '10000001'",
    );
    const c = await loggedIn('op02', '10000001');
    const answer = await c.gateway.call(account.custAgreementBatchQuery, {
      signTypeList: [1, 2, 3, 4, 25],
      scene: '10',
      jgtOrgProdFlag: 2,
      gid: 'G10000001',
    });
    expect(answer.signFlag).toBe(false);
    expect(answer.alterMsgDto).toBeNull();
    expect(answer.agreementList.map((a) => [a.signType, a.agreementType, a.version, a.upgraded])).toEqual([
      [1, 0, 1, false],
      [2, 1, 1, false],
      [3, 2, 1, false],
      [4, 3, 1, false],
      [25, null, 1, false],
    ]);
    expect(answer.agreementList.map((a) => a.agreementName)).toEqual([
      '客户维护费告知书',
      '基金投资风险揭示书',
      '开放式基金电子交易服务协议',
      '超级转换用户服务协议',
      '法律声明及用户协议',
    ]);
    const text = await c.gateway.call(account.agreementText, { id: answer.agreementList[1]!.id });
    expect(text.content).toContain('基金投资有风险');
    expect(text.content).toContain('机构客户');

    // Signatures are per group: the trust-channel product organisation of op02 is still signed.
    const trust = await loggedIn('op02', '10000002');
    await expect(trust.gateway.call(account.custAgreementBatchQuery, {})).resolves.toMatchObject({
      signFlag: true,
      jgtOrgProdFlag: 3,
    });

    const signed = await c.gateway.call(account.custAgreementSign, {
      scene: '10',
      signTypeList: [1, 2, 3, 4, 25],
      jgtOrgProdFlag: 2,
      gid: 'G10000001',
      ids: answer.agreementList.map((a) => a.id),
    });
    expect(signed.signed.map((s) => s.signType)).toEqual([1, 2, 3, 4, 25]);
    await expect(c.gateway.call(account.custAgreementBatchQuery, {})).resolves.toMatchObject({
      signFlag: true,
    });
    // Signing again is harmless (idempotent).
    await expect(
      c.gateway.call(account.custAgreementSign, {
        signTypeList: [1],
        ids: [answer.agreementList[0]!.id],
      }),
    ).resolves.toBeDefined();
  });

  it('the trust channel reads agreements with jgtOrgProdFlag 3 and 产品 texts (spec 01 §1)', async () => {
    await server.db.query("DELETE FROM agreement_signatures WHERE person_id = 'P0010'");
    const c = await loggedIn('trust01');
    const answer = await c.gateway.call(account.custAgreementBatchQuery, {});
    expect(answer.jgtOrgProdFlag).toBe(3);
    expect(answer.agreementList[0]!.id).toBe('AG1-F3-V1');
    const text = await c.gateway.call(account.agreementText, { id: answer.agreementList[0]!.id });
    expect(text.content).toContain('产品客户');
  });

  it('refuses a flag or gid of another organisation', async () => {
    const c = await loggedIn('op01');
    await expect(
      c.gateway.call(account.custAgreementBatchQuery, { jgtOrgProdFlag: 3 }),
    ).rejects.toMatchObject({
      code: ErrorCode.BadRequest,
    });
    await expect(c.gateway.call(account.custAgreementBatchQuery, { gid: 'G10000002' })).rejects.toMatchObject(
      {
        code: ErrorCode.OrgForbidden,
      },
    );
  });

  it('a new version of a signed agreement is the upgrade variant; only the latest version may be signed', async () => {
    const ids = await publishAgreements(server, [2], '新增私募基金风险提示条款。');
    expect(ids).toEqual(['AG2-F2-V2', 'AG2-F3-V2']);
    const c = await loggedIn('op01');
    const answer = await c.gateway.call(account.custAgreementBatchQuery, {});
    expect(answer.signFlag).toBe(false);
    expect(answer.agreementList).toHaveLength(1);
    expect(answer.agreementList[0]).toMatchObject({ id: 'AG2-F2-V2', version: 2, upgraded: true });
    expect(answer.alterMsgDto?.title).toBe('协议更新提示');
    expect(answer.alterMsgDto?.content).toContain('《基金投资风险揭示书》新增私募基金风险提示条款。');
    expect(answer.alterMsgDtoTwo?.title).toBe('协议签署');

    await expect(
      c.gateway.call(account.custAgreementSign, { signTypeList: [2], ids: ['AG2-F2-V1'] }),
    ).rejects.toMatchObject({ code: ErrorCode.AgreementStale, message: '协议已更新，请重新阅读后签署' });
    await expect(
      c.gateway.call(account.custAgreementSign, { signTypeList: [1], ids: ['AG2-F2-V2'] }),
    ).rejects.toMatchObject({ code: ErrorCode.AgreementStale });
    await c.gateway.call(account.custAgreementSign, {
      scene: '10',
      signTypeList: [1, 2, 3, 4],
      ids: ['AG2-F2-V2'],
    });
    await expect(c.gateway.call(account.custAgreementBatchQuery, {})).resolves.toMatchObject({
      signFlag: true,
    });
  });
});

describe('leave marks (spec 01 §7.6b: 29, 40, 71-76)', () => {
  it('records a path and business type per person, newest first; refuses other types', async () => {
    const c = await loggedIn('chk01');
    for (const businessType of [71, 72, 74] as const) {
      await c.gateway.call(account.setLeaveMarks, { path: '/home/index', businessType });
    }
    const marks = await c.gateway.call(account.queryLeaveMarks, {});
    expect(marks.list.map((m) => [m.businessType, m.path, m.groupId])).toEqual([
      [74, '/home/index', '10000001'],
      [72, '/home/index', '10000001'],
      [71, '/home/index', '10000001'],
    ]);
    expect((await c.gateway.call(account.queryLeaveMarks, { businessType: 72 })).list).toHaveLength(1);
    await expect(
      c.gateway.call(account.setLeaveMarks, { path: '/x', businessType: 41 as never }),
    ).rejects.toMatchObject({ code: ErrorCode.BadRequest });
  });
});

describe('password-age reminder (spec 01 §4.6)', () => {
  it('tipFlag after 90 days; leave mark 40 quiets it for 30 days', async () => {
    const c = await loggedIn('chk02');
    await expect(c.gateway.call(account.pwdModifyTip, {})).resolves.toMatchObject({ tipFlag: false });
    await server.db.query("UPDATE persons SET password_changed_at = $1 WHERE login_name = 'chk02'", [
      new Date(server.clock.now() - 120 * DAY),
    ]);
    await expect(c.gateway.call(account.pwdModifyTip, {})).resolves.toEqual({
      tipFlag: true,
      passwordAgeDays: 120,
      maxAgeDays: 90,
    });
    await c.gateway.call(account.setLeaveMarks, { path: '/home/index', businessType: 40 });
    await expect(c.gateway.call(account.pwdModifyTip, {})).resolves.toMatchObject({ tipFlag: false });
    server.clock.advance(30 * DAY);
    const later = await loggedIn('chk02');
    await expect(later.gateway.call(account.pwdModifyTip, {})).resolves.toMatchObject({
      tipFlag: true,
      passwordAgeDays: 150,
    });
  });
});

describe('privacy agreement before login, by version (spec 01 §4.5, §7.10)', () => {
  it('queries the latest version, signs it per browser, and refuses a stale version', async () => {
    const c = server.client();
    const clientId = 'browser-0123456789abcdef';
    const first = await c.gateway.call(account.queryLatestPrivacyAgreement, { clientId });
    expect(first).toMatchObject({ version: 1, title: '《FundDesk 隐私政策》', signed: false });
    await c.gateway.call(account.signLatestPrivacyAgreement, { clientId, version: 1, loginName: 'op01' });
    await expect(c.gateway.call(account.queryLatestPrivacyAgreement, { clientId })).resolves.toMatchObject({
      signed: true,
    });
    await fetch(`${server.baseUrl}/__dev/privacy/publish`, { method: 'POST' });
    await expect(c.gateway.call(account.queryLatestPrivacyAgreement, { clientId })).resolves.toMatchObject({
      version: 2,
      signed: false,
    });
    await expect(
      c.gateway.call(account.signLatestPrivacyAgreement, { clientId, version: 1 }),
    ).rejects.toMatchObject({ code: ErrorCode.AgreementStale });
    await c.gateway.call(account.signLatestPrivacyAgreement, { clientId, version: 2 });
    await expect(
      c.gateway.call(account.queryLatestPrivacyAgreement, { clientId: 'not valid!' }),
    ).rejects.toMatchObject({ code: ErrorCode.BadRequest });
  });
});

describe('captcha (spec 01 §7.3 checkKaptcha, §7.4 /remote/captcha/get|check)', () => {
  it('answers an SVG drawn with paths (no answer in the markup), hashed server-side', async () => {
    const c = server.client();
    const captcha = await c.gateway.call(account.captchaGet, {});
    expect(captcha.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(captcha.image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(svg).not.toContain('<text');
    const answer = await solveCaptcha(server.db, captcha.captchaId);
    expect(svg).not.toContain(answer);
    const stored = await server.db.query<{ answer_hash: string }>(
      'SELECT answer_hash FROM captchas WHERE captcha_id = $1',
      [captcha.captchaId],
    );
    expect(stored[0]!.answer_hash).not.toContain(answer);
  });

  it('is single use: a wrong answer spends it; a right answer earns a single-use ticket; it expires', async () => {
    const c = server.client();
    const one = await c.gateway.call(account.captchaGet, {});
    const answer = await solveCaptcha(server.db, one.captchaId);
    await expect(
      c.gateway.call(account.captchaCheck, { captchaId: one.captchaId, answer: 'XXXX' }),
    ).rejects.toMatchObject({
      code: ErrorCode.CaptchaWrong,
      message: '图形验证码错误或已失效，请重新输入',
    });
    await expect(
      c.gateway.call(account.captchaCheck, { captchaId: one.captchaId, answer }),
    ).rejects.toMatchObject({
      code: ErrorCode.CaptchaWrong,
    });

    const two = await c.gateway.call(account.captchaGet, {});
    const right = await solveCaptcha(server.db, two.captchaId);
    // Case does not matter; GET A/checkKaptcha is the same check.
    const ticket = await c.gateway.call(account.checkKaptcha, {
      captchaId: two.captchaId,
      code: right.toLowerCase(),
    });
    expect(ticket.ticket.length).toBeGreaterThan(20);

    const three = await c.gateway.call(account.captchaGet, {});
    const late = await solveCaptcha(server.db, three.captchaId);
    server.clock.advance(121_000);
    await expect(
      c.gateway.call(account.captchaCheck, { captchaId: three.captchaId, answer: late }),
    ).rejects.toMatchObject({
      code: ErrorCode.CaptchaWrong,
    });
  });

  it('login needs a solved captcha after 3 failures in a row (FD1006), and the ticket works once', async () => {
    const c = server.client();
    for (let i = 0; i < 3; i++) {
      await expect(
        c.gateway.call(account.orgLogin, { loginName: 'host01', password: `bad${i}` }),
      ).rejects.toMatchObject({
        code: ErrorCode.LoginFailed,
      });
    }
    await expect(
      c.gateway.call(account.orgLogin, { loginName: 'host01', password: 'Demo@2026' }),
    ).rejects.toMatchObject({
      code: ErrorCode.CaptchaRequired,
      message: '请输入图形验证码',
    });
    const ticket = await captchaTicket(c);
    await expect(
      c.gateway.call(account.orgLogin, { loginName: 'host01', password: 'Demo@2026', captchaTicket: ticket }),
    ).resolves.toMatchObject({ personName: '孙丽' });
    // Success resets the count: no captcha needed now.
    await expect(
      c.gateway.call(account.orgLogin, { loginName: 'host01', password: 'Demo@2026' }),
    ).resolves.toBeDefined();
    // A used ticket does not count again.
    for (let i = 0; i < 3; i++) {
      await c.gateway.call(account.orgLogin, { loginName: 'host01', password: 'bad' }).catch(() => undefined);
    }
    await expect(
      c.gateway.call(account.orgLogin, { loginName: 'host01', password: 'Demo@2026', captchaTicket: ticket }),
    ).rejects.toMatchObject({ code: ErrorCode.CaptchaWrong });
  });
});

describe('verification codes and person login (spec 01 §1, §7.3 loginOne, §7.4)', () => {
  it('sends a code to the dev mailbox, refuses a resend within 60 s, logs the person in with it once', async () => {
    const c = server.client();
    const sent = await c.gateway.call(account.getIdentifyCode, {
      loginName: 'mgr01',
      purpose: 'login',
      captchaTicket: await captchaTicket(c),
    });
    expect(sent).toEqual({ target: 'mgr01 的预留联系方式', expiresInSec: 300, resendAfterSec: 60 });
    const code = await latestCode(server, 'mgr01');
    expect((await mailbox(server))[0]).toMatchObject({
      recipient: 'mgr01（吴敏）',
      subject: 'FundDesk 验证码',
    });

    server.clock.advance(10_000);
    const again = await c.gateway
      .call(account.getIdentifyCode, {
        loginName: 'mgr01',
        purpose: 'login',
        captchaTicket: await captchaTicket(c),
      })
      .catch((e: unknown) => e);
    expect(GatewayError.is(again, ErrorCode.VerifyCodeTooFrequent)).toBe(true);
    expect((again as GatewayError).message).toBe('验证码发送过于频繁，请50秒后再试');

    const wrong = code === '000000' ? '111111' : '000000';
    await expect(
      c.gateway.call(account.personLoginOne, { loginName: 'mgr01', verifyCode: wrong }),
    ).rejects.toMatchObject({
      code: ErrorCode.VerifyCodeWrong,
      message: '验证码错误或已失效，请重新获取',
    });
    const result = await c.gateway.call(account.personLoginOne, { loginName: 'mgr01', verifyCode: code });
    expect(result).toMatchObject({ personName: '吴敏', loginType: 2, isManager: true });
    await expect(
      c.gateway.call(account.personLoginOne, { loginName: 'mgr01', verifyCode: code }),
    ).rejects.toMatchObject({
      code: ErrorCode.VerifyCodeWrong,
    });
  });

  it('voids a code after 5 wrong tries; checkVerifyCode answers a ticket for a password reset', async () => {
    const c = server.client();
    await c.gateway.call(account.getIdentifyCode, {
      loginName: 'sk01',
      purpose: 'resetLoginPassword',
      captchaTicket: await captchaTicket(c),
    });
    const code = await latestCode(server, 'sk01');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await c.gateway
        .call(account.checkVerifyCode, { loginName: 'sk01', purpose: 'resetLoginPassword', code: wrong })
        .catch(() => undefined);
    }
    await expect(
      c.gateway.call(account.checkVerifyCode, { loginName: 'sk01', purpose: 'resetLoginPassword', code }),
    ).rejects.toMatchObject({ code: ErrorCode.VerifyCodeWrong });

    server.clock.advance(61_000);
    await c.gateway.call(account.getIdentifyCode, {
      loginName: 'sk01',
      purpose: 'resetLoginPassword',
      captchaTicket: await captchaTicket(c),
    });
    const fresh = await latestCode(server, 'sk01');
    const ticket = await c.gateway.call(account.checkVerifyCode, {
      loginName: 'sk01',
      purpose: 'resetLoginPassword',
      code: fresh,
    });
    expect(ticket.verifyTicket.length).toBeGreaterThan(20);
  });

  it('answers an unknown name like a known one and delivers nothing; a code request needs a captcha ticket', async () => {
    const c = server.client();
    const before = (await mailbox(server)).length;
    await expect(
      c.gateway.call(account.getIdentifyCode, {
        loginName: 'nobody',
        purpose: 'login',
        captchaTicket: await captchaTicket(c),
      }),
    ).resolves.toMatchObject({ target: 'nobody 的预留联系方式' });
    expect((await mailbox(server)).length).toBe(before);
    await expect(
      c.gateway.call(account.getIdentifyCode, {
        loginName: 'op01',
        purpose: 'login',
        captchaTicket: 'made-up',
      }),
    ).rejects.toMatchObject({ code: ErrorCode.CaptchaWrong });
  });

  it('shows delivered codes on the local mailbox page, escaped', async () => {
    const response = await fetch(`${server.baseUrl}/__dev/mailbox`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('本地邮箱（仅本地环境）');
    expect(html).toContain('mgr01（吴敏）');
    expect(html).toMatch(/您的验证码为 \d{6}/);
  });

  it('person login answers loginType 2 for the operator and the treasurer (spec 01 §1)', async () => {
    const c = server.client();
    await expect(
      c.gateway.call(account.personLogin, { loginName: 'op01', password: 'Demo@2026' }),
    ).resolves.toMatchObject({
      loginType: 2,
      isOperator: true,
    });
    await expect(
      c.gateway.call(account.personLogin, { loginName: 'sk01', password: 'Demo@2026' }),
    ).resolves.toMatchObject({
      loginType: 2,
      roleType: 'treasurer',
      corpList: [expect.objectContaining({ groupId: '10000020' })],
    });
  });
});
