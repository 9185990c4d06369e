import type { MenuNode } from '@funddesk/core';

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

/**
 * The full menu tree (spec 01 §2.2, 02 §2, 03 §2). Titles are the spec's Chinese titles where it gives
 * them. A person sees a node when its code is among their privileges (spec 01 §6).
 */
export const menuTree: readonly MenuNode[] = [
  node('home_page', '首页', '/home', [node('home_page', '首页', '/home/index')]),
  node('financial_products', '产品中心', '/product', [
    node('financial_products', '公募基金', '/product/publicIndex'),
    node('public_product_detail', '基金详情', '/product/equality/:fundId', [], true),
  ]),
  node('fund_tools', '基金工具', '/fundTools', [node('fund_tools', '我的自选', '/fundTools/customizeFund')]),
  node('trans_mgt', '交易管理', '/trade', [
    node('public_trans', '公募交易', '/trade/publicOfferingOrder'),
    node('pending_trans', '待处理交易', '/trade/stayTrade'),
    node('subs', '批量申购', '/trade/multiBuy'),
    node('redemption', '批量赎回', '/trade/multiSell'),
    node('monetary_fund_smart_split', '货币基金智能拆单', '/trade/separateBill'),
  ]),
  node('asset_mgt', '账户资产', '/asset', [node('asset_mgt', '资产概览', '/asset/index')]),
  node('data_service', '数据服务', '/dataService', [
    node('trade_record', '交易记录', '/dataService/tradeRecord'),
    node('statements', '对账单', '/dataService/statementsList'),
  ]),
  node('authority_mgt', '权限管理', '/permissionMgt', [
    node('account_mgt', '账号管理', '/permissionMgt/userManage'),
    node('role_mgt', '角色权限', '/permissionMgt/roleManage'),
  ]),
  node('account_info', '账户管理', '/account', [
    node('account_info', '机构信息', '/account/enterpriseInformation'),
  ]),
  node('data_cockpit', '驾驶舱报表', '/cockpit', [
    node('data_cockpit_report', '数据驾驶舱', '/cockpit/dataCockpit'),
    node('related_institutions', '关联机构', '/cockpit/affiliatedOrg'),
  ]),
  node('user_mgt', '个人中心', '/user', [
    node('user_info', '个人信息', '/user/userInfo'),
    node('pwd_mgt', '密码管理', '/user/password/login'),
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
