import { type RouteObject } from 'react-router';
import { t } from '@funddesk/core';
import { lazyPage } from '../../app/lazyPage';

const opening = () => import('./OpeningPages');
const changes = () => import('./ChangePages');
const changeManager = lazyPage(
  () => import('./ChangeManagerResultPage'),
  (m) => <m.ChangeManagerResultPage />,
);

/**
 * The institution record's pages inside the shell (issue 15 §2-§3; spec 01 §2.2 /orgaccount, spec 03 §2
 * /account): the opening form and its result (orgInfo, orgInfoSwitch, openResult, openResultSwitch), 机构信息,
 * the change pages and their results, and the back office's review (/backOffice/orgReview, FundDesk) and private-trade information
 * (/backOffice/tradeInfo).
 * managerResult and adminResult are the existing change-manager-result page (spec 01 §2.3).
 */
export const orgAccountRoutes: RouteObject[] = [
  ...['orgaccount/orgInfo', 'orgaccount/orgInfoSwitch'].map((path): RouteObject => ({
    path,
    element: lazyPage(opening, (m) => <m.OrgInfoPage />),
    handle: { title: t('web.page.orgInfo') },
  })),
  {
    path: 'orgaccount/openAccountType',
    element: lazyPage(opening, (m) => <m.OpenAccountTypePage />),
    handle: { title: t('web.page.openAccountType') },
  },
  ...['orgaccount/openResult', 'orgaccount/openResultSwitch'].map((path): RouteObject => ({
    path,
    element: lazyPage(opening, (m) => <m.OpenResultPage />),
    handle: { title: t('web.page.openResult') },
  })),
  {
    path: 'account/enterpriseInformation',
    element: lazyPage(
      () => import('../account/EnterpriseInformationPage'),
      (m) => <m.EnterpriseInformationPage />,
    ),
    handle: { title: t('enterprise.title') },
  },
  {
    path: 'account/changeOrgInfo',
    element: lazyPage(changes, (m) => <m.ChangeOrgInfoPage />),
    handle: { title: t('change.info.title') },
  },
  {
    path: 'account/infoChangeResult',
    element: lazyPage(changes, (m) => <m.InfoChangeResultPage />),
    handle: { title: t('change.result.title') },
  },
  ...['account/changeOfManager', 'account/administratorChange'].map((path): RouteObject => ({
    path,
    element: lazyPage(changes, (m) => <m.ChangeOfManagerPage />),
    handle: { title: t('change.transactor.title') },
  })),
  ...['account/managerResult', 'account/adminResult'].map((path): RouteObject => ({
    path,
    element: changeManager,
    handle: { title: t('web.page.changeManagerResult') },
  })),
  {
    path: 'backOffice/orgReview',
    element: lazyPage(
      () => import('./OrgReviewPage'),
      (m) => <m.OrgReviewPage />,
    ),
    handle: { title: t('review.org.title') },
  },
  {
    path: 'backOffice/tradeInfo',
    element: lazyPage(
      () => import('./OrgTradeInfoPage'),
      (m) => <m.OrgTradeInfoPage />,
    ),
    handle: { title: t('tradeInfo.title') },
  },
];

/** The opening pages open without login (spec 01 §2.3 prefixes /orgaccount/openGuide, /orgaccount/openAccount). */
export const orgAccountPublicRoutes: RouteObject[] = [
  { path: '/orgaccount/openGuide', element: lazyPage(opening, (m) => <m.OpenGuidePage />) },
  { path: '/orgaccount/openAccount', element: lazyPage(opening, (m) => <m.OpenAccountPage />) },
];
