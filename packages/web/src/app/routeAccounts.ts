import {
  ALL_ACCOUNTS,
  currentAccountOf,
  decideManagerRouteChange,
  needsAccountSelection,
  t,
  type AccountChoice,
  type ManagerRouteChange,
  type OrgEntry,
} from '@funddesk/core';
import { sessionStore, type SessionStore, type StoredSession } from './session';
import { variant } from './variant';

/**
 * Whether the session is an institution manager's (spec 01 §2.3: the per-route account rules apply to
 * them): a manager organisation in the institution variant.
 */
export function isInstitutionManager(session: Readonly<StoredSession>): boolean {
  return variant.id === 'institution' && session.managerOrgFlag === true;
}

/**
 * Remembers the account chosen on an account-selection page in the per-route account map, and makes it
 * the current account (spec 01 §2.3: several accounts set it to all, named 全部账户). Only institution
 * managers keep the map.
 * @see spec 01 §2.3, spec 03 §4
 */
export function rememberRouteAccount(
  path: string,
  accounts: readonly OrgEntry[],
  choice: AccountChoice | null,
  store: SessionStore = sessionStore,
): void {
  const session = store.get();
  if (!isInstitutionManager(session)) return;
  const current = currentAccountOf(accounts, choice);
  const routeAccounts = { ...(session.routeAccounts ?? {}) };
  if (current) routeAccounts[path] = current.id;
  else delete routeAccounts[path];
  store.set({ routeAccounts, currentAccount: current ?? undefined });
}

/** The company name of a group id among the person's organisations and their manager children. */
function nameOf(list: readonly OrgEntry[] | undefined, groupId: string): string | undefined {
  for (const org of list ?? []) {
    if (org.groupId === groupId) return org.corpName;
    const child = nameOf(org.managerChildCorpInfoList, groupId);
    if (child) return child;
  }
  return undefined;
}

/**
 * Applies core's `decideManagerRouteChange` for the new route: the current account from the route's
 * account map (or cleared), and says what else to do (cancel requests, refresh privilege codes).
 * @see spec 01 §2.3, spec 03 §4
 */
export function applyManagerRouteChange(
  path: string,
  store: SessionStore = sessionStore,
): ManagerRouteChange {
  const session = store.get();
  const decision = decideManagerRouteChange({
    institutionManager: isInstitutionManager(session),
    needsAccountSelection: needsAccountSelection(path),
    routeAccount: session.routeAccounts?.[path],
  });
  if (decision.currentAccount === null) {
    if (session.currentAccount) store.set({ currentAccount: undefined });
  } else if (decision.currentAccount !== undefined) {
    const id = decision.currentAccount;
    const name = id === ALL_ACCOUNTS ? t('session.account.all') : (nameOf(session.corpList, id) ?? id);
    store.set({ currentAccount: { id, name } });
  }
  return decision;
}
