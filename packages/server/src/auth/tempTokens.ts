import { randomBytes } from 'node:crypto';
import { ErrorCode, GatewayError } from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { Clock } from '../types.js';
import { hashToken, openSession } from './sessions.js';

/** A temporary token is good for one exchange within 60 s (spec 01 §2.3 links between the two sites). */
export const TEMP_TOKEN_TTL_MS = 60_000;

/**
 * Issues a one-time token that opens a session of the same person and organisation on the other site
 * (spec 01 §2.3: a logged-in user on /login/ goes to the other site's redirect page).
 * @returns the token (only its hash is stored)
 */
export async function issueTempToken(
  db: Db,
  clock: Clock,
  personId: string,
  groupId: string,
): Promise<{ tempToken: string; expiresInSec: number }> {
  const tempToken = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.query(
    `INSERT INTO temp_tokens (token_hash, person_id, group_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [hashToken(tempToken), personId, groupId, new Date(now), new Date(now + TEMP_TOKEN_TTL_MS)],
  );
  return { tempToken, expiresInSec: TEMP_TOKEN_TTL_MS / 1000 };
}

/**
 * Exchanges a temporary token for a new session (A/pc/org/login/temp/token/check, spec 01 §7.3). The token
 * is used up; an unknown, used or expired token, or one whose person no longer acts for the organisation,
 * is an illegal link.
 * @returns the new session token and its person and group
 * @throws GatewayError IllegalLink (S00010, spec 01 §8)
 */
export async function exchangeTempToken(
  db: Db,
  clock: Clock,
  tempToken: string,
): Promise<{ token: string; personId: string; groupId: string }> {
  const now = new Date(clock.now());
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ person_id: string; group_id: string }>(
      `UPDATE temp_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
       RETURNING person_id, group_id`,
      [hashToken(tempToken), now],
    );
    const row = rows[0];
    if (!row) throw new GatewayError(ErrorCode.IllegalLink);
    const allowed = await tx.query(
      `SELECT 1 FROM organisations o
        WHERE o.group_id = $2 AND o.synthesize_state <> 99
          AND (o.group_id IN (SELECT group_id FROM person_orgs WHERE person_id = $1)
            OR o.parent_group_id IN (SELECT group_id FROM person_orgs WHERE person_id = $1))`,
      [row.person_id, row.group_id],
    );
    if (allowed.length === 0) throw new GatewayError(ErrorCode.IllegalLink);
    const token = await openSession(tx, clock, row.person_id, row.group_id);
    return { token, personId: row.person_id, groupId: row.group_id };
  });
}
