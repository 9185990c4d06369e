/**
 * Private products and investor qualification through the real server (issue 13 §1-§3; spec 02 §3-§5, §7
 * self/confirm_*; spec 03 §2 privatefundSupermarket / privatefundDetail, §8): the product set, the masked list,
 * the server's refusal of every private call for a non-qualified organisation, the identification's refusals,
 * the administrator's review with its trail, expiry after 12 months, and the NAV model recomputed here.
 */
import type { GatewayError } from '@funddesk/core';
import {
  allCalls,
  allDownloads,
  ErrorCode,
  privateFunds,
  selfConfirmPayloadOf,
  type CallDef,
} from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { refusal } from '../helpers/refusals.js';
import { loggedIn } from '../helpers/privateSetup.js';

/** The calls of the private product line that need a qualified investor (not the qualification's own). */
function privateCalls(): CallDef[] {
  const own = new Set<string>([
    privateFunds.privateFundList.path,
    privateFunds.queryInvestQualification.path,
    privateFunds.selfConfirmInfo.path,
    privateFunds.selfConfirmSubmit.path,
    privateFunds.qualificationReviewList.path,
    privateFunds.qualificationReviewDecide.path,
  ]);
  return allCalls.filter(
    (c) =>
      (c.path.startsWith('pc/private/') ||
        c.path.startsWith('trade/v1/') ||
        c.path.startsWith('trade/v2/')) &&
      !own.has(c.path),
  );
}

let server: TestServer;
let op01: TestClient;
let admin01: TestClient;
let query01: TestClient;

beforeAll(async () => {
  server = await startServer();
  op01 = await loggedIn(server, 'op01', '10000001');
  admin01 = await loggedIn(server, 'admin01');
  query01 = await loggedIn(server, 'query01');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('private product set (issue 13 §1; docs/data-model.md §Private products)', () => {
  it('at least 30 products, types mjfs_2/6 and mjfs_4/15/16/17, risk zxfxdj_3..5, minimum >= 1,000,000 yuan, reserve status 1/2/3', async () => {
    const rows = await server.db.query<{ fund_type: string; risk_code: string; min_amount: string }>(
      'SELECT fund_type, risk_code, min_amount::text AS min_amount FROM private_products',
    );
    // The list call stores the set on first read.
    await op01.gateway.call(privateFunds.privateFundList, { size: 100 });
    const stored = await server.db.query<{ fund_type: string; risk_code: string; min_amount: string }>(
      'SELECT fund_type, risk_code, min_amount::text AS min_amount FROM private_products',
    );
    expect(rows.length === 0 || rows.length === stored.length).toBe(true);
    expect(stored.length).toBeGreaterThanOrEqual(30);
    expect(new Set(stored.map((r) => r.fund_type))).toEqual(
      new Set(['mjfs_2', 'mjfs_6', 'mjfs_4', 'mjfs_15', 'mjfs_16', 'mjfs_17']),
    );
    expect(new Set(stored.map((r) => r.risk_code))).toEqual(new Set(['zxfxdj_3', 'zxfxdj_4', 'zxfxdj_5']));
    expect(stored.every((r) => Number(r.min_amount) >= 1_000_000)).toBe(true);
    const list = await op01.gateway.call(privateFunds.privateFundList, { size: 100 });
    expect(new Set(list.products.map((p) => p.reserveStatus))).toEqual(new Set(['1', '2', '3']));
  });
});

describe('non-qualified organisation (issue 13 "refused by the server, not only hidden"; spec 03 §2)', () => {
  it('the supermarket list is masked: stars for names, no manager, no NAV, no manager filter', async () => {
    const list = await op01.gateway.call(privateFunds.privateFundList, { size: 100, managerCode: 'PM01' });
    expect(list.qualified).toBe(false);
    expect(list.managers).toEqual([]);
    expect(list.total).toBeGreaterThanOrEqual(30); // the manager filter is ignored while masked
    for (const p of list.products) {
      expect(p.masked).toBe(true);
      expect(p.productName.startsWith('****')).toBe(true);
      expect([p.managerName, p.nav, p.oneYear, p.sinceInception]).toEqual([null, null, null, null]);
    }
  });

  it('every private call is refused with FD3100 (the matrix of private calls: every call of pc/private/, trade/v1/ and trade/v2/)', async () => {
    const calls = privateCalls();
    expect(calls.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'privateFundDetail',
        'privateFundNav',
        'dealMaterials',
        'redemptionApplyCheck',
      ]),
    );
    // One body that every private call's schema accepts (each keeps its own fields), sent through the client so
    // that encrypted fields are encrypted: the refusal is the handler's, not validation's.
    const probe = {
      productId: 'SM0001',
      amount: '1000000',
      dealId: '1',
      dealType: 'reserve',
      contractId: 'C1',
      confirmTime: Date.now(),
      payMethod: 'transfer',
      dealIds: ['1'],
      shares: '100',
      tradePassword: '135790',
      idempotencyKey: 'probe-key-0001',
      year: 2026,
    };
    const refusals: string[] = [];
    for (const call of calls) {
      const code = await refusal(op01.gateway.call(call, probe));
      if (code !== ErrorCode.PrivateNotQualified) refusals.push(`${call.name}: ${code}`);
    }
    const downloads = allDownloads.filter(
      (d) => d.path.startsWith('pc/private/') || d.path.startsWith('trade/v1/'),
    );
    for (const download of downloads) {
      const code = await refusal(op01.gateway.download(download, probe));
      if (code !== ErrorCode.PrivateNotQualified) refusals.push(`${download.name}: ${code}`);
    }
    expect(refusals).toEqual([]);
  });
});

