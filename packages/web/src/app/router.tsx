import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { ChooseOrganizationPage } from '../features/login/ChooseOrganizationPage';
import { LoginPage } from '../features/login/LoginPage';
import { assetRoutes } from '../features/asset/routes';
import { dataServiceRoutes } from '../features/dataService/routes';
import { productRoutes } from '../features/product/routes';
import { tradeScreenRoutes } from '../features/trade/routes';
import { Guard } from './Guard';
import { LOGIN_PATH } from './guard';
import { setNavigator } from './navigation';
import { BuildingPage, NotFoundPage } from './pages/BuildingPage';
import { RedirectPage } from './pages/RedirectPage';
import { RouteError } from './pages/RouteError';
import { Layout } from './shell/Layout';

/** The routes that have pages inside the layout (the others show 功能建设中). */
export const builtRoutes: RouteObject[] = [
  ...productRoutes,
  ...tradeScreenRoutes,
  ...assetRoutes,
  ...dataServiceRoutes,
];

/**
 * The app's routes (spec 01 §2.2): login pages, /redirect, /404 and the layout with the pages; each
 * guarded by spec 01 §2.3 and each with an error boundary.
 * @see spec 01 §2.2 route table, §2.3 guard
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to="/redirect" replace /> },
      { path: '/login', element: <Navigate to={LOGIN_PATH} replace /> },
      {
        path: '/login/organizationLogin',
        element: (
          <Guard>
            <LoginPage />
          </Guard>
        ),
      },
      {
        path: '/login/index',
        element: (
          <Guard>
            <LoginPage />
          </Guard>
        ),
      },
      {
        path: '/login/chooseOrganization',
        element: (
          <Guard>
            <ChooseOrganizationPage />
          </Guard>
        ),
      },
      {
        path: '/redirect',
        element: (
          <Guard>
            <RedirectPage builtRoutes={builtRoutes} />
          </Guard>
        ),
      },
      { path: '/404', element: <NotFoundPage /> },
      {
        element: (
          <Guard>
            <Layout />
          </Guard>
        ),
        children: [
          {
            errorElement: <RouteError />,
            children: [...builtRoutes, { path: '*', element: <BuildingPage /> }],
          },
        ],
      },
    ],
  },
];

/** Creates the hash router and registers it for navigation outside React. */
export function createAppRouter() {
  const router = createHashRouter(routes);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
