import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FeeRateEntry } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import { WithGateway } from '../product/testing/fakeGateway';
import { CartDrawer } from './CartDrawer';
import { cartLine, fakeCartGateway, type FakeCartGateway } from './testing/cartFixtures';

afterEach(cleanup);
beforeEach(() => sessionStore.set({ groupId: 'G100', managerOrgFlag: false, isHostingUser: false }));

const tier: FeeRateEntry = {
  maxFeeE6: 15000,
  minFeeE6: 0,
  minDiscountE6: 0,
  enDiscountE4: 1000,
  feeUnit: 4,
  minLimiteE6: 0,
  maxLimiteE6: -1,
  divIntervalDes: '',
};

const lines = [
  cartLine(),
  cartLine({
    fundId: '000001',
    fundCode: '000001',
    fundName: '华夏成长混合',
    managerCode: 'chinaamc',
    managerName: '华夏基金管理有限公司',
    dailyMaxValue: '80000',
    maxvalue: '999999999',
    orgmaxholdvol: '100000',
    lessDailyValue: '3000',
  }),
];

function cartGateway(overrides: Record<string, (request: unknown) => unknown> = {}): FakeCartGateway {
  return fakeCartGateway({
    queryShopCartData: () => ({
      list: [
        { managerCode: 'efund', managerName: '易方达基金管理有限公司', fundList: [lines[0]] },
        { managerCode: 'chinaamc', managerName: '华夏基金管理有限公司', fundList: [lines[1]] },
      ],
      pagination: { currentPage: 1, pagesize: 50, total: 2, pageCount: 1 },
      cartFundAmount: 2,
    }),
    batchQueryFundFeeDiscount: () => ({
      list: lines.map((line) => ({ fundId: line.fundId, buyRate: [tier] })),
    }),
    queryAccountList: () => ({ orgList: [] }),
    ...overrides,
  });
}

function renderDrawer(
  gateway: FakeCartGateway,
  notifier = { toast: vi.fn(() => true), error: vi.fn(() => true), handle: vi.fn() },
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <CartDrawer isOpen onClose={() => undefined} canForgetPassword notifier={notifier} />,
      },
    ],
    { initialEntries: ['/product/publicIndex'] },
  );
  render(
    <WithGateway gateway={gateway}>
      <RouterProvider router={router} />
    </WithGateway>,
  );
  return notifier;
}

const input = (code: string) => screen.getByLabelText(`购买金额（元） ${code}`);
const buyButton = () => screen.getByRole('button', { name: '一键购买' });
const type = (code: string, value: string) => fireEvent.change(input(code), { target: { value } });

