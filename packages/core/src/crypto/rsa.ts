/**
 * RSA field encryption (spec 01 §5, §9; DESIGN §7): PKCS#1 v1.5, long text chunked by UTF-8 bytes on
 * code-point boundaries, chunk size derived from the key (modulus bytes − 11: 117 for a 1024-bit key).
 *
 * The core holds no RSA implementation: the environment passes an {@link RsaBlockCipher} (jsencrypt in
 * the browser, node:crypto in Node), so this module runs unchanged in both.
 */

import { sealSecret, type SecretSeal } from './secret.js';

/** Encrypts one block with the gateway's public key. */
export interface RsaBlockCipher {
  /** Modulus length of the public key in bits (1024 → chunks of 117 bytes). */
  readonly modulusBits: number;
  /**
   * Encrypts a string whose UTF-8 encoding fits in one block, PKCS#1 v1.5 padded.
   * @returns base64 ciphertext
   */
  encryptBlock(chunk: string): string;
}

/** Separator between base64 chunks of a long-text ciphertext (base64 never contains it). */
export const CHUNK_SEPARATOR = ',';

/** Bytes of plaintext per PKCS#1 v1.5 block for a modulus of `modulusBits`. */
export function chunkBytesFor(modulusBits: number): number {
  const bytes = Math.ceil(modulusBits / 8) - 11;
  if (bytes < 1) throw new RangeError(`RSA key too small: ${modulusBits} bits`);
  return bytes;
}

const encoder = new TextEncoder();

/**
 * Splits text into chunks of at most `maxBytes` UTF-8 bytes, never splitting a code point.
 * @returns the chunks; an empty text gives `['']`
 */
export function splitUtf8(text: string, maxBytes: number): string[] {
  const chunks: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const codePoint of text) {
    const size = encoder.encode(codePoint).length;
    if (currentBytes + size > maxBytes && current !== '') {
      chunks.push(current);
      current = '';
      currentBytes = 0;
    }
    current += codePoint;
    currentBytes += size;
  }
  chunks.push(current);
  return chunks;
}

/**
 * Encrypts a field value: one block when it fits, otherwise the "long RSA encoding" of spec 01 §7.6,
 * base64 chunks joined by {@link CHUNK_SEPARATOR}.
 */
export function encryptField(text: string, cipher: RsaBlockCipher): string {
  return splitUtf8(text, chunkBytesFor(cipher.modulusBits))
    .map((chunk) => cipher.encryptBlock(chunk))
    .join(CHUNK_SEPARATOR);
}

/**
 * Encrypts the named top-level string fields of a payload, leaving the others as they are. With a `seal`, each
 * secret is first bound to the gateway's single-use nonce and the sealing time ({@link sealSecret}; issue 16
 * finding 5), which the gateway requires of every encrypted field.
 * @returns a new object; the input is not changed
 */
export function encryptFields<T extends Record<string, unknown>>(
  payload: T,
  fields: readonly string[],
  cipher: RsaBlockCipher,
  seal?: SecretSeal,
): T {
  const out: Record<string, unknown> = { ...payload };
  for (const field of fields) {
    const value = out[field];
    if (typeof value === 'string') out[field] = encryptField(seal ? sealSecret(value, seal) : value, cipher);
  }
  return out as T;
}
