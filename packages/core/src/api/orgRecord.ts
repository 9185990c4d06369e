/**
 * The institution record (机构信息), account opening and changes (issue 15 §2-§3; spec 01 §3, §4.1, §4.4,
 * §4.9, §5, §7.7, §7.8, §7.11-§7.13; spec 03 §2 account management). Service `account`.
 *
 * One record per organisation, in sections (basic, legal person, transactor, bank, beneficiaries, actual
 * controllers, product). The jgtQuery/jgtEdit pairs of spec 01 §7.11 read and save a section of the
 * organisation's working draft: the opening before the account is opened, an information change (or a
 * trust-channel edit, client type above 2) after. jgtSubmit sends the draft for the back office's decision;
 * every submission keeps its version (who, when, before, after, the decision). Names, mobiles and ID numbers
 * travel RSA-encrypted (spec 01 §5): those fields are top-level in their section's edit call.
 */
import { z } from 'zod';
import { loginResultSchema } from '../domain/session.js';
import { ErrorCode } from '../errors/catalogue.js';
import {
  ORG_ATTACHMENT_TYPES,
  ORG_SECTIONS,
  ORG_SUBMISSION_KINDS,
  ORG_SUBMISSION_STATES,
} from '../rules/orgRecord.js';
import { defineCall, defineDownload, defineUpload, encryptedField } from './contract.js';
import { crsDeclarationSchema, crsRequest, PRODUCT_MGT_PRIVILEGE } from './riskCrs.js';

/** The privilege of an organisation's own record calls: its administrator's (spec 03 §2 /account). */
const OWN = 'account_info';
/** The back office's privilege (FundDesk): decide openings and changes of any organisation. */
export const ORG_REVIEW_PRIVILEGE = 'org_record_review';

/**
 * Section fields are plain strings on the wire, bounded in length only: the rules of core
 * `orgSectionRefusal` judge them on the server (after decryption) and answer a catalogue code, so a draft
 * read back always fits its schema.
 */
const str = (max: number) => z.string().trim().max(max);

/** Section basic (spec 01 §3 institution): full name, credit code, registered and office address. */
export const orgBasicSchema = z.object({
  orgFullName: str(100),
  orgCredNo: str(40),
  registerAddress: str(200),
  officeAddress: str(200),
});
/** Section legalPerson (spec 01 §3): name, ID number, mobile (plain in answers, encrypted in edits). */
export const legalPersonSchema = z.object({
  legalPersonName: str(60),
  legalPersonCredNo: str(40),
  legalPersonMobilePhoneNo: str(20),
});
/** Section transactor (spec 01 §3 editTransactorDto): name, ID number, mobile, address. */
export const transactorSchema = z.object({
  name: str(60),
  credNo: str(40),
  mobilePhoneNo: str(20),
  address: str(200),
});
/** Section bank (spec 01 §3 bank info): account name and number, bank. */
export const bankSchema = z.object({
  bkcAccountName: str(100),
  bkcAccountNo: str(40),
  bankName: str(50),
});
/** One beneficial owner (spec 01 §3 beneficiary list). */
export const beneficiarySchema = z.object({ credNo: str(40), name: str(60), address: str(200) });
/** One actual controller (spec 01 §3). */
export const controllerSchema = z.object({ credNo: str(40), name: str(60) });
/** Section product (spec 01 §3 product record of a fund-type institution). */
export const productRecordSchema = z.object({
  prodCredNo: str(40),
  prodName: str(100),
  prodShortName: str(100),
  custodianName: str(100),
});

/** A whole record; a section is null while not filled. */
export const orgRecordSchema = z.object({
  basic: orgBasicSchema.nullable(),
  legalPerson: legalPersonSchema.nullable(),
  transactor: transactorSchema.nullable(),
  bank: bankSchema.nullable(),
  beneficiaries: z.array(beneficiarySchema).nullable(),
  actualControllers: z.array(controllerSchema).nullable(),
  product: productRecordSchema.nullable(),
});
/** An institution record. */
export type OrgRecord = z.infer<typeof orgRecordSchema>;

const submissionKind = z.enum([...ORG_SUBMISSION_KINDS, 'billEmails']);
const submissionState = z.enum(ORG_SUBMISSION_STATES);
const attachmentType = z.enum(ORG_ATTACHMENT_TYPES);

/**
 * A submission (one version of the record): kind, state, who submitted it and when (ISO 8601), the fields
 * it changes (`section.field`), the decision with who, when and the reason.
 */
