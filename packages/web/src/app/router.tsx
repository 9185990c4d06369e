import { createHashRouter, Outlet, type RouteObject } from 'react-router';
import { t, type MessageKey } from '@funddesk/core';
import { Redirect } from './Redirect';
import { ChooseOrganizationPage } from '../features/login/ChooseOrganizationPage';
import { LoginPage } from '../features/login/LoginPage';
import { assetRoutes } from '../features/asset/routes';
import { cockpitRoutes } from '../features/cockpit/routes';
import { dataServiceRoutes } from '../features/dataService/routes';
import { doubleRecordReviewRoutes, doubleRecordRoutes } from '../features/doubleRecord/routes';
import { fundToolsRoutes } from '../features/fundTools/routes';
import { privateFundRoutes } from '../features/privateFund/routes';
import { privateTradeRoutes } from '../features/privateTrade/routes';
import { homeRoutes } from '../features/home/routes';
import { orgAccountPublicRoutes, orgAccountRoutes } from '../features/orgAccount/routes';
import { productRoutes } from '../features/product/routes';
import { productExtrasRoutes } from '../features/productExtras/routes';
import { permissionRoutes } from '../features/permission/routes';
import { reviewRoutes } from '../features/review/routes';
import { riskCrsRoutes } from '../features/account/riskRoutes';
import { tradeScreenRoutes } from '../features/trade/routes';
import { userRoutes } from '../features/user/routes';
import { Guard } from './Guard';
import { lazyPage, prefetchOnHover } from './lazyPage';
import { setNavigator } from './navigation';
import { BuildingPage, NotFoundPage } from './pages/BuildingPage';
import { MaintainPage } from './pages/MaintainPage';
import { PublicBuildingPage } from './pages/PublicBuildingPage';
import { RedirectPage } from './pages/RedirectPage';
import { RouteError } from './pages/RouteError';
import { WechatPage } from './pages/WechatPage';
import { LOGIN_PATH } from './variant';

/** The routes that have pages inside the layout (the others show 功能建设中). */
export const builtRoutes: RouteObject[] = [
  ...doubleRecordReviewRoutes,
  ...homeRoutes,
  ...productRoutes,
  ...productExtrasRoutes,
  ...fundToolsRoutes,
  ...privateFundRoutes,
  ...privateTradeRoutes,
  ...tradeScreenRoutes,
  ...assetRoutes,
  ...dataServiceRoutes,
  ...userRoutes,
  ...reviewRoutes,
  ...permissionRoutes,
  ...orgAccountRoutes,
  ...riskCrsRoutes,
  ...cockpitRoutes,
];

/**
 * Fixed pages of spec 01 §2.2 that live in the shell but are not built yet (the treasurer page
 * /orgaccount/treasure): they say 功能建设中 with their name, so the landing decisions of spec 01 §4.2 and the
 * guard's redirects (§2.3) always reach a page.
 */
const shellPlaceholders: readonly (readonly [path: string, title: MessageKey])[] = [
  ['orgaccount/treasure', 'web.page.treasure'],
];

/** Open pages of spec 01 §2.2, §2.3 not built yet: shown outside the shell, login or not. */
const publicPlaceholders: readonly (readonly [path: string, title: MessageKey])[] = [
  ['/deeplink', 'web.page.deeplink'],
  ['/pdfPage', 'web.page.pdf'],
  ['/helpCenter/*', 'web.page.helpCenter'],
  ['/agreement/*', 'web.page.agreement'],
  ['/siku/*', 'web.page.siku'],
  ['/activity/*', 'web.page.activity'],
];

// Pages loaded on first render (issue 17 §1): only the login page, the redirects and the small fixed pages
// (maintenance, in-app browser, placeholders) are in the entry chunk; the shell and every page behind it come
// in chunks of their own (lazyPage.tsx).
const forgotPasswordPage = lazyPage(
  () => import('../features/login/ForgotPasswordPage'),
  (m) => <m.ForgotPasswordPage />,
);

