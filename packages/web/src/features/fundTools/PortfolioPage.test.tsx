import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayError, type PortfolioSummary } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import { anAccount } from '../trade/testing/screensFixtures';
import { equalWeights, weightSum } from './PortfolioEditPage';
import { openFundTools } from './testing';

// plotly is mocked: the stub lists the traces it was handed (as the comparison's test does).
vi.mock('plotly.js-basic-dist-min', () => ({ default: { name: 'plotly-stub' } }));
vi.mock('react-plotly.js/factory', () => ({
  default:
    () =>
    ({ data }: { data: Array<{ name?: string; y?: Array<number | null> }> }) => (
      <div data-testid="plot">
        {data.map((trace) => `${trace.name ?? ''}:${trace.y?.at(-1) ?? ''}`).join('|')}
      </div>
    ),
}));

const menu = (privilegeCodes: string[]) => () => ({ menuList: [], routeCodes: [], privilegeCodes });

function aPortfolio(overrides: Partial<PortfolioSummary> = {}): PortfolioSummary {
  return {
    portfolioId: 'P1',
    groupId: '10000001',
    name: '稳健组合',
    funds: [
      { fundId: '000001', fundName: '华夏成长混合', weight: '60.00' },
      { fundId: '000003', fundName: '中海可转债A', weight: '40.00' },
    ],
    updatedAt: '2026-02-13T10:00:00+08:00',
    updatedBy: '张三',
    ...overrides,
  };
}

const backtest = {
  benchmark: '399300',
  benchmarkName: '沪深300',
  availableIndices: ['399300', '000001', '399006'],
  rebalance: 'none',
  dataFrom: '2021-01-04',
  from: '2021-01-04',
  to: '2021-01-06',
  riskFreeRate: '1.50',
  funds: [
    { fundId: '000001', fundName: '华夏成长混合', weight: '60.00', carriedDays: 0 },
    { fundId: '000003', fundName: '中海可转债A', weight: '40.00', carriedDays: 2 },
  ],
  rebalances: [],
  dates: ['2021-01-04', '2021-01-05', '2021-01-06'],
  portfolio: ['1.0000', '1.0100', '1.0250'],
  benchmarkValues: ['1.0000', '0.9900', '1.0050'],
  metrics: {
    portfolio: {
      totalReturn: '2.50',
      annualisedReturn: '100.00',
      volatility: '12.00',
      maxDrawdown: '0.00',
      sharpe: '8.21',
    },
    benchmark: {
      totalReturn: '0.50',
      annualisedReturn: '20.00',
      volatility: '15.00',
      maxDrawdown: '1.00',
      sharpe: '1.23',
    },
  },
};

function open(handlers: Record<string, (request: unknown) => unknown> = {}, path = '/fundTools/combineFund') {
  return openFundTools(path, {
    personMenu: menu(['fund_tools', 'fund_portfolio_mgt_edit', 'shopping_cart']),
    queryAccountList: () => ({ orgList: [anAccount('10000001', '鼎元投资管理有限公司')] }),
    portfolioList: () => ({
      list: [aPortfolio()],
      pagination: { currentPage: 1, pagesize: 20, pageCount: 1, totalRows: 1 },
    }),
    portfolioBacktest: () => backtest,
    addCartNumInfo: () => ({ added: 0, maxLimit: 20, fundIds: [] }),
    ...handlers,
  });
}

