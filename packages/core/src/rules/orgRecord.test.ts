import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import {
  attachmentRemovalRefusal,
  billEmailsRefusal,
  changedOrgFields,
  fileLinkRefusal,
  isValidBillEmail,
  missingForSubmit,
  orgSectionRefusal,
  statusAfterDecision,
  submissionRefusal,
} from './orgRecord.js';

/** A resident ID number with a right check digit (GB 11643; synthetic). */
const ID = '11010519491231002X';

describe('bill e-mail list (spec 01 §5 email list; §7.11 jgtBillEmailEdit/batch)', () => {
  it('takes letters, digits, _ + - . before @ and a final label of 2-4 letters or digits', () => {
    expect(isValidBillEmail('fin.ops+bill_1@example-corp.com.cn')).toBe(true);
    expect(isValidBillEmail('a@b.c')).toBe(false);
    expect(isValidBillEmail('a@b.museum')).toBe(false);
    expect(isValidBillEmail('a b@c.com')).toBe(false);
  });

  it('refuses a malformed address with 请输入正确格式的邮箱 (FD6105) naming it', () => {
    expect(billEmailsRefusal(['ok@a.com', 'bad@'])).toEqual({
      code: ErrorCode.BillEmailFormat,
      params: { email: 'bad@' },
    });
    expect(billEmailsRefusal([])).toMatchObject({ code: ErrorCode.BillEmailFormat });
  });

  it('refuses a repeated address (trimmed, any case) with 邮箱不能重复 (FD6106)', () => {
    expect(billEmailsRefusal(['a@b.com', ' A@B.com '])).toEqual({
      code: ErrorCode.BillEmailDuplicate,
      params: { email: 'A@B.com' },
    });
    expect(billEmailsRefusal(['a@b.com', 'c@d.com'])).toBeNull();
  });
});

describe('file link (spec 01 §5: http or https, else 传入参数不合法,不是标准的文件链接)', () => {
  it('accepts http and https links with a host', () => {
    expect(fileLinkRefusal('http://localhost:8080/x/1')).toBeNull();
    expect(fileLinkRefusal('https://files.example.com/a.pdf')).toBeNull();
  });
  it('refuses other schemes and non-URLs with FD6107', () => {
    for (const link of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'ftp://a/b',
      '/relative/path',
      'data:,x',
    ])
      expect(fileLinkRefusal(link), link).toEqual({ code: ErrorCode.FileLinkInvalid, params: {} });
  });
});

describe('record sections (spec 01 §3 institution; issue 15 §2)', () => {
  it('basic: the credit code goes through GB 32100', () => {
    const basic = {
      orgFullName: '测试投资有限公司',
      orgCredNo: '91350100M000100Y43',
      registerAddress: '福州市',
      officeAddress: '福州市',
    };
    expect(orgSectionRefusal('basic', basic)).toBeNull();
    expect(orgSectionRefusal('basic', { ...basic, orgCredNo: '91350100M000100Y44' })).toMatchObject({
      code: ErrorCode.CreditCodeChecksum,
    });
    expect(orgSectionRefusal('basic', { ...basic, orgFullName: '测' })).toEqual({
      code: ErrorCode.OrgFieldInvalid,
      params: { field: 'orgFullName' },
    });
  });

  it('legal person and transactor: ID check digit and mobile by the permission rules', () => {
    const legal = { legalPersonName: '王五', legalPersonCredNo: ID, legalPersonMobilePhoneNo: '13900001111' };
    expect(orgSectionRefusal('legalPerson', legal)).toBeNull();
    expect(orgSectionRefusal('legalPerson', { ...legal, legalPersonCredNo: '110105194912310021' })).toEqual({
      code: ErrorCode.PersonCredNumber,
      params: {},
    });
    expect(
      orgSectionRefusal('transactor', { name: '赵六', credNo: ID, mobilePhoneNo: '123', address: '北京' }),
    ).toEqual({ code: ErrorCode.PersonMobileFormat, params: {} });
  });

  it('bank account number is 8-30 digits; lists need at least one person', () => {
    expect(
      orgSectionRefusal('bank', { bkcAccountName: '公司', bkcAccountNo: '12AB', bankName: '银行' }),
    ).toEqual({ code: ErrorCode.OrgFieldInvalid, params: { field: 'bkcAccountNo' } });
    expect(orgSectionRefusal('beneficiaries', [])).toEqual({
      code: ErrorCode.OrgFieldInvalid,
      params: { field: 'beneficiaries' },
    });
    expect(orgSectionRefusal('actualControllers', [{ name: '王五', credNo: ID }])).toBeNull();
  });
});

