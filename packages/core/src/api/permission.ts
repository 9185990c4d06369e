/**
 * Permission management calls (spec 03 §2 /permissionMgt userManage and roleManage, menu codes
 * authority_mgt, account_mgt, role_mgt; spec 03 §7 and 01 §7.6 person/adds … unregisterUserRole; issue 11
 * §3). Service `account`. queryUserRoles and unregisterUserRole are in account.ts (spec 01 §7.6). Every call acts on the session's organisation only; the server refuses persons
 * of another organisation (PersonNotInOrg FD1106), forged role codes (RoleUnknown FD1107), duplicate mobiles
 * (PersonMobileDuplicate FD1104), the last administrator's removal, disabling or demotion
 * (LastAdministrator FD1108) and callers without the privilege (Forbidden FD1003). Each change is audited.
 */
import { z } from 'zod';
import { defineCall, encryptedField } from './contract.js';

/** A person's status: active, or disabled by an administrator (cannot log in). */
export const personStatusSchema = z.enum(['active', 'disabled']);

/**
 * A person as the administrator's table shows it (spec 03 §7 person/list, person/info "decrypted"):
 * mobilePhone 11 digits, credType a core CRED_TYPES code, email '' when none, roleCodes the person's
 * roles, mustChangePassword true while the initial login password is kept (spec 01 §4.2 first login).
 */
export const personRowSchema = z.object({
  personId: z.string(),
  loginName: z.string(),
  name: z.string(),
  mobilePhone: z.string(),
  credType: z.string(),
  credNumber: z.string(),
  email: z.string(),
  roleCodes: z.array(z.string()),
  status: personStatusSchema,
  mustChangePassword: z.boolean(),
  /** Whether the row is the caller: a person may not disable or remove themself (the page hides both). */
  self: z.boolean().optional(),
});

/** A row of {@link personRowSchema}. */
export type PersonRow = z.infer<typeof personRowSchema>;

const roleCodes = z.array(z.string().min(1).max(40)).min(1).max(10);
const personId = z.string().min(1).max(40);

/** The person fields of person/adds and person/edits; name, mobile, certificate number and email travel RSA-encrypted. */
const personFields = {
  name: encryptedField,
  mobilePhone: encryptedField,
  credType: z.string().min(1).max(2),
  credNumber: encryptedField,
  email: encryptedField.optional(),
  roleCodes,
};

/**
 * A/pc/person/list (spec 03 §7): the persons of the session's organisation (removed ones excluded), by
 * login name. Privilege account_mgt.
 */
export const personList = defineCall({
  name: 'personList',
  service: 'account',
  path: 'pc/person/list',
  privilege: 'account_mgt',
  request: z.object({}),
  response: z.object({ list: z.array(personRowSchema) }),
});

/**
 * A/pc/person/info (spec 03 §7): one person of the organisation. Privilege account_mgt.
 * @throws GatewayError PersonNotInOrg (FD1106)
 */
export const personInfo = defineCall({
  name: 'personInfo',
  service: 'account',
  path: 'pc/person/info',
  privilege: 'account_mgt',
  request: z.object({ personId }),
  response: personRowSchema,
});

/**
 * A/pc/person/adds (spec 03 §7, 01 §7.6): adds a person to the organisation with an initial login password
 * that they must change at their first login (spec 01 §4.2; the server's first-login gate, FD1018) and the
 * given roles. `loginName` 3-32 letters, digits, `_` or `.` (FundDesk). Privilege account_mgt.
 * @throws GatewayError PersonNameFormat, PersonMobileFormat, PersonCredNumber, PersonEmailFormat,
 *   PersonPasswordMismatch, PasswordWeak (FD1012), PersonLoginNameTaken, PersonMobileDuplicate, RoleUnknown
 */
export const personAdds = defineCall({
  name: 'personAdds',
  service: 'account',
  path: 'pc/person/adds',
  privilege: 'account_mgt',
  encryptedFields: ['name', 'mobilePhone', 'credNumber', 'email', 'loginPwd', 'confirmPassword'],
  request: z.object({
    loginName: z.string().regex(/^[A-Za-z0-9_.]{3,32}$/),
    ...personFields,
    loginPwd: encryptedField,
    confirmPassword: encryptedField,
  }),
  response: personRowSchema,
});

/**
 * A/pc/person/edits (spec 03 §7): changes a person's fields and roles. A change of roles ends the person's
 * sessions with A00198 (spec 01 §8). Privilege account_mgt.
 * @throws GatewayError as {@link personAdds}, PersonNotInOrg, LastAdministrator (demoting the last one)
 */
export const personEdits = defineCall({
  name: 'personEdits',
  service: 'account',
  path: 'pc/person/edits',
  privilege: 'account_mgt',
  encryptedFields: ['name', 'mobilePhone', 'credNumber', 'email'],
  request: z.object({ personId, ...personFields }),
  response: personRowSchema,
});

