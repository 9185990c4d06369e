import type { RouteObject } from 'react-router';
import { Redirect } from '../../app/Redirect';
import { FundDetailPage } from './detail/FundDetailPage';
import { PublicIndexPage } from './publicIndex/PublicIndexPage';

/**
 * The product section's routes (spec 03 §2 "Product section"), relative to the app's root layout:
 * `product` redirects to `product/publicIndex`; fund details by product template (spec 02 §2:
 * 3 equality, 1 money, 2 firstpublish).
 *
 * Privileges (financial_products, public_product_detail) are checked by the shell's route guard and,
 * for every call, by the server.
 */
export const productRoutes: RouteObject[] = [
  { path: 'product', element: <Redirect to="publicIndex" replace /> },
  { path: 'product/publicIndex', element: <PublicIndexPage /> },
  { path: 'product/equality/:fundId', element: <FundDetailPage template={3} /> },
  { path: 'product/money/:fundId', element: <FundDetailPage template={1} /> },
  { path: 'product/firstpublish/:fundId', element: <FundDetailPage template={2} /> },
];
