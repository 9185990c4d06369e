import { ErrorCode } from '../errors/catalogue.js';

/** The role code of a hosting user (托管用户; spec 01 §1, core domain/session.ts roleCodes). */
export const HOSTING_ROLE = 'hosting';

/** A decision on whether a person may place orders: yes, or no with the catalogue code to answer. */
export type HostingUserDecision = { ok: true } | { ok: false; code: typeof ErrorCode.HostingUserCannotBuy };

/**
 * Whether a person with `roles` is a hosting user (any of the roles is `hosting`).
 * @param roles - the person's role codes
 * @see spec 01 §1 (roles), spec 02 §6
 */
export function isHostingUser(roles: readonly string[]): boolean {
  return roles.includes(HOSTING_ROLE);
}

/**
 * Hosting users cannot buy: decides whether a person with `roles` may place an order, from the cart or a
 * batch file. The privilege matrix already withholds `subs` from the hosting role; this is the rule itself,
 * so that a person who also holds a trading role is still refused. Never throws.
 * @param roles - the person's role codes
 * @returns `{ ok: true }`, or `{ ok: false, code: FD4007 }` (HostingUserCannotBuy, message buy.hostingUser)
 * @see spec 02 §5 (Hosting users cannot buy), spec 03 §6 (A hosting user cannot buy)
 */
export function checkHostingUserMayBuy(roles: readonly string[]): HostingUserDecision {
  return isHostingUser(roles) ? { ok: false, code: ErrorCode.HostingUserCannotBuy } : { ok: true };
}

/** The privileges of placing a purchase (cart, purchase and its risk check; spec 02 §4, §6). */
export const BUYING_PRIVILEGES: ReadonlySet<string> = new Set(['subs', 'shopping_cart']);

/**
 * The code refusing a call whose privilege the person lacks: a hosting user asking a buying call
 * ({@link BUYING_PRIVILEGES}) is told that hosting users cannot buy (FD4007) rather than the generic
 * "no permission" (FD1003) — the privilege matrix withholds `subs` from the hosting role because of this
 * rule (issue 16 finding 10). Never throws.
 * @param privilege - the call's privilege code
 * @param roles - the person's role codes
 * @returns ErrorCode.HostingUserCannotBuy or ErrorCode.Forbidden
 * @see spec 02 §5, spec 03 §6 (hosting users cannot buy), DESIGN §7
 */
export function missingPrivilegeCode(
  privilege: string,
  roles: readonly string[],
): typeof ErrorCode.HostingUserCannotBuy | typeof ErrorCode.Forbidden {
  return BUYING_PRIVILEGES.has(privilege) && isHostingUser(roles)
    ? ErrorCode.HostingUserCannotBuy
    : ErrorCode.Forbidden;
}
