/**
 * Risk questionnaire, CRS, hosting account and managers' product management on the server (issue 15 §4, §5;
 * spec 01 §4.10, §7.7, §7.9; spec 02 §5 expired assessment; spec 03 §2 account management). An expired
 * assessment refuses a purchase (FD4616); the questionnaire renews it and the same purchase is accepted. Each
 * bad input of the issue is refused with its catalogue code and nothing is half written; every change keeps
 * who, when and what.
 */
import { ErrorCode, RISK_QUESTION_IDS, riskAssessmentExpiry, riskCrs, trade, trading } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { key, TRADE_PASSWORD } from '../helpers/trading.js';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';

let server: TestServer;

async function as(loginName: string, groupId?: string): Promise<TestClient> {
  const c = server.client();
  await c.login(loginName, undefined, groupId);
  return c;
}

const answers = (answer: string) => RISK_QUESTION_IDS.map((questionId) => ({ questionId, answer }));

beforeAll(async () => {
  server = await startServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('risk questionnaire (spec 01 §7.9; spec 02 §5 risk assessment expired; issue 15 §4)', () => {
  it('an expired assessment refuses a purchase (FD4616); the questionnaire renews it and the purchase passes', async () => {
    await server.db.query("UPDATE persons SET risk_expire_date = '2025-06-30' WHERE login_name = 'op01'");
    const op = await as('op01');
    const before = await op.gateway.call(riskCrs.queryRiskQA, {});
    expect(before).toMatchObject({
      riskType: 'zxfxdj_4',
      expireDate: '2025-06-30',
      expired: true,
      today: '2026-02-13',
    });
    const info = await op.gateway.call(trading.tradePreInfo, { fundId: '000001' });
    expect(info.riskExpired).toBe(true);
    const purchase = {
      fundId: '000001',
      amount: '1000',
      tradePassword: TRADE_PASSWORD,
      riskConfirmed: true,
      summaryConfirmed: true,
      tradeDay: info.tradeDay,
    };
    await expect(
      op.gateway.call(trading.purchase, { ...purchase, idempotencyKey: key() }),
    ).rejects.toMatchObject({
      code: ErrorCode.RiskExpired,
    });

    const questions = await op.gateway.call(riskCrs.queryRiskQuestion, {});
    expect(questions.questions).toHaveLength(10);
    expect(questions.questions[0]).toMatchObject({ questionId: 'q1', title: '贵机构的性质是？' });
    const result = await op.gateway.call(riskCrs.updateRiskQA, { answers: answers('D') });
    expect(result).toMatchObject({
      riskType: 'zxfxdj_4',
      riskTypeDesc: '成长型',
      score: 80,
      assessedOn: '2026-02-13',
      expireDate: riskAssessmentExpiry('2026-02-13'),
      expired: false,
      daysLeft: 364,
    });
    expect(result.history[0]).toMatchObject({ loginName: 'op01', groupId: op.session.groupId, score: 80 });
    const [trail] = await server.db.query<{ old_level: string; old_expire: string; ip: string | null }>(
      "SELECT old_level, old_expire, ip FROM risk_questionnaires WHERE person_id = 'P0001' ORDER BY id DESC LIMIT 1",
    );
    expect(trail).toMatchObject({ old_level: 'zxfxdj_4', old_expire: '2025-06-30' });
    expect(trail?.ip).toBeTruthy();

    expect((await op.gateway.call(trading.tradePreInfo, { fundId: '000001' })).riskExpired).toBe(false);
    const accepted = await op.gateway.call(trading.purchase, { ...purchase, idempotencyKey: key() });
    expect(accepted.status).toBe('accepted');
  });

  it('the cart purchase refuses an expired assessment too (FD4616), placing nothing', async () => {
    await server.db.query("UPDATE persons SET risk_expire_date = '2025-01-31' WHERE login_name = 'trust01'");
    const op = await as('trust01');
    const { sessionToken } = await op.gateway.call(trade.getSessionToken, {
      gid: op.session.groupId!,
      scene: 'SHOPPING_CART_PURCHASE',
    });
    const [before] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM batches');
    await expect(
      op.gateway.call(trade.cartPurchase, {
        password: TRADE_PASSWORD,
        sessionToken,
        capsource: 2,
        purchaseList: [{ fundCode: '000001', amount: '1000' }],
      }),
    ).rejects.toMatchObject({ code: ErrorCode.RiskExpired });
    expect(await server.db.query('SELECT count(*)::int AS n FROM batches')).toEqual([before]);
  });

  it('refuses answers missing (FD1381), out of range (FD1382) or of unknown questions (FD1380), changing nothing', async () => {
    const op = await as('op02');
    const [before] = await server.db.query(
      "SELECT risk_level, risk_expire_date FROM persons WHERE login_name = 'op02'",
    );
    await expect(
      op.gateway.call(riskCrs.updateRiskQA, { answers: answers('B').slice(0, 9) }),
    ).rejects.toMatchObject({
      code: ErrorCode.RiskAnswerMissing,
      message: '第 10 题尚未作答，请完成全部题目后提交',
    });
    await expect(
      op.gateway.call(riskCrs.updateRiskQA, {
        answers: answers('B').map((a, i) => (i === 2 ? { ...a, answer: 'Z' } : a)),
      }),
    ).rejects.toMatchObject({ code: ErrorCode.RiskAnswerOutOfRange });
    await expect(
      op.gateway.call(riskCrs.jgtUpdateRiskQA, {
        answers: [...answers('B'), { questionId: 'q99', answer: 'A' }],
      }),
    ).rejects.toMatchObject({ code: ErrorCode.RiskQuestionUnknown });
    const [after] = await server.db.query(
      "SELECT risk_level, risk_expire_date FROM persons WHERE login_name = 'op02'",
    );
    expect(after).toEqual(before);
    const [{ n }] = (await server.db.query<{ n: string }>(
      // The seeded questionnaire behind op02's level (no IP) is not counted: only submitted ones.
      "SELECT count(*)::text AS n FROM risk_questionnaires WHERE person_id = 'P0002' AND ip IS NOT NULL",
    )) as [{ n: string }];
    expect(n).toBe('0');
  });

  it('an inquirer may not answer the questionnaire (FD1003: the server checks kyc_info)', async () => {
    const query = await as('query01');
    await expect(query.gateway.call(riskCrs.updateRiskQA, { answers: answers('A') })).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
    });
  });

  it('queryRisk lists every organisation the assessment covers, with the purchase refusal it causes', async () => {
    await server.db.query("UPDATE persons SET risk_expire_date = '2026-02-12' WHERE login_name = 'op02'");
    const op = await as('op02');
    const risk = await op.gateway.call(riskCrs.queryRisk, {});
    expect(risk).toMatchObject({
      riskType: 'zxfxdj_3',
      expireDate: '2026-02-12',
      expired: true,
      daysLeft: -1,
    });
    expect(risk.orgs.map((o) => o.groupId)).toEqual(['10000001', '10000002']);
    expect(risk.orgs.every((o) => o.refusalCode === ErrorCode.RiskExpired)).toBe(true);
  });
});

