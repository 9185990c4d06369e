/**
 * Issue 15 §3 leftovers of the institution record, end to end through the real server (spec 01 §3
 * changeProductRecord versus realProductRecord, §5 email list, §7.9 CRS, §7.12 saveProductRecord,
 * saveProductRecordNoCheck, queryProductRecord, postManagerOrgModifyEmail, postManagerOrgCrs,
 * removeOrgNccpImage):
 * - a manager institution's product basic info change is a versioned submission reviewed by the back office
 *   (before, after, who, when, decision), refused while another is under review;
 * - a manager institution's information change carries its bill e-mails and CRS declaration (the bill e-mail
 *   and CRS rules of core), applied on approval;
 * - each submission records the attachments it carried (id and SHA-256); one an under-review submission
 *   carries cannot be removed or replaced (FD6118).
 */
import { createHash } from 'node:crypto';
import { account, callPath, createGatewayClient, ErrorCode, orgRecord, riskCrs, t } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeCipher, startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { refusalWithMessage } from '../helpers/refusals.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(7)]);
const PDF = new TextEncoder().encode('%PDF-1.4\n% synthetic authorisation scan\n%%EOF\n');

let server: TestServer;
beforeAll(async () => {
  // The manager institution's administrator is the seeded mgradmin01 (jgt_person of 恒泰资产 10000010).
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

async function loggedIn(loginName: string, groupId?: string): Promise<TestClient> {
  const c = server.client();
  await c.login(loginName, 'Demo@2026', groupId);
  return c;
}

const PRODUCT = '10000011';
const newRecord = {
  prodCredNo: 'SXY123',
  prodName: '恒泰稳健1号私募证券投资基金',
  prodShortName: '恒泰稳健1号',
  custodianName: '招商证券股份有限公司',
};

describe('a manager institution product record change (spec 01 §3, §7.12 saveProductRecord; issue 15 §3)', () => {
  it('saveProductRecordNoCheck keeps a draft unchecked; saveProductRecord checks it (FD6116) and submits it', async () => {
    const mgr = await loggedIn('mgr01');
    const before = await mgr.gateway.call(orgRecord.queryProductRecord, { groupId: PRODUCT });
    expect(before).toMatchObject({ groupId: PRODUCT, changeProductRecord: null, submission: null });
    expect(before.realProductRecord.prodName).toBe('恒泰稳健1号私募证券投资基金');

    const draft = await mgr.gateway.call(orgRecord.saveProductRecordNoCheck, {
      groupId: PRODUCT,
      ...newRecord,
      prodCredNo: 'ab',
    });
    expect(draft).toMatchObject({ draftKind: 'productChange' });
    expect(draft.changedFields).toContain('product.prodCredNo');
    const saved = await mgr.gateway.call(orgRecord.queryProductRecord, { groupId: PRODUCT });
    expect(saved.changeProductRecord?.prodCredNo).toBe('AB');

    const invalid = await refusalWithMessage(
      mgr.gateway.call(orgRecord.saveProductRecord, { groupId: PRODUCT, ...newRecord, prodCredNo: 'ab' }),
    );
    expect(invalid.code).toBe(ErrorCode.OrgFieldInvalid);

    const submitted = await mgr.gateway.call(orgRecord.saveProductRecord, { groupId: PRODUCT, ...newRecord });
    expect(submitted).toMatchObject({
      kind: 'productChange',
      state: 'submitted',
      groupId: PRODUCT,
      submittedBy: '吴敏',
      attachments: [],
    });
    expect(submitted.changedFields).toEqual(
      expect.arrayContaining(['product.prodCredNo', 'product.prodShortName', 'product.custodianName']),
    );
  });

  it('refuses another change of the product while one is under review (FD6108), and others’ products (FD1392, FD1393)', async () => {
    const mgr = await loggedIn('mgr01');
    for (const call of [orgRecord.saveProductRecord, orgRecord.saveProductRecordNoCheck]) {
      const again = await refusalWithMessage(
        mgr.gateway.call(call, { groupId: PRODUCT, ...newRecord, prodShortName: '稳健1号' }),
      );
      expect(again).toEqual({ code: ErrorCode.OrgChangeInReview, message: t('orgRecord.error.inReview') });
    }
    expect(
      (await refusalWithMessage(mgr.gateway.call(orgRecord.queryProductRecord, { groupId: '10000001' })))
        .code,
    ).toBe(ErrorCode.ProductNotManaged);
    // Another product of the same manager is its own record: not blocked.
    const other = await mgr.gateway.call(orgRecord.saveProductRecordNoCheck, {
      groupId: '10000012',
      ...newRecord,
      prodName: '恒泰价值精选2号私募证券投资基金',
    });
    expect(other.draftKind).toBe('productChange');
    const admin = await loggedIn('admin01');
    await server.db.query(
      "UPDATE persons SET roles = array_append(roles, 'manager') WHERE login_name = 'admin01'",
    );
    const notManager = await refusalWithMessage(
      admin.gateway.call(orgRecord.queryProductRecord, { groupId: PRODUCT }),
    );
    expect(notManager.code).toBe(ErrorCode.NotManager);
    await server.db.query(
      "UPDATE persons SET roles = array_remove(roles, 'manager') WHERE login_name = 'admin01'",
    );
  });

  it('the back office approves it: the product record changes and the version keeps before, after, who and the decision', async () => {
    const ops = await loggedIn('ops01');
    const queue = await ops.gateway.call(orgRecord.orgReviewList, { state: 'submitted' });
    const item = queue.list.find((v) => v.groupId === PRODUCT && v.kind === 'productChange')!;
    expect(item.before.product?.prodName).toBe('恒泰稳健1号私募证券投资基金');
    expect(item.after.product).toEqual(newRecord);
    await ops.gateway.call(orgRecord.orgReviewDecide, {
      submissionId: item.submissionId,
      decision: 'approve',
    });

    const mgr = await loggedIn('mgr01');
    const managed = await mgr.gateway.call(riskCrs.queryManagedProduct, { groupId: PRODUCT });
    expect(managed.product).toMatchObject({
      prodCredNo: 'SXY123',
      prodShortName: '恒泰稳健1号',
      custodianName: '招商证券股份有限公司',
    });
    const record = await mgr.gateway.call(orgRecord.queryProductRecord, { groupId: PRODUCT });
    expect(record.changeProductRecord).toBeNull();
    expect(record.realProductRecord).toEqual(newRecord);
    expect(record.versions[0]).toMatchObject({
      submissionId: item.submissionId,
      state: 'approved',
      submittedBy: '吴敏',
      decidedBy: '林审',
    });
    expect(record.versions[0]!.decidedAt).not.toBeNull();
  });
});

describe('a manager institution change carries bill e-mails and CRS (spec 01 §5, §7.9, §7.12)', () => {
  it('postManagerOrgModifyEmail refuses 请输入正确格式的邮箱 and 邮箱不能重复 (the bill e-mail rule)', async () => {
    const mgr = await loggedIn('mgradmin01');
    expect(
      await refusalWithMessage(
        mgr.gateway.call(orgRecord.postManagerOrgModifyEmail, { billEmails: ['finance@hengtai', 'a@b.cn'] }),
      ),
    ).toEqual({ code: ErrorCode.BillEmailFormat, message: '请输入正确格式的邮箱' });
    expect(
      await refusalWithMessage(
        mgr.gateway.call(orgRecord.postManagerOrgModifyEmail, {
          billEmails: ['fin@hengtai.com', 'FIN@hengtai.com'],
        }),
      ),
    ).toEqual({ code: ErrorCode.BillEmailDuplicate, message: '邮箱不能重复' });
    const admin = await loggedIn('admin01');
    expect(
      (
        await refusalWithMessage(
          admin.gateway.call(orgRecord.postManagerOrgModifyEmail, { billEmails: ['fin@dingyuan.com'] }),
        )
      ).code,
    ).toBe(ErrorCode.NotManager);
    // The manager (mgr01) trades for the institution but does not administer it: refused by privilege.
    const manager = await loggedIn('mgr01');
    for (const call of [
      () => manager.gateway.call(orgRecord.postManagerOrgModifyEmail, { billEmails: ['fin@hengtai.com'] }),
      () =>
        manager.gateway.call(orgRecord.postManagerOrgCrs, { residencyType: '1', entityType: '3', rows: [] }),
    ])
      expect((await refusalWithMessage(call())).code).toBe(ErrorCode.Forbidden);
  });

  it('postManagerOrgCrs refuses a TIN that does not fit (FD1387, the CRS rule), and both are applied on approval', async () => {
    const mgr = await loggedIn('mgradmin01');
    const badTin = await refusalWithMessage(
      mgr.gateway.call(orgRecord.postManagerOrgCrs, {
        residencyType: '3',
        entityType: '1',
        rows: [{ country: 'US', tin: '12345' }],
      }),
    );
    expect(badTin.code).toBe(ErrorCode.CrsTinFormat);
    const email = await mgr.gateway.call(orgRecord.postManagerOrgModifyEmail, {
      billEmails: [' fin@hengtai.com ', 'ops@hengtai.com'],
    });
    expect(email.changedFields).toEqual(['billEmails']);
    const crs = await mgr.gateway.call(orgRecord.postManagerOrgCrs, {
      residencyType: '3',
      entityType: '1',
      rows: [{ country: 'US', tin: '123-45-6789' }],
    });
    expect(crs.changedFields).toEqual(['billEmails', 'crs']);
    const submitted = await mgr.gateway.call(orgRecord.jgtSubmit, {});
    expect(submitted).toMatchObject({ kind: 'jgtEdit', state: 'submitted' });
    expect(
      (
        await refusalWithMessage(
          mgr.gateway.call(orgRecord.postManagerOrgModifyEmail, { billEmails: ['x@hengtai.com'] }),
        )
      ).code,
    ).toBe(ErrorCode.OrgChangeInReview);

    const ops = await loggedIn('ops01');
    await ops.gateway.call(orgRecord.orgReviewDecide, {
      submissionId: submitted.submissionId,
      decision: 'approve',
    });
    const bills = await mgr.gateway.call(orgRecord.jgtBillEmailQuery, {});
    expect(bills.billEmails).toEqual(['fin@hengtai.com', 'ops@hengtai.com']);
    const declared = await server.db.query<{ residency_type: string; rows: unknown; person_id: string }>(
      `SELECT residency_type, rows, person_id FROM crs_declarations WHERE group_id = '10000010'
        ORDER BY version DESC LIMIT 1`,
    );
    expect(declared[0]).toMatchObject({ residency_type: '3', person_id: 'P0019' });
    expect(declared[0]!.rows).toEqual([{ country: 'US', tin: '123456789' }]);
    const info = await mgr.gateway.call(orgRecord.queryEnterpriseBasicInfo, {});
    expect(info.record).not.toHaveProperty('billEmails');
    const version = info.versions.find((v) => v.submissionId === submitted.submissionId)!;
    expect(version.before.billEmails).toEqual([]);
    expect(version.after.billEmails).toEqual(['fin@hengtai.com', 'ops@hengtai.com']);
    expect(version.after.crs).toMatchObject({ residencyType: '3' });
  });
  it('a passive non-financial institution’s CRS in the change lists its controlling persons (FD1390, FD1396), kept in the version on approval', async () => {
    const mgr = await loggedIn('mgradmin01');
    const passive = { residencyType: '1', entityType: '2', rows: [] };
    expect((await refusalWithMessage(mgr.gateway.call(orgRecord.postManagerOrgCrs, passive))).code).toBe(
      ErrorCode.CrsControllingPersons,
    );
    const person = {
      name: '王小明',
      birthDate: '1980-05-17',
      residencyType: '3',
      rows: [{ country: 'HK', tin: 'A123456(7)' }],
    };
    // Born after the server's today (2026-02-13 in the tests' clock): refused.
    const unborn = await refusalWithMessage(
      mgr.gateway.call(orgRecord.postManagerOrgCrs, {
        ...passive,
        controllingPersons: [{ ...person, birthDate: '2026-02-14' }],
      }),
    );
    expect(unborn).toEqual({
      code: ErrorCode.CrsControllingPersonInvalid,
      message: t('riskCrs.error.controllingPersonInvalid', { index: 1 }),
    });
    const saved = await mgr.gateway.call(orgRecord.postManagerOrgCrs, {
      ...passive,
      controllingPersons: [person],
    });
    expect(saved.changedFields).toContain('crs');
    const draft = await mgr.gateway.call(orgRecord.queryOrgRecord, {});
    expect(draft.changeExtras?.crs?.controllingPersons).toEqual([
      { ...person, rows: [{ country: 'HK', tin: 'A1234567' }] },
    ]);
    const submitted = await mgr.gateway.call(orgRecord.jgtSubmit, {});
    const ops = await loggedIn('ops01');
    await ops.gateway.call(orgRecord.orgReviewDecide, {
      submissionId: submitted.submissionId,
      decision: 'approve',
    });
    const crs = await mgr.gateway.call(riskCrs.queryPersonalOrgCrs, {});
    expect(crs.declaration).toMatchObject({
      entityType: '2',
      declaredBy: '许宁',
      controllingPersons: [{ name: '王小明', rows: [{ country: 'HK', tin: 'A1234567' }] }],
    });
    // The earlier version is kept as it was (no controlling persons).
    expect(crs.history[1]).toMatchObject({ entityType: '1', controllingPersons: [] });
  });
});

describe('the trust channel’s beneficial owners and actual controllers travel encrypted (spec 01 §5, §7.11)', () => {
  it('jgtEditBeneficiaryInfo and jgtEditActualControllerInfo: the wire holds no plain name or ID number; the gateway opens them', async () => {
    const bodies: string[] = [];
    const session: { token?: string; groupId?: string } = {};
    const gateway = createGatewayClient({
      baseUrl: server.baseUrl,
      mode: 'direct',
      fetch: (url, init) => {
        if (typeof init?.body === 'string') bodies.push(init.body);
        return fetch(url, init);
      },
      session: { token: () => session.token, groupId: () => session.groupId },
      createCipher: nodeCipher,
    });
    const login = await gateway.call(account.orgLogin, { loginName: 'admin01', password: 'Demo@2026' });
    session.token = login.token;
    const switched = await gateway.call(account.loginSwitch, { groupId: '10000001' });
    session.token = switched.token;
    session.groupId = switched.groupId;

    const owner = { name: '钱受益', credNo: '11010519491231002X', address: '北京市朝阳区建国路1号' };
    const controller = { name: '孙控制', credNo: '110101199003070513' };
    bodies.length = 0;
    await gateway.call(orgRecord.jgtEditBeneficiaryInfo, { list: [owner] });
    await gateway.call(orgRecord.jgtEditActualControllerInfo, { list: [controller] });
    const wire = bodies.join('\n');
    expect(wire).toContain('"list"');
    for (const plain of [owner.credNo, owner.name, controller.credNo, controller.name])
      expect(wire).not.toContain(plain);
    // The address is not a secret: it travels as it is.
    expect(wire).toContain(owner.address);

    const owners = await gateway.call(orgRecord.jgtQueryBeneficiaryInfo, {});
    expect(owners.value).toEqual([owner]);
    const controllers = await gateway.call(orgRecord.jgtQueryActualControllerInfo, {});
    expect(controllers.value).toEqual([controller]);
    // A blank name reaches the gateway's rule, opened like the others (PersonNameFormat).
    expect(
      (
        await refusalWithMessage(
          gateway.call(orgRecord.jgtEditActualControllerInfo, { list: [{ ...controller, name: ' ' }] }),
        )
      ).code,
    ).toBe(ErrorCode.PersonNameFormat);
    // Replaying the same sealed list is refused (one nonce per request, used up: FD1005).
    const replay = await fetch(`${server.baseUrl}${callPath(orgRecord.jgtEditBeneficiaryInfo)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.token}`,
        'x-gno': '10000001',
      },
      body: bodies[bodies.findIndex((b) => b.includes('"list"'))],
    });
    expect(await replay.json()).toMatchObject({ header: { retCode: ErrorCode.DecryptFailed } });
  });
});

