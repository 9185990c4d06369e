import { type RouteObject } from 'react-router';
import { t } from '@funddesk/core';
import { Redirect } from '../../app/Redirect';
import { batchRoutes } from '../batch/routes';
import { tradingRoutes } from '../trading/routes';
import { lazyPage } from '../../app/lazyPage';

/**
 * The trade section's screens (spec 02 §2): /trade redirects to /trade/stayTrade; the pending trades
 * and an order's detail. Privileges (pending_trans, public_trans_detail) are checked by the shell's
 * route guard and by the server for every call.
 */
export const tradeScreenRoutes: RouteObject[] = [
  { path: 'trade', element: <Redirect to="stayTrade" replace /> },
  {
    path: 'trade/stayTrade',
    element: lazyPage(
      () => import('./StayTradePage'),
      (m) => <m.StayTradePage />,
    ),
  },
  {
    path: 'trade/tradeInfo/:serialNo',
    element: lazyPage(
      () => import('./TradeInfoPage'),
      (m) => <m.TradeInfoPage />,
    ),
    handle: { title: t('screens.detail.title') },
  },
  ...batchRoutes,
  ...tradingRoutes,
];
