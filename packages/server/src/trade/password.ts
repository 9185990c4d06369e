import { ErrorCode, GatewayError } from '@funddesk/core';
import { verifyPassword } from '../auth/index.js';
import type { Db } from '../db/db.js';
import type { Clock } from '../types.js';

/** Trade password attempts before the lock (spec 02 §4, §9: 5). */
export const TRADE_PASSWORD_ATTEMPTS = 5;
/**
 * How long a locked trade password stays locked, in ms (30 minutes; issue 16 finding 6: A00070 says
 * 请稍后重试, so the lock lifts by itself; 找回交易密码 lifts it at once). docs/security.md.
 */
export const TRADE_PASSWORD_LOCK_MS = 30 * 60_000;

/**
 * Checks a person's trade password (the plaintext: the request layer decrypted it, http/secrets.ts).
 *
 * - not set: A00076;
 * - locked (remaining 0): A00070, whatever the password, for {@link TRADE_PASSWORD_LOCK_MS} after the lock;
 *   then the counter is back at 5 (a lock found without its time, e.g. set by hand, starts its 30 minutes
 *   when first seen);
 * - wrong, or not decryptable (a password sent in clear arrives empty and counts as wrong): the counter drops by one in a
 *   single UPDATE (so concurrent wrong answers each count) and FD1100 carries `{ N: remaining }`; the
 *   wrong answer that reaches 0 locks (at the clock's now) and answers A00070 (the fifth of five);
 * - right: the counter goes back to 5.
 *
 * @param ctx - the database and the server's clock (the lock's expiry; DESIGN §5)
 * @param plain - the trade password as entered ('' when it did not decrypt)
 * @returns the remaining attempts (5) when the password is right
 * @see spec 02 §4 (counter starts at 5, drops with every wrong entry, at 0 locked), spec 01 §8 A00070,
 *   A00076; DESIGN §7
 */
export async function verifyTradePassword(
  { db, clock }: { db: Db; clock: Clock },
  personId: string,
  plain: string,
): Promise<number> {
  const now = clock.now();
  const rows = await db.query<{
    trade_password_hash: string | null;
    trade_pwd_remaining: number;
    trade_pwd_locked_at: Date | string | null;
  }>(
    'SELECT trade_password_hash, trade_pwd_remaining, trade_pwd_locked_at FROM persons WHERE person_id = $1',
    [personId],
  );
  const person = rows[0];
  if (!person || person.trade_password_hash === null) throw new GatewayError(ErrorCode.TradePasswordNotSet);
  if (person.trade_pwd_remaining <= 0) await liftExpiredLock(db, personId, person.trade_pwd_locked_at, now);
  const right = plain !== '' && (await verifyPassword(plain, person.trade_password_hash));
  if (right) {
    const reset = await db.query(
      `UPDATE persons SET trade_pwd_remaining = $2, trade_pwd_locked_at = NULL
        WHERE person_id = $1 AND trade_pwd_remaining > 0 RETURNING 1`,
      [personId, TRADE_PASSWORD_ATTEMPTS],
    );
    if (reset.length === 0) throw new GatewayError(ErrorCode.TradePasswordLocked);
    return TRADE_PASSWORD_ATTEMPTS;
  }
  const dropped = await db.query<{ trade_pwd_remaining: number }>(
    `UPDATE persons SET trade_pwd_remaining = trade_pwd_remaining - 1,
            trade_pwd_locked_at = CASE WHEN trade_pwd_remaining - 1 <= 0 THEN $2::timestamptz END
      WHERE person_id = $1 AND trade_pwd_remaining > 0 RETURNING trade_pwd_remaining`,
    [personId, new Date(now)],
  );
  const remaining = dropped[0]?.trade_pwd_remaining ?? 0;
  if (remaining <= 0) throw new GatewayError(ErrorCode.TradePasswordLocked);
  throw new GatewayError(ErrorCode.TradePasswordWrong, undefined, { detail: { N: remaining } });
}

/**
 * A locked trade password: lifts the lock (counter back at 5) when it is {@link TRADE_PASSWORD_LOCK_MS} old,
 * else refuses. A lock without its time starts its period now. One conditional UPDATE each, so concurrent
 * calls agree.
 * @throws GatewayError TradePasswordLocked (A00070) while the lock lasts
 */
async function liftExpiredLock(
  db: Db,
  personId: string,
  lockedAt: Date | string | null,
  now: number,
): Promise<void> {
  if (lockedAt === null) {
    await db.query(
      'UPDATE persons SET trade_pwd_locked_at = $2 WHERE person_id = $1 AND trade_pwd_locked_at IS NULL',
      [personId, new Date(now)],
    );
    throw new GatewayError(ErrorCode.TradePasswordLocked);
  }
  if (now - new Date(lockedAt).getTime() < TRADE_PASSWORD_LOCK_MS) {
    throw new GatewayError(ErrorCode.TradePasswordLocked);
  }
  await db.query(
    `UPDATE persons SET trade_pwd_remaining = $2, trade_pwd_locked_at = NULL
      WHERE person_id = $1 AND trade_pwd_remaining <= 0 AND trade_pwd_locked_at = $3`,
    [personId, TRADE_PASSWORD_ATTEMPTS, new Date(lockedAt)],
  );
}

/** Whether a person has a trade password (spec 01 §7.5 isSetTradePassword). */
export async function hasTradePassword(db: Db, personId: string): Promise<boolean> {
  const rows = await db.query<{ set: boolean }>(
    'SELECT trade_password_hash IS NOT NULL AS set FROM persons WHERE person_id = $1',
    [personId],
  );
  return rows[0]?.set ?? false;
}