describe('CartDrawer (spec 02 §2, §5)', () => {
  it('groups lines by fund company and shows 无限额 for unlimited caps (spec 02 §2, §5)', async () => {
    renderDrawer(cartGateway());
    await screen.findByText('易方达基金管理有限公司');
    expect(screen.getByText('华夏基金管理有限公司')).toBeTruthy();
    const line = within(screen.getByTestId('cart-line-110011'));
    expect(line.getByText('日累计上限：无限额')).toBeTruthy();
    expect(line.getByText('单笔上限：5.00万')).toBeTruthy();
  });

  it('DESIGN §6, issue 17 §3: limits, risk level and fee labels carry the 模拟 mark, with one legend line for the drawer', async () => {
    renderDrawer(cartGateway());
    const line = within(await screen.findByTestId('cart-line-110011'));
    expect(line.getByText('日累计上限：无限额').querySelector('[data-simulated-mark="true"]')).not.toBeNull();
    expect(line.getByText('单笔上限：5.00万').querySelector('[data-simulated-mark="true"]')).not.toBeNull();
    expect(screen.getAllByTestId('simulated-legend')).toHaveLength(1);
    expect(screen.getByTestId('simulated-legend').textContent).toBe('模拟：本地环境按文档模型生成');
  });

  it('shows each validation message under the input as typed (spec 02 §5)', async () => {
    renderDrawer(cartGateway());
    await screen.findByTestId('cart-line-110011');
    const tipOf = (code: string) =>
      within(screen.getByTestId(`cart-line-${code}`)).queryByRole('alert')?.textContent;

    type('110011', '-5');
    expect(tipOf('110011')).toBe('请输入正确的金额');
    type('110011', '50');
    expect(tipOf('110011')).toBe('交易金额低于起投金额！');
    type('110011', '50001');
    expect(tipOf('110011')).toBe('交易金额超过单笔购买上限，请及时与客户经理沟通确认额度！');
    type('000001', '80001');
    expect(tipOf('000001')).toBe('交易金额超过日累计上限，请及时与客户经理沟通确认额度！');
    type('000001', '3001');
    expect(tipOf('000001')).toBe('交易金额超过单账户持仓上限，当日剩余可买入限额为3000.00!');
    // Typed input is cleaned: full-width digits, letters dropped, 2 decimals (spec 02 §5).
    type('110011', '１２３．４５６');
    expect((input('110011') as HTMLInputElement).value).toBe('123.45');
    expect(tipOf('110011')).toBeUndefined();
  });

  it('the buy button is disabled without an amount and with any warning, enabled otherwise (spec 02 §5)', async () => {
    renderDrawer(cartGateway());
    await screen.findByTestId('cart-line-110011');
    expect((buyButton() as HTMLButtonElement).disabled).toBe(true);
    type('110011', '1000');
    await waitFor(() => expect((buyButton() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('cart-total').textContent).toBe('1,000.00元');
    type('000001', '1');
    expect((buyButton() as HTMLButtonElement).disabled).toBe(true);
    type('000001', '');
    expect((buyButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the estimated fee: old rate struck, new rate, 折 and the fee in yuan (spec 02 §3)', async () => {
    renderDrawer(cartGateway());
    await screen.findByTestId('cart-line-110011');
    type('110011', '10000');
    const line = within(screen.getByTestId('cart-line-110011'));
    await line.findByText('1.0折');
    expect(line.getByText('1.50%').tagName).toBe('S');
    expect(line.getByText('0.15%')).toBeTruthy();
    expect(line.getByText('14.98元')).toBeTruthy();
  });

  it('a manager without a chosen account gets the toast to select a trading account first (spec 02 §4, §8)', async () => {
    sessionStore.set({ managerOrgFlag: true });
    const gateway = cartGateway();
    const notifier = renderDrawer(gateway);
    await screen.findByTestId('cart-line-110011');
    type('110011', '1000');
    fireEvent.click(buyButton());
    expect(notifier.toast).toHaveBeenCalledWith('请先选择交易账户', 'warning');
    expect(gateway.requests('checkChartFund')).toHaveLength(0);
    expect(gateway.requests('queryAccountList')).toEqual([{ privilegeCode: 'shopping_cart' }]);
  });

  it('hosting users cannot buy (spec 02 §5)', async () => {
    sessionStore.set({ isHostingUser: true });
    renderDrawer(cartGateway());
    await screen.findByTestId('cart-line-110011');
    type('110011', '1000');
    expect((buyButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('托管用户不能买入')).toBeTruthy();
  });

  it('delete one asks first, then removes and refreshes (spec 02 §2)', async () => {
    const gateway = cartGateway({ cartRemove: () => ({ added: 1, maxLimit: 20 }) });
    renderDrawer(gateway);
    await screen.findByTestId('cart-line-110011');
    fireEvent.click(within(screen.getByTestId('cart-line-110011')).getByRole('button', { name: '删除' }));
    await screen.findByText('确定将「易方达优质精选混合」移出购物车吗？');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(gateway.requests('cartRemove')).toEqual([{ fundId: '110011' }]));
    await waitFor(() => expect(gateway.requests('queryShopCartData').length).toBeGreaterThan(1));
  });

  it('buy runs the server check and opens the trade password dialog (spec 02 §4)', async () => {
    const gateway = cartGateway({
      checkChartFund: () => ({ msgList: [{ fundId: '110011', passCheck: true, msg: '' }] }),
    });
    renderDrawer(gateway);
    await screen.findByTestId('cart-line-110011');
    type('110011', '1000');
    fireEvent.click(buyButton());
    await screen.findByText('购物车下单');
    expect(gateway.requests('checkChartFund')).toEqual([
      { purchaseList: [{ fundCode: '110011', amount: '1000.00' }] },
    ]);
    // The agreement is ticked by default; confirm needs a password (spec 02 §4, §5).
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: '确认下单' });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('交易密码'), { target: { value: '1357901234' } });
    expect(screen.getByLabelText<HTMLInputElement>('交易密码').value).toBe('135790');
    expect(confirm.disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
    expect(confirm.disabled).toBe(true);
    expect(screen.getByText('忘记交易密码？')).toBeTruthy();
  });
});
