import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../app/session';
import { anAccount } from '../trade/testing/screensFixtures';
import type { FakeHandler } from '../product/testing/fakeGateway';
import { openFundTools } from './testing';

// plotly is mocked: the stub lists the slices it was handed.
vi.mock('plotly.js-basic-dist-min', () => ({ default: { name: 'plotly-stub' } }));
vi.mock('react-plotly.js/factory', () => ({
  default:
    () =>
    ({ data }: { data: Array<{ labels?: string[]; y?: number[] }> }) => (
      <div data-testid="plot">{data[0]?.labels?.join('|') ?? data[0]?.y?.join('|')}</div>
    ),
}));

const share = (key: string, label: string, marketValue: string, percent: string) => ({
  key,
  label,
  marketValue,
  percent,
});

function aPosition(fundId: string, fundName: string, marketValue: string) {
  return {
    groupId: '10000001',
    corpName: '鼎元投资管理有限公司',
    fundId,
    fundName,
    fundTypeCode: 'A',
    shares: '10000.00',
    cost: '9000.00',
    nav: '2.0000',
    navDate: '2026-02-13',
    marketValue,
    holdingProfit: '1000.00',
    holdingProfitRate: '11.11',
    dayProfit: '0.00',
    navSource: 'real',
  };
}

/** A 收益走势 day: value, net invested, profits and the two returns. */
const trendDay = (
  date: string,
  marketValue: string,
  profit: string,
  returnPercent: string,
  benchmarkPercent: string | null,
) => ({
  date,
  marketValue,
  netInvested: '10000.00',
  profit,
  periodProfit: profit,
  returnPercent,
  benchmarkPercent,
  simulated: false,
  funds: 1,
});

/** pa/queryPeriodProfitTrend's answer for a period and benchmark (an account bought 10,000 yuan on 2026-02-10). */
function trendAnswer(request: unknown) {
  const { period, benchmark } = request as { period: string; benchmark: string };
  return {
    period,
    benchmark,
    benchmarkName: benchmark === '000001' ? '上证指数' : '沪深300',
    availableIndices: ['399300', '000001', '399006'],
    benchmarkTo: '2026-02-12',
    from: '2026-02-09',
    to: '2026-02-12',
    firstTradeDay: '2026-02-10',
    held: true,
    simulatedNav: false,
    untracedFunds: [],
    days: [
      trendDay('2026-02-09', '0.00', '0.00', '0.00', '0.00'),
      trendDay('2026-02-10', '9985.00', '-15.00', '-0.15', '0.40'),
      trendDay('2026-02-11', '10100.00', '100.00', '1.00', '-0.25'),
      trendDay('2026-02-12', '10250.50', '250.50', '2.51', '1.10'),
    ],
    summary: {
      startValue: '0.00',
      endValue: '10250.50',
      netInflow: '10000.00',
      periodProfit: '250.50',
      cumulativeProfit: '250.50',
      periodReturn: '2.51',
      benchmarkReturn: '1.10',
    },
  };
}

function open(overrides: Record<string, FakeHandler> = {}) {
  return openFundTools('/fundTools/analysis', {
    analysisPeriodProfitTrend: trendAnswer,
    personMenu: () => ({ menuList: [], routeCodes: [], privilegeCodes: ['fund_tools', 'asset_mgt'] }),
    queryAccountList: () => ({ orgList: [anAccount('10000001', '鼎元投资管理有限公司')] }),
    analysisAllocation: () => ({
      totalMarketValue: '30000.00',
      positions: 2,
      byType: [share('2', '混合型', '20000.00', '66.67'), share('3', '债券型', '10000.00', '33.33')],
      byRisk: [share('zxfxdj_3', '中风险', '30000.00', '100.00')],
      byCompany: [share('华夏基金管理有限公司', '华夏基金管理有限公司', '30000.00', '100.00')],
      riskSimulated: true,
    }),
    analysisBasicInfo: () => ({
      totalMarketValue: '30000.00',
      totalCost: '28000.00',
      holdingProfit: '2000.00',
      holdingProfitRate: '7.14',
      dayProfit: '-120.50',
      positions: 2,
      funds: 2,
      asOf: '2026-02-13',
      simulatedNav: false,
    }),
    analysisPositionList: () => ({
      list: [
        {
          ...aPosition('000001', '华夏成长混合', '20000.00'),
          weight: '66.67',
        },
        { ...aPosition('000003', '中海可转债债券A', '10000.00'), weight: '33.33' },
      ],
    }),
    analysisAccountDaily: () => ({
      from: '2026-02-12',
      to: '2026-02-13',
      days: [
        { date: '2026-02-12', marketValue: '29800.00', funds: 2 },
        { date: '2026-02-13', marketValue: '30000.00', funds: 2 },
      ],
    }),
    analysisMonthlyReturns: () => ({
      lastMonth: '2026-02',
      asOf: '2026-02-13',
      months: [
        { month: '2026-01', rate: null, funds: 0 },
        { month: '2026-02', rate: '-1.25', funds: 2 },
      ],
    }),
    ...overrides,
  });
}

