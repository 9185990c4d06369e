/**
 * Issue 15 §2-§3 institution record, opening and changes, end to end through the real server (spec 01 §3,
 * §4.1 account status, §4.4 cancel opening, §4.9 change and send-back, §5 email list and file link,
 * §7.3 jgtRegisterAutoLogin/jgtRegisterRevoke, §7.8 attachments, §7.11-§7.13):
 * - an institution registers, fills the guided opening section by section (save and continue), uploads its
 *   licences, submits; the back office (ops01) approves; its administrator logs in again and may trade;
 * - an information change and a transactor change go through submit, send-back and approval, each kept as a
 *   version with who, when, before, after and the decision;
 * - every bad input of the issue is refused with its catalogue code.
 */
import { account, creditCodeCheckChar, ErrorCode, firstLogin, orgRecord, t } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { refusalWithMessage } from '../helpers/refusals.js';

/** Synthetic resident ID numbers with a right check digit (GB 11643), of nobody. */
const ID_A = '11010519491231002X';
const ID_B = '110101199003070513';
/** A synthetic credit code of the given serial (GB 32100 check character computed). */
const creditCode = (serial: number) => {
  const first17 = `91110105MA${String(serial).padStart(7, '0')}`;
  return first17 + creditCodeCheckChar(first17)!;
};
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(1)]);
const PDF = new TextEncoder().encode('%PDF-1.4\n% synthetic licence scan\n%%EOF\n');

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

async function loggedIn(loginName: string, password = 'Demo@2026', groupId?: string): Promise<TestClient> {
  const c = server.client();
  await c.login(loginName, password, groupId);
  return c;
}

/** Registers an institution and returns its administrator's client, switched into it. */
async function register(serial: number, loginName: string, mobile: string): Promise<TestClient> {
  const c = server.client();
  const answer = await c.gateway.call(orgRecord.jgtRegisterAutoLogin, {
    orgFullName: `测试开户${serial}有限公司`,
    credNo: creditCode(serial),
    adminName: '周开户',
    loginName,
    mobileNo: mobile,
    loginPwd: 'Open@2026x',
  });
  c.session.token = answer.token;
  const switched = await c.gateway.call(account.loginSwitch, { groupId: answer.groupId });
  c.session.token = switched.token;
  c.session.groupId = switched.groupId;
  return c;
}

/** Fills every section of a draft (the opening, or a change where allowed). */
async function fillAll(c: TestClient, serial: number) {
  await c.gateway.call(orgRecord.jgtEditBasicInfo, {
    orgFullName: `测试开户${serial}有限公司`,
    orgCredNo: creditCode(serial),
    registerAddress: '北京市朝阳区建国路1号',
    officeAddress: '北京市朝阳区建国路1号',
  });
  await c.gateway.call(orgRecord.jgtEditLegalPersonInfo, {
    legalPersonName: '王法人',
    legalPersonCredNo: ID_A,
    legalPersonMobilePhoneNo: '13911110000',
  });
  await c.gateway.call(orgRecord.jgtEditTransactorInfo, {
    name: '李经办',
    credNo: ID_B,
    mobilePhoneNo: '13911110001',
    address: '北京市朝阳区建国路1号',
  });
  await c.gateway.call(orgRecord.jgtEditBankInfo, {
    bkcAccountName: `测试开户${serial}有限公司`,
    bkcAccountNo: '6222020200001234567',
    bankName: '中国工商银行北京分行',
  });
  await c.gateway.call(orgRecord.jgtEditBeneficiaryInfo, {
    list: [{ name: '王法人', credNo: ID_A, address: '北京市' }],
  });
  return c.gateway.call(orgRecord.jgtEditActualControllerInfo, { list: [{ name: '王法人', credNo: ID_A }] });
}

