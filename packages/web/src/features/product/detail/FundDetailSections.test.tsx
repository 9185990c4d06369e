import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { t } from '@funddesk/core';
import type { ReactNode } from 'react';
import { fakeGateway, WithGateway, type FakeGateway, type FakeHandler } from '../testing/fakeGateway';
import { BonusSection } from './BonusSection';
import { EstimateSection } from './EstimateSection';
import { HoldingsSection } from './HoldingsSection';
import { ManagerSection } from './ManagerSection';
import { NavHistory } from './NavHistory';
import { ShareClassSection } from './ShareClassSection';

afterEach(cleanup);

function renderWith(handlers: Record<string, FakeHandler>, element: ReactNode): FakeGateway {
  const gateway = fakeGateway(handlers);
  const router = createMemoryRouter([{ path: '/product/equality/:fundId', element }], {
    initialEntries: ['/product/equality/000003'],
  });
  render(
    <WithGateway gateway={gateway}>
      <RouterProvider router={router} />
    </WithGateway>,
  );
  return gateway;
}

/** 45 NAV days, oldest first; the last two after the data ends (simulated). */
const days = Array.from({ length: 45 }, (_, i) => ({
  date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
  nav: (1 + i / 1000).toFixed(4),
  dailyReturn: '0.10',
  source: i >= 43 ? ('simulated' as const) : ('real' as const),
}));

/** The server's paging (core navTablePage) as a fake: newest first, 20 a page. */
const navTableHandler: FakeHandler = (request) => {
  const { currentPage, pagesize } = (request as { pagination: { currentPage: number; pagesize: number } })
    .pagination;
  const newest = [...days].reverse();
  return {
    fundId: '000003',
    list: newest.slice((currentPage - 1) * pagesize, currentPage * pagesize),
    pagination: {
      currentPage,
      pagesize,
      pageCount: Math.ceil(days.length / pagesize),
      totalRows: days.length,
    },
  };
};

