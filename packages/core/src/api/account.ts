import { z } from 'zod';
import {
  loginResultSchema,
  loginSwitchResultSchema,
  menuNodeSchema,
  orgEntrySchema,
} from '../domain/session.js';
import { defineCall, encryptedField } from './contract.js';

/** Login name: 1..64 visible characters. */
const loginName = z.string().trim().min(1).max(64);
/**
 * A captcha ticket (captchaCheck/checkKaptcha), single use. Login needs one after 3 failed logins of the
 * name (FD1006), spec 01 §7.3.
 */
const captchaTicket = z.string().min(1).max(128);

/** GET A/pc/ssh/public_key: the gateway's RSA public key, PEM (spec 01 §7.2). */
export const publicKey = defineCall({
  name: 'publicKey',
  service: 'account',
  path: 'pc/ssh/public_key',
  method: 'GET',
  auth: 'public',
  request: z.object({}),
  response: z.object({ publicKey: z.string(), keyBits: z.number().int() }),
});

/**
 * POST A/pc/ssh/nonce (FundDesk): a single-use nonce, good for 2 minutes, that the client seals inside every
 * RSA-encrypted field of its next call (issue 16 finding 5, docs/security.md). `serverTime` is the gateway's
 * clock in ms, so the client stamps the seal with the gateway's time, not its own.
 */
export const secretNonce = defineCall({
  name: 'secretNonce',
  service: 'account',
  path: 'pc/ssh/nonce',
  auth: 'public',
  request: z.object({}),
  response: z.object({
    nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
    serverTime: z.number().int(),
    expiresInMs: z.number().int().positive(),
  }),
});

/**
 * A/pc/org/login: organisation login with login name and RSA-encrypted password (spec 01 §7.3; payload not
 * shown in the spec, FundDesk's is `{ loginName, password }`). The token is bound to no organisation until
 * login switch.
 */
export const orgLogin = defineCall({
  name: 'orgLogin',
  service: 'account',
  path: 'pc/org/login',
  auth: 'public',
  encryptedFields: ['password'],
  request: z.object({ loginName, password: encryptedField, captchaTicket: captchaTicket.optional() }),
  response: loginResultSchema,
});

/** A/pc/person/login: person login (operator, manager, treasurer), same payload as orgLogin (spec 01 §7.3). */
export const personLogin = defineCall({
  name: 'personLogin',
  service: 'account',
  path: 'pc/person/login',
  auth: 'public',
  encryptedFields: ['password'],
  request: z.object({ loginName, password: encryptedField, captchaTicket: captchaTicket.optional() }),
  response: loginResultSchema,
});

/** getCorpsInfo: the organisations of the logged-in person, and the role type (spec 01 §7.3). */
export const getCorpsInfo = defineCall({
  name: 'getCorpsInfo',
  service: 'account',
  path: 'pc/person/corps',
  auth: 'session',
  request: z.object({}),
  response: z.object({ roleType: z.string(), corpList: z.array(orgEntrySchema) }),
});

/** queryAccountList: the accounts the person may act for with a privilege code (spec 01 §7.3, 02 §6). */
export const queryAccountList = defineCall({
  name: 'queryAccountList',
  service: 'account',
  path: 'pc/person/org/account/query',
  auth: 'session',
  request: z.object({ privilegeCode: z.string().min(1).max(64) }),
  response: z.object({ orgList: z.array(orgEntrySchema) }),
});

/** A/pc/org/login/switch: choose the organisation to act for (spec 01 §7.3, §4.2). */
export const loginSwitch = defineCall({
  name: 'getOrgLoginswitch',
  service: 'account',
  path: 'pc/org/login/switch',
  auth: 'session',
  request: z.object({
    loginType: z.number().int().min(1).max(9).default(1),
    groupId: z.string().min(1).max(32),
    loginChannel: z.enum(['TREASURER', 'ORGANIZATION']).default('ORGANIZATION'),
  }),
  response: loginSwitchResultSchema,
});