export const orgSubmissionSchema = z.object({
  submissionId: z.string(),
  groupId: z.string(),
  corpName: z.string(),
  kind: submissionKind,
  state: submissionState,
  changedFields: z.array(z.string()),
  submittedBy: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  /**
   * The attachments the submission carried when it was submitted (issue 15 §3): id, type, file name and
   * the SHA-256 of the bytes (hex); empty for a draft.
   */
  attachments: z
    .array(
      z.object({
        attachmentId: z.string(),
        imageType: z.string(),
        fileName: z.string(),
        contentHash: z.string(),
      }),
    )
    .optional(),
});
/** A submission of {@link orgSubmissionSchema}. */
export type OrgSubmission = z.infer<typeof orgSubmissionSchema>;

/** A submission with its before and after records (the version trail, issue 15 §3). */
const versionRecord = orgRecordSchema.partial().extend({
  billEmails: z.array(z.string()).optional(),
  crs: crsDeclarationSchema.partial().nullable().optional(),
});
export const orgVersionSchema = orgSubmissionSchema.extend({
  before: versionRecord,
  after: versionRecord,
});
/** A version of {@link orgVersionSchema}. */
export type OrgVersion = z.infer<typeof orgVersionSchema>;

/** An attachment on file (spec 01 §7.8 queryOrgNccpImage): its link is what imageEcho shows. */
export const orgAttachmentSchema = z.object({
  attachmentId: z.string(),
  imageType: attachmentType,
  fileName: z.string(),
  mediaType: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** The http(s) link to pass to imageEcho. */
  url: z.string(),
  /** `jpg`, `png` or `pdf`. */
  suffix: z.string(),
  uploadedAt: z.string(),
});
/** An attachment of {@link orgAttachmentSchema}. */
export type OrgAttachment = z.infer<typeof orgAttachmentSchema>;

// ---- opening: registration, state, cancel (spec 01 §2.3 open prefixes, §4.1, §4.4, §7.3, §7.11) ----

/**
 * A/pc/org/jgtCredUniqueCheck (spec 01 §7.11): whether a unified social credit code is valid (GB 32100, core
 * checkCreditCode) and not yet registered. Open without login (the opening pages are, spec 01 §2.3).
 * @throws GatewayError CreditCodeLength (FD6101), CreditCodeCharset (FD6102), CreditCodeChecksum (FD6103),
 *   CreditCodeTaken (FD6104)
 */
export const jgtCredUniqueCheck = defineCall({
  name: 'jgtCredUniqueCheck',
  service: 'account',
  path: 'pc/org/jgtCredUniqueCheck',
  auth: 'public',
  request: z.object({ credNo: z.string().max(40) }),
  response: z.object({ credNo: z.string(), unique: z.literal(true) }),
});

/**
 * A/pc/org/jgtRegisterAutoLogin (spec 01 §7.3): registers an institution for opening and logs its
 * administrator in. Creates the organisation (status 0 not opened, spec 01 §4.1; client type '2' ordinary
 * or '3' product) and its administrator (role jgt_person, login name and password of their choosing,
 * mobile), with the name and credit code as the first draft of the basic section. `mobileNo` and `loginPwd`
 * travel encrypted. The local environment sends no SMS: the spec's verifyCode is not asked
 * (docs/decisions.md).
 * @throws GatewayError FD6101-FD6104 (credit code), PasswordWeak (FD1012), PersonMobileFormat (FD1101),
 *   PersonMobileDuplicate, PersonLoginNameTaken
 */
export const jgtRegisterAutoLogin = defineCall({
  name: 'jgtRegisterAutoLogin',
  service: 'account',
  path: 'pc/org/jgtRegisterAutoLogin',
  auth: 'public',
  encryptedFields: ['mobileNo', 'loginPwd'],
  request: z.object({
    orgFullName: z.string().trim().min(2).max(100),
    credNo: z.string().max(40),
    clientType: z.enum(['2', '3']).default('2'),
    adminName: z.string().trim().min(1).max(30),
    loginName: z.string().regex(/^[A-Za-z0-9_.]{3,32}$/),
    mobileNo: encryptedField,
    loginPwd: encryptedField,
  }),
  response: loginResultSchema.extend({ groupId: z.string() }),
});

/**
 * A/pc/person/corp/accountOpenStatus/query (spec 01 §7.6): the session organisation's opening state for the
 * result screens (openResult, openResultSwitch): the account status (spec 01 §4.1), the latest opening
 * submission and what the draft still lacks before it can be submitted.
 */
export const accountOpenStatus = defineCall({
  name: 'accountOpenStatus',
  service: 'account',
  path: 'pc/person/corp/accountOpenStatus/query',
  privilege: OWN,
  request: z.object({}),
  response: z.object({
    groupId: z.string(),
    corpName: z.string(),
    status: z.number().int(),
    clientType: z.string(),
    opening: orgSubmissionSchema.nullable(),
    missing: z.array(z.string()),
  }),
});

