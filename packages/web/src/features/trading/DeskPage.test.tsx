import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../app/session';
import { aHolding, aSubmitResult, menuOf, openTrading } from './testing/tradingFixtures';

const DESK = '/trade/publicOfferingOrder';
const holdings = [
  aHolding(),
  aHolding({
    fundId: '000198',
    fundName: '天弘余额宝货币',
    fundTypeCode: '2',
    shares: '500.00',
    frozenShares: '200.00',
    availableShares: '300.00',
    canConvert: false,
    melonMethod: '1',
  }),
];

function desk(privileges?: string[], extra: Record<string, (request: unknown) => unknown> = {}) {
  return openTrading(DESK, {
    queryCanSaleFundList: () => ({ list: holdings }),
    todayTrades: () => ({ list: [aSubmitResult()] }),
    ...(privileges ? { personMenu: menuOf(privileges) } : {}),
    ...extra,
  });
}

describe('the trading desk (spec 02 §2 publicOfferingOrder; issue 12 §1)', () => {
  // The routes load their pages lazily: load them once here so that no test waits on a cold import.
  beforeAll(async () => {
    await import('./DeskPage');
    await import('./BuyPage');
    await import('./SellPage');
  });
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it("lists holdings with frozen and available shares and the dividend method, and today's orders", async () => {
    desk();
    const table = await screen.findByRole('table', { name: '持仓基金' });
    await within(table).findByText('天弘余额宝货币（000198）');
    const rows = within(table).getAllByRole('row');
    expect(rows[2]!.textContent).toContain('200.00');
    expect(rows[2]!.textContent).toContain('300.00');
    expect(rows[2]!.textContent).toContain('现金分红');
    expect(rows[1]!.textContent).toContain('红利再投资');
    // 转换 only where the fund accepts conversion.
    expect(await within(rows[1]!).findByRole('button', { name: '转换' })).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button', { name: '转换' })).toBeNull();
    const today = screen.getByRole('table', { name: '今日委托' });
    expect(await within(today).findByText('T202611250001')).toBeTruthy();
  });

  it('removes the actions a person may not use (privileges subs, redemption, transfer, super_transfer)', async () => {
    desk(['public_trans', 'redemption']);
    const table = await screen.findByRole('table', { name: '持仓基金' });
    await within(table).findByText('易方达优质精选混合（110011）');
    await waitFor(() => expect(within(table).queryByRole('button', { name: '买入' })).toBeNull());
    expect(within(table).getAllByRole('button', { name: '卖出' })).toHaveLength(2);
    expect(within(table).queryByRole('button', { name: '转换' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '超级转换' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: '快速买入' })).toBeNull();
    expect(screen.queryByRole('button', { name: '货币基金智能拆单' })).toBeNull();
  });

  it('keyboard-first: the quick search has focus, a typed code and Enter open its buy page', async () => {
    const { router } = desk();
    const search = await screen.findByRole('combobox', { name: '快速买入' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    fireEvent.change(search, { target: { value: '161725' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/trade/buy'));
    expect(router.state.location.search).toBe('?fundCode=161725');
  });

  it('per holding 卖出 opens the sell page of that fund', async () => {
    const { router } = desk();
    const table = await screen.findByRole('table', { name: '持仓基金' });
    const row = (await within(table).findByText('天弘余额宝货币（000198）')).closest('tr')!;
    fireEvent.click(await within(row).findByRole('button', { name: '卖出' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trade/sell'));
    expect(router.state.location.search).toBe('?fundCode=000198');
  });

  it('分红方式: shows the history, changes the method with the trade password and the effective date', async () => {
    const { gateway } = desk(undefined, {
      getFundMelonMethodList: () => ({
        list: [
          {
            fundId: '110011',
            fundName: '易方达优质精选混合',
            melonMethod: '0',
            effectiveDate: '2026-10-09',
            history: [],
          },
        ],
      }),
      modifyFundMelonMethod: () => ({
        fundId: '110011',
        serialNo: 'M1',
        fromMethod: '0',
        toMethod: '1',
        applyTime: '2026-11-25T10:00:00+08:00',
        effectiveDate: '2026-11-26',
        operatorName: '张伟',
      }),
    });
    const table = await screen.findByRole('table', { name: '持仓基金' });
    const row = (await within(table).findByText('易方达优质精选混合（110011）')).closest('tr')!;
    fireEvent.click(await within(row).findByRole('button', { name: '分红方式' }));
    const dialog = await screen.findByRole('dialog', { name: '修改分红方式' });
    expect(await within(dialog).findByText('暂无修改记录')).toBeTruthy();
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: '确认修改' });
    expect(submit.disabled).toBe(true); // the same method cannot be chosen
    fireEvent.click(within(dialog).getByLabelText('现金分红'));
    fireEvent.click(submit);
    const password = await screen.findByLabelText('交易密码');
    fireEvent.change(password, { target: { value: '135790' } });
    const passwordDialog = password.closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.click(within(passwordDialog).getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(gateway.requests('modifyFundMelonMethod')).toHaveLength(1));
    expect(gateway.requests('modifyFundMelonMethod')[0]).toMatchObject({
      fundId: '110011',
      melonMethod: '1',
    });
  });
});
