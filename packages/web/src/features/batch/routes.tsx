import type { RouteObject } from 'react-router';
import { t } from '@funddesk/core';
import { lazyPage } from '../../app/lazyPage';

/** The batch page's chunk, loaded on first visit (issue 17 §1). */
const batchPage = () => import('./BatchTradePage');

/**
 * The batch trade pages (spec 02 §2: multiBuy, multiSell; they skip the group-id check). Privileges
 * (public_trans with subs or redemption) are checked by the server for every call.
 */
export const batchRoutes: RouteObject[] = [
  {
    path: 'trade/multiBuy',
    element: lazyPage(batchPage, (m) => <m.BatchTradePage key="purchase" tradeType="purchase" />),
    handle: { title: t('webBatch.title.purchase') },
  },
  {
    path: 'trade/multiSell',
    element: lazyPage(batchPage, (m) => <m.BatchTradePage key="redemption" tradeType="redemption" />),
    handle: { title: t('webBatch.title.redemption') },
  },
];
