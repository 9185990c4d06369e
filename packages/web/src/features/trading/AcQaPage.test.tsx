import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { classCost } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import { classSchedules } from './AcQaPage';
import { aPreInfo, openTrading } from './testing/tradingFixtures';

function open(preInfo = aPreInfo()) {
  return openTrading(`/trade/acQa?fundCode=${preInfo.fundId}`, { tradePreInfo: () => preInfo }).gateway;
}

describe('A/C class explainer (spec 02 §2 acQa; issue 12 §2)', () => {
  // The route loads its page lazily: load it once here so that no test waits on a cold import.
  beforeAll(async () => {
    await import('./AcQaPage');
  });
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('each period shows the purchase, service and redemption fee of both classes from the fund tiers', async () => {
    const info = aPreInfo();
    open(info);
    const table = await screen.findByRole('table', { name: 'A类与C类份额的区别' });
    const schedules = classSchedules(info);
    // 30 days: A pays the discounted purchase fee and the 0.5% tier; C the service fee and the same tier.
    const a30 = classCost(schedules.a, '100000', 30);
    const c30 = classCost(schedules.c, '100000', 30);
    expect(a30.redemptionFee).not.toBe('0.00');
    const row = within(table).getByRole('rowheader', { name: '30天' }).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    const yuan = (v: string) => Number(v).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(cells.slice(0, 6)).toEqual([
      yuan(a30.purchaseFee),
      yuan(a30.redemptionFee),
      yuan(a30.total),
      yuan(c30.serviceFee),
      yuan(c30.redemptionFee),
      yuan(c30.total),
    ]);
    expect(cells[6]).toBe(a30.total < c30.total ? 'A类' : 'C类');
    // Over a year no redemption fee is left for either class.
    const year = within(table).getByRole('rowheader', { name: '365天' }).closest('tr')!;
    expect(within(year).getAllByRole('cell')[1]!.textContent).toBe('0.00');
    // The modelled fee columns carry the 模拟 mark with one legend (issue 17 §3).
    expect(screen.getByTestId('simulated-legend')).toBeTruthy();
  });

  it('an A-class fund without its C figures says the 0.40%/yr service fee is the typical one', async () => {
    open(aPreInfo({ shareClass: 'A', serviceFeeE6: 0 }));
    expect(await screen.findByText(/按市场常见的 0.40%\/年 估算/)).toBeTruthy();
  });
});
