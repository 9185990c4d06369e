import { ErrorCode, GatewayError, mapFieldPaths, openSealedSecret, type CallDef } from '@funddesk/core';
import { consumeSecretNonce } from '../auth/secretNonces.js';
import type { Db } from '../db/db.js';
import type { Clock } from '../types.js';

/**
 * What an undecryptable secret becomes for the handler: the empty string, which no password rule accepts
 * and no stored hash matches. So each call answers a ciphertext that does not decrypt (or is not sealed)
 * exactly as it answers a wrong or weak secret — same code, same work (scrypt against a decoy at login) — and
 * the gateway is no padding oracle (DESIGN §7, docs/security.md).
 */
export const UNDECRYPTABLE = '';

/** What {@link openSecrets} needs: the database and clock for the nonces, and the gateway's field decryption. */
export interface SecretDeps {
  readonly db: Db;
  readonly clock: Clock;
  /** The gateway's RSA field decryption: plaintext, or null on any failure (uniform). */
  readonly decrypt: (ciphertext: string) => string | null;
}

/**
 * Decrypts, once, every field the contract marks encrypted (`CallDef.encryptedFields`, spec 01 §5; a
 * top-level field or a `list[].field` path of each list item) in a
 * parsed request, before the handler sees it: handlers receive plaintext. Each secret must be sealed with a
 * single-use nonce and a timestamp (core `sealSecret`, issue 16 finding 5); all secrets of one request share
 * one nonce, which is used up here.
 *
 * - a field that does not decrypt, or decrypts to an unsealed text: {@link UNDECRYPTABLE};
 * - sealed secrets whose nonce is unknown, used, expired, stale or not the same across the fields: refused.
 *
 * @returns the request with plaintext in its encrypted fields (a new object; absent fields stay absent)
 * @throws GatewayError DecryptFailed (FD1005) for a replayed or stale seal
 * @see docs/security.md "Replay-proof secrets"; docs/decisions.md
 */
export async function openSecrets<T>(
  deps: SecretDeps,
  call: Pick<CallDef, 'encryptedFields'>,
  request: T,
): Promise<T> {
  const fields = call.encryptedFields ?? [];
  if (fields.length === 0 || typeof request !== 'object' || request === null) return request;
  const seals = new Map<string, number>();
  // Top-level fields and `list[].field` paths alike (core mapFieldPaths; issue 15 nested secrets).
  const out = mapFieldPaths(request, fields, (value) => {
    const plain = deps.decrypt(value);
    const opened = plain === null ? null : openSealedSecret(plain);
    if (!opened) return UNDECRYPTABLE;
    seals.set(opened.nonce, opened.timestampMs);
    return opened.secret;
  });
  if (seals.size > 1) throw new GatewayError(ErrorCode.DecryptFailed);
  for (const [nonce, timestampMs] of seals) {
    if (!(await consumeSecretNonce(deps.db, deps.clock, nonce, timestampMs))) {
      throw new GatewayError(ErrorCode.DecryptFailed);
    }
  }
  return out;
}
