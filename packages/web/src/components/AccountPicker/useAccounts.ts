import { useEffect, useMemo, useState } from 'react';
import {
  account,
  defaultAccountId,
  groupIdsOfChoice,
  type AccountChoice,
  type OrgEntry,
} from '@funddesk/core';
import { useLocation } from 'react-router';
import { useCall } from '../../api/hooks';
import { rememberRouteAccount } from '../../app/routeAccounts';

/** Privilege codes of the account-selection pages (spec 02 §2, 03 §2). */
export type AccountPrivilege =
  'pending_trans' | 'asset_mgt' | 'trade_record' | 'statements' | 'private_fund_public_plan';

/** The permitted accounts of a page and the page's account choice. */
export interface AccountSelection {
  accounts: readonly OrgEntry[];
  loading: boolean;
  failed: boolean;
  choice: AccountChoice | null;
  setChoice: (choice: AccountChoice) => void;
  /** The group ids to send; `null` until the accounts are known, and when there is none. */
  groupIds: string[] | null;
}

/** How a page picks its first choice: all accounts (multi-select pages) or the default single account. */
export type DefaultChoice = 'all' | 'single';

/**
 * Loads the accounts permitted for a page's privilege code and keeps the page's choice: multi-select
 * pages default to all accounts; /asset/index to the account whose clientType is '2', else the first.
 *
 * @param privilegeCode - the page's privilege code (queryAccountList)
 * @param defaultChoice - `all` or `single`
 * @see spec 03 §4 account selection, §2 asset section; spec 01 §7.3 queryAccountList
 */
export function useAccountSelection(
  privilegeCode: AccountPrivilege,
  defaultChoice: DefaultChoice,
): AccountSelection {
  const { data, error, isLoading } = useCall(account.queryAccountList, { privilegeCode });
  const accounts = useMemo(() => data?.orgList ?? [], [data]);
  const [choice, setChoice] = useState<AccountChoice | null>(null);
  const { pathname } = useLocation();
  // spec 01 §2.3: an institution manager's choice per route sets the current account (app/routeAccounts).
  useEffect(() => {
    if (data && choice) rememberRouteAccount(pathname, accounts, choice);
  }, [pathname, data, accounts, choice]);

  useEffect(() => {
    if (!data || choice !== null) return;
    if (defaultChoice === 'all') {
      setChoice({ kind: 'all' });
      return;
    }
    const id = defaultAccountId(data.orgList);
    setChoice(id === null ? { kind: 'some', groupIds: [] } : { kind: 'some', groupIds: [id] });
  }, [data, choice, defaultChoice]);

  const groupIds = useMemo(
    // No permitted account: nothing to ask for (the picker explains why).
    () => (data && choice && accounts.length > 0 ? groupIdsOfChoice(accounts, choice) : null),
    [data, choice, accounts],
  );
  return { accounts, loading: isLoading, failed: error !== undefined, choice, setChoice, groupIds };
}
