/**
 * The risk questionnaire, CRS tax residency, hosting account and managers' product management (spec 01 §4.10,
 * §7.7 setEscrowAccount, §7.9; spec 02 §3 risk info; spec 03 §2 account management:
 * riskQuestions, riskResult, crs, crsDetail, hosting, setHosting, orgProductManage, productEdit; issue 15 §4).
 *
 * The assessment belongs to the person acting for the organisation (persons.risk_level, which the purchase
 * path reads; docs/decisions.md "Risk questionnaire"); CRS declarations and the hosting account to the
 * organisation; product records to a manager organisation's products. Every call acts for the session's
 * organisation (`group` auth); the server checks the privilege, the organisation and the state.
 */
import { z } from 'zod';
import { riskLevelSchema } from '../domain/fund.js';
import { defineCall } from './contract.js';

/** Privilege of the questionnaire and the CRS declaration (FD): every trading role and the administrator. */
export const KYC_PRIVILEGE = 'kyc_info';
/** Privilege of the hosting account (the account section's, administrators). */
export const HOSTING_PRIVILEGE = 'account_info';
/** Privilege of a manager's product management (FD; manager organisations only, checked on the server). */
export const PRODUCT_MGT_PRIVILEGE = 'org_product_mgt';

const shortText = (max: number) =>
  z
    .string()
    .max(max)
    // no control characters (DESIGN §7)
    .refine((value) => !/\p{Cc}/u.test(value), 'control');

// ---------------------------------------------------------------------------------------------------------
// Risk questionnaire (spec 01 §7.9; core rules/riskQuestionnaire.ts)

/** One question as shown: id, title and options (value A..E with its text), in order. */
export const riskQuestionSchema = z.object({
  questionId: z.string(),
  title: z.string(),
  options: z.array(z.object({ value: z.string(), text: z.string() })),
});

/**
 * queryRiskQuestion: the institution questionnaire (10 questions, 5 options each, texts from the catalogue).
 */
export const queryRiskQuestion = defineCall({
  name: 'queryRiskQuestion',
  service: 'account',
  path: 'queryRiskQuestion',
  privilege: KYC_PRIVILEGE,
  request: z.object({}),
  response: z.object({ questions: z.array(riskQuestionSchema) }),
});

/** One past questionnaire: who answered for which organisation, when (ISO, Shanghai), score, level. */
export const riskHistorySchema = z.object({
  personName: z.string(),
  loginName: z.string(),
  groupId: z.string(),
  corpName: z.string(),
  score: z.number().int(),
  riskLevel: riskLevelSchema,
  assessedOn: z.string(),
  expireDate: z.string(),
  submittedAt: z.string(),
});

/**
 * The current assessment (spec 02 §3 risk info: riskType, riskTypeDesc, expireDate): the level (null when never
 * assessed), its investor type 保守型…进取型, the last valid day `YYYY-MM-DD`, whether it has expired on the
 * server's today, the days left (negative once expired), the score and day of the last questionnaire (null
 * when the level predates the questionnaire, e.g. seeded), and the person's last 20 questionnaires.
 */
export const riskResultSchema = z.object({
  riskType: riskLevelSchema.nullable(),
  riskTypeDesc: z.string(),
  expireDate: z.string().nullable(),
  expired: z.boolean(),
  daysLeft: z.number().int().nullable(),
  score: z.number().int().nullable(),
  assessedOn: z.string().nullable(),
  today: z.string(),
  history: z.array(riskHistorySchema),
});
/** The answer of queryRiskQA / updateRiskQA. */
export type RiskResult = z.infer<typeof riskResultSchema>;

/** The answers of a questionnaire: one per question (checked by core scoreRiskQuestionnaire). */
const riskAnswersRequest = z.object({
  answers: z.array(z.object({ questionId: z.string().max(8), answer: z.string().max(4) })).max(40),
});

/**
 * pc/org/updateRiskQA: scores the answers (FD1380 unknown or repeated question, FD1381 missing, FD1382 out of
 * range), stores the questionnaire with who, when, from where and the level before, sets the person's level
 * and expiry (one year less a day), and answers the new result.
 */
export const updateRiskQA = defineCall({
  name: 'updateRiskQA',
  service: 'account',
  path: 'pc/org/updateRiskQA',
  privilege: KYC_PRIVILEGE,
  request: riskAnswersRequest,
  response: riskResultSchema,
});

