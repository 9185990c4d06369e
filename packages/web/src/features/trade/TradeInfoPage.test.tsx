import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HotkeysProvider } from '@blueprintjs/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError, t, type Order, type trading } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import { WithGateway } from '../product/testing/fakeGateway';
import { TradeInfoPage } from './TradeInfoPage';
import {
  anOrder,
  LOOK_ONLY_PRIVILEGES,
  menuOf,
  OPERATOR_PRIVILEGES,
  screensGateway,
} from './testing/screensFixtures';

/** What stayTradeDetail adds to an order that is not linked (a cart or batch purchase). */
const deskDefaults = {
  trail: [],
  targetFundId: null,
  targetFundName: null,
  targetShares: null,
  targetNav: null,
  linkSerialNo: null,
  linkKind: null,
  legs: [],
  cutOff: '2026-05-11T15:00:00.000+08:00',
};

function open(
  order: Order & Partial<Omit<trading.TradingDetail, keyof Order>>,
  onCancel?: () => Order,
  privileges = OPERATOR_PRIVILEGES,
) {
  const gateway = screensGateway({
    personMenu: menuOf(privileges),
    stayTradeDetail: () => ({ ...deskDefaults, ...order }),
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

  it('asks stayTradeDetail for the serial in the route and shows every step of the timeline with its time', async () => {
    const gateway = open(confirmed);
    const timeline = await screen.findByRole('list', { name: '交易进度' });
    expect(gateway.requests('stayTradeDetail')).toEqual([{ serialNo: 'T202605110001' }]);
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

  it('shows the order’s 备注 when it has one: the demo trade history’s mark (docs/decisions.md "Demo trade history")', async () => {
    open({ ...confirmed, remark: t('start.demoHistory.remark') });
    await screen.findByText('45,120.65');
    expect(screen.getByText('备注')).toBeTruthy();
    expect(screen.getByText('演示数据：本地环境的示例交易')).toBeTruthy();
    cleanup();
    open(confirmed);
    await screen.findByText('45,120.65');
    expect(screen.queryByText('备注')).toBeNull();
  });

  it('offers 撤单 while cancellable and cancels the shown order with the trade password (DESIGN §7)', async () => {
    let cancelled = 0;
    const gateway = open(anOrder(), () => {
      cancelled += 1;
      return { ...anOrder({ status: 'cancelled', cancellable: false }), trail: [] } as Order;
    });
    fireEvent.click(await screen.findByRole('button', { name: '撤单' }));
    const confirm = await screen.findByRole('button', { name: '确认撤单' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true); // no password yet
    fireEvent.change(screen.getByLabelText('交易密码'), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: '确认撤单' }));
    await waitFor(() => expect(cancelled).toBe(1));
    expect(gateway.requests('cancelTrade')).toEqual([{ serialNo: 'T202605110001', tradePassword: '135790' }]);
  });

  it('spec 03 §6 permission directive: a cancellable order shows no 撤单 to a person without the cancel privilege (query01, chk01)', async () => {
    const gateway = open(anOrder(), undefined, LOOK_ONLY_PRIVILEGES);
    await screen.findByText('T202605110001');
    await waitFor(() => expect(gateway.requests('personMenu')).toHaveLength(1));
    await act(async () => {
      await Promise.allSettled(gateway.mock.mock.results.map((result) => result.value as unknown));
    });
    expect(screen.queryByRole('button', { name: '撤单' })).toBeNull();
  });

  it('DESIGN §6, issue 17 §3: the model-generated fee and fee rate are marked 模拟 on their labels, with one legend line', async () => {
    open(confirmed);
    await screen.findByText('45,120.65');
    const marked = [...document.querySelectorAll('[data-simulated-mark="true"]')].map(
      (mark) => mark.closest('dt')?.firstChild?.textContent,
    );
    expect(marked).toEqual([t('screens.col.fee'), t('screens.col.feeRate')]);
    expect(screen.getAllByTestId('simulated-legend')).toHaveLength(1);
  });

  it('a wrong trade password stays in the dialog with the attempts left (FD1100, spec 01 §8)', async () => {
    const gateway = open(anOrder(), () => {
      throw new GatewayError(ErrorCode.TradePasswordWrong, undefined, { detail: { N: 4 } });
    });
    fireEvent.click(await screen.findByRole('button', { name: '撤单' }));
    fireEvent.change(await screen.findByLabelText('交易密码'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '确认撤单' }));
    await waitFor(() => expect(gateway.requests('cancelTrade')).toHaveLength(1));
    const message = new GatewayError(ErrorCode.TradePasswordWrong, undefined, { detail: { N: 4 } }).message;
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the trail: who, when, from where and what (操作记录, DESIGN §7)', async () => {
    open({
      ...anOrder({ status: 'cancelled', cancellable: false }),
      trail: [
        {
          fromStatus: null,
          toStatus: 'accepted',
          time: '2026-05-11T10:23:45.000+08:00',
          actorKind: 'person',
          actorName: '张伟',
          loginName: 'op01',
          ip: '10.1.2.3',
          note: '交易申请已受理',
        },
        {
          fromStatus: 'accepted',
          toStatus: 'cancelled',
          time: '2026-05-11T11:00:00.000+08:00',
          actorKind: 'person',
          actorName: '李娜',
          loginName: 'op02',
          ip: '10.1.2.4',
          note: '交易已撤单',
        },
        {
          fromStatus: 'accepted',
          toStatus: 'confirmed',
          time: '2026-05-12T09:00:00.000+08:00',
          actorKind: 'system',
          actorName: null,
          loginName: null,
          ip: null,
          note: '',
        },
      ],
    });
    const table = await screen.findByRole('table', { name: '操作记录' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['2026-05-11 10:23:45', '已受理', '张伟（op01）', '10.1.2.3'],
      ['2026-05-11 11:00:00', '已受理 → 已撤单', '李娜（op02）', '10.1.2.4'],
      ['2026-05-12 09:00:00', '已受理 → 已确认', '系统', '--'],
    ]);
  });
  it('issue 12 §7: the redemption leg of a super convert shows its shares, target fund, cut-off and both linked legs', async () => {
    const redeem = anOrder({
      serialNo: 'T20260511102345AB12CD',
      tradeType: 'redemption',
      amount: '0.00',
      fee: '0.00',
      netAmount: '0.00',
      shares: '12000.50',
    });
    const buy = anOrder({ serialNo: 'T20260512090000EF34AB', tradeType: 'purchase', fundId: '000001' });
    open({
      ...redeem,
      targetFundId: '000001',
      targetFundName: '华夏成长混合',
      linkSerialNo: redeem.serialNo,
      linkKind: 'superConvert',
      legs: [redeem, buy],
    });
    const shares = await screen.findByText('申请份额（份）');
    expect(shares.nextElementSibling?.textContent).toBe('12,000.50');
    expect(screen.getByText('华夏成长混合（000001）')).toBeTruthy();
    expect(screen.getByText('撤单截止时间').nextElementSibling?.textContent).toBe('2026-05-11 15:00:00');
    const legs = screen.getByRole('table', { name: '关联委托' });
    expect(within(legs).getByText('T20260512090000EF34AB')).toBeTruthy();
    expect(within(legs).getByText(redeem.serialNo)).toBeTruthy();
  });
  it('two timeline steps with one state and one time (a first-level approval) both show, without a key clash', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const step = {
        status: 'pendingReview' as const,
        time: '2026-02-13T14:00:00.000+08:00',
        note: '待复核',
      };
      open(anOrder({ status: 'pendingReview', timeline: [step, { ...step, note: '一级复核通过' }] }));
      const timeline = await screen.findByRole('list', { name: '交易进度' });
      expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
      expect(errors.filter((e) => String(e).includes('same key'))).toEqual([]);
    } finally {
      console.error = original;
    }
  });
});
