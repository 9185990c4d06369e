/**
 * Organisation and account choice in the shell (spec 01 §1, §2.1, §2.3, §3; spec 03 §4 "Account
 * selection"): the organisation bar, its search, the account picker's empty state, single and multi
 * select, the default account of a page and the current account it sets. Pure decisions; the web renders.
 */
import { accountChoiceOf, defaultAccountId, type AccountChoice } from '../rules/accountSelection.js';
import { t, type MessageKey } from '../messages/index.js';
import { ALL_ACCOUNTS } from './routeChange.js';

/** Search limit of the organisation search and the account picker (spec 01 §2.1, §5: 25 characters). */
export const ACCOUNT_SEARCH_MAX_LENGTH = 25;

/** What the searches read of an organisation entry (spec 01 §3). */
export interface SearchableOrg {
  corpName: string;
  groupId: string;
}

/**
 * Clips search text to the search box's limit (spec 01 §2.1: 25 characters). Characters, not UTF-16
 * units, so a Chinese name is never cut in half.
 */
export function clipSearch(text: string, max: number = ACCOUNT_SEARCH_MAX_LENGTH): string {
  return [...text].slice(0, max).join('');
}

/**
 * Searches organisations or accounts by substring of the company name or the group id (spec 01 §2.1
 * "search by name or code", §3 "searched by substring on name or group id"), ignoring case and
 * surrounding spaces; empty text lists everything, in the given order.
 * @see spec 01 §2.1, §3
 */
export function searchOrgs<T extends SearchableOrg>(list: readonly T[], query: string): T[] {
  const q = clipSearch(query).trim().toLowerCase();
  if (!q) return [...list];
  return list.filter(
    (org) => org.corpName.toLowerCase().includes(q) || org.groupId.toLowerCase().includes(q),
  );
}

/** What the account picker shows when there is nothing to list. */
export interface AccountPickerEmpty {
  /** Whether the empty text 暂无数据 shows instead of a list. */
  empty: boolean;
  /**
   * The hint to ask the account administrator to add an associated account on the account-management
   * page, or null: only when the person has no account at all, and never for managers.
   */
  hintKey: MessageKey | null;
}

/**
 * The account picker's empty state (spec 01 §2.1: the empty text 暂无数据 with a hint to ask the account
 * administrator to add an associated account on the account-management page, hidden for managers). A
 * search that matches nothing shows the empty text without the hint: the accounts exist.
 * @param accounts - how many accounts the person may choose from
 * @param visible - how many match the search
 * @see spec 01 §2.1 account picker
 */
export function accountPickerEmpty(input: {
  accounts: number;
  visible: number;
  isManager: boolean;
}): AccountPickerEmpty {
  if (input.accounts === 0) {
    return { empty: true, hintKey: input.isManager ? null : 'session.account.emptyHint' };
  }
  return { empty: input.visible === 0, hintKey: null };
}

/** The answer of a single-select click: the choice and that the picker closes. */
export interface SingleSelection {
  choice: AccountChoice;
  close: true;
}

/**
 * Single-select (spec 01 §2.1, spec 03 §4: "closes and emits the chosen account"); {@link ALL_ACCOUNTS}
 * stands for the all-accounts entry.
 * @see spec 01 §2.1, spec 03 §4
 */
export function selectSingle(groupId: string): SingleSelection {
  return {
    choice: groupId === ALL_ACCOUNTS ? { kind: 'all' } : { kind: 'some', groupIds: [groupId] },
    close: true,
  };
}

/**
 * Multi-select toggles one account (spec 01 §2.1, spec 03 §4): ticking the last unticked account gives
 * the all-accounts choice (全部账户). Unticking the only ticked account is refused (the choice stays):
 * a page always shows at least one account. From the all-accounts choice, unticking one leaves the others.
 * @param accounts - the permitted accounts in list order
 * @param current - the choice before the click (null: nothing ticked yet)
 * @see spec 01 §2.1 account picker, spec 03 §4 account selection
 */
export function toggleAccount(
  accounts: readonly SearchableOrg[],
  current: AccountChoice | null,
  groupId: string,
): AccountChoice {
  const ticked = new Set(
    current === null ? [] : current.kind === 'all' ? accounts.map((a) => a.groupId) : current.groupIds,
  );
  if (ticked.has(groupId)) {
    if (ticked.size === 1) return current ?? { kind: 'some', groupIds: [] };
    ticked.delete(groupId);
  } else {
    ticked.add(groupId);
  }
  return accountChoiceOf(
    accounts.map((a) => ({ groupId: a.groupId, clientType: '' })),
    ticked,
  );
}

/**
 * The all-select entry of a multi-select picker (spec 01 §2.1 "an all-select entry"): ticking it chooses
 * every account (全部账户); unticking it while all are ticked goes back to the first account alone.
 * @see spec 01 §2.1
 */
export function toggleAllAccounts(
  accounts: readonly SearchableOrg[],
  current: AccountChoice | null,
): AccountChoice {
  if (current?.kind === 'all' && accounts[0]) return { kind: 'some', groupIds: [accounts[0].groupId] };
  return { kind: 'all' };
}

/** The current account a choice sets (spec 01 §2.3, spec 03 §4). */
export interface CurrentAccount {
  /** A group id, or {@link ALL_ACCOUNTS}. */
  id: string;
  /** The company name, or 全部账户. */
  name: string;
}

