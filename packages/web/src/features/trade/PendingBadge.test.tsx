import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MenuNode, Order } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import { Sidebar } from '../../app/shell/Sidebar';
import { WithGateway, renderRouted } from '../product/testing/fakeGateway';
import { StayTradePage } from './StayTradePage';
import { anAccount, anOrder, aPage, screensGateway } from './testing/screensFixtures';

const node = (code: string, title: string, path: string, children: MenuNode[] = []): MenuNode => ({
  code,
  title,
  path,
  hidden: false,
  children,
});
/** The sidebar as the shell shows it, open, on a desktop. */
const sidebar = (nodes: MenuNode[]) => (
  <Sidebar
    menu={nodes}
    opened
    mobile={false}
    loading={false}
    failed={false}
    onToggle={() => undefined}
    onNavigate={() => undefined}
  />
);
const menu = [
  node('trans_mgt', '交易管理', '/trade', [node('pending_trans', '待处理交易', '/trade/stayTrade')]),
];

describe('the 待处理交易 menu badge (spec 02 §2 stayTrade, §7 num)', () => {
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('shows pendingTradeNum on the menu item and drops by one after a cancel', async () => {
    let orders: Order[] = [anOrder(), anOrder({ serialNo: 'T2' })];
    const gateway = screensGateway({
      queryAccountList: () => ({ orgList: [anAccount('10000001', '鼎元投资管理有限公司')] }),
      pendingTradeList: () => aPage(orders),
      pendingTradeNum: () => ({ num: orders.length }),
      cancelTrade: (req) => {
        orders = orders.filter((o) => o.serialNo !== (req as { serialNo: string }).serialNo);
        return anOrder({ status: 'cancelled', cancellable: false });
      },
    });
    const router = createMemoryRouter(
      [
        {
          path: '/trade/stayTrade',
          element: (
            <>
              {sidebar(menu)}
              <StayTradePage />
            </>
          ),
        },
      ],
      { initialEntries: ['/trade/stayTrade'] },
    );
    renderRouted(gateway, router);
    const nav = screen.getByRole('navigation');
    await waitFor(() => expect(within(nav).getByTestId('pending-badge').textContent).toBe('2'));
    const table = await screen.findByRole('table', { name: '待处理交易' });
    await within(table).findByText('T2');
    fireEvent.click(within(table).getAllByRole('button', { name: '撤单' })[0]!);
    fireEvent.change(await screen.findByLabelText('交易密码'), { target: { value: '135790' } });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: '确认撤单' }));
    });
    await waitFor(() => expect(within(nav).getByTestId('pending-badge').textContent).toBe('1'));
  });

  it('opening the pending page refreshes the count (a purchase placed elsewhere shows at once)', async () => {
    let num = 2;
    const gateway = screensGateway({
      queryAccountList: () => ({ orgList: [anAccount('10000001', '鼎元投资管理有限公司')] }),
      pendingTradeList: () => aPage([anOrder()]),
      pendingTradeNum: () => ({ num }),
    });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              {sidebar(menu)}
              <Outlet />
            </>
          ),
          children: [
            { path: 'trade/separateBill', element: <div>other page</div> },
            { path: 'trade/stayTrade', element: <StayTradePage /> },
          ],
        },
      ],
      { initialEntries: ['/trade/separateBill'] },
    );
    renderRouted(gateway, router);
    const nav = screen.getByRole('navigation');
    const leafBadge = () =>
      nav.querySelector('a[href="/trade/stayTrade"] [data-testid="pending-badge"]')?.textContent;
    await waitFor(() => expect(leafBadge()).toBe('2'));
    num = 3;
    await act(async () => {
      await router.navigate('/trade/stayTrade');
    });
    await waitFor(() => expect(leafBadge()).toBe('3'));
  });

  it('shows the count on the closed 交易管理 group too', async () => {
    const gateway = screensGateway({ pendingTradeNum: () => ({ num: 4 }) });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: sidebar(menu),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <WithGateway gateway={gateway}>
        <RouterProvider router={router} />
      </WithGateway>,
    );
    const group = screen.getByRole('button', { name: /交易管理/ });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(within(group).getByTestId('pending-badge').textContent).toBe('4'));
    fireEvent.click(group);
    expect(within(group).queryByTestId('pending-badge')).toBeNull();
  });

  it('asks for no count when the menu has no 待处理交易', async () => {
    const gateway = screensGateway({ pendingTradeNum: () => ({ num: 5 }) });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: sidebar([
            node('user_mgt', '个人中心', '/user', [node('user_info', '个人信息', '/user/userInfo')]),
          ]),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <WithGateway gateway={gateway}>
        <RouterProvider router={router} />
      </WithGateway>,
    );
    await screen.findByText('个人中心');
    expect(gateway.requests('pendingTradeNum')).toHaveLength(0);
    expect(screen.queryByTestId('pending-badge')).toBeNull();
  });
});
