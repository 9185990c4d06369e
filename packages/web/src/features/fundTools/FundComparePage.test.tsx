import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../app/session';
import { aCompareFund, aSearchItem, openFundTools } from './testing';

// plotly is mocked: the stub lists the traces it was handed (as the fund detail's TrendChart test does).
vi.mock('plotly.js-basic-dist-min', () => ({ default: { name: 'plotly-stub' } }));
vi.mock('react-plotly.js/factory', () => ({
  default:
    () =>
    ({ data }: { data: Array<{ name?: string; y?: Array<number | null> }> }) => (
      <div data-testid="plot">
        {data.map((trace) => `${trace.name ?? ''}:${trace.y?.[0] ?? ''}`).join('|')}
      </div>
    ),
}));

const withoutNav = aCompareFund({
  fundId: '000002',
  fundName: '无净值基金',
  navFrom: null,
  navTo: null,
  returns: aCompareFund().returns.map((r) => ({ ...r, rate: null })),
  risk: [],
  establishDate: null,
});

function basicAnswer() {
  return {
    asOf: '2026-02-13',
    from: '2021-01-04',
    riskFreeRate: '1.50',
    funds: [aCompareFund(), withoutNav],
  };
}

function trendAnswer() {
  return {
    from: '2021-01-04',
    to: '2026-02-13',
    dates: ['2021-01-04', '2021-01-05'],
    series: [
      { fundId: '000001', fundName: '华夏成长混合', values: ['0.00', '0.51'] },
      { fundId: '000002', fundName: '无净值基金', values: [null, null] },
    ],
  };
}

function quarterlyAnswer() {
  return {
    asOf: '2026-02-13',
    quarters: ['2025Q3', '2025Q4', '2026Q1'],
    partial: true,
    series: [
      { fundId: '000001', fundName: '华夏成长混合', rates: ['20.00', '10.00', '-10.00'] },
      { fundId: '000002', fundName: '无净值基金', rates: [null, null, null] },
    ],
  };
}

function positionsAnswer() {
  return {
    quarter: '2025Q4',
    source: 'simulated',
    funds: [
      {
        fundId: '000001',
        fundName: '华夏成长混合',
        assets: [
          { kind: 'stock', percent: '80.00' },
          { kind: 'bond', percent: '10.00' },
          { kind: 'fund', percent: '0.00' },
          { kind: 'other', percent: '1.00' },
          { kind: 'cash', percent: '9.00' },
        ],
        industries: [
          { industry: 'electronics', percent: '20.00' },
          { industry: 'pharma', percent: '15.00' },
          { industry: 'food', percent: '10.00' },
          { industry: 'banks', percent: '8.00' },
          { industry: 'media', percent: '7.00' },
          { industry: 'other', percent: '20.00' },
        ],
      },
      {
        fundId: '000002',
        fundName: '无净值基金',
        assets: [
          { kind: 'stock', percent: '0.00' },
          { kind: 'bond', percent: '95.00' },
          { kind: 'fund', percent: '0.00' },
          { kind: 'other', percent: '1.00' },
          { kind: 'cash', percent: '4.00' },
        ],
        industries: [],
      },
    ],
  };
}

const allAnswers = {
  fundCompareBasic: basicAnswer,
  fundComparePerformanceTrend: trendAnswer,
  fundCompareQuarterlyChart: quarterlyAnswer,
  fundComparePositionDistribution: positionsAnswer,
};

