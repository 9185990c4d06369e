import { Navigate, type RouteObject } from 'react-router';
import { TradeRecordPage } from './TradeRecordPage';

/**
 * The data-service screens (spec 03 §2): /dataService redirects to /dataService/tradeRecord. Privilege
 * trade_record is checked by the route guard and the server.
 */
export const dataServiceRoutes: RouteObject[] = [
  { path: 'dataService', element: <Navigate to="tradeRecord" replace /> },
  { path: 'dataService/tradeRecord', element: <TradeRecordPage /> },
];