describe('模拟组合 /fundTools/combineFund (issue 14 §4)', () => {
  beforeAll(async () => {
    await import('./PortfolioPage');
    await import('./PortfolioEditPage');
  });
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it("lists the account's portfolios and back-tests the first: metrics portfolio vs benchmark, one chart, the carried NAV said", async () => {
    const { gateway } = open();
    const table = await screen.findByTestId('backtest-metrics');
    expect(gateway.requests('queryAccountList')).toEqual([{ privilegeCode: 'asset_mgt' }]);
    expect(gateway.requests('portfolioList')[0]).toMatchObject({ groupId: '10000001' });
    expect(gateway.requests('portfolioBacktest')[0]).toEqual({
      portfolioId: 'P1',
      benchmark: '399300',
      rebalance: 'none',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]!.textContent).toContain('沪深300');
    expect(rows.find((r) => r.textContent?.includes('期末净值'))!.textContent).toContain('1.0250');
    expect(rows.find((r) => r.textContent?.includes('最大回撤'))!.textContent).toContain('1.00%');
    expect(rows.find((r) => r.textContent?.includes('夏普比率'))!.textContent).toContain('无风险利率 1.50%');
    expect(screen.getByText('000003 有 2 个交易日无净值，沿用前一净值')).toBeTruthy();
    // The chart: both lines as percent since the first day.
    expect((await screen.findByTestId('plot')).textContent).toBe(
      '组合（稳健组合）:2.5|沪深300（399300）:0.5',
    );
  });

  it('offers the benchmarks without data disabled with 暂无数据, and runs with the chosen benchmark, rebalancing and dates', async () => {
    const { gateway } = open();
    await screen.findByTestId('backtest-metrics');
    const select = screen.getByLabelText<HTMLSelectElement>('业绩基准');
    const option = within(select).getByText<HTMLOptionElement>('深证成指（暂无数据）');
    expect(option.disabled).toBe(true);
    fireEvent.change(select, { target: { value: '399006' } });
    fireEvent.change(screen.getByLabelText('再平衡'), { target: { value: 'monthly' } });
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2023-01-03' } });
    fireEvent.click(screen.getByRole('button', { name: '开始回测' }));
    await waitFor(() =>
      expect(gateway.requests('portfolioBacktest').at(-1)).toEqual({
        portfolioId: 'P1',
        benchmark: '399006',
        rebalance: 'monthly',
        from: '2023-01-03',
      }),
    );
  });

  it('buys through the cart: every line listed with its amount, a line under its minimum reported', async () => {
    const { gateway } = open({
      portfolioBuy: () => ({
        amount: '1000.00',
        lines: [
          {
            fundId: '000001',
            fundName: '华夏成长混合',
            weight: '60.00',
            amount: '600.00',
            added: true,
            code: null,
            message: null,
          },
          {
            fundId: '000003',
            fundName: '中海可转债A',
            weight: '40.00',
            amount: '400.00',
            added: false,
            code: 'rules.cart.belowMinimum',
            message: '交易金额低于起投金额！',
          },
        ],
      }),
    });
    await screen.findByTestId('backtest-metrics');
    fireEvent.change(screen.getByLabelText('购买总金额（元）'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    const lines = await screen.findByTestId('buy-lines');
    expect(gateway.requests('portfolioBuy')).toEqual([{ portfolioId: 'P1', amount: '1000' }]);
    expect(within(lines).getAllByRole('row')[1]!.textContent).toContain('已加入购物车');
    expect(within(lines).getAllByRole('row')[2]!.textContent).toContain('交易金额低于起投金额！');
  });

  it('deletes after the confirmation and reloads the list', async () => {
    const { gateway } = open({ portfolioDelete: () => ({ portfolioId: 'P1' }) });
    fireEvent.click(await screen.findByRole('button', { name: '删除 稳健组合' }));
    expect(screen.getByText('确定删除组合「稳健组合」吗？')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(gateway.requests('portfolioDelete')).toEqual([{ portfolioId: 'P1' }]));
    await waitFor(() => expect(gateway.requests('portfolioList').length).toBeGreaterThan(1));
  });

  it('hides create, edit and delete without fund_portfolio_mgt_edit', async () => {
    open({ personMenu: menu(['fund_tools']) });
    await screen.findByTestId('backtest-metrics');
    expect(screen.queryByRole('button', { name: '新建组合' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除 稳健组合' })).toBeNull();
  });
});

describe('编辑组合 /fundTools/combineFundEdit (issue 14 §4)', () => {
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('equal weights of 3 funds sum to 100.00 (33.34, 33.33, 33.33); the sum shows as typed', () => {
    expect(equalWeights(3)).toEqual(['33.34', '33.33', '33.33']);
    expect(
      weightSum([
        { fundId: 'a', fundName: 'a', weight: '33.33' },
        { fundId: 'b', fundName: 'b', weight: '66.66' },
      ]),
    ).toBe('99.99');
  });

  it('loads a portfolio, edits a weight and saves; a refusal (FD3021) keeps the page', async () => {
    let refuse = true;
    const { gateway } = open(
      {
        portfolioDetail: () => ({
          portfolio: aPortfolio(),
          history: [
            {
              at: '2026-02-13T10:00:00+08:00',
              by: '张三',
              action: 'create',
              before: null,
              after: { name: '稳健组合', funds: [{ fundId: '000001', weight: '100.00' }] },
            },
          ],
        }),
        portfolioEdit: () => {
          if (refuse) throw new GatewayError('FD3021', undefined, { detail: { sum: '99.99' } });
          return { portfolioId: 'P1' };
        },
      },
      '/fundTools/combineFundEdit?portfolioId=P1',
    );
    const weight = await screen.findByLabelText<HTMLInputElement>('华夏成长混合 的权重（%）');
    await waitFor(() => expect(weight.value).toBe('60.00'));
    expect(screen.getByText('稳健组合：000001 100.00%')).toBeTruthy();
    fireEvent.change(weight, { target: { value: '59.99' } });
    expect(screen.getByTestId('weight-sum').textContent).toBe('权重合计 99.99%');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(gateway.requests('portfolioEdit')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: '编辑组合' })).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: '等权分配' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(gateway.requests('portfolioEdit').at(-1)).toEqual({
        portfolioId: 'P1',
        name: '稳健组合',
        funds: [
          { fundId: '000001', weight: '50.00' },
          { fundId: '000003', weight: '50.00' },
        ],
      }),
    );
  });
});
