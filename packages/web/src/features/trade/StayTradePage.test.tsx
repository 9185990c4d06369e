import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HotkeysProvider } from '@blueprintjs/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError, type Order } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import { WithGateway, renderRouted } from '../product/testing/fakeGateway';
import { StayTradePage } from './StayTradePage';
import {
  anAccount,
  anOrder,
  aPage,
  LOOK_ONLY_PRIVILEGES,
  menuOf,
  OPERATOR_PRIVILEGES,
  screensGateway,
} from './testing/screensFixtures';
import { tradeScreenRoutes } from './routes';

const accounts = [anAccount('10000001', '鼎元投资管理有限公司'), anAccount('10000002', '鼎元二号产品', '3')];

function setup(initial: Order[], permitted = accounts, privileges = OPERATOR_PRIVILEGES) {
  let orders = initial;
  const gateway = screensGateway({
    personMenu: menuOf(privileges),
    queryAccountList: () => ({ orgList: permitted }),
    pendingTradeList: () => aPage(orders),
    pendingTradeNum: () => ({ num: orders.length }),
    cancelTrade: (req) => {
      const { serialNo } = req as { serialNo: string };
      const cancelled = orders.find((o) => o.serialNo === serialNo);
      orders = orders.filter((o) => o.serialNo !== serialNo);
      return { ...cancelled, status: 'cancelled', cancellable: false };
    },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <StayTradePage /> },
      ...tradeScreenRoutes.map((r) => ({ ...r, path: `/${r.path ?? ''}` })),
    ],
    {
      initialEntries: ['/'],
    },
  );
  renderRouted(gateway, router);
  return { gateway, router };
}

describe('pending trades (spec 02 §2 stayTrade, §7 cancel; 03 §4 multi-select defaults to all)', () => {
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('lists the pending orders of all accounts, with 全部账户 chosen and 撤单 only where cancellable', async () => {
    const { gateway } = setup([
      anOrder(),
      anOrder({ serialNo: 'T2', fundName: '华夏成长混合', cancellable: false, status: 'pendingReview' }),
    ]);
    const table = await screen.findByRole('table', { name: '待处理交易' });
    await within(table).findByText('T202605110001');
    expect(gateway.requests('pendingTradeList')[0]).toMatchObject({ groupIds: ['10000001', '10000002'] });
    expect(screen.getByRole('button', { name: /^账户 / }).textContent).toContain('全部账户');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('100,000.00')).toBeTruthy();
    expect(within(rows[1]!).getByText('已受理')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: '撤单' })).toBeTruthy();
    expect(within(rows[2]!).getByText('待复核')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button', { name: '撤单' })).toBeNull();
  });

  it('spec 03 §6 permission directive: without the cancel privilege (query01, chk01) 撤单 is not rendered at all', async () => {
    const { gateway } = setup([anOrder()], accounts, LOOK_ONLY_PRIVILEGES);
    const table = await screen.findByRole('table', { name: '待处理交易' });
    await within(table).findByText('T202605110001');
    await waitFor(() => expect(gateway.requests('personMenu')).toHaveLength(1));
    await act(async () => {
      await Promise.allSettled(gateway.mock.mock.results.map((result) => result.value as unknown));
    });
    expect(within(table).getByRole('button', { name: '详情' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: '撤单' })).toBeNull();
    expect(screen.queryByRole('button', { name: '撤单' })).toBeNull();
  });

  it('撤单 asks for the trade password first, then calls cancelTrade with the serial and the password and refreshes the list and the count', async () => {
    const { gateway } = setup([anOrder()]);
    const table = await screen.findByRole('table', { name: '待处理交易' });
    await within(table).findByText('T202605110001');
    fireEvent.click(within(table).getByRole('button', { name: '撤单' }));
    expect(
      await screen.findByText('确定撤销 易方达蓝筹精选混合（005827） 金额 100,000.00 元的申购申请吗？'),
    ).toBeTruthy();
    expect(gateway.requests('cancelTrade')).toHaveLength(0);
    const listCalls = gateway.requests('pendingTradeList').length;
    fireEvent.change(screen.getByLabelText('交易密码'), { target: { value: '135790' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认撤单' }));
      await Promise.resolve();
    });
    expect(gateway.requests('cancelTrade')).toEqual([{ serialNo: 'T202605110001', tradePassword: '135790' }]);
    await waitFor(() => expect(gateway.requests('pendingTradeList').length).toBeGreaterThan(listCalls));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('a cancel refused past the cut-off (FD4004) refreshes the list, so that 撤单 disappears', async () => {
    let late = false;
    const gateway = screensGateway({
      queryAccountList: () => ({ orgList: accounts }),
      pendingTradeList: () => aPage([anOrder({ cancellable: !late })]),
      pendingTradeNum: () => ({ num: 1 }),
      cancelTrade: () => {
        late = true;
        throw new GatewayError(ErrorCode.OrderNotCancellable);
      },
    });
    render(
      <WithGateway gateway={gateway}>
        <HotkeysProvider>
          <RouterProvider router={createMemoryRouter([{ path: '/', element: <StayTradePage /> }])} />
        </HotkeysProvider>
      </WithGateway>,
    );
    const table = await screen.findByRole('table', { name: '待处理交易' });
    fireEvent.click(await within(table).findByRole('button', { name: '撤单' }));
    fireEvent.change(await screen.findByLabelText('交易密码'), { target: { value: '135790' } });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: '确认撤单' }));
    });
    expect(gateway.requests('cancelTrade')).toHaveLength(1);
    await waitFor(() => expect(within(table).queryByRole('button', { name: '撤单' })).toBeNull());
    expect(within(table).getByText('T202605110001')).toBeTruthy();
  });

  it('closing the confirm dialog cancels nothing', async () => {
    const { gateway } = setup([anOrder()]);
    const table = await screen.findByRole('table', { name: '待处理交易' });
    await within(table).findByText('T202605110001');
    fireEvent.click(within(table).getByRole('button', { name: '撤单' }));
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(gateway.requests('cancelTrade')).toHaveLength(0);
  });

  it('shows 暂无数据 with no pending order', async () => {
    setup([]);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('with no permitted account: no list call, 暂无数据 and the hint to ask the administrator (spec 01 §2.1)', async () => {
    const { gateway } = setup([anOrder()], []);
    expect(
      await screen.findByText('如需查看其他账户，请联系账户管理员在账户管理页面添加关联账户'),
    ).toBeTruthy();
    expect(gateway.requests('queryAccountList')).toEqual([{ privilegeCode: 'pending_trans' }]);
    expect(gateway.requests('pendingTradeList')).toHaveLength(0);
  });

  it('详情 opens /trade/tradeInfo/:serialNo', async () => {
    const { router } = setup([anOrder()]);
    const table = await screen.findByRole('table', { name: '待处理交易' });
    await within(table).findByText('T202605110001');
    fireEvent.click(within(table).getByRole('button', { name: '详情' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trade/tradeInfo/T202605110001'));
  });
});
