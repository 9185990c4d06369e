import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, GatewayError } from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { Clock, SessionInfo } from '../services/types.js';
import { privilegesOf } from './privileges.js';

/** Idle expiry: 30 minutes without a call (DESIGN §7). */
export const SESSION_IDLE_MS = 30 * 60_000;
/** Absolute expiry: 12 hours after login (DESIGN §7). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often, so that reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;

/** SHA-256 of a token, hex: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random session token: 32 bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Opens a session for a person, optionally bound to an organisation.
 * @returns the token (shown to the client once; only its hash is stored)
 */
export async function openSession(db: Db, clock: Clock, personId: string, groupId: string | null): Promise<string> {
  const token = newToken();
  const now = new Date(clock.now());
  await db.query(
    `INSERT INTO sessions (token_hash, person_id, group_id, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $4, $5)`,
    [hashToken(token), personId, groupId, now, new Date(clock.now() + SESSION_ABSOLUTE_MS)],
  );
  return token;
}

/** Revokes a session (logout, or the old token after a login switch). */
export async function revokeSession(db: Db, clock: Clock, tokenHash: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
    tokenHash,
    new Date(clock.now()),
  ]);
}

interface SessionRow {
  person_id: string;
  group_id: string | null;
  last_seen_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  login_name: string;
  roles: string[];
  group_ids: string[] | null;
}

/**
 * Resolves a bearer token to the caller's session.
 * @throws GatewayError SessionExpired (HTTP 401) when the token is unknown, revoked, idle too long or past
 *   its absolute expiry
 */
export async function resolveSession(db: Db, clock: Clock, token: string): Promise<SessionInfo> {
  const tokenHash = hashToken(token);
  const rows = await db.query<SessionRow>(
    `SELECT s.person_id, s.group_id, s.last_seen_at, s.expires_at, s.revoked_at, p.login_name, p.roles,
            (SELECT array_agg(o.group_id) FROM organisations o
              WHERE o.synthesize_state <> 99
                AND (o.group_id IN (SELECT group_id FROM person_orgs WHERE person_id = s.person_id)
                  OR o.parent_group_id IN (SELECT group_id FROM person_orgs WHERE person_id = s.person_id))
            ) AS group_ids
       FROM sessions s JOIN persons p ON p.person_id = s.person_id
      WHERE s.token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  const now = clock.now();
  if (
    !row ||
    row.revoked_at !== null ||
    new Date(row.expires_at).getTime() <= now ||
    new Date(row.last_seen_at).getTime() + SESSION_IDLE_MS <= now
  ) {
    throw new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 });
  }
  if (now - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) {
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1', [tokenHash, new Date(now)]);
  }
  return {
    tokenHash,
    personId: row.person_id,
    loginName: row.login_name,
    roles: row.roles,
    privileges: privilegesOf(row.roles),
    groupId: row.group_id,
    groupIds: new Set(row.group_ids ?? []),
  };
}
