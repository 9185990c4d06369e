import { createHash, randomBytes, randomInt } from 'node:crypto';
import { ErrorCode, GatewayError, t, type MessageKey } from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { Clock } from '../types.js';
import { deliverMessage } from './devTools.js';

/** A verification code is good for 5 minutes (spec 01 §7.4; FundDesk's figure). */
export const VERIFY_CODE_TTL_MS = 5 * 60_000;
/** One code per name and purpose per 60 s. */
export const VERIFY_CODE_RESEND_MS = 60_000;
/** Wrong tries before a code is void. */
export const VERIFY_CODE_MAX_TRIES = 5;
/** A checked code's ticket for the next step is good for 10 minutes. */
export const VERIFY_TICKET_TTL_MS = 10 * 60_000;

/** What a code is for (spec 01 §7.3 loginOne, §7.5 password retrieval). */
export type VerifyPurpose = 'login' | 'resetLoginPassword' | 'resetTradePassword';

const purposeLabel: Record<VerifyPurpose, MessageKey> = {
  login: 'server.verify.purpose.login',
  resetLoginPassword: 'server.verify.purpose.resetLoginPassword',
  resetTradePassword: 'server.verify.purpose.resetTradePassword',
};

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Sends a 6-digit code (spec 01 §7.4 getIdentifyCode): at most one per name and purpose per 60 s (FD1009
 * with the seconds left). The code is stored hashed and delivered to the person's contact - in the local
 * environment the dev mailbox and the server log. An unknown name is answered the same way and nothing is
 * delivered, so that names cannot be probed.
 * @throws GatewayError VerifyCodeTooFrequent (FD1009, detail `{ N: seconds }`)
 */
export async function sendVerifyCode(
  db: Db,
  clock: Clock,
  loginName: string,
  purpose: VerifyPurpose,
): Promise<{ target: string; expiresInSec: number; resendAfterSec: number }> {
  const now = clock.now();
  const last = await db.query<{ created_at: Date | string }>(
    `SELECT created_at FROM verification_codes WHERE login_name = $1 AND purpose = $2
      ORDER BY created_at DESC LIMIT 1`,
    [loginName, purpose],
  );
  const lastAt = last[0] ? new Date(last[0].created_at).getTime() : Number.NEGATIVE_INFINITY;
  if (now - lastAt < VERIFY_CODE_RESEND_MS && now >= lastAt) {
    const seconds = Math.ceil((VERIFY_CODE_RESEND_MS - (now - lastAt)) / 1000);
    throw new GatewayError(ErrorCode.VerifyCodeTooFrequent, undefined, { detail: { N: seconds } });
  }
  const person = (
    await db.query<{ person_id: string; person_name: string }>(
      'SELECT person_id, person_name FROM persons WHERE login_name = $1',
      [loginName],
    )
  )[0];
  const id = randomBytes(12).toString('base64url');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `INSERT INTO verification_codes (id, login_name, person_id, purpose, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      loginName,
      person?.person_id ?? null,
      purpose,
      sha256(`${id}:${code}`),
      new Date(now),
      new Date(now + VERIFY_CODE_TTL_MS),
    ],
  );
  if (person) {
    await deliverMessage(db, clock, {
      recipient: `${loginName}（${person.person_name}）`,
      subject: t('server.verify.subject'),
      body: t('server.verify.body', {
        code,
        minutes: VERIFY_CODE_TTL_MS / 60_000,
        purpose: t(purposeLabel[purpose]),
      }),
    });
  }
  return {
    target: t('server.verify.target', { loginName }),
    expiresInSec: VERIFY_CODE_TTL_MS / 1000,
    resendAfterSec: VERIFY_CODE_RESEND_MS / 1000,
  };
}

/**
 * Checks the latest code of a name and purpose (spec 01 §7.4). A wrong code counts a try; the fifth wrong
 * try voids it. A right code is used up.
 * @returns the person's id
 * @throws GatewayError VerifyCodeWrong (FD1008) for a wrong, expired, used, void or unknown code
 */
export async function useVerifyCode(
  db: Db,
  clock: Clock,
  loginName: string,
  purpose: VerifyPurpose,
  code: string,
): Promise<string> {
  const now = new Date(clock.now());
  const row = (
    await db.query<{ id: string; person_id: string | null; code_hash: string }>(
      `SELECT id, person_id, code_hash FROM verification_codes
        WHERE login_name = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 AND attempts < $4
        ORDER BY created_at DESC LIMIT 1`,
      [loginName, purpose, now, VERIFY_CODE_MAX_TRIES],
    )
  )[0];
  if (!row) throw new GatewayError(ErrorCode.VerifyCodeWrong);
  if (row.code_hash !== sha256(`${row.id}:${code}`)) {
    await db.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    throw new GatewayError(ErrorCode.VerifyCodeWrong);
  }
  const used = await db.query(
    'UPDATE verification_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING 1',
    [row.id, now],
  );
  if (used.length !== 1 || !row.person_id) throw new GatewayError(ErrorCode.VerifyCodeWrong);
  return row.person_id;
}

/**
 * Issues the single-use ticket a checked code earns for the next step of a password reset.
 * @returns the ticket (only its hash is stored)
 */
export async function issueVerifyTicket(
  db: Db,
  clock: Clock,
  personId: string,
  purpose: VerifyPurpose,
): Promise<{ verifyTicket: string; expiresInSec: number }> {
  const verifyTicket = randomBytes(24).toString('base64url');
  await db.query(
    'INSERT INTO verify_tickets (ticket_hash, person_id, purpose, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256(verifyTicket), personId, purpose, new Date(clock.now() + VERIFY_TICKET_TTL_MS)],
  );
  return { verifyTicket, expiresInSec: VERIFY_TICKET_TTL_MS / 1000 };
}

/**
 * Uses up a verify ticket atomically (spec 01 §7.4, §7.5): it counts only when unused, unexpired, issued
 * for `purpose` and for `personId`. A ticket that fails any of these is left as it was. Run it inside the
 * transaction of the step it authorises, so that a refusal later in that step gives the ticket back.
 * @returns true when the ticket was good and is now used
 */
export async function consumeVerifyTicket(
  db: Db,
  clock: Clock,
  verifyTicket: string,
  personId: string | null,
  purpose: VerifyPurpose,
): Promise<boolean> {
  if (!personId) return false;
  const now = new Date(clock.now());
  const used = await db.query(
    `UPDATE verify_tickets SET used_at = $5
      WHERE ticket_hash = $1 AND person_id = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > $4
      RETURNING 1`,
    [sha256(verifyTicket), personId, purpose, now, now],
  );
  return used.length === 1;
}
