import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../app/session';
import { anAccount } from '../trade/testing/screensFixtures';
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

function open() {
  return openFundTools('/fundTools/analysis', {
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
