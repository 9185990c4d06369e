import type { RouteObject } from 'react-router';
import { t } from '@funddesk/core';

/**
 * Private products and investor qualification (issue 13 §1-§3; spec 02 §2 /private-account, spec 03 §2
 * privatefundSupermarket and privatefundDetail): each page loads as its own chunk. The menu's privileges are
 * checked by the shell's guard and, with the qualification, by the server on every call.
 */
export const privateFundRoutes: RouteObject[] = [
  {
    path: 'product/privatefundSupermarket',
    lazy: async () => ({ Component: (await import('./SupermarketPage')).SupermarketPage }),
    handle: { title: t('menu.product.privatefundSupermarket') },
  },
  {
    path: 'product/privatefundDetail/:id',
    lazy: async () => ({ Component: (await import('./DetailPage')).DetailPage }),
    handle: { title: t('menu.product.privatefundDetail') },
  },
  {
    path: 'private-account/chooseType',
    lazy: async () => ({ Component: (await import('./ChooseTypePage')).ChooseTypePage }),
    handle: { title: t('menu.privateAccount.chooseType') },
  },
  {
    path: 'private-account/questionnaire',
    lazy: async () => ({ Component: (await import('./QuestionnairePage')).QuestionnairePage }),
    handle: { title: t('menu.privateAccount.questionnaire') },
  },
  {
    path: 'account/qualificationReview',
    lazy: async () => ({ Component: (await import('./QualificationReviewPage')).QualificationReviewPage }),
    handle: { title: t('menu.account.qualificationReview') },
  },
];
