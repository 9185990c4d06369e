import { type RouteObject } from 'react-router';
import { t } from '@funddesk/core';
import { Redirect } from '../../app/Redirect';
import { AssetIndexPage } from './AssetIndexPage';
import { PositionDetailsPage } from './PositionDetailsPage';

/**
 * The asset section's screens (spec 03 §2): /asset redirects to /asset/index; a holding's detail.
 * Privileges (asset_mgt, public_fund_position_detail) are checked by the route guard and the server.
 */
export const assetRoutes: RouteObject[] = [
  { path: 'asset', element: <Redirect to="index" replace /> },
  { path: 'asset/index', element: <AssetIndexPage /> },
  {
    path: 'asset/positionDetails/:fundId',
    element: <PositionDetailsPage />,
    handle: { title: t('screens.position.title') },
  },
];