/**
 * A/pc/org/jgtRegisterRevoke (spec 01 §4.4 cancel opening, §7.3): with `gid` of the session organisation,
 * deletes everything filled for an opening that is not under review or opened (draft, attachments), closes
 * the organisation (status and synthesizeState 99, dropped from lists) and ends the caller's sessions; the
 * cancelled submission stays in the trail. `jgtOrgProdFlag` 3 for the trust channel, else 2 (spec 01 §7.10).
 * @throws GatewayError OrgOpeningState (FD6110) once submitted or opened; OrgForbidden for another gid
 */
export const jgtRegisterRevoke = defineCall({
  name: 'jgtRegisterRevoke',
  service: 'account',
  path: 'pc/org/jgtRegisterRevoke',
  privilege: OWN,
  request: z.object({ jgtOrgProdFlag: z.literal([2, 3]), gid: z.string().min(1).max(40) }),
  response: z.object({ revoked: z.literal(true) }),
});

/**
 * A/pc/org/jgtEditOpenAccountType (FundDesk; spec 01 §2.2 /orgaccount/openAccountType): the opening's type
 * while it is not submitted (status 0 or 3): '2' ordinary institution, '3' product institution (client type
 * above 2 is the trust channel, spec 01 §1; a product needs the product section). Answers what the draft
 * still lacks.
 * @throws GatewayError OrgOpeningState (FD6110) once submitted or opened; OrgChangeInReview (FD6108)
 */
export const jgtEditOpenAccountType = defineCall({
  name: 'jgtEditOpenAccountType',
  service: 'account',
  path: 'pc/org/jgtEditOpenAccountType',
  privilege: OWN,
  request: z.object({ clientType: z.enum(['2', '3']) }),
  response: z.object({ clientType: z.enum(['2', '3']), missing: z.array(z.string()) }),
});

// ---- the sections: jgtQuery / jgtEdit pairs (spec 01 §7.11) ----

/** The answer of every jgtQuery call: the section of the working draft, else of the record on file. */
const sectionAnswer = <S extends z.ZodType>(section: S) =>
  z.object({
    value: section.nullable(),
    /** `draft` from the working draft, `record` from the record on file, `none` never filled. */
    source: z.enum(['draft', 'record', 'none']),
    /** The working draft's kind, null without one. */
    draftKind: submissionKind.nullable(),
  });

/** The answer of every jgtEdit call: the draft's kind and what it still lacks before submit. */
const editAnswer = z.object({ draftKind: submissionKind, missing: z.array(z.string()) });

/**
 * A transactor's fields as the opening (jgtEditTransactorInfo) and the transactor change
 * (transactor/change/save) send them: name, ID number and mobile encrypted, address (spec 01 §7.11, §7.13).
 */
const transactorRequest = z.object({
  name: encryptedField,
  credNo: encryptedField,
  mobilePhoneNo: encryptedField,
  address: str(200),
});
/** The encrypted fields of {@link transactorRequest}. */
const TRANSACTOR_ENCRYPTED = ['name', 'credNo', 'mobilePhoneNo'] as const;
/**
 * The encrypted fields of each listed beneficial owner and actual controller (spec 01 §5; issue 15): paths into
 * the items of `list` (core crypto mapFieldPaths), opened by the gateway like top-level ones.
 */
const BENEFICIARY_ENCRYPTED = ['list[].name', 'list[].credNo'] as const;
const CONTROLLER_ENCRYPTED = BENEFICIARY_ENCRYPTED;
/**
 * An encrypted field of a listed person: ciphertext on the wire, bounded like {@link encryptedField} but
 * possibly blank as typed, so that a blank name or ID number reaches the gateway's rule (PersonNameFormat,
 * PersonCredNumber) instead of failing the client's schema check.
 */
const listSecret = z.string().max(4096);

/**
 * A call on the organisation's own record: service account, path `pc/org/<path>`, privilege
 * {@link OWN} (its administrator's), POST; `encryptedFields` the client encrypts (spec 01 §5, §7.11-§7.13).
 */
const orgCall = <Req extends z.ZodType, Res extends z.ZodType>(
  name: string,
  path: string,
  request: Req,
  response: Res,
  encryptedFields?: readonly string[],
) =>
  defineCall({
    name,
    service: 'account',
    path: `pc/org/${path}`,
    privilege: OWN,
    ...(encryptedFields ? { encryptedFields } : {}),
    request,
    response,
  });

/**
 * A jgtEdit call of one section (spec 01 §7.11): path `pc/org/<name>`, the section's fields in, the saved
 * draft's answer ({@link editAnswer}) out.
 */
const editCall = <Req extends z.ZodType>(name: string, request: Req, encryptedFields?: readonly string[]) =>
  orgCall(name, name, request, editAnswer, encryptedFields);