/** pc/org/queryRiskQA: the current assessment and history ({@link riskResultSchema}). */
export const queryRiskQA = defineCall({
  name: 'queryRiskQA',
  service: 'account',
  path: 'pc/org/queryRiskQA',
  privilege: KYC_PRIVILEGE,
  request: z.object({}),
  response: riskResultSchema,
});

/** pc/org/jgtUpdateRiskQA: {@link updateRiskQA} of the trust channel (same rules, same store). */
export const jgtUpdateRiskQA = defineCall({
  ...updateRiskQA,
  name: 'jgtUpdateRiskQA',
  path: 'pc/org/jgtUpdateRiskQA',
});

/** pc/org/jgtQueryRiskQA: {@link queryRiskQA} of the trust channel. */
export const jgtQueryRiskQA = defineCall({
  ...queryRiskQA,
  name: 'jgtQueryRiskQA',
  path: 'pc/org/jgtQueryRiskQA',
});

/**
 * pc/queryRisk (spec 01 §7.7; 02 §3 risk info) for staff checking many organisations before a batch
 * (`funddesk account risk`): the person's assessment and every organisation it covers (the person's, closed
 * ones left out), each with whether a purchase for it would be refused for the assessment (FD4616 / FD4617).
 */
export const queryRisk = defineCall({
  name: 'queryRisk',
  service: 'account',
  path: 'pc/queryRisk',
  auth: 'session',
  request: z.object({}),
  response: z.object({
    riskType: riskLevelSchema.nullable(),
    riskTypeDesc: z.string(),
    expireDate: z.string().nullable(),
    expired: z.boolean(),
    daysLeft: z.number().int().nullable(),
    today: z.string(),
    orgs: z.array(
      z.object({ groupId: z.string(), corpName: z.string(), refusalCode: z.string().nullable() }),
    ),
  }),
});

// ---------------------------------------------------------------------------------------------------------
// CRS tax residency (spec 01 §7.9; core rules/taxResidency.ts)

/** One declared foreign jurisdiction: code, TIN, or reason A/B (B with an explanation). */
export const crsRowSchema = z.object({
  country: z.string().min(2).max(2),
  tin: shortText(40).optional(),
  noTinReason: z.enum(['A', 'B']).optional(),
  explanation: shortText(200).optional(),
});

/**
 * A controlling person of a passive non-financial institution (core rules/taxResidency.ts ControllingPerson):
 * name, date of birth `YYYY-MM-DD`, residency type and foreign jurisdictions with TIN or reason.
 */
export const crsControllingPersonSchema = z.object({
  name: shortText(60),
  birthDate: shortText(10),
  residencyType: z.string().max(2),
  rows: z.array(crsRowSchema).max(20),
});

/** A declaration as stored: its version (1, 2 …), who declared and when (ISO, Shanghai). */
export const crsDeclarationSchema = z.object({
  residencyType: z.enum(['1', '2', '3']),
  entityType: z.enum(['1', '2', '3']),
  rows: z.array(crsRowSchema),
  /**
   * The controlling persons (category 2 only; empty otherwise and for declarations before them). Always sent
   * by the gateway; optional for clients of the earlier contract.
   */
  controllingPersons: z.array(crsControllingPersonSchema).optional(),
  version: z.number().int(),
  declaredBy: z.string(),
  declaredAt: z.string(),
});
/** A CRS declaration. */
export type CrsDeclarationRecord = z.infer<typeof crsDeclarationSchema>;

/** The organisation's current declaration (null when none) and every version, newest first. */
const crsAnswer = z.object({
  groupId: z.string(),
  corpName: z.string(),
  declaration: crsDeclarationSchema.nullable(),
  history: z.array(crsDeclarationSchema),
});

/** pc/queryPersonalOrgCrs: the session organisation's CRS declaration and its versions. */
export const queryPersonalOrgCrs = defineCall({
  name: 'queryPersonalOrgCrs',
  service: 'account',
  path: 'pc/queryPersonalOrgCrs',
  privilege: KYC_PRIVILEGE,
  request: z.object({}),
  response: crsAnswer,
});

/** The declaration as sent (checked by core validateCrsDeclaration), also of postManagerOrgCrs. */
export const crsRequest = z.object({
  residencyType: z.string().max(2),
  entityType: z.string().max(2),
  rows: z.array(crsRowSchema).max(20),
  /** Category 2 (消极非金融机构) only: its controlling persons (FD1390, FD1396). */
  controllingPersons: z.array(crsControllingPersonSchema).max(20).optional(),
});

/**
 * pc/postOrgCRS: checks the declaration (FD1383..FD1389) and stores it as the organisation's next version,
 * with who, when and from where; answers the organisation's declarations.
 */
