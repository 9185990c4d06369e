import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import { aHolding, aSubmitResult, TODAY_TIMING, openTrading } from './testing/tradingFixtures';

const SELL = '/trade/sell?fundCode=110011';

/** A predict answer for `shares` with one lot of 3 days (1.5%) when `young`, else one lot of 400 days (0%). */
function predictOf(request: unknown, young = false) {
  const { shares = '10000.00', all } = request as { shares?: string; all?: boolean };
  const taken = all ? '10000.00' : shares;
  return {
    shares: taken,
    nav: '2.0000',
    navDate: '2026-11-24',
    amount: (Number(taken) * 2).toFixed(2),
    fee: young ? (Number(taken) * 2 * 0.015).toFixed(2) : '0.00',
    netAmount: (Number(taken) * 2 * (young ? 0.985 : 1)).toFixed(2),
    feeRateE6: young ? 15000 : 0,
    lots: [
      {
        confirmDay: young ? '2026-11-22' : '2025-10-21',
        shares: taken,
        days: young ? 3 : 400,
        feeRateE6: young ? 15000 : 0,
        fee: young ? (Number(taken) * 2 * 0.015).toFixed(2) : '0.00',
      },
    ],
    remainingShares: (10000 - Number(taken)).toFixed(2),
    underSevenDaysShares: young ? taken : '0.00',
    largeRedemption: false,
    ...TODAY_TIMING,
  };
}

describe('sell (spec 02 §2 sell, §7 redeem, predict fee, under-7-days alert; issue 12 §3)', () => {
  // The routes load their pages lazily: load them once here so that no test waits on a cold import.
  beforeAll(async () => {
    await import('./SellPage');
  });
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('shares (not yuan): the estimate per lot by holding period; 全部 sends all', async () => {
    const { gateway } = openTrading(SELL, {
      queryCanSaleFundList: () => ({ list: [aHolding()] }),
      redeemFeePredict: (request) => predictOf(request),
    });
    fireEvent.change(await screen.findByLabelText('卖出份额（份）'), { target: { value: '5000.123' } });
    const lots = await screen.findByRole('table', { name: '按持有期限预估赎回费' });
    expect(lots.textContent).toContain('2025-10-21');
    expect(lots.textContent).toContain('400');
    expect(gateway.requests('redeemFeePredict').at(-1)).toMatchObject({ shares: '5000.12', all: false });
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    await waitFor(() => expect(gateway.requests('redeemFeePredict').at(-1)).toMatchObject({ all: true }));
    expect(screen.getByLabelText<HTMLInputElement>('卖出份额（份）').value).toBe('10000.00');
  });

  it('the server refusal of the shares shows under the input with the catalogue message and blocks the sell', async () => {
    openTrading(SELL, {
      queryCanSaleFundList: () => ({ list: [aHolding()] }),
      redeemFeePredict: () => {
        throw new GatewayError(ErrorCode.SharesAboveAvailable);
      },
    });
    fireEvent.change(await screen.findByLabelText('卖出份额（份）'), { target: { value: '20000' } });
    const message = new GatewayError(ErrorCode.SharesAboveAvailable).message;
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '确认卖出' }).disabled).toBe(true);
  });

  it('shares held under 7 days: warned before the password, and the redeem says the warning was accepted', async () => {
    const { gateway } = openTrading(SELL, {
      queryCanSaleFundList: () => ({ list: [aHolding({ underSevenDaysShares: '10000.00' })] }),
      redeemFeePredict: (request) => predictOf(request, true),
      redeemLessThenSevenDaysAlert: () => ({ alert: true, shares: '5000.00' }),
      redeem: () => aSubmitResult({ tradeType: 'redemption', shares: '5000.00', amount: '10000.00' }),
    });
    fireEvent.change(await screen.findByLabelText('卖出份额（份）'), { target: { value: '5000' } });
    await screen.findByRole('table', { name: '按持有期限预估赎回费' });
    fireEvent.click(screen.getByRole('button', { name: '确认卖出' }));
    const warning =
      '您卖出的份额中有 5,000.00 份持有不足 7 天，将收取不低于 1.5% 的惩罚性赎回费，请确认是否继续。';
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(warning)).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '确认' }));
    const password = await screen.findByLabelText('交易密码');
    fireEvent.change(password, { target: { value: '135790' } });
    fireEvent.click(
      within(password.closest<HTMLElement>('[role="dialog"]')!).getByRole('button', { name: '确认卖出' }),
    );
    expect(await screen.findByText('卖出申请已受理')).toBeTruthy();
    expect(gateway.requests('redeem')).toEqual([
      expect.objectContaining({
        fundId: '110011',
        shares: '5000',
        all: false,
        underSevenDaysConfirmed: true,
        tradeDay: '2026-11-25',
      }),
    ]);
  });
});
