/**
 * Where a person lands after login or an organisation switch, and the organisation list they choose from
 * (spec 01 §4.1, §4.2). Pure decisions: the web calls the gateway, then applies the answer.
 */
import type { MessageKey } from '../messages/index.js';

/** Organisation type number (spec 01 §4.1). */
export type OrgTypeNumber = 1 | 2 | 3 | 4;

/**
 * The organisation type number of spec 01 §4.1: 4 when managerOrgFlag is set; otherwise 1 for orgType 0
 * with client type 2, 2 for orgType 1 with client type 2, 3 for client type 3; `null` for anything else.
 * The manager flag is read first: a manager organisation also carries an orgType and a client type, and
 * read last it could never give 4.
 * @param clientType - '2' or 2 (ordinary), '3' or 3 (trust channel)
 * @see spec 01 §4.1
 */
export function orgTypeNumber(
  orgType: number | string,
  clientType: number | string,
  managerOrgFlag: boolean | null | undefined,
): OrgTypeNumber | null {
  if (managerOrgFlag) return 4;
  const client = Number(clientType);
  const type = Number(orgType);
  if (client === 2 && type === 0) return 1;
  if (client === 2 && type === 1) return 2;
  if (client === 3) return 3;
  return null;
}

/** The trade module (spec 02 §2: /trade redirects to /trade/stayTrade). */
export const TRADE_MODULE_PATH = '/trade';
/** The institution information page of account opening (spec 01 §2.2). */
export const ORG_INFO_PATH = '/orgaccount/orgInfo';
/** The opening result page of an administrator (spec 01 §2.2). */
export const OPEN_RESULT_SWITCH_PATH = '/orgaccount/openResultSwitch';
/** The first-login settings page (spec 01 §2.2). */
export const SETTING_LOGIN_PATH = '/orgaccount/settingLogin';
/** The switch or login answer code that sends the person to the trade module (spec 01 §4.2, §8). */
export const GO_TRADE_CODE = 'A01009';
/** The old operator's role code (spec 01 §1). */
export const OLD_OPERATOR_ROLE = 'jgt_old_op';
/** The administrator's role code; it gives adminType 1 (spec 01 §1, §4.2). */
export const ADMIN_ROLE = 'jgt_person';

/** First-login info (spec 01 §3): the flags the settings-login rule reads. */
export interface FirstLoginFlags {
  isManager: boolean;
  isOperator: boolean;
  hasApproveSet: boolean;
  hasOperator: boolean;
  hasLoginPwd: boolean;
  hasTradePwd: boolean;
}

/** The org info fields the landing rules read (spec 01 §3 org info). */
export interface LandingOrgInfo {
  /** Account status (spec 01 §4.1). */
  status: number;
  orgType: number | string;
  clientType: number | string;
  managerOrgFlag?: boolean | null | undefined;
}

/** What the landing decision reads after a login or switch. */
export interface LandingInfo {
  /** The switch or login answer code when it was not success (`A01009`). */
  retCode?: string | null | undefined;
  /** The person's role codes (spec 01 §1). */
  roles: readonly string[];
  /** 1 for the administrator, else 0 (see {@link adminTypeOf}). */
  adminType: 0 | 1;
  /** The login type (2: the spec's login type 2 of §4.2). */
  loginType: number;
  /** The chosen organisation's info; absent when none was read. */
  org?: LandingOrgInfo | null | undefined;
  /** First-login info; absent for logins that have none. */
  firstLogin?: FirstLoginFlags | null | undefined;
}

/** A first-login setting the person still lacks. */
export type MissingSetting = 'approveSet' | 'operator' | 'loginPwd' | 'tradePwd';

/** The landing decision: where to go and which spec 01 §4.2 rule said so. */
export type LandingDecision =
  | { to: typeof TRADE_MODULE_PATH; reason: 'goTradeCode' | 'oldOperator' | 'awaitingBindingTypeTwo' }
  | { to: typeof SETTING_LOGIN_PATH; reason: 'firstLoginSettings'; missing: readonly MissingSetting[] }
  | { to: typeof ORG_INFO_PATH; reason: 'orgInfoNeeded' }
  | { to: typeof OPEN_RESULT_SWITCH_PATH; reason: 'adminOpeningUnderReview' }
  | { to: '/redirect'; reason: 'default' };

/**
 * The administrator flag of a person (spec 01 §4.2: an administrator, jgt_person, gets adminType 1).
 * @see spec 01 §4.2
 */
export function adminTypeOf(roles: readonly string[]): 0 | 1 {
  return roles.includes(ADMIN_ROLE) ? 1 : 0;
}

/**
 * The first-login settings a person lacks (spec 01 §4.2 "The settings-login page is forced when..."):
 * a manager lacking approval set, operator or login password; a non-manager lacking a login password; an
 * operator lacking a trade password.
 * @see spec 01 §4.2
 */