/**
 * A jgtQuery call of one section (spec 01 §7.11).
 * @param section - the section's name (core ORG_SECTIONS)
 * @param path - its path under pc/org/
 */
const queryCall = <S extends z.ZodType>(callName: string, path: string, section: S) =>
  orgCall(callName, path, z.object({}), sectionAnswer(section));

/**
 * A/pc/org/jgtQueryBasicInfo (spec 01 §7.11): the basic section (name, credit code, addresses).
 */
export const jgtQueryBasicInfo = queryCall('jgtQueryBasicInfo', 'jgtQueryBasicInfo', orgBasicSchema);
/**
 * A/pc/org/jgtEditBasicInfo (spec 01 §7.11): saves the basic section into the working draft ("save and
 * continue"); the credit code by GB 32100 and unique among institutions.
 * @throws GatewayError FD6101-FD6104, OrgFieldInvalid (FD6116); OrgChangeInReview (FD6108) while a submission is under review
 */
export const jgtEditBasicInfo = editCall('jgtEditBasicInfo', orgBasicSchema);

/** A/pc/org/jgtQueryLegalPersonInfo (spec 01 §7.11). */
export const jgtQueryLegalPersonInfo = queryCall(
  'jgtQueryLegalPersonInfo',
  'jgtQueryLegalPersonInfo',
  legalPersonSchema,
);
/**
 * A/pc/org/jgtEditLegalPersonInfo (spec 01 §7.11): name, ID number (check digit) and mobile, all encrypted.
 * @throws GatewayError PersonNameFormat, PersonMobileFormat, PersonCredNumber; OrgChangeInReview (FD6108) while a submission is under review
 */
export const jgtEditLegalPersonInfo = editCall(
  'jgtEditLegalPersonInfo',
  z.object({
    legalPersonName: encryptedField,
    legalPersonCredNo: encryptedField,
    legalPersonMobilePhoneNo: encryptedField,
  }),
  ['legalPersonName', 'legalPersonCredNo', 'legalPersonMobilePhoneNo'],
);

/** A/pc/org/jgtQueryTransactorInfo (spec 01 §7.11). */
export const jgtQueryTransactorInfo = queryCall(
  'jgtQueryTransactorInfo',
  'jgtQueryTransactorInfo',
  transactorSchema,
);
/**
 * A/pc/org/jgtEditTransactorInfo (spec 01 §7.11): the transactor of an opening (after opening a
 * transactor is changed through transactor/change, §7.13). Name, ID number and mobile encrypted.
 * @throws GatewayError PersonNameFormat, PersonMobileFormat, PersonCredNumber, OrgFieldInvalid;
 *   OrgOpeningState (FD6110) once opened; OrgChangeInReview (FD6108) while a submission is under review
 */
export const jgtEditTransactorInfo = editCall(
  'jgtEditTransactorInfo',
  transactorRequest,
  TRANSACTOR_ENCRYPTED,
);

/** A/pc/org/jgtQueryBankInfo (spec 01 §7.11). */
export const jgtQueryBankInfo = queryCall('jgtQueryBankInfo', 'jgtQueryBankInfo', bankSchema);
/**
 * A/pc/org/jgtEditBankInfo (spec 01 §7.11): account name, number (8-30 digits) and bank.
 * @throws GatewayError OrgFieldInvalid (FD6116); OrgChangeInReview (FD6108) while a submission is under review
 */
export const jgtEditBankInfo = editCall('jgtEditBankInfo', bankSchema);

/** A/pc/org/jgtQueryBeneficiaryInfo (spec 01 §7.11). */
export const jgtQueryBeneficiaryInfo = queryCall(
  'jgtQueryBeneficiaryInfo',
  'jgtQueryBeneficiaryInfo',
  z.array(beneficiarySchema),
);
/**
 * A/pc/org/jgtEditBeneficiaryInfo (spec 01 §7.11): 1-20 beneficial owners (name, ID number, address); each
 * owner's name and ID number travel RSA-encrypted (spec 01 §5; `list[].name`, `list[].credNo`).
 * @throws GatewayError PersonNameFormat, PersonCredNumber, OrgFieldInvalid; OrgChangeInReview (FD6108) while a submission is under review
 */
export const jgtEditBeneficiaryInfo = editCall(
  'jgtEditBeneficiaryInfo',
  z.object({
    list: z.array(beneficiarySchema.extend({ credNo: listSecret, name: listSecret })).max(20),
  }),
  BENEFICIARY_ENCRYPTED,
);

