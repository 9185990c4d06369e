import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { HotkeysProvider } from '@blueprintjs/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import { WithGateway } from '../product/testing/fakeGateway';
import { TradeInfoPage } from './TradeInfoPage';
import { anOrder, screensGateway } from './testing/screensFixtures';

function open(order: Order, onCancel?: () => Order) {
  const gateway = screensGateway({
    tradeDetail: () => order,
    ...(onCancel ? { cancelTrade: onCancel } : {}),
  });
  const router = createMemoryRouter([{ path: '/trade/tradeInfo/:serialNo', element: <TradeInfoPage /> }], {
    initialEntries: [`/trade/tradeInfo/${order.serialNo}`],
  });
  render(
    <WithGateway gateway={gateway}>
      <HotkeysProvider>
        <RouterProvider router={router} />
      </HotkeysProvider>
    </WithGateway>,
  );
  return gateway;
}

const confirmed = anOrder({
  status: 'confirmed',
  cancellable: false,
  confirmNav: '2.2130',
  confirmShares: '45120.65',
  navSource: 'simulated',
  timeline: [
    { status: 'accepted', time: '2026-05-11T10:23:45+08:00', note: '申请已受理' },
    { status: 'confirmed', time: '2026-05-12T09:00:00+08:00', note: '按2026-05-11净值确认' },
  ],
});

describe('trade detail (spec 02 §2 tradeInfo/:serialNo)', () => {
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('asks tradeDetail for the serial in the route and shows every step of the timeline with its time', async () => {
    const gateway = open(confirmed);
    const timeline = await screen.findByRole('list', { name: '交易进度' });
    expect(gateway.requests('tradeDetail')).toEqual([{ serialNo: 'T202605110001' }]);
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      '已受理2026-05-11 10:23:45申请已受理',
      '已确认2026-05-12 09:00:00按2026-05-11净值确认',
    ]);
    expect(steps[1]!.className).toBe('is-current');
  });

  it('shows the amounts right-aligned, the confirmed NAV marked 模拟 when simulated, and no 撤单 when not cancellable', async () => {
    open(confirmed);
    await screen.findByText('45,120.65');
    expect(screen.getByText('100,000.00').className).toBe('fd-num');
    expect(screen.getByText('1.50%')).toBeTruthy();
    expect(document.querySelector('[data-simulated="true"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: '撤单' })).toBeNull();
  });

  it('offers 撤单 while cancellable and cancels the shown order', async () => {
    let cancelled = 0;
    const gateway = open(anOrder(), () => {
      cancelled += 1;
      return anOrder({ status: 'cancelled', cancellable: false });
    });
    fireEvent.click(await screen.findByRole('button', { name: '撤单' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: '确认撤单' }));
    });
    expect(cancelled).toBe(1);
    expect(gateway.requests('cancelTrade')).toEqual([{ serialNo: 'T202605110001' }]);
  });
});
