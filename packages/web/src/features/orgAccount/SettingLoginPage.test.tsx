import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError, type CorpInfo, type FirstLoginFlags } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import { fakeGateway, WithGateway, type FakeHandler } from '../product/testing/fakeGateway';
import { checkFirstLoginInput, SettingLoginPage } from './SettingLoginPage';

const newOperator: FirstLoginFlags = {
  isManager: false,
  isOperator: true,
  hasApproveSet: true,
  hasOperator: true,
  hasLoginPwd: false,
  hasTradePwd: false,
};

const corpInfo = (flags: Partial<CorpInfo> = {}): CorpInfo => ({
  groupId: '10000001',
  status: 2,
  synthesizeState: 2,
  orgType: 0,
  clientType: '2',
  roleType: 'op',
  gid: 'G10000001',
  changingFlag: false,
  financialProFlag: false,
  managerOrgFlag: false,
  transactorChangeStatus: { hasTransactorChanging: false, hasAdmin: false, roleType: 'op' },
  transactorChange: null,
  ...newOperator,
  hasLoginPwd: true,
  hasTradePwd: true,
  ...flags,
});

function show(handlers: Record<string, FakeHandler>, flags: FirstLoginFlags = newOperator) {
  sessionStore.set({
    token: 't',
    groupId: '10000001',
    roles: ['op'],
    adminType: 0,
    loginType: 1,
    firstLogin: flags,
  });
  const gateway = fakeGateway(handlers);
  const router = createMemoryRouter(
    [
      { path: '/orgaccount/settingLogin', element: <SettingLoginPage /> },
      { path: '/redirect', element: <div>landing page</div> },
    ],
    { initialEntries: ['/orgaccount/settingLogin'] },
  );
  render(
    <WithGateway gateway={gateway}>
      <RouterProvider router={router} />
    </WithGateway>,
  );
  return { gateway, router };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '确认设置' }));
    await Promise.resolve();
  });

function fillAll(login = 'Fresh2026', trade = '246802') {
  type('新登录密码', login);
  type('确认登录密码', login);
  type('交易密码', trade);
  type('确认交易密码', trade);
}

describe('first-login settings /orgaccount/settingLogin (spec 01 §2.2, §4.2, §5, §7.5)', () => {
  beforeEach(() => sessionStore.clear());
  afterEach(cleanup);

  it('spec 01 §4.2: an operator without login and trade password sets both, then lands', async () => {
    const { gateway, router } = show({
      firstLoginSet: () => ({ hasLoginPwd: true, hasTradePwd: true }),
      corpInfo: () => corpInfo(),
    });
    expect(screen.getByRole('heading', { name: '首次登录设置' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '设置登录密码' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '设置交易密码' })).toBeTruthy();
    fillAll();
    await submit();
    await screen.findByText('landing page');
    expect(gateway.requests('firstLoginSet')).toEqual([{ loginPwd: 'Fresh2026', tradePwd: '246802' }]);
    expect(router.state.location.pathname).toBe('/redirect');
    expect(sessionStore.get().firstLogin).toMatchObject({ hasLoginPwd: true, hasTradePwd: true });
  });

  it('spec 01 §4.2: only the missing item is asked (a checker lacking the login password)', async () => {
    const { gateway } = show(
      { firstLoginSet: () => ({ hasLoginPwd: true, hasTradePwd: false }), corpInfo: () => corpInfo() },
      { ...newOperator, isOperator: false },
    );
    expect(screen.queryByRole('region', { name: '设置交易密码' })).toBeNull();
    type('新登录密码', 'Fresh2026');
    type('确认登录密码', 'Fresh2026');
    await submit();
    await screen.findByText('landing page');
    expect(gateway.requests('firstLoginSet')).toEqual([{ loginPwd: 'Fresh2026' }]);
  });

  it('spec 01 §5: checks the rule and the confirmation before sending', async () => {
    const { gateway } = show({});
    fillAll('short1');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('密码须为8-20位，且同时包含字母和数字');
    fillAll('Fresh2026', '12345a');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('交易密码须为6位数字');
    fillAll();
    type('确认交易密码', '246803');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('两次输入的密码不一致');
    expect(gateway.requests('firstLoginSet')).toEqual([]);
  });

  it("shows the gateway's refusal on the form", async () => {
    show({
      firstLoginSet: () => {
        throw new GatewayError(ErrorCode.PasswordUnchanged);
      },
    });
    fillAll('Demo@2026');
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('新密码不能与原密码相同'));
  });

  it('spec 01 §4.2: a manager lacking approval set and operator is told to ask the administrator', () => {
    show(
      {},
      {
        ...newOperator,
        isManager: true,
        isOperator: false,
        hasLoginPwd: true,
        hasApproveSet: false,
        hasOperator: false,
      },
    );
    expect(screen.getByText(/尚需完成：复核流程设置、经办人（交易员）设置/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认设置' })).toBeNull();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
  });

  it('checkFirstLoginInput: only the missing items are checked', () => {
    const empty = { loginPwd: '', loginConfirm: '', tradePwd: '', tradeConfirm: '' };
    expect(checkFirstLoginInput([], empty)).toBeNull();
    expect(checkFirstLoginInput(['loginPwd'], empty)).toBe('请输入新登录密码');
    expect(checkFirstLoginInput(['tradePwd'], empty)).toBe('请输入交易密码');
  });
});
