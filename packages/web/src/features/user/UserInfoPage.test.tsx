import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifier } from '../../app/notifier';
import { sessionStore } from '../../app/session';
import { fakeGateway, WithGateway, type FakeHandler } from '../product/testing/fakeGateway';
import { UserInfoPage } from './UserInfoPage';

const expiredBase = {
  loginName: 'idexp01',
  nameMasked: '*雨',
  mobileMasked: '139****0151',
  email: '',
  orgName: '鼎元投资管理有限公司',
  infoIsFull: '1001',
  document: {
    credType: '0',
    credNumberMasked: '110***********0513',
    validFrom: '2005-06-30',
    validTo: '2025-06-30',
    longTerm: false,
    address: '',
    authority: '',
    credState: 'expired',
    frontImage: false,
    backImage: false,
    confirmedAt: null,
  },
};

function show(handlers: Record<string, FakeHandler>) {
  const gateway = fakeGateway({
    queryPersonalInfoBase: () => expiredBase,
    queryPersonalInfoInvest: () => ({
      riskLevel: 'zxfxdj_3',
      riskExpireDate: '2027-02-12',
      riskExpired: false,
    }),
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      { path: '/user/userInfo', element: <UserInfoPage /> },
      { path: '/user/idCardHome', element: <div>id card page</div> },
    ],
    { initialEntries: ['/user/userInfo'] },
  );
  render(
    <WithGateway gateway={gateway}>
      <RouterProvider router={router} />
    </WithGateway>,
  );
  return { gateway, router };
}

describe('个人信息 (spec 01 §2.2 /user/userInfo, §7.9; issue 15 §1)', () => {
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roles: ['op'] }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
    vi.restoreAllMocks();
  });

  it('shows the masked base information, the validity, 已过期 with its notice, completeness and the risk level', async () => {
    show({});
    const table = await screen.findByRole('table', { name: '基本信息' });
    expect(table.textContent).toContain('*雨');
    expect(table.textContent).toContain('139****0151');
    expect(table.textContent).toContain('110***********0513');
    expect(table.textContent).toContain('2005-06-30 至 2025-06-30');
    expect(table.textContent).toContain('已过期');
    expect(table.textContent).toContain('完整');
    expect(
      screen.getByText('您的身份证件已于2025-06-30过期，请重新上传身份证影像并确认证件信息。'),
    ).toBeTruthy();
    const invest = await screen.findByRole('table', { name: '投资信息' });
    await waitFor(() => expect(invest.textContent).toContain('2027-02-12'));
  });

  it('a long-term document reads 至 长期; an incomplete profile says so (infoIsFull 1002, spec 02 §5)', async () => {
    show({
      queryPersonalInfoBase: () => ({
        ...expiredBase,
        mobileMasked: '',
        infoIsFull: '1002',
        document: { ...expiredBase.document, validTo: null, longTerm: true, credState: 'valid' },
      }),
    });
    const table = await screen.findByRole('table', { name: '基本信息' });
    expect(table.textContent).toContain('2005-06-30 至 长期');
    expect(table.textContent).toContain('不完整');
    expect(screen.getByText(/您的个人信息不完整/)).toBeTruthy();
  });

  it('更新证件 opens 身份证影像', async () => {
    const { router } = show({});
    fireEvent.click(await screen.findByRole('button', { name: '更新证件' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/idCardHome'));
  });

  it('修改信息 sends the fields (the client encrypts name, mobile and number) and says 保存成功', async () => {
    const success = vi.spyOn(notifier, 'success').mockReturnValue(true);
    const { gateway } = show({ updatePersonalInfo: () => ({ infoIsFull: '1001' }) });
    await screen.findByRole('table', { name: '基本信息' });
    fireEvent.click(screen.getByRole('button', { name: '修改信息' }));
    fireEvent.change(await screen.findByLabelText('姓名'), { target: { value: '宋雨' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900000152' } });
    fireEvent.change(screen.getByLabelText('证件号码'), { target: { value: '110101199003070513' } });
    fireEvent.change(screen.getByLabelText('证件有效期截止日'), { target: { value: '长期' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('保存成功'));
    expect(gateway.requests('updatePersonalInfo')).toEqual([
      {
        name: '宋雨',
        mobilePhone: '13900000152',
        credType: '0',
        credNumber: '110101199003070513',
        credExpiryDate: '长期',
      },
    ]);
    // The header's name (UserMenu reads the session) is the new one at once, not after the next login.
    expect(sessionStore.get().personName).toBe('宋雨');
  });
});
