/**
 * Reminders on entering the layout (spec 01 §2.1, §4.6, §4.7): the password-age reminder (its server-side
 * rule and its dialog) and the order in which the session prompts open, one at a time.
 */
import type { MessageKey } from '../messages/index.js';

/** Leave-mark business type of the password reminder (spec 01 §4.6, §7.6b: 40). */
export const PASSWORD_REMINDER_LEAVE_MARK = 40;

/** Where 立即修改 goes: the login-password page (spec 01 §2.2 /user/password/login). */
export const PASSWORD_CHANGE_PATH = '/user/password/login';

/**
 * A login password older than this many days is due for a change. The spec leaves the age out ("not
 * shown"); 90 days is the common rule of Chinese financial back offices (docs/decisions.md).
 */
export const PASSWORD_MAX_AGE_DAYS = 90;

/**
 * After the reminder was recorded (leave mark 40), it stays quiet this many days, so that 我知道了 is not
 * answered with the same dialog at the next login (docs/decisions.md).
 */
export const PASSWORD_REMINDER_QUIET_DAYS = 30;

const DAY_MS = 86_400_000;

/** What the server reads to answer the password-modify-tip query. */
export interface PasswordTipInput {
  /** When the login password was last set, ms since the epoch. */
  passwordChangedAt: number;
  /** When the reminder was last recorded (leave mark 40), ms; none when never. */
  lastReminderAt: number | null | undefined;
  /** Now, ms since the epoch. */
  now: number;
}

/** The answer of the password-modify-tip query. */
export interface PasswordTip {
  /** True when the reminder shows (spec 01 §4.6 tipFlag). */
  tipFlag: boolean;
  /** Whole days since the password was set (0 when the clock is behind). */
  passwordAgeDays: number;
}

/**
 * The password-modify-tip rule (spec 01 §4.6 tipFlag; the age and the quiet period are FundDesk's): the
 * reminder shows when the password is at least {@link PASSWORD_MAX_AGE_DAYS} days old and no reminder was
 * recorded in the last {@link PASSWORD_REMINDER_QUIET_DAYS} days.
 * @see spec 01 §4.6
 */
export function passwordTip(input: Readonly<PasswordTipInput>): PasswordTip {
  const passwordAgeDays = Math.max(0, Math.floor((input.now - input.passwordChangedAt) / DAY_MS));
  const recentlyReminded =
    input.lastReminderAt != null && input.now - input.lastReminderAt < PASSWORD_REMINDER_QUIET_DAYS * DAY_MS;
  return { tipFlag: passwordAgeDays >= PASSWORD_MAX_AGE_DAYS && !recentlyReminded, passwordAgeDays };
}

/** The reminder dialog (spec 01 §4.6). */
export interface PasswordReminderDialog {
  /** 温馨提示 */
  titleKey: MessageKey;
  bodyKey: MessageKey;
  bodyParams: { days: number };
  /** 立即修改: goes to {@link PASSWORD_CHANGE_PATH}. */
  confirmKey: MessageKey;
  /** 我知道了: closes. */
  cancelKey: MessageKey;
  confirmTo: typeof PASSWORD_CHANGE_PATH;
  /** Recorded when the dialog shows (spec 01 §4.6: "A leave mark with businessType 40 records the reminder"). */
  leaveMark: typeof PASSWORD_REMINDER_LEAVE_MARK;
}

/**
 * The dialog for a tip answer (spec 01 §4.6): none unless tipFlag is set; otherwise 温馨提示 with 立即修改
 * and 我知道了, recorded with leave mark 40.
 * @see spec 01 §4.6, §7.5 (A/pc/org/pwd/modify/tip), §7.6b
 */
export function passwordReminderDialog(tip: Readonly<PasswordTip>): PasswordReminderDialog | null {
  if (!tip.tipFlag) return null;
  return {
    titleKey: 'prompt.password.title',
    bodyKey: 'prompt.password.body',
    bodyParams: { days: tip.passwordAgeDays },
    confirmKey: 'prompt.password.change',
    cancelKey: 'prompt.password.dismiss',
    confirmTo: PASSWORD_CHANGE_PATH,
    leaveMark: PASSWORD_REMINDER_LEAVE_MARK,
  };
}

/** The prompts that can open on entering the layout, in the order they open. */
export const sessionPromptOrder = ['agreements', 'passwordReminder', 'tradePassword'] as const;
/** One of {@link sessionPromptOrder}. */
export type SessionPrompt = (typeof sessionPromptOrder)[number];

/**
 * The state of one prompt: its query still `loading`, `due` (must show), `clear` (nothing to show,
 * already handled, or not applicable to this person).
 */
export type PromptState = 'loading' | 'due' | 'clear';

/**
 * The prompt to show now (spec 01 §2.1: on entering the layout the product checks the password-age
 * reminder and the agreement signing state; §4.7 the trade-password prompt). One dialog at a time
 * (spec 01 §8), in the order agreements -> password reminder -> trade password: the agreements come first
 * because nothing else is possible without them. A prompt waits while an earlier one is still loading.
 * @returns the prompt to open, or null (nothing due, or waiting)
 * @see spec 01 §2.1, §4.5-§4.7, §8
 */
export function nextSessionPrompt(
  states: Readonly<Record<SessionPrompt, PromptState>>,
): SessionPrompt | null {
  for (const prompt of sessionPromptOrder) {
    const state = states[prompt];
    if (state === 'loading') return null;
    if (state === 'due') return prompt;
  }
  return null;
}