export const postOrgCRS = defineCall({
  name: 'postOrgCRS',
  service: 'account',
  path: 'pc/postOrgCRS',
  privilege: KYC_PRIVILEGE,
  request: crsRequest,
  response: crsAnswer,
});

/** pc/jgtPostOrgCRS: {@link postOrgCRS} of the trust channel. */
export const jgtPostOrgCRS = defineCall({ ...postOrgCRS, name: 'jgtPostOrgCRS', path: 'pc/jgtPostOrgCRS' });

/** pc/jgtQueryOrgCRS: {@link queryPersonalOrgCrs} of the trust channel. */
export const jgtQueryOrgCRS = defineCall({
  ...queryPersonalOrgCrs,
  name: 'jgtQueryOrgCRS',
  path: 'pc/jgtQueryOrgCRS',
});

/** Whether a jurisdiction issues TINs: true / false; FD1384 for one not offered. */
const hasTinCall = {
  service: 'account',
  privilege: KYC_PRIVILEGE,
  request: z.object({ country: z.string().max(2) }),
  response: z.object({ country: z.string(), hasTin: z.boolean() }),
} as const;

/** verifyHasTinOrgCRS: whether the jurisdiction issues TINs (core jurisdictionIssuesTin). */
export const verifyHasTinOrgCRS = defineCall({
  ...hasTinCall,
  name: 'verifyHasTinOrgCRS',
  path: 'verifyHasTinOrgCRS',
});
/** verifyHasTinCRS: the personal form's {@link verifyHasTinOrgCRS}. */
export const verifyHasTinCRS = defineCall({
  ...hasTinCall,
  name: 'verifyHasTinCRS',
  path: 'verifyHasTinCRS',
});

/** TIN lines checked one by one: pass, or the catalogue code and message of the refusal. */
const taxnoCall = {
  service: 'account',
  privilege: KYC_PRIVILEGE,
  request: z.object({
    list: z
      .array(z.object({ country: z.string().max(2), tin: shortText(40) }))
      .min(1)
      .max(20),
  }),
  response: z.object({
    list: z.array(
      z.object({
        country: z.string(),
        tin: z.string(),
        pass: z.boolean(),
        code: z.string().nullable(),
        msg: z.string(),
      }),
    ),
  }),
} as const;

/** verifyTaxnoOrgCRS/list: checks TINs against their jurisdictions' formats (core validateTin). */
export const verifyTaxnoOrgCRSList = defineCall({
  ...taxnoCall,
  name: 'verifyTaxnoOrgCRSList',
  path: 'verifyTaxnoOrgCRS/list',
});
/** verifyTaxnoCRS/list: the personal form's {@link verifyTaxnoOrgCRSList}. */
export const verifyTaxnoCRSList = defineCall({
  ...taxnoCall,
  name: 'verifyTaxnoCRSList',
  path: 'verifyTaxnoCRS/list',
});

// ---------------------------------------------------------------------------------------------------------
// Hosting (escrow) account (spec 01 §7.7 setEscrowAccount; spec 03 §2 hosting, setHosting)

/** The hosting account as sent: custodian 1..60, account name 1..60, account number 8..30 digits. */
export const escrowAccountInput = z.object({
  custodianName: shortText(60),
  accountName: shortText(60),
  accountNo: shortText(40),
});

/** One change of the hosting account: before, after (null when first set), who, when (ISO). */
export const escrowChangeSchema = z.object({
  before: escrowAccountInput.nullable(),
  after: escrowAccountInput,
  personName: z.string(),
  changedAt: z.string(),
});

/**
 * The organisation's hosting account (null when never set), who last set it, its hosting users (role
 * hosting: they may query, never buy; spec 02 §5) and the last 20 changes.
 */
const escrowAnswer = z.object({
  groupId: z.string(),
  corpName: z.string(),
  account: escrowAccountInput.extend({ updatedBy: z.string(), updatedAt: z.string() }).nullable(),
  users: z.array(z.object({ personName: z.string(), loginName: z.string() })),
  changes: z.array(escrowChangeSchema),
});

/** pc/org/queryEscrowAccount (FundDesk's path; spec 03 §2 hosting): the hosting account page. */
export const queryEscrowAccount = defineCall({
  name: 'queryEscrowAccount',
  service: 'account',
  path: 'pc/org/queryEscrowAccount',
  privilege: HOSTING_PRIVILEGE,
  request: z.object({}),
  response: escrowAnswer,
});

