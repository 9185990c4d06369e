import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, GatewayError, pendingFirstLoginSettings } from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { Clock, SessionInfo } from '../types.js';
import { SESSION_PRIVILEGES_SQL } from './privileges.js';

/** Idle expiry: 30 minutes without a call (DESIGN §7). */
export const SESSION_IDLE_MS = 30 * 60_000;
/** Absolute expiry: 12 hours after login (DESIGN §7). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often, so that reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;
/**
 * How long a resolved session is reused without reading the database, on PGlite only: an embedded database
 * belongs to this one process, so every revocation goes through {@link forgetSession} /
 * {@link forgetPersonSessions} here and takes effect at once. On PostgreSQL several instances share the
 * sessions (DESIGN §10) and a logout on one must be honoured by the next call on another, so every call
 * reads the sessions row (no cache).
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;

interface CachedSession {
  info: SessionInfo;
  /** When the entry was read (clock ms). */
  readAt: number;
  /** last_seen_at as read, for the idle rule. */
  lastSeenAt: number;
  expiresAt: number;
}

/** Resolved sessions by token hash; bounded, oldest dropped first. */
const sessionCache = new Map<string, CachedSession>();

/** Forgets a cached session (logout, switch) so that its revocation takes effect at once. */
export function forgetSession(tokenHash: string): void {
  sessionCache.delete(tokenHash);
}

/**
 * Forgets every cached session (a role's privileges changed in roleManage, issue 11 §3): the next call of
 * each person reads their privileges again.
 */
export function forgetAllSessions(): void {
  sessionCache.clear();
}

/** Forgets every cached session of a person (their roles changed), so that A00198 answers at once. */
export function forgetPersonSessions(personId: string): void {
  for (const [tokenHash, cached] of sessionCache) {
    if (cached.info.personId === personId) sessionCache.delete(tokenHash);
  }
}

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
export async function openSession(
  db: Db,
  clock: Clock,
  personId: string,
  groupId: string | null,
): Promise<string> {
  const token = newToken();
  const now = new Date(clock.now());
  // The roles version the session starts under: a later role change answers A00198 (spec 01 §8).
  await db.query(
    `INSERT INTO sessions (token_hash, person_id, group_id, created_at, last_seen_at, expires_at, roles_version)
     SELECT $1, $2, $3, $4, $4, $5, roles_version FROM persons WHERE person_id = $2`,
    [hashToken(token), personId, groupId, now, new Date(clock.now() + SESSION_ABSOLUTE_MS)],
  );
  return token;
}

/** Revokes a session (logout, or the old token after a login switch). */
export async function revokeSession(db: Db, clock: Clock, tokenHash: string): Promise<void> {
  forgetSession(tokenHash);
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
    tokenHash,
    new Date(clock.now()),
  ]);
}

/**
 * Revokes every open session of a person (a new login password, spec 01 §7.5): their later calls answer 401.
 * Call {@link forgetPersonSessions} after the transaction commits so that this process stops reusing them.
 * @returns how many sessions were open
 */
export async function revokePersonSessions(db: Db, clock: Clock, personId: string): Promise<number> {
  const rows = await db.query(
    'UPDATE sessions SET revoked_at = $2 WHERE person_id = $1 AND revoked_at IS NULL RETURNING 1',
    [personId, new Date(clock.now())],
  );
  return rows.length;
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
  /** The roles version the session was opened under (null: opened before migration 0007). */
  roles_version: number | null;
  person_roles_version: number;
  /** persons.has_login_pwd: false while the initial login password is kept (first-login gate). */
  has_login_pwd: boolean;
  has_trade_pwd: boolean;
  /** The privileges of the person's roles in the session's organisation (migration 0016 tables). */
  privileges: string[] | null;
}

/**
 * Resolves a bearer token to the caller's session.
 * @throws GatewayError SessionExpired (HTTP 401) when the token is unknown, revoked, idle too long or past
 *   its absolute expiry; PermissionChanged (A00198, spec 01 §8) when the person's roles changed after the
 *   session was opened (the session is revoked)
 */
export async function resolveSession(db: Db, clock: Clock, token: string): Promise<SessionInfo> {
  const tokenHash = hashToken(token);
  const now = clock.now();
  // Only an embedded database is this process's alone; a shared one is read on every call (DESIGN §10).
  const cacheable = db.kind === 'pglite';
  const cached = cacheable ? sessionCache.get(tokenHash) : undefined;
  if (cached) {
    const fresh = now - cached.readAt < SESSION_CACHE_MS && now >= cached.readAt;
    if (fresh && cached.expiresAt > now && cached.lastSeenAt + SESSION_IDLE_MS > now) return cached.info;
    sessionCache.delete(tokenHash);
  }
  const rows = await db.query<SessionRow>(
    `SELECT s.person_id, s.group_id, s.last_seen_at, s.expires_at, s.revoked_at, p.login_name, p.roles,
            s.roles_version, p.roles_version AS person_roles_version,
            p.has_login_pwd, p.trade_password_hash IS NOT NULL AS has_trade_pwd,
            ${SESSION_PRIVILEGES_SQL} AS privileges,
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
  if (
    !row ||
    row.revoked_at !== null ||
    new Date(row.expires_at).getTime() <= now ||
    new Date(row.last_seen_at).getTime() + SESSION_IDLE_MS <= now
  ) {
    throw new GatewayError(ErrorCode.SessionExpired, undefined, { httpStatus: 401 });
  }
  if (row.roles_version !== null && row.roles_version !== row.person_roles_version) {
    // spec 01 §8 A00198: an administrator changed the person's roles; the session ends (its later calls
    // answer 401) and the client alerts, then logs out.
    await revokeSession(db, clock, tokenHash);
    throw new GatewayError(ErrorCode.PermissionChanged);
  }
  let lastSeenAt = new Date(row.last_seen_at).getTime();
  if (now - lastSeenAt > TOUCH_EVERY_MS) {
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1', [tokenHash, new Date(now)]);
    lastSeenAt = now;
  }
  const info: SessionInfo = {
    tokenHash,
    personId: row.person_id,
    loginName: row.login_name,
    roles: row.roles,
    privileges: new Set(row.privileges ?? []),
    groupId: row.group_id,
    groupIds: new Set(row.group_ids ?? []),
    // Read with the session row, so the first-login gate costs no query (issue 16 finding 3).
    pendingFirstLogin: pendingFirstLoginSettings({
      roles: row.roles,
      hasLoginPwd: row.has_login_pwd,
      hasTradePwd: row.has_trade_pwd,
    }),
  };
  if (!cacheable) return info;
  if (sessionCache.size >= SESSION_CACHE_MAX) {
    const oldest = sessionCache.keys().next();
    if (!oldest.done) sessionCache.delete(oldest.value);
  }
  sessionCache.set(tokenHash, {
    info,
    readAt: now,
    lastSeenAt,
    expiresAt: new Date(row.expires_at).getTime(),
  });
  return info;
}
