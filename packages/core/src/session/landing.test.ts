import { describe, expect, it } from 'vitest';
import { t } from '../messages/index.js';
import {
  adminTypeOf,
  decideLanding,
  decideSwitch,
  hideChangingForManager,
  type FirstLoginFlags,
  type LandingDecision,
  type LandingInfo,
  type LandingOrgInfo,
  type MissingSetting,
  missingFirstLoginSettings,
  orgTabs,
  orgTypeNumber,
  trustChannelManagerFlag,
  visibleOrgList,
} from './landing.js';
import { autoOperatorRole, switchReducer, type SwitchState } from './landing.js';

describe('orgTypeNumber (spec 01 §4.1 organisation type number)', () => {
  it.each([
    ['spec 01 §4.1: orgType 0 with client type 2 -> 1', 0, '2', false, 1],
    ['spec 01 §4.1: orgType 1 with client type 2 -> 2', 1, '2', false, 2],
    ['spec 01 §4.1: client type 3 -> 3 (orgType 0)', 0, '3', false, 3],
    ['spec 01 §4.1: client type 3 -> 3 (orgType 1)', 1, 3, false, 3],
    ['spec 01 §4.1: managerOrgFlag set -> 4', 0, '2', true, 4],
    ['spec 01 §4.1: managerOrgFlag set -> 4 (trust channel)', 1, '3', true, 4],
    ['numbers written as text are read as numbers', '1', 2, false, 2],
    ['no rule matches -> none', 0, '5', false, null],
    ['no rule matches (orgType 2) -> none', 2, '2', null, null],
  ] as const)('%s', (_rule, orgType, clientType, managerOrgFlag, expected) => {
    expect(orgTypeNumber(orgType, clientType, managerOrgFlag)).toBe(expected);
  });
});

const settled: FirstLoginFlags = {
  isManager: false,
  isOperator: true,
  hasApproveSet: true,
  hasOperator: true,
  hasLoginPwd: true,
  hasTradePwd: true,
};
const manager: FirstLoginFlags = { ...settled, isManager: true, isOperator: false };
const opened: LandingOrgInfo = { status: 2, orgType: 0, clientType: '2', managerOrgFlag: false };
const base: LandingInfo = { roles: ['op'], adminType: 0, loginType: 1, org: opened, firstLogin: settled };
const withOrg = (org: Partial<LandingOrgInfo>, rest: Partial<LandingInfo> = {}): LandingInfo => ({
  ...base,
  ...rest,
  org: { ...opened, ...org },
});

const toOrgInfo: LandingDecision = { to: '/orgaccount/orgInfo', reason: 'orgInfoNeeded' };
const toRedirect: LandingDecision = { to: '/redirect', reason: 'default' };
const settings = (...missing: MissingSetting[]): LandingDecision => ({
  to: '/orgaccount/settingLogin',
  reason: 'firstLoginSettings',
  missing,
});

