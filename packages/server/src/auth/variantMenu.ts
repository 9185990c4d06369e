import { RISK_MONITOR_MENU_PATH, t, type MenuNode, type MessageKey, type VariantId } from '@funddesk/core';
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

/** The menu paths the trust-type institution channel does not see (spec 03 §2: riskMonitor is hidden there). */
const TRUST_CHANNEL_HIDDEN_PATHS: ReadonlySet<string> = new Set([RISK_MONITOR_MENU_PATH]);

function withoutPaths(nodes: readonly MenuNode[], paths: ReadonlySet<string>): MenuNode[] {
  return nodes
    .filter((node) => !paths.has(node.path))
    .map((node) => ({ ...node, children: withoutPaths(node.children, paths) }));
}

/** Who the menu is for besides the privileges and the variant. */
export interface MenuChannel {
  /**
   * The session's organisation is of the trust-type institution channel (core isTrustChannel: clientType above
   * 2, spec 01 §1): 持仓风险监控 is left out (spec 03 §2; the server refuses its calls, services/riskMonitor.ts).
   */
  trustChannel?: boolean;
}

/**
 * The menu of a person in a variant: {@link menuFor} with the variant's titles (spec 01 §1: sidebars differ
 * by variant; spec 03 §2), without the nodes the organisation's channel does not see ({@link MenuChannel}). The
 * variant comes from the request's Host header (core `variantOfHost`).
 * @see spec 01 §1, §6; spec 03 §2
 */
export function menuForVariant(
  privileges: ReadonlySet<string>,
  variant: VariantId = 'institution',
  channel: MenuChannel = {},
): MenuNode[] {
  const all = menuFor(privileges);
  const menu = channel.trustChannel ? withoutPaths(all, TRUST_CHANNEL_HIDDEN_PATHS) : all;
  return variant === 'enterprise' ? retitle(menu, ENTERPRISE_TITLE_KEYS) : menu;
}