/** userLogout: revoke the session (spec 01 §4.3, 02 §7). */
export const logout = defineCall({
  name: 'userLogout',
  service: 'account',
  path: 'pc/userLogout',
  auth: 'session',
  request: z.object({}),
  response: z.object({}),
});

/** A/pc/person/menu: the menu tree and privilege codes of the person's role(s) (spec 01 §6, §7.6). */
export const personMenu = defineCall({
  name: 'personMenu',
  service: 'account',
  path: 'pc/person/menu',
  auth: 'session',
  request: z.object({}),
  response: z.object({
    menuList: z.array(menuNodeSchema),
    /** Route and menu codes visible to the person. */
    routeCodes: z.array(z.string()),
    /** Action privilege codes (fund_search, shopping_cart …). */
    privilegeCodes: z.array(z.string()),
  }),
});

/** A/pc/isSetTradePassword: whether the person has a trade password (spec 01 §7.5, §4.7). */
export const isSetTradePassword = defineCall({
  name: 'isSetTradePassword',
  service: 'account',
  path: 'pc/isSetTradePassword',
  auth: 'session',
  request: z.object({}),
  response: z.object({ isSetTradePwd: z.boolean() }),
});

// ---- Agreements, leave marks, reminders (spec 01 §4.5-§4.7, §7.5, §7.6b, §7.10; spec 02 §4) ----

/** A signType of the agreement calls: 1-4 (agreement types 0-3, spec 02 §4) or 25 (legal agreement). */
const signType = z.literal([1, 2, 3, 4, 25]);
/** Scene of the agreement calls (spec 01 §7.10): '8' login area, '10' layout. */
const agreementScene = z.enum(['8', '10']);
/** jgtOrgProdFlag (spec 01 §1, §7.10): 3 for the trust channel (client type above 2), else 2. */
const jgtOrgProdFlag = z.literal([2, 3]);

/**
 * One agreement in its latest version (spec 01 §3 agreements: agreementId, agreementName, id, url,
 * fileName, title, signType). `id` names the version; `url` opens its text (agreementText).
 */
export const agreementItemSchema = z.object({
  /** The version's id: what custAgreementSign signs. */
  id: z.string(),
  /** The agreement's stable id across versions. */
  agreementId: z.string(),
  agreementName: z.string(),
  title: z.string(),
  fileName: z.string(),
  url: z.string(),
  signType: z.number().int(),
  /** spec 02 §4 agreement type 0..3; null for the legal agreement (signType 25). */
  agreementType: z.number().int().nullable(),
  version: z.number().int().min(1),
  /** ISO time the version took effect. */
  publishedAt: z.string(),
  /** Whether the person signed an older version of it for this group (the upgrade variant). */
  upgraded: z.boolean(),
});
/** An agreement item. */
export type AgreementItem = z.infer<typeof agreementItemSchema>;

/** A text of the upgrade dialog (spec 01 §3 alterMsgDto / alterMsgDtoTwo). */
export const alterMsgSchema = z.object({ title: z.string(), content: z.string() });

/**
 * Agreement batch query (spec 01 §4.5, §7.10: signType 1, 2, 3, 4, 25, scene 10), run on entering the
 * layout. Answers the agreements the person has not signed for the session's organisation in their latest
 * version; alterMsgDto/alterMsgDtoTwo carry the upgrade dialog's texts when any of them was signed in an
 * older version.
 */
export const custAgreementBatchQuery = defineCall({
  name: 'custAgreementBatchquery',
  service: 'account',
  path: 'pc/custAgreementBatchquery',
  request: z.object({
    signTypeList: z.array(signType).min(1).max(5).default([1, 2, 3, 4, 25]),
    scene: agreementScene.default('10'),
    jgtOrgProdFlag: jgtOrgProdFlag.optional(),
    gid: z.string().max(32).optional(),
  }),
  response: z.object({
    /** True when nothing is left to sign. */
    signFlag: z.boolean(),
    jgtOrgProdFlag: jgtOrgProdFlag,
    agreementList: z.array(agreementItemSchema),
    alterMsgDto: alterMsgSchema.nullable(),
    alterMsgDtoTwo: alterMsgSchema.nullable(),
  }),
});

