/**
 * What logout keeps of the stored client values (spec 01 §4.3): the trade-password prompt flags and the
 * ids of closed notices survive, everything else is cleared.
 */

/**
 * Stored values logout keeps (spec 01 §3 stored values, §4.3): `isSetTradePwd` (the per-group map of the
 * last trade-password prompt, so that the prompt stays once a day across logins, §4.7) and `noticeIds`
 * (notices closed and confirmed stay hidden, §2.1).
 */
export const LOGOUT_KEPT_KEYS = ['isSetTradePwd', 'noticeIds'] as const;

/** A key logout keeps. */
export type LogoutKeptKey = (typeof LOGOUT_KEPT_KEYS)[number];

/**
 * The stored values after logout (spec 01 §4.3): only {@link LOGOUT_KEPT_KEYS} (plus `alsoKeep`, e.g.
 * display preferences that are not session data) with a value; the token, group id, lists and every other
 * value are gone.
 * @param stored - the stored values before logout
 * @param alsoKeep - further keys the client keeps (the web keeps the sidebar state, spec 01 §2.1)
 * @see spec 01 §4.3
 */
export function valuesAfterLogout<T extends Record<string, unknown>>(
  stored: Readonly<T>,
  alsoKeep: readonly string[] = [],
): Partial<T> {
  const keep = new Set<string>([...LOGOUT_KEPT_KEYS, ...alsoKeep]);
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (keep.has(key) && value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}
