import { type RouteObject } from 'react-router';
import { t } from '@funddesk/core';
import { lazyPage } from '../../app/lazyPage';
import { Redirect } from '../../app/Redirect';

/**
 * Permission management (spec 03 §2 /permissionMgt, menu code authority_mgt; issue 11 §3): /permissionMgt
 * goes to userManage (account_mgt); roleManage (role_mgt). The shell's route guard hides them without the
 * privilege; the server refuses the calls anyway.
 */
export const permissionRoutes: RouteObject[] = [
  { path: 'permissionMgt', element: <Redirect to="/permissionMgt/userManage" replace /> },
  {
    path: 'permissionMgt/userManage',
    element: lazyPage(
      () => import('./UserManagePage'),
      (m) => <m.UserManagePage />,
    ),
    handle: { title: t('perm.user.title') },
  },
  {
    path: 'permissionMgt/roleManage',
    element: lazyPage(
      () => import('./RoleManagePage'),
      (m) => <m.RoleManagePage />,
    ),
    handle: { title: t('perm.role.title') },
  },
];
