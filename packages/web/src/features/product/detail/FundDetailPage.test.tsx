import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { GatewayError, packNavTrend, t, type FeeRateEntry } from '@funddesk/core';
import { fakeGateway, WithGateway, type FakeGateway, type FakeHandler } from '../testing/fakeGateway';
import { fundDetail } from '../testing/fixtures';
import { FundDetailPage } from './FundDetailPage';

// The chart's plotly chunk is replaced by a stub that lists its traces (the real one needs a canvas).
vi.mock('./PlotlyChart', () => ({
  default: ({ data }: { data: Array<{ name?: string }> }) => (
    <div data-testid="plot">{data.map((trace) => trace.name).join('|')}</div>
  ),
}));

afterEach(cleanup);

const fee = (overrides: Partial<FeeRateEntry>): FeeRateEntry => ({
  maxFeeE6: 15000,
  minFeeE6: 0,
  minDiscountE6: 0,
  enDiscountE4: 1000,
  feeUnit: 4,
  minLimiteE6: 0,
  maxLimiteE6: 1_000_000_000_000,
  divIntervalDes: '',
  ...overrides,
});

function detailGateway(overrides: Record<string, FakeHandler> = {}): FakeGateway {
  return fakeGateway({
    fundDetail: () => fundDetail(),
    periodRate: () => ({
      fundId: '110011',
      asOf: '2026-11-20',
      list: [
        { period: '1w', rate: '1.20', indexRate: '0.50', source: 'real' },
        { period: 'since', rate: '512.34', indexRate: null, source: 'real' },
      ],
    }),
    nvTrend: () =>
      packNavTrend('110011', [
        { date: '2026-11-19', nav: '3.1760', dailyReturn: '-0.20', source: 'real' },
        { date: '2026-11-20', nav: '3.2150', dailyReturn: '1.23', source: 'real' },
      ]),
    achievementTrend: (req) => {
      const indexCode = (req as { indexCode?: string }).indexCode ?? '399300';
      const available = indexCode !== '399001';
      return {
        fundId: '110011',
        indexCode,
        indexName: available ? '沪深300' : '深证成指',
        indexAvailable: available,
        fund: [{ date: '2026-11-20', value: '3.00', source: 'real' }],
        index: available ? [{ date: '2026-11-20', value: '1.00', source: 'real' }] : [],
      };
    },
    queryUserFundFeeAndDiscount: () => ({
      fundId: '110011',
      fundFeeSplitRateList: [],
      buyRate: [
        fee({ maxLimiteE6: 1_000_000_000_000 }),
        fee({
          minLimiteE6: 5_000_000_000_000,
          maxLimiteE6: -1,
          maxFeeE6: 1_000_000_000,
          feeUnit: 7,
          enDiscountE4: 10000,
        }),
      ],
      sellRate: [fee({ maxFeeE6: 15000, divIntervalDes: '持有期限<7天', enDiscountE4: 10000 })],
      manageFeeE6: 15000,
      custodyFeeE6: 2500,
      source: 'simulated',
    }),
    fundNetValueTable: () => ({
      fundId: '110011',
      list: [
        { date: '2026-11-20', nav: '3.2150', dailyReturn: '1.23', source: 'real' },
        { date: '2026-11-19', nav: '3.1760', dailyReturn: '-0.20', source: 'real' },
      ],
      pagination: { currentPage: 1, pagesize: 20, pageCount: 1, totalRows: 2 },
    }),
    fundManager: () => ({
      fundId: '110011',
      hasProfile: true,
      managers: ['张坤'],
      history: [],
      returnFrom: '2021-01-04',
      returnTo: '2026-02-13',
      dataPeriodReturn: '-12.34',
    }),
    fundBonus: () => ({ fundId: '110011', records: [], splits: [] }),
    fundRealTimeNetValue: () => ({
      fundId: '110011',
      reason: 'nonTradingDay',
      date: '2026-11-21',
      time: null,
      baseNav: null,
      baseDate: null,
      estimateNav: null,
      estimateChange: null,
      source: 'simulated',
    }),
    abShares: () => ({ fundId: '110011', letter: null, classes: [] }),
    editFavouriteFund: (req) => ({ ...(req as object), changed: ['110011'], total: 1 }),
    queryFavouriteFund: () => ({
      r: { favouriteFundInfoVOS: [] },
      pagination: { currentPage: 1, pagesize: 20, pageCount: 0, totalRows: 0 },
    }),
    ...overrides,
  });
}