describe('attachments are versioned with each change (issue 15 §3; spec 01 §7.8, §7.12)', () => {
  it('a submission records the attachments it carried (id and SHA-256); one it carries cannot be removed or replaced (FD6118)', async () => {
    const admin = await loggedIn('admin01');
    const licence = await admin.gateway.upload(
      orgRecord.uploadOrgNccpImage,
      { imageType: 'authorisation' },
      { name: '授权书.pdf', bytes: PDF, type: 'application/pdf' },
    );
    await admin.gateway.call(orgRecord.jgtEditBankInfo, {
      bkcAccountName: '鼎元投资管理有限公司',
      bkcAccountNo: '6222020200001112223',
      bankName: '中国银行北京分行',
    });
    const submitted = await admin.gateway.call(orgRecord.jgtSubmit, {});
    expect(submitted.attachments).toEqual([
      {
        attachmentId: licence.attachmentId,
        imageType: 'authorisation',
        fileName: '授权书.pdf',
        contentHash: createHash('sha256').update(PDF).digest('hex'),
      },
    ]);

    const removed = await refusalWithMessage(
      admin.gateway.call(orgRecord.removeOrgNccpImage, { attachmentId: licence.attachmentId }),
    );
    expect(removed).toEqual({
      code: ErrorCode.AttachmentInReview,
      message: t('orgRecord.error.attachmentInReview', { fileName: '授权书.pdf' }),
    });
    const replaced = await refusalWithMessage(
      admin.gateway.upload(
        orgRecord.uploadOrgNccpImage,
        { imageType: 'authorisation' },
        { name: 'new.png', bytes: PNG, type: 'image/png' },
      ),
    );
    expect(replaced.code).toBe(ErrorCode.AttachmentInReview);
    // A file of another type is not carried: it may be added.
    const other = await admin.gateway.upload(
      orgRecord.uploadOrgNccpImage,
      { imageType: 'other' },
      { name: 'other.png', bytes: PNG, type: 'image/png' },
    );

    const info = await admin.gateway.call(orgRecord.queryEnterpriseBasicInfo, {});
    const version = info.versions.find((v) => v.submissionId === submitted.submissionId)!;
    expect(version.attachments?.map((a) => a.attachmentId)).toEqual([licence.attachmentId]);

    const ops = await loggedIn('ops01');
    await ops.gateway.call(orgRecord.orgReviewDecide, {
      submissionId: submitted.submissionId,
      decision: 'sendBack',
      reason: '授权书未盖章',
    });
    // Sent back: nothing is under review, so the file may be replaced; the trail keeps what was carried.
    expect(
      await admin.gateway.call(orgRecord.removeOrgNccpImage, { attachmentId: licence.attachmentId }),
    ).toEqual({ removed: true });
    const resubmitted = await admin.gateway.call(orgRecord.jgtSubmit, {});
    expect(resubmitted.attachments?.map((a) => a.attachmentId)).toEqual([other.attachmentId]);
  });
});