/**
 * A/pc/custAgreementSign (spec 01 §7.10): scene '8' or '10', signType list, jgtOrgProdFlag, gid. `ids` are
 * the versions the user was shown; a version that is no longer the latest is refused (FD1010), so that
 * nobody signs a text they did not see.
 */
export const custAgreementSign = defineCall({
  name: 'custAgreementSign',
  service: 'account',
  path: 'pc/custAgreementSign',
  request: z.object({
    scene: agreementScene.default('10'),
    signTypeList: z.array(signType).min(1).max(5),
    jgtOrgProdFlag: jgtOrgProdFlag.optional(),
    gid: z.string().max(32).optional(),
    ids: z.array(z.string().min(1).max(64)).min(1).max(10),
  }),
  response: z.object({
    signed: z.array(
      z.object({ signType: z.number().int(), version: z.number().int(), signedAt: z.string() }),
    ),
  }),
});

/** The text of one agreement version (the `url` of an agreement item; ours). */
export const agreementText = defineCall({
  name: 'agreementText',
  service: 'account',
  path: 'pc/agreement/text',
  auth: 'session',
  request: z.object({ id: z.string().min(1).max(64) }),
  response: z.object({ id: z.string(), title: z.string(), version: z.number().int(), content: z.string() }),
});

/** Leave-mark business types (spec 01 §7.6b): 29 authorisation, 40 password reminder, 71-76 agreement upgrade. */
export const leaveMarkBusinessTypes = [29, 40, 71, 72, 73, 74, 75, 76] as const;
const businessType = z.literal(leaveMarkBusinessTypes);

/** A/pc/user/leave/marks (spec 01 §7.6b): records a leave mark with a path and a business type. */
export const setLeaveMarks = defineCall({
  name: 'setLeaveMarks',
  service: 'account',
  path: 'pc/user/leave/marks',
  auth: 'session',
  request: z.object({ path: z.string().trim().min(1).max(200), businessType }),
  response: z.object({ recordedAt: z.string() }),
});

