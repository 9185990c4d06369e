import type { MenuNode, VariantId } from '@funddesk/core';
import { menuFor } from './privileges.js';

/**
 * Titles that differ in the enterprise variant, by menu path (spec 03 §2: /asset is 账户资产 in the red
 * variant and 我的资产 in the orange one). The spec names no other difference of the menus; the variants'
 * login pages differ in the web's route set (core/session/variant.ts).
 */
const ENTERPRISE_TITLES: Readonly<Record<string, string>> = {
  '/asset': '我的资产',
};

function retitle(nodes: readonly MenuNode[], titles: Readonly<Record<string, string>>): MenuNode[] {
  return nodes.map((node) => ({
    ...node,
    title: titles[node.path] ?? node.title,
    children: retitle(node.children, titles),
  }));
}

/**
 * The menu of a person in a variant: {@link menuFor} with the variant's titles (spec 01 §1: sidebars differ
 * by variant; spec 03 §2). The variant comes from the request's Host header (core `variantOfHost`).
 * @see spec 01 §1, §6; spec 03 §2
 */
export function menuForVariant(
  privileges: ReadonlySet<string>,
  variant: VariantId = 'institution',
): MenuNode[] {
  const menu = menuFor(privileges);
  return variant === 'enterprise' ? retitle(menu, ENTERPRISE_TITLES) : menu;
}
