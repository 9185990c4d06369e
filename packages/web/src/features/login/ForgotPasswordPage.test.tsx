import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { account, ErrorCode, GatewayError } from '@funddesk/core';
import { fakeGateway, WithGateway, type FakeHandler } from '../product/testing/fakeGateway';
import { ForgotPasswordPage, RESET_LOGIN_PASSWORD_CALLS } from './ForgotPasswordPage';

const verifying: Record<string, FakeHandler> = {
  captchaGet: () => ({ captchaId: 'C1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresInSec: 120 }),
  captchaCheck: () => ({ ticket: 'T1', expiresInSec: 120 }),
  getIdentifyCode: () => ({ target: '138****0001', expiresInSec: 300, resendAfterSec: 60 }),
  checkVerifyCode: () => ({ verifyTicket: 'V1', expiresInSec: 600 }),
};

function show(path: string, handlers: Record<string, FakeHandler>) {
  const gateway = fakeGateway({ ...verifying, ...handlers });
  const router = createMemoryRouter(
    [
      { path: '/login/fundBackPassword/:type', element: <ForgotPasswordPage /> },
      { path: '/login/organizationLogin', element: <div>org login</div> },
      { path: '/login/index', element: <div>person login</div> },
    ],
    { initialEntries: [path] },
  );
  render(
    <WithGateway gateway={gateway}>
      <RouterProvider router={router} />
    </WithGateway>,
  );
  return { gateway, router };
}

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const click = async (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await Promise.resolve();
  });

/** Goes through the verify step as `loginName` with code 654321. */
async function verify(loginName: string) {
  await screen.findByAltText('图形验证码图片');
  type('请输入登录名', loginName);
  type('请输入图形验证码', 'ABCD');
  await click('获取验证码');
  await screen.findByText('验证码已发送至138****0001');
  type('请输入6位验证码', '654321');
  await click('下一步');
  await screen.findByText('新登录密码');
}

async function submitPassword(password: string, confirm = password) {
  type('8-20位，含字母和数字', password);
  type('请再次输入新密码', confirm);
  await click('确认修改');
}

describe('forgot password /login/fundBackPassword/:type (spec 01 §2.2, §7.4, §7.5)', () => {
  afterEach(cleanup);

  it('spec 01 §7.5: the organisation page resets with resetLoginPassword, the person page with retrieveLoginPwdSet', () => {
    expect(RESET_LOGIN_PASSWORD_CALLS.org).toBe(account.resetLoginPassword);
    expect(RESET_LOGIN_PASSWORD_CALLS.person).toBe(account.retrieveLoginPwdSet);
    expect(account.resetLoginPassword.path).toBe('pc/org/resetLoginPassword');
    expect(account.retrieveLoginPwdSet.path).toBe('pc/person/pwd/retrieve/loginPwd/set');
    expect(account.resetLoginPassword.encryptedFields).toEqual(['newPassword']);
    expect(account.retrieveLoginPwdSet.encryptedFields).toEqual(['newPassword']);
  });

  it('spec 01 §7.4, §7.5: captcha, code (purpose resetLoginPassword), ticket, then the organisation reset call', async () => {
    const { gateway, router } = show('/login/fundBackPassword/org', { resetLoginPassword: () => ({}) });
    expect(screen.getByText('找回机构登录密码')).toBeTruthy();
    await verify('op01');
    expect(gateway.requests('getIdentifyCode')).toEqual([
      { loginName: 'op01', purpose: 'resetLoginPassword', captchaTicket: 'T1' },
    ]);
    expect(gateway.requests('checkVerifyCode')).toEqual([
      { loginName: 'op01', purpose: 'resetLoginPassword', code: '654321' },
    ]);

    await submitPassword('Newpass2026');
    await screen.findByText('密码已重置，请使用新密码登录');
    expect(gateway.requests('resetLoginPassword')).toEqual([
      { loginName: 'op01', verifyTicket: 'V1', newPassword: 'Newpass2026' },
    ]);
    expect(gateway.requests('retrieveLoginPwdSet')).toEqual([]);
    await click('返回登录');
    expect(router.state.location.pathname).toBe('/login/organizationLogin');
  });

  it('spec 01 §7.5: the person page sets the password with retrieveLoginPwdSet and goes back to person login', async () => {
    const { gateway, router } = show('/login/fundBackPassword/person', { retrieveLoginPwdSet: () => ({}) });
    expect(screen.getByText('找回个人登录密码')).toBeTruthy();
    await verify('mgr01');
    await submitPassword('Newpass2026');
    await screen.findByText('密码已重置，请使用新密码登录');
    expect(gateway.requests('retrieveLoginPwdSet')).toEqual([
      { loginName: 'mgr01', verifyTicket: 'V1', newPassword: 'Newpass2026' },
    ]);
    expect(gateway.requests('resetLoginPassword')).toEqual([]);
    await click('返回登录');
    expect(router.state.location.pathname).toBe('/login/index');
  });

  it('spec 01 §5 (FundDesk rule): a weak password or a mismatch is refused before anything is sent', async () => {
    const { gateway } = show('/login/fundBackPassword/org', { resetLoginPassword: () => ({}) });
    await verify('op01');
    await submitPassword('short');
    expect(screen.getByRole('alert').textContent).toBe('密码须为8-20位，且同时包含字母和数字');
    await submitPassword('abcdefgh');
    expect(screen.getByRole('alert').textContent).toBe('密码须为8-20位，且同时包含字母和数字');
    await submitPassword('Newpass2026', 'Newpass2027');
    expect(screen.getByRole('alert').textContent).toBe('两次输入的密码不一致');
    expect(gateway.requests('resetLoginPassword')).toEqual([]);
  });

  it('spec 01 §7.5: the current password again (FD1013) stays on the new-password step with the message', async () => {
    const { gateway } = show('/login/fundBackPassword/org', {
      resetLoginPassword: () => {
        throw new GatewayError(ErrorCode.PasswordUnchanged);
      },
    });
    await verify('op01');
    await submitPassword('Demo@2026');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('新密码不能与原密码相同'));
    expect(screen.getByText('新登录密码')).toBeTruthy();
    expect(gateway.requests('resetLoginPassword')).toHaveLength(1);
  });

  it('spec 01 §7.4: a used or expired ticket (FD1011) goes back to verification with the message', async () => {
    show('/login/fundBackPassword/org', {
      resetLoginPassword: () => {
        throw new GatewayError(ErrorCode.VerifyTicketInvalid);
      },
    });
    await verify('op01');
    await submitPassword('Newpass2026');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('身份验证已失效，请重新获取验证码'),
    );
    expect(screen.getByRole('form', { name: '验证身份' })).toBeTruthy();
    expect(screen.getByPlaceholderText<HTMLInputElement>('请输入6位验证码').value).toBe('');
  });
});
