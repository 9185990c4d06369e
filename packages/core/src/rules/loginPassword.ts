/** Shortest login password, in characters (FundDesk's rule; spec 01 §5 gives none, docs/decisions.md). */
export const LOGIN_PASSWORD_MIN_LENGTH = 8;
/** Longest login password, in characters (FundDesk's rule; the input's maxLength, docs/decisions.md). */
export const LOGIN_PASSWORD_MAX_LENGTH = 20;

/** Visible ASCII only (0x21-0x7E): no spaces, no full-width or Chinese characters. */
const VISIBLE_ASCII = /^[\x21-\x7e]*$/;

/**
 * Whether a new login password meets FundDesk's rule: 8-20 visible ASCII characters with at least one
 * letter and one digit. The web checks it before sending and the gateway again after decrypting (FD1012,
 * message 密码须为8-20位，且同时包含字母和数字).
 *
 * Spec 01 §5 lists the validation rules but gives no login-password rule; §5 only says passwords travel
 * encrypted. The rule and its message are FundDesk's decision (docs/decisions.md "Forgot password").
 *
 * @param password - the plain new password as typed (not trimmed: a space is refused, not removed)
 * @returns true when acceptable
 * @see spec 01 §5, §7.5
 */
export function isAcceptableLoginPassword(password: string): boolean {
  const length = password.length;
  return (
    length >= LOGIN_PASSWORD_MIN_LENGTH &&
    length <= LOGIN_PASSWORD_MAX_LENGTH &&
    VISIBLE_ASCII.test(password) &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password)
  );
}