describe('institution opening (issue 15 §2; spec 01 §4.1, §7.3, §7.8, §7.11)', () => {
  let applicant: TestClient;

  it('the credit code is checked by GB 32100 before registering (FD6101, FD6103) and must be free (FD6104)', async () => {
    const anonymous = server.client();
    expect(
      (await refusalWithMessage(anonymous.gateway.call(orgRecord.jgtCredUniqueCheck, { credNo: '9111' })))
        .code,
    ).toBe(ErrorCode.CreditCodeLength);
    const wrong = creditCode(1).slice(0, 17) + (creditCode(1).endsWith('0') ? '1' : '0');
    expect(
      (await refusalWithMessage(anonymous.gateway.call(orgRecord.jgtCredUniqueCheck, { credNo: wrong })))
        .code,
    ).toBe(ErrorCode.CreditCodeChecksum);
    expect(await anonymous.gateway.call(orgRecord.jgtCredUniqueCheck, { credNo: creditCode(1) })).toEqual({
      credNo: creditCode(1),
      unique: true,
    });
    applicant = await register(1, 'open01', '13800138101');
    const again = await refusalWithMessage(
      anonymous.gateway.call(orgRecord.jgtCredUniqueCheck, { credNo: creditCode(1) }),
    );
    expect(again).toEqual({ code: ErrorCode.CreditCodeTaken, message: t('orgRecord.error.creditCodeTaken') });
  });

  it('a new institution is not opened (status 0) and lands on the opening form', async () => {
    const info = await applicant.gateway.call(firstLogin.corpInfo, {});
    expect(info.status).toBe(0);
    const status = await applicant.gateway.call(orgRecord.accountOpenStatus, {});
    expect(status.missing).toContain('legalPerson');
    const basic = await applicant.gateway.call(orgRecord.jgtQueryBasicInfo, {});
    expect(basic.value?.orgCredNo).toBe(creditCode(1));
  });

  it('refuses submitting an incomplete opening with what is missing (FD6109)', async () => {
    const failed = await refusalWithMessage(applicant.gateway.call(orgRecord.jgtSubmit, {}));
    expect(failed.code).toBe(ErrorCode.OrgSubmissionNotFound); // nothing saved yet
    await applicant.gateway.call(orgRecord.jgtEditBankInfo, {
      bkcAccountName: '测试开户1有限公司',
      bkcAccountNo: '6222020200001234567',
      bankName: '中国工商银行',
    });
    const incomplete = await refusalWithMessage(applicant.gateway.call(orgRecord.jgtSubmit, {}));
    expect(incomplete.code).toBe(ErrorCode.OrgRecordIncomplete);
    expect(incomplete.message).toContain(t('orgSection.legalPerson'));
  });

  it('refuses bad sections: a wrong ID check digit, a wrong credit code, a short account number', async () => {
    const badId = await refusalWithMessage(
      applicant.gateway.call(orgRecord.jgtEditLegalPersonInfo, {
        legalPersonName: '王法人',
        legalPersonCredNo: '110105194912310021',
        legalPersonMobilePhoneNo: '13911110000',
      }),
    );
    expect(badId.code).toBe(ErrorCode.PersonCredNumber);
    const badCode = await refusalWithMessage(
      applicant.gateway.call(orgRecord.jgtEditBasicInfo, {
        orgFullName: '测试开户1有限公司',
        orgCredNo: creditCode(1).slice(0, 17) + 'I',
        registerAddress: '北京',
        officeAddress: '北京',
      }),
    );
    expect(badCode.code).toBe(ErrorCode.CreditCodeCharset);
    const badBank = await refusalWithMessage(
      applicant.gateway.call(orgRecord.jgtEditBankInfo, {
        bkcAccountName: 'x',
        bkcAccountNo: '123',
        bankName: 'y',
      }),
    );
    expect(badBank).toEqual({
      code: ErrorCode.OrgFieldInvalid,
      message: t('orgRecord.error.fieldInvalid', { field: 'bkcAccountNo' }),
    });
  });

  it("uploads are judged by their bytes and size; links must be http(s) and the caller's (spec 01 §5, §7.8)", async () => {
    const notImage = await refusalWithMessage(
      applicant.gateway.upload(
        orgRecord.uploadOrgNccpImage,
        { imageType: 'businessLicence' },
        {
          name: 'licence.jpg',
          bytes: new TextEncoder().encode('just some text, not an image at all'),
          type: 'image/jpeg',
        },
      ),
    );
    expect(notImage.code).toBe(ErrorCode.AttachmentType);
    const tooLarge = await refusalWithMessage(
      applicant.gateway.upload(
        orgRecord.uploadOrgNccpImage,
        { imageType: 'businessLicence' },
        { name: 'big.png', bytes: new Uint8Array(orgRecord.ORG_ATTACHMENT_MAX_BYTES + 1), type: 'image/png' },
      ),
    );
    expect(tooLarge.code).toBe(ErrorCode.AttachmentTooLarge);
    // A PDF renamed .jpg is kept as what it is.
    const licence = await applicant.gateway.upload(
      orgRecord.uploadOrgNccpImage,
      { imageType: 'businessLicence' },
      { name: 'licence.jpg', bytes: PDF, type: 'image/jpeg' },
    );
    expect(licence).toMatchObject({ mediaType: 'application/pdf', suffix: 'pdf', size: PDF.length });
    const id = await applicant.gateway.upload(
      orgRecord.uploadOrgNccpImage,
      { imageType: 'legalPersonId' },
      { name: 'id.png', bytes: PNG, type: 'image/png' },
    );
    const file = await applicant.gateway.download(orgRecord.imageEcho, { url: id.url, suffix: 'png' });
    expect([...file.bytes]).toEqual([...PNG]);
    const ftp = await refusalWithMessage(
      applicant.gateway.download(orgRecord.imageEcho, { url: 'ftp://x/y.png' }),
    );
    expect(ftp).toEqual({ code: ErrorCode.FileLinkInvalid, message: '传入参数不合法,不是标准的文件链接' });
    const other = await loggedIn('admin01');
    expect(
      (await refusalWithMessage(other.gateway.download(orgRecord.imageEcho, { url: id.url }))).code,
    ).toBe(ErrorCode.AttachmentNotFound);
    expect(
      (
        await refusalWithMessage(
          other.gateway.call(orgRecord.removeOrgNccpImage, { attachmentId: id.attachmentId }),
        )
      ).code,
    ).toBe(ErrorCode.AttachmentNotFound);
  });

  it('submits the complete opening: status 1; a second submit or edit is refused (FD6108)', async () => {
    const saved = await fillAll(applicant, 1);
    expect(saved).toEqual({ draftKind: 'opening', missing: [] });
    const submitted = await applicant.gateway.call(orgRecord.jgtSubmit, {});
    expect(submitted).toMatchObject({ kind: 'opening', state: 'submitted', submittedBy: '周开户' });
    expect((await applicant.gateway.call(firstLogin.corpInfo, {})).status).toBe(1);
    expect((await refusalWithMessage(applicant.gateway.call(orgRecord.jgtSubmit, {}))).code).toBe(
      ErrorCode.OrgChangeInReview,
    );
    const edit = await refusalWithMessage(
      applicant.gateway.call(orgRecord.jgtEditBankInfo, {
        bkcAccountName: 'x',
        bkcAccountNo: '12345678',
        bankName: 'y',
      }),
    );
    expect(edit.code).toBe(ErrorCode.OrgChangeInReview);
  });

  it('only the back office decides (FD1003 for an organisation administrator); a decision is made once', async () => {
    const admin = await loggedIn('admin01');
    expect((await refusalWithMessage(admin.gateway.call(orgRecord.orgReviewList, {}))).code).toBe(
      ErrorCode.Forbidden,
    );
    const ops = await loggedIn('ops01');
    const { list } = await ops.gateway.call(orgRecord.orgReviewList, {});
    const mine = list.find((v) => v.corpName === '测试开户1有限公司')!;
    expect(mine.after.bank?.bankName).toBe('中国工商银行北京分行');
    // The back office sees the attachment links of the organisation under review.
    const attachments = await applicant.gateway.call(orgRecord.queryOrgNccpImage, {});
    const file = await ops.gateway.download(orgRecord.imageEcho, { url: attachments.list[0]!.url });
    expect(file.bytes.length).toBeGreaterThan(0);
    const decided = await ops.gateway.call(orgRecord.orgReviewDecide, {
      submissionId: mine.submissionId,
      decision: 'approve',
    });
    expect(decided).toMatchObject({ state: 'approved', decidedBy: '林审' });
    expect(
      (
        await refusalWithMessage(
          ops.gateway.call(orgRecord.orgReviewDecide, {
            submissionId: mine.submissionId,
            decision: 'approve',
          }),
        )
      ).code,
    ).toBe(ErrorCode.OrgSubmissionNotFound);
  });

  it('after approval the administrator logs in to an opened account and is its operator', async () => {
    const again = await loggedIn('open01', 'Open@2026x');
    // The operator sets a trade password first (spec 01 §4.2 first login), then may trade.
    await again.gateway.call(firstLogin.firstLoginSet, { tradePwd: '246810' });
    const info = await again.gateway.call(firstLogin.corpInfo, {});
    expect(info).toMatchObject({ status: 2, isOperator: true, hasTradePwd: true });
    const enterprise = await again.gateway.call(orgRecord.queryEnterpriseBasicInfo, {});
    expect(enterprise.record.legalPerson?.legalPersonName).toBe('王法人');
    expect(enterprise.versions[0]).toMatchObject({ kind: 'opening', state: 'approved', decidedBy: '林审' });
    applicant = again;
  });
});