describe('identification dialog and self-confirmation (spec 02 §4, §5; issue 13 §2 bad input)', () => {
  it('without a history choice 请选择您的投资经历 (FD3104); without a financial choice 请选择您的财务条件 (FD3105)', async () => {
    const noHistory = await op01.gateway
      .call(privateFunds.selfConfirmSubmit, { customType: '1', assetIncome: '0' })
      .catch((e: unknown) => e as GatewayError);
    expect(noHistory).toMatchObject({ code: ErrorCode.InvestHistoryRequired, message: '请选择您的投资经历' });
    const noFinance = await op01.gateway
      .call(privateFunds.selfConfirmSubmit, { customType: '1', selfInvestYears: '2' })
      .catch((e: unknown) => e as GatewayError);
    expect(noFinance).toMatchObject({
      code: ErrorCode.FinanceConditionRequired,
      message: '请选择您的财务条件',
    });
  });

  it('a person who may not assess gets 请联系管理员进行投资者认定 (FD3106)', async () => {
    const failure = await query01.gateway
      .call(privateFunds.selfConfirmSubmit, selfConfirmPayloadOf('0', '0', '1'))
      .catch((e: unknown) => e as GatewayError);
    expect(failure).toMatchObject({
      code: ErrorCode.QualificationContactAdmin,
      message: '请联系管理员进行投资者认定',
    });
    const info = await query01.gateway.call(privateFunds.queryInvestQualification, {});
    expect(info.mayReassess).toBe(false);
  });

  it('a professional investor needs history 0, finance 1 and the statement (FD3107, FD3108); e-signature consent when asked (FD3109)', async () => {
    expect(
      await refusal(op01.gateway.call(privateFunds.selfConfirmSubmit, selfConfirmPayloadOf('1', '1', '2'))),
    ).toBe(ErrorCode.ProfessionalConditionsNotMet);
    expect(
      await refusal(op01.gateway.call(privateFunds.selfConfirmSubmit, selfConfirmPayloadOf('0', '1', '2'))),
    ).toBe(ErrorCode.ProfessionalStatementRequired);
    expect(
      await refusal(
        op01.gateway.call(privateFunds.selfConfirmSubmit, {
          ...selfConfirmPayloadOf('0', '0', '1'),
          eSignRequired: true,
        }),
      ),
    ).toBe(ErrorCode.ESignatureRequired);
  });
});

