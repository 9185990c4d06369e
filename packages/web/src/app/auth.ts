import { mutate } from 'swr';
import {
  account,
  autoOperatorRole,
  CHANGE_MANAGER_RESULT_PATH,
  decideLanding,
  firstLogin as firstLoginCalls,
  GatewayError,
  GO_TRADE_CODE,
  trustChannelManagerFlag,
  waitsForManagerChange,
  type CorpInfo,
  type FirstLoginFlags,
  type GatewayClient,
  type LoginResult,
  type LoginSwitchResult,
  type OrgEntry,
} from '@funddesk/core';
import { revalidateCalls } from '../api/hooks';
import { whileEntering } from './entering';
import { navigateTo } from './navigation';
import { sessionStore, type SessionStore } from './session';
import { tabsStore } from './tabsStore';
import { LOGIN_PATH, variant } from './variant';

/**
 * Stores a login answer: the token (not yet bound to an organisation), the person's flags and roles, the
 * first-login flags the landing decision reads, and the organisation list as the gateway answered it
 * (spec 01 §3 stored client values, §4.2: jgt_person gets adminType 1). Lists are filtered by core's
 * `visibleOrgList` where they are shown.
 */
export function storeLogin(result: LoginResult, store: SessionStore = sessionStore): void {
  const firstLogin: FirstLoginFlags = {
    isManager: result.isManager,
    isOperator: result.isOperator,
    hasApproveSet: result.hasApproveSet,
    hasOperator: result.hasOperator,
    hasLoginPwd: result.hasLoginPwd,
    hasTradePwd: result.hasTradePwd,
  };
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
    roles: result.roles,
    firstLogin,
    corpList: result.corpList,
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
    routeAccounts: undefined,
    currentAccount: undefined,
    loginStatus: true,
  });
}

/**
 * Switches the session to an organisation (A/pc/org/login/switch, with the variant's login channel) and
 * stores the answer. Failures are not shown by the notifier: the caller shows them where the user is.
 * @see spec 01 §4.2 account switch, §7.3
 */
export async function switchOrganisation(
  client: GatewayClient,
  groupId: string,
  store: SessionStore = sessionStore,
): Promise<LoginSwitchResult> {
  const loginType = store.get().loginType ?? 1;
  const result = await client.call(
    account.loginSwitch,
    { groupId, loginType, loginChannel: variant.loginChannel },
    { hideResult: true },
  );
  storeSwitch(result, store);
  return result;
}

/**
 * Stores what the corporate info call answered (spec 01 §4.2 "After the corporate info call the
 * institution type, financial-professional flag, transactor change status and this flag are stored"): the
 * org type and client type, financialProFlag, transactorChangeStatus, the trust-channel manager flag
 * (jgtManagerOrg; the trust channel is the institution variant's sub-channel JGT) and the first-login
 * flags, which the guard reads (spec 01 §2.3 change-manager-result, §4.2 settings-login forced).
 * @see spec 01 §3, §4.2
 */
export function storeCorpInfo(info: CorpInfo, store: SessionStore = sessionStore): void {
  const adminType = store.get().adminType ?? 0;
  store.set({
    orgType: info.orgType,
    clienttype: info.clientType,
    financialProFlag: info.financialProFlag,
    transactorChangeStatus: info.transactorChangeStatus,
    jgtManagerOrg: trustChannelManagerFlag({
      trustChannel: variant.subChannel === 'JGT',
      adminType,
      financialProFlag: info.financialProFlag,
      clientType: info.clientType,
    }),
    firstLogin: {
      isManager: info.isManager,
      isOperator: info.isOperator,
      hasApproveSet: info.hasApproveSet,
      hasOperator: info.hasOperator,
      hasLoginPwd: info.hasLoginPwd,
      hasTradePwd: info.hasTradePwd,
    },
  });
}

/**
 * Reads A/pc/org/corpInfo for the chosen organisation and stores it ({@link storeCorpInfo}). A failure is
 * not shown (the caller goes on with what login and switch answered) and answers null.
 * @see spec 01 §7.7, §4.2
 */
