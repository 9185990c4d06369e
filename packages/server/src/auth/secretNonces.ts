import { randomBytes } from 'node:crypto';
import { SECRET_NONCE_TTL_MS } from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { Clock } from '../types.js';

/** How far a seal's timestamp may lie ahead of the gateway's clock, ms (two processes' clocks differ a little). */
const FUTURE_SKEW_MS = 5_000;

/**
 * Issues a single-use nonce for the secrets of one call (issue 16 finding 5): 24 random bytes, base64url,
 * stored with its expiry (2 minutes) so that any server process on the database accepts it (DESIGN §10).
 * Expired nonces are deleted on the way.
 * @returns the nonce, the gateway's clock (ms) for the client's seal, and the lifetime in ms
 */
export async function issueSecretNonce(
  db: Db,
  clock: Clock,
): Promise<{ nonce: string; serverTime: number; expiresInMs: number }> {
  const now = clock.now();
  const nonce = randomBytes(24).toString('base64url');
  await db.query('DELETE FROM secret_nonces WHERE expires_at <= $1', [new Date(now)]);
  await db.query('INSERT INTO secret_nonces (nonce, issued_at, expires_at) VALUES ($1, $2, $3)', [
    nonce,
    new Date(now),
    new Date(now + SECRET_NONCE_TTL_MS),
  ]);
  return { nonce, serverTime: now, expiresInMs: SECRET_NONCE_TTL_MS };
}

/**
 * Uses up a nonce sealed in a request's secrets: it must have been issued, not used, not expired, and the
 * seal's timestamp must lie between its issue and now (plus a few seconds of clock skew) and be at most
 * 2 minutes old. The nonce is gone afterwards whatever the answer, in one atomic statement (two requests
 * carrying it, on one process or two, cannot both succeed).
 * @param timestampMs - the seal's timestamp, ms on the gateway's clock
 * @returns true when the seal is fresh and was unused
 */
export async function consumeSecretNonce(
  db: Db,
  clock: Clock,
  nonce: string,
  timestampMs: number,
): Promise<boolean> {
  const now = clock.now();
  const rows = await db.query<{ issued_at: Date | string; expires_at: Date | string }>(
    'DELETE FROM secret_nonces WHERE nonce = $1 RETURNING issued_at, expires_at',
    [nonce],
  );
  const row = rows[0];
  if (!row) return false;
  const issuedAt = new Date(row.issued_at).getTime();
  const expiresAt = new Date(row.expires_at).getTime();
  return (
    now < expiresAt &&
    timestampMs >= issuedAt - FUTURE_SKEW_MS &&
    timestampMs <= now + FUTURE_SKEW_MS &&
    now - timestampMs <= SECRET_NONCE_TTL_MS
  );
}
