import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FavouriteFund } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import { fakeGateway, WithGateway } from '../product/testing/fakeGateway';
import { FavouriteStarMark } from './FavouriteStar';
import { openFundTools } from './testing';

const row = (overrides: Partial<FavouriteFund> = {}): FavouriteFund => ({
  fundId: '000001',
  fundName: '华夏成长混合',
  fundTypeText: '混合型',
  nav: '1.2345',
  navDate: '2026-02-12',
  dailyReturn: '0.52',
  navSimulated: false,
  rate1m: '1.20',
  rate1y: '-3.40',
  rateYtd: null,
  returnsAsOf: '2026-02-12',
  addedAt: '2026-02-13T06:00:00.000Z',
  ...overrides,
});

const groups = {
  groups: [
    { groupId: 0, name: '全部自选', isDefault: true, count: 2 },
    { groupId: 7, name: '长期持有', isDefault: false, count: 1 },
  ],
  total: 2,
  max: 500,
};

describe('我的自选 /fundTools/customizeFund (issue 14 §3)', () => {
  beforeAll(async () => {
    await import('./FavouritePage');
    await import('./QuotesPage');
  });
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('lists the group with NAV, change and the period returns; sorting asks the server; 模拟 marks a simulated NAV', async () => {
    const { gateway } = openFundTools('/fundTools/customizeFund', {
      queryAllFavouriteIndex: () => groups,
      favouriteFundList: () => ({
        groupId: 0,
        groupName: '全部自选',
        rows: [row(), row({ fundId: '000003', fundName: '中海可转债债券A', navSimulated: true })],
      }),
    });
    const table = await screen.findByRole('table', { name: '自选基金列表' });
    const cells = within(
      within(table)
        .getByRole('rowheader', { name: /华夏成长混合/ })
        .closest('tr')!,
    )
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual(['000001', '1.2345', '+0.52%', '+1.20%', '-3.40%', '--']);
    expect(within(table).getAllByText('模拟').length).toBe(1);
    expect(screen.getByRole('button', { name: '长期持有（1）' })).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: '近1年' }));
    await waitFor(() =>
      expect(gateway.requests('favouriteFundList').at(-1)).toMatchObject({
        sortField: 'rate1y',
        sortOrder: 'desc',
      }),
    );
  });

  it('removal asks first, then calls editFavouriteFund for the group shown', async () => {
    const { gateway } = openFundTools('/fundTools/customizeFund', {
      queryAllFavouriteIndex: () => groups,
      favouriteFundList: () => ({ groupId: 0, groupName: '全部自选', rows: [row()] }),
      editFavouriteFund: () => ({ action: 'remove', groupId: 0, changed: ['000001'], total: 1 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '取消自选 华夏成长混合' }));
    expect(await screen.findByText('确定将 华夏成长混合（000001）从“全部自选”中移除？')).toBeTruthy();
    expect(gateway.requests('editFavouriteFund')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '移除' }));
    await waitFor(() =>
      expect(gateway.requests('editFavouriteFund')).toEqual([
        { action: 'remove', fundIds: ['000001'], groupId: 0 },
      ]),
    );
  });
});

describe('基金行情 /fundTools/fundQuotes (issue 14 §5 Quotes)', () => {
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('asks the server for 50 a page, filters by type and sorts by the day change', async () => {
    const { gateway } = openFundTools('/fundTools/fundQuotes', {
      fundQuoteCompanies: () => ({ companies: [{ company: '华夏基金', count: 3 }] }),
      fundQuotes: () => ({
        rows: [
          {
            fundId: '000001',
            fundName: '华夏成长混合',
            fundTypeText: '混合型',
            company: '华夏基金',
            nav: '1.2345',
            navDate: '2026-02-12',
            dailyReturn: '-0.31',
            simulated: false,
            favourite: true,
          },
        ],
        pagination: { currentPage: 1, pagesize: 50, pageCount: 541, totalRows: 27_023 },
      }),
    });
    const table = await screen.findByRole('table', { name: '基金行情列表' });
    expect(within(table).getByText('-0.31%')).toBeTruthy();
    expect(within(table).getByRole('button', { name: '取消自选 华夏成长混合' })).toBeTruthy();
    expect(screen.getByText('共 27023 只基金')).toBeTruthy();
    expect(gateway.requests('fundQuotes')[0]).toMatchObject({ currentPage: 1, pagesize: 50 });
    fireEvent.change(screen.getByLabelText('基金类型'), { target: { value: '0' } });
    await waitFor(() => expect(gateway.requests('fundQuotes').at(-1)).toMatchObject({ fundTypeCode: '0' }));
    fireEvent.click(within(table).getByRole('button', { name: '日涨跌幅' }));
    await waitFor(() =>
      expect(gateway.requests('fundQuotes').at(-1)).toMatchObject({
        sortField: 'dailyReturn',
        sortOrder: 'desc',
      }),
    );
  });
});

describe('the star of a header-search result row (issue 14 §3 "add from the header search")', () => {
  afterEach(cleanup);

  it('an empty star adds the fund without choosing the row; a filled star says 已自选 and is no control', async () => {
    const gateway = fakeGateway({
      editFavouriteFund: () => ({ action: 'add', groupId: 0, changed: ['000001'], total: 1 }),
    });
    let chosen = 0;
    render(
      <WithGateway gateway={gateway}>
        <ul role="listbox" aria-label="搜索结果">
          <li role="option" aria-selected={false} onClick={() => (chosen += 1)}>
            华夏成长混合
            <FavouriteStarMark fundId="000001" favourite={false} />
          </li>
        </ul>
      </WithGateway>,
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
    fireEvent.click(screen.getByTitle('加自选（Ctrl+Enter）'));
    await waitFor(() =>
      expect(gateway.requests('editFavouriteFund')).toEqual([
        { action: 'add', fundIds: ['000001'], groupId: 0 },
      ]),
    );
    expect(chosen).toBe(0);
    expect((await screen.findByTitle('已自选')).textContent).toBe('已自选');
  });
});