describe('decideLanding (spec 01 §4.2 landing decisions after login)', () => {
  it.each<[string, LandingInfo, LandingDecision]>([
    ['spec 01 §4.2: an opened organisation lands on /redirect', base, toRedirect],
    ['spec 01 §4.2: no org info read -> /redirect', { ...base, org: null }, toRedirect],
    // org info page
    ['spec 01 §4.2: status 0 -> org info page', withOrg({ status: 0 }), toOrgInfo],
    ['spec 01 §4.2: status 3 -> org info page', withOrg({ status: 3 }), toOrgInfo],
    [
      'spec 01 §4.2: status 3 -> org info page, whatever the type (4)',
      withOrg({ status: 3, managerOrgFlag: true }),
      toOrgInfo,
    ],
    [
      'spec 01 §4.2: status 10 with type number 1 -> org info page',
      withOrg({ status: 10, orgType: 0, clientType: '2' }),
      toOrgInfo,
    ],
    [
      'spec 01 §4.2: status 11 with type number 1 -> org info page',
      withOrg({ status: 11, orgType: 0, clientType: '2' }),
      toOrgInfo,
    ],
    [
      'spec 01 §4.2: status 10 with type number 3 -> org info page',
      withOrg({ status: 10, clientType: '3' }),
      toOrgInfo,
    ],
    [
      'spec 01 §4.2: status 11 with type number 3 -> org info page',
      withOrg({ status: 11, clientType: '3' }),
      toOrgInfo,
    ],
    [
      'spec 01 §4.2: login type 2 with status 0 -> org info page',
      withOrg({ status: 0 }, { loginType: 2 }),
      toOrgInfo,
    ],
    [
      'spec 01 §4.2: login type 2 with status 1 -> org info page',
      withOrg({ status: 1 }, { loginType: 2 }),
      toOrgInfo,
    ],
    [
      'spec 01 §4.2: login type 2 with status 3 -> org info page',
      withOrg({ status: 3 }, { loginType: 2 }),
      toOrgInfo,
    ],
    [
      'spec 01 §4.2: login type 2 with status 2 -> /redirect',
      withOrg({ status: 2 }, { loginType: 2 }),
      toRedirect,
    ],
    ['spec 01 §4.2: login type 1 with status 1 -> /redirect', withOrg({ status: 1 }), toRedirect],
    [
      'spec 01 §4.2: login type 2 with status 1 -> org info page before the administrator rule',
      withOrg({ status: 1 }, { loginType: 2, adminType: 1, roles: ['jgt_person'] }),
      toOrgInfo,
    ],
    // trade
    [
      'spec 01 §4.2: status 10 with type number 2 -> trade module',
      withOrg({ status: 10, orgType: 1, clientType: '2' }),
      { to: '/trade', reason: 'awaitingBindingTypeTwo' },
    ],
    [
      'spec 01 §4.2: status 11 with type number 2 -> trade module',
      withOrg({ status: 11, orgType: 1, clientType: '2' }),
      { to: '/trade', reason: 'awaitingBindingTypeTwo' },
    ],
    [
      'spec 01 §4.2: status 10 with type number 4 -> /redirect',
      withOrg({ status: 10, managerOrgFlag: true }),
      toRedirect,
    ],
    // openResultSwitch
    [
      'spec 01 §4.2: status 1 for adminType 1 -> openResultSwitch',
      withOrg({ status: 1 }, { adminType: 1, roles: ['jgt_person'] }),
      { to: '/orgaccount/openResultSwitch', reason: 'adminOpeningUnderReview' },
    ],
    ['spec 01 §4.2: status 1 for adminType 0 -> /redirect', withOrg({ status: 1 }), toRedirect],
    [
      'spec 01 §4.2: status 2 for adminType 1 -> /redirect',
      withOrg({ status: 2 }, { adminType: 1 }),
      toRedirect,
    ],
    // settings login
    [
      'spec 01 §4.2: settingLogin forced: manager lacks approval set',
      { ...base, firstLogin: { ...manager, hasApproveSet: false } },
      settings('approveSet'),
    ],
    [
      'spec 01 §4.2: settingLogin forced: manager lacks operator',
      { ...base, firstLogin: { ...manager, hasOperator: false } },
      settings('operator'),
    ],
    [
      'spec 01 §4.2: settingLogin forced: manager lacks login password',
      { ...base, firstLogin: { ...manager, hasLoginPwd: false } },
      settings('loginPwd'),
    ],
    [
      'spec 01 §4.2: settingLogin forced: non-manager lacks login password',
      { ...base, firstLogin: { ...settled, hasLoginPwd: false } },
      settings('loginPwd'),
    ],
    [
      'spec 01 §4.2: settingLogin forced: operator lacks trade password',
      { ...base, firstLogin: { ...settled, hasTradePwd: false } },
      settings('tradePwd'),
    ],
    [
      'spec 01 §4.2: a non-operator without trade password is not forced',
      { ...base, firstLogin: { ...settled, isOperator: false, hasTradePwd: false } },
      toRedirect,
    ],
    [
      'spec 01 §4.2: a non-manager without approval set or operator is not forced',
      { ...base, firstLogin: { ...settled, hasApproveSet: false, hasOperator: false } },
      toRedirect,
    ],
    ['spec 01 §4.2: no first-login info, nothing forced', { ...base, firstLogin: null }, toRedirect],
    [
      'spec 01 §4.2: settingLogin is forced before the org info page',
      {
        ...withOrg({ status: 0 }),
        firstLogin: { ...manager, hasApproveSet: false, hasOperator: false, hasLoginPwd: false },
      },
      settings('approveSet', 'operator', 'loginPwd'),
    ],
    // A01009 and the old operator
    [
      'spec 01 §4.2, §8: a switch or login answering A01009 -> trade module',
      withOrg({ status: 0 }, { retCode: 'A01009' }),
      { to: '/trade', reason: 'goTradeCode' },
    ],
    [
      'spec 01 §4.2: A01009 decides before the settings rule',
      { ...base, retCode: 'A01009', firstLogin: { ...settled, hasLoginPwd: false } },
      { to: '/trade', reason: 'goTradeCode' },
    ],
    [
      'spec 01 §4.2: another answer code decides nothing',
      withOrg({ status: 2 }, { retCode: 'A01008' }),
      toRedirect,
    ],
    [
      'spec 01 §4.2: the old operator (jgt_old_op) -> trade module',
      { ...base, roles: ['jgt_old_op'] },
      { to: '/trade', reason: 'oldOperator' },
    ],
    [
      'spec 01 §4.2: the old operator -> trade module, whatever the status',
      withOrg({ status: 3 }, { roles: ['jgt_old_op'] }),
      { to: '/trade', reason: 'oldOperator' },
    ],
  ])('%s', (_rule, info, decision) => {
    expect(decideLanding(info)).toEqual(decision);
  });
});

