/**
 * The route guard as a pure decision (spec 01 §2.3, spec 03 §4 "Maintenance"). The web reads the stored
 * session, the clock and the browser, builds a {@link RouteState}, and applies the answer of
 * {@link decideRoute}; nothing here touches storage, the router or the network.
 */

import { shanghaiInstant } from '../domain/time.js';
import { missingFirstLoginSettings, SETTING_LOGIN_PATH, type FirstLoginFlags } from './landing.js';
import { variantLoginPath, variantProfiles, type VariantId } from './variant.js';

/**
 * The maintenance window of the announcement check (spec 01 §7.2 `omAnnouncement/check`: dStart, dEnd).
 * Each bound is ms since the epoch, or the text the check answers: `YYYY-MM-DD HH:mm[:ss]` read as Beijing
 * time (UTC+8, whatever the machine's zone), or an ISO 8601 date with an offset.
 */
export interface MaintenanceWindow {
  dStart: number | string;
  dEnd: number | string;
}

/** The transactor (manager) change status (spec 01 §3, §7.3 hasTransactorChangingFromSelf). */
export interface TransactorChangeStatus {
  hasTransactorChanging: boolean;
  /** The person's role code (`jgt_old_op` for the old operator). */
  roleType: string;
  /** Whether the person is an administrator of the organisation. */
  hasAdmin: boolean;
}

/** What the guard reads: the stored session plus the clock, the browser and the router's state. */
export interface RouteState {
  token?: string | null | undefined;
  groupId?: string | null | undefined;
  isOnlyCockpitUser: boolean;
  transactorChangeStatus?: TransactorChangeStatus | null | undefined;
  /**
   * The first-login info of the chosen organisation (spec 01 §3, A/pc/org/corpInfo); absent when not read.
   * Missing settings force the settings-login page (spec 01 §4.2).
   */
  firstLogin?: FirstLoginFlags | null | undefined;
  /** The stored maintenance window, `null` when the check answered none. */
  maintenance: MaintenanceWindow | null;
  /** Now, ms since the epoch. */
  now: number;
  /** Whether the dynamic routes of the menu tree have been added (spec 01 §2.3: added once). */
  dynamicRoutesLoaded: boolean;
  /** Every route the router knows (static and generated), as patterns: `/product/equality/:fundId`. */
  knownRoutes: readonly string[];
  /** Whether the page runs in an in-app browser (WeChat and the like). */
  inAppBrowser: boolean;
  variant: VariantId;
}

/** Where the guard is asked to go. */
export interface RouteTarget {
  /** The route path without query or hash (`/asset/index`). */
  path: string;
  /** True for the first navigation after the app opened (spec 01 §2.3: the in-app push happens then). */
  appOpening?: boolean;
}

/** Why the guard redirects; each names the spec 01 §2.3 rule (or spec 03 §4 maintenance). */
export type RouteRedirectReason =
  /** /maintain outside the maintenance window -> /redirect. */
  | 'maintenanceOver'
  /** Inside the maintenance window every other page -> /maintain (replace). */
  | 'maintenance'
  /** App opened in an in-app browser -> /wechat (push). */
  | 'inAppBrowser'
  /** A login page of the other variant (or /login itself) -> this variant's counterpart. */
  | 'variantLoginPage'
  /** /login/* while logged in -> the trading site's redirect page with the encrypted group number. */
  | 'alreadyLoggedIn'
  /** No token or no group id -> the variant's login page. */
  | 'notLoggedIn'
  /** Manager change in progress for the old operator or an administrator. */
  | 'transactorChanging'
  /** First-login settings missing -> the settings-login page (spec 01 §4.2 "forced"). */
  | 'firstLoginSettings'
  /** Cockpit-only user. */
  | 'cockpitOnly'
  /** A path no route matches once the dynamic routes are loaded. */
  | 'unknownRoute';

/** The guard's answer. */
export type RouteDecision =
  | { kind: 'allow' }
  /**
   * Build the dynamic routes from the menu tree (once), then decide again: the target may be one of them
   * (spec 01 §2.3 "Dynamic routes are generated after login and added once").
   */
  | { kind: 'loadRoutes' }
  | {
      kind: 'redirect';
      to: string;
      /** Replace the history entry instead of pushing one. */
      replace?: boolean;
      reason: RouteRedirectReason;
      /** The web appends the encrypted group number (spec 01 §2.3 /login/* when logged in). */
      carryEncryptedGroupId?: true;
    };

