import { useEffect, useMemo, type ReactNode } from 'react';
import { Spinner } from '@blueprintjs/core';
import { useLocation } from 'react-router';
import {
  decideRoute,
  isInAppBrowser,
  menuRoutePaths,
  missingFirstLoginSettings,
  type RouteDecision,
  type RouteState,
} from '@funddesk/core';
import { Redirect } from './Redirect';
import { isEntering } from './entering';
import { serverClock, useServerClock } from './serverClock';
import { useSession, type StoredSession } from './session';
import { useMenu } from './useMenu';
import { variant } from './variant';

/** True until the first route decision of this page load has been applied (spec 01 §2.3 "app opening"). */
let appOpening = true;

/** Marks the app as opened (tests reset it to replay an opening). */
export function setAppOpening(value: boolean): void {
  appOpening = value;
}

/**
 * Whether the session is held at 首次登录设置 (/orgaccount/settingLogin): the login answer's first-login flags
 * (stored by `storeLogin`, updated by the settings page) still lack a setting (core
 * {@link missingFirstLoginSettings}), so the guard sends every other shell page there and the server refuses
 * the business calls with FD1018. The shell then offers nothing but the settings page, the organisation bar
 * and 安全退出 (no menu, fund search, cart panel, personal pages), and so sends none of their calls; once the
 * flags are complete it shows everything again.
 * @returns true while a first-login setting is missing; false without flags (not logged in, or an old session)
 * @see spec 01 §4.2 "The settings-login page is forced when...", §2.3 route guard; issue 16 finding 3 (FD1018)
 */
export function firstLoginGated(session: Readonly<Pick<StoredSession, 'firstLogin'>>): boolean {
  return session.firstLogin ? missingFirstLoginSettings(session.firstLogin).length > 0 : false;
}

/** The guard's view of the stored session and the page (core {@link RouteState}). */
export function routeStateOf(
  session: Readonly<StoredSession>,
  input: { now: number; dynamicRoutesLoaded: boolean; knownRoutes: readonly string[]; userAgent: string },
): RouteState {
  return {
    token: session.token,
    groupId: session.groupId,
    isOnlyCockpitUser: session.isOnlyCockpitUser === true,
    transactorChangeStatus: session.transactorChangeStatus ?? null,
    firstLogin: session.firstLogin ?? null,
    maintenance: session.maintainTime ?? null,
    now: input.now,
    dynamicRoutesLoaded: input.dynamicRoutesLoaded,
    knownRoutes: input.knownRoutes,
    inAppBrowser: isInAppBrowser(input.userAgent),
    variant: variant.id,
  };
}

/**
 * Applies core's {@link decideRoute} to the current location: renders the page, waits while the dynamic
 * routes (the menu tree) load once, or redirects. The routes the guard knows are the app's static routes
 * and every path of the person's menu tree.
 * @param staticRoutes - the router's route patterns (`/product/equality/:fundId`)
 * @see spec 01 §2.3 route guard behaviour, spec 03 §4 Maintenance
 */
export function Guard({ children, staticRoutes }: { children: ReactNode; staticRoutes: readonly string[] }) {
  const session = useSession();
  const { pathname } = useLocation();
  useServerClock(); // re-decide when the gateway's clock or window is learnt
  const { menu, loaded } = useMenu();
  const knownRoutes = useMemo(() => [...staticRoutes, ...menuRoutePaths(menu)], [staticRoutes, menu]);
  const opening = appOpening;
  useEffect(() => {
    appOpening = false;
  }, []);
  const state = routeStateOf(session, {
    now: serverClock.now(),
    dynamicRoutesLoaded: loaded,
    knownRoutes,
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  });
  const decision: RouteDecision = decideRoute(state, { path: pathname, appOpening: opening });
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'loadRoutes':
      // The menu call is under way (useMenu): the target is decided again when it answers.
      return (
        <div className="fd-page fd-page--center" data-testid="routes-loading">
          <Spinner size={24} />
        </div>
      );
    case 'redirect':
      // The login page itself leaves for the landing once the organisation is entered (spec 01 §4.2).
      if (decision.reason === 'alreadyLoggedIn' && isEntering()) return children;
      // spec 01 §2.3 /login/* when logged in: both variants' trading sites are this app on its own host,
      // so the redirect page of this origin already has the session; the group number needs no carrying.
      return <Redirect to={decision.to} replace={decision.replace ?? decision.reason !== 'inAppBrowser'} />;
    default: {
      const unreachable: never = decision;
      return unreachable;
    }
  }
}
