/** Length of a trade password (spec 01 §5 "Trade password length: 6 characters"). */
export const TRADE_PASSWORD_LENGTH = 6;

/**
 * Whether a new trade password has the right form: exactly 6 digits. Spec 01 §5 gives the length; digits
 * only is FundDesk's reading (the demo trade password and the input are numeric, docs/decisions.md
 * "First login"). The web checks before sending, the gateway again after decrypting (FD1014).
 * @param password - the plain trade password as typed (not trimmed)
 * @see spec 01 §5, §7.5 firstLoginSet
 */
export function isAcceptableTradePassword(password: string): boolean {
  return password.length === TRADE_PASSWORD_LENGTH && /^\d+$/.test(password);
}