describe('fund detail sections (issue 14 §2 "Fund detail completed"; spec 03 §7 fund detail group)', () => {
  it('NAV table: 20 rows a page from the server, newest first, simulated days tagged 模拟, next page asked of the server', async () => {
    const gateway = renderWith({ fundNetValueTable: navTableHandler }, <NavHistory fundId="000003" />);
    const table = await screen.findByTestId('nav-history');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(rows[0]!.textContent).toContain(days[44]!.date);
    expect(within(rows[0]!).getByText(t('product.simulated.tag'))).toBeTruthy();
    expect(within(rows[2]!).queryByText(t('product.simulated.tag'))).toBeNull();
    expect(screen.getByText(t('product.navHistory.count', { total: 45 }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('product.pager.page', { page: 2 }) }));
    await waitFor(() =>
      expect(gateway.requests('fundNetValueTable').at(-1)).toEqual({
        fundId: '000003',
        pagination: { currentPage: 2, pagesize: 20 },
      }),
    );
    await waitFor(() =>
      expect(within(screen.getByTestId('nav-history')).getAllByRole('row')[1]!.textContent).toContain(
        days[24]!.date,
      ),
    );
  });

  it('managers: the data period’s return labelled by its start, never 任职回报, with the honest note', async () => {
    renderWith(
      {
        fundManager: () => ({
          fundId: '000003',
          hasProfile: true,
          managers: ['章俊', '王旭'],
          history: [],
          returnFrom: '2021-01-04',
          returnTo: '2026-02-12',
          dataPeriodReturn: '20.15',
        }),
      },
      <ManagerSection fundId="000003" />,
    );
    expect(await screen.findByText('章俊')).toBeTruthy();
    expect(screen.getByText('王旭')).toBeTruthy();
    expect(screen.getByText(t('fundDetail.manager.dataReturn', { from: '2021-01-04' }))).toBeTruthy();
    expect(screen.getAllByText('+20.15%')).toHaveLength(2);
    expect(screen.getByTestId('manager-note').textContent).toBe(
      t('fundDetail.manager.noTenure', { from: '2021-01-04' }),
    );
    expect(screen.queryByText(/任职回报$/)).toBeNull();
  });

  it('managers: 暂无数据 for a fund without a profile', async () => {
    renderWith(
      {
        fundManager: () => ({
          fundId: '000003',
          hasProfile: false,
          managers: [],
          history: [],
          returnFrom: null,
          returnTo: null,
          dataPeriodReturn: null,
        }),
      },
      <ManagerSection fundId="000003" />,
    );
    expect(await screen.findByText(t('fundDetail.manager.empty'))).toBeTruthy();
  });

  it('dividends: the model’s records with 模拟 marks and the legend; 暂无拆分记录', async () => {
    renderWith(
      {
        fundBonus: () => ({
          fundId: '000003',
          records: [
            {
              year: 2025,
              recordDate: '2025-06-09',
              exDate: '2025-06-09',
              payDate: '2025-06-11',
              navOnRecordDate: '1.0500',
              cashPerShare: '0.0105',
              per10Shares: '0.105',
              source: 'simulated',
            },
          ],
          splits: [],
        }),
      },
      <BonusSection fundId="000003" />,
    );
    expect(await screen.findByText('2025-06-09')).toBeTruthy();
    expect(screen.getByText('0.105')).toBeTruthy();
    expect(screen.getAllByText(t('honest.simulated.mark')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('simulated-legend')).toBeTruthy();
    expect(screen.getByTestId('no-splits').textContent).toBe(t('fundDetail.bonus.noSplits'));
  });

  it('intraday estimate: the model’s NAV and change with the time, marked 模拟; the reason for a money fund', async () => {
    renderWith(
      {
        fundRealTimeNetValue: () => ({
          fundId: '000003',
          reason: null,
          date: '2026-02-13',
          time: '14:00',
          baseNav: '1.1210',
          baseDate: '2026-02-12',
          estimateNav: '1.1245',
          estimateChange: '0.31',
          source: 'simulated',
        }),
      },
      <EstimateSection fundId="000003" />,
    );
    expect((await screen.findByTestId('estimate-nav')).textContent).toBe('1.1245');
    expect(screen.getByText('+0.31%')).toBeTruthy();
    expect(
      screen.getByText(t('fundDetail.estimate.asOf', { date: '2026-02-13', time: '14:00' })),
    ).toBeTruthy();
    expect(screen.getByText(t('honest.simulated.mark'))).toBeTruthy();
    cleanup();
    renderWith(
      {
        fundRealTimeNetValue: () => ({
          fundId: '000009',
          reason: 'money',
          date: '2026-02-13',
          time: null,
          baseNav: null,
          baseDate: null,
          estimateNav: null,
          estimateChange: null,
          source: 'simulated',
        }),
      },
      <EstimateSection fundId="000009" />,
    );
    expect(await screen.findByText(t('fundDetail.estimate.reason.money'))).toBeTruthy();
  });

  it('share classes: each sibling with code, NAV and 1-year return, linking to its detail', async () => {
    renderWith(
      {
        abShares: () => ({
          fundId: '000003',
          letter: 'A',
          classes: [
            {
              fundId: '000004',
              fundName: '中海可转债债券C',
              letter: 'C',
              template: 3,
              nav: '1.0820',
              navDate: '2026-02-12',
              rate1y: '15.02',
              simulated: false,
            },
          ],
        }),
      },
      <ShareClassSection fundId="000003" />,
    );
    const table = await screen.findByRole('table', { name: t('fundDetail.classes.table') });
    expect(within(table).getByRole('link', { name: '000004' }).getAttribute('href')).toBe(
      '/product/equality/000004',
    );
    expect(within(table).getByText('1.0820')).toBeTruthy();
    expect(within(table).getByText('+15.02%')).toBeTruthy();
    expect(within(table).getByText(t('fundDetail.classes.classLetter', { letter: 'C' }))).toBeTruthy();
    expect(screen.queryByTestId('simulated-legend')).toBeNull();
  });

  it('share classes: a fund without siblings says so', async () => {
    renderWith(
      { abShares: () => ({ fundId: '000003', letter: null, classes: [] }) },
      <ShareClassSection fundId="000003" />,
    );
    expect(await screen.findByText(t('fundDetail.classes.none'))).toBeTruthy();
  });

  it('holdings: the honest empty state 暂无持仓数据 without any figure and without a call', () => {
    const gateway = renderWith({}, <HoldingsSection />);
    expect(screen.getByText(t('fundDetail.holdings.empty'))).toBeTruthy();
    expect(screen.getByText(t('fundDetail.holdings.reason'))).toBeTruthy();
    expect(gateway.mock).not.toHaveBeenCalled();
  });
});