describe('基金比较 /fundTools/fundCompare (issue 14 §5)', () => {
  beforeAll(async () => {
    await import('./FundComparePage');
  });
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('shows the funds side by side: facts, common period, returns labelled 2021年以来, risk figures, one chart', async () => {
    const { gateway } = openFundTools('/fundTools/fundCompare?funds=000001,000002', allAnswers);
    const facts = await screen.findByRole('table', { name: '基本信息' });
    expect(within(facts).getByRole('columnheader', { name: /华夏成长混合/ })).toBeTruthy();
    const riskRow = within(facts).getByRole('rowheader', { name: /风险等级/ });
    // The modelled risk level carries the 模拟 mark on its row header, with one legend.
    expect(riskRow.textContent).toContain('模拟');
    expect(within(facts.closest('section, .bp6-card')!).getByTestId('simulated-legend')).toBeTruthy();
    expect(within(facts).getByRole('rowheader', { name: '成立时间' }).closest('tr')!.textContent).toContain(
      '2001-12-18',
    );
    // A fund without NAV says so instead of figures.
    expect(screen.getByTestId('no-nav-000002').textContent).toBe('暂无净值数据');
    expect(screen.getByTestId('compare-period').textContent).toContain('2021-01-04 至 2026-02-13');

    const returns = screen.getByRole('table', { name: '区间收益' });
    const since = within(returns).getByRole('rowheader', { name: '2021年以来' }).closest('tr')!;
    expect(
      within(since)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['-16.26%', '--']);
    const oneYear = within(returns).getByRole('rowheader', { name: '近1年' }).closest('tr')!;
    expect(within(oneYear).getAllByRole('cell')[0]!.textContent).toBe('+12.34%');

    const risk = screen.getByRole('table', { name: '风险指标 · 近1年' });
    const mdd = within(risk).getByRole('rowheader', { name: '最大回撤' }).closest('tr')!;
    expect(
      within(mdd)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['9.87%', '--']);
    expect(screen.getByText(/无风险利率 1.50%/)).toBeTruthy();

    const trendChart = await screen.findByTestId('compare-chart');
    expect((await within(trendChart).findByTestId('plot')).textContent).toContain('华夏成长混合（000001）:0');
    expect(gateway.requests('fundCompareBasic')).toEqual([{ fundIds: ['000001', '000002'] }]);
  });

  it('季度涨幅 from real NAV (spec 03 §7 quarterlyChart) and 持仓分布 marked 模拟 (positionDistribution)', async () => {
    openFundTools('/fundTools/fundCompare?funds=000001,000002', allAnswers);
    const quarterly = await screen.findByRole('table', { name: '季度涨幅' });
    // Newest first; the running quarter says up to which NAV day.
    const rows = within(quarterly)
      .getAllByRole('rowheader')
      .map((r) => r.textContent);
    expect(rows).toEqual(['2026年1季度截至 2026-02-13', '2025年4季度', '2025年3季度']);
    const q4 = within(quarterly).getByRole('rowheader', { name: '2025年4季度' }).closest('tr')!;
    expect(
      within(q4)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['+10.00%', '--']);
    expect(screen.getByRole('img', { name: '所选基金最近 3 个季度的涨幅柱状图' })).toBeTruthy();

    const heading = await screen.findByRole('heading', { name: /持仓分布/ });
    expect(heading.textContent).toContain('模拟');
    expect(screen.getByTestId('positions-quarter').textContent).toContain('2025年4季度');
    const assets = screen.getByRole('table', { name: '资产配置（占净值比）' });
    const stock = within(assets).getByRole('rowheader', { name: '股票' }).closest('tr')!;
    expect(
      within(stock)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['80.00%', '0.00%']);
    const industries = screen.getByRole('table', { name: '行业分布（占净值比）' });
    const first = within(industries).getByRole('rowheader', { name: '第 1 大行业' }).closest('tr')!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['电子 20.00%', '无股票持仓']);
  });

  it('asks nothing with fewer than 2 funds and says how many are needed; adding from the search adds to the URL', async () => {
    const { gateway, router } = openFundTools('/fundTools/fundCompare?funds=000001', {
      fundSearch: () => ({
        content: [aSearchItem('000003', '中海可转债债券A')],
        totalElements: 1,
        page: 0,
        size: 20,
      }),
      fundCompareBasic: basicAnswer,
      fundComparePerformanceTrend: trendAnswer,
    });
    expect(await screen.findByText('请至少选择 2 只基金')).toBeTruthy();
    expect(gateway.requests('fundCompareBasic')).toEqual([]);
    fireEvent.change(screen.getByLabelText('添加基金（代码、名称或拼音简称）'), {
      target: { value: '000003' },
    });
    fireEvent.click(await screen.findByRole('button', { name: '添加 中海可转债债券A' }));
    await waitFor(() => expect(router.state.location.search).toBe('?funds=000001%2C000003'));
    await waitFor(() =>
      expect(gateway.requests('fundCompareBasic')).toEqual([{ fundIds: ['000001', '000003'] }]),
    );
  });

  it('a chosen fund can be removed by its named button', async () => {
    const { router } = openFundTools('/fundTools/fundCompare?funds=000001,000002', {
      fundCompareBasic: basicAnswer,
      fundComparePerformanceTrend: trendAnswer,
    });
    fireEvent.click(await screen.findByRole('button', { name: '移除 无净值基金' }));
    await waitFor(() => expect(router.state.location.search).toBe('?funds=000001'));
  });
});
