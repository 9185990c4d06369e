import { type RouteObject } from 'react-router';
import { t } from '@funddesk/core';
import { Redirect } from '../../app/Redirect';
import { lazyPage } from '../../app/lazyPage';

/**
 * The asset section's screens (spec 03 §2): /asset redirects to /asset/index; a holding's detail.
 * Privileges (asset_mgt, public_fund_position_detail) are checked by the route guard and the server.
 */
export const assetRoutes: RouteObject[] = [
  { path: 'asset', element: <Redirect to="index" replace /> },
  {
    path: 'asset/index',
    element: lazyPage(
      () => import('./AssetIndexPage'),
      (m) => <m.AssetIndexPage />,
    ),
  },
  {
    path: 'asset/positionDetails/:fundId',
    element: lazyPage(
      () => import('./PositionDetailsPage'),
      (m) => <m.PositionDetailsPage />,
    ),
    handle: { title: t('screens.position.title') },
  },
];
