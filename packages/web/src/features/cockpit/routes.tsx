import type { RouteObject } from 'react-router';
import { t } from '@funddesk/core';
import { Redirect } from '../../app/Redirect';
import { lazyPage } from '../../app/lazyPage';

/**
 * The cockpit's screens (spec 01 §2.2-§2.3, spec 03 §2 "Cockpit"): /boss/screen (驾驶舱, where a cockpit-only user
 * always lands), /cockpit redirecting to /cockpit/dataCockpit (数据驾驶舱) and /cockpit/affiliatedOrg (关联机构),
 * each its own chunk. The menu privileges are checked by the guard; data_cockpit by the server on every call.
 */
export const cockpitRoutes: RouteObject[] = [
  {
    path: 'boss/screen',
    element: lazyPage(
      () => import('./BossScreenPage'),
      (m) => <m.BossScreenPage />,
    ),
    handle: { title: t('web.page.cockpit') },
  },
  { path: 'cockpit', element: <Redirect to="dataCockpit" replace /> },
  {
    path: 'cockpit/dataCockpit',
    element: lazyPage(
      () => import('./DataCockpitPage'),
      (m) => <m.DataCockpitPage />,
    ),
    handle: { title: t('menu.cockpit.dataCockpit') },
  },
  {
    path: 'cockpit/affiliatedOrg',
    element: lazyPage(
      () => import('./AffiliatedOrgPage'),
      (m) => <m.AffiliatedOrgPage />,
    ),
    handle: { title: t('menu.cockpit.affiliatedOrg') },
  },
];