/** A/pc/org/jgtQueryActualControllerInfo (spec 01 §7.11). */
export const jgtQueryActualControllerInfo = queryCall(
  'jgtQueryActualControllerInfo',
  'jgtQueryActualControllerInfo',
  z.array(controllerSchema),
);
/**
 * A/pc/org/jgtEditActualControllerInfo (spec 01 §7.11): 1-10 actual controllers (name, ID number), both
 * RSA-encrypted for each controller (spec 01 §5; `list[].name`, `list[].credNo`).
 * @throws GatewayError PersonNameFormat, PersonCredNumber, OrgFieldInvalid; OrgChangeInReview (FD6108) while a submission is under review
 */
export const jgtEditActualControllerInfo = editCall(
  'jgtEditActualControllerInfo',
  z.object({ list: z.array(z.object({ credNo: listSecret, name: listSecret })).max(10) }),
  CONTROLLER_ENCRYPTED,
);

/** A/pc/org/jgtQueryProdBasicInfo (spec 01 §7.11). */
export const jgtQueryProdBasicInfo = queryCall(
  'jgtQueryProdBasicInfo',
  'jgtQueryProdBasicInfo',
  productRecordSchema,
);
/**
 * A/pc/org/jgtEditProdBasicInfo (spec 01 §7.11): the product record of a product institution (client type
 * above 2): record code, names, custodian.
 * @throws GatewayError OrgFieldInvalid (FD6116); OrgChangeInReview (FD6108) while a submission is under review
 */
export const jgtEditProdBasicInfo = editCall('jgtEditProdBasicInfo', productRecordSchema);

/**
 * A/pc/org/jgtSubmit (spec 01 §7.11): sends the working draft for the back office's decision. An opening
 * needs every section (product only for client type above 2) and the business licence and legal person's ID
 * attachments; it moves the organisation to status 1 (opening under review, spec 01 §4.1). A change needs
 * at least one changed field and sets the organisation's changingFlag (spec 01 §4.2).
 * @throws GatewayError OrgRecordIncomplete (FD6109, `{sections}`); OrgChangeInReview (FD6108) when one is
 *   under review already (a second submit); OrgSubmissionNotFound (FD6114) without a draft
 */
export const jgtSubmit = defineCall({
  name: 'jgtSubmit',
  service: 'account',
  path: 'pc/org/jgtSubmit',
  privilege: OWN,
  request: z.object({}),
  response: orgSubmissionSchema,
});

// ---- information change (spec 01 §4.9, §7.12 A/pc/org/info/change/) ----

/**
 * A/pc/org/info/change/checkOrgInfoChangeTransit (spec 01 §7.12): whether a submission of the organisation
 * is under review (then no other may be saved or submitted).
 */
export const checkOrgInfoChangeTransit = defineCall({
  name: 'checkOrgInfoChangeTransit',
  service: 'account',
  path: 'pc/org/info/change/checkOrgInfoChangeTransit',
  privilege: OWN,
  request: z.object({}),
  response: z.object({ inTransit: z.boolean(), kind: submissionKind.nullable() }),
});

/**
 * A/pc/org/info/change/queryOrgRecord (spec 01 §3 "changeOrgRecord versus realOrgRecord", §7.12): the working
 * draft (or the submission under review) beside the record on file, with the fields that differ.
 */
export const queryOrgRecord = defineCall({
  name: 'queryOrgRecord',
  service: 'account',
  path: 'pc/org/info/change/queryOrgRecord',
  privilege: OWN,
  request: z.object({}),
  response: z.object({
    changeOrgRecord: orgRecordSchema.nullable(),
    realOrgRecord: orgRecordSchema,
    changedFields: z.array(z.string()),
    submission: orgSubmissionSchema.nullable(),
    /**
     * A manager institution's bill e-mails and CRS declaration carried by that draft or submission (spec 01
     * §7.12 postManagerOrgModifyEmail, postManagerOrgCrs); each absent when not carried.
     */
    changeExtras: z
      .object({ billEmails: z.array(z.string()).optional(), crs: crsRequest.nullable().optional() })
      .optional(),
  }),
});

/**
 * A/pc/org/info/change/queryStatus (spec 01 §4.9 query-status, §7.12): the latest information change or
 * trust-channel edit of the organisation (null when none); `sentBack` when the back office returned it.
 */
export const infoChangeQueryStatus = defineCall({
  name: 'infoChangeQueryStatus',
  service: 'account',
  path: 'pc/org/info/change/queryStatus',
  privilege: OWN,
  request: z.object({}),
  response: z.object({ submission: orgSubmissionSchema.nullable() }),
});

// ---- transactor change (spec 01 §4.9, §7.13 A/pc/org/transactor/change/) ----

/**
 * A/pc/org/transactor/change/save (spec 01 §7.13): saves the new transactor (editTransactorDto) as a draft of
 * a transactor change. Name, ID number and mobile encrypted.
 * @throws GatewayError PersonNameFormat, PersonMobileFormat, PersonCredNumber, OrgFieldInvalid;
 *   OrgChangeInReview (FD6108); OrgOpeningState (FD6110) before the account is opened
 */
