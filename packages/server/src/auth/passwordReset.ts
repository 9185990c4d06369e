import { ErrorCode, GatewayError, isAcceptableLoginPassword } from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { Clock } from '../types.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { forgetPersonSessions, revokePersonSessions } from './sessions.js';
import { consumeVerifyTicket } from './verifyCodes.js';

/** What a login-password reset needs (spec 01 §7.5 resetLoginPassword, pwd/retrieve/loginPwd/set). */
export interface LoginPasswordReset {
  readonly loginName: string;
  /** The single-use ticket checkVerifyCode answered for purpose resetLoginPassword. */
  readonly verifyTicket: string;
  /**
   * The new password, decrypted by the request layer (spec 01 §5, http/secrets.ts); '' when it did not
   * decrypt, which the password rule refuses like a weak one.
   */
  readonly newPassword: string;
}

/**
 * Stores a person's new login password, in the caller's transaction (spec 01 §7.5, DESIGN §7): a new scrypt
 * hash, the password age restarted (`password_changed_at`, read by the spec 01 §4.6 reminder), failed logins
 * and the lock cleared; every open session of the person revoked (their calls answer 401), their unused
 * temporary link tokens and reset tickets voided - nothing issued under the old password outlives it. Run
 * {@link forgetPersonSessions} after the commit. Used by the reset and by the change of a known password.
 */
export async function storeNewLoginPassword(
  tx: Db,
  clock: Clock,
  personId: string,
  password: string,
): Promise<void> {
  const now = new Date(clock.now());
  await tx.query(
    `UPDATE persons SET password_hash = $2, password_changed_at = $3, failed_logins = 0, locked_until = NULL
      WHERE person_id = $1`,
    [personId, await hashPassword(password), now],
  );
  await revokePersonSessions(tx, clock, personId);
  await tx.query('UPDATE temp_tokens SET used_at = $2 WHERE person_id = $1 AND used_at IS NULL', [
    personId,
    now,
  ]);
  await tx.query(
    `UPDATE verify_tickets SET used_at = $2
      WHERE person_id = $1 AND purpose = 'resetLoginPassword' AND used_at IS NULL`,
    [personId, now],
  );
}

/**
 * Sets a new login password with a verify ticket (spec 01 §5, §7.4, §7.5), in one transaction:
 * 1. the ticket is used up - only when unused, unexpired (10 min), of purpose resetLoginPassword and of the
 *    person the login name names;
 * 2. the password is checked with core's rule (8-20 visible ASCII with letters and digits);
 *    a password that does not decrypt gets the same answer, so that the call is no padding oracle;
 * 3. it must differ from the current one;
 * 4. it is stored by {@link storeNewLoginPassword}: new hash, password age restarted, failures and lock
 *    cleared, every session revoked, unused link tokens and the person's other reset tickets voided.
 * A refusal rolls all of it back, the ticket included, so that the user may try another password with it.
 *
 * @throws GatewayError VerifyTicketInvalid (FD1011), PasswordWeak (FD1012), PasswordUnchanged (FD1013)
 */
export async function resetLoginPassword(db: Db, clock: Clock, reset: LoginPasswordReset): Promise<void> {
  const personId = await db.transaction(async (tx) => {
    const person = (
      await tx.query<{ person_id: string; password_hash: string }>(
        'SELECT person_id, password_hash FROM persons WHERE login_name = $1 FOR UPDATE',
        [reset.loginName],
      )
    )[0];
    const ticketGood = await consumeVerifyTicket(
      tx,
      clock,
      reset.verifyTicket,
      person?.person_id ?? null,
      'resetLoginPassword',
    );
    if (!person || !ticketGood) throw new GatewayError(ErrorCode.VerifyTicketInvalid);

    const password = reset.newPassword;
    if (!isAcceptableLoginPassword(password)) {
      throw new GatewayError(ErrorCode.PasswordWeak);
    }
    if (await verifyPassword(password, person.password_hash)) {
      throw new GatewayError(ErrorCode.PasswordUnchanged);
    }
    await storeNewLoginPassword(tx, clock, person.person_id, password);
    return person.person_id;
  });
  // After the commit: this process stops reusing the person's cached sessions at once.
  forgetPersonSessions(personId);
}
