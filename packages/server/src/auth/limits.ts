import { ErrorCode, GatewayError } from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { Clock } from '../types.js';

/**
 * Abuse limits kept in the database (migration 0011), so that every instance on one database shares them
 * (DESIGN §7, §10; issue 16 findings 2 and 6).
 */

/** Verification-code requests one login name may make per window (on top of one per 60 s per purpose). */
export const CODE_REQUESTS_PER_NAME = 5;
/** Verification-code requests one client address may make per window, over all names. */
export const CODE_REQUESTS_PER_ADDRESS = 20;
/** The window of both code-request limits, in ms (1 hour). */
export const CODE_REQUEST_WINDOW_MS = 60 * 60_000;

/** Failed logins in a row of one name from one address before that pair is locked (DESIGN §7). */
export const LOGIN_MAX_FAILURES = 10;
/** How long such a lock lasts, in ms (15 minutes; error.loginLocked says so). */
export const LOGIN_LOCK_MS = 15 * 60_000;

/**
 * Counts one hit of a fixed-window counter in one statement (concurrent hits each count).
 * @returns the hits in the window, this one included, and the ms left of the window
 */
async function hit(
  db: Db,
  now: number,
  scope: string,
  key: string,
  windowMs: number,
): Promise<{ hits: number; msLeft: number }> {
  const rows = await db.query<{ hits: number; end_ms: string }>(
    `INSERT INTO security_counters AS c (scope, key, hits, window_end) VALUES ($1, $2, 1, $4)
     ON CONFLICT (scope, key) DO UPDATE SET
       hits = CASE WHEN c.window_end <= $3 THEN 1 ELSE c.hits + 1 END,
       window_end = CASE WHEN c.window_end <= $3 THEN $4 ELSE c.window_end END
     RETURNING hits, (extract(epoch FROM window_end) * 1000)::bigint::text AS end_ms`,
    [scope, key, new Date(now), new Date(now + windowMs)],
  );
  const row = rows[0]!;
  return { hits: row.hits, msLeft: Math.max(Number(row.end_ms) - now, 0) };
}

/**
 * Admits one verification-code request (spec 01 §7.4 getIdentifyCode): at most
 * {@link CODE_REQUESTS_PER_NAME} per login name and {@link CODE_REQUESTS_PER_ADDRESS} per client address in
 * an hour, whatever the purpose and whether the name exists (the answer does not tell). Both counters count
 * every request, refused ones included.
 * @param address - the client's address (HandlerContext.ip)
 * @throws GatewayError VerifyCodeTooFrequent (FD1009, detail `{ N: seconds until the window ends }`)
 */
export async function admitCodeRequest(
  db: Db,
  clock: Clock,
  loginName: string,
  address: string,
): Promise<void> {
  const now = clock.now();
  const [byName, byAddress] = [
    await hit(db, now, 'code.name', loginName, CODE_REQUEST_WINDOW_MS),
    await hit(db, now, 'code.address', address, CODE_REQUEST_WINDOW_MS),
  ];
  const over = [
    byName.hits > CODE_REQUESTS_PER_NAME ? byName.msLeft : 0,
    byAddress.hits > CODE_REQUESTS_PER_ADDRESS ? byAddress.msLeft : 0,
  ];
  const wait = Math.max(...over);
  if (wait > 0) {
    throw new GatewayError(ErrorCode.VerifyCodeTooFrequent, undefined, {
      detail: { N: Math.ceil(wait / 1000) },
    });
  }
}

/** Whether a login name is locked for a client address now (a lock expires by itself). */
export async function isLoginLocked(
  db: Db,
  clock: Clock,
  loginName: string,
  address: string,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM login_locks WHERE login_name = $1 AND address = $2 AND locked_until > $3',
    [loginName, address, new Date(clock.now())],
  );
  return rows.length > 0;
}

/**
 * Counts a failed login of a name from an address in one statement; the {@link LOGIN_MAX_FAILURES}th in a row
 * locks that name for that address for {@link LOGIN_LOCK_MS} and starts the count again. The same name from
 * another address is not locked (issue 16 finding 6: a stranger cannot lock a person out), but it needs the
 * captcha after a few failures of the name from anywhere (services/account.ts LOGIN_CAPTCHA_AFTER).
 * @returns true when this failure locked the pair
 */
export async function countLoginFailure(
  db: Db,
  clock: Clock,
  loginName: string,
  address: string,
): Promise<boolean> {
  const now = clock.now();
  const rows = await db.query<{ locked: boolean }>(
    `INSERT INTO login_locks AS l (login_name, address, failures, locked_until) VALUES ($1, $2, 1, NULL)
     ON CONFLICT (login_name, address) DO UPDATE SET
       failures = CASE WHEN l.failures + 1 >= $3 THEN 0 ELSE l.failures + 1 END,
       locked_until = CASE WHEN l.failures + 1 >= $3 THEN $4::timestamptz ELSE l.locked_until END
     RETURNING locked_until IS NOT NULL AND locked_until > $5 AS locked`,
    [loginName, address, LOGIN_MAX_FAILURES, new Date(now + LOGIN_LOCK_MS), new Date(now)],
  );
  return rows[0]?.locked ?? false;
}

/** Forgets the failures and lock of a name for an address (a successful login from it). */
export async function clearLoginFailures(db: Db, loginName: string, address: string): Promise<void> {
  await db.query('DELETE FROM login_locks WHERE login_name = $1 AND address = $2', [loginName, address]);
}
