/**
 * The once-a-day trade-password prompt (spec 01 §4.7). The web reads the per-group last-prompt time
 * (stored value isSetTradePwd, kept on logout), asks the gateway whether a trade password is set, and
 * shows the dialog these decisions describe.
 */
import type { MessageKey } from '../messages/index.js';

/** The route code that makes a person eligible (spec 01 §4.7, §6). */
export const TRADE_PASSWORD_ROUTE_CODE = 'trans_pwd';

/** What {@link shouldPromptTradePassword} reads. */
export interface TradePasswordPromptInput {
  /** 1 for the administrator (never prompted), else 0. */
  adminType: 0 | 1 | null | undefined;
  /** The person's route codes (spec 01 §6). */
  routeCodes: readonly string[];
  /** The selected group id; none means no prompt. */
  groupId: string | null | undefined;
  /** The day this group was last asked, `YYYY-MM-DD`; none when never asked. */
  lastPromptDay: string | null | undefined;
  /** Today, `YYYY-MM-DD`, in the same zone as `lastPromptDay` (see {@link chinaDayOf}). */
  today: string;
}

/**
 * Whether to ask the gateway about the trade password now (spec 01 §4.7): only for a non-admin user
 * (adminType not 1) with the trans_pwd route code and a selected group, never asked before or last asked
 * on an earlier day.
 * @see spec 01 §4.7, §9 (the prompt state is stored per day)
 */
export function shouldPromptTradePassword(input: Readonly<TradePasswordPromptInput>): boolean {
  if (input.adminType === 1) return false;
  if (!input.routeCodes.includes(TRADE_PASSWORD_ROUTE_CODE)) return false;
  if (!input.groupId) return false;
  return !input.lastPromptDay || input.lastPromptDay < input.today;
}

/** The confirm dialog of a person without a trade password. */
export interface TradePasswordPromptDialog {
  messageKey: MessageKey;
  confirmKey: MessageKey;
  cancelKey: MessageKey;
  /** Where 前去设置 goes (spec 01 §2.2 /user/forgetTradePassword with title=setTradePwd). */
  to: { path: '/user/forgetTradePassword'; query: { title: 'setTradePwd' } };
}

/**
 * The dialog after the gateway answered (spec 01 §4.7): none when a trade password is set, otherwise the
 * confirm 您还没有设置过交易密码，是否前去设置? with 前去设置 (to forgetTradePassword?title=setTradePwd)
 * and 取消.
 * @param isSet - the answer of A/pc/isSetTradePassword (isSetTradePwd, or hasTradePwd for administrators)
 * @see spec 01 §4.7, §7.5
 */
export function tradePasswordPromptDialog(isSet: boolean): TradePasswordPromptDialog | null {
  if (isSet) return null;
  return {
    messageKey: 'session.tradePwdPrompt.message',
    confirmKey: 'session.tradePwdPrompt.confirm',
    cancelKey: 'session.tradePwdPrompt.cancel',
    to: { path: '/user/forgetTradePassword', query: { title: 'setTradePwd' } },
  };
}

/** The calendar day of an instant in Beijing time; it lives with the other Asia/Shanghai times. */
export { chinaDayOf } from '../domain/time.js';
