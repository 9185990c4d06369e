import type { MenuNode } from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import { findMenuGroup, findMenuNode, landingPath, menuLeaves, visibleMenu } from './menu';

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
  node('asset_mgt', '账户资产', '/asset', [node('asset_mgt', '资产概览', '/asset/index')]),
  node('financial_products', '产品中心', '/product', [
    node('financial_products', '公募基金', '/product/publicIndex'),
    node('public_product_detail', '基金详情', '/product/equality/:fundId', [], true),
  ]),
  node('secret', '隐藏', '/secret', [node('secret', '隐藏页', '/secret/a', [], true)]),
];

describe('menu (spec 01 §2.1, §6)', () => {
  it('hidden nodes are not shown, and groups without visible children are dropped', () => {
    const visible = visibleMenu(menu);
    expect(visible.map((g) => g.code)).toEqual(['asset_mgt', 'financial_products']);
    expect(menuLeaves(visible).map((n) => n.path)).toEqual(['/asset/index', '/product/publicIndex']);
  });

  it('a hidden detail node still names the tab of its path', () => {
    expect(findMenuNode(menu, '/product/equality/000001')?.title).toBe('基金详情');
    expect(findMenuGroup(menu, '/product/equality/000001')?.code).toBe('financial_products');
    expect(findMenuNode(menu, '/nowhere')).toBeUndefined();
  });

  it('spec 01 §2.2: /redirect lands on the first visible child, or the fallback when it has no page yet', () => {
    expect(landingPath(menu, () => true, '/product/publicIndex')).toBe('/asset/index');
    expect(landingPath(menu, (p) => p.startsWith('/product'), '/product/publicIndex')).toBe(
      '/product/publicIndex',
    );
    expect(landingPath([], () => true, '/product/publicIndex')).toBe('/asset/index');
  });
});
