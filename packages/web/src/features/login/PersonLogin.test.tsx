import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError, type LoginResult, type OrgEntry } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import { fakeGateway, WithGateway, type FakeGateway } from '../product/testing/fakeGateway';
import { LoginPage } from './LoginPage';

const org: OrgEntry = {
  corpName: '鼎元投资管理有限公司',
  groupId: '10000001',
  gid: 'G10000001',
  orgName: '鼎元投资管理有限公司',
  managerOrgFlag: false,
  synthesizeState: 2,
  clientType: '2',
  orgType: 0,
  status: 2,
};

const result: LoginResult = {
  token: 'tok',
  loginType: 2,
  personName: '张伟',
  personPid: 'P0001',
  roleType: 'op',
  roles: ['op'],
  adminType: 0,
  isManager: false,
  isOperator: true,
  isFirstChecker: false,
  isSecondChecker: false,
  isTrader: true,
  inquirer: false,
  hasApproveSet: true,
  hasOperator: true,
  hasTradePwd: true,
  hasLoginPwd: true,
  managerOrgFlag: false,
  isHostingUser: false,
  isOnlyCockpitUser: false,
  corpList: [org],
};

const captcha = {
  captchaGet: () => ({ captchaId: 'C1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresInSec: 120 }),
  captchaCheck: () => ({ ticket: 'T1', expiresInSec: 120 }),
};

function show(path: string, gateway: FakeGateway) {
  const router = createMemoryRouter(
    [
      { path: '/login/index', element: <LoginPage kind="person" /> },
      { path: '/login/organizationLogin', element: <div>org login</div> },
      { path: '/redirect', element: <div>landing</div> },
    ],
    { initialEntries: [path] },
  );
  render(
    <WithGateway gateway={gateway}>
      <RouterProvider router={router} />
    </WithGateway>,
  );
  return router;
}

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const click = async (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await Promise.resolve();
  });

describe('person login /login/index (spec 01 §2.2, §7.3 loginOne, §7.4 codes)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    sessionStore.reload();
  });
  afterEach(cleanup);

  it('spec 01 §7.4: with a verification code: captcha, code sent, loginOne, then the landing decision', async () => {
    const gateway = fakeGateway({
      ...captcha,
      getIdentifyCode: () => ({ target: '138****0001', expiresInSec: 300, resendAfterSec: 60 }),
      personLoginOne: () => result,
      getOrgLoginswitch: () => ({
        token: 'tok-2',
        groupId: '10000001',
        clienttype: '2',
        roleType: 'op',
        orgType: 0,
        managerOrgFlag: false,
        corpName: '鼎元投资管理有限公司',
      }),
    });
    const router = show('/login/index', gateway);
    expect(screen.getByRole('form', { name: '个人登录' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
      await Promise.resolve();
    });
    await screen.findByAltText('图形验证码图片');
    type('请输入登录名', 'op01');
    type('请输入图形验证码', 'ABCD');
    await click('获取验证码');
    await screen.findByText('验证码已发送至138****0001');
    expect(gateway.requests('getIdentifyCode')).toEqual([
      { loginName: 'op01', purpose: 'login', captchaTicket: 'T1' },
    ]);
    expect(screen.getByRole('button', { name: '60秒后重新获取' })).toBeTruthy();
    type('请输入6位验证码', '123456');
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: '个人登录' }));
      await Promise.resolve();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/redirect'));
    expect(gateway.requests('personLoginOne')).toEqual([{ loginName: 'op01', verifyCode: '123456' }]);
  });

  it('spec 01 §7.3: after FD1006 the captcha shows and its ticket goes with the next password login', async () => {
    let tries = 0;
    const gateway = fakeGateway({
      ...captcha,
      personLogin: () => {
        tries += 1;
        if (tries === 1) throw new GatewayError(ErrorCode.CaptchaRequired);
        throw new GatewayError(ErrorCode.LoginFailed);
      },
    });
    show('/login/index', gateway);
    type('请输入登录名', 'op01');
    type('请输入登录密码', 'wrong');
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: '个人登录' }));
      await Promise.resolve();
    });
    await screen.findByAltText('图形验证码图片');
    type('请输入图形验证码', 'ABCD');
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: '个人登录' }));
      await Promise.resolve();
    });
    await waitFor(() => expect(gateway.requests('personLogin')).toHaveLength(2));
    expect(gateway.requests('personLogin')[1]).toMatchObject({ loginName: 'op01', captchaTicket: 'T1' });
  });
});