/** Both variants' login pages (spec 01 §2.2); the guard sends each variant to its own (spec 01 §1). */
const loginRoutes: RouteObject[] = [
  { path: '/login', element: <Redirect to={LOGIN_PATH} replace /> },
  { path: '/login/organizationLogin', element: <LoginPage kind="org" /> },
  { path: '/login/sikuOrganizationLogin', element: <LoginPage kind="org" /> },
  { path: '/login/index', element: <LoginPage kind="person" /> },
  { path: '/login/chooseOrganization', element: <ChooseOrganizationPage /> },
  { path: '/login/sikuChooseOrganization', element: <ChooseOrganizationPage /> },
  { path: '/login/fundBackPassword/:type', element: forgotPasswordPage },
  { path: '/login/sikuFundBackPassword/:type', element: forgotPasswordPage },
  { path: '/login/*', element: <Redirect to={LOGIN_PATH} replace /> },
];

/** The route patterns of a route tree, absolute (`/product/equality/:fundId`); splats and index routes left out. */
export function routePatterns(list: readonly RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? (route.path.startsWith('/') ? route.path : `${base}/${route.path}`) : base;
    const own = route.path && !route.path.includes('*') ? [path.replace(/\/+$/, '') || '/'] : [];
    return [...own, ...routePatterns(route.children ?? [], path)];
  });
}

const layoutChildren: RouteObject[] = [
  ...builtRoutes,
  // spec 01 §2.3: these load before the dynamic route table; inside the shell, whose organisation bar lists
  // the organisations on them (spec 01 §1).
  {
    path: 'orgaccount/settingLogin',
    element: lazyPage(
      () => import('../features/orgAccount/SettingLoginPage'),
      (m) => <m.SettingLoginPage />,
    ),
    handle: { title: t('web.page.settingLogin') },
  },
  {
    path: 'orgaccount/changeManagerResult',
    element: lazyPage(
      () => import('../features/orgAccount/ChangeManagerResultPage'),
      (m) => <m.ChangeManagerResultPage />,
    ),
    handle: { title: t('web.page.changeManagerResult') },
  },
  ...shellPlaceholders.map(([path, title]): RouteObject => ({
    path,
    element: <BuildingPage title={t(title)} />,
    handle: { title: t(title) },
  })),
];

const pageRoutes: RouteObject[] = [
  { path: '/', element: <Redirect to="/redirect" replace /> },
  ...loginRoutes,
  { path: '/redirect', element: <RedirectPage builtRoutes={builtRoutes} /> },
  { path: '/404', element: <NotFoundPage /> },
  { path: '/maintain', element: <MaintainPage /> },
  { path: '/wechat', element: <WechatPage /> },
  // spec 01 §2.3: the opening's first pages are open without login (issue 15 §2).
  ...orgAccountPublicRoutes,
  ...publicPlaceholders.map(([path, title]): RouteObject => ({
    path,
    element: <PublicBuildingPage title={t(title)} />,
  })),
  // spec 02 §2 double-record area: open without login (spec 01 §2.3), by the capture link's token.
  ...doubleRecordRoutes,
  {
    element: lazyPage(
      () => import('./shell/Layout'),
      (m) => <m.Layout />,
    ),
    children: [
      {
        errorElement: <RouteError />,
        // Paths of the menu without a page yet show 功能建设中; unknown paths never get here (the guard
        // sends them to /404 once the menu is loaded).
        children: [...layoutChildren, { path: '*', element: <BuildingPage /> }],
      },
    ],
  },
];

/** Every static route the guard knows besides the menu's (spec 01 §2.3 known routes). */
export const staticRoutePatterns: readonly string[] = routePatterns(pageRoutes);

/**
 * The app's routes (spec 01 §2.2): one guard over everything (spec 01 §2.3), the login pages of both
 * variants, /redirect, the fixed public pages and the layout with the pages; each with an error boundary.
 * @see spec 01 §2.2 route table, §2.3 guard
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    element: (
      <Guard staticRoutes={staticRoutePatterns}>
        <Outlet />
      </Guard>
    ),
    children: pageRoutes,
  },
];

/**
 * Creates the hash router and registers it for navigation outside React; in-app links prefetch their page's
 * chunk when hovered or focused (issue 17 §1).
 */
export function createAppRouter() {
  const router = createHashRouter(routes);
  setNavigator((to, options) => void router.navigate(to, options));
  if (typeof document !== 'undefined') prefetchOnHover(routes);
  return router;
}