describe('changes after opening (issue 15 §3; spec 01 §4.9, §5, §7.12, §7.13)', () => {
  it('an information change: submit, sent back with a reason (FD6117 without), corrected, approved, versioned', async () => {
    const c = await loggedIn('open01', 'Open@2026x');
    expect(await c.gateway.call(orgRecord.checkOrgInfoChangeTransit, {})).toEqual({
      inTransit: false,
      kind: null,
    });
    await c.gateway.call(orgRecord.jgtEditBankInfo, {
      bkcAccountName: '测试开户1有限公司',
      bkcAccountNo: '6222020200007654321',
      bankName: '中国建设银行北京分行',
    });
    const submitted = await c.gateway.call(orgRecord.jgtSubmit, {});
    expect(submitted).toMatchObject({
      kind: 'infoChange',
      changedFields: ['bank.bankName', 'bank.bkcAccountNo'],
    });
    expect((await c.gateway.call(firstLogin.corpInfo, {})).changingFlag).toBe(true);
    expect((await refusalWithMessage(c.gateway.call(orgRecord.jgtSubmit, {}))).code).toBe(
      ErrorCode.OrgChangeInReview,
    );
    const ops = await loggedIn('ops01');
    expect(
      (
        await refusalWithMessage(
          ops.gateway.call(orgRecord.orgReviewDecide, {
            submissionId: submitted.submissionId,
            decision: 'sendBack',
          }),
        )
      ).code,
    ).toBe(ErrorCode.OrgDecisionReasonRequired);
    await ops.gateway.call(orgRecord.orgReviewDecide, {
      submissionId: submitted.submissionId,
      decision: 'sendBack',
      reason: '银行账号与开户许可证不一致',
    });
    const status = await c.gateway.call(orgRecord.infoChangeQueryStatus, {});
    expect(status.submission).toMatchObject({ state: 'sentBack', reason: '银行账号与开户许可证不一致' });
    await c.gateway.call(orgRecord.jgtEditBankInfo, {
      bkcAccountName: '测试开户1有限公司',
      bkcAccountNo: '6222020200007654322',
      bankName: '中国建设银行北京分行',
    });
    const again = await c.gateway.call(orgRecord.jgtSubmit, {});
    expect(again.submissionId).toBe(submitted.submissionId);
    await ops.gateway.call(orgRecord.orgReviewDecide, {
      submissionId: again.submissionId,
      decision: 'approve',
    });
    const info = await c.gateway.call(orgRecord.queryEnterpriseBasicInfo, {});
    expect(info.record.bank?.bkcAccountNo).toBe('6222020200007654322');
    expect(info.changingFlag).toBe(false);
    const version = info.versions.find((v) => v.submissionId === again.submissionId)!;
    expect(version.before.bank?.bankName).toBe('中国工商银行北京分行');
    expect(version.after.bank?.bankName).toBe('中国建设银行北京分行');
    expect(version).toMatchObject({ state: 'approved', submittedBy: '周开户', decidedBy: '林审' });
  });

  it('a transactor change keeps the old transactor waiting until decided (spec 01 §2.3, §7.13)', async () => {
    const c = await loggedIn('open01', 'Open@2026x');
    await c.gateway.call(orgRecord.transactorChangeSave, {
      name: '赵新办',
      credNo: ID_A,
      mobilePhoneNo: '13911110002',
      address: '北京市海淀区',
    });
    const submitted = await c.gateway.call(orgRecord.transactorChangeSubmit, {});
    const info = await c.gateway.call(firstLogin.corpInfo, {});
    expect(info.transactorChange).toMatchObject({ oldTransactorName: '李经办', newTransactorName: '赵新办' });
    const ops = await loggedIn('ops01');
    await ops.gateway.call(orgRecord.orgReviewDecide, {
      submissionId: submitted.submissionId,
      decision: 'approve',
    });
    const after = await c.gateway.call(orgRecord.transactorChangeQueryStatus, {});
    expect(after).toMatchObject({
      isSendBack: false,
      oldTransactorDto: { name: '李经办' },
      editTransactorDto: { name: '赵新办' },
    });
    expect((await c.gateway.call(firstLogin.corpInfo, {})).transactorChangeStatus.hasTransactorChanging).toBe(
      false,
    );
  });

  it('bill e-mails: 请输入正确格式的邮箱, 邮箱不能重复, else applied at once and versioned (spec 01 §5)', async () => {
    const c = await loggedIn('open01', 'Open@2026x');
    expect(
      await refusalWithMessage(
        c.gateway.call(orgRecord.jgtBillEmailEditBatch, { billEmails: ['a@b.com', 'bad@'] }),
      ),
    ).toEqual({ code: ErrorCode.BillEmailFormat, message: '请输入正确格式的邮箱' });
    expect(
      await refusalWithMessage(
        c.gateway.call(orgRecord.jgtBillEmailEditBatch, { billEmails: ['a@b.com', 'A@b.com'] }),
      ),
    ).toEqual({ code: ErrorCode.BillEmailDuplicate, message: '邮箱不能重复' });
    await c.gateway.call(orgRecord.jgtBillEmailEditBatch, { billEmails: ['fin@corp.com', 'ops@corp.com'] });
    expect(await c.gateway.call(orgRecord.jgtBillEmailQuery, {})).toMatchObject({
      billEmails: ['fin@corp.com', 'ops@corp.com'],
    });
    await c.gateway.call(orgRecord.jgtBillEmailEdit, { billEmail: 'only@corp.com' });
    const info = await c.gateway.call(orgRecord.queryEnterpriseBasicInfo, {});
    expect(info.versions[0]).toMatchObject({ kind: 'billEmails', after: { billEmails: ['only@corp.com'] } });
  });

  it("a person of another organisation cannot touch this one's record (FD1004)", async () => {
    const other = await loggedIn('admin01');
    const info = await other.gateway.call(orgRecord.queryEnterpriseBasicInfo, {});
    expect(info.groupId).toBe('10000001');
    const c = await loggedIn('open01', 'Open@2026x');
    other.session.groupId = c.session.groupId; // x-gno of the other organisation
    expect(
      (
        await refusalWithMessage(
          other.gateway.call(orgRecord.jgtEditBankInfo, {
            bkcAccountName: 'x',
            bkcAccountNo: '12345678',
            bankName: 'y',
          }),
        )
      ).code,
    ).toBe(ErrorCode.OrgForbidden);
  });
});

