import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { t, type CorpInfo } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import { fakeGateway, WithGateway, type FakeHandler } from '../product/testing/fakeGateway';
import { beijingMinute, ChangeManagerResultPage } from './ChangeManagerResultPage';

const info = (changing: boolean): CorpInfo => ({
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
  transactorChangeStatus: { hasTransactorChanging: changing, hasAdmin: false, roleType: 'jgt_old_op' },
  transactorChange: changing
    ? { oldTransactorName: '张伟', newTransactorName: '钱晨', submitTime: '2026-02-12T02:00:00.000Z' }
    : null,
  isManager: false,
  isOperator: true,
  hasApproveSet: true,
  hasOperator: true,
  hasTradePwd: true,
  hasLoginPwd: true,
});

function show(handlers: Record<string, FakeHandler>) {
  sessionStore.set({ token: 't', groupId: '10000001', roles: ['op'], adminType: 0, loginType: 1 });
  const gateway = fakeGateway(handlers);
  const router = createMemoryRouter(
    [
      { path: '/orgaccount/changeManagerResult', element: <ChangeManagerResultPage /> },
      { path: '/redirect', element: <div>landing page</div> },
    ],
    { initialEntries: ['/orgaccount/changeManagerResult'] },
  );
  render(
    <WithGateway gateway={gateway}>
      <RouterProvider router={router} />
    </WithGateway>,
  );
  return { gateway, router };
}

describe('change-manager-result /orgaccount/changeManagerResult (spec 01 §2.2, §2.3, §3)', () => {
  beforeEach(() => sessionStore.clear());
  afterEach(cleanup);

  it('spec 01 §2.3, §3: shows the old and new transactor of the change in progress and stores its status', async () => {
    show({ corpInfo: () => info(true) });
    expect(await screen.findByText('张伟')).toBeTruthy();
    expect(screen.getByText('钱晨')).toBeTruthy();
    expect(screen.getByText('2026-02-12 10:00')).toBeTruthy();
    expect(screen.getByText('审核中')).toBeTruthy();
    expect(sessionStore.get().transactorChangeStatus).toEqual({
      hasTransactorChanging: true,
      hasAdmin: false,
      roleType: 'jgt_old_op',
    });
  });

  it('刷新 reads the status again and, once the change is over, goes to the landing page', async () => {
    let changing = true;
    const { gateway, router } = show({ corpInfo: () => info(changing) });
    await screen.findByText('张伟');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '刷新' }));
      await Promise.resolve();
    });
    expect(gateway.requests('corpInfo')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/orgaccount/changeManagerResult');
    changing = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '刷新' }));
      await Promise.resolve();
    });
    await screen.findByText('landing page');
    expect(sessionStore.get().transactorChangeStatus?.hasTransactorChanging).toBe(false);
  });

  it('offers 退出登录', async () => {
    show({ corpInfo: () => info(true) });
    await screen.findByText('张伟');
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
  });

  it('issue 17 §4, spec 01 §2.3: a user with no change in progress sees one clear empty state, not 经办人变更中 with 变更已完成', async () => {
    show({ corpInfo: () => info(false) });
    expect(await screen.findByText(t('honest.changeManager.none'))).toBeTruthy();
    expect(screen.queryByText(t('changeManager.title'))).toBeNull();
    expect(screen.queryByText(t('changeManager.intro'))).toBeNull();
    expect(screen.queryByText(/变更已完成/)).toBeNull();
    expect(screen.queryByText(t('changeManager.status.changing'))).toBeNull();
    expect(screen.getByRole('heading', { name: t('honest.changeManager.title') })).toBeTruthy();
  });

  it('issue 17 §4: before the server answers, no state is claimed', async () => {
    let answer: (value: CorpInfo) => void = () => undefined;
    show({ corpInfo: () => new Promise<CorpInfo>((resolve) => (answer = resolve)) });
    expect(screen.queryByText(t('changeManager.status.changing'))).toBeNull();
    expect(screen.queryByText(t('changeManager.title'))).toBeNull();
    await act(async () => {
      answer(info(true));
      await Promise.resolve();
    });
    expect(await screen.findByText(t('changeManager.status.changing'))).toBeTruthy();
    expect(screen.getByText(t('changeManager.title'))).toBeTruthy();
  });

  it('DESIGN §5: times show as Beijing wall time', () => {
    expect(beijingMinute('2026-02-12T16:30:00.000Z')).toBe('2026-02-13 00:30');
  });
});
