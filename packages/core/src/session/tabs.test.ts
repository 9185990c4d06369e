import { describe, expect, it } from 'vitest';
import {
  canCloseTabs,
  closeAllClearsTradeRecordFilter,
  emptyTabs,
  parseViews,
  serializeViews,
  TABS_FALLBACK_PATH,
  tabsReducer,
  viewOf,
  type TabsAction,
  type TabsState,
} from './tabs.js';

const view = (fullPath: string, title = fullPath) => {
  const [pathname = '', query = ''] = fullPath.split('?');
  return viewOf(pathname, query ? `?${query}` : '', title);
};
const state = (...paths: string[]): TabsState => ({ views: paths.map((p) => view(p)), navigateTo: null });
const paths = (s: TabsState) => s.views.map((v) => v.fullPath);

describe('tabsReducer (spec 01 §2.1 tab bar, spec 03 §4 Tabs)', () => {
  const cases: Array<{
    rule: string;
    before: TabsState;
    action: TabsAction;
    tabs: string[];
    navigateTo: string | null;
  }> = [
    {
      rule: 'spec 01 §2.1: each route visit adds a tab',
      before: state('/asset/index'),
      action: { type: 'visit', view: view('/product/publicIndex') },
      tabs: ['/asset/index', '/product/publicIndex'],
      navigateTo: null,
    },
    {
      rule: 'spec 01 §2.1: visiting an open tab again keeps one tab in its place',
      before: state('/asset/index', '/product/publicIndex'),
      action: { type: 'visit', view: view('/asset/index') },
      tabs: ['/asset/index', '/product/publicIndex'],
      navigateTo: null,
    },
    {
      rule: 'spec 01 §2.1, spec 03 §4: same path, different full path replaces the tab in place',
      before: state('/dataService/tradeRecord?type=1', '/product/publicIndex'),
      action: { type: 'visit', view: view('/dataService/tradeRecord?type=2') },
      tabs: ['/dataService/tradeRecord?type=2', '/product/publicIndex'],
      navigateTo: null,
    },
    {
      rule: 'spec 01 §2.1, spec 03 §4: tagsType=replace replaces the current tab',
      before: state('/asset/index', '/trade/stayTrade'),
      action: { type: 'visit', view: view('/trade/tradeResult?tagsType=replace'), from: '/trade/stayTrade' },
      tabs: ['/asset/index', '/trade/tradeResult?tagsType=replace'],
      navigateTo: null,
    },
    {
      rule: 'spec 01 §2.1: tagsType=replace with no current tab appends',
      before: state('/asset/index'),
      action: { type: 'visit', view: view('/trade/tradeResult?tagsType=replace'), from: '/redirect' },
      tabs: ['/asset/index', '/trade/tradeResult?tagsType=replace'],
      navigateTo: null,
    },
    {
      rule: 'spec 01 §2.1: fund details of two funds are two tabs (different paths)',
      before: state('/product/equality/000001'),
      action: { type: 'visit', view: view('/product/equality/000003') },
      tabs: ['/product/equality/000001', '/product/equality/000003'],
      navigateTo: null,
    },
    {
      rule: 'spec 01 §2.1, spec 03 §4: the last remaining tab cannot be closed',
      before: state('/asset/index'),
      action: { type: 'close', fullPath: '/asset/index', active: '/asset/index' },
      tabs: ['/asset/index'],
      navigateTo: null,
    },
    {
      rule: 'spec 01 §2.1: closing an inactive tab stays where the user is',
      before: state('/a', '/b', '/c'),
      action: { type: 'close', fullPath: '/a', active: '/c' },
      tabs: ['/b', '/c'],
      navigateTo: null,
    },
    {
      rule: 'spec 01 §2.1, spec 03 §4: closing the active tab moves to the last remaining tab',
      before: state('/a', '/b', '/c'),
      action: { type: 'close', fullPath: '/b', active: '/b' },
      tabs: ['/a', '/c'],
      navigateTo: '/c',
    },
    {
      rule: 'spec 01 §2.1: closing the active last tab moves to the new last one',
      before: state('/a', '/b'),
      action: { type: 'close', fullPath: '/b', active: '/b' },
      tabs: ['/a'],
      navigateTo: '/a',
    },
    {
      rule: 'spec 01 §2.1: closing a tab that is not there changes nothing',
      before: state('/a', '/b'),
      action: { type: 'close', fullPath: '/x', active: '/a' },
      tabs: ['/a', '/b'],
      navigateTo: null,
    },
    {
      rule: 'spec 01 §2.1: close others keeps the chosen tab and goes to it',
      before: state('/a', '/b', '/c'),
      action: { type: 'closeOthers', fullPath: '/b', active: '/c' },
      tabs: ['/b'],
      navigateTo: '/b',
    },
    {
      rule: 'spec 01 §2.1, §8 (S00010, A01008): close all views goes to /redirect (no tab remains)',
      before: state('/a', '/b'),
      action: { type: 'closeAll' },
      tabs: [],
      navigateTo: TABS_FALLBACK_PATH,
    },
    {
      rule: 'spec 01 §2.1: navigated clears the pending navigation',
      before: { views: [view('/a')], navigateTo: '/a' },
      action: { type: 'navigated' },
      tabs: ['/a'],
      navigateTo: null,
    },
  ];

  it.each(cases)('$rule', ({ before, action, tabs, navigateTo }) => {
    const after = tabsReducer(before, action);
    expect(paths(after)).toEqual(tabs);
    expect(after.navigateTo).toBe(navigateTo);
  });

  it('spec 01 §2.1: close icons show only with more than one tab', () => {
    expect(canCloseTabs(emptyTabs)).toBe(false);
    expect(canCloseTabs(state('/a'))).toBe(false);
    expect(canCloseTabs(state('/a', '/b'))).toBe(true);
  });

  it('spec 01 §2.1: a tab records fullPath, hash, meta, name, params, path, query and title', () => {
    const v = viewOf('/product/equality/000001', '?tagsType=replace', '基金详情', {
      params: { fundId: '000001' },
      code: 'public_product_detail',
    });
    expect(v).toEqual({
      fullPath: '/product/equality/000001?tagsType=replace',
      hash: '',
      meta: { title: '基金详情', code: 'public_product_detail' },
      name: 'public_product_detail',
      params: { fundId: '000001' },
      path: '/product/equality/000001',
      query: { tagsType: 'replace' },
      title: '基金详情',
    });
  });

  it('spec 01 §2.1, spec 03 §4: tabs are kept in session storage and survive a reload', () => {
    const text = serializeViews(state('/a', '/b?x=1').views);
    expect(parseViews(text).map((v) => v.fullPath)).toEqual(['/a', '/b?x=1']);
    expect(parseViews(null)).toEqual([]);
    expect(parseViews('{broken')).toEqual([]);
    expect(parseViews('{"not":"a list"}')).toEqual([]);
    expect(parseViews('[{"fullPath":"/a"}, 3]')).toEqual([]);
  });

  it.each([
    ['only the trade records were open', ['/dataService/tradeRecord', '/asset/index'], true],
    ['only the organisation trade records were open', ['/dataService/tradeOrgRecord'], true],
    ['both were open', ['/dataService/tradeRecord', '/dataService/tradeOrgRecord'], false],
    ['neither was open', ['/asset/index'], false],
  ])(
    'spec 03 §4: closing all tabs clears the saved trade-record filter when %s: %s',
    (_rule, open, expected) => {
      expect(closeAllClearsTradeRecordFilter(state(...open).views)).toBe(expected);
    },
  );
});
