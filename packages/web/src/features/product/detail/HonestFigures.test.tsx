import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { t } from '@funddesk/core';
import { fakeGateway, WithGateway, type FakeGateway, type FakeHandler } from '../testing/fakeGateway';
import { fundDetail } from '../testing/fixtures';
import { FundDetailPage } from './FundDetailPage';

// The chart's plotly chunk is replaced by a stub that shows its traces and the y range it was given.
vi.mock('./PlotlyChart', () => ({
  default: ({
    data,
    layout,
  }: {
    data: Array<{ name?: string }>;
    layout: { yaxis?: { range?: [number, number]; autorange?: boolean } };
  }) => (
    <div
      data-testid="plot"
      data-range={JSON.stringify(layout.yaxis?.range ?? null)}
      data-autorange={String(layout.yaxis?.autorange)}
    >
      {data.map((trace) => trace.name).join('|')}
    </div>
  ),
}));

afterEach(cleanup);

/** The fund: founded 2008 (fixture), NAV data from 2021-01-04; CSI 300 goes below 0% while the fund stays above. */
function honestGateway(overrides: Record<string, FakeHandler> = {}): FakeGateway {
  return fakeGateway({
    fundDetail: () => fundDetail(),
    periodRate: () => ({
      fundId: '110011',
      asOf: '2026-11-20',
      dataFrom: '2021-01-04',
      list: [
        { period: '1w', rate: '1.20', indexRate: '0.50', source: 'real' },
        { period: 'since', rate: '8.68', indexRate: '-12.40', source: 'real' },
      ],
    }),
    nvTrend: () => ({ fundId: '110011', dates: [], navs: [], dailyReturns: [], simulated: [] }),
    achievementTrend: (req) => {
      const indexCode = (req as { indexCode?: string }).indexCode ?? '399300';
      return {
        fundId: '110011',
        indexCode,
        indexName: '沪深300',
        indexAvailable: true,
        availableIndices: ['399300', '000001', '399006'],
        fund: [
          { date: '2026-11-18', value: '0.00', source: 'real' },
          { date: '2026-11-19', value: '4.00', source: 'real' },
          { date: '2026-11-20', value: '6.50', source: 'real' },
        ],
        index: [
          { date: '2026-11-18', value: '0.00', source: 'real' },
          { date: '2026-11-19', value: '-7.25', source: 'real' },
          { date: '2026-11-20', value: '-3.10', source: 'real' },
        ],
      };
    },
    queryUserFundFeeAndDiscount: () => ({
      fundId: '110011',
      fundFeeSplitRateList: [],
      buyRate: [],
      sellRate: [],
      manageFeeE6: 15000,
      custodyFeeE6: 2500,
      source: 'simulated',
    }),
    ...overrides,
  });
}

function renderDetail(gateway: FakeGateway) {
  const router = createMemoryRouter(
    [{ path: '/product/equality/:fundId', element: <FundDetailPage template={3} /> }],
    { initialEntries: ['/product/equality/110011'] },
  );
  render(
    <WithGateway gateway={gateway}>
      <RouterProvider router={router} />
    </WithGateway>,
  );
}

describe('honest figures on the fund detail (issue 17 §3; spec 03 §7 periodrate, achievementTrend, §3 indices)', () => {
  it('成立以来 of a fund founded in 2008 whose data starts in 2021 is labelled 2021年以来 (table and chart)', async () => {
    renderDetail(honestGateway());
    const table = await screen.findByTestId('period-returns');
    await within(table).findByText('2021年以来');
    expect(within(table).queryByText(t('product.period.since'))).toBeNull();
    expect(within(table).getByText('+8.68%')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '2021年以来' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('product.period.all') })).toBeNull();
  });

  it('a fund whose data starts at its inception keeps 成立以来', async () => {
    renderDetail(honestGateway({ fundDetail: () => ({ ...fundDetail(), establishDate: '2021-01-01' }) }));
    const table = await screen.findByTestId('period-returns');
    expect(await within(table).findByText(t('product.period.since'))).toBeTruthy();
    expect(within(table).queryByText('2021年以来')).toBeNull();
  });

  it('the 沪深300 line is not clipped at 0%: the y range covers both series, the index below zero included', async () => {
    renderDetail(honestGateway());
    const plot = await screen.findByTestId('plot');
    await waitFor(() => expect(plot.textContent).toContain('沪深300'));
    const range = JSON.parse(plot.getAttribute('data-range') ?? 'null') as [number, number] | null;
    expect(range).not.toBeNull();
    expect(range![0]).toBeLessThan(-7.25);
    expect(range![1]).toBeGreaterThan(6.5);
    expect(plot.getAttribute('data-autorange')).toBe('false');
  });

  it('benchmarks without data are disabled in the selector itself and say 暂无数据 (深证成指, 中证全债)', async () => {
    renderDetail(honestGateway());
    await screen.findByTestId('plot');
    const select = screen.getByRole('combobox', { name: t('product.chart.benchmark') });
    await waitFor(() => {
      const szse = within(select).getByRole('option', {
        name: t('honest.benchmark.noData', { index: '深证成指' }),
      });
      expect((szse as HTMLOptionElement).disabled).toBe(true);
    });
    const bond = within(select).getByRole('option', {
      name: t('honest.benchmark.noData', { index: '中证全债' }),
    });
    expect((bond as HTMLOptionElement).disabled).toBe(true);
    const csi = within(select).getByRole('option', { name: '沪深300' });
    expect((csi as HTMLOptionElement).disabled).toBe(false);
  });
});
