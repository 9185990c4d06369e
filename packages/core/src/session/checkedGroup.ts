import { ErrorCode } from '../errors/catalogue.js';

/** The checked-group value of "all accounts" (spec 01 §2.3: 全部账户). */
export const CHECKED_GROUP_ALL = 'all';

/** The role code of a manager (管理人; spec 01 §1), who acts for the products of a manager organisation. */
export const MANAGER_ROLE = 'manager';

/**
 * Whether a person acts for the products of their manager organisation: only the manager role
 * ({@link MANAGER_ROLE}; spec 01 §1 管理人). The one rule behind both the account switch
 * ({@link decideCheckedGroup}: only such a person may name a product in `checkedGroupNo`) and the account
 * list (queryAccountList: only such a person is offered the products; everyone else their own
 * organisations). Pure.
 * @param roles - the person's role codes
 * @see spec 01 §7.1 checkedGroupNo, §7.3 queryAccountList; issue 16 finding 10
 */
export function actsForProducts(roles: readonly string[]): boolean {
  return roles.includes(MANAGER_ROLE);
}

/** What {@link decideCheckedGroup} decides from. */
export interface CheckedGroupInput {
  /** The decrypted `checkedGroupNo` header: a group id or `all`; null when it could not be decrypted. */
  readonly checked: string | null;
  /** The organisation the session acts for (after the login switch). */
  readonly sessionGroupId: string | null;
  /** Every group id the person may act for (their organisations and, for a manager, their products). */
  readonly groupIds: ReadonlySet<string>;
  /** The person's role codes. */
  readonly roles: readonly string[];
}

/**
 * The account a request acts for, or the code refusing it. `groupId` is the organisation the request then
 * reads or acts for: the checked account when it is the session's own organisation or — for a manager —
 * one of the groups they may act for; the session's own organisation for `all` (multi-account calls carry
 * their group ids). Anything else (another person's account, a non-manager naming another of their
 * organisations without switching, a value that does not decrypt) is refused with FD1004 (您无权操作该机构或账户).
 * Pure; never throws.
 * @see spec 01 §7.1 (checkedGroupNo, encrypted account id, for manager users), §2.3; spec 02 §6, 03 §6;
 *   issue 16 finding 10
 */
export function decideCheckedGroup(
  input: CheckedGroupInput,
): { ok: true; groupId: string | null } | { ok: false; code: typeof ErrorCode.OrgForbidden } {
  const { checked, sessionGroupId, groupIds, roles } = input;
  if (checked === null) return { ok: false, code: ErrorCode.OrgForbidden };
  if (checked === CHECKED_GROUP_ALL || checked === sessionGroupId)
    return { ok: true, groupId: sessionGroupId };
  if (actsForProducts(roles) && groupIds.has(checked)) return { ok: true, groupId: checked };
  return { ok: false, code: ErrorCode.OrgForbidden };
}
