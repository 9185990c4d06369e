import { t, type MenuNode, type MessageKey, type VariantId } from '@funddesk/core';
import { menuFor } from './privileges.js';

/**
 * Catalogue keys of the titles that differ in the enterprise variant, by menu path (spec 03 §2: /asset is
 * `menu.asset` in the red variant and `menu.asset.enterprise` in the orange one). The spec names no other
 * difference of the menus; the variants' login pages differ in the web's route set (core/session/variant.ts).
 */
const ENTERPRISE_TITLE_KEYS: Readonly<Record<string, MessageKey>> = {
  '/asset': 'menu.asset.enterprise',
};

function retitle(nodes: readonly MenuNode[], titleKeys: Readonly<Record<string, MessageKey>>): MenuNode[] {
  return nodes.map((node) => {
    const key = titleKeys[node.path];
    return { ...node, title: key ? t(key) : node.title, children: retitle(node.children, titleKeys) };
  });
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
  return variant === 'enterprise' ? retitle(menu, ENTERPRISE_TITLE_KEYS) : menu;
}
