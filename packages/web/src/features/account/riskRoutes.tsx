import type { RouteObject } from 'react-router';
import { t } from '@funddesk/core';

/**
 * The account pages of the risk questionnaire, CRS, hosting account and managers' product management (spec 03
 * §2 account management: riskQuestions, riskResult, crs, crsDetail, hosting, setHosting, orgProductManage,
 * productEdit; issue 15 §4), each a chunk of its own. Privileges (kyc_info, account_info, org_product_mgt) are
 * checked by the server on every call; the menu only shows them.
 */
export const riskCrsRoutes: RouteObject[] = [
  {
    path: 'account/riskQuestions',
    lazy: async () => ({ Component: (await import('./RiskQuestionsPage')).RiskQuestionsPage }),
    handle: { title: t('menu.account.riskQuestions') },
  },
  {
    path: 'account/riskResult',
    lazy: async () => ({ Component: (await import('./RiskResultPage')).RiskResultPage }),
    handle: { title: t('menu.account.riskResult') },
  },
  {
    path: 'account/crs',
    lazy: async () => ({ Component: (await import('./CrsPage')).CrsPage }),
    handle: { title: t('menu.account.crs') },
  },
  {
    path: 'account/crsDetail',
    lazy: async () => ({ Component: (await import('./CrsDetailPage')).CrsDetailPage }),
    handle: { title: t('menu.account.crsDetail') },
  },
  {
    path: 'account/hosting',
    lazy: async () => ({ Component: (await import('./HostingPage')).HostingPage }),
    handle: { title: t('menu.account.hosting') },
  },
  {
    path: 'account/setHosting',
    lazy: async () => ({ Component: (await import('./HostingPage')).SetHostingPage }),
    handle: { title: t('menu.account.setHosting') },
  },
  {
    path: 'orgaccount/orgProductManage',
    lazy: async () => ({ Component: (await import('../orgAccount/ProductManagePage')).ProductManagePage }),
    handle: { title: t('menu.account.orgProductManage') },
  },
  {
    path: 'orgaccount/productEdit',
    lazy: async () => ({ Component: (await import('../orgAccount/ProductEditPage')).ProductEditPage }),
    handle: { title: t('menu.account.productEdit') },
  },
];
