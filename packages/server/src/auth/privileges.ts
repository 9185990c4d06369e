import { t, type MenuNode, type MessageKey, type PrivilegeNode } from '@funddesk/core';
import type { Db } from '../db/db.js';

/**
 * The role → privilege matrix of the local environment. The spec lists the codes but says the per-role
 * matrix is "not shown" (spec 01 §6, 02 §6, 03 §6); this is FundDesk's design, documented in
 * docs/permissions.md. Codes are the spec's where it names them; codes marked (FD) are FundDesk's.
 */
const VIEW = [
  'home_page',
  'financial_products',
  'public_product_detail',
  'private_product_detail', // /product/privatefundDetail/:id (spec 03 §2; issue 13 §3)
  'fund_search',
  'fund_tools', // (FD) menu of /fundTools
  'asset_mgt', // (FD) menu of /asset
  'public_fund_position_detail',
  'data_service', // (FD) menu of /dataService
  'trade_record', // (FD) /dataService/tradeRecord
  'statements', // (FD) /dataService/statementsList and the statement calls (issue 4 §3)
  'user_mgt',
  'user_info',
  'card_record', // /user/idCardHome, ID document capture (spec 01 §2.2; issue 15 §1)
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
  'fund_portfolio_mgt_edit', // create, edit, delete simulated portfolios (spec 03 §2 combineFundEdit; issue 14 §4)
  'investor_qualification', // (FD) apply for qualified-investor recognition (spec 02 §5 "may support investing"; issue 13 §2)
  'kyc_info', // (FD) risk questionnaire and CRS declaration (spec 01 §7.9; issue 15 §4)
  'private_trans_detail', // private deal details, lists, contracts, reminders (spec 02 §2; issue 13 §4)
  'private_fund_position_detail', // /private-asset/privatePositionDetails (spec 02 §2; issue 13 §4)
] as const;

const REVIEW = ['trans_mgt', 'pending_trans', 'public_trans_detail', 'review_process'] as const;

const ADMIN = [
  'authority_mgt',
  'account_mgt',
  'role_mgt',
  'review_setting_edit',
  'review_setting', // (FD) /account/reviewSetting and the review-setting reads (issue 11 §1)
  'account_info', // (FD) menu of /account
  'investor_qualification_review', // (FD) review the organisations' qualified-investor applications (issue 13 §2)
  'kyc_info', // (FD) risk questionnaire and CRS declaration (spec 01 §7.9; issue 15 §4)
  'double_record_review', // (FD) approve or reject the organisation's double recordings (issue 13 §5)
] as const;

/**
 * Privilege and route codes granted by each role code: the DEFAULT matrix. The server reads the matrix from
 * the tables of migration 0016 (role_privileges, and an organisation's own edits in org_role_privileges) on
 * every request ({@link SESSION_PRIVILEGES_SQL}); this constant seeds them (migration 0016 with the
 * assignments of its day, {@link syncRolePrivileges} with later additions) and generates docs/permissions.md.
 */
export const rolePrivileges: Readonly<Record<string, readonly string[]>> = {
  op: [...VIEW, ...TRADE],
  treasurer: [...VIEW, ...TRADE],
  jgt_old_op: [...VIEW, ...TRADE],
  manager: [
    ...VIEW,
    ...TRADE,
    'all_accounts_public_assets_query',
    'private_fund_public_plan',
    'org_product_mgt',
  ],
  first_checker: [...VIEW, ...REVIEW],
  second_checker: [...VIEW, ...REVIEW],
  inquirer: [
    ...VIEW,
    'pending_trans',
    'public_trans_detail',
    'trans_mgt',
    'private_trans_detail',
    'private_fund_position_detail',
  ],
  jgt_person: [...VIEW, ...ADMIN],
  hosting: [...VIEW],
  cockpit: ['data_cockpit', 'data_cockpit_report', 'related_institutions'],
  // (FD) the platform's back office: decides institution openings and changes (issue 15 §2)
  fd_ops: ['org_record_review', 'user_mgt', 'pwd_mgt', 'login_pwd'],
};

