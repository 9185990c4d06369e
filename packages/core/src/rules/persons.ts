import { ErrorCode } from '../errors/catalogue.js';
import { ADMIN_ROLE } from '../session/landing.js';
import { residentIdRefusal } from './idDocument.js';

/**
 * Rules of permission management (issue 11 §3; spec 03 §2 /permissionMgt, §7 person/adds and person/edits;
 * spec 01 §7.6 operators and roles). Each returns a catalogue code (or null) that the server enforces and
 * the web and CLI render at the edge.
 */

/**
 * Roles an administrator may give to persons of their organisation (FundDesk, issue 11 §3): operator,
 * checkers, inquirer, administrator, hosting user; `treasurer` in the enterprise (SK) variant. Any other
 * code sent (manager, cockpit, jgt_old_op, or an invented one) is forged: RoleUnknown (FD1107).
 */
export const ASSIGNABLE_ROLES: readonly string[] = [
  'op',
  'treasurer',
  'first_checker',
  'second_checker',
  'inquirer',
  'jgt_person',
  'hosting',
];

/**
 * Privileges the administrator role keeps whatever an administrator edits (FD1109): without them nobody
 * could manage persons or roles again.
 */
export const ADMIN_LOCKED_PRIVILEGES: readonly string[] = ['authority_mgt', 'account_mgt', 'role_mgt'];

/** Certificate types (FundDesk codes; spec 03 §7 names credNumber without the type list). '0' is the ID card. */
export const CRED_TYPES = ['0', '1', '2', '3'] as const;
/** A certificate type of {@link CRED_TYPES}. */
export type CredType = (typeof CRED_TYPES)[number];

/** Mainland mobile number: 11 digits, 13-19 prefix (spec 01 §5 phone country code +86). */
const MOBILE = /^1[3-9]\d{9}$/;
/**
 * E-mail address (spec 01 §5): the local part allows letters, digits, underscore, plus, hyphen and dot; the
 * domain labels follow; the final label is 2-4 letters or digits. The one e-mail rule of core: a person's
 * e-mail (person/adds, person/edits) and the bill e-mails (rules/orgRecord.ts billEmailsRefusal) use it.
 */
const EMAIL = /^[A-Za-z0-9_+.-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,4}$/;

/**
 * Whether `address` is a valid e-mail by spec 01 §5, as given (no trimming: a blank is refused): the one
 * e-mail rule ({@link EMAIL}).
 * @see spec 01 §5 "Email"; issue 15 hygiene (one rule instead of a loose and a strict one)
 */
export function isValidEmail(address: string): boolean {
  return EMAIL.test(address);
}
/**
 * Whether `value` is a valid 18-character mainland resident ID number: 17 digits, a plausible birth date
 * (YYYYMMDD at positions 7-14, from 1900) and the GB 11643-1999 check character (0-9 or X, upper or lower
 * case). The one ID-number rule is {@link residentIdRefusal}; an administrator's entry is not held to a birth
 * date up to today, so the latest possible day stands for "today" here.
 */
export function isValidResidentId(value: string): boolean {
  return residentIdRefusal(value, '9999-12-31') === null;
}

/** The fields of a person an administrator sends (spec 03 §7 person/adds, person/edits), decrypted. */
export interface PersonFields {
  /** 1-30 characters after trimming. */
  name: string;
  mobile: string;
  credType: string;
  credNumber: string;
  /** Optional; empty string means none. */
  email?: string | undefined;
}

/** A refusal of person input: the catalogue code. */
export type PersonFieldsRefusal =
  | typeof ErrorCode.PersonNameFormat
  | typeof ErrorCode.PersonMobileFormat
  | typeof ErrorCode.PersonCredNumber
  | typeof ErrorCode.PersonEmailFormat;

/**
 * The first problem of a person's fields, or null: name 1-30 characters (FD1113), mainland mobile (FD1101),
 * certificate number fitting its type (ID card: {@link isValidResidentId}; others 5-30 letters and digits;
 * unknown type: FD1102), email when given ({@link isValidEmail}, FD1103). Pure, never throws.
 * @see spec 03 §7 person/adds; issue 11 §3
 */
export function personFieldsRefusal(fields: PersonFields): PersonFieldsRefusal | null {
  const name = fields.name.trim();
  if (name.length < 1 || name.length > 30) return ErrorCode.PersonNameFormat;
  if (!MOBILE.test(fields.mobile)) return ErrorCode.PersonMobileFormat;
  if (!(CRED_TYPES as readonly string[]).includes(fields.credType)) return ErrorCode.PersonCredNumber;
  const credOk =
    fields.credType === '0'
      ? isValidResidentId(fields.credNumber)
      : /^[A-Za-z0-9]{5,30}$/.test(fields.credNumber);
  if (!credOk) return ErrorCode.PersonCredNumber;
  if (fields.email && (fields.email.length > 100 || !isValidEmail(fields.email)))
    return ErrorCode.PersonEmailFormat;
  return null;
}

/** A role code that an administrator may assign ({@link ASSIGNABLE_ROLES}); anything else is forged. */
export function isAssignableRole(code: string): boolean {
  return ASSIGNABLE_ROLES.includes(code);
}

/** What the last-administrator guard needs to know about a change to one person. */
export interface AdminChange {
  /** The target holds the administrator role and is active now. */
  targetIsActiveAdmin: boolean;
  /** The target stays an active administrator after the change (false for disable, remove, demote). */
  targetStaysAdmin: boolean;
  /** Other active administrators of the organisation (the target excluded). */
  otherActiveAdmins: number;
}

/**
 * The last-administrator guard (issue 11 §3 "The last administrator cannot be removed, disabled or
 * demoted"): LastAdministrator (FD1108) when the change takes away the organisation's only active
 * administrator, otherwise null.
 */
export function lastAdministratorRefusal(change: AdminChange): typeof ErrorCode.LastAdministrator | null {
  return change.targetIsActiveAdmin && !change.targetStaysAdmin && change.otherActiveAdmins === 0
    ? ErrorCode.LastAdministrator
    : null;
}

/**
 * The refusal of a role's new privilege set (issue 11 §3 roleManage): RoleUnknown (FD1107) for a role an
 * administrator does not manage, PrivilegeUnknown (FD1110) for a code outside `known`, AdminPrivilegeLocked
 * (FD1109) when the administrator role would lose one of {@link ADMIN_LOCKED_PRIVILEGES}; null when fine.
 */
export function rolePrivilegesRefusal(
  roleCode: string,
  privileges: readonly string[],
  known: ReadonlySet<string>,
):
  | typeof ErrorCode.RoleUnknown
  | typeof ErrorCode.PrivilegeUnknown
  | typeof ErrorCode.AdminPrivilegeLocked
  | null {
  if (!isAssignableRole(roleCode)) return ErrorCode.RoleUnknown;
  if (privileges.some((code) => !known.has(code))) return ErrorCode.PrivilegeUnknown;
  if (roleCode === ADMIN_ROLE && ADMIN_LOCKED_PRIVILEGES.some((code) => !privileges.includes(code)))
    return ErrorCode.AdminPrivilegeLocked;
  return null;
}