export const transactorChangeSave = defineCall({
  name: 'transactorChangeSave',
  service: 'account',
  path: 'pc/org/transactor/change/save',
  privilege: OWN,
  encryptedFields: TRANSACTOR_ENCRYPTED,
  request: transactorRequest,
  response: editAnswer,
});

/**
 * A/pc/org/transactor/change/submit (spec 01 §7.13): submits the saved transactor change; while it is under
 * review the old transactor and the administrators wait on the change-manager-result page (spec 01 §2.3).
 * @throws GatewayError OrgChangeInReview (FD6108); OrgSubmissionNotFound (FD6114) without a saved change
 */
export const transactorChangeSubmit = defineCall({
  name: 'transactorChangeSubmit',
  service: 'account',
  path: 'pc/org/transactor/change/submit',
  privilege: OWN,
  request: z.object({}),
  response: orgSubmissionSchema,
});

/**
 * A/pc/org/transactor/change/queryStatus (spec 01 §4.9, §7.13): the latest transactor change with the old
 * and the new transactor (oldTransactorDto, editTransactorDto; spec 01 §3) and whether it was sent back
 * (isSendBack).
 */
export const transactorChangeQueryStatus = defineCall({
  name: 'transactorChangeQueryStatus',
  service: 'account',
  path: 'pc/org/transactor/change/queryStatus',
  privilege: OWN,
  request: z.object({}),
  response: z.object({
    submission: orgSubmissionSchema.nullable(),
    oldTransactorDto: transactorSchema.nullable(),
    editTransactorDto: transactorSchema.nullable(),
    isSendBack: z.boolean(),
  }),
});

// ---- bill e-mails (spec 01 §3 bank info billSendEmail, §5 email list, §7.11) ----

/** A/pc/org/jgtBillEmailQuery (spec 01 §7.11): the addresses statements are sent to. */
export const jgtBillEmailQuery = defineCall({
  name: 'jgtBillEmailQuery',
  service: 'account',
  path: 'pc/org/jgtBillEmailQuery',
  privilege: OWN,
  request: z.object({}),
  response: z.object({ custName: z.string(), billEmails: z.array(z.string()) }),
});

/**
 * A/pc/org/jgtBillEmailEdit (spec 01 §7.11): replaces the bill addresses with one (billEmail). Applied at
 * once (no review) and kept in the trail.
 * @throws GatewayError BillEmailFormat (FD6105 请输入正确格式的邮箱)
 */
export const jgtBillEmailEdit = defineCall({
  name: 'jgtBillEmailEdit',
  service: 'account',
  path: 'pc/org/jgtBillEmailEdit',
  privilege: OWN,
  request: z.object({ billEmail: z.string().max(200) }),
  response: z.object({ billEmails: z.array(z.string()) }),
});

/**
 * A/pc/org/jgtBillEmailEdit/batch (spec 01 §5 email list, §7.11): replaces the bill addresses with a list
 * (1-10). Applied at once and kept in the trail.
 * @throws GatewayError BillEmailFormat (FD6105 请输入正确格式的邮箱), BillEmailDuplicate (FD6106 邮箱不能重复)
 */
export const jgtBillEmailEditBatch = defineCall({
  name: 'jgtBillEmailEditBatch',
  service: 'account',
  path: 'pc/org/jgtBillEmailEdit/batch',
  privilege: OWN,
  request: z.object({ billEmails: z.array(z.string().max(200)).max(10) }),
  response: z.object({ billEmails: z.array(z.string()) }),
});

// ---- institution information and attachments (spec 01 §7.7, §7.8; 03 §2 /account/enterpriseInformation) --

/**
 * queryEnterpriseBasicInfo (spec 01 §7.7): the session organisation's record on file with its status (spec
 * 01 §4.1), client type, whether a change is under review (changingFlag), its bill addresses, attachments and
 * the version trail, newest first.
 */
export const queryEnterpriseBasicInfo = defineCall({
  name: 'queryEnterpriseBasicInfo',
  service: 'account',
  path: 'pc/org/queryEnterpriseBasicInfo',
  privilege: OWN,
  request: z.object({}),
  response: z.object({
    groupId: z.string(),
    corpName: z.string(),
    status: z.number().int(),
    clientType: z.string(),
    changingFlag: z.boolean(),
    record: orgRecordSchema,
    billEmails: z.array(z.string()),
    attachments: z.array(orgAttachmentSchema),
    versions: z.array(orgVersionSchema),
  }),
});