describe('a product institution (client type 3, spec 01 §1, §3 product record)', () => {
  it('needs the product section before its opening can be submitted', async () => {
    const c = server.client();
    const answer = await c.gateway.call(orgRecord.jgtRegisterAutoLogin, {
      orgFullName: '测试信托3号集合资金信托计划',
      credNo: creditCode(3),
      clientType: '3',
      adminName: '钱信托',
      loginName: 'open03',
      mobileNo: '13800138103',
      loginPwd: 'Open@2026x',
    });
    c.session.token = answer.token;
    const switched = await c.gateway.call(account.loginSwitch, { groupId: answer.groupId });
    c.session.token = switched.token;
    c.session.groupId = switched.groupId;
    // The type can change until the opening is submitted (/orgaccount/openAccountType).
    expect(await c.gateway.call(orgRecord.jgtEditOpenAccountType, { clientType: '2' })).toMatchObject({
      clientType: '2',
    });
    expect((await c.gateway.call(firstLogin.corpInfo, {})).clientType).toBe('2');
    await c.gateway.call(orgRecord.jgtEditOpenAccountType, { clientType: '3' });
    const saved = await fillAll(c, 3);
    expect(saved.missing).toEqual(['product', 'businessLicence', 'legalPersonId']);
    const opened = await loggedIn('open01', 'Open@2026x');
    expect(
      (await refusalWithMessage(opened.gateway.call(orgRecord.jgtEditOpenAccountType, { clientType: '3' })))
        .code,
    ).toBe(ErrorCode.OrgOpeningState);
    const badProduct = await refusalWithMessage(
      c.gateway.call(orgRecord.jgtEditProdBasicInfo, {
        prodCredNo: 'S#1',
        prodName: '稳盈3号',
        prodShortName: '稳盈3号',
        custodianName: '招商银行',
      }),
    );
    expect(badProduct).toEqual({
      code: ErrorCode.OrgFieldInvalid,
      message: t('orgRecord.error.fieldInvalid', { field: 'prodCredNo' }),
    });
    const product = await c.gateway.call(orgRecord.jgtEditProdBasicInfo, {
      prodCredNo: 'SXY123',
      prodName: '测试信托3号集合资金信托计划',
      prodShortName: '稳盈3号',
      custodianName: '招商银行股份有限公司',
    });
    expect(product.missing).toEqual(['businessLicence', 'legalPersonId']);
  });
});

