import type { BatchTradeType } from '../domain/batch.js';

/** The parts of an account (organisation entry) the selection rules read. */
export interface SelectableAccount {
  groupId: string;
  clientType: string;
}

/** Client type '2': an ordinary institution (spec 01 §1). */
export const DEFAULT_ACCOUNT_CLIENT_TYPE = '2';

/**
 * The default account of a single-select page: the first account whose clientType is '2', otherwise the
 * first account; none for an empty list.
 *
 * @param accounts - the permitted accounts in the server's order
 * @returns the default account's group id, or `null`
 * @see spec 03 §2 (asset section), §4 account selection
 */
export function defaultAccountId(accounts: readonly SelectableAccount[]): string | null {
  const preferred = accounts.find((account) => account.clientType === DEFAULT_ACCOUNT_CLIENT_TYPE);
  return (preferred ?? accounts[0])?.groupId ?? null;
}

/** A multi-select choice: every account (named 全部账户) or some of them. */
export type AccountChoice = { kind: 'all' } | { kind: 'some'; groupIds: readonly string[] };

/**
 * Reads the ticked accounts of a multi-select: all of them ticked is the all-accounts choice; the ticked
 * ids keep the list's order and unknown ids are dropped.
 *
 * @param accounts - the permitted accounts
 * @param ticked - the group ids ticked
 * @see spec 01 §2.1 account picker, 03 §4 account selection (multi-select; all ticked -> 全部账户)
 */
export function accountChoiceOf(
  accounts: readonly SelectableAccount[],
  ticked: Iterable<string>,
): AccountChoice {
  const set = new Set(ticked);
  const groupIds = accounts.filter((account) => set.has(account.groupId)).map((account) => account.groupId);
  if (accounts.length > 0 && groupIds.length === accounts.length) return { kind: 'all' };
  return { kind: 'some', groupIds };
}

/**
 * The group ids a call gets for a choice: all accounts are sent explicitly (the permitted list), so the
 * server answers for exactly what the picker shows.
 *
 * @see spec 03 §4 account selection
 */
export function groupIdsOfChoice(accounts: readonly SelectableAccount[], choice: AccountChoice): string[] {
  return choice.kind === 'all' ? accounts.map((account) => account.groupId) : [...choice.groupIds];
}

/** The privilege whose accounts a batch of a trade type may default to (spec 02 §6: subs, redemption). */
export const BATCH_ACCOUNT_PRIVILEGE = {
  purchase: 'subs',
  redemption: 'redemption',
} as const satisfies Record<BatchTradeType, string>;

/**
 * The default account of a batch import (rows whose 账户 is empty): the account the session acts for when
 * it is among the accounts with the trade type's privilege ({@link BATCH_ACCOUNT_PRIVILEGE}), else the
 * only such account, else none. The web's 默认账户 picker and `funddesk batch import` without
 * `--account` both choose with this rule.
 *
 * @param accounts - the accounts with the privilege (queryAccountList), in the server's order
 * @param sessionGroupId - the organisation the session acts for (x-gno), if any
 * @returns the group id, or `null` when none is chosen
 * @see spec 02 §2 (multiBuy, multiSell default account), §6 (privileges subs, redemption)
 */
export function defaultBatchAccountId(
  accounts: readonly Pick<SelectableAccount, 'groupId'>[],
  sessionGroupId: string | null | undefined,
): string | null {
  const own = accounts.find((account) => account.groupId === sessionGroupId);
  if (own) return own.groupId;
  return accounts.length === 1 ? (accounts[0]?.groupId ?? null) : null;
}
