import { type RouteObject } from 'react-router';
import { t } from '@funddesk/core';
import { Redirect } from '../../app/Redirect';
import { lazyPage } from '../../app/lazyPage';

/** The password page's chunk, loaded on first visit (issue 17 §1). */
const passwordPage = () => import('./PasswordPage');

/**
 * The user area's pages (spec 01 §2.2): 个人信息 (/user/userInfo) and 身份证影像 (/user/idCardHome) (issue 15
 * §1); /user/password redirects to /user/password/login; the login and trade password tabs; the
 * trade-password retrieval. Privileges (login_pwd, trans_pwd,
 * trans_pwd_forget_password) are checked by the server on every call; the page shows the tabs allowed.
 */
export const userRoutes: RouteObject[] = [
  { path: 'user/password', element: <Redirect to="login" replace /> },
  {
    path: 'user/password/login',
    element: lazyPage(passwordPage, (m) => <m.PasswordPage kind="login" />),
    handle: { title: t('password.page.title') },
  },
  {
    path: 'user/password/trade',
    element: lazyPage(passwordPage, (m) => <m.PasswordPage kind="trade" />),
    handle: { title: t('password.page.title') },
  },
  {
    path: 'user/userInfo',
    element: lazyPage(
      () => import('./UserInfoPage'),
      (m) => <m.UserInfoPage />,
    ),
    handle: { title: t('userInfo.title') },
  },
  {
    path: 'user/idCardHome',
    element: lazyPage(
      () => import('./IdCardPage'),
      (m) => <m.IdCardPage />,
    ),
    handle: { title: t('idDoc.title') },
  },
  {
    path: 'user/forgetTradePassword',
    element: lazyPage(
      () => import('./ForgetTradePasswordPage'),
      (m) => <m.ForgetTradePasswordPage />,
    ),
    handle: { title: t('password.retrieve.title') },
  },
];
