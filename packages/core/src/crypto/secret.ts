/**
 * Replay-proof secrets (issue 16 finding 5; docs/security.md "Replay-proof secrets"): every RSA-encrypted
 * field carries, inside the ciphertext, a single-use nonce the gateway issued (`secretNonce`) and the time it
 * was sealed, so that a captured ciphertext cannot be sent again later.
 *
 * Sealed plaintext: `fd1|<nonce>|<timestampMs>|<secret>`; the secret is everything after the third `|`
 * (it may itself contain `|`). A 20-character password with a 32-character nonce is about 70 bytes: still one
 * 117-byte block of a 1024-bit key.
 */

/** Version tag of the sealed format. */
export const SEALED_SECRET_TAG = 'fd1';

/** Lifetime of a nonce and largest age of a sealed secret on arrival, ms (2 minutes). */
export const SECRET_NONCE_TTL_MS = 120_000;

/** A nonce as the gateway issues it: 16..64 base64url characters. */
const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** What binds a secret to one use: the gateway's nonce and the sealing time (gateway clock, ms since epoch). */
export interface SecretSeal {
  readonly nonce: string;
  readonly timestampMs: number;
}

/** A sealed secret opened: its seal and the secret itself. */
export interface OpenedSecret extends SecretSeal {
  readonly secret: string;
}

/**
 * Seals a secret for encryption: `fd1|nonce|timestamp|secret`.
 * @param seal - the nonce from `secretNonce` and the sealing time in ms (the gateway's clock)
 */
export function sealSecret(secret: string, seal: SecretSeal): string {
  return `${SEALED_SECRET_TAG}|${seal.nonce}|${Math.trunc(seal.timestampMs)}|${secret}`;
}

/**
 * Opens a decrypted plaintext sealed by {@link sealSecret}.
 * @returns the nonce, timestamp and secret, or null when the text is not in the sealed format (an unsealed or
 * damaged secret: the caller treats it exactly as one that did not decrypt)
 */
export function openSealedSecret(plain: string): OpenedSecret | null {
  const first = plain.indexOf('|');
  const second = plain.indexOf('|', first + 1);
  const third = plain.indexOf('|', second + 1);
  if (first < 0 || second < 0 || third < 0) return null;
  if (plain.slice(0, first) !== SEALED_SECRET_TAG) return null;
  const nonce = plain.slice(first + 1, second);
  const stamp = plain.slice(second + 1, third);
  if (!NONCE_PATTERN.test(nonce) || !/^\d{1,15}$/.test(stamp)) return null;
  return { nonce, timestampMs: Number(stamp), secret: plain.slice(third + 1) };
}
