import type { RouteObject } from 'react-router';
import { Redirect } from '../../app/Redirect';
import { lazyPage } from '../../app/lazyPage';

/** The fund detail page's chunk (with the chart's own chunk behind it), loaded on first visit. */
const fundDetail = () => import('./detail/FundDetailPage');

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
  {
    path: 'product/publicIndex',
    element: lazyPage(
      () => import('./publicIndex/PublicIndexPage'),
      (m) => <m.PublicIndexPage />,
    ),
  },
  {
    path: 'product/equality/:fundId',
    element: lazyPage(fundDetail, (m) => <m.FundDetailPage template={3} />),
  },
  { path: 'product/money/:fundId', element: lazyPage(fundDetail, (m) => <m.FundDetailPage template={1} />) },
  {
    path: 'product/firstpublish/:fundId',
    element: lazyPage(fundDetail, (m) => <m.FundDetailPage template={2} />),
  },
];
