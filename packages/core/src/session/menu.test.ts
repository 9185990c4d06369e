import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../domain/session.js';
import {
  DEFAULT_LANDING,
  findMenuGroup,
  findMenuNode,
  landingPath,
  menuLeaves,
  menuRoutePaths,
  visibleMenu,
} from './menu.js';

const node = (
  code: string,
  title: string,
  path: string,
  children: MenuNode[] = [],
  hidden = false,
): MenuNode => ({
  code,
  title,
  path,
  hidden,
  children,
});

const menu: MenuNode[] = [
  node('home_page', '首页', '/home', [node('home_page', '首页', '/home/index')]),
  node('financial_products', '产品中心', '/product', [
    node('financial_products', '公募基金', '/product/publicIndex'),
    node('public_product_detail', '基金详情', '/product/equality/:fundId', [], true),
  ]),
  node('secret', '隐藏组', '/secret', [node('secret_child', '隐藏页', '/secret/page', [], true)]),
  node('trans_mgt', '交易管理', '/trade', [
    node('pending_trans', '待处理交易', '/trade/stayTrade?tagsType=replace'),
  ]),
];

describe('the menu in the shell (spec 01 §2.1 sidebar, §6 menu visibility)', () => {
  it('spec 01 §6: hidden nodes and groups left without visible children are not shown', () => {
    const visible = visibleMenu(menu);
    expect(visible.map((g) => g.title)).toEqual(['首页', '产品中心', '交易管理']);
    expect(menuLeaves(visible).map((l) => l.title)).toEqual(['首页', '公募基金', '待处理交易']);
  });

  it('spec 01 §2.3: every path of the tree is a generated route, hidden ones included, without query flags', () => {
    expect(menuRoutePaths(menu)).toEqual([
      '/home',
      '/home/index',
      '/product',
      '/product/publicIndex',
      '/product/equality/:fundId',
      '/secret',
      '/secret/page',
      '/trade',
      '/trade/stayTrade',
    ]);
  });

  it('spec 01 §2.1: a hidden node names its page (a fund detail tab); the deepest match wins', () => {
    expect(findMenuNode(menu, '/product/equality/000001')?.title).toBe('基金详情');
    expect(findMenuNode(menu, '/home/index')?.title).toBe('首页');
    expect(findMenuNode(menu, '/trade/stayTrade')?.code).toBe('pending_trans');
    expect(findMenuNode(menu, '/nowhere')).toBeUndefined();
    expect(findMenuGroup(menu, '/product/equality/000001')?.code).toBe('financial_products');
  });
});

describe('landingPath (spec 01 §2.2: /redirect is the first visible menu child, default asset)', () => {
  it('spec 01 §2.2: the first visible menu child', () => {
    expect(landingPath(menu)).toBe('/home/index');
  });

  it('spec 01 §2.2: children without a page yet are skipped', () => {
    expect(landingPath(menu, (path) => path !== '/home/index')).toBe('/product/publicIndex');
  });

  it('spec 01 §2.1: the menu link keeps its query flags (tagsType=replace, leftSide=true)', () => {
    expect(landingPath(menu, (path) => path === '/trade/stayTrade')).toBe(
      '/trade/stayTrade?tagsType=replace',
    );
  });

  it('spec 01 §2.2: no menu, or no page, lands on the asset overview', () => {
    expect(DEFAULT_LANDING).toBe('/asset/index');
    expect(landingPath([])).toBe('/asset/index');
    expect(landingPath(menu, () => false)).toBe('/asset/index');
  });
});
