import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chinaDayOf } from '@funddesk/core';
import { sessionStore, type StoredSession as StoredSessionLike } from '../../app/session';
import { fakeGateway, WithGateway, type FakeHandler } from '../product/testing/fakeGateway';
import { SessionPrompts } from './SessionPrompts';
import { agreementItem, batchAnswer } from './testing';

const NOW = Date.parse('2026-02-13T14:00:00+08:00');
const menu = (codes: string[]) => () => ({ menuList: [], routeCodes: [], privilegeCodes: codes });

beforeEach(() => sessionStore.set({ token: 'tok', groupId: '10000001', adminType: 0, clienttype: '2' }));
afterEach(() => {
  cleanup();
  sessionStore.clear();
  sessionStore.set({ isSetTradePwd: undefined, noticeIds: undefined });
});

function setup(handlers: Record<string, FakeHandler>, session: Partial<StoredSessionLike> = {}) {
  sessionStore.set(session);
  const gateway = fakeGateway({
    personMenu: menu(['trans_pwd', 'home_page']),
    custAgreementBatchquery: () => batchAnswer([]),
    pwdModifyTip: () => ({ tipFlag: false, passwordAgeDays: 10, maxAgeDays: 90 }),
    isSetTradePassword: () => ({ isSetTradePwd: true }),
    setLeaveMarks: () => ({ recordedAt: new Date(NOW).toISOString() }),
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      { path: '/asset/index', element: <SessionPrompts now={() => NOW} /> },
      { path: '*', element: <p>其他页面</p> },
    ],
    { initialEntries: ['/asset/index'] },
  );
  render(
    <WithGateway gateway={gateway}>
      <RouterProvider router={router} />
    </WithGateway>,
  );
  return { gateway, router };
}

describe('SessionPrompts: on entering the layout (spec 01 §2.1, §4.5-§4.7)', () => {
  it('spec 01 §4.5, §7.10: runs the agreement batch query (signType 1-4, 25, scene 10, flag by client type)', async () => {
    const { gateway } = setup({}, { clienttype: '3' });
    await waitFor(() => expect(gateway.requests('custAgreementBatchquery')).toHaveLength(1));
    expect(gateway.requests('custAgreementBatchquery')[0]).toEqual({
      signTypeList: [1, 2, 3, 4, 25],
      scene: '10',
      jgtOrgProdFlag: 3,
    });
  });

  it('spec 01 §4.5: unsigned agreements open the sequence; agreeing signs the shown versions', async () => {
    const items = [agreementItem(1), agreementItem(25)];
    let signed = false;
    const { gateway } = setup({
      custAgreementBatchquery: () => batchAnswer(signed ? [] : items),
      custAgreementSign: () => {
        signed = true;
        return { signed: [] };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '继续' }));
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    await waitFor(() => expect(gateway.requests('custAgreementSign')).toHaveLength(1));
    expect(gateway.requests('custAgreementSign')[0]).toEqual({
      scene: '10',
      signTypeList: [1, 25],
      jgtOrgProdFlag: 2,
      ids: ['AG1-F2-V1', 'AG25-F2-V1'],
    });
    await waitFor(() => expect(screen.queryByText('协议签署')).toBeNull());
  });

  it('spec 01 §4.5: an upgrade answer opens the three-step dialog and records leave mark 71 with the path', async () => {
    const { gateway } = setup({
      custAgreementBatchquery: () => batchAnswer([agreementItem(2, 2, true)], true),
    });
    await screen.findByText('我们更新了《基金投资风险揭示书》。');
    await waitFor(() =>
      expect(gateway.requests('setLeaveMarks')).toEqual([{ path: '/asset/index', businessType: 71 }]),
    );
  });

  it('spec 01 §4.6: tipFlag opens 温馨提示 (leave mark 40); 立即修改 goes to the login-password page', async () => {
    const { gateway, router } = setup({
      pwdModifyTip: () => ({ tipFlag: true, passwordAgeDays: 120, maxAgeDays: 90 }),
    });
    await screen.findByText('您的登录密码已超过120天未修改，为了您的账户安全，建议您立即修改密码。');
    expect(screen.getByRole('button', { name: '我知道了' })).toBeTruthy();
    await waitFor(() =>
      expect(gateway.requests('setLeaveMarks')).toEqual([{ path: '/asset/index', businessType: 40 }]),
    );
    fireEvent.click(screen.getByRole('button', { name: '立即修改' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/password/login'));
  });

  it('one prompt at a time: agreements first, then the reminder, then the trade-password prompt', async () => {
    let signed = false;
    setup({
      custAgreementBatchquery: () => batchAnswer(signed ? [] : [agreementItem(3)]),
      custAgreementSign: () => {
        signed = true;
        return { signed: [] };
      },
      pwdModifyTip: () => ({ tipFlag: true, passwordAgeDays: 95, maxAgeDays: 90 }),
      isSetTradePassword: () => ({ isSetTradePwd: false }),
    });
    await screen.findByText('协议签署提示');
    expect(screen.queryByText('我知道了')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '继续' }));
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    fireEvent.click(await screen.findByRole('button', { name: '我知道了' }));
    await screen.findByText('您还没有设置过交易密码，是否前去设置?');
    expect(screen.getByRole('button', { name: '前去设置' })).toBeTruthy();
  });

  it('spec 01 §4.7: no trade password -> the prompt; 前去设置 goes to forgetTradePassword?title=setTradePwd; stored per day', async () => {
    const { router } = setup({ isSetTradePassword: () => ({ isSetTradePwd: false }) });
    fireEvent.click(await screen.findByRole('button', { name: '前去设置' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/forgetTradePassword'));
    expect(router.state.location.search).toBe('?title=setTradePwd');
    expect(chinaDayOf(sessionStore.get().isSetTradePwd?.['10000001'] ?? 0)).toBe(chinaDayOf(NOW));
  });

  it.each<[string, Partial<StoredSessionLike>, string[]]>([
    ['an administrator (adminType 1)', { adminType: 1 }, ['trans_pwd']],
    ['a person without trans_pwd', {}, ['home_page']],
    ['a group already asked today', { isSetTradePwd: { '10000001': NOW - 3_600_000 } }, ['trans_pwd']],
  ])('spec 01 §4.7: %s is not asked', async (_who, session, codes) => {
    const { gateway } = setup(
      { personMenu: menu(codes), isSetTradePassword: () => ({ isSetTradePwd: false }) },
      session,
    );
    await waitFor(() => expect(gateway.requests('pwdModifyTip')).toHaveLength(1));
    await waitFor(() => expect(gateway.requests('personMenu')).toHaveLength(1));
    expect(gateway.requests('isSetTradePassword')).toHaveLength(0);
    expect(screen.queryByText('您还没有设置过交易密码，是否前去设置?')).toBeNull();
  });

  it('spec 01 §4.7: a group last asked on an earlier day is asked again', async () => {
    const { gateway } = setup(
      { isSetTradePassword: () => ({ isSetTradePwd: true }) },
      { isSetTradePwd: { '10000001': NOW - 86_400_000 } },
    );
    await waitFor(() => expect(gateway.requests('isSetTradePassword')).toHaveLength(1));
  });
});