/**
 * Privileges of the platform's back office (FundDesk, issue 15 §2): never an organisation's to grant, so
 * roleManage neither lists nor accepts them ({@link knownPrivileges}, {@link privilegeTreeOf}).
 */
export const PLATFORM_PRIVILEGES: readonly string[] = ['org_record_review'];

/** The union of the DEFAULT privileges of `roles` ({@link rolePrivileges}; not an organisation's edits). */
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
    node('financial_products', 'menu.product.privatefundSupermarket', '/product/privatefundSupermarket'),
    node(
      'private_product_detail',
      'menu.product.privatefundDetail',
      '/product/privatefundDetail/:id',
      [],
      true,
    ),
    node('financial_products', 'menu.privateAccount.chooseType', '/private-account/chooseType', [], true),
    node(
      'investor_qualification',
      'menu.privateAccount.questionnaire',
      '/private-account/questionnaire',
      [],
      true,
    ),
    node('public_product_detail', 'menu.product.fundDetail', '/product/equality/:fundId', [], true),
    node('financial_products', 'menu.product.solution', '/product/solutionDetail'),
    node('financial_products', 'menu.product.scaleRank', '/product/scaleRank'),
    node('financial_products', 'menu.product.fundValue', '/product/fundValue'),
    node('financial_products', 'menu.product.announcement', '/product/announcementdetail', [], true),
    node('financial_products', 'menu.product.selectRules', '/product/twentySelectIntroduct', [], true),
  ]),
  node('fund_tools', 'menu.fundTools', '/fundTools', [
    node('fund_tools', 'menu.fundTools.customizeFund', '/fundTools/customizeFund'),
    node('fund_tools', 'menu.fundTools.fundCompare', '/fundTools/fundCompare'),
    node('fund_tools', 'menu.fundTools.ratioCompare', '/fundTools/ratioCompare'),
    node('fund_tools', 'menu.fundTools.bonusFund', '/fundTools/bonusFund'),
    node('fund_tools', 'menu.fundTools.riskMonitor', '/fundTools/riskMonitor'),
    node('fund_tools', 'menu.fundTools.combineFund', '/fundTools/combineFund'),
    node('fund_portfolio_mgt_edit', 'menu.fundTools.combineFundEdit', '/fundTools/combineFundEdit', [], true),
    node('fund_tools', 'menu.fundTools.fundQuotes', '/fundTools/fundQuotes'),
    node('asset_mgt', 'menu.fundTools.analysis', '/fundTools/analysis', [], true),
  ]),
  node('trans_mgt', 'menu.trade', '/trade', [
    node('public_trans', 'menu.trade.publicOfferingOrder', '/trade/publicOfferingOrder'),
    node('pending_trans', 'menu.trade.stayTrade', '/trade/stayTrade'),
    node('subs', 'menu.trade.multiBuy', '/trade/multiBuy'),
    node('redemption', 'menu.trade.multiSell', '/trade/multiSell'),
    node('monetary_fund_smart_split', 'menu.trade.separateBill', '/trade/separateBill'),
    node('review_process', 'menu.trade.reviewQueue', '/trade/reviewQueue'),
    node('subs', 'menu.privateTrade.buyIn', '/private-trade/privatefundBuyIn', [], true),
    node('subs', 'menu.privateTrade.buySuccess', '/private-trade/privatefundBuySuccess', [], true),
    node('subs', 'menu.privateTrade.agreement', '/private-trade/privateTradeAgreement', [], true),
    node('redemption', 'menu.privateTrade.sell', '/private-trade/privatefundSell', [], true),
    node('redemption', 'menu.privateTrade.sellSuccess', '/private-trade/privatefundSellSuccess', [], true),
    node('subs', 'menu.trade.payment', '/trade/payment/:dealId/:dealType', [], true),
    node(
      'private_trans_detail',
      'menu.trade.privatefundSubscriptionDetail',
      '/trade/privatefundSubscriptionDetail/:dealId',
      [],
      true,
    ),
    node(
      'private_trans_detail',
      'menu.trade.privatefundRedemptionDetail',
      '/trade/privatefundRedemptionDetail/:dealId',
      [],
      true,
    ),
    node(
      'private_trans_detail',
      'menu.trade.privatefundOtherDetail',
      '/trade/privatefundOtherDetail/:dealId',
      [],
      true,
    ),
    node('private_trans_detail', 'menu.trade.privateRefund', '/trade/privateRefund', [], true),
  ]),
  node('asset_mgt', 'menu.asset', '/asset', [
    node('asset_mgt', 'menu.asset.index', '/asset/index'),
    node(
      'private_fund_position_detail',
      'menu.asset.privatePositionDetails',
      '/private-asset/privatePositionDetails',
    ),
  ]),
  node('data_service', 'menu.dataService', '/dataService', [
    node('trade_record', 'menu.dataService.tradeRecord', '/dataService/tradeRecord'),
    node('statements', 'menu.dataService.statementsList', '/dataService/statementsList'),
    node('private_trans_detail', 'menu.dataService.tradeReminder', '/dataService/tradeReminder'),
  ]),
  node('authority_mgt', 'menu.permissionMgt', '/permissionMgt', [
    node('account_mgt', 'menu.permissionMgt.userManage', '/permissionMgt/userManage'),
    node('role_mgt', 'menu.permissionMgt.roleManage', '/permissionMgt/roleManage'),
  ]),
  node('account_info', 'menu.account', '/account', [
    node('account_info', 'menu.account.enterpriseInformation', '/account/enterpriseInformation'),
    node('account_info', 'menu.account.changeOrgInfo', '/account/changeOrgInfo', [], true),
    node('account_info', 'menu.account.changeOfManager', '/account/changeOfManager', [], true),
    node('account_info', 'menu.account.infoChangeResult', '/account/infoChangeResult', [], true),
    node('account_info', 'menu.account.managerResult', '/account/managerResult', [], true),
    node('review_setting', 'menu.account.reviewSetting', '/account/reviewSetting'),
    node('investor_qualification_review', 'menu.account.qualificationReview', '/account/qualificationReview'),
    node('double_record_review', 'menu.account.doubleRecordReview', '/account/doubleRecordReview'),
    node('account_info', 'menu.account.hosting', '/account/hosting'),
    node('account_info', 'menu.account.setHosting', '/account/setHosting', [], true),
  ]),
  node('org_record_review', 'menu.backOffice', '/backOffice', [
    node('org_record_review', 'menu.backOffice.orgReview', '/backOffice/orgReview'),
    node('org_record_review', 'menu.backOffice.tradeInfo', '/backOffice/tradeInfo'),
  ]),
  node('data_cockpit', 'menu.cockpit', '/cockpit', [
    node('data_cockpit_report', 'menu.cockpit.dataCockpit', '/cockpit/dataCockpit'),
    node('related_institutions', 'menu.cockpit.affiliatedOrg', '/cockpit/affiliatedOrg'),
  ]),
  node('user_mgt', 'menu.user', '/user', [
    node('user_info', 'menu.user.userInfo', '/user/userInfo'),
    node('card_record', 'menu.user.idCardHome', '/user/idCardHome'),
    node('kyc_info', 'menu.account.riskResult', '/account/riskResult'),
    node('kyc_info', 'menu.account.riskQuestions', '/account/riskQuestions', [], true),
    node('kyc_info', 'menu.account.crs', '/account/crs'),
    node('kyc_info', 'menu.account.crsDetail', '/account/crsDetail', [], true),
    node('org_product_mgt', 'menu.account.orgProductManage', '/orgaccount/orgProductManage'),
    node('org_product_mgt', 'menu.account.productEdit', '/orgaccount/productEdit', [], true),
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

/**
 * Adds to role_privileges the pairs of {@link rolePrivileges} never seeded before (role_privilege_seeds),
 * so that a privilege added to the constant after migration 0016 reaches the tables once, while a pair an
 * administrator removed is not put back. Idempotent; run at every start after the migrations.
 * @returns how many pairs were added
 */
export async function syncRolePrivileges(db: Db): Promise<number> {
  const pairs = Object.entries(rolePrivileges).flatMap(([role, codes]) =>
    [...new Set(codes)].map((code) => [role, code] as const),
  );
  const seeded = await db.query<{ role_code: string; privilege_code: string }>(
    'SELECT role_code, privilege_code FROM role_privilege_seeds',
  );
  const known = new Set(seeded.map((row) => `${row.role_code} ${row.privilege_code}`));
  const fresh = pairs.filter(([role, code]) => !known.has(`${role} ${code}`));
  for (const [role, code] of fresh) {
    await db.query(
      'INSERT INTO role_privileges (role_code, privilege_code) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [role, code],
    );
    await db.query(
      'INSERT INTO role_privilege_seeds (role_code, privilege_code) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [role, code],
    );
  }
  return fresh.length;
}

/**
 * SQL expression (a scalar subquery, text[] or null) of the privileges of a session's person: for each of
 * the person's roles, the organisation's own set when its administrator edited that role
 * (org_role_custom), otherwise the default set (role_privileges). Reads `p.roles` and `s.group_id` of the
 * enclosing query (persons p, sessions s). Read on every request, so menus and calls follow a change at
 * the person's next request (issue 11 §3).
 */
export const SESSION_PRIVILEGES_SQL = `(SELECT array_agg(DISTINCT x.code) FROM (
    SELECT rp.privilege_code AS code FROM role_privileges rp
     WHERE rp.role_code = ANY(p.roles)
       AND NOT EXISTS (SELECT 1 FROM org_role_custom c WHERE c.group_id = s.group_id AND c.role_code = rp.role_code)
    UNION ALL
    SELECT o.privilege_code FROM org_role_privileges o
     WHERE o.group_id = s.group_id AND o.role_code = ANY(p.roles)
  ) x)`;

/**
 * The privileges of one role in an organisation: its own set when edited (org_role_custom), else the
 * default set of the tables.
 */
export async function rolePrivilegesIn(db: Db, groupId: string, roleCode: string): Promise<Set<string>> {
  const rows = await db.query<{ code: string }>(
    `SELECT privilege_code AS code FROM org_role_privileges WHERE group_id = $1 AND role_code = $2
        AND EXISTS (SELECT 1 FROM org_role_custom WHERE group_id = $1 AND role_code = $2)
     UNION ALL
     SELECT privilege_code FROM role_privileges WHERE role_code = $2
        AND NOT EXISTS (SELECT 1 FROM org_role_custom WHERE group_id = $1 AND role_code = $2)`,
    [groupId, roleCode],
  );
  return new Set(rows.map((row) => row.code));
}

/** Privilege codes that are no menu node: listed under the tree's functions group with their `privilege.*` title. */
const FUNCTION_PRIVILEGES: readonly string[] = [
  'fund_search',
  'public_fund_position_detail',
  'login_pwd',
  'public_accounts',
  'public_trans_detail',
  'shopping_cart',
  'transfer',
  'super_transfer',
  'trans_pwd',
  'trans_pwd_forget_password',
  'subs_forget_password',
  'review_process',
  'review_setting_edit',
  'all_accounts_public_assets_query',
  'private_fund_public_plan',
];

/**
 * Every privilege code a role can be given in roleManage: the codes of the menu tree and of
 * {@link FUNCTION_PRIVILEGES}, plus any code of the default matrix.
 */
export function knownPrivileges(): Set<string> {
  const out = new Set<string>(routeCodesOf(menuTree));
  for (const code of FUNCTION_PRIVILEGES) out.add(code);
  for (const codes of Object.values(rolePrivileges)) for (const code of codes) out.add(code);
  for (const code of PLATFORM_PRIVILEGES) out.delete(code);
  return out;
}

/**
 * A role's privileges as the roleManage tree (issue 11 §3 "see each role's privileges as a tree"): the menu
 * tree's groups and pages (each node once per code and path), then a functions group of the privileges
 * that are no menu node; `checked` when `granted` holds the code.
 */
export function privilegeTreeOf(granted: ReadonlySet<string>): PrivilegeNode[] {
  const toNode = (n: MenuNode): PrivilegeNode => ({
    code: n.code,
    title: n.title,
    checked: granted.has(n.code),
    children: n.children.filter((c) => !(c.code === n.code && c.children.length === 0)).map(toNode),
  });
  const menuCodes = new Set(routeCodesOf(menuTree));
  const functions = [...knownPrivileges()].filter((code) => !menuCodes.has(code));
  return [
    ...menuTree.filter((n) => !PLATFORM_PRIVILEGES.includes(n.code)).map(toNode),
    {
      code: 'functions',
      title: t('perm.role.functions'),
      checked: functions.every((code) => granted.has(code)),
      children: functions.map((code) => ({
        code,
        title: FUNCTION_PRIVILEGES.includes(code) ? t(`privilege.${code}` as MessageKey) : code,
        checked: granted.has(code),
        children: [],
      })),
    },
  ];
}

/** The role codes of the matrix's columns, in docs/permissions.md order. */
export const MATRIX_ROLES: readonly string[] = Object.keys(rolePrivileges);

/** Start and end markers of the generated part of docs/permissions.md. */
export const MATRIX_MARKERS = ['<!-- role-call-matrix:start -->', '<!-- role-call-matrix:end -->'] as const;

/**
 * Whether a role may make a call by the DEFAULT matrix: no privilege needed, or the role grants it. The
 * server checks the same thing per request against the tables (http/pipeline.ts authorise).
 */
export function roleMayCall(role: string, def: { readonly privilege?: string | undefined }): boolean {
  return def.privilege === undefined || (rolePrivileges[role] ?? []).includes(def.privilege);
}

/**
 * The generated part of docs/permissions.md (issue 11 §3 "the role x call matrix is data"): one row per
 * contract call, download and upload (`defs`, core allCalls/allDownloads/allUploads) with its path, auth,
 * privilege and a ✓ for each role of {@link MATRIX_ROLES} that may make it by the default matrix, then each
 * role's privileges. tests compare the file with this text.
 */
export function permissionsMatrixMarkdown(
  defs: readonly {
    name: string;
    service: string;
    path: string;
    auth: string;
    privilege?: string | undefined;
  }[],
): string {
  const lines = [
    MATRIX_MARKERS[0],
    '',
    `| call | path | auth | privilege | ${MATRIX_ROLES.join(' | ')} |`,
    `|---|---|---|---|${MATRIX_ROLES.map(() => '---').join('|')}|`,
  ];
  const sorted = [...defs].sort((a, b) => a.name.localeCompare(b.name) || a.path.localeCompare(b.path));
  for (const def of sorted) {
    const cells = MATRIX_ROLES.map((role) => (roleMayCall(role, def) ? '✓' : ' '));
    lines.push(
      `| ${def.name} | ${def.service}/${def.path} | ${def.auth} | ${def.privilege ?? '—'} | ${cells.join(' | ')} |`,
    );
  }
  lines.push('', '| role | privileges |', '|---|---|');
  for (const role of MATRIX_ROLES)
    lines.push(`| ${role} | ${[...new Set(rolePrivileges[role])].join(', ')} |`);
  lines.push('', MATRIX_MARKERS[1]);
  return lines.join('\n');
}
