import { t, type MenuNode, type MessageKey } from '@funddesk/core';

/**
 * The role → privilege matrix of the local environment. The spec lists the codes but says the per-role
 * matrix is "not shown" (spec 01 §6, 02 §6, 03 §6); this is FundDesk's design, documented in
 * docs/permissions.md. Codes are the spec's where it names them; codes marked (FD) are FundDesk's.
 */
const VIEW = [
  'home_page',
  'financial_products',
  'public_product_detail',
  'fund_search',
  'fund_tools', // (FD) menu of /fundTools
  'asset_mgt', // (FD) menu of /asset
  'public_fund_position_detail',
  'data_service', // (FD) menu of /dataService
  'trade_record', // (FD) /dataService/tradeRecord
  'statements', // (FD) /dataService/statementsList and the statement calls (issue 4 §3)
  'user_mgt',
  'user_info',
  'pwd_mgt',
  'login_pwd',
  'public_accounts',
] as const;

const TRADE = [
  'trans_mgt',
  'public_trans',
  'pending_trans',
  'monetary_fund_smart_split',
  'public_trans_detail',
  'shopping_cart',
  'subs',
  'redemption',
  'transfer',
  'super_transfer',
  'trans_pwd',
  'trans_pwd_forget_password',
  'subs_forget_password',
] as const;

const REVIEW = ['trans_mgt', 'pending_trans', 'public_trans_detail', 'review_process'] as const;

const ADMIN = [
  'authority_mgt',
  'account_mgt',
  'role_mgt',
  'review_setting_edit',
  'account_info', // (FD) menu of /account
] as const;

/** Privilege and route codes granted by each role code. */
export const rolePrivileges: Readonly<Record<string, readonly string[]>> = {
  op: [...VIEW, ...TRADE],
  treasurer: [...VIEW, ...TRADE],
  jgt_old_op: [...VIEW, ...TRADE],
  manager: [...VIEW, ...TRADE, 'all_accounts_public_assets_query', 'private_fund_public_plan'],
  first_checker: [...VIEW, ...REVIEW],
  second_checker: [...VIEW, ...REVIEW],
  inquirer: [...VIEW, 'pending_trans', 'public_trans_detail', 'trans_mgt'],
  jgt_person: [...VIEW, ...ADMIN],
  hosting: [...VIEW],
  cockpit: ['data_cockpit', 'data_cockpit_report', 'related_institutions'],
};

/** The union of the privileges of `roles`. */
export function privilegesOf(roles: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const role of roles) for (const code of rolePrivileges[role] ?? []) out.add(code);
  return out;
}

/** A menu node whose title is the catalogue text of `titleKey` (a `menu.*` key, messages/menu.ts). */
const node = (
  code: string,
  titleKey: MessageKey,
  path: string,
  children: MenuNode[] = [],
  hidden = false,
): MenuNode => ({
  code,
  title: t(titleKey),
  path,
  hidden,
  children,
});

/**
 * The full menu tree (spec 01 §2.2, 02 §2, 03 §2). Titles come from the catalogue's `menu.*` keys (the
 * spec's Chinese titles where it gives them). A person sees a node when its code is among their privileges (spec 01 §6).
 */
export const menuTree: readonly MenuNode[] = [
  node('home_page', 'menu.home', '/home', [node('home_page', 'menu.home.index', '/home/index')]),
  node('financial_products', 'menu.product', '/product', [
    node('financial_products', 'menu.product.publicIndex', '/product/publicIndex'),
    node('public_product_detail', 'menu.product.fundDetail', '/product/equality/:fundId', [], true),
  ]),
  node('fund_tools', 'menu.fundTools', '/fundTools', [
    node('fund_tools', 'menu.fundTools.customizeFund', '/fundTools/customizeFund'),
  ]),
  node('trans_mgt', 'menu.trade', '/trade', [
    node('public_trans', 'menu.trade.publicOfferingOrder', '/trade/publicOfferingOrder'),
    node('pending_trans', 'menu.trade.stayTrade', '/trade/stayTrade'),
    node('subs', 'menu.trade.multiBuy', '/trade/multiBuy'),
    node('redemption', 'menu.trade.multiSell', '/trade/multiSell'),
    node('monetary_fund_smart_split', 'menu.trade.separateBill', '/trade/separateBill'),
  ]),
  node('asset_mgt', 'menu.asset', '/asset', [node('asset_mgt', 'menu.asset.index', '/asset/index')]),
  node('data_service', 'menu.dataService', '/dataService', [
    node('trade_record', 'menu.dataService.tradeRecord', '/dataService/tradeRecord'),
    node('statements', 'menu.dataService.statementsList', '/dataService/statementsList'),
  ]),
  node('authority_mgt', 'menu.permissionMgt', '/permissionMgt', [
    node('account_mgt', 'menu.permissionMgt.userManage', '/permissionMgt/userManage'),
    node('role_mgt', 'menu.permissionMgt.roleManage', '/permissionMgt/roleManage'),
  ]),
  node('account_info', 'menu.account', '/account', [
    node('account_info', 'menu.account.enterpriseInformation', '/account/enterpriseInformation'),
  ]),
  node('data_cockpit', 'menu.cockpit', '/cockpit', [
    node('data_cockpit_report', 'menu.cockpit.dataCockpit', '/cockpit/dataCockpit'),
    node('related_institutions', 'menu.cockpit.affiliatedOrg', '/cockpit/affiliatedOrg'),
  ]),
  node('user_mgt', 'menu.user', '/user', [
    node('user_info', 'menu.user.userInfo', '/user/userInfo'),
    node('pwd_mgt', 'menu.user.password', '/user/password/login'),
  ]),
];

/** The menu tree filtered to `privileges`: a group shows when its code is granted and a child is visible. */
export function menuFor(privileges: ReadonlySet<string>): MenuNode[] {
  return menuTree
    .filter((group) => privileges.has(group.code))
    .map((group) => ({ ...group, children: group.children.filter((child) => privileges.has(child.code)) }))
    .filter((group) => group.children.length > 0);
}

/** Route codes visible in a menu (the codes of every node). */
export function routeCodesOf(menu: readonly MenuNode[]): string[] {
  const out = new Set<string>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const n of nodes) {
      out.add(n.code);
      walk(n.children);
    }
  };
  walk(menu);
  return [...out];
}