describe('公募资产分析 /fundTools/analysis (issue 14 §5 Analysis)', () => {
  beforeAll(async () => {
    await import('./AnalysisPage');
  });
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it("shows the account's allocation by type, risk (模拟) and company with shares, and the monthly returns (暂无数据 without NAV)", async () => {
    const { gateway } = open();
    const byType = await screen.findByTestId('analysis-type');
    expect(gateway.requests('analysisAllocation')[0]).toEqual({ groupIds: ['10000001'] });
    expect(within(byType).getAllByRole('row')[1]!.textContent).toContain('66.67');
    expect(screen.getByTestId('analysis-total').textContent).toContain('30,000.00');
    expect(screen.getByRole('region', { name: /按风险等级/ }).textContent).toContain('模拟');
    expect(screen.getByTestId('simulated-legend')).toBeTruthy();
    const monthly = await screen.findByTestId('analysis-monthly');
    const rows = within(monthly).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('暂无数据');
    expect(rows[2]!.textContent).toContain('-1.25');
  });

  it('shows the summary, the holdings with their weights and the daily value (spec 03 §7 pc/assetAnalysis)', async () => {
    open();
    const summary = await screen.findByTestId('analysis-summary');
    await within(summary).findByText('28,000.00');
    expect(summary.textContent).toContain('+7.14%');
    expect(summary.textContent).toContain('2 只（2 笔持仓）');
    const positions = await screen.findByRole('table', { name: '持仓明细' });
    const first = within(positions).getAllByRole('row')[1]!;
    expect(first.textContent).toContain('华夏成长混合');
    expect(first.textContent).toContain('66.67');
    const daily = await screen.findByRole('img', { name: /2026-02-12 至 2026-02-13/ });
    expect((await within(daily).findByTestId('plot')).textContent).toBe('29800|30000');
    expect(screen.getByText(/共 2 个交易日/)).toBeTruthy();
  });
});

describe('收益走势 of 公募资产分析 (spec 03 §7 pa/queryPeriodProfitTrend)', () => {
  beforeAll(async () => {
    await import('./AnalysisPage');
  });
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('charts the account return against the benchmark and lists the period figures; the period and benchmark are asked anew', async () => {
    const { gateway } = open();
    const region = await screen.findByRole('region', { name: '收益走势' });
    const chart = await within(region).findByRole('img', {
      name: /2026-02-09 至 2026-02-12 账户收益率与沪深300/,
    });
    expect((await within(chart).findByTestId('plot')).textContent).toBe('0|-0.15|1|2.51');
    expect(gateway.requests('analysisPeriodProfitTrend')[0]).toEqual({
      groupIds: ['10000001'],
      period: '1y',
      benchmark: '399300',
    });
    const summary = within(region).getByRole('table', { name: '区间收益概况' });
    const cells = within(summary)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(cells).toEqual([
      '期初持仓市值（元）0.00',
      '期末持仓市值（元）10,250.50',
      '区间净投入（元）10,000.00',
      '区间收益（元）+250.50',
      '区间收益率+2.51%',
      '沪深300涨跌幅+1.10%',
      '累计收益（元）+250.50',
    ]);
    expect(within(region).getByTestId('profit-trend-range').textContent).toContain('共 4 个交易日');
    // Each trading day's numbers, newest first.
    const days = within(region).getByRole('table', { name: '逐日明细' });
    expect(within(days).getAllByRole('row')[1]!.textContent).toContain('2026-02-12');
    // The indices without data are offered disabled (暂无数据).
    const select = within(region).getByRole('combobox', { name: '对比指数' });
    const option = within(select).getByRole<HTMLOptionElement>('option', { name: '深证成指（暂无数据）' });
    expect(option.disabled).toBe(true);

    fireEvent.click(within(region).getByRole('button', { name: '持有以来' }));
    await waitFor(() =>
      expect(gateway.requests('analysisPeriodProfitTrend').at(-1)).toMatchObject({ period: 'since' }),
    );
    expect(within(region).getByRole('button', { name: '持有以来' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.change(select, { target: { value: '000001' } });
    await within(region).findByText('上证指数涨跌幅');
    expect(gateway.requests('analysisPeriodProfitTrend').at(-1)).toMatchObject({
      period: 'since',
      benchmark: '000001',
    });
  });

  it('an account with no confirmed trade shows the empty state instead of a chart', async () => {
    open({
      analysisPeriodProfitTrend: () => ({
        ...trendAnswer({ period: '1y', benchmark: '399300' }),
        from: null,
        to: null,
        firstTradeDay: null,
        held: false,
        days: [],
        summary: null,
      }),
    });
    const region = await screen.findByRole('region', { name: '收益走势' });
    await within(region).findByText('所选账户暂无已确认的交易，没有收益走势');
    expect(within(region).queryByTestId('profit-trend-chart')).toBeNull();
    expect(within(region).queryByRole('table')).toBeNull();
  });
});
