import { describe, expect, it } from 'vitest';
import {
  accountChoiceOf,
  BATCH_ACCOUNT_PRIVILEGE,
  defaultAccountId,
  defaultBatchAccountId,
  groupIdsOfChoice,
} from './accountSelection.js';

const acc = (groupId: string, clientType: string) => ({ groupId, clientType });

describe('default account of a single-select page (spec 03 §2, §4)', () => {
  it.each([
    { name: 'the first clientType 2', list: [acc('a', '3'), acc('b', '2'), acc('c', '2')], want: 'b' },
    { name: 'the first when none is 2', list: [acc('a', '3'), acc('b', '3')], want: 'a' },
    { name: 'the first when it is 2', list: [acc('a', '2'), acc('b', '3')], want: 'a' },
    { name: 'none for an empty list', list: [], want: null },
  ])('$name', ({ list, want }) => {
    expect(defaultAccountId(list)).toBe(want);
  });
});

describe('multi-select choice (spec 01 §2.1, 03 §4: all ticked -> 全部账户)', () => {
  const list = [acc('a', '2'), acc('b', '3'), acc('c', '2')];
  it.each([
    { name: 'all ticked is all', ticked: ['c', 'a', 'b'], want: { kind: 'all' } },
    { name: 'some keep the list order', ticked: ['c', 'a'], want: { kind: 'some', groupIds: ['a', 'c'] } },
    { name: 'unknown ids are dropped', ticked: ['x', 'b'], want: { kind: 'some', groupIds: ['b'] } },
    { name: 'none ticked', ticked: [], want: { kind: 'some', groupIds: [] } },
  ])('$name', ({ ticked, want }) => {
    expect(accountChoiceOf(list, ticked)).toEqual(want);
  });

  it('an empty list is never all', () => {
    expect(accountChoiceOf([], [])).toEqual({ kind: 'some', groupIds: [] });
  });

  it('all sends every permitted id; some sends its own', () => {
    expect(groupIdsOfChoice(list, { kind: 'all' })).toEqual(['a', 'b', 'c']);
    expect(groupIdsOfChoice(list, { kind: 'some', groupIds: ['b'] })).toEqual(['b']);
  });
});

describe("defaultBatchAccountId: the session's account, else the only one, else none (spec 02 §2, §6)", () => {
  const a = { groupId: '10000001' };
  const b = { groupId: '10000002' };
  it.each([
    ['the session acts for one of them', [a, b], '10000002', '10000002'],
    ['the session acts for none of them, two accounts', [a, b], '10000009', null],
    ['no session organisation, one account', [b], undefined, '10000002'],
    ['no session organisation, two accounts', [a, b], undefined, null],
    ['no account', [], '10000001', null],
  ] as const)('%s', (_name, accounts, session, expected) => {
    expect(defaultBatchAccountId(accounts, session)).toBe(expected);
  });

  it('purchase defaults among subs accounts, redemption among redemption accounts (spec 02 §6)', () => {
    expect(BATCH_ACCOUNT_PRIVILEGE).toEqual({ purchase: 'subs', redemption: 'redemption' });
  });
});