describe('first-login settings (spec 01 §4.2)', () => {
  it('lists every missing setting in a fixed order', () => {
    expect(
      missingFirstLoginSettings({
        isManager: true,
        isOperator: true,
        hasApproveSet: false,
        hasOperator: false,
        hasLoginPwd: false,
        hasTradePwd: false,
      }),
    ).toEqual(['approveSet', 'operator', 'loginPwd', 'tradePwd']);
    expect(missingFirstLoginSettings(settled)).toEqual([]);
  });
});

describe('adminTypeOf (spec 01 §4.2: an administrator, jgt_person, gets adminType 1)', () => {
  it.each([
    [['jgt_person'], 1],
    [['op', 'jgt_person'], 1],
    [['op'], 0],
    [[], 0],
  ] as const)('spec 01 §4.2: roles %j -> adminType %i', (roles, expected) => {
    expect(adminTypeOf(roles)).toBe(expected);
  });
});

const org = (groupId: string, synthesizeState = 2) => ({
  groupId,
  synthesizeState,
  corpName: `corp ${groupId}`,
});

describe('visibleOrgList (spec 01 §3 organisation entry, §4.2 synthesizeState 99)', () => {
  it('spec 01 §3: entries with synthesizeState 99 are dropped', () => {
    expect(visibleOrgList([org('A'), org('B', 99), org('C')])).toEqual({
      kind: 'list',
      orgs: [org('A'), org('C')],
    });
  });

  it('spec 01 §3: duplicates are removed by groupId (first kept)', () => {
    const first = { ...org('A'), corpName: 'first' };
    expect(visibleOrgList([first, org('B'), { ...org('A'), corpName: 'second' }])).toEqual({
      kind: 'list',
      orgs: [first, org('B')],
    });
  });

  it('spec 01 §3: a closed duplicate does not hide the open entry', () => {
    expect(visibleOrgList([org('A', 99), org('A')])).toEqual({ kind: 'list', orgs: [org('A')] });
  });

  it.each([
    ['one closed entry', [org('A', 99)]],
    ['every entry closed', [org('A', 99), org('B', 99), org('A', 99)]],
  ])(
    "spec 01 §4.2: all synthesizeState 99 (%s) -> 'account does not exist' for 3 s, logout after 2 s",
    (_case, list) => {
      const decision = visibleOrgList(list);
      expect(decision).toEqual({
        kind: 'accountNotExist',
        messageKey: 'error.accountNotExist',
        toastMs: 3_000,
        logoutAfterMs: 2_000,
      });
      expect(decision.kind === 'accountNotExist' && t(decision.messageKey)).toBe('账户不存在');
    },
  );

  it('spec 01 §4.2: an empty list is not "all closed": it stays an empty list', () => {
    expect(visibleOrgList([])).toEqual({ kind: 'list', orgs: [] });
  });
});

describe('orgTabs (spec 01 §4.2 organisation tabs)', () => {
  const typeOne = { groupId: '1', orgType: 0, clientType: '2', managerOrgFlag: false };
  const typeTwo = { groupId: '2', orgType: 1, clientType: '2', managerOrgFlag: false };
  const typeThree = { groupId: '3', orgType: 0, clientType: '3', managerOrgFlag: false };
  const typeFour = { groupId: '4', orgType: 0, clientType: '2', managerOrgFlag: true };
  const untyped = { groupId: '5', orgType: 7, clientType: '2', managerOrgFlag: false };
  const list = [typeFour, typeOne, untyped, typeThree, typeTwo];

  it('spec 01 §4.2: tab type 1 lists organisations of type 1', () => {
    expect(orgTabs(list, 1)).toEqual([typeOne]);
  });

  it('spec 01 §4.2: tab type 2 lists types 2, 3 and 4, in list order', () => {
    expect(orgTabs(list, 2)).toEqual([typeFour, typeThree, typeTwo]);
  });
});

describe('hideChangingForManager (spec 01 §4.2: institutions in a change are hidden for managers)', () => {
  const list = [
    { groupId: 'A', changingFlag: true },
    { groupId: 'B', changingFlag: false },
    { groupId: 'C' },
  ];
  it('spec 01 §4.2: a manager does not see institutions in a change', () => {
    expect(hideChangingForManager(list, true).map((o) => o.groupId)).toEqual(['B', 'C']);
  });
  it('spec 01 §4.2: other users see every institution', () => {
    expect(hideChangingForManager(list, false).map((o) => o.groupId)).toEqual(['A', 'B', 'C']);
  });
});

