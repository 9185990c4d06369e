import type { RouteObject } from 'react-router';
import { t } from '@funddesk/core';

/**
 * The product section's extra pages (issue 14 §2; spec 03 §2 product section): announcements, solutions, the
 * selection rules and the scale rank, each its own chunk. The menu's privilege financial_products is checked by
 * the shell's guard and, for every call, by the server.
 */
export const productExtrasRoutes: RouteObject[] = [
  {
    path: 'product/announcementdetail',
    lazy: async () => ({ Component: (await import('./AnnouncementPage')).AnnouncementPage }),
    handle: { title: t('menu.product.announcement') },
  },
  {
    path: 'product/solutionDetail',
    lazy: async () => ({ Component: (await import('./SolutionPage')).SolutionPage }),
    handle: { title: t('menu.product.solution') },
  },
  {
    path: 'product/twentySelectIntroduct',
    lazy: async () => ({ Component: (await import('./SelectionRulesPage')).SelectionRulesPage }),
    handle: { title: t('menu.product.selectRules') },
  },
  {
    path: 'product/scaleRank',
    lazy: async () => ({ Component: (await import('./ScaleRankPage')).ScaleRankPage }),
    handle: { title: t('menu.product.scaleRank') },
  },
  {
    path: 'product/fundValue',
    lazy: async () => ({ Component: (await import('./FundValuePage')).FundValuePage }),
    handle: { title: t('menu.product.fundValue') },
  },
];
