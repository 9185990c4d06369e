import { type RouteObject } from 'react-router';
import { t } from '@funddesk/core';
import { lazyPage } from '../../app/lazyPage';

/**
 * The review screens (issue 11 §1-§2): the checkers' queue /trade/reviewQueue (menu code review_process)
 * and the administrators' settings /account/reviewSetting (review_setting; changes need
 * review_setting_edit, spec 03 §2). Privileges are checked by the shell's route guard and by the server.
 */
export const reviewRoutes: RouteObject[] = [
  {
    path: 'trade/reviewQueue',
    element: lazyPage(
      () => import('./ReviewQueuePage'),
      (m) => <m.ReviewQueuePage />,
    ),
    handle: { title: t('review.queue.title') },
  },
  {
    path: 'account/reviewSetting',
    element: lazyPage(
      () => import('./ReviewSettingPage'),
      (m) => <m.ReviewSettingPage />,
    ),
    handle: { title: t('review.settings.title') },
  },
];