describe('cancel opening (spec 01 §4.4)', () => {
  it('deletes what was filled, closes the organisation and ends the session; not once submitted', async () => {
    const c = await register(2, 'open02', '13800138102');
    await c.gateway.call(orgRecord.jgtEditBankInfo, {
      bkcAccountName: '测试开户2有限公司',
      bkcAccountNo: '6222020200001111111',
      bankName: '招商银行',
    });
    const info = await c.gateway.call(firstLogin.corpInfo, {});
    expect(
      (
        await refusalWithMessage(
          c.gateway.call(orgRecord.jgtRegisterRevoke, { jgtOrgProdFlag: 2, gid: 'G1' }),
        )
      ).code,
    ).toBe(ErrorCode.OrgForbidden);
    expect(await c.gateway.call(orgRecord.jgtRegisterRevoke, { jgtOrgProdFlag: 2, gid: info.gid })).toEqual({
      revoked: true,
    });
    expect((await refusalWithMessage(c.gateway.call(firstLogin.corpInfo, {}))).code).toBe(
      ErrorCode.SessionExpired,
    );
    const rows = await server.db.query<{ state: string; after_record: object }>(
      'SELECT state, after_record FROM org_submissions WHERE group_id = $1',
      [info.groupId],
    );
    expect(rows).toEqual([{ state: 'cancelled', after_record: {} }]);
    // The credit code is free again.
    expect(
      (await server.client().gateway.call(orgRecord.jgtCredUniqueCheck, { credNo: creditCode(2) })).unique,
    ).toBe(true);
    const opened = await loggedIn('open01', 'Open@2026x');
    const gid = (await opened.gateway.call(firstLogin.corpInfo, {})).gid;
    expect(
      (await refusalWithMessage(opened.gateway.call(orgRecord.jgtRegisterRevoke, { jgtOrgProdFlag: 2, gid })))
        .code,
    ).toBe(ErrorCode.OrgOpeningState);
  });
});