/** A/user/leave/queryMarks (spec 01 §7.6b): the person's own leave marks, newest first. */
export const queryLeaveMarks = defineCall({
  name: 'queryMarks',
  service: 'account',
  path: 'user/leave/queryMarks',
  auth: 'session',
  request: z.object({ businessType: businessType.optional() }),
  response: z.object({
    list: z.array(
      z.object({
        path: z.string(),
        businessType: z.number().int(),
        groupId: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  }),
});

/** A/pc/org/pwd/modify/tip (spec 01 §4.6, §7.5): whether the password-age reminder shows. */
export const pwdModifyTip = defineCall({
  name: 'pwdModifyTip',
  service: 'account',
  path: 'pc/org/pwd/modify/tip',
  auth: 'session',
  request: z.object({}),
  response: z.object({
    tipFlag: z.boolean(),
    passwordAgeDays: z.number().int().min(0),
    maxAgeDays: z.number().int(),
  }),
});

/** A browser's id for the privacy agreement before login (random, kept in the browser). */
const clientId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/)
  .describe('random id of the browser');

/** A/pc/queryLatestPrivacyAgreementUnlogined (spec 01 §4.5, §7.10): the latest privacy agreement. */
export const queryLatestPrivacyAgreement = defineCall({
  name: 'queryLatestPrivacyAgreementUnlogined',
  service: 'account',
  path: 'pc/queryLatestPrivacyAgreementUnlogined',
  auth: 'public',
  request: z.object({ clientId }),
  response: z.object({
    version: z.number().int().min(1),
    title: z.string(),
    content: z.string(),
    publishedAt: z.string(),
    /** Whether this browser signed this version. */
    signed: z.boolean(),
  }),
});

/** A/pc/signLatestPrivacyAgreementUnlogined (spec 01 §4.5, §7.10): signs a privacy version before login. */
export const signLatestPrivacyAgreement = defineCall({
  name: 'signLatestPrivacyAgreementUnlogined',
  service: 'account',
  path: 'pc/signLatestPrivacyAgreementUnlogined',
  auth: 'public',
  request: z.object({ clientId, version: z.number().int().min(1), loginName: loginName.optional() }),
  response: z.object({ version: z.number().int(), signedAt: z.string() }),
});

// ---- Captcha and verification codes (spec 01 §7.3 checkKaptcha, §7.4) ----

/**
 * /remote/captcha/get (spec 01 §7.4): a new captcha, single use, expiring: an image (SVG) by default, or
 * with `kind: 'text'` a short arithmetic question in Chinese, the alternative a screen reader can read
 * (issue 17 §2, WCAG 1.1.1; docs/decisions.md "Captcha alternative"). Both are checked by captchaCheck.
 */
export const captchaGet = defineCall({
  name: 'captchaGet',
  service: 'support',
  path: 'remote/captcha/get',
  auth: 'public',
  request: z.object({ kind: z.enum(['image', 'text']).optional() }),
  response: z.object({
    captchaId: z.string(),
    /** data:image/svg+xml;base64,… ('' for a text captcha) */
    image: z.string(),
    /** The question of a text captcha, e.g. 7 加 5 等于几？ (absent for an image) */
    question: z.string().optional(),
    expiresInSec: z.number().int(),
  }),
});

const captchaAnswer = z.string().trim().min(1).max(8);

/**
 * /remote/captcha/check (spec 01 §7.4): checks an answer; the captcha is used up either way. A right answer
 * gets a single-use ticket for the login or the code request; a wrong one FD1007.
 */
export const captchaCheck = defineCall({
  name: 'captchaCheck',
  service: 'support',
  path: 'remote/captcha/check',
  auth: 'public',
  request: z.object({ captchaId: z.string().min(1).max(64), answer: captchaAnswer }),
  response: z.object({ ticket: z.string(), expiresInSec: z.number().int() }),
});

/** GET A/checkKaptcha (spec 01 §7.3): the same check as captchaCheck, with params. */
export const checkKaptcha = defineCall({
  name: 'checkKaptcha',
  service: 'account',
  path: 'checkKaptcha',
  method: 'GET',
  auth: 'public',
  request: z.object({ captchaId: z.string().min(1).max(64), code: captchaAnswer }),
  response: z.object({ ticket: z.string(), expiresInSec: z.number().int() }),
});

/** What a verification code is for. */
export const verifyPurposes = ['login', 'resetLoginPassword', 'resetTradePassword'] as const;
const verifyPurpose = z.enum(verifyPurposes);

/**
 * /getIdentifyCode (spec 01 §7.4): sends a 6-digit verification code to the person's contact (the local
 * environment delivers to its dev mailbox and log). Needs a captcha ticket; one code per name and purpose
 * per 60 s (FD1009). An unknown name gets the same answer and nothing is sent.
 */
export const getIdentifyCode = defineCall({
  name: 'getIdentifyCode',
  service: 'support',
  path: 'getIdentifyCode',
  auth: 'public',
  request: z.object({ loginName, purpose: verifyPurpose, captchaTicket }),
  response: z.object({
    target: z.string(),
    expiresInSec: z.number().int(),
    resendAfterSec: z.number().int(),
  }),
});

/**
 * /checkVerifyCode (spec 01 §7.4): checks a code without using it up for login; answers a single-use
 * ticket for the next step of a password reset. 5 wrong tries void the code (FD1008).
 */
export const checkVerifyCode = defineCall({
  name: 'checkVerifyCode',
  service: 'support',
  path: 'checkVerifyCode',
  auth: 'public',
  request: z.object({ loginName, purpose: verifyPurpose, code: z.string().regex(/^\d{6}$/) }),
  response: z.object({ verifyTicket: z.string(), expiresInSec: z.number().int() }),
});

/** A/pc/person/loginOne (spec 01 §7.3): person login with a verification code (purpose login). */
export const personLoginOne = defineCall({
  name: 'personLoginOne',
  service: 'account',
  path: 'pc/person/loginOne',
  auth: 'public',
  request: z.object({ loginName, verifyCode: z.string().regex(/^\d{6}$/) }),
  response: loginResultSchema,
});

// ---- Login-password reset with a verify ticket (spec 01 §5, §7.5; docs/api.md) ----

/**
 * The request of both reset calls: the login name, the single-use `verifyTicket` that checkVerifyCode
 * answered for purpose resetLoginPassword, and the new password RSA-encrypted (spec 01 §5).
 */
const resetLoginPasswordRequest = z.object({
  loginName,
  verifyTicket: z.string().min(1).max(128),
  newPassword: encryptedField,
});

/**
 * A/pc/org/resetLoginPassword (spec 01 §7.5): sets a new login password for the name of an organisation
 * login after the code check. The ticket is used up; the password must meet the rule (8-20 visible ASCII
 * with letters and digits, FD1012) and differ from the current one (FD1013); failed logins and the lock are
 * cleared, every open session of the person ends (401), and the password age restarts.
 * @throws GatewayError VerifyTicketInvalid (FD1011), PasswordWeak (FD1012), PasswordUnchanged (FD1013)
 */
export const resetLoginPassword = defineCall({
  name: 'resetLoginPassword',
  service: 'account',
  path: 'pc/org/resetLoginPassword',
  auth: 'public',
  encryptedFields: ['newPassword'],
  request: resetLoginPasswordRequest,
  response: z.object({}),
});

/**
 * A/pc/person/pwd/retrieve/loginPwd/set (spec 01 §7.5): the same reset for the name of a person login
 * (operator, manager, treasurer).
 * @throws GatewayError VerifyTicketInvalid (FD1011), PasswordWeak (FD1012), PasswordUnchanged (FD1013)
 */
export const retrieveLoginPwdSet = defineCall({
  name: 'retrieveLoginPwdSet',
  service: 'account',
  path: 'pc/person/pwd/retrieve/loginPwd/set',
  auth: 'public',
  encryptedFields: ['newPassword'],
  request: resetLoginPasswordRequest,
  response: z.object({}),
});

// ---- Temporary tokens for links between the two sites (spec 01 §2.3, §7.3) ----

/** Issues a one-time temporary token for a link to the other site (ours; spec 01 §2.3 prefix /login/). */
export const tempTokenIssue = defineCall({
  name: 'tempTokenIssue',
  service: 'account',
  path: 'pc/org/login/temp/token/issue',
  request: z.object({}),
  response: z.object({ tempToken: z.string(), expiresInSec: z.number().int() }),
});

/**
 * A/pc/org/login/temp/token/check (spec 01 §7.3): exchanges a temporary token for a session bound to the
 * same organisation. An unknown, expired or used token is an illegal link (S00010).
 */
export const tempTokenCheck = defineCall({
  name: 'tempTokenCheck',
  service: 'account',
  path: 'pc/org/login/temp/token/check',
  auth: 'public',
  request: z.object({ tempToken: z.string().min(1).max(128) }),
  response: loginSwitchResultSchema,
});

// ---- Roles (spec 01 §6, §7.6) ----

/** A/pc/queryUserRoles (spec 01 §7.6): the roles of a person of the administrator's organisation. */
export const queryUserRoles = defineCall({
  name: 'queryUserRoles',
  service: 'account',
  path: 'pc/queryUserRoles',
  privilege: 'role_mgt',
  request: z.object({ personPid: z.string().min(1).max(32) }),
  response: z.object({ personPid: z.string(), personName: z.string(), roles: z.array(z.string()) }),
});

/**
 * A/pc/unregisterUserRole (spec 01 §7.6): the administrator removes a role from a person of the
 * organisation. The person's open sessions then answer A00198 (spec 01 §8: permissions changed).
 */
export const unregisterUserRole = defineCall({
  name: 'unregisterUserRole',
  service: 'account',
  path: 'pc/unregisterUserRole',
  privilege: 'role_mgt',
  request: z.object({ personPid: z.string().min(1).max(32), roleCode: z.string().min(1).max(32) }),
  response: z.object({ personPid: z.string(), roles: z.array(z.string()) }),
});
