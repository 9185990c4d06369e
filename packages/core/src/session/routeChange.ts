/**
 * Side decisions of navigation (spec 01 §2.3): the institution manager's current account on each route
 * change, and the page reloads after a login change in another tab or a failed script chunk.
 */

/** The all-accounts choice of a multi-select route (spec 01 §2.3: named 全部账户). */
export const ALL_ACCOUNTS = 'all';

/** What {@link decideManagerRouteChange} reads. */
export interface ManagerRouteChangeInput {
  /** Whether the person is an institution manager (the rule applies to no one else). */
  institutionManager: boolean;
  /** Whether the new route needs an account to be selected. */
  needsAccountSelection: boolean;
  /**
   * The account stored for this route in the per-route account map: a group id, {@link ALL_ACCOUNTS}
   * after a multi-select of several accounts, or none.
   */
  routeAccount: string | null | undefined;
}

/** What the web does on a route change of an institution manager. */
export interface ManagerRouteChange {
  cancelPendingRequests: boolean;
  /** The current account to set, or `null` to clear it; `undefined` leaves it alone. */
  currentAccount: string | null | undefined;
  refreshPrivilegeCodes: boolean;
}

/**
 * The institution manager's route change (spec 01 §2.3, spec 03 §4 "Account selection"): pending requests
 * are cancelled; the current account is set from the route's account map when the route needs account
 * selection, otherwise cleared; privilege codes are refreshed if an account is chosen. Other people: no
 * change.
 * @see spec 01 §2.3, spec 03 §4
 */
export function decideManagerRouteChange(input: Readonly<ManagerRouteChangeInput>): ManagerRouteChange {
  if (!input.institutionManager) {
    return { cancelPendingRequests: false, currentAccount: undefined, refreshPrivilegeCodes: false };
  }
  const currentAccount = input.needsAccountSelection ? (input.routeAccount ?? null) : null;
  return { cancelPendingRequests: true, currentAccount, refreshPrivilegeCodes: currentAccount !== null };
}

/** Delay before reloading when the login status changed in another tab, ms (spec 01 §2.3, spec 03 §4). */
export const LOGIN_STATUS_RELOAD_DELAY_MS = 1_000;

/** Least time between two reloads after script-chunk load failures, ms (spec 01 §2.3, §9). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/**
 * Whether a script-chunk load failure reloads the page (spec 01 §2.3: at most once per 60 seconds; the
 * pending path is stored by the web either way).
 * @param lastReloadAt - ms since the epoch of the previous such reload, none if never
 * @param now - ms since the epoch
 * @see spec 01 §2.3, §9 chunk-error reload
 */
export function shouldReloadAfterChunkError(lastReloadAt: number | null | undefined, now: number): boolean {
  return lastReloadAt == null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

/**
 * Whether an error is a failed script-chunk load (a lazy route or library whose file changed with a new
 * deployment): the messages of Chromium, Firefox and Safari for a failed dynamic import, and bundler
 * chunk errors.
 * @see spec 01 §2.3 (chunk-load failure), §9
 */
export function isChunkLoadError(error: unknown): boolean {
  const text =
    typeof error === 'string'
      ? error
      : error instanceof Error
        ? `${error.name}: ${error.message}`
        : typeof error === 'object' && error !== null && 'message' in error
          ? String(error.message)
          : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading (?:CSS )?chunk [\w-]+ failed/i.test(
    text,
  );
}

/** What a change of the stored login status in another tab asks for (spec 01 §2.3). */
export type LoginStatusChange = { reload: false } | { reload: true; afterMs: number };

/**
 * A storage change made by another tab (spec 01 §2.3: "When the login status changes in another browser
 * tab, the page reloads after 1 second"): the login status stored before and after; a change in either
 * direction reloads after {@link LOGIN_STATUS_RELOAD_DELAY_MS}.
 * @see spec 01 §2.3, spec 03 §4 Other
 */
export function decideLoginStatusChange(
  before: boolean | null | undefined,
  after: boolean | null | undefined,
): LoginStatusChange {
  return Boolean(before) === Boolean(after)
    ? { reload: false }
    : { reload: true, afterMs: LOGIN_STATUS_RELOAD_DELAY_MS };
}