describe('qualification flow: apply, review 1-2 working days, approve, expiry (spec 02 §4; issue 13 §2)', () => {
  let applyId = '';

  it('an application is under review (0) with the 1-2 working days on the exchange calendar; a second one is refused (FD3110)', async () => {
    // TEST_NOW is Friday 2026-02-13 14:00: the next trading days are after the Spring Festival closure.
    const apply = await op01.gateway.call(privateFunds.selfConfirmSubmit, {
      ...selfConfirmPayloadOf('0', '0', '1'),
      eSignConsent: true,
    });
    applyId = apply.applyId;
    expect(apply.applyStatus).toBe('0');
    const days = await server.db.query<{ day: string }>(
      "SELECT day::text AS day FROM trading_days WHERE day > '2026-02-13' ORDER BY day LIMIT 2",
    );
    expect([apply.expectedFrom, apply.expectedBy]).toEqual(days.map((d) => d.day));
    expect(
      await refusal(op01.gateway.call(privateFunds.selfConfirmSubmit, selfConfirmPayloadOf('0', '0', '1'))),
    ).toBe(ErrorCode.QualificationApplicationPending);
    expect(await refusal(op01.gateway.call(privateFunds.privateFundDetail, { productId: 'SM0001' }))).toBe(
      ErrorCode.PrivateQualificationPending,
    );
    const info = await op01.gateway.call(privateFunds.selfConfirmInfo, {});
    expect(info.selfConfirmResponse).toEqual({ selfInvestYears: '2', assetIncome: '0', financialAsset: '' });
  });

  it('the administrator sees it, may not decide without a reason, and approves; the trail records who and when', async () => {
    const list = await admin01.gateway.call(privateFunds.qualificationReviewList, {});
    expect(list.applications.map((a) => a.applyId)).toContain(applyId);
    expect(
      await refusal(
        admin01.gateway.call(privateFunds.qualificationReviewDecide, { applyId, decision: 'reject' }),
      ),
    ).toBe(ErrorCode.QualificationReasonRequired);
    expect(
      await refusal(
        op01.gateway.call(privateFunds.qualificationReviewDecide, { applyId, decision: 'approve' }),
      ),
    ).toBe(ErrorCode.Forbidden);
    const decided = await admin01.gateway.call(privateFunds.qualificationReviewDecide, {
      applyId,
      decision: 'approve',
    });
    expect(decided.applyStatus).toBe('confirmed');
    expect(
      await refusal(
        admin01.gateway.call(privateFunds.qualificationReviewDecide, { applyId, decision: 'approve' }),
      ),
    ).toBe(ErrorCode.QualificationApplicationNotPending);
    const trail = await server.db.query<{ from_status: string | null; to_status: string; person_id: string }>(
      'SELECT from_status, to_status, person_id FROM investor_qualification_history WHERE apply_id = $1 ORDER BY id',
      [applyId],
    );
    expect(trail.map((r) => [r.from_status, r.to_status])).toEqual([
      [null, '0'],
      ['0', 'confirmed'],
    ]);
    const info = await op01.gateway.call(privateFunds.queryInvestQualification, {});
    expect(info.qualifyStatus).toBe('1');
    expect(info.investTypeConfirmInfoList).toEqual([
      expect.objectContaining({ investType: '1', confirmStatus: '1', expireDate: '2027-02-12' }),
    ]);
  });

  it('qualified: the list shows the private funds; asset-management products stay masked and refused (FD3103)', async () => {
    const list = await op01.gateway.call(privateFunds.privateFundList, { size: 100 });
    expect(list.qualified).toBe(true);
    expect(list.managers.length).toBeGreaterThan(0);
    const privateFund = list.products.find((p) => p.fundType === 'mjfs_2')!;
    expect(privateFund.masked).toBe(false);
    expect(privateFund.nav).toMatch(/^\d+\.\d{4}$/);
    const assetMgmt = list.products.find((p) => p.fundType === 'mjfs_4')!;
    expect(assetMgmt.masked).toBe(true);
    expect(
      await refusal(op01.gateway.call(privateFunds.privateFundDetail, { productId: assetMgmt.productId })),
    ).toBe(ErrorCode.PrivateInvestTypeMismatch);
    const filtered = await op01.gateway.call(privateFunds.privateFundList, {
      size: 100,
      managerCode: 'PM01',
    });
    expect(filtered.products.length).toBeGreaterThan(0);
    expect(filtered.products.every((p) => p.managerCode === 'PM01')).toBe(true);
  });

  it('detail and NAV chart: the NAV is the model recomputed from 1.0000 at inception; unknown product FD3113', async () => {
    const detail = await op01.gateway.call(privateFunds.privateFundDetail, { productId: 'SM0001' });
    expect(detail.product.simulated).toBe(true);
    expect(detail.materials.length).toBeGreaterThan(0);
    expect(detail.announcements.length).toBeGreaterThan(0);
    const first = await server.db.query<{ nav_date: string; nav: string }>(
      "SELECT nav_date, nav::text AS nav FROM private_navs WHERE product_id = 'SM0001' ORDER BY nav_date LIMIT 1",
    );
    expect(first[0]!.nav).toBe('1.0000');
    expect(first[0]!.nav_date >= detail.product.inceptionDate).toBe(true);
    const since = detail.indicators.find((i) => i.period === 'since')!;
    expect(since.productReturn).toBe(detail.product.sinceInception);
    const chart = await op01.gateway.call(privateFunds.privateFundNav, { productId: 'SM0001', period: '1y' });
    expect(chart.dates.length).toBeGreaterThan(200);
    expect(chart.productReturns[0]).toBe('0.00');
    expect(chart.navs[chart.navs.length - 1]).toBe(detail.product.nav);
    expect(await refusal(op01.gateway.call(privateFunds.privateFundDetail, { productId: 'SM9999' }))).toBe(
      ErrorCode.PrivateProductNotFound,
    );
  });

  it('a recognition expires after its last valid day (qualifyStatus 2, FD3101); re-accreditation is status 9', async () => {
    // The recognition's last valid day set to yesterday (12 months later is core qualificationExpiry's, unit-tested).
    await server.db.query(
      "UPDATE investor_qualifications SET expire_date = '2026-02-12' WHERE group_id = '10000001'",
    );
    {
      expect(await refusal(op01.gateway.call(privateFunds.privateFundDetail, { productId: 'SM0001' }))).toBe(
        ErrorCode.PrivateQualificationExpired,
      );
      const info = await op01.gateway.call(privateFunds.queryInvestQualification, {});
      expect(info.qualifyStatus).toBe('2');
      const again = await op01.gateway.call(
        privateFunds.selfConfirmSubmit,
        selfConfirmPayloadOf('0', '0', '1'),
      );
      expect(again.applyStatus).toBe('9');
      const returned = await admin01.gateway.call(privateFunds.qualificationReviewDecide, {
        applyId: again.applyId,
        decision: 'return',
        reason: '请补充最近一年财务报表',
      });
      expect(returned).toMatchObject({ applyStatus: '4', failureReason: '请补充最近一年财务报表' });
    }
  });
});