/** Paths open without login (spec 01 §2.3; /404 is a fixed public page of spec 01 §2.2). */
export const OPEN_PATHS: readonly string[] = [
  '/',
  '/siku/aboutUs',
  '/siku/cfo',
  '/siku/industry',
  '/activity/pdfReport',
  '/activity/pdfReportCover',
  '/404',
];

/** Path prefixes open without login (spec 01 §2.3). */
export const OPEN_PREFIXES: readonly string[] = [
  '/double-record/',
  '/wechat',
  '/helpCenter/',
  '/pdfPage',
  '/agreement/',
  '/maintain',
  '/login/chooseOrganization',
  '/deeplink',
  '/orgaccount/openGuide',
  '/orgaccount/openAccount',
];

/** Routes that load before the dynamic route table exists (spec 01 §2.3). */
export const PRE_TABLE_ROUTES: readonly string[] = [
  '/orgaccount/settingLogin',
  '/orgaccount/changeManagerResult',
  '/orgaccount/orgInfo',
  '/orgaccount/openResult',
  '/boss/screen',
];

/** The maintenance page (spec 01 §2.3). */
export const MAINTAIN_PATH = '/maintain';
/** The computed landing page (spec 01 §2.2). */
export const REDIRECT_PAGE = '/redirect';
/** The page of in-app browsers (spec 01 §2.3). */
export const WECHAT_PATH = '/wechat';
/** Where a manager change in progress sends the old operator and administrators (spec 01 §2.3). */
export const CHANGE_MANAGER_RESULT_PATH = '/orgaccount/changeManagerResult';
/** The cockpit (spec 01 §2.3, §6). */
export const COCKPIT_PATH = '/boss/screen';
/**
 * The cockpit menu's own pages (spec 03 §2 "Cockpit": /cockpit, /cockpit/dataCockpit, /cockpit/affiliatedOrg): the
 * only pages besides /boss/screen a cockpit-only user may open, since their menu (data_cockpit) offers them; they
 * still need to be known routes (rule 13).
 */
function isCockpitMenuRoute(path: string): boolean {
  return path === '/cockpit' || hasPrefix(path, '/cockpit/');
}
/** The not-found page (spec 01 §2.2: unknown paths go to /404). */
export const NOT_FOUND_PATH = '/404';

/**
 * The login page of each variant (spec 01 §2.2: /login redirects to organizationLogin in the institution
 * variant; the enterprise variant's login page is /login/sikuOrganizationLogin).
 */
export const LOGIN_PAGE: Readonly<Record<VariantId, string>> = {
  institution: variantProfiles.institution.loginPages.login,
  enterprise: variantProfiles.enterprise.loginPages.login,
};

/**
 * The redirect page of each variant's trading site (spec 01 §2.3 /login/* when logged in). Both sites are
 * this application served on the variant's own host (`localhost:8080`, `siku.localhost:8080`), so the page
 * is /redirect on the current origin in both.
 */
export const TRADING_SITE_REDIRECT_PAGE: Readonly<Record<VariantId, string>> = {
  institution: REDIRECT_PAGE,
  enterprise: REDIRECT_PAGE,
};

const LOCAL_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2})?$/;

/**
 * Reads one bound of a maintenance window as ms since the epoch; `NaN` when unreadable (also a day or
 * time that does not exist, such as 2024-02-30).
 * @param value - ms, a digits-only string of ms, `YYYY-MM-DD HH:mm[:ss]` (Beijing time) or ISO 8601 with offset
 * @see spec 01 §2.3; DESIGN §5 (time is Asia/Shanghai)
 */
