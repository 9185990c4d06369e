import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../app/session';
import { aRatioFund, openFundTools } from './testing';

const answer = (request: unknown) => ({
  amount: (request as { amount: string }).amount,
  funds: [aRatioFund(), aRatioFund({ fundId: '000003', fundName: '中海可转债债券A' })],
  source: 'simulated',
});

describe('费率比较 /fundTools/ratioCompare (issue 14 §5; spec 02 §5 fees)', () => {
  beforeAll(async () => {
    await import('./RatioComparePage');
  });
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('shows the standard and discounted purchase rate, the fee, the tiers, yearly fees and 1/3/5-year totals, marked 模拟', async () => {
    openFundTools('/fundTools/ratioCompare?funds=000001,000003', { fundCompareRatio: answer });
    const table = await screen.findByRole('table', { name: '费率比较' });
    const cells = (name: RegExp) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(/原费率/)[0]).toBe('1.50%');
    expect(cells(/优惠费率/)[0]).toBe('0.15%（1.0折）');
    expect(cells(/申购费用/)[0]).toBe('149.78');
    expect(cells(/管理费/)[0]).toBe('1.20%');
    expect(cells(/托管费/)[0]).toBe('0.20%');
    expect(cells(/持有 3 年总费用/)).toEqual(['4,349.78', '4,349.78']);
    expect(cells(/赎回费/)[0]).toContain('持有期限<7天：1.50%');
    expect(within(table).getAllByText('模拟').length).toBeGreaterThan(0);
    expect(screen.getByTestId('simulated-legend')).toBeTruthy();
  });

  it('asks again for a typed amount and asks nothing for an invalid one', async () => {
    const { gateway } = openFundTools('/fundTools/ratioCompare?funds=000001,000003', {
      fundCompareRatio: answer,
    });
    await screen.findByRole('table', { name: '费率比较' });
    const input = screen.getByLabelText('投资金额（元）');
    fireEvent.change(input, { target: { value: '500000' } });
    await waitFor(() =>
      expect(gateway.requests('fundCompareRatio').at(-1)).toEqual({
        fundIds: ['000001', '000003'],
        amount: '500000',
      }),
    );
    const before = gateway.requests('fundCompareRatio').length;
    fireEvent.change(input, { target: { value: '0' } });
    expect(await screen.findByText('请输入大于 0 的金额，最多两位小数')).toBeTruthy();
    expect(gateway.requests('fundCompareRatio').length).toBe(before);
  });
});