describe('trustChannelManagerFlag (spec 01 §4.2 trust-channel manager flag)', () => {
  it.each([
    ['spec 01 §4.2: trust channel, administrator, financial-professional -> true', true, 1, true, '3', true],
    ['spec 01 §4.2: trust channel, administrator, client type 2 -> true', true, 1, false, '2', true],
    ['spec 01 §4.2: not the trust channel -> false', false, 1, true, '3', false],
    ['spec 01 §4.2: unless adminType is 0', true, 0, true, '3', false],
    ['spec 01 §4.2: unless not financial-professional with client type 3', true, 1, false, '3', false],
    ['spec 01 §4.2: unless not financial-professional with client type 3 (number)', true, 1, false, 3, false],
  ] as const)('%s', (_rule, trustChannel, adminType, financialProFlag, clientType, expected) => {
    expect(trustChannelManagerFlag({ trustChannel, adminType, financialProFlag, clientType })).toBe(expected);
  });
});

describe('decideSwitch (spec 01 §4.2 account switch)', () => {
  it.each([
    ['spec 01 §4.2: a switch may start', false, false, false, { ok: true }],
    [
      'spec 01 §4.2: blocked while another switch is loading',
      true,
      false,
      false,
      { ok: false, reason: 'busy' },
    ],
    [
      'spec 01 §4.2: a manager-type profile whose manager already opened a management-organisation account is blocked',
      false,
      true,
      true,
      { ok: false, reason: 'managerAlreadyOpened', messageKey: 'error.managerAlreadyOpened' },
    ],
    [
      'spec 01 §4.2: a manager-type profile without such account may switch',
      false,
      true,
      false,
      { ok: true },
    ],
    ['spec 01 §4.2: the block is for manager-type profiles only', false, false, true, { ok: true }],
  ] as const)('%s', (_rule, switching, managerTypeProfile, managerOrgAccountOpened, decision) => {
    expect(decideSwitch({ switching, managerTypeProfile, managerOrgAccountOpened })).toEqual(decision);
  });

  it('spec 01 §4.2: the block message is the spec text', () => {
    expect(t('error.managerAlreadyOpened')).toBe(
      '管理人已开立管理机构账户，请以管理员身份登录已开立的管理机构账户，并新增产品。',
    );
  });
});

describe('autoOperatorRole (spec 01 §4.2: a manager opening with no operator may be auto-assigned op)', () => {
  it.each([
    ['a manager without an operator -> op', { isManager: true, hasOperator: false, isOperator: false }, 'op'],
    ['a manager with an operator -> none', { isManager: true, hasOperator: true, isOperator: false }, null],
    [
      'a manager who is the operator already -> none',
      { isManager: true, hasOperator: false, isOperator: true },
      null,
    ],
    ['not a manager -> none', { isManager: false, hasOperator: false, isOperator: false }, null],
  ] as const)('spec 01 §4.2: %s', (_rule, flags, expected) => {
    expect(autoOperatorRole(flags)).toBe(expected);
  });
});

describe('switchReducer (spec 01 §4.2 account switch: loading, then success or failure; blocked while loading)', () => {
  const idle: SwitchState = { status: 'idle' };
  const loading: SwitchState = { status: 'loading', groupId: 'G1' };
  it.each<[string, SwitchState, Parameters<typeof switchReducer>[1], SwitchState]>([
    ['spec 01 §4.2: a switch starts loading', idle, { type: 'start', groupId: 'G1' }, loading],
    [
      'spec 01 §4.2: switching is blocked while another switch is loading',
      loading,
      { type: 'start', groupId: 'G2' },
      loading,
    ],
    [
      'spec 01 §4.2: success after loading',
      loading,
      { type: 'succeeded' },
      { status: 'success', groupId: 'G1' },
    ],
    [
      'spec 01 §4.2: failure with a message',
      loading,
      { type: 'failed', message: '机构切换失败' },
      { status: 'failure', groupId: 'G1', message: '机构切换失败' },
    ],
    ['spec 01 §4.2: an answer without a switch changes nothing', idle, { type: 'succeeded' }, idle],
    [
      'spec 01 §4.2: a new switch after a failure',
      { status: 'failure', groupId: 'G1', message: 'x' },
      { type: 'start', groupId: 'G2' },
      { status: 'loading', groupId: 'G2' },
    ],
    ['reset', loading, { type: 'reset' }, idle],
  ])('%s', (_rule, state, event, expected) => {
    expect(switchReducer(state, event)).toEqual(expected);
  });
});
