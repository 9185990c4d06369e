import { describe, expect, it } from 'vitest';
import type { AccountChoice } from '../rules/accountSelection.js';
import {
  ACCOUNT_SEARCH_MAX_LENGTH,
  accountPickerEmpty,
  clipSearch,
  currentAccountOf,
  defaultChoiceForPage,
  needsAccountSelection,
  orgBarView,
  searchOrgs,
  selectSingle,
  toggleAccount,
  toggleAllAccounts,
  withAccountId,
} from './accounts.js';

const orgs = [
  { corpName: '鼎元投资管理有限公司', groupId: '10000001', clientType: '3' },
  { corpName: '汇川信托·稳盈1号集合资金信托计划', groupId: '10000002', clientType: '2' },
  { corpName: 'Alpha Capital', groupId: '10000003', clientType: '2' },
];
const ids = (list: readonly { groupId: string }[]) => list.map((o) => o.groupId);
const some = (...groupIds: string[]): AccountChoice => ({ kind: 'some', groupIds });

describe('searchOrgs (spec 01 §2.1 organisation search by name or code; §3 substring on name or group id)', () => {
  it.each<[string, string, string[]]>([
    ['spec 01 §3: empty text lists every organisation', '', ['10000001', '10000002', '10000003']],
    ['spec 01 §3: a substring of the company name', '信托', ['10000002']],
    ['spec 01 §3: a substring of the group id', '0003', ['10000003']],
    ['spec 01 §3: the group id matches many', '1000000', ['10000001', '10000002', '10000003']],
    ['spec 01 §2.1: surrounding spaces are ignored', '  鼎元  ', ['10000001']],
    ['spec 01 §2.1: case is ignored', 'alpha', ['10000003']],
    ['spec 01 §3: no match is an empty list', '不存在', []],
  ])('%s: %s', (_rule, query, expected) => {
    expect(ids(searchOrgs(orgs, query))).toEqual(expected);
  });

  it('spec 01 §2.1, §5: the search text counts at most 25 characters', () => {
    expect(ACCOUNT_SEARCH_MAX_LENGTH).toBe(25);
    expect(clipSearch('鼎'.repeat(30))).toHaveLength(25);
    expect(clipSearch('abc')).toBe('abc');
    // A name longer than the limit still matches by its first 25 characters.
    const long = { corpName: `${'长'.repeat(25)}X`, groupId: '1' };
    expect(searchOrgs([long], `${'长'.repeat(25)}X`)).toEqual([long]);
  });
});

describe('accountPickerEmpty (spec 01 §2.1: 暂无数据 with the administrator hint, hidden for managers)', () => {
  it.each([
    [
      'no account at all: the empty text and the hint',
      { accounts: 0, visible: 0, isManager: false },
      { empty: true, hintKey: 'session.account.emptyHint' },
    ],
    [
      'no account, a manager: the hint is hidden',
      { accounts: 0, visible: 0, isManager: true },
      { empty: true, hintKey: null },
    ],
    [
      'a search that matches nothing: the empty text without the hint',
      { accounts: 3, visible: 0, isManager: false },
      { empty: true, hintKey: null },
    ],
    [
      'accounts to list: no empty text',
      { accounts: 3, visible: 2, isManager: false },
      { empty: false, hintKey: null },
    ],
  ] as const)('spec 01 §2.1: %s', (_rule, input, expected) => {
    expect(accountPickerEmpty(input)).toEqual(expected);
  });
});

