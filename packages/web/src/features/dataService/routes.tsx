import { type RouteObject } from 'react-router';
import { Redirect } from '../../app/Redirect';
import { lazyPage } from '../../app/lazyPage';

/**
 * The data-service screens (spec 03 §2): /dataService redirects to /dataService/tradeRecord. Privileges
 * trade_record and statements (对账单, issue 4 §3) are checked by the route guard and the server.
 */
export const dataServiceRoutes: RouteObject[] = [
  { path: 'dataService', element: <Redirect to="tradeRecord" replace /> },
  {
    path: 'dataService/tradeRecord',
    element: lazyPage(
      () => import('./TradeRecordPage'),
      (m) => <m.TradeRecordPage />,
    ),
  },
  {
    path: 'dataService/statementsList',
    element: lazyPage(
      () => import('./StatementsListPage'),
      (m) => <m.StatementsListPage />,
    ),
  },
];