function renderDetail(gateway: FakeGateway, path = '/product/equality/110011') {
  const router = createMemoryRouter(
    [
      { path: '/product/equality/:fundId', element: <FundDetailPage template={3} /> },
      { path: '/product/money/:fundId', element: <FundDetailPage template={1} /> },
      { path: '/product/firstpublish/:fundId', element: <FundDetailPage template={2} /> },
      { path: '/product/publicIndex', element: <p>list</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <WithGateway gateway={gateway}>
      <RouterProvider router={router} />
    </WithGateway>,
  );
  return router;
}

describe('fund detail (spec 03 §2 equality/money/firstpublish, §7 fund detail group)', () => {
  it('renders header, profile with fund size and date in 亿, and limits with 不限额 (spec 03 §5)', async () => {
    renderDetail(detailGateway());
    expect(await screen.findByRole('heading', { name: '易方达中小盘混合' })).toBeTruthy();
    expect(screen.getByTestId('nav').textContent).toBe('3.2150');
    expect(
      screen.getByText(t('product.profile.fundSizeAsOf', { size: '29.37亿', date: '2026-09-30' })),
    ).toBeTruthy();
    expect(screen.getAllByText(t('display.unlimited')).length).toBe(2);
    expect(screen.getByText(t('openDay.230'))).toBeTruthy();
    expect(screen.getAllByText('张坤').length).toBeGreaterThan(0);
    expect(document.querySelector('[data-eligible="true"]')).toBeTruthy();
  });

  it('a suspended fund shows the exact catalogue message as its buy eligibility (spec 03 §5, §4)', async () => {
    renderDetail(
      detailGateway({
        fundDetail: () =>
          fundDetail({ declareStatus: 0, subStatus: 0, openDay: { ...fundDetail().openDay, code: '310' } }),
      }),
    );
    await screen.findByRole('heading', { name: '易方达中小盘混合' });
    const callout = document.querySelector('[data-eligible="false"]');
    expect(callout?.textContent).toBe(t('buy.suspended'));
    expect(screen.getByText(t('openDay.310'))).toBeTruthy();
    expect(screen.getByTestId('purchase-status').textContent).toBe(t('product.detail.purchasePaused'));
  });

  it('fees: standard rate struck through, discounted rate and 折; fixed fee per deal; redemption by holding period (spec 03 §5)', async () => {
    renderDetail(detailGateway());
    const buy = await screen.findByTestId('fee-buy');
    expect(within(buy).getByTestId('original-rate').textContent).toBe('1.50%');
    expect(within(buy).getByTestId('original-rate').tagName).toBe('DEL');
    expect(within(buy).getByTestId('discounted-rate').textContent).toBe('0.15%');
    expect(within(buy).getByText('1.0折')).toBeTruthy();
    expect(within(buy).getByText('1000元/笔')).toBeTruthy();
    const sell = screen.getByTestId('fee-sell');
    expect(within(sell).getByText('持有期限<7天')).toBeTruthy();
    expect(
      within(screen.getByTestId('fee-running')).getByText(t('product.fee.perYear', { rate: '1.50%' })),
    ).toBeTruthy();
    expect(screen.getByText(t('product.fee.simulated'), { selector: 'p' })).toBeTruthy();
  });

  it('fee estimate: 10000 yuan at 1.50% with 1折 costs 14.98 by 价外法 (DESIGN §5)', async () => {
    renderDetail(detailGateway());
    const input = await screen.findByLabelText(t('product.fee.estimateAmount'));
    fireEvent.change(input, { target: { value: '10000' } });
    expect(screen.getByTestId('fee-estimate').textContent).toBe(
      t('product.fee.estimateResult', { fee: '14.98', net: '9,985.02' }),
    );
  });

  it('purchase status follows the open-day code (spec 03 §4: 230 open, 310 closed period)', async () => {
    renderDetail(detailGateway());
    expect((await screen.findByTestId('purchase-status')).textContent).toBe(t('product.detail.purchaseOpen'));
  });

  it('period returns against CSI 300 with 2 decimals, -- when missing (spec 03 §5, §7 periodrate)', async () => {
    renderDetail(detailGateway());
    const table = await screen.findByTestId('period-returns');
    expect(within(table).getByText('+1.20%')).toBeTruthy();
    expect(within(table).getByText('+512.34%')).toBeTruthy();
    expect(within(table).getByText(t('display.none'))).toBeTruthy();
  });

  it('NAV history lists days newest first with the daily growth (spec 03 §7 fund/queryFundNetValueTable)', async () => {
    renderDetail(detailGateway());
    const table = await screen.findByTestId('nav-history');
    const dates = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent);
    expect(dates).toEqual(['2026-11-20', '2026-11-19']);
  });

  it('favourite star calls editFavouriteFund and then reloads the detail (spec 03 §4; issue 14 §3)', async () => {
    const gateway = detailGateway();
    renderDetail(gateway);
    await screen.findByRole('heading', { name: '易方达中小盘混合' });
    const loads = gateway.requests('fundDetail').length;
    fireEvent.click(screen.getByRole('button', { name: t('product.action.addFavourite') }));
    expect(screen.getByRole('button', { name: t('product.action.removeFavourite') })).toBeTruthy();
    await waitFor(() =>
      expect(gateway.requests('editFavouriteFund')).toEqual([
        { action: 'add', fundIds: ['110011'], groupId: 0 },
      ]),
    );
    await waitFor(() => expect(gateway.requests('fundDetail').length).toBeGreaterThan(loads));
  });

  it('an unknown fund code shows the catalogue message 基金不存在 (FD3001)', async () => {
    renderDetail(
      detailGateway({
        fundDetail: () => {
          throw new GatewayError('FD3001');
        },
      }),
      '/product/equality/999999',
    );
    expect(await screen.findByText(t('error.fundNotFound'))).toBeTruthy();
  });

  it('a malformed fund code shows 基金不存在 without calling the gateway', async () => {
    const gateway = detailGateway();
    renderDetail(gateway, '/product/equality/abc');
    expect(await screen.findByText(t('error.fundNotFound'))).toBeTruthy();
    expect(gateway.requests('fundDetail')).toEqual([]);
  });

  it('a route opened with the wrong template is replaced by the fund own template route (spec 02 §2)', async () => {
    const router = renderDetail(
      detailGateway({ fundDetail: () => fundDetail({ template: 1, fundTypeCode: '2' }) }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/money/110011'));
  });

  it('money template shows 万份收益 and 七日年化 instead of NAV (spec 03 §2)', async () => {
    renderDetail(
      detailGateway({
        fundDetail: () =>
          fundDetail({
            template: 1,
            fundTypeCode: '2',
            isCurrency: true,
            incomePer10k: '0.4521',
            sevenDayYield: '1.68',
            simulatedFields: ['nav', 'incomePer10k', 'sevenDayYield'],
          }),
      }),
      '/product/money/110011',
    );
    expect(await screen.findByText(t('product.detail.incomePer10k'))).toBeTruthy();
    expect(screen.getByText('0.4521')).toBeTruthy();
    expect(screen.getByText('+1.68%')).toBeTruthy();
    expect(screen.queryByTestId('nav')).toBeNull();
    expect(screen.getByTestId('simulated-note').textContent).toContain(
      t('product.simulated.field.moneyYield'),
    );
  });

  it('first-publish template shows the offering period at 15:00 (spec 03 §2, §4 open-day times)', async () => {
    renderDetail(
      detailGateway({
        fundDetail: () =>
          fundDetail({
            template: 2,
            nav: null,
            navDate: null,
            declareStatus: 0,
            subStatus: 1,
            openDay: {
              ...fundDetail().openDay,
              code: '201',
              buyStDate: '2026-11-23',
              buyEdDate: '2026-12-04',
            },
          }),
      }),
      '/product/firstpublish/110011',
    );
    expect(await screen.findByText(t('product.detail.offeringBadge'))).toBeTruthy();
    expect(
      screen.getByText(
        t('product.detail.offeringPeriod', { start: '2026-11-23 15:00', end: '2026-12-04 15:00' }),
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('nav').textContent).toBe(t('product.detail.noNav'));
    expect(screen.getByText(t('openDay.201'))).toBeTruthy();
  });
});