export function maintenanceInstantMs(value: number | string): number {
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  if (LOCAL_TEXT.test(text)) return shanghaiInstant(text);
  return /[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? Date.parse(text) : Number.NaN;
}

/**
 * Whether `now` lies inside the maintenance window, both bounds included; an absent or unreadable window
 * is no maintenance.
 * @param now - ms since the epoch
 * @see spec 01 §2.3, spec 03 §4 "Maintenance"
 */
export function isInMaintenance(window: MaintenanceWindow | null, now: number): boolean {
  if (!window) return false;
  const start = maintenanceInstantMs(window.dStart);
  const end = maintenanceInstantMs(window.dEnd);
  return start <= now && now <= end;
}

/** The spec's prefixes are plain string prefixes (`/wechat` also covers `/wechatPay`), kept as written. */
function hasPrefix(path: string, prefix: string): boolean {
  return path.startsWith(prefix);
}

/** Whether a path is open without login (spec 01 §2.3 open paths and prefixes). */
export function isOpenRoute(path: string): boolean {
  return OPEN_PATHS.includes(path) || OPEN_PREFIXES.some((prefix) => hasPrefix(path, prefix));
}

/** Whether a route pattern (`/product/equality/:fundId`) matches a path; `:name` matches one segment. */
export function matchesRoute(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((part, i) => (part.startsWith(':') ? b[i] !== '' : part === b[i]));
}

/**
 * Whether the person must wait on the change-manager-result page (spec 01 §2.3): a change in progress and
 * the old operator (jgt_old_op) or an administrator (hasAdmin or jgt_person). The landing after a switch
 * reads it too, so that the person goes there directly.
 * @see spec 01 §2.3
 */
export function waitsForManagerChange(status: TransactorChangeStatus | null | undefined): boolean {
  if (!status?.hasTransactorChanging) return false;
  return status.roleType === 'jgt_old_op' || status.roleType === 'jgt_person' || status.hasAdmin;
}

const allow: RouteDecision = { kind: 'allow' };

/**
 * Decides whether a route may show (spec 01 §2.3, spec 03 §4 "Maintenance"). The rules, first match wins:
 *
 * 1. /maintain shows only inside the maintenance window, otherwise /redirect.
 * 2. Inside the window every other page is replaced by /maintain ("every other page" includes open ones).
 * 3. On the app's first navigation in an in-app browser /wechat is pushed, except on /deeplink and
 *    /double-record/ pages.
 * 4. /login and the other variant's login pages are replaced by this variant's counterpart (spec 01 §1:
 *    the variants' login pages and route sets differ; §2.2: /login redirects to the login page).
 * 5. Open paths and open prefixes are allowed.
 * 6. /login/*: open when not logged in; when logged in, the variant's trading-site redirect page carrying
 *    the encrypted group number. Logged in means a token and a group id: a token alone is a person still
 *    choosing an organisation.
 * 7. No token or no group id: the variant's login page.
 * 8. A manager change in progress sends the old operator (jgt_old_op) and administrators (hasAdmin or
 *    jgt_person) to the change-manager-result page.
 * 9. Missing first-login settings force /orgaccount/settingLogin on every other page (spec 01 §4.2:
 *    "The settings-login page is forced"; the landing sends the person there, the guard keeps them there).
 * 10. A cockpit-only user always goes to /boss/screen, except to the pages of their own menu (/cockpit/…).
 * 11. The routes that load before the dynamic table are allowed.
 * 12. Before the dynamic routes exist: `loadRoutes` (build them once, then decide again).
 * 13. A path matching a known route is allowed; any other goes to /404.
 *
 * The spec lists the maintenance and in-app rules after the open prefixes, but /maintain is itself an open
 * prefix and /deeplink, /double-record/ are open too, so those rules only mean something checked first.
 *
 * @param target - the path (without query), or the path with `appOpening` for the first navigation
 * @see spec 01 §2.3 route guard behaviour, spec 01 §2.2 (/404), spec 03 §4 "Maintenance"
 */
export function decideRoute(state: Readonly<RouteState>, target: string | RouteTarget): RouteDecision {
  const { path, appOpening = false } = typeof target === 'string' ? { path: target } : target;
  const maintenance = isInMaintenance(state.maintenance, state.now);
  if (hasPrefix(path, MAINTAIN_PATH)) {
    return maintenance ? allow : { kind: 'redirect', to: REDIRECT_PAGE, reason: 'maintenanceOver' };
  }
  if (maintenance) return { kind: 'redirect', to: MAINTAIN_PATH, replace: true, reason: 'maintenance' };
  if (
    state.inAppBrowser &&
    appOpening &&
    ![WECHAT_PATH, '/deeplink', '/double-record/'].some((prefix) => hasPrefix(path, prefix))
  ) {
    return { kind: 'redirect', to: WECHAT_PATH, reason: 'inAppBrowser' };
  }
  const counterpart = variantLoginPath(state.variant, path);
  if (counterpart !== null) {
    return { kind: 'redirect', to: counterpart, replace: true, reason: 'variantLoginPage' };
  }
  if (isOpenRoute(path)) return allow;
  const loggedIn = Boolean(state.token) && Boolean(state.groupId);
  if (path === '/login' || hasPrefix(path, '/login/')) {
    if (!loggedIn) return allow;
    return {
      kind: 'redirect',
      to: TRADING_SITE_REDIRECT_PAGE[state.variant],
      reason: 'alreadyLoggedIn',
      carryEncryptedGroupId: true,
    };
  }
  if (!loggedIn) return { kind: 'redirect', to: LOGIN_PAGE[state.variant], reason: 'notLoggedIn' };
  if (waitsForManagerChange(state.transactorChangeStatus) && path !== CHANGE_MANAGER_RESULT_PATH) {
    return { kind: 'redirect', to: CHANGE_MANAGER_RESULT_PATH, reason: 'transactorChanging' };
  }
  if (
    state.firstLogin &&
    path !== SETTING_LOGIN_PATH &&
    missingFirstLoginSettings(state.firstLogin).length > 0
  ) {
    return { kind: 'redirect', to: SETTING_LOGIN_PATH, replace: true, reason: 'firstLoginSettings' };
  }
  if (state.isOnlyCockpitUser && path !== COCKPIT_PATH && !isCockpitMenuRoute(path)) {
    return { kind: 'redirect', to: COCKPIT_PATH, reason: 'cockpitOnly' };
  }
  if (PRE_TABLE_ROUTES.includes(path)) return allow;
  if (!state.dynamicRoutesLoaded) return { kind: 'loadRoutes' };
  if (state.knownRoutes.some((pattern) => matchesRoute(pattern, path))) return allow;
  return { kind: 'redirect', to: NOT_FOUND_PATH, replace: true, reason: 'unknownRoute' };
}

/** The answer of {@link decodeHashUrl}. */
export type HashUrlDecision =
  /** Replace the hash route with `hash` (a route path with optional query, without `#`). */
  | { ok: true; hash: string }
  /** No hashUrl parameter: nothing to do. */
  | { ok: false; reason: 'absent'; alarm: false }
  /** The parameter does not decode to a route: send an alarm carrying `raw`. */
  | { ok: false; reason: 'undecodable'; alarm: true; raw: string };

/**
 * Decodes the `hashUrl` query parameter of an app-opening URL: standard or URL-safe base64 (padding
 * optional; a `+` turned into a space by query decoding is restored) of a UTF-8 route such as
 * `/deeplink?code=000001` or `#/deeplink`. Anything else is a failure that sends an alarm.
 * @param query - the parsed query of the opening URL
 * @see spec 01 §2.3 (hashUrl), spec 03 §8 (a hashUrl jump failure sends an alarm)
 */
export function decodeHashUrl(query: Readonly<Record<string, string | null | undefined>>): HashUrlDecision {
  const raw = query.hashUrl;
  if (raw === undefined || raw === null || raw === '') return { ok: false, reason: 'absent', alarm: false };
  const failure: HashUrlDecision = { ok: false, reason: 'undecodable', alarm: true, raw };
  const base64 = raw.replace(/ /g, '+').trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]+$/.test(base64) || base64.length % 4 === 1) return failure;
  let text: string;
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return failure;
  }
  const hash = text.startsWith('#') ? text.slice(1) : text;
  if (!hash.startsWith('/') || /[\s\p{Cc}]/u.test(hash)) return failure;
  return { ok: true, hash };
}

