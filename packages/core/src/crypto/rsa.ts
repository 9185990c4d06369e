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
 * Replaces, in a copy of `payload`, each string at the given field paths with `map(value)`. A path is a
 * top-level field (`tradePassword`) or a field of every item of a top-level list (`list[].credNo`, issue 15:
 * the beneficial owners and actual controllers of the trust channel). Values that are not strings, and
 * lists or items that are absent, stay as they are. The one walk of encrypted fields: the client's
 * {@link encryptFields} and the gateway's opening of secrets both use it.
 * @returns a new object (and new list items where a path reached into them); the input is not changed
 */
export function mapFieldPaths<T>(payload: T, paths: readonly string[], map: (value: string) => string): T {
  if (typeof payload !== 'object' || payload === null) return payload;
  const out: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
  for (const path of paths) {
    const [list, field] = path.split('[].') as [string, string | undefined];
    if (field === undefined) {
      const value = out[list];
      if (typeof value === 'string') out[list] = map(value);
      continue;
    }
    const items = out[list];
    if (!Array.isArray(items)) continue;
    out[list] = items.map((item: unknown) => {
      if (typeof item !== 'object' || item === null) return item;
      const value = (item as Record<string, unknown>)[field];
      return typeof value === 'string' ? { ...item, [field]: map(value) } : item;
    });
  }
  return out as T;
}

/**
 * Encrypts the named string fields of a payload ({@link mapFieldPaths}: top-level fields and `list[].field`
 * paths), leaving the others as they are. With a `seal`, each secret is first bound to the gateway's
 * single-use nonce and the sealing time ({@link sealSecret}; issue 16 finding 5), which the gateway requires
 * of every encrypted field.
 * @returns a new object; the input is not changed
 */
export function encryptFields<T extends Record<string, unknown>>(
  payload: T,
  fields: readonly string[],
  cipher: RsaBlockCipher,
  seal?: SecretSeal,
): T {
  return mapFieldPaths(payload, fields, (value) =>
    encryptField(seal ? sealSecret(value, seal) : value, cipher),
  );
}
