import { isLoggedIn, type StoredSession } from './session';

/** The login page of the institution variant (spec 01 §2.2: /login redirects to organizationLogin). */
export const LOGIN_PATH = '/login/organizationLogin';
/** The computed landing page (spec 01 §2.2). */
export const REDIRECT_ROUTE = '/redirect';
/** Where cockpit-only users always go (spec 01 §2.3). */
export const COCKPIT_PATH = '/boss/screen';

/** Paths open without login (spec 01 §2.3). */
const openPaths = [
  '/',
  '/siku/aboutUs',
  '/siku/cfo',
  '/siku/industry',
  '/activity/pdfReport',
  '/activity/pdfReportCover',
  '/404',
];
/** Path prefixes open without login (spec 01 §2.3). */
const openPrefixes = [
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

/** The guard's answer. */
export type RouteDecision = { type: 'allow' } | { type: 'redirect'; to: string };

const allow: RouteDecision = { type: 'allow' };
const redirect = (to: string): RouteDecision => ({ type: 'redirect', to });

/**
 * Decides whether a path may show for a session (spec 01 §2.3):
 * - a cockpit-only user always goes to /boss/screen;
 * - /login/* is open when not logged in; when logged in the user goes to /redirect;
 *   /login/chooseOrganization stays open while a token waits for its organisation;
 * - the fixed public paths and prefixes are open;
 * - otherwise no token or no group id goes to login.
 * @param pathname - the route path without query (`/product/publicIndex`)
 * @see spec 01 §2.3 route guard behaviour
 */
export function decideRoute(session: Readonly<StoredSession>, pathname: string): RouteDecision {
  const loggedIn = isLoggedIn(session);
  if (loggedIn && session.isOnlyCockpitUser && pathname !== COCKPIT_PATH) return redirect(COCKPIT_PATH);
  if (pathname === '/login' || pathname.startsWith('/login/')) {
    if (pathname === '/login/chooseOrganization') {
      if (loggedIn) return redirect(REDIRECT_ROUTE);
      return session.token ? allow : redirect(LOGIN_PATH);
    }
    return loggedIn ? redirect(REDIRECT_ROUTE) : allow;
  }
  if (openPaths.includes(pathname) || openPrefixes.some((prefix) => pathname.startsWith(prefix)))
    return allow;
  return loggedIn ? allow : redirect(LOGIN_PATH);
}
