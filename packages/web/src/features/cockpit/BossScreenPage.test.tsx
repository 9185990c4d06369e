import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../app/session';
import { BossScreenPage } from './BossScreenPage';
import { openCockpitPage } from './testing';

describe('驾驶舱 /boss/screen (spec 01 §2.3, spec 03 §2 Cockpit, §7 pc/cockpit/*)', () => {
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', isOnlyCockpitUser: true }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('shows the KPI strip from pc/cockpit/index with the as-of and NAV dates, 模拟 when valued at a simulated NAV', async () => {
    const gateway = openCockpitPage('/boss/screen', <BossScreenPage />);
    const kpis = await screen.findByTestId('cockpit-kpis');
    expect(await within(kpis).findByText('15,158.95')).toBeTruthy();
    expect(within(kpis).getByText('+258.95')).toBeTruthy();
    expect(within(kpis).getByText('-3,944.05')).toBeTruthy();
    expect(within(kpis).getByText('4 家')).toBeTruthy();
    expect(within(kpis).getByText('2 只 / 3 笔')).toBeTruthy();
    expect(within(kpis).getByText('模拟')).toBeTruthy();
    expect(screen.getByTestId('cockpit-as-of').textContent).toBe('数据截至 2026-02-12，净值日期 2026-02-12');
    expect(screen.queryByText('功能建设中')).toBeNull();
    expect(gateway.requests('queryCapitalInOutFlow')).toEqual([{ months: 12 }]);
    expect(gateway.requests('positionRanking')).toEqual([{ top: 10 }]);
  });

  it('lists the rankings by market value and by profit, each table named', async () => {
    openCockpitPage('/boss/screen', <BossScreenPage />);
    const byValue = await screen.findByRole('table', { name: '持仓排行（前 10）' });
    expect(await within(byValue).findByText('中海可转债债券A')).toBeTruthy();
    expect(within(byValue).getAllByRole('row')).toHaveLength(3);
    const byProfit = screen.getByRole('table', { name: '收益排行（前 10）' });
    expect(await within(byProfit).findByText('+348.33')).toBeTruthy();
  });

  it('marks 市值 of a ranking with one 模拟 on its header when a row is valued at a simulated NAV (issue 17 §3)', async () => {
    openCockpitPage('/boss/screen', <BossScreenPage />);
    const byValue = await screen.findByRole('table', { name: '持仓排行（前 10）' });
    await within(byValue).findByText('中海可转债债券A');
    const header = within(byValue).getByRole('columnheader', { name: /市值/ });
    expect(header.querySelector('[data-simulated-mark]')?.textContent).toBe('模拟');
    expect(within(byValue).queryAllByText('模拟')).toHaveLength(1);
    const byProfit = screen.getByRole('table', { name: '收益排行（前 10）' });
    await within(byProfit).findByText('+348.33');
    expect(within(byProfit).queryByText('模拟')).toBeNull();
  });

  it('says so when the related institutions hold nothing and traded nothing', async () => {
    openCockpitPage('/boss/screen', <BossScreenPage />, {
      assetDistribute: () => ({ asOf: '2026-02-12', byFundType: [], byInstitution: [], simulated: false }),
      queryCapitalInOutFlow: () => ({
        list: [{ month: '2026-02', inflow: '0.00', outflow: '0.00', net: '0.00' }],
      }),
    });
    expect(await screen.findAllByText('暂无持仓')).toHaveLength(2);
    expect(await screen.findByText('近 1 个月暂无已确认的申购或赎回')).toBeTruthy();
  });
});