describe('CRS tax residency (spec 01 §7.9 postOrgCRS, verifyTaxno…; issue 15 §4)', () => {
  it('keeps each declaration as a new version with who and when; the current one is the latest', async () => {
    const op = await as('op01');
    const empty = await op.gateway.call(riskCrs.queryPersonalOrgCrs, {});
    expect(empty).toMatchObject({ declaration: null, history: [] });
    const first = await op.gateway.call(riskCrs.postOrgCRS, {
      residencyType: '1',
      entityType: '3',
      rows: [],
    });
    expect(first.declaration).toMatchObject({ version: 1, residencyType: '1', declaredBy: '张伟' });
    const second = await op.gateway.call(riskCrs.postOrgCRS, {
      residencyType: '3',
      entityType: '1',
      rows: [
        { country: 'US', tin: '12-3456789' },
        { country: 'KY', noTinReason: 'A' },
      ],
    });
    expect(second.declaration).toMatchObject({
      version: 2,
      rows: [
        { country: 'US', tin: '123456789' },
        { country: 'KY', noTinReason: 'A' },
      ],
    });
    expect(second.history.map((h) => h.version)).toEqual([2, 1]);
    const trust = await op.gateway.call(riskCrs.jgtQueryOrgCRS, {});
    expect(trust.declaration?.version).toBe(2);
  });

  it('refuses a malformed TIN (FD1387), reason A where TINs are issued (FD1388), a repeated country (FD1385)', async () => {
    const op = await as('trust01');
    const post = (rows: { country: string; tin?: string; noTinReason?: 'A' | 'B'; explanation?: string }[]) =>
      op.gateway.call(riskCrs.postOrgCRS, { residencyType: '2', entityType: '2', rows });
    await expect(post([{ country: 'US', tin: '1234' }])).rejects.toMatchObject({
      code: ErrorCode.CrsTinFormat,
      message: '纳税人识别号格式与国家（地区）US 的规则不符',
    });
    await expect(post([{ country: 'US', noTinReason: 'A' }])).rejects.toMatchObject({
      code: ErrorCode.CrsNoTinReason,
    });
    await expect(post([{ country: 'US', noTinReason: 'B' }])).rejects.toMatchObject({
      code: ErrorCode.CrsNoTinExplanation,
    });
    await expect(
      post([
        { country: 'JP', tin: '123456789012' },
        { country: 'JP', tin: '1234567890123' },
      ]),
    ).rejects.toMatchObject({ code: ErrorCode.CrsCountryDuplicate });
    await expect(post([])).rejects.toMatchObject({ code: ErrorCode.CrsResidencyRows });
    const [{ n }] = (await server.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM crs_declarations WHERE group_id = '10000002'",
    )) as [{ n: string }];
    expect(n).toBe('0');
  });

  it('verifies TINs line by line and tells whether a jurisdiction issues TINs', async () => {
    const op = await as('op01');
    const checked = await op.gateway.call(riskCrs.verifyTaxnoOrgCRSList, {
      list: [
        { country: 'SG', tin: 'S1234567D' },
        { country: 'DE', tin: '123' },
      ],
    });
    expect(checked.list).toMatchObject([
      { country: 'SG', pass: true, code: null },
      { country: 'DE', pass: false, code: ErrorCode.CrsTinFormat },
    ]);
    expect(await op.gateway.call(riskCrs.verifyHasTinOrgCRS, { country: 'KY' })).toEqual({
      country: 'KY',
      hasTin: false,
    });
    await expect(op.gateway.call(riskCrs.verifyHasTinCRS, { country: 'XX' })).rejects.toMatchObject({
      code: ErrorCode.CrsCountryUnknown,
    });
  });
});

