import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import {
  AFTER_CUT_OFF_TIMING,
  aPreInfo,
  aSubmitResult,
  menuOf,
  openTrading,
} from './testing/tradingFixtures';

const BUY = '/trade/buy?fundCode=110011';

async function typeAmount(text: string) {
  const input = await screen.findByLabelText('买入金额（元）');
  fireEvent.change(input, { target: { value: text } });
  return input;
}

/** Presses 确认买入, ticks every risk statement and confirms the risk dialog. */
async function throughRisk() {
  fireEvent.click(screen.getByRole('button', { name: '确认买入' }));
  const dialog = await screen.findByRole('dialog');
  for (const box of within(dialog).getAllByRole('checkbox')) {
    if (!(box as HTMLInputElement).checked) fireEvent.click(box);
  }
  const buttons = within(dialog).getAllByRole('button');
  fireEvent.click(buttons[buttons.length - 1]!);
}

describe('buy (spec 02 §2 buy, §5 amount rules, §4 flow; issue 12 §2)', () => {
  // The routes load their pages lazily: load them once here so that no test waits on a cold import.
  beforeAll(async () => {
    await import('./BuyPage');
    await import('./AcQaPage');
  });
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('shows the pre-info: open state, limits, fee tiers with the discount, trade and confirm days', async () => {
    openTrading(BUY, { tradePreInfo: () => aPreInfo() });
    const facts = await screen.findByLabelText('交易信息');
    expect(facts.textContent).toContain('开放申购赎回');
    expect(facts.textContent).toContain('2026-11-26');
    const tiers = screen.getByRole('table', { name: '申购费率' });
    expect(tiers.textContent).toContain('1.50%');
    expect(tiers.textContent).toContain('0.15%（1.0折）');
    expect(screen.getByText('本笔申请按 2026-11-25 的交易日处理，预计 2026-11-26 确认。')).toBeTruthy();
  });

  it('the amount is judged by the cart rule with its messages (below the minimum, above the single cap)', async () => {
    openTrading(BUY, { tradePreInfo: () => aPreInfo() });
    await typeAmount('50');
    expect(await screen.findByText('交易金额低于起投金额！')).toBeTruthy();
    await typeAmount('60000');
    expect(await screen.findByText('交易金额超过单笔购买上限，请及时与客户经理沟通确认额度！')).toBeTruthy();
  });

  it('estimates the fee by 价外法 with the discount and the shares at the latest NAV', async () => {
    openTrading(BUY, { tradePreInfo: () => aPreInfo() });
    await typeAmount('10000');
    // 10000 / 1.0015 = 9985.02 -> fee 14.98; 9985.02 / 2.0000 = 4992.51 shares.
    expect(await screen.findByText(/14\.98元/)).toBeTruthy();
    expect(screen.getByText(/4,992\.51份/)).toBeTruthy();
  });

  it('after 15:00 the form and the password dialog say which trading day the order counts for', async () => {
    openTrading(BUY, { tradePreInfo: () => aPreInfo({ ...AFTER_CUT_OFF_TIMING }) });
    const note = '当前已过 15:00 交易截止时间，本笔申请将按 2026-11-26 的交易日处理，预计 2026-11-27 确认。';
    expect(await screen.findByText(note)).toBeTruthy();
    await typeAmount('10000');
    await throughRisk();
    const dialog = await screen.findByRole('dialog', { name: '买入' });
    expect(within(dialog).getByText(note)).toBeTruthy();
  });

  it('a double click on the password confirm places one order with one idempotency key and shows the result', async () => {
    const { gateway } = openTrading(BUY, {
      tradePreInfo: () => aPreInfo(),
      purchase: () => aSubmitResult(),
    });
    await typeAmount('10000');
    await throughRisk();
    fireEvent.change(await screen.findByLabelText('交易密码'), { target: { value: '135790' } });
    const dialogConfirm = within(await screen.findByRole('dialog', { name: '买入' })).getByRole('button', {
      name: '确认买入',
    });
    fireEvent.click(dialogConfirm);
    fireEvent.click(dialogConfirm);
    expect(await screen.findByText('买入申请已受理')).toBeTruthy();
    const requests = gateway.requests('purchase') as { idempotencyKey: string; amount: string }[];
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      fundId: '110011',
      amount: '10000.00',
      tradePassword: '135790',
      tradeDay: '2026-11-25',
      riskConfirmed: true,
    });
    expect(requests[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('a wrong trade password stays in the dialog; the retry is a new submission with a new key', async () => {
    let calls = 0;
    const { gateway } = openTrading(BUY, {
      tradePreInfo: () => aPreInfo(),
      purchase: () => {
        calls += 1;
        if (calls === 1)
          throw new GatewayError(ErrorCode.TradePasswordWrong, '输入错误，继续输错4次后账户将会被锁定');
        return aSubmitResult();
      },
    });
    await typeAmount('10000');
    await throughRisk();
    const dialog = await screen.findByRole('dialog', { name: '买入' });
    fireEvent.change(within(dialog).getByLabelText('交易密码'), { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认买入' }));
    expect(await within(dialog).findByText('输入错误，继续输错4次后账户将会被锁定')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('交易密码'), { target: { value: '135790' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认买入' }));
    expect(await screen.findByText('买入申请已受理')).toBeTruthy();
    const keys = (gateway.requests('purchase') as { idempotencyKey: string }[]).map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a closed fund shows why and cannot be bought; an expired assessment cannot buy either', async () => {
    openTrading(BUY, {
      tradePreInfo: () => aPreInfo({ canBuy: false, openDayCode: '310', refusalCode: null }),
    });
    expect(await screen.findByText('该基金当前不可申购（封闭期产品，暂停交易至预计到期日）')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: '确认买入' }).disabled).toBe(true),
    );
  });

  it('the A/C explainer is reachable from the form', async () => {
    const { router } = openTrading(BUY, { tradePreInfo: () => aPreInfo(), personMenu: menuOf(['subs']) });
    fireEvent.click(await screen.findByRole('link', { name: 'A类与C类份额有什么区别？' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trade/acQa'));
    expect(await screen.findByRole('table', { name: 'A类与C类份额的区别' })).toBeTruthy();
  });
});
