import { type RouteObject } from 'react-router';
import { t } from '@funddesk/core';
import { Redirect } from '../../app/Redirect';
import { lazyPage } from '../../app/lazyPage';

/**
 * 首页 and 功能介绍 (spec 03 §2 home; issue 14 §1): /home redirects to /home/index; each page is its own chunk.
 * The menu privilege home_page is checked by the shell's guard; every card checks its own privilege.
 */
export const homeRoutes: RouteObject[] = [
  { path: 'home', element: <Redirect to="index" replace /> },
  {
    path: 'home/index',
    element: lazyPage(
      () => import('./HomePage'),
      (m) => <m.HomePage />,
    ),
    handle: { title: t('home.title') },
  },
  {
    path: 'home/introduce',
    element: lazyPage(
      () => import('./IntroducePage'),
      (m) => <m.IntroducePage />,
    ),
    handle: { title: t('home.introduce.title') },
  },
];