export function missingFirstLoginSettings(flags: Readonly<FirstLoginFlags>): MissingSetting[] {
  const missing: MissingSetting[] = [];
  if (flags.isManager && !flags.hasApproveSet) missing.push('approveSet');
  if (flags.isManager && !flags.hasOperator) missing.push('operator');
  if (!flags.hasLoginPwd) missing.push('loginPwd');
  if (flags.isOperator && !flags.hasTradePwd) missing.push('tradePwd');
  return missing;
}

/** Whether the org info page is needed (spec 01 §4.2 first rule). */
function needsOrgInfo(org: Readonly<LandingOrgInfo>, loginType: number): boolean {
  const type = orgTypeNumber(org.orgType, org.clientType, org.managerOrgFlag);
  if (org.status === 3 || org.status === 0) return true;
  if ((org.status === 10 || org.status === 11) && (type === 1 || type === 3)) return true;
  return loginType === 2 && [0, 1, 3].includes(org.status);
}

/**
 * Decides where a person lands after a login or switch (spec 01 §4.2). First match wins:
 *
 * 1. The answer code A01009 -> the trade module (the server's answer decides before any local rule).
 * 2. Missing first-login settings -> the settings-login page ("forced").
 * 3. The old operator (jgt_old_op) -> the trade module.
 * 4. Status 3 or 0; status 10 or 11 with type number 1 or 3; login type 2 with status 0, 1 or 3
 *    -> the org info page.
 * 5. Status 10 or 11 with type number 2 -> the trade module.
 * 6. Status 1 for adminType 1 -> openResultSwitch.
 * 7. Otherwise /redirect (the first visible menu child, spec 01 §2.2).
 *
 * @see spec 01 §4.2 landing decisions after login, §4.1 status codes and type number, §8 A01009
 */
export function decideLanding(info: Readonly<LandingInfo>): LandingDecision {
  if (info.retCode === GO_TRADE_CODE) return { to: TRADE_MODULE_PATH, reason: 'goTradeCode' };
  if (info.firstLogin) {
    const missing = missingFirstLoginSettings(info.firstLogin);
    if (missing.length > 0) return { to: SETTING_LOGIN_PATH, reason: 'firstLoginSettings', missing };
  }
  if (info.roles.includes(OLD_OPERATOR_ROLE)) return { to: TRADE_MODULE_PATH, reason: 'oldOperator' };
  const org = info.org;
  if (org) {
    if (needsOrgInfo(org, info.loginType)) return { to: ORG_INFO_PATH, reason: 'orgInfoNeeded' };
    const type = orgTypeNumber(org.orgType, org.clientType, org.managerOrgFlag);
    if ((org.status === 10 || org.status === 11) && type === 2) {
      return { to: TRADE_MODULE_PATH, reason: 'awaitingBindingTypeTwo' };
    }
    if (org.status === 1 && info.adminType === 1) {
      return { to: OPEN_RESULT_SWITCH_PATH, reason: 'adminOpeningUnderReview' };
    }
  }
  return { to: '/redirect', reason: 'default' };
}

/** The fields of an organisation entry the list rules read (spec 01 §3). */
export interface ListedOrg {
  groupId: string;
  synthesizeState: number;
}

/** synthesizeState of a closed organisation (spec 01 §3, §4.1 status 99). */
export const CLOSED_STATE = 99;

/** The answer of {@link visibleOrgList}. */
export type OrgListDecision<T> =
  | { kind: 'list'; orgs: T[] }
  /** Every entry is closed: show the error toast, then log out (spec 01 §4.2). */
  | {
      kind: 'accountNotExist';
      messageKey: MessageKey;
      /** How long the error toast shows, ms. */
      toastMs: number;
      /** Delay before logging out, ms. */
      logoutAfterMs: number;
    };

/**
 * The organisations a person may choose: entries with synthesizeState 99 dropped, duplicates removed by
 * groupId (first kept). When a non-empty list holds only closed entries the answer is the
 * account-does-not-exist decision: a 3 s error toast and logout after 2 s. An empty list stays a list.
 * @see spec 01 §3 organisation entry, §4.2 "if all accounts have synthesizeState 99"
 */
export function visibleOrgList<T extends ListedOrg>(list: readonly T[]): OrgListDecision<T> {
  if (list.length > 0 && list.every((org) => org.synthesizeState === CLOSED_STATE)) {
    return {
      kind: 'accountNotExist',
      messageKey: 'error.accountNotExist',
      toastMs: 3_000,
      logoutAfterMs: 2_000,
    };
  }
  const seen = new Set<string>();
  const orgs = list.filter((org) => {
    if (org.synthesizeState === CLOSED_STATE || seen.has(org.groupId)) return false;
    seen.add(org.groupId);
    return true;
  });
  return { kind: 'list', orgs };
}

/** The fields {@link orgTabs} reads. */
export interface TypedOrg {
  orgType: number | string;
  clientType: number | string;
  managerOrgFlag?: boolean | null | undefined;
}

