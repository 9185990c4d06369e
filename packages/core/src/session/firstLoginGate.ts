import * as account from '../api/account.js';
import type { CallDef } from '../api/contract.js';
import * as firstLogin from '../api/firstLogin.js';
import * as password from '../api/password.js';
import * as support from '../api/support.js';
import * as trade from '../api/trade.js';
import { ErrorCode } from '../errors/catalogue.js';
import { missingFirstLoginSettings, type MissingSetting } from './landing.js';

/** Role codes that place orders and so need a trade password (spec 01 §4.2 "an operator lacks a trade password"). */
export const TRADE_PASSWORD_ROLES: readonly string[] = ['op', 'treasurer', 'jgt_old_op'];

/**
 * The calls a person who has not completed the first-login settings may still make (issue 16 finding 3):
 * the settings themselves (corpInfo, firstLoginSet, roleSetSelf) and what the settings page and its shell
 * need around them — organisation list and switch, menu, logout, agreements and their texts, leave marks,
 * the password-age tip, whether a trade password is set, the notice banner. `public` calls (login, key,
 * nonce, captcha, password reset) carry no session and are never gated. Everything that reads or acts on
 * business data (orders, assets, statements, cart, funds, accounts, batches, roles) is not listed.
 * @see spec 01 §2.2 (the settings page in the shell), §4.2 (forced settings), §7.5-§7.7
 */
export const FIRST_LOGIN_OPEN_CALLS: ReadonlySet<string> = new Set(
  [
    firstLogin.corpInfo,
    firstLogin.firstLoginSet,
    firstLogin.roleSetSelf,
    account.getCorpsInfo,
    account.loginSwitch,
    account.logout,
    account.personMenu,
    account.isSetTradePassword,
    account.custAgreementBatchQuery,
    account.custAgreementSign,
    account.agreementText,
    account.setLeaveMarks,
    account.queryLeaveMarks,
    account.pwdModifyTip,
    support.noticeLast,
    support.noticeClose,
  ].map((def) => def.name),
);

/**
 * The calls that set or check a trade password, open as well when the trade password is the only pending
 * setting: a person who already replaced the initial login password is told A00076 at the trade-password
 * check and may set it through 设置交易密码 (/user/forgetTradePassword?title=setTradePwd) as well as through the
 * settings page (spec 01 §4.7, 02 §8 A00076 立即设置).
 */
export const TRADE_PASSWORD_SETUP_CALLS: ReadonlySet<string> = new Set(
  [trade.checkTradePassword, password.tradePwdVerifyWay, password.tradePwdCheck, password.tradePwdSet].map(
    (def) => def.name,
  ),
);

/** What the first-login gate reads of a person: their roles and which passwords they have set. */
export interface FirstLoginGateFlags {
  /** The person's role codes (spec 01 §1). */
  readonly roles: readonly string[];
  /** False while the person still has the initial login password (persons.has_login_pwd). */
  readonly hasLoginPwd: boolean;
  /** Whether a trade password is set. */
  readonly hasTradePwd: boolean;
}

/**
 * The first-login settings a person must complete themselves before using FundDesk: the login password
 * (still the initial one) and, for the roles that place orders, the trade password. The manager-only items
 * (approval process, operator) are set by the administrator elsewhere and do not gate the person's calls.
 * Empty when nothing is pending.
 * @see spec 01 §4.2, §7.5 firstLoginSet
 */
export function pendingFirstLoginSettings(flags: Readonly<FirstLoginGateFlags>): MissingSetting[] {
  return missingFirstLoginSettings({
    isManager: false,
    isOperator: flags.roles.some((role) => TRADE_PASSWORD_ROLES.includes(role)),
    hasApproveSet: true,
    hasOperator: true,
    hasLoginPwd: flags.hasLoginPwd,
    hasTradePwd: flags.hasTradePwd,
  });
}

/**
 * The server's first-login gate (issue 16 finding 3, DESIGN §7 "the server enforces"): while a person has
 * {@link pendingFirstLoginSettings}, every non-public call, download and upload other than
 * {@link FIRST_LOGIN_OPEN_CALLS} is refused with FD1018 (FirstLoginRequired), which sends the web to
 * /orgaccount/settingLogin and tells the CLI to finish the settings in the web.
 * @returns the code to refuse with, or null when the call may go on
 * @see spec 01 §4.2 "The settings-login page is forced when..."
 */
export function firstLoginRefusal(
  def: Pick<CallDef, 'name' | 'auth'>,
  pending: readonly MissingSetting[],
): typeof ErrorCode.FirstLoginRequired | null {
  if (def.auth === 'public' || pending.length === 0) return null;
  if (FIRST_LOGIN_OPEN_CALLS.has(def.name)) return null;
  const onlyTradePassword = pending.every((setting) => setting === 'tradePwd');
  if (onlyTradePassword && TRADE_PASSWORD_SETUP_CALLS.has(def.name)) return null;
  return ErrorCode.FirstLoginRequired;
}