/**
 * A/pc/person/cancel (spec 01 §7.6): disables (`disabled: true`) or re-enables a person; a disabled person
 * cannot log in and their sessions end at once. Privilege account_mgt.
 * @throws GatewayError PersonNotInOrg, PersonSelf, LastAdministrator
 */
export const personCancel = defineCall({
  name: 'personCancel',
  service: 'account',
  path: 'pc/person/cancel',
  privilege: 'account_mgt',
  request: z.object({ personId, disabled: z.boolean() }),
  response: personRowSchema,
});

/**
 * A/pc/person/del (spec 03 §7): removes a person from the organisation (their other organisations keep
 * them); their sessions end. Privilege account_mgt.
 * @throws GatewayError PersonNotInOrg, PersonSelf, LastAdministrator
 */
export const personDel = defineCall({
  name: 'personDel',
  service: 'account',
  path: 'pc/person/del',
  privilege: 'account_mgt',
  request: z.object({ personId }),
  response: z.object({ personId: z.string() }),
});

/** A role as permission management lists it: code, catalogue name and how many persons of the organisation hold it. */
export const roleRowSchema = z.object({
  roleCode: z.string(),
  roleName: z.string(),
  personCount: z.number().int(),
});

/**
 * A/pc/person/role/list (spec 03 §7): the roles an administrator assigns (core ASSIGNABLE_ROLES) with the
 * count of the organisation's active persons holding each. Privilege authority_mgt.
 */
export const personRoleList = defineCall({
  name: 'personRoleList',
  service: 'account',
  path: 'pc/person/role/list',
  privilege: 'authority_mgt',
  request: z.object({}),
  response: z.object({ list: z.array(roleRowSchema) }),
});

/** A node of a role's privilege tree: the menu tree's groups and pages, then the functions outside menus. */
export interface PrivilegeNode {
  code: string;
  title: string;
  checked: boolean;
  children: PrivilegeNode[];
}

/** Schema of {@link PrivilegeNode}. */
export const privilegeNodeSchema: z.ZodType<PrivilegeNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    title: z.string(),
    checked: z.boolean(),
    children: z.array(privilegeNodeSchema),
  }),
);

const roleCode = z.string().min(1).max(40);

/**
 * A/pc/person/role/power/list (spec 03 §7): a role's privileges in the organisation as a tree (checked:
 * granted). Privilege role_mgt.
 * @throws GatewayError RoleUnknown (FD1107)
 */
export const personRolePowerList = defineCall({
  name: 'personRolePowerList',
  service: 'account',
  path: 'pc/person/role/power/list',
  privilege: 'role_mgt',
  request: z.object({ roleCode }),
  response: z.object({ roleCode: z.string(), tree: z.array(privilegeNodeSchema) }),
});

/**
 * A/pc/person/role/power/edit (FundDesk, issue 11 §3 roleManage): sets a role's privileges in the
 * organisation. The persons holding it see the menus and may make the calls of the new set from their
 * next request. Privilege role_mgt.
 * @throws GatewayError RoleUnknown (FD1107), PrivilegeUnknown (FD1110), AdminPrivilegeLocked (FD1109)
 */
export const personRolePowerEdit = defineCall({
  name: 'personRolePowerEdit',
  service: 'account',
  path: 'pc/person/role/power/edit',
  privilege: 'role_mgt',
  request: z.object({ roleCode, privileges: z.array(z.string().min(1).max(60)).max(200) }),
  response: z.object({ roleCode: z.string(), tree: z.array(privilegeNodeSchema) }),
});

/**
 * A/pc/person/role/orgAndPersonList (spec 03 §7): the organisation and its active persons holding a role.
 * Privilege authority_mgt.
 * @throws GatewayError RoleUnknown (FD1107)
 */
export const personRoleOrgAndPersonList = defineCall({
  name: 'personRoleOrgAndPersonList',
  service: 'account',
  path: 'pc/person/role/orgAndPersonList',
  privilege: 'authority_mgt',
  request: z.object({ roleCode }),
  response: z.object({
    groupId: z.string(),
    orgName: z.string(),
    persons: z.array(z.object({ personId: z.string(), name: z.string() })),
  }),
});

/**
 * A/pc/person/list/listByRoleCode (spec 03 §7): the organisation's persons holding a role (any status).
 * Privilege authority_mgt.
 * @throws GatewayError RoleUnknown (FD1107)
 */
export const personListByRoleCode = defineCall({
  name: 'personListByRoleCode',
  service: 'account',
  path: 'pc/person/list/listByRoleCode',
  privilege: 'authority_mgt',
  request: z.object({ roleCode }),
  response: z.object({ list: z.array(personRowSchema) }),
});