export async function loadCorpInfo(
  client: GatewayClient,
  store: SessionStore = sessionStore,
): Promise<CorpInfo | null> {
  try {
    const info = await client.call(firstLoginCalls.corpInfo, {}, { hideResult: true });
    storeCorpInfo(info, store);
    return info;
  } catch {
    return null;
  }
}

/**
 * The landing page for the stored person and an organisation's info: the change-manager-result page
 * while a transactor change keeps the person waiting (spec 01 §2.3), otherwise core's
 * {@link decideLanding}: A01009, missing first-login settings, the old operator, the account status, else
 * /redirect.
 * @see spec 01 §4.2
 */
export function landingFor(
  org: Pick<OrgEntry, 'status' | 'orgType' | 'clientType' | 'managerOrgFlag'>,
  retCode: string | null,
  store: SessionStore = sessionStore,
): string {
  const person = store.get();
  // spec 01 §2.3: during a transactor change the old operator and administrators see only its result page.
  if (retCode === null && waitsForManagerChange(person.transactorChangeStatus))
    return CHANGE_MANAGER_RESULT_PATH;
  return decideLanding({
    retCode,
    roles: person.roles ?? (person.roleType ? [person.roleType] : []),
    adminType: person.adminType ?? 0,
    loginType: person.loginType ?? 1,
    org: {
      status: org.status,
      orgType: org.orgType,
      clientType: org.clientType,
      managerOrgFlag: org.managerOrgFlag,
    },
    firstLogin: person.firstLogin ?? null,
  }).to;
}

/** Where entering an organisation leads. */
export type EnterResult = { ok: true; to: string } | { ok: false; message: string };

/**
 * Enters an organisation after login or from the switcher: the switch, then core's landing decision
 * (spec 01 §4.2: A01009 and the old operator go to the trade module, missing first-login settings force
 * settingLogin, the account status picks the org-info, trade or openResultSwitch page, otherwise
 * /redirect).
 * @see spec 01 §4.2, §8 A01009
 */
export function enterOrganisation(
  client: GatewayClient,
  org: Pick<OrgEntry, 'groupId' | 'status' | 'orgType' | 'clientType' | 'managerOrgFlag'>,
  store: SessionStore = sessionStore,
): Promise<EnterResult> {
  return whileEntering(() => enter(client, org, store));
}

async function enter(
  client: GatewayClient,
  org: Pick<OrgEntry, 'groupId' | 'status' | 'orgType' | 'clientType' | 'managerOrgFlag'>,
  store: SessionStore,
): Promise<EnterResult> {
  try {
    await switchOrganisation(client, org.groupId, store);
  } catch (failure) {
    const error = GatewayError.from(failure);
    if (error.code === GO_TRADE_CODE) return { ok: true, to: landingFor(org, error.code, store) };
    return { ok: false, message: error.message };
  }
  // spec 01 §4.2, §7.7: the corporate info of the chosen organisation decides with the freshest values.
  let info = await loadCorpInfo(client, store);
  // spec 01 §4.2: a manager without an operator takes op first; the landing then reads the fresh flags.
  if (info && (await takeOperatorRole(client, info, store))) {
    info = (await loadCorpInfo(client, store)) ?? info;
  }
  return { ok: true, to: landingFor(info ?? org, null, store) };
}

/**
 * spec 01 §4.2 "A manager opening with no operator may be auto-assigned the operator role op": when core
 * {@link autoOperatorRole} says so for the corporate info's flags, takes the role with
 * A/pc/person/role/set/self (spec 01 §7.6), stores the roles it answers and revalidates the menu, whose
 * privileges now include the operator's. A failure is not shown; entering goes on without the role.
 * @returns whether the role was taken (the caller then reads the corporate info again)
 */
async function takeOperatorRole(
  client: GatewayClient,
  info: CorpInfo,
  store: SessionStore,
): Promise<boolean> {
  const roleCode = autoOperatorRole(info);
  if (roleCode === null) return false;
  try {
    const { roles } = await client.call(firstLoginCalls.roleSetSelf, { roleCode }, { hideResult: true });
    store.set({ roles });
  } catch {
    return false;
  }
  void revalidateCalls([account.personMenu]);
  return true;
}

/**
 * Ends the session on this client: clears the stored values but the trade-password flags and notice ids,
 * closes every tab, drops cached data and goes to the variant's login page (spec 01 §4.3).
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
