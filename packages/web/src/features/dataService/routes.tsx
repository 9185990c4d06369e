import { type RouteObject } from 'react-router';
import { Redirect } from '../../app/Redirect';
import { StatementsListPage } from './StatementsListPage';
import { TradeRecordPage } from './TradeRecordPage';

/**
 * The data-service screens (spec 03 §2): /dataService redirects to /dataService/tradeRecord. Privileges
 * trade_record and statements (对账单, issue 4 §3) are checked by the route guard and the server.
 */
export const dataServiceRoutes: RouteObject[] = [
  { path: 'dataService', element: <Redirect to="tradeRecord" replace /> },
  { path: 'dataService/tradeRecord', element: <TradeRecordPage /> },
  { path: 'dataService/statementsList', element: <StatementsListPage /> },
];
