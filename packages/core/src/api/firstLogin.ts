/**
 * The corporate info call and the first-login settings (spec 01 §3 org info and first-login info,
 * §4.2 landing decisions, §2.3 change-manager-result guard, §7.5, §7.7). Service `account`.
 */
import { z } from 'zod';
import { defineCall, encryptedField } from './contract.js';

/**
 * The transactor (manager) change status (spec 01 §3 stored client values, §7.3
 * hasTransactorChangingFromSelf): whether a change is in progress for the organisation, whether the caller
 * is its administrator, and the caller's role code for the change (`jgt_old_op` for the old transactor).
 */
export const transactorChangeStatusSchema = z.object({
  hasTransactorChanging: z.boolean(),
  hasAdmin: z.boolean(),
  roleType: z.string(),
});

/**
 * The change in progress as the change-manager-result page shows it (spec 01 §3 transactor change:
 * oldTransactorDto and editTransactorDto; only the names here). `submitTime` is ISO 8601.
 */
export const transactorChangeSchema = z.object({
  oldTransactorName: z.string(),
  newTransactorName: z.string(),
  submitTime: z.string(),
});

/**
 * The answer of A/pc/org/corpInfo: the org info of spec 01 §3 (status, synthesizeState, orgType,
 * clientType, roleType, gid, changingFlag, financialProFlag, plus managerOrgFlag for the type number of
 * §4.1), the transactor change status and the first-login info (spec 01 §3: isManager, isOperator,
 * hasApproveSet, hasOperator, hasTradePwd, hasLoginPwd).
 */
export const corpInfoSchema = z.object({
  groupId: z.string(),
  /** Account status (spec 01 §4.1). */
  status: z.number().int(),
  synthesizeState: z.number().int(),
  /** 0 or 1 (spec 01 §4.1 type number). */
  orgType: z.number().int(),
  /** '2' ordinary, '3' trust channel (spec 01 §1). */
  clientType: z.string(),
  /** The caller's role code. */
  roleType: z.string(),
  gid: z.string(),
  /** An institution information change is in progress (spec 01 §4.2, §4.9). */
  changingFlag: z.boolean(),
  financialProFlag: z.boolean(),
  managerOrgFlag: z.boolean(),
  transactorChangeStatus: transactorChangeStatusSchema,
  /** The change in progress; null when none. */
  transactorChange: transactorChangeSchema.nullable(),
  isManager: z.boolean(),
  isOperator: z.boolean(),
  hasApproveSet: z.boolean(),
  hasOperator: z.boolean(),
  hasTradePwd: z.boolean(),
  hasLoginPwd: z.boolean(),
});

/** The answer of {@link corpInfo}. */
export type CorpInfo = z.infer<typeof corpInfoSchema>;

/**
 * A/pc/org/corpInfo (spec 01 §7.7): the chosen organisation's info for the caller, read after the login
 * switch. The web stores the institution type, the financial-professional flag, the transactor change
 * status and the trust-channel manager flag (spec 01 §4.2) and applies the landing and guard rules.
 */
export const corpInfo = defineCall({
  name: 'corpInfo',
  service: 'account',
  path: 'pc/org/corpInfo',
  auth: 'group',
  request: z.object({}),
  response: corpInfoSchema,
});

/**
 * A/pc/person/firstLoginSet (spec 01 §7.5 "First-login settings"): sets, at the first login, the items the
 * person still lacks: a login password of their own in place of the initial one (`loginPwd`, spec 01 §5
 * rule, FD1012; not the initial one, FD1013) and the trade password of an operator (`tradePwd`, 6 digits,
 * FD1014). Both RSA-encrypted. The request must carry exactly the missing items (FD1015). Answers the flags
 * as they now are. The session stays open.
 * @throws GatewayError PasswordWeak (FD1012), PasswordUnchanged (FD1013), TradePasswordFormat (FD1014),
 *   FirstLoginSettingsMismatch (FD1015)
 */
export const firstLoginSet = defineCall({
  name: 'firstLoginSet',
  service: 'account',
  path: 'pc/person/firstLoginSet',
  auth: 'group',
  encryptedFields: ['loginPwd', 'tradePwd'],
  request: z.object({ loginPwd: encryptedField.optional(), tradePwd: encryptedField.optional() }),
  response: z.object({ hasLoginPwd: z.boolean(), hasTradePwd: z.boolean() }),
});

/**
 * A/pc/person/role/set/self (spec 01 §7.6, §4.2 "A manager opening with no operator may be auto-assigned
 * the operator role op"): the caller, a manager of the session's organisation that has no operator and not
 * an operator already, takes on the operator role `op` (core `autoOperatorRole`). The organisation then has
 * an operator. Answers the caller's role codes as they now are; the session stays open and its privileges
 * include the operator's from the next call.
 * @throws GatewayError Forbidden (FD1003) when the caller is not a manager, the organisation has an
 *   operator already or the caller is one
 */
export const roleSetSelf = defineCall({
  name: 'roleSetSelf',
  service: 'account',
  path: 'pc/person/role/set/self',
  auth: 'group',
  request: z.object({ roleCode: z.literal('op') }),
  response: z.object({ roles: z.array(z.string()) }),
});