describe('submit, review and versions (spec 01 §4.1, §4.9; issue 15 bad input)', () => {
  it('lists what a draft lacks: product only for the trust channel, attachments for an opening', () => {
    expect(missingForSubmit({}, { clientType: '2', attachmentTypes: ['businessLicence'] })).toEqual([
      'basic',
      'legalPerson',
      'transactor',
      'bank',
      'beneficiaries',
      'actualControllers',
      'legalPersonId',
    ]);
    expect(missingForSubmit({}, { clientType: '3', attachmentTypes: null })).toContain('product');
  });

  it('refuses anything while a submission is under review (FD6108), openings once opened (FD6110)', () => {
    expect(submissionRefusal('infoChange', 2, true)).toEqual({
      code: ErrorCode.OrgChangeInReview,
      params: {},
    });
    expect(submissionRefusal('opening', 0, false)).toBeNull();
    expect(submissionRefusal('opening', 3, false)).toBeNull();
    expect(submissionRefusal('opening', 2, false)).toEqual({
      code: ErrorCode.OrgOpeningState,
      params: { status: 2 },
    });
    expect(submissionRefusal('transactorChange', 0, false)).toMatchObject({
      code: ErrorCode.OrgOpeningState,
    });
  });

  it('an opening decision sets the account status of spec 01 §4.1; a change leaves it', () => {
    expect(statusAfterDecision('opening', 'approve')).toBe(2);
    expect(statusAfterDecision('opening', 'reject')).toBe(3);
    expect(statusAfterDecision('opening', 'sendBack')).toBe(0);
    expect(statusAfterDecision('infoChange', 'approve')).toBeNull();
  });

  it('names the changed fields for the version trail', () => {
    const bank = { bkcAccountName: 'A', bkcAccountNo: '12345678', bankName: '工行' };
    expect(changedOrgFields({ bank }, { bank: { ...bank, bankName: '建行' } })).toEqual(['bank.bankName']);
    expect(changedOrgFields({}, { beneficiaries: [{ name: 'a', credNo: ID, address: 'x' }] })).toEqual([
      'beneficiaries',
    ]);
    // A section filled for the first time names each of its fields.
    expect(changedOrgFields({ bank: null }, { bank })).toEqual([
      'bank.bankName',
      'bank.bkcAccountName',
      'bank.bkcAccountNo',
    ]);
  });
});

describe('a manager institution change and its attachments (spec 01 §7.12; issue 15 §3)', () => {
  it('spec 01 §7.12 saveProductRecord: a product change needs the product opened and nothing under review', () => {
    expect(submissionRefusal('productChange', 2, false)).toBeNull();
    expect(submissionRefusal('productChange', 2, true)?.code).toBe(ErrorCode.OrgChangeInReview);
    expect(submissionRefusal('productChange', 0, false)).toEqual({
      code: ErrorCode.OrgOpeningState,
      params: { status: 0 },
    });
    expect(statusAfterDecision('productChange', 'approve')).toBeNull();
    const product = { prodCredNo: 'SXY123', prodName: '甲', prodShortName: '甲', custodianName: '乙' };
    expect(changedOrgFields({ product }, { product: { ...product, custodianName: '丙' } })).toEqual([
      'product.custodianName',
    ]);
  });

  it('spec 01 §7.12 postManagerOrgModifyEmail, postManagerOrgCrs: bill e-mails and CRS are listed when set anew', () => {
    const crs = { residencyType: '1', entityType: '1', rows: [] };
    const before = { billEmails: ['a@b.cn'], crs: null } as never;
    expect(changedOrgFields(before, { billEmails: ['a@b.cn'] } as never)).toEqual([]);
    expect(changedOrgFields(before, { billEmails: ['c@d.cn'], crs } as never)).toEqual(['billEmails', 'crs']);
    // Not carried by the change: not listed.
    expect(changedOrgFields(before, {})).toEqual([]);
  });

  it('issue 15 §3: an attachment a submission under review carries cannot be removed (FD6118)', () => {
    const carried = [{ attachmentId: 'A1', fileName: '授权书.pdf' }];
    expect(attachmentRemovalRefusal('A1', carried)).toEqual({
      code: ErrorCode.AttachmentInReview,
      params: { fileName: '授权书.pdf' },
    });
    expect(attachmentRemovalRefusal('A2', carried)).toBeNull();
    expect(attachmentRemovalRefusal('A1', [])).toBeNull();
  });
});