/**
 * The current account of a choice (spec 01 §2.3: "Choosing multiple accounts sets the current account to
 * all, named 全部账户"; spec 03 §4): one account is itself, several or all are {@link ALL_ACCOUNTS} named
 * 全部账户, none is null.
 * @see spec 01 §2.3, spec 03 §4
 */
export function currentAccountOf(
  accounts: readonly SearchableOrg[],
  choice: AccountChoice | null,
): CurrentAccount | null {
  if (choice === null) return null;
  if (choice.kind === 'some' && choice.groupIds.length === 1) {
    const id = choice.groupIds[0] ?? '';
    return { id, name: accounts.find((a) => a.groupId === id)?.corpName ?? id };
  }
  if (choice.kind === 'some' && choice.groupIds.length === 0) return null;
  return { id: ALL_ACCOUNTS, name: t('session.account.all') };
}

/**
 * The account-selection pages (spec 01 §2.3; spec 03 §2: touguList and privatefundSupermarket have an
 * account selector, combineFund and help/investors need an account selected, the asset overview and the
 * trade pages choose accounts): on these an institution manager's current account comes from the page's
 * account map.
 */
export const ACCOUNT_SELECTION_PAGES: readonly string[] = [
  '/asset/index',
  '/help/investors',
  '/product/touguList',
  '/product/privatefundSupermarket',
  '/fundTools/combineFund',
  '/trade/stayTrade',
  '/dataService/tradeRecord',
];

/**
 * Whether a page needs an account selected (spec 01 §2.3 "Account-selection pages").
 * @see spec 01 §2.3, spec 03 §2, §4
 */
export function needsAccountSelection(path: string): boolean {
  return ACCOUNT_SELECTION_PAGES.includes(path);
}

/** Pages whose single default is the account with clientType '2', else the first (spec 01 §2.3). */
export const CLIENT_TYPE_DEFAULT_PAGES: readonly string[] = ['/asset/index', '/help/investors'];

/** Pages exempt from account-id appending (spec 01 §2.3, spec 03 §2). */
export const ACCOUNT_ID_EXEMPT_PAGES: readonly string[] = ['/product/touguListDetail'];

/** The query parameter that carries the chosen account on account-selection pages (spec 01 §7.3). */
export const ACCOUNT_ID_PARAM = 'accountId';

/**
 * The first choice of an account-selection page (spec 01 §2.3, spec 03 §4): /asset/index and
 * /help/investors default to the account whose clientType is '2', else the first; other single-select
 * pages to the first; multi-select pages to all accounts. No account, no choice.
 * @see spec 01 §2.3, spec 03 §4 ("Multi-select pages default to all accounts")
 */
export function defaultChoiceForPage(
  path: string,
  accounts: readonly { groupId: string; clientType: string }[],
  mode: 'single' | 'multi',
): AccountChoice | null {
  if (accounts.length === 0) return null;
  if (mode === 'multi') return { kind: 'all' };
  const id = CLIENT_TYPE_DEFAULT_PAGES.includes(path)
    ? defaultAccountId(accounts)
    : (accounts[0]?.groupId ?? null);
  return id === null ? null : { kind: 'some', groupIds: [id] };
}

/**
 * A page's link with the chosen account appended as `accountId` (spec 01 §2.3: /product/touguListDetail is
 * exempt), replacing an earlier one; unchanged without an account.
 * @param fullPath - path with optional query (`/asset/index?x=1`)
 * @see spec 01 §2.3, §7.3 (updatePrivilegeCodeList takes the group id from the accountId query)
 */
export function withAccountId(fullPath: string, accountId: string | null | undefined): string {
  const [path = '', query = ''] = fullPath.split('?', 2);
  if (!accountId || ACCOUNT_ID_EXEMPT_PAGES.includes(path)) return fullPath;
  const params = new URLSearchParams(query);
  params.set(ACCOUNT_ID_PARAM, accountId);
  return `${path}?${params.toString()}`;
}

/** Path prefixes on which the organisation bar shows a list instead of the switcher (spec 01 §1). */
export const ORG_LIST_PATH_PREFIXES: readonly string[] = [
  '/orgaccount/productEdit',
  '/orgaccount/orgInfoSwitch',
  '/orgaccount/openResultSwitch',
  '/orgaccount/settingLogin',
  '/orgaccount/treasure',
  '/orgaccount/changeManagerResult',
];

/** The path on which the organisation bar shows a bottom line (spec 01 §1). */
export const ORG_BAR_BOTTOM_LINE_PATH = '/orgaccount/openAccountType';

/** How the organisation bar shows on a page. */
export interface OrgBarView {
  /** `switcher`: the chosen organisation with the switch popover; `list`: the person's organisations. */
  mode: 'switcher' | 'list';
  bottomLine: boolean;
}

/**
 * The organisation bar of a page (spec 01 §1): a list of organisations instead of the switcher on paths
 * beginning /orgaccount/productEdit, orgInfoSwitch, openResultSwitch, settingLogin, treasure and
 * changeManagerResult; a bottom line on /orgaccount/openAccountType.
 * @see spec 01 §1, §2.1
 */
export function orgBarView(path: string): OrgBarView {
  return {
    mode: ORG_LIST_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)) ? 'list' : 'switcher',
    bottomLine: path === ORG_BAR_BOTTOM_LINE_PATH,
  };
}