/**
 * pc/org/setEscrowAccount (spec 01 §7.7): sets the hosting account (FD1391 when a field is out of its format);
 * records before and after, who, when and from where.
 */
export const setEscrowAccount = defineCall({
  name: 'setEscrowAccount',
  service: 'account',
  path: 'pc/org/setEscrowAccount',
  privilege: HOSTING_PRIVILEGE,
  request: escrowAccountInput,
  response: escrowAnswer,
});

// ---------------------------------------------------------------------------------------------------------
// Managers' product management (spec 03 §2 orgProductManage, productEdit; spec 01 §3 product record, §4.10)

/** A managed product: its organisation (group id, gid), record fields and account status (spec 01 §4.1). */
export const managedProductSchema = z.object({
  groupId: z.string(),
  gid: z.string(),
  prodName: z.string(),
  prodShortName: z.string().nullable(),
  prodCredNo: z.string().nullable(),
  custodianName: z.string().nullable(),
  status: z.number().int(),
  revocable: z.boolean(),
});
/** A managed product. */
export type ManagedProduct = z.infer<typeof managedProductSchema>;

/** pc/org/manager/productList (FundDesk's path): the manager organisation's products, closed ones left out. */
export const queryManagerProducts = defineCall({
  name: 'queryManagerProducts',
  service: 'account',
  path: 'pc/org/manager/productList',
  privilege: PRODUCT_MGT_PRIVILEGE,
  request: z.object({}),
  response: z.object({ managerName: z.string(), list: z.array(managedProductSchema) }),
});

/** One change of a product record: the fields before and after, who and when (ISO). */
export const productChangeSchema = z.object({
  kind: z.enum(['product', 'revoke']),
  before: z.record(z.string(), z.string().nullable()).nullable(),
  after: z.record(z.string(), z.string().nullable()).nullable(),
  personName: z.string(),
  changedAt: z.string(),
});

/** pc/org/manager/productDetail (FundDesk's path): one product and its changes (FD1392 when not the manager's). */
export const queryManagedProduct = defineCall({
  name: 'queryManagedProduct',
  service: 'account',
  path: 'pc/org/manager/productDetail',
  privilege: PRODUCT_MGT_PRIVILEGE,
  request: z.object({ groupId: z.string().min(1).max(32) }),
  response: z.object({ product: managedProductSchema, changes: z.array(productChangeSchema) }),
});

/**
 * pc/org/manager/productEdit (FundDesk's path; spec 03 §2 productEdit): sets a product's name (1..60), short name
 * (1..30), record code (1..30 letters and digits) and custodian (1..60). FD1392 not the manager's, FD1395 when
 * nothing changes; the change is recorded (before, after, who, when, from where).
 */
export const editManagedProduct = defineCall({
  name: 'editManagedProduct',
  service: 'account',
  path: 'pc/org/manager/productEdit',
  privilege: PRODUCT_MGT_PRIVILEGE,
  request: z.object({
    groupId: z.string().min(1).max(32),
    prodName: shortText(60).refine((v) => v.trim().length > 0, 'empty'),
    prodShortName: shortText(30).refine((v) => v.trim().length > 0, 'empty'),
    prodCredNo: z.string().regex(/^[A-Za-z0-9]{1,30}$/),
    custodianName: shortText(60).refine((v) => v.trim().length > 0, 'empty'),
  }),
  response: z.object({ product: managedProductSchema, changes: z.array(productChangeSchema) }),
});

/**
 * pc/org/manager/productRevoke (FundDesk's path; spec 01 §4.10 revoking a manager-type registration, which
 * "carries jgtOrgProdFlag and gid"): the manager revokes one of its products' registrations that has not opened
 * (status 0, 1 or 3); the product is closed (synthesizeState 99) and the revocation recorded. A product cancelling
 * its own opening uses A/pc/org/jgtRegisterRevoke (api/orgRecord.ts, spec 01 §4.4) instead. jgtOrgProdFlag '3'
 * names a product (client type above 2), '2' an institution (spec 01 §7.10). FD1392 not the manager's, FD1394
 * already opened.
 */
export const revokeManagedProduct = defineCall({
  name: 'revokeManagedProduct',
  service: 'account',
  path: 'pc/org/manager/productRevoke',
  privilege: PRODUCT_MGT_PRIVILEGE,
  request: z.object({ jgtOrgProdFlag: z.enum(['2', '3']), gid: z.string().min(1).max(40) }),
  response: z.object({ gid: z.string(), revoked: z.literal(true) }),
});
