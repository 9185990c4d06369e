import type { MessageKey, RuleMessage } from '../messages/index.js';
import { isAcceptableLoginPassword } from './loginPassword.js';
import { isAcceptableTradePassword } from './tradePasswordFormat.js';

/** Which password a form sets: the login password or the 6-digit trade password. */
export type PasswordKind = 'login' | 'trade';

/** The typed fields of a password change: the current password, the new one and its confirmation. */
export interface PasswordChangeInput {
  old: string;
  next: string;
  confirm: string;
}

/** The labels of the password-change fields (密码管理), by kind. */
export const passwordChangeLabels = {
  login: { old: 'password.login.old', next: 'password.login.new', confirm: 'password.login.confirm' },
  trade: { old: 'password.trade.old', next: 'password.trade.new', confirm: 'password.trade.confirm' },
} as const satisfies Record<PasswordKind, Record<keyof PasswordChangeInput, MessageKey>>;

/** The message of a new password that breaks its kind's rule, or null (spec 01 §5). */
function brokenRule(kind: PasswordKind, next: string): RuleMessage | null {
  if (kind === 'login') return isAcceptableLoginPassword(next) ? null : { code: 'error.passwordWeak' };
  return isAcceptableTradePassword(next) ? null : { code: 'error.tradePasswordFormat' };
}

/** 请输入 + a field's label. */
const required = (label: MessageKey): RuleMessage => ({
  code: 'password.required',
  params: { field: { code: label } },
});

const MISMATCH: RuleMessage = { code: 'password.mismatch' };

/**
 * Checks a new password as typed twice, before it is sent: filled in (请输入 + the field's label), the
 * rule of its kind (login: {@link isAcceptableLoginPassword}; trade: 6 digits), and the confirmation equal.
 * The gateway checks the rule again after decrypting.
 * @param label - the catalogue key of the new-password field, for the 请输入 message
 * @returns the first message to show (catalogue code and params; render with renderMessage), or null
 * @see spec 01 §5, §7.5 (first-login settings, 找回交易密码)
 */
export function checkNewPassword(
  kind: PasswordKind,
  input: Pick<PasswordChangeInput, 'next' | 'confirm'>,
  label: MessageKey,
): RuleMessage | null {
  if (!input.next) return required(label);
  return brokenRule(kind, input.next) ?? (input.next === input.confirm ? null : MISMATCH);
}

/**
 * Checks a change of a known password (密码管理): every field filled in, the new one by its rule, not the
 * current one (FD1013 / FD1017's messages), typed twice the same. The gateway checks all of it again.
 * @returns the first message to show (catalogue code and params; render with renderMessage), or null
 * @see spec 01 §5, §7.5 pwd/modify, modifyTradePassword
 */
export function checkPasswordChange(kind: PasswordKind, input: PasswordChangeInput): RuleMessage | null {
  const labels = passwordChangeLabels[kind];
  for (const field of ['old', 'next', 'confirm'] as const) {
    if (!input[field]) return required(labels[field]);
  }
  const broken = brokenRule(kind, input.next);
  if (broken) return broken;
  if (input.next === input.old) {
    return { code: kind === 'login' ? 'error.passwordUnchanged' : 'error.tradePasswordUnchanged' };
  }
  return input.next === input.confirm ? null : MISMATCH;
}
