import { ErrorCode, GatewayError } from '@funddesk/core';
import { verifyPassword } from '../auth/index.js';
import type { Db } from '../db/db.js';

/** Trade password attempts before the lock (spec 02 §4, §9: 5). */
export const TRADE_PASSWORD_ATTEMPTS = 5;

/**
 * Checks a person's trade password, sent RSA-encrypted.
 *
 * - not set: A00076;
 * - locked (remaining 0): A00070, whatever the password;
 * - wrong, or not decryptable (a password sent in clear counts as wrong): the counter drops by one in a
 *   single UPDATE (so concurrent wrong answers each count) and FD1100 carries `{ N: remaining }`; the
 *   wrong answer that reaches 0 locks and answers A00070 (the fifth of five);
 * - right: the counter goes back to 5.
 *
 * @param decrypt - the gateway's field decryption (null when the ciphertext is not ours)
 * @returns the remaining attempts (5) when the password is right
 * @see spec 02 §4 (counter starts at 5, drops with every wrong entry, at 0 locked), spec 01 §8 A00070,
 *   A00076; DESIGN §7
 */
export async function verifyTradePassword(
  db: Db,
  personId: string,
  ciphertext: string,
  decrypt: (ciphertext: string) => string | null,
): Promise<number> {
  const rows = await db.query<{ trade_password_hash: string | null; trade_pwd_remaining: number }>(
    'SELECT trade_password_hash, trade_pwd_remaining FROM persons WHERE person_id = $1',
    [personId],
  );
  const person = rows[0];
  if (!person || person.trade_password_hash === null) throw new GatewayError(ErrorCode.TradePasswordNotSet);
  if (person.trade_pwd_remaining <= 0) throw new GatewayError(ErrorCode.TradePasswordLocked);
  const plain = decrypt(ciphertext);
  const right = plain !== null && (await verifyPassword(plain, person.trade_password_hash));
  if (right) {
    const reset = await db.query(
      'UPDATE persons SET trade_pwd_remaining = $2 WHERE person_id = $1 AND trade_pwd_remaining > 0 RETURNING 1',
      [personId, TRADE_PASSWORD_ATTEMPTS],
    );
    if (reset.length === 0) throw new GatewayError(ErrorCode.TradePasswordLocked);
    return TRADE_PASSWORD_ATTEMPTS;
  }
  const dropped = await db.query<{ trade_pwd_remaining: number }>(
    `UPDATE persons SET trade_pwd_remaining = trade_pwd_remaining - 1
      WHERE person_id = $1 AND trade_pwd_remaining > 0 RETURNING trade_pwd_remaining`,
    [personId],
  );
  const remaining = dropped[0]?.trade_pwd_remaining ?? 0;
  if (remaining <= 0) throw new GatewayError(ErrorCode.TradePasswordLocked);
  throw new GatewayError(ErrorCode.TradePasswordWrong, undefined, { detail: { N: remaining } });
}

/** Whether a person has a trade password (spec 01 §7.5 isSetTradePassword). */
export async function hasTradePassword(db: Db, personId: string): Promise<boolean> {
  const rows = await db.query<{ set: boolean }>(
    'SELECT trade_password_hash IS NOT NULL AS set FROM persons WHERE person_id = $1',
    [personId],
  );
  return rows[0]?.set ?? false;
}