/** Largest attachment: 10 MB (FundDesk; a 50 MB image is refused, issue 15 bad input). */
export const ORG_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * uploadOrgNccpImage (spec 01 §7.8; multipart, 120 s): one licence or attachment of the session
 * organisation, of a type of core ORG_ATTACHMENT_TYPES. Checked by content on the server (JPEG, PNG or PDF
 * magic bytes, whatever the name says) and size (10 MB). A new file of a type replaces the one on file
 * (the old one is kept as removed).
 * @throws GatewayError AttachmentType (FD6111), AttachmentTooLarge (FD6112); OrgChangeInReview (FD6108)
 */
export const uploadOrgNccpImage = defineUpload({
  name: 'uploadOrgNccpImage',
  service: 'account',
  path: 'pc/org/uploadOrgNccpImage',
  privilege: OWN,
  fields: z.object({ imageType: attachmentType }),
  response: orgAttachmentSchema,
  maxBytes: ORG_ATTACHMENT_MAX_BYTES,
  tooLargeCode: ErrorCode.AttachmentTooLarge,
});

/** queryOrgNccpImage (spec 01 §7.8): the session organisation's attachments on file. */
export const queryOrgNccpImage = defineCall({
  name: 'queryOrgNccpImage',
  service: 'account',
  path: 'pc/org/queryOrgNccpImage',
  privilege: OWN,
  request: z.object({}),
  response: z.object({ list: z.array(orgAttachmentSchema) }),
});

/**
 * A/pc/org/file/removeOrgNccpImage (spec 01 §7.8, §7.12): removes an attachment of the session
 * organisation (kept as removed, with who and when).
 * @throws GatewayError AttachmentNotFound (FD6113) for an unknown one or another organisation's;
 *   OrgChangeInReview (FD6108)
 */
export const removeOrgNccpImage = defineCall({
  name: 'removeOrgNccpImage',
  service: 'account',
  path: 'pc/org/file/removeOrgNccpImage',
  privilege: OWN,
  request: z.object({ attachmentId: z.string().min(1).max(64) }),
  response: z.object({ removed: z.literal(true) }),
});

/**
 * GET A/pc/imageEcho (spec 01 §7.8: url and suffix, blob): the file of an attachment link. The link must be
 * http or https (spec 01 §5), and name an attachment of the session organisation (or any, for the back
 * office).
 * @throws GatewayError FileLinkInvalid (FD6107 传入参数不合法,不是标准的文件链接); AttachmentNotFound (FD6113)
 */
export const imageEcho = defineDownload({
  name: 'imageEcho',
  service: 'account',
  path: 'pc/imageEcho',
  request: z.object({ url: z.string().max(500), suffix: z.string().max(10).optional() }),
});

// ---- the back office (FundDesk: the decision the spec's back end makes, issue 15 §2) ----

/**
 * orgReviewList (FundDesk, A/pc/backOffice/orgReview/list): submissions of every organisation in a state
 * (default `submitted`), oldest first, each with its before and after records. Privilege org_record_review.
 */
export const orgReviewList = defineCall({
  name: 'orgReviewList',
  service: 'account',
  path: 'pc/backOffice/orgReview/list',
  privilege: ORG_REVIEW_PRIVILEGE,
  request: z.object({ state: submissionState.default('submitted') }),
  response: z.object({ list: z.array(orgVersionSchema) }),
});

/**
 * orgReviewDecide (FundDesk, A/pc/backOffice/orgReview/decide): the back office's decision on a submission
 * under review: `approve` applies it (an opening opens the account, status 2; a change becomes the record on
 * file; a transactor change ends the wait of spec 01 §2.3), `reject` ends it (an opening fails, status 3),
 * `sendBack` returns it to be corrected and submitted again. Records who, when and the reason.
 * @throws GatewayError OrgSubmissionNotFound (FD6114) when not under review (decided twice);
 *   OrgDecisionReasonRequired (FD6117) for reject or sendBack without a reason
 */
export const orgReviewDecide = defineCall({
  name: 'orgReviewDecide',
  service: 'account',
  path: 'pc/backOffice/orgReview/decide',
  privilege: ORG_REVIEW_PRIVILEGE,
  request: z.object({
    submissionId: z.string().min(1).max(64),
    decision: z.enum(['approve', 'reject', 'sendBack']),
    reason: z.string().trim().max(200).optional(),
  }),
  response: orgSubmissionSchema,
});

/** The sections of a record in order (core ORG_SECTIONS), for screens that walk them. */
export const orgSections = ORG_SECTIONS;

// ---- a manager institution's product record and change extras (spec 01 §3 changeProductRecord versus
// ---- realProductRecord, §7.12 saveProductRecord, saveProductRecordNoCheck, queryProductRecord,
// ---- postManagerOrgModifyEmail, postManagerOrgCrs; issue 15 §3) ----

/** The product a product-record call names: one of the session manager institution's products. */
const productKey = z.object({ groupId: z.string().min(1).max(32) });

