import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissNotice, type MenuNode } from '@funddesk/core';
import { sessionStore } from '../../app/session';
import { renderRouted } from '../product/testing/fakeGateway';
import { anAccount, anOrder, screensGateway } from '../trade/testing/screensFixtures';
import { HomePage, quickEntryGroups } from './HomePage';
import { IntroducePage } from './IntroducePage';

const leaf = (code: string, title: string, path: string, hidden = false): MenuNode => ({
  code,
  title,
  path,
  hidden,
  children: [],
});
const group = (code: string, title: string, path: string, children: MenuNode[]): MenuNode => ({
  code,
  title,
  path,
  hidden: false,
  children,
});

const fullMenu: MenuNode[] = [
  group('home_page', '首页', '/home', [leaf('home_page', '首页', '/home/index')]),
  group('financial_products', '理财产品', '/product', [
    leaf('financial_products', '公募基金', '/product/publicIndex'),
    leaf('public_product_detail', '基金详情', '/product/equality/:fundId', true),
  ]),
  group('trans_mgt', '交易管理', '/trade', [
    leaf('pending_trans', '待处理交易', '/trade/stayTrade'),
    leaf('review_process', '复核队列', '/trade/reviewQueue'),
  ]),
];

const basic = {
  totalAsset: '250828.35',
  holdingProfit: '978.35',
  dayProfit: '-120.50',
  onWayAmount: '150000.00',
  asOf: '2026-05-12',
  allocation: [],
};

function open(privilegeCodes: string[], menuList: MenuNode[], path = '/home/index') {
  const gateway = screensGateway({
    personMenu: () => ({ menuList, routeCodes: [], privilegeCodes }),
    noticeLast: () => ({
      notice: {
        id: 'n1',
        content: '春节假期交易安排：2月16日至2月20日休市。',
        redirectType: 0,
        redirectUrl: null,
        redirectFundCode: null,
        startTime: '2026-02-01T09:00:00+08:00',
      },
    }),
    pendingTradeNum: () => ({ num: 3 }),
    'queryProcessNode/list': () => ({
      list: [],
      pagination: { currentPage: 1, pagesize: 1, pageCount: 7, totalRows: 7 },
      approvalDay: '2026-05-12',
      afterCutOff: false,
    }),
    queryAccountList: () => ({ orgList: [anAccount('10000001', '华夏示范机构')] }),
    queryBasicAssetsInfo: () => basic,
    favouriteFundList: () => ({
      groupId: 0,
      groupName: '全部自选',
      rows: [
        {
          fundId: '000003',
          fundName: '中海可转债债券A',
          fundTypeText: '债券型',
          nav: '1.1210',
          navDate: '2026-02-12',
          dailyReturn: '0.99',
          navSimulated: false,
          rate1m: null,
          rate1y: null,
          rateYtd: null,
          returnsAsOf: null,
          addedAt: '2026-02-01T09:00:00+08:00',
        },
      ],
    }),
    tradeList: () => ({
      list: [anOrder({ serialNo: 's1', fundName: '华夏成长混合', fundId: '000001' })],
      pagination: { currentPage: 1, pagesize: 5, pageCount: 1, totalRows: 1 },
    }),
  });
  const router = createMemoryRouter(
    [
      { path: '/home/index', element: <HomePage /> },
      { path: '/home/introduce', element: <IntroducePage /> },
      { path: '*', element: <div>other page</div> },
    ],
    { initialEntries: [path] },
  );
  renderRouted(gateway, router);
  return { gateway, router };
}

describe('home (spec 03 §2 home; issue 14 §1)', () => {
  beforeEach(() => sessionStore.set({ token: 't', groupId: '10000001', roleType: 'op' }));
  afterEach(() => {
    cleanup();
    sessionStore.set({});
  });

  it('spec 01 §6: quick entries are the menu’s own visible leaves with a fixed path, 首页 left out', () => {
    const groups = quickEntryGroups(fullMenu);
    expect(groups.map((g) => g.title)).toEqual(['理财产品', '交易管理']);
    expect(groups[0]?.children.map((l) => l.path)).toEqual(['/product/publicIndex']);
  });

  it('shows notice, entries, counts, assets, favourites and recent trades to a person holding every privilege', async () => {
    open(
      ['home_page', 'pending_trans', 'review_process', 'asset_mgt', 'trade_record', 'fund_search'],
      fullMenu,
    );
    expect((await screen.findByTestId('home-notice')).textContent).toContain('春节假期交易安排');
    const entries = screen.getByRole('navigation', { name: '快捷入口列表' });
    const link = within(entries).getByRole('link', { name: '公募基金' });
    expect(link.getAttribute('href')).toBe('/product/publicIndex');
    await waitFor(() => expect(screen.getByTestId('home-pending').textContent).toContain('3'));
    await waitFor(() => expect(screen.getByTestId('home-review').textContent).toContain('7'));
    await waitFor(() => expect(screen.getByTestId('home-asset').textContent).toContain('250,828.35'));
    const table = await screen.findByRole('table', { name: '最近交易记录' });
    expect(within(table).getByText('华夏成长混合')).toBeTruthy();
    const favs = await screen.findByRole('table', { name: '自选基金今日净值' });
    expect(within(favs).getByText('+0.99')).toBeTruthy();
    expect(favs.querySelectorAll('[data-simulated-mark]').length).toBe(0);
  });

  it('spec 01 §6: without the privileges the counts, assets and trades are neither shown nor asked for', async () => {
    const { gateway } = open(['home_page'], [fullMenu[0]!]);
    expect(await screen.findByText('当前角色没有可用的功能入口')).toBeTruthy();
    await screen.findByTestId('home-notice');
    expect(screen.queryByTestId('home-pending')).toBeNull();
    expect(screen.queryByTestId('home-asset')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    for (const name of [
      'pendingTradeNum',
      'queryProcessNode/list',
      'tradeList',
      'queryBasicAssetsInfo',
      'favouriteFundList',
    ]) {
      expect(gateway.requests(name)).toEqual([]);
    }
  });

  it('spec 02 §4: a notice closed for this organisation (session noticeIds) is not shown', async () => {
    sessionStore.set({
      token: 't',
      groupId: '10000001',
      roleType: 'op',
      noticeIds: dismissNotice([], '10000001', 'n1'),
    });
    open(['home_page'], [fullMenu[0]!]);
    expect(await screen.findByText('暂无公告')).toBeTruthy();
  });

  it('功能介绍 lists every section with its overview', () => {
    open(['home_page'], fullMenu, '/home/introduce');
    const list = screen.getByTestId('introduce-list');
    expect(within(list).getByText('基金工具')).toBeTruthy();
    expect(within(list).getAllByRole('term')).toHaveLength(8);
  });
});
