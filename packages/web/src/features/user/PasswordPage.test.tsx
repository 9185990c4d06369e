import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, GatewayError } from '@funddesk/core';
import { setNavigator } from '../../app/navigation';
import { notifier } from '../../app/notifier';
import { sessionStore } from '../../app/session';
import { fakeGateway, WithGateway, type FakeHandler } from '../product/testing/fakeGateway';
import { ForgetTradePasswordPage } from './ForgetTradePasswordPage';
import { PasswordPage } from './PasswordPage';

const menu = (privilegeCodes: string[]) => () => ({
  menuList: [],
  routeCodes: [],
  privilegeCodes,
});

function show(path: string, handlers: Record<string, FakeHandler>) {
  const gateway = fakeGateway({
    personMenu: menu(['login_pwd', 'trans_pwd', 'trans_pwd_forget_password']),
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      { path: '/user/password/login', element: <PasswordPage kind="login" /> },
      { path: '/user/password/trade', element: <PasswordPage kind="trade" /> },
      { path: '/user/forgetTradePassword', element: <ForgetTradePasswordPage /> },
      { path: '/redirect', element: <div>landing page</div> },
      { path: '/login/organizationLogin', element: <div>login page</div> },
    ],
    { initialEntries: [path] },
  );
  // Logout navigates through the app's navigator (app/navigation), here the test's router.
  setNavigator((to, options) => void router.navigate(to, options));
  render(
    <WithGateway gateway={gateway}>
      <RouterProvider router={router} />
    </WithGateway>,
  );
  return { gateway, router };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('密码管理 (spec 01 §2.2 /user/password/login, /user/password/trade)', () => {
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roles: ['op'] }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
    vi.restoreAllMocks();
  });

  it('spec 01 §7.5: a changed login password ends the session here too: 请重新登录 and the login page', async () => {
    const success = vi.spyOn(notifier, 'success').mockReturnValue(true);
    const { gateway, router } = show('/user/password/login', { modifyLoginPassword: () => ({}) });
    await screen.findByRole('tab', { name: '交易密码' });
    type('原登录密码', 'Demo@2026');
    type('新登录密码', 'Fresh2026x');
    type('确认新登录密码', 'Fresh2026x');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/organizationLogin'));
    expect(gateway.requests('modifyLoginPassword')).toEqual([
      { oldPassword: 'Demo@2026', newPassword: 'Fresh2026x' },
    ]);
    expect(success).toHaveBeenCalledWith('登录密码修改成功，请重新登录');
    expect(sessionStore.get().token).toBeUndefined();
  });

  it('spec 01 §5: nothing is sent while the input breaks a rule; the message shows', async () => {
    const { gateway } = show('/user/password/login', { modifyLoginPassword: () => ({}) });
    type('原登录密码', 'Demo@2026');
    type('新登录密码', 'short1');
    type('确认新登录密码', 'short1');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect((await screen.findByRole('alert')).textContent).toBe('密码须为8-20位，且同时包含字母和数字');
    expect(gateway.requests('modifyLoginPassword')).toEqual([]);
  });

  it('spec 01 §7.5: the trade password changes, the form empties and 忘记交易密码？ links to the retrieval', async () => {
    const success = vi.spyOn(notifier, 'success').mockReturnValue(true);
    const { gateway, router } = show('/user/password/trade', { modifyTradePassword: () => ({}) });
    type('原交易密码', '135790');
    type('新交易密码', '2468a01');
    type('确认新交易密码', '246801');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('交易密码修改成功'));
    expect(gateway.requests('modifyTradePassword')).toEqual([
      { oldTradePassword: '135790', newTradePassword: '246801' },
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('原交易密码').value).toBe('');
    fireEvent.click(await screen.findByRole('link', { name: '忘记交易密码？' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/forgetTradePassword'));
  });

  it('spec 01 §6: only the tabs the privileges allow (no trans_pwd: no 交易密码 tab)', async () => {
    show('/user/password/login', { personMenu: menu(['login_pwd']) });
    await screen.findByRole('tab', { name: '登录密码' });
    expect(screen.queryByRole('tab', { name: '交易密码' })).toBeNull();
  });
});

describe('找回交易密码 (spec 01 §2.2 /user/forgetTradePassword, §4.7, §7.5)', () => {
  beforeEach(() =>
    sessionStore.set({
      token: 't',
      groupId: '10000001',
      roles: ['op'],
      firstLogin: {
        isManager: false,
        isOperator: true,
        hasApproveSet: true,
        hasOperator: true,
        hasLoginPwd: true,
        hasTradePwd: false,
      },
    }),
  );
  afterEach(() => {
    cleanup();
    sessionStore.set({});
    vi.restoreAllMocks();
  });

  it('spec 01 §4.7 前去设置 (title=setTradePwd): code, ticket, new password; the session knows it is set', async () => {
    const success = vi.spyOn(notifier, 'success').mockReturnValue(true);
    const { gateway, router } = show('/user/forgetTradePassword?title=setTradePwd', {
      tradePwdVerifyWay: () => ({ target: 'op01（张伟）', expiresInSec: 300, resendAfterSec: 60 }),
      tradePwdCheck: () => ({ verifyTicket: 'ticket-1', expiresInSec: 600 }),
      tradePwdSet: () => ({}),
    });
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('设置交易密码');
    expect(screen.getByRole('button', { name: '下一步' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText('验证码已发送至op01（张伟）');
    expect(screen.getByRole('button', { name: /秒后重新获取/ })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '12a345' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入6位数字验证码');
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await screen.findByLabelText('新交易密码');
    expect(gateway.requests('tradePwdCheck')).toEqual([{ code: '123456' }]);
    type('新交易密码', '246801');
    type('确认新交易密码', '246801');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/redirect'));
    expect(gateway.requests('tradePwdSet')).toEqual([
      { verifyTicket: 'ticket-1', newTradePassword: '246801' },
    ]);
    expect(success).toHaveBeenCalledWith('交易密码设置成功');
    expect(sessionStore.get().firstLogin?.hasTradePwd).toBe(true);
  });

  it('spec 01 §7.5: a used or expired ticket (FD1011) starts over at the code step', async () => {
    show('/user/forgetTradePassword', {
      tradePwdVerifyWay: () => ({ target: 'op01（张伟）', expiresInSec: 300, resendAfterSec: 60 }),
      tradePwdCheck: () => ({ verifyTicket: 'old-ticket', expiresInSec: 600 }),
      tradePwdSet: () => {
        throw new GatewayError(ErrorCode.VerifyTicketInvalid);
      },
    });
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('找回交易密码');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText('验证码已发送至op01（张伟）');
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    type(await screen.findByLabelText('新交易密码').then(() => '新交易密码'), '246801');
    type('确认新交易密码', '246801');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await screen.findByLabelText('验证码');
    expect(screen.getByLabelText<HTMLInputElement>('验证码').value).toBe('');
  });
});