/**
 * Whether a user agent is an in-app browser (WeChat, WeCom, DingTalk, Alipay, QQ, Weibo and the like)
 * rather than a full browser (spec 01 §2.3 /wechat; §4.8 downloads are refused there).
 * @see spec 01 §2.3, §4.8
 */
export function isInAppBrowser(userAgent: string | null | undefined): boolean {
  return /MicroMessenger|wxwork|DingTalk|AlipayClient|\bQQ\/|Weibo|Lark\//i.test(userAgent ?? '');
}

/** The maintenance-check answer as the guard stores it (spec 01 §7.2 omAnnouncement/check: dStart, dEnd). */
export interface MaintenanceCheck {
  dStart?: number | string | null | undefined;
  dEnd?: number | string | null | undefined;
}

/**
 * What to store after the maintenance check (spec 01 §2.3: "With no window the stored value is removed";
 * spec 03 §4 Maintenance): the window when both bounds are readable and the start is not after the end,
 * otherwise `null` (remove the stored value).
 * @see spec 01 §2.3, §7.2; spec 03 §4
 */
export function storedMaintenance(
  check: Readonly<MaintenanceCheck> | null | undefined,
): MaintenanceWindow | null {
  const { dStart, dEnd } = check ?? {};
  if (dStart == null || dEnd == null || dStart === '' || dEnd === '') return null;
  const start = maintenanceInstantMs(dStart);
  const end = maintenanceInstantMs(dEnd);
  if (Number.isNaN(start) || Number.isNaN(end) || start > end) return null;
  return { dStart, dEnd };
}
