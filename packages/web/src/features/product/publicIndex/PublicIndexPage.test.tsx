import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { t } from '@funddesk/core';
import { fakeGateway, WithGateway, type FakeGateway } from '../testing/fakeGateway';
import { listPage, listRow } from '../testing/fixtures';
import { stubTableLayout } from '../testing/tableLayout';
import { PublicIndexPage } from './PublicIndexPage';

let unstub: () => void;
beforeAll(() => {
  unstub = stubTableLayout();
});
afterAll(() => unstub());
afterEach(cleanup);

const rows = [
  listRow(),
  listRow({
    fundId: '000001',
    shortName: '华夏成长混合',
    dailyReturn: '-0.87',
    favourite: true,
    simulated: true,
  }),
  listRow({ fundId: '000002', shortName: '停牌示例基金', declareStatus: 0, subStatus: 0 }),
];

function renderPage(gateway: FakeGateway, path = '/product/publicIndex') {
  const router = createMemoryRouter(
    [
      { path: '/product/publicIndex', element: <PublicIndexPage /> },
      { path: '/product/equality/:fundId', element: <p>detail page</p> },
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

function listGateway(total = 3): FakeGateway {
  return fakeGateway({
    searchByPage: () => listPage(rows, total),
    queryScreeningSchemes: () => ({ list: [] }),
    fetchProductDetail: (req) => ({ fundId: (req as { fundId: string }).fundId, template: 3, fundName: 'x' }),
    choiceFund: (req) => req,
    queryFavouriteFund: () => ({
      r: { favouriteFundInfoVOS: [] },
      pagination: { currentPage: 1, pagesize: 20, pageCount: 0, totalRows: 0 },
    }),
  });
}

describe('publicIndex list (spec 03 §2 publicIndex, §7 pc/searchByPage)', () => {
  it('renders one row per fund with code, name, red-up/green-down returns and 万/亿 size (spec 03 §5)', async () => {
    const gateway = listGateway();
    renderPage(gateway);
    expect(await screen.findByText('易方达中小盘混合')).toBeTruthy();
    expect(screen.getByText('华夏成长混合')).toBeTruthy();
    expect(
      screen.getByText(t('product.list.total', { total: 3 }), { selector: '.fd-footer .fd-total' }),
    ).toBeTruthy();
    const up = screen.getAllByText('+1.23%')[0]!;
    expect(up.getAttribute('data-trend')).toBe('up');
    expect(screen.getAllByText('-4.56%')[0]!.getAttribute('data-trend')).toBe('down');
    expect(screen.getByText('-0.87%').getAttribute('data-trend')).toBe('down');
    expect(screen.getAllByText('29.37亿').length).toBeGreaterThan(0);
    // default request: page 1 of 20, sorted by code
    expect(gateway.requests('searchByPage')[0]).toMatchObject({
      sortField: 'fundId',
      sortOrder: 'asc',
      withNavOnly: true,
      pagination: { currentPage: 1, pagesize: 20 },
    });
  });

  it('DESIGN §6, issue 17 §3: 模拟 is marked once per column (风险等级, 起购金额, 申购状态) with one legend line, not per row', async () => {
    renderPage(listGateway());
    await screen.findByText('华夏成长混合');
    expect(document.querySelectorAll('[data-simulated="true"]')).toHaveLength(0);
    const marked = [...document.querySelectorAll('[data-simulated-mark="true"]')].map((mark) =>
      mark.parentElement?.textContent?.replace(t('honest.simulated.mark'), ''),
    );
    // Blueprint draws the header row in more than one quadrant (frozen columns): each column once.
    expect([...new Set(marked)]).toEqual([
      t('product.col.risk'),
      t('product.col.minLimit'),
      t('product.col.buyStatus'),
    ]);
    expect(screen.getAllByTestId('simulated-legend')).toHaveLength(1);
  });

  it('shows the suspended catalogue message as the buy status tooltip (spec 03 §5 buy eligibility)', async () => {
    renderPage(listGateway());
    await screen.findByText('停牌示例基金');
    const closed = document.querySelector('[data-reason="suspended"]');
    expect(closed?.getAttribute('title')).toBe(t('buy.suspended'));
    expect(closed?.textContent).toContain(t('buy.notSupportedYet'));
  });

  it('sorting: clicking a sortable header requests that sortField, descending first, then flips (spec 03 §7)', async () => {
    const gateway = listGateway();
    renderPage(gateway);
    await screen.findByText('易方达中小盘混合');
    fireEvent.click(document.querySelector('[data-sort-field="rate1y"]')!);
    await waitFor(() =>
      expect(gateway.requests('searchByPage').at(-1)).toMatchObject({
        sortField: 'rate1y',
        sortOrder: 'desc',
      }),
    );
    fireEvent.click(document.querySelector('[data-sort-field="rate1y"]')!);
    await waitFor(() =>
      expect(gateway.requests('searchByPage').at(-1)).toMatchObject({
        sortField: 'rate1y',
        sortOrder: 'asc',
      }),
    );
  });

  it('type filter: choosing 债券型 requests fundTypeCode E and resets to page 1 (spec 03 §3 fund type codes)', async () => {
    const gateway = listGateway(200);
    renderPage(gateway, '/product/publicIndex?page=3');
    await screen.findByText('易方达中小盘混合');
    fireEvent.click(screen.getByRole('radio', { name: t('fundType.E') }));
    await waitFor(() =>
      expect(gateway.requests('searchByPage').at(-1)).toMatchObject({
        fundTypeCode: 'E',
        pagination: { currentPage: 1 },
      }),
    );
    fireEvent.click(screen.getByRole('radio', { name: t('product.filter.all') }));
    await waitFor(() =>
      expect(gateway.requests('searchByPage').at(-1)).not.toHaveProperty('fundTypeCode', 'E'),
    );
  });

  it('pager: at most 7 page numbers and a click requests that page (spec 03 §5)', async () => {
    const gateway = listGateway(20 * 50);
    renderPage(gateway, '/product/publicIndex?page=10');
    await screen.findByText('易方达中小盘混合');
    const pager = document.querySelector('.fd-pager') as HTMLElement;
    const numbers = within(pager)
      .getAllByRole('button')
      .filter((b) => /^\d+$/.test(b.textContent ?? ''));
    expect(numbers.map((b) => b.textContent)).toEqual(['7', '8', '9', '10', '11', '12', '13']);
    fireEvent.click(within(pager).getByRole('button', { name: t('product.pager.page', { page: 12 }) }));
    await waitFor(() =>
      expect(gateway.requests('searchByPage').at(-1)).toMatchObject({ pagination: { currentPage: 12 } }),
    );
  });

  it('keyword filter sends the trimmed keyword (spec 03 §5: at most 25 characters)', async () => {
    const gateway = listGateway();
    renderPage(gateway);
    await screen.findByText('易方达中小盘混合');
    const input = screen.getByRole('searchbox');
    expect(input.getAttribute('maxlength')).toBe('25');
    fireEvent.change(input, { target: { value: ' 易方达 ' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(gateway.requests('searchByPage').at(-1)).toMatchObject({ keyword: '易方达' }));
  });

  it('the NAV-data switch widens the list to the whole catalogue (DESIGN §6)', async () => {
    const gateway = listGateway();
    renderPage(gateway);
    await screen.findByText('易方达中小盘混合');
    fireEvent.click(screen.getByLabelText(t('product.filter.withNavOnly')));
    await waitFor(() =>
      expect(gateway.requests('searchByPage').at(-1)).toMatchObject({ withNavOnly: false }),
    );
  });

  it('shows 暂无数据 for an empty result (spec 03 §8 empty search)', async () => {
    renderPage(fakeGateway({ searchByPage: () => listPage([], 0) }));
    expect(await screen.findByText(t('common.empty'))).toBeTruthy();
  });

  it('row click opens the detail by the template of fetchProductDetail (spec 02 §2)', async () => {
    const gateway = listGateway();
    const router = renderPage(gateway);
    fireEvent.click(await screen.findByText('易方达中小盘混合'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/equality/110011'));
    expect(gateway.requests('fetchProductDetail')[0]).toMatchObject({ fundId: '110011' });
  });

  it('favourite star calls choiceFund with the flipped flag and reloads the list (spec 03 §4)', async () => {
    const gateway = listGateway();
    renderPage(gateway);
    await screen.findByText('易方达中小盘混合');
    const before = gateway.requests('searchByPage').length;
    const star = screen.getAllByRole('button', { name: t('product.action.addFavourite') })[0]!;
    fireEvent.click(star);
    await waitFor(() =>
      expect(gateway.requests('choiceFund')[0]).toEqual({ favourite: true, fundIds: ['110011'] }),
    );
    await waitFor(() => expect(gateway.requests('searchByPage').length).toBeGreaterThan(before));
  });

  it('issue 14 §3: 取消自选 on the list asks first; 取消 keeps it, 移除 removes it', async () => {
    const gateway = listGateway();
    renderPage(gateway);
    await screen.findByText('华夏成长混合');
    const star = () => screen.getAllByRole('button', { name: t('product.action.removeFavourite') })[0]!;
    fireEvent.click(star());
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('确定将 华夏成长混合（000001）从“全部自选”中移除？');
    fireEvent.click(within(alert).getByRole('button', { name: '取消' }));
    expect(gateway.requests('choiceFund')).toEqual([]);
    fireEvent.click(star());
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '移除' }));
    await waitFor(() =>
      expect(gateway.requests('choiceFund')[0]).toEqual({ favourite: false, fundIds: ['000001'] }),
    );
  });
});
