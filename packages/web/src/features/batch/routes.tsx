import type { RouteObject } from 'react-router';
import { t } from '@funddesk/core';
import { BatchTradePage } from './BatchTradePage';

/**
 * The batch trade pages (spec 02 §2: multiBuy, multiSell; they skip the group-id check). Privileges
 * (public_trans with subs or redemption) are checked by the server for every call.
 */
export const batchRoutes: RouteObject[] = [
  {
    path: 'trade/multiBuy',
    element: <BatchTradePage key="purchase" tradeType="purchase" />,
    handle: { title: t('webBatch.title.purchase') },
  },
  {
    path: 'trade/multiSell',
    element: <BatchTradePage key="redemption" tradeType="redemption" />,
    handle: { title: t('webBatch.title.redemption') },
  },
];