describe('account selection (spec 01 §2.1 account picker, spec 03 §4 account selection)', () => {
  it('spec 01 §2.1: single-select closes and returns the chosen account', () => {
    expect(selectSingle('10000002')).toEqual({ choice: some('10000002'), close: true });
    expect(selectSingle('all')).toEqual({ choice: { kind: 'all' }, close: true });
  });

  it.each<[string, AccountChoice | null, string, AccountChoice]>([
    ['spec 01 §2.1: ticking an account adds it', some('10000001'), '10000002', some('10000001', '10000002')],
    [
      'spec 01 §2.1: ticking the last unticked account gives 全部账户',
      some('10000001', '10000002'),
      '10000003',
      { kind: 'all' },
    ],
    [
      'spec 01 §2.1: unticking one of several removes it',
      some('10000001', '10000002'),
      '10000001',
      some('10000002'),
    ],
    [
      'spec 01 §2.1: unticking one from all leaves the others',
      { kind: 'all' },
      '10000002',
      some('10000001', '10000003'),
    ],
    ['spec 01 §2.1: the only ticked account stays ticked', some('10000002'), '10000002', some('10000002')],
    ['spec 01 §2.1: ticking from nothing', null, '10000003', some('10000003')],
    ['spec 01 §2.1: ticks keep the list order', some('10000003'), '10000001', some('10000001', '10000003')],
  ])('%s', (_rule, current, groupId, expected) => {
    expect(toggleAccount(orgs, current, groupId)).toEqual(expected);
  });

  it('spec 01 §2.1: the all-select entry ticks every account, unticking it keeps the first', () => {
    expect(toggleAllAccounts(orgs, some('10000002'))).toEqual({ kind: 'all' });
    expect(toggleAllAccounts(orgs, null)).toEqual({ kind: 'all' });
    expect(toggleAllAccounts(orgs, { kind: 'all' })).toEqual(some('10000001'));
  });

  it.each<[string, AccountChoice | null, { id: string; name: string } | null]>([
    [
      'spec 01 §2.3: one account is the current account',
      some('10000002'),
      { id: '10000002', name: '汇川信托·稳盈1号集合资金信托计划' },
    ],
    [
      'spec 01 §2.3: several accounts set the current account to all, named 全部账户',
      some('10000001', '10000002'),
      { id: 'all', name: '全部账户' },
    ],
    ['spec 03 §4: all accounts is all, named 全部账户', { kind: 'all' }, { id: 'all', name: '全部账户' }],
    ['spec 03 §4: nothing chosen, no current account', null, null],
    ['spec 03 §4: an empty choice, no current account', some(), null],
  ])('%s', (_rule, choice, expected) => {
    expect(currentAccountOf(orgs, choice)).toEqual(expected);
  });

  it.each<[string, string, 'single' | 'multi', AccountChoice | null]>([
    [
      "spec 01 §2.3: /asset/index defaults to the account whose clientType is '2'",
      '/asset/index',
      'single',
      some('10000002'),
    ],
    [
      "spec 01 §2.3: /help/investors defaults to the account whose clientType is '2'",
      '/help/investors',
      'single',
      some('10000002'),
    ],
    [
      'spec 03 §4: another single-select page defaults to the first account',
      '/product/touguList',
      'single',
      some('10000001'),
    ],
    ['spec 03 §4: multi-select pages default to all accounts', '/trade/stayTrade', 'multi', { kind: 'all' }],
  ])('%s', (_rule, path, mode, expected) => {
    expect(defaultChoiceForPage(path, orgs, mode)).toEqual(expected);
  });

  it("spec 01 §2.3: without a clientType '2' account the first is the default; no account, no choice", () => {
    expect(defaultChoiceForPage('/asset/index', [orgs[0]!], 'single')).toEqual(some('10000001'));
    expect(defaultChoiceForPage('/asset/index', [], 'single')).toBeNull();
    expect(defaultChoiceForPage('/trade/stayTrade', [], 'multi')).toBeNull();
  });

  it.each([
    [
      'spec 01 §2.3: the account id is appended',
      '/product/touguList',
      'G1',
      '/product/touguList?accountId=G1',
    ],
    [
      'spec 01 §2.3: other query parameters stay',
      '/asset/index?tab=2',
      'G1',
      '/asset/index?tab=2&accountId=G1',
    ],
    [
      'spec 01 §2.3: an earlier account id is replaced',
      '/asset/index?accountId=G0',
      'G1',
      '/asset/index?accountId=G1',
    ],
    [
      'spec 01 §2.3: /product/touguListDetail is exempt',
      '/product/touguListDetail?id=7',
      'G1',
      '/product/touguListDetail?id=7',
    ],
    ['spec 01 §2.3: no account, nothing appended', '/asset/index', null, '/asset/index'],
  ] as const)('%s', (_rule, path, accountId, expected) => {
    expect(withAccountId(path, accountId)).toBe(expected);
  });
});

describe('orgBarView (spec 01 §1: the organisation bar shows a list instead on some paths, a bottom line on one)', () => {
  it.each([
    '/orgaccount/productEdit',
    '/orgaccount/productEdit/3',
    '/orgaccount/orgInfoSwitch',
    '/orgaccount/openResultSwitch',
    '/orgaccount/settingLogin',
    '/orgaccount/treasure',
    '/orgaccount/changeManagerResult',
  ])('spec 01 §1: %s shows the organisation list', (path) => {
    expect(orgBarView(path)).toEqual({ mode: 'list', bottomLine: false });
  });

  it.each(['/asset/index', '/orgaccount/orgInfo', '/orgaccount/openResult', '/redirect'])(
    'spec 01 §1: %s shows the switcher',
    (path) => {
      expect(orgBarView(path)).toEqual({ mode: 'switcher', bottomLine: false });
    },
  );

  it('spec 01 §1: /orgaccount/openAccountType shows a bottom line', () => {
    expect(orgBarView('/orgaccount/openAccountType')).toEqual({ mode: 'switcher', bottomLine: true });
  });
});

describe('needsAccountSelection (spec 01 §2.3 account-selection pages; spec 03 §2)', () => {
  it.each([
    ['/asset/index', true],
    ['/help/investors', true],
    ['/product/touguList', true],
    ['/product/privatefundSupermarket', true],
    ['/fundTools/combineFund', true],
    ['/trade/stayTrade', true],
    ['/dataService/tradeRecord', true],
    ['/product/touguListDetail', false],
    ['/product/publicIndex', false],
    ['/user/userInfo', false],
  ])('spec 01 §2.3: %s -> %s', (path, expected) => {
    expect(needsAccountSelection(path)).toBe(expected);
  });
});