describe('CRS controlling persons of a passive non-financial institution (spec 01 §7.9; issue 15)', () => {
  const person = {
    name: ' 李控制 ',
    birthDate: '1975-11-02',
    residencyType: '2',
    rows: [
      { country: 'SG', tin: 'S1234567D' },
      { country: 'VG', noTinReason: 'A' as const },
    ],
  };

  it('category 2 must list 1..10 controlling persons (FD1390), each checked (FD1396, FD1387); nothing half written', async () => {
    const op = await as('trust01');
    const post = (controllingPersons?: (typeof person)[], entityType = '2') =>
      op.gateway.call(riskCrs.postOrgCRS, {
        residencyType: '1',
        entityType,
        rows: [],
        ...(controllingPersons ? { controllingPersons } : {}),
      });
    await expect(post()).rejects.toMatchObject({
      code: ErrorCode.CrsControllingPersons,
      message: '消极非金融机构须填写 1 至 10 名控制人，其他类别的机构不填写控制人',
    });
    await expect(post([person], '3')).rejects.toMatchObject({ code: ErrorCode.CrsControllingPersons });
    await expect(post([person, { ...person, birthDate: '1975-02-30' }])).rejects.toMatchObject({
      code: ErrorCode.CrsControllingPersonInvalid,
      message: expect.stringContaining('第 2 名控制人') as string,
    });
    await expect(post([{ ...person, rows: [{ country: 'SG', tin: '123' }] }])).rejects.toMatchObject({
      code: ErrorCode.CrsTinFormat,
    });
    const [{ n }] = (await server.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM crs_declarations WHERE group_id = '10000002'",
    )) as [{ n: string }];
    expect(n).toBe('0');
  });

  it('each version keeps its controlling persons, cleaned; a later category keeps the earlier version as it was', async () => {
    const op = await as('trust01');
    const first = await op.gateway.call(riskCrs.postOrgCRS, {
      residencyType: '1',
      entityType: '2',
      rows: [],
      controllingPersons: [person],
    });
    const cleaned = { ...person, name: '李控制' };
    expect(first.declaration).toMatchObject({ version: 1, entityType: '2', controllingPersons: [cleaned] });
    const second = await op.gateway.call(riskCrs.jgtPostOrgCRS, {
      residencyType: '1',
      entityType: '3',
      rows: [],
    });
    expect(second.declaration).toMatchObject({ version: 2, controllingPersons: [] });
    expect(second.history[1]).toMatchObject({ version: 1, controllingPersons: [cleaned] });
  });
});

