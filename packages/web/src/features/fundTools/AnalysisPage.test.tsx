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
    ({ data }: { data: Array<{ labels?: string[] }> }) => (
      <div data-testid="plot">{data[0]?.labels?.join('|')}</div>
    ),
}));

const share = (key: string, label: string, marketValue: string, percent: string) => ({
  key,
  label,
  marketValue,
  percent,
});

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
});
