import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../app/session';
import { aPreInfo, openTrading } from '../trading/testing/tradingFixtures';

afterEach(() => {
  cleanup();
  sessionStore.set({});
});

describe('the purchase’s expired-assessment dialog (spec 02 §5 "buttons to take the assessment or cancel"; issue 15 §4)', () => {
  beforeAll(async () => {
    await import('../trading/BuyPage');
  });
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));

  it('an expired assessment: 确认买入 opens the dialog; 去测评 goes to the questionnaire that returns here with the amount', async () => {
    const { router, gateway } = openTrading('/trade/buy?fundCode=110011', {
      tradePreInfo: () => aPreInfo({ riskExpired: true, riskExpireDate: '2025-06-30' }),
    });
    fireEvent.change(await screen.findByLabelText('买入金额（元）'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: '确认买入' }));
    const dialog = await screen.findByRole('dialog', { name: '风险测评' });
    expect(within(dialog).getByText('您的风险测评已过期，暂不能购买该类产品，请先更新风险测评')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '去测评' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/riskQuestions'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/trade/buy?fundCode=110011&amount=1000.00',
    );
    expect(gateway.requests('purchase')).toHaveLength(0);
  });

  it('back from the questionnaire the amount is filled in; 取消 closes the dialog of a missing assessment', async () => {
    openTrading('/trade/buy?fundCode=110011&amount=1000', {
      tradePreInfo: () => aPreInfo({ userRiskLevel: null, riskExpireDate: null, riskExpired: true }),
    });
    expect((await screen.findByLabelText<HTMLInputElement>('买入金额（元）')).value).toBe('1000');
    fireEvent.click(screen.getByRole('button', { name: '确认买入' }));
    const dialog = await screen.findByRole('dialog', { name: '风险测评' });
    expect(within(dialog).getByText('您尚未完成风险测评，请先完成风险测评')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '风险测评' })).toBeNull());
  });
});
