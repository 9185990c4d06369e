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