describe('hosting account (spec 01 §7.7 setEscrowAccount; spec 03 §2 hosting, setHosting)', () => {
  it('the administrator sets it; each change keeps before and after; hosting users are listed', async () => {
    const admin = await as('admin01');
    const none = await admin.gateway.call(riskCrs.queryEscrowAccount, {});
    expect(none.account).toBeNull();
    expect(none.users).toEqual([{ personName: '孙丽', loginName: 'host01' }]);
    await expect(
      admin.gateway.call(riskCrs.setEscrowAccount, {
        custodianName: '招商银行',
        accountName: '鼎元',
        accountNo: '12ab',
      }),
    ).rejects.toMatchObject({ code: ErrorCode.EscrowAccountFormat });
    const first = {
      custodianName: '招商银行股份有限公司',
      accountName: '鼎元投资托管户',
      accountNo: '6225 8801 2345 6789',
    };
    const set = await admin.gateway.call(riskCrs.setEscrowAccount, first);
    expect(set.account).toMatchObject({ accountNo: '6225880123456789', updatedBy: '赵磊' });
    const again = await admin.gateway.call(riskCrs.setEscrowAccount, {
      ...first,
      accountNo: '6225880100000001',
    });
    expect(again.changes).toHaveLength(2);
    expect(again.changes[0]).toMatchObject({
      before: { accountNo: '6225880123456789' },
      after: { accountNo: '6225880100000001' },
      personName: '赵磊',
    });
  });

  it('an operator may not set it (FD1003)', async () => {
    const op = await as('op01');
    await expect(
      op.gateway.call(riskCrs.setEscrowAccount, {
        custodianName: 'x',
        accountName: 'y',
        accountNo: '12345678',
      }),
    ).rejects.toMatchObject({ code: ErrorCode.Forbidden });
  });
});

describe("managers' product management and revoking a registration (spec 03 §2; spec 01 §4.10)", () => {
  it('lists the manager’s products, edits one with a trail, refuses an unchanged edit (FD1395)', async () => {
    const mgr = await as('mgr01');
    const list = await mgr.gateway.call(riskCrs.queryManagerProducts, {});
    expect(list.managerName).toBe('恒泰资产管理有限公司');
    expect(list.list.map((p) => p.groupId)).toEqual(['10000011', '10000012', '10000013']);
    const edit = {
      groupId: '10000011',
      prodName: '恒泰稳健1号私募证券投资基金',
      prodShortName: '恒泰稳健1号',
      prodCredNo: 'sx1234',
      custodianName: '招商证券股份有限公司',
    };
    const edited = await mgr.gateway.call(riskCrs.editManagedProduct, edit);
    expect(edited.product).toMatchObject({ prodShortName: '恒泰稳健1号', prodCredNo: 'SX1234' });
    expect(edited.changes[0]).toMatchObject({
      kind: 'product',
      before: { prodShortName: null },
      after: { prodShortName: '恒泰稳健1号' },
      personName: '吴敏',
    });
    await expect(mgr.gateway.call(riskCrs.editManagedProduct, edit)).rejects.toMatchObject({
      code: ErrorCode.ProductUnchanged,
    });
  });

  it('refuses another organisation’s product (FD1392) and a non-manager (FD1003 / FD1393)', async () => {
    const mgr = await as('mgr01');
    await expect(
      mgr.gateway.call(riskCrs.queryManagedProduct, { groupId: '10000001' }),
    ).rejects.toMatchObject({
      code: ErrorCode.ProductNotManaged,
    });
    const op = await as('op01');
    await expect(op.gateway.call(riskCrs.queryManagerProducts, {})).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
    });
  });

  it('revokes a registration under review; an opened one is refused (FD1394)', async () => {
    await server.db.query(
      `INSERT INTO organisations (group_id, gid, corp_name, org_name, client_type, status, synthesize_state, parent_group_id)
       VALUES ('10000014', 'G10000014', '恒泰创新4号私募证券投资基金', '恒泰创新4号私募证券投资基金', '3', 1, 1, '10000010')`,
    );
    const mgr = await as('mgr01');
    await expect(
      mgr.gateway.call(riskCrs.revokeManagedProduct, { jgtOrgProdFlag: '3', gid: 'G10000012' }),
    ).rejects.toMatchObject({ code: ErrorCode.RegistrationNotRevocable });
    const listed = await mgr.gateway.call(riskCrs.queryManagerProducts, {});
    expect(listed.list.find((p) => p.groupId === '10000014')?.revocable).toBe(true);
    expect(
      await mgr.gateway.call(riskCrs.revokeManagedProduct, { jgtOrgProdFlag: '3', gid: 'G10000014' }),
    ).toEqual({
      gid: 'G10000014',
      revoked: true,
    });
    const after = await mgr.gateway.call(riskCrs.queryManagerProducts, {});
    expect(after.list.map((p) => p.groupId)).not.toContain('10000014');
    const [trail] = await server.db.query<{ kind: string; person_id: string }>(
      "SELECT kind, person_id FROM account_setting_changes WHERE group_id = '10000014'",
    );
    expect(trail).toEqual({ kind: 'revoke', person_id: 'P0009' });
    await expect(
      mgr.gateway.call(riskCrs.revokeManagedProduct, { jgtOrgProdFlag: '3', gid: 'G10000014' }),
    ).rejects.toMatchObject({ code: ErrorCode.ProductNotManaged });
  });
});