/**
 * A/pc/org/info/change/queryProductRecord (spec 01 §3, §7.12): a product of the session manager institution
 * (organisations with managerOrgFlag; its products are its child organisations): the record on file
 * (realProductRecord: prodCredNo, prodName, prodShortName, custodianName), the change being filled or under
 * review (changeProductRecord, null without one), the fields that differ (`product.field`) and the latest
 * product change with its state, who, when, the decision and the attachments it carried.
 * @throws GatewayError NotManager (FD1393) for an institution that is not a manager; ProductNotManaged (FD1392)
 *   for another's product or a closed one
 */
export const queryProductRecord = defineCall({
  name: 'queryProductRecord',
  service: 'account',
  path: 'pc/org/info/change/queryProductRecord',
  privilege: PRODUCT_MGT_PRIVILEGE,
  request: productKey,
  response: z.object({
    groupId: z.string(),
    changeProductRecord: productRecordSchema.nullable(),
    realProductRecord: productRecordSchema,
    changedFields: z.array(z.string()),
    submission: orgSubmissionSchema.nullable(),
    versions: z.array(orgVersionSchema),
  }),
});

/**
 * A/pc/org/info/change/saveProductRecordNoCheck (spec 01 §7.12): saves a product's basic info as the draft of
 * its product change (暂存) without the field rules (only the lengths of the schema); nothing is submitted.
 * @throws GatewayError FD1393, FD1392; OrgChangeInReview (FD6108) while the product's change is under review;
 *   OrgOpeningState (FD6110) for a product not opened
 */
export const saveProductRecordNoCheck = defineCall({
  name: 'saveProductRecordNoCheck',
  service: 'account',
  path: 'pc/org/info/change/saveProductRecordNoCheck',
  privilege: PRODUCT_MGT_PRIVILEGE,
  request: productKey.extend(productRecordSchema.shape),
  response: z.object({ draftKind: submissionKind, changedFields: z.array(z.string()) }),
});

/**
 * A/pc/org/info/change/saveProductRecord (spec 01 §7.12): checks a product's basic info (core
 * orgSectionRefusal: record code 5-30 letters or digits, names and custodian 1-100) and submits it for the
 * back office's review as a version of the product (before and after, who, when, the attachments of the product
 * it carries); the approval writes it on file (orgReviewDecide). Refused while another change of the product is
 * under review, and when nothing changes.
 * @throws GatewayError FD1393, FD1392; OrgFieldInvalid (FD6116); OrgChangeInReview (FD6108); OrgOpeningState
 *   (FD6110); OrgSubmissionNotFound (FD6114) when nothing changes
 */
export const saveProductRecord = defineCall({
  name: 'saveProductRecord',
  service: 'account',
  path: 'pc/org/info/change/saveProductRecord',
  privilege: PRODUCT_MGT_PRIVILEGE,
  request: productKey.extend(productRecordSchema.shape),
  response: orgSubmissionSchema,
});

/**
 * A/pc/org/info/change/postManagerOrgModifyEmail (spec 01 §7.12): a manager institution's new bill e-mail
 * addresses (1-10) as part of its information change: checked by core billEmailsRefusal (FD6105
 * 请输入正确格式的邮箱, FD6106 邮箱不能重复) and saved into the change draft (submitted with jgtSubmit, applied on
 * approval), unlike jgtBillEmailEdit which applies at once.
 * @throws GatewayError NotManager (FD1393); FD6105, FD6106; OrgChangeInReview (FD6108)
 */
export const postManagerOrgModifyEmail = defineCall({
  name: 'postManagerOrgModifyEmail',
  service: 'account',
  path: 'pc/org/info/change/postManagerOrgModifyEmail',
  privilege: OWN,
  request: z.object({ billEmails: z.array(z.string().max(200)).max(10) }),
  response: editAnswer.extend({ changedFields: z.array(z.string()) }),
});

/**
 * A/pc/org/info/change/postManagerOrgCrs (spec 01 §7.12, §7.9): a manager institution's CRS tax residency
 * declaration as part of its information change: checked by core validateCrsDeclaration (FD1383-FD1390,
 * FD1396: a passive non-financial institution lists its controlling persons) and
 * saved into the change draft; on approval it becomes the organisation's next CRS version (as postOrgCRS).
 * @throws GatewayError NotManager (FD1393); FD1383-FD1389, FD2000; OrgChangeInReview (FD6108)
 */
export const postManagerOrgCrs = defineCall({
  name: 'postManagerOrgCrs',
  service: 'account',
  path: 'pc/org/info/change/postManagerOrgCrs',
  privilege: OWN,
  request: crsRequest,
  response: editAnswer.extend({ changedFields: z.array(z.string()) }),
});