/** An organisation tab (spec 01 §4.2): 1 lists type number 1, 2 lists types 2, 3 and 4. */
export type OrgTabType = 1 | 2;

/**
 * The organisations of a tab (spec 01 §4.2 "Organisation tabs"): tab 1 lists type number 1; tab 2 lists
 * type numbers 2, 3 and 4. Entries without a type number are in neither.
 * @see spec 01 §4.2, §4.1 type number
 */
export function orgTabs<T extends TypedOrg>(list: readonly T[], tabType: OrgTabType): T[] {
  const wanted: readonly OrgTypeNumber[] = tabType === 1 ? [1] : [2, 3, 4];
  return list.filter((org) => {
    const type = orgTypeNumber(org.orgType, org.clientType, org.managerOrgFlag);
    return type !== null && wanted.includes(type);
  });
}

/**
 * The account list of a manager user hides institutions in the middle of a change (spec 01 §4.2); other
 * users see every entry.
 * @see spec 01 §4.2 changingFlag
 */
export function hideChangingForManager<T extends { changingFlag?: boolean | null | undefined }>(
  list: readonly T[],
  isManager: boolean,
): T[] {
  return isManager ? list.filter((org) => !org.changingFlag) : [...list];
}

/**
 * The trust-channel manager flag (jgtManagerOrg) stored after the corporate info call: true on the trust
 * channel, unless adminType is 0 or the institution is not financial-professional with client type '3'.
 * @see spec 01 §4.2
 */
export function trustChannelManagerFlag(info: {
  trustChannel: boolean;
  adminType: 0 | 1;
  financialProFlag: boolean;
  clientType: number | string;
}): boolean {
  if (!info.trustChannel || info.adminType === 0) return false;
  return !(!info.financialProFlag && String(info.clientType) === '3');
}

/** The answer of {@link decideSwitch}. */
export type SwitchDecision =
  | { ok: true }
  /** Another switch is loading: ignore this one. */
  | { ok: false; reason: 'busy' }
  /** A manager-type profile whose manager already opened a management-organisation account. */
  | { ok: false; reason: 'managerAlreadyOpened'; messageKey: MessageKey };

/**
 * Whether an account switch may start (spec 01 §4.2): not while another switch is loading, and not for a
 * manager-type profile whose manager already opened a management-organisation account (blocked with
 * 管理人已开立管理机构账户，请以管理员身份登录已开立的管理机构账户，并新增产品。).
 * @see spec 01 §4.2 account switch
 */
export function decideSwitch(input: {
  switching: boolean;
  managerTypeProfile: boolean;
  managerOrgAccountOpened: boolean;
}): SwitchDecision {
  if (input.switching) return { ok: false, reason: 'busy' };
  if (input.managerTypeProfile && input.managerOrgAccountOpened) {
    return { ok: false, reason: 'managerAlreadyOpened', messageKey: 'error.managerAlreadyOpened' };
  }
  return { ok: true };
}

/** The operator role code (spec 01 §1, §7.6 role/set/self with roleCode op). */
export const OPERATOR_ROLE = 'op';

/**
 * The role a manager opening an account without an operator may take on (spec 01 §4.2: "A manager opening
 * with no operator may be auto-assigned the operator role op"; §7.6 A/pc/person/role/set/self): `op` for
 * a manager without an operator who is not an operator already, otherwise none.
 * @see spec 01 §4.2, §7.6
 */
export function autoOperatorRole(
  flags: Pick<FirstLoginFlags, 'isManager' | 'hasOperator' | 'isOperator'>,
): typeof OPERATOR_ROLE | null {
  return flags.isManager && !flags.hasOperator && !flags.isOperator ? OPERATOR_ROLE : null;
}

/** The account switch as the shell shows it (spec 01 §4.2 "Account switch: loading, then success ... or failure"). */
export type SwitchState =
  | { status: 'idle' }
  | { status: 'loading'; groupId: string }
  | { status: 'success'; groupId: string }
  | { status: 'failure'; groupId: string; message: string };

/** Events of {@link switchReducer}. */
export type SwitchEvent =
  | { type: 'start'; groupId: string }
  | { type: 'succeeded' }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

/**
 * The account switch (spec 01 §4.2): `start` moves to loading unless a switch is loading already
 * (switching is blocked meanwhile: the event is ignored); the answer moves to success (the web stores
 * token, group id and client type) or failure with its message.
 * @see spec 01 §4.2, spec 03 §4 Other
 */
export function switchReducer(state: SwitchState, event: SwitchEvent): SwitchState {
  switch (event.type) {
    case 'start':
      return state.status === 'loading' ? state : { status: 'loading', groupId: event.groupId };
    case 'succeeded':
      return state.status === 'loading' ? { status: 'success', groupId: state.groupId } : state;
    case 'failed':
      return state.status === 'loading'
        ? { status: 'failure', groupId: state.groupId, message: event.message }
        : state;
    case 'reset':
      return { status: 'idle' };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
