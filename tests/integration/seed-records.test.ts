import { account, asset, ErrorCode, orgRecord, riskAssessmentExpiry, riskCrs } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

async function as(loginName: string, groupId?: string) {
  const c = server.client();
  await c.login(loginName, 'Demo@2026', groupId);
  return c;
}

describe('seeded 机构信息: every opened demo organisation has its record on file (spec 01 §3; issue 15 §2)', () => {
  it('admin01 reads 鼎元投资’s record with 赵磊 as transactor; the credit code is the organisation’s', async () => {
    const admin = await as('admin01');
    const info = await admin.gateway.call(orgRecord.queryEnterpriseBasicInfo, {});
    expect(info.groupId).toBe('10000001');
    expect(info.record.basic?.orgFullName).toBe('鼎元投资管理有限公司');
    expect(info.record.transactor?.name).toBe('赵磊');
    expect(info.record.bank?.bkcAccountName).toBe('鼎元投资管理有限公司');
    expect(info.record.beneficiaries).toHaveLength(1);
    expect(info.record.actualControllers).toHaveLength(1);
    const [org] = await server.db.query<{ org_cred_no: string }>(
      "SELECT org_cred_no FROM organisations WHERE group_id = '10000001'",
    );
    expect(org?.org_cred_no).toBe(info.record.basic?.orgCredNo);
  });

  it('mgradmin01 reads 恒泰资产’s record with 许宁 as transactor and its product section', async () => {
    const mgradmin = await as('mgradmin01');
    const info = await mgradmin.gateway.call(orgRecord.queryEnterpriseBasicInfo, {});
    expect(info.groupId).toBe('10000010');
    expect(info.record.basic?.orgFullName).toBe('恒泰资产管理有限公司');
    expect(info.record.transactor?.name).toBe('许宁');
    expect(info.record.product?.prodName).toBe('恒泰资产管理有限公司');
  });
});

describe('seeded 风险测评结果: the questionnaire behind each seeded level (spec 02 §3 risk info; issue 15 §4)', () => {
  it('op01 (zxfxdj_4) shows the score and the day taken, which expires on the seeded day', async () => {
    const op = await as('op01');
    const result = await op.gateway.call(riskCrs.queryRiskQA, {});
    expect(result).toMatchObject({ riskType: 'zxfxdj_4', score: 80, expired: false });
    expect(result.assessedOn).not.toBeNull();
    expect(result.expireDate).toBe(riskAssessmentExpiry(result.assessedOn!));
    expect(result.history[0]).toMatchObject({ loginName: 'op01', score: 80, riskLevel: 'zxfxdj_4' });
  });

  it('riskexp01 keeps its expired assessment (2025-06-30), now with its score and day', async () => {
    const op = await as('riskexp01');
    const result = await op.gateway.call(riskCrs.queryRiskQA, {});
    expect(result).toMatchObject({
      riskType: 'zxfxdj_4',
      expireDate: '2025-06-30',
      expired: true,
      score: 80,
      assessedOn: '2024-07-01',
    });
  });
});

describe('the account list and the account switch follow one rule (core actsForProducts; spec 01 §7.1, §7.3)', () => {
  it('mgr01 (manager, logged in to product 10000011) is offered the products 10000011-13', async () => {
    const mgr = await as('mgr01', '10000011');
    const list = await mgr.gateway.call(account.queryAccountList, { privilegeCode: 'asset_mgt' });
    expect(list.orgList.map((o) => o.groupId)).toEqual(['10000011', '10000012', '10000013']);
  });

  it('mgradmin01 (administrator of the manager institution) gets its organisation alone, and 资产概览 answers for it', async () => {
    const mgradmin = await as('mgradmin01');
    const list = await mgradmin.gateway.call(account.queryAccountList, { privilegeCode: 'asset_mgt' });
    expect(list.orgList.map((o) => o.groupId)).toEqual(['10000010']);
    const overview = await mgradmin.gateway.call(asset.queryBasicAssetsInfo, {
      groupIds: list.orgList.map((o) => o.groupId),
    });
    expect(overview.totalAsset).toMatch(/^\d+(\.\d+)?$/);
    // The switch refuses it a product, as the list does not offer one (FD1004).
    mgradmin.session.groupId = '10000011';
    await expect(
      mgradmin.gateway.call(asset.queryBasicAssetsInfo, { groupIds: ['10000011'] }),
    ).rejects.toMatchObject({ code: ErrorCode.OrgForbidden });
  });

  it('op02 (two organisations) still gets both', async () => {
    const op = await as('op02', '10000001');
    const list = await op.gateway.call(account.queryAccountList, { privilegeCode: 'asset_mgt' });
    expect(list.orgList.map((o) => o.groupId)).toEqual(['10000001', '10000002']);
  });
});
