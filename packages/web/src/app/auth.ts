import { mutate } from 'swr';
import {
  account,
  type GatewayClient,
  type LoginResult,
  type LoginSwitchResult,
  type OrgEntry,
} from '@funddesk/core';
import { LOGIN_PATH } from './guard';
import { navigateTo } from './navigation';
import { sessionStore, type SessionStore } from './session';
import { tabsStore } from './tabsStore';
import { variant } from './variant';

/**
 * The organisations a person may choose: entries with synthesizeState 99 dropped and duplicates removed
 * by groupId (spec 01 §3 organisation entry).
 * @see spec 01 §3
 */
export function usableOrgs(list: readonly OrgEntry[]): OrgEntry[] {
  const seen = new Set<string>();
  return list.filter((org) => {
    if (org.synthesizeState === 99 || seen.has(org.groupId)) return false;
    seen.add(org.groupId);
    return true;
  });
}

/**
 * Searches organisations by substring of the name or the group id (spec 01 §2.1, §3), ignoring case and
 * surrounding spaces.
 * @see spec 01 §3 "The list is searched by substring on name or group id"
 */
export function searchOrgs(list: readonly OrgEntry[], query: string): OrgEntry[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...list];
  return list.filter(
    (org) => org.corpName.toLowerCase().includes(q) || org.groupId.toLowerCase().includes(q),
  );
}

/**
 * Stores a login answer: the token (not yet bound to an organisation), the person's flags and the
 * organisation list (spec 01 §3 stored client values, §4.2: jgt_person gets adminType 1).
 */
export function storeLogin(result: LoginResult, store: SessionStore = sessionStore): void {
  store.set({
    token: result.token,
    groupId: undefined,
    adminType: result.adminType,
    loginType: result.loginType,
    loginStatus: false,
    managerOrgFlag: result.managerOrgFlag,
    isHostingUser: result.isHostingUser,
    isOnlyCockpitUser: result.isOnlyCockpitUser,
    personName: result.personName,
    roleType: result.roleType,
    corpList: usableOrgs(result.corpList),
  });
}

/** Stores a login-switch answer: token, group id and client type (spec 01 §3, §4.2 account switch). */
export function storeSwitch(result: LoginSwitchResult, store: SessionStore = sessionStore): void {
  store.set({
    token: result.token,
    groupId: result.groupId,
    clienttype: result.clienttype,
    roleType: result.roleType,
    orgType: result.orgType,
    managerOrgFlag: result.managerOrgFlag,
    corpName: result.corpName,
    loginStatus: true,
  });
}

/**
 * Switches the session to an organisation (A/pc/org/login/switch) and stores the answer.
 * @see spec 01 §4.2 account switch, §7.3
 */
export async function switchOrganisation(
  client: GatewayClient,
  groupId: string,
  store: SessionStore = sessionStore,
): Promise<LoginSwitchResult> {
  const loginType = store.get().loginType ?? 1;
  const result = await client.call(account.loginSwitch, {
    groupId,
    loginType,
    loginChannel: variant.loginChannel,
  });
  storeSwitch(result, store);
  return result;
}

/**
 * Ends the session on this client: clears the stored values but the trade-password flags and notice ids,
 * closes every tab, drops cached data and goes to login (spec 01 §4.3).
 */
export function logoutLocally(store: SessionStore = sessionStore): void {
  store.clear();
  tabsStore.dispatch({ type: 'closeAll' });
  tabsStore.dispatch({ type: 'navigated' });
  void mutate(() => true, undefined, { revalidate: false });
  navigateTo(LOGIN_PATH, { replace: true });
}

/**
 * Logs out: revokes the session on the gateway (userLogout; a failure does not keep the user in), then
 * {@link logoutLocally}.
 * @see spec 01 §4.3
 */
export async function logout(client: GatewayClient, store: SessionStore = sessionStore): Promise<void> {
  try {
    if (store.get().token) await client.call(account.logout, {}, { hideResult: true });
  } catch {
    // The session ends on this client either way; the gateway expires the token on its own.
  } finally {
    logoutLocally(store);
  }
}
