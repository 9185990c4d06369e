import { z } from 'zod';

/**
 * An organisation entry (spec 01 §3): corpName, groupId, memberCardNumber, managerChildCorpInfoList,
 * managerOrgFlag, synthesizeState, orgName, gid, checked. `clientType` is 2 (ordinary) or 3 (trust channel);
 * `orgType` 0 or 1 (spec 01 §4.1 type number).
 */
export const orgEntrySchema = z.object({
  corpName: z.string(),
  groupId: z.string(),
  gid: z.string(),
  orgName: z.string(),
  memberCardNumber: z.string().optional(),
  managerOrgFlag: z.boolean(),
  synthesizeState: z.number().int(),
  clientType: z.string(),
  orgType: z.number().int(),
  status: z.number().int(),
  get managerChildCorpInfoList() {
    return z.array(orgEntrySchema).optional();
  },
});
/** An organisation entry. */
export type OrgEntry = z.infer<typeof orgEntrySchema>;

/** Role codes of a person (spec 01 §1). */
export const roleCodes = [
  'op',
  'first_checker',
  'second_checker',
  'inquirer',
  'manager',
  'jgt_person',
  'jgt_old_op',
  'hosting',
  'cockpit',
  'treasurer',
] as const;
/** A role code. */
export type RoleCode = (typeof roleCodes)[number];

/**
 * Login and first-login info (spec 01 §3) plus the session token and the organisations the person may
 * act for. `adminType` is 1 for the administrator (jgt_person), else 0 (spec 01 §4.2).
 */
export const loginResultSchema = z.object({
  token: z.string(),
  loginType: z.number().int(),
  personName: z.string(),
  personPid: z.string(),
  roleType: z.string(),
  roles: z.array(z.string()),
  adminType: z.union([z.literal(0), z.literal(1)]),
  isManager: z.boolean(),
  isOperator: z.boolean(),
  isFirstChecker: z.boolean(),
  isSecondChecker: z.boolean(),
  isTrader: z.boolean(),
  inquirer: z.boolean(),
  hasApproveSet: z.boolean(),
  hasOperator: z.boolean(),
  hasTradePwd: z.boolean(),
  hasLoginPwd: z.boolean(),
  managerOrgFlag: z.boolean(),
  isHostingUser: z.boolean(),
  isOnlyCockpitUser: z.boolean(),
  corpList: z.array(orgEntrySchema),
});
/** The answer of a login. */
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The login switch answer (spec 01 §3): token, groupId, clienttype, roleType. */
export const loginSwitchResultSchema = z.object({
  token: z.string(),
  groupId: z.string(),
  clienttype: z.string(),
  roleType: z.string(),
  orgType: z.number().int(),
  managerOrgFlag: z.boolean(),
  corpName: z.string(),
});
/** The login switch answer. */
export type LoginSwitchResult = z.infer<typeof loginSwitchResultSchema>;

/** One node of the menu tree (spec 01 §3, §6): a route code with its children. */
export interface MenuNode {
  /** The menu or route code (e.g. `financial_products`). */
  code: string;
  /** Chinese title. */
  title: string;
  /** Route path (`/product/publicIndex`). */
  path: string;
  /** Hidden from the sidebar but routable. */
  hidden: boolean;
  children: MenuNode[];
}
/** Schema of {@link MenuNode}. */
export const menuNodeSchema: z.ZodType<MenuNode> = z.object({
  code: z.string(),
  title: z.string(),
  path: z.string(),
  hidden: z.boolean(),
  get children() {
    return z.array(menuNodeSchema);
  },
});
