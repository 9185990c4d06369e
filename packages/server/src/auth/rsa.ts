import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  randomUUID,
} from 'node:crypto';
import { CHUNK_SEPARATOR } from '@funddesk/core';
import type { Db } from '../db/db.js';

/** The gateway's key pair (PEM) and its modulus size. */
export interface RsaKeyPair {
  readonly keyId: string;
  readonly publicPem: string;
  readonly privatePem: string;
  readonly modulusBits: number;
}

/** Key size of the gateway (spec 01 §9: 1024-bit key, about 117-byte chunks). */
export const RSA_BITS = 1024;

/**
 * Loads the gateway's RSA key pair from the database, creating it on first start so every instance of a
 * deployment shares one key (DESIGN §10).
 */
export async function loadOrCreateKeyPair(db: Db): Promise<RsaKeyPair> {
  const existing = await db.query<{ key_id: string; public_pem: string; private_pem: string }>(
    'SELECT key_id, public_pem, private_pem FROM server_keys ORDER BY created_at DESC LIMIT 1',
  );
  const row = existing[0];
  if (row) return withBits(row.key_id, row.public_pem, row.private_pem);
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: RSA_BITS,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const keyId = randomUUID();
  await db.query(
    'INSERT INTO server_keys (key_id, public_pem, private_pem) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [keyId, publicKey, privateKey],
  );
  return withBits(keyId, publicKey, privateKey);
}

function withBits(keyId: string, publicPem: string, privatePem: string): RsaKeyPair {
  const modulusBits = createPublicKey(publicPem).asymmetricKeyDetails?.modulusLength ?? RSA_BITS;
  return { keyId, publicPem, privatePem, modulusBits };
}

/**
 * Decrypts one PKCS#1 v1.5 block without Node's PKCS#1 padding mode, which Node 20 refuses for private
 * decryption (Marvin-attack mitigation). The raw RSA operation runs with RSA_NO_PADDING and the padding is
 * checked here without early exit: every malformed block takes the same path and yields the same `null`,
 * so callers cannot be turned into a padding oracle. Residual risk is documented in docs/security.md.
 */
function decryptBlock(privateKey: ReturnType<typeof createPrivateKey>, block: Buffer): Buffer | null {
  let raw: Buffer;
  try {
    raw = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, block);
  } catch {
    // Wrong length or value out of range: same result as a padding failure.
    raw = Buffer.alloc(block.length || 128);
  }
  // EM = 0x00 || 0x02 || PS (>= 8 non-zero bytes) || 0x00 || M
  let bad = (raw[0] ?? 1) | ((raw[1] ?? 0) ^ 0x02);
  let separator = 0;
  for (let i = 2; i < raw.length; i++) {
    const isZero = raw[i] === 0 ? 1 : 0;
    const first = isZero & (separator === 0 ? 1 : 0);
    separator = first ? i : separator;
  }
  bad |= separator === 0 ? 1 : 0;
  bad |= separator !== 0 && separator < 10 ? 1 : 0;
  return bad ? null : raw.subarray(separator + 1);
}

/**
 * Decrypts a field the client encrypted with the public key: one block, or base64 blocks joined by
 * {@link CHUNK_SEPARATOR} (spec 01 §5 long text).
 * @returns the UTF-8 plaintext, or null for any failure (uniform: no detail about why)
 */
export function decryptField(keys: RsaKeyPair, ciphertext: string): string | null {
  const privateKey = createPrivateKey(keys.privatePem);
  const blockBytes = Math.ceil(keys.modulusBits / 8);
  const parts: Buffer[] = [];
  let failed = false;
  for (const chunk of ciphertext.split(CHUNK_SEPARATOR)) {
    const block = Buffer.from(chunk, 'base64');
    const plain = decryptBlock(privateKey, block.length === blockBytes ? block : Buffer.alloc(blockBytes));
    if (block.length !== blockBytes || plain === null) failed = true;
    else parts.push(plain);
  }
  if (failed) return null;
  const text = Buffer.concat(parts).toString('utf8');
  return text.includes('\uFFFD') ? null : text;
}
