/**
 * Deterministic hashing for the simulated model (docs/data-model.md): every simulated figure is a
 * function of the fund code (and a date or a salt), never of Math.random, so two seeds, two servers
 * and two test runs agree.
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * 32-bit FNV-1a of a string's UTF-16 code units.
 *
 * @returns an unsigned 32-bit integer
 * @see docs/data-model.md (determinism)
 */
export function fnv1a(text: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/**
 * A deterministic bucket 0..modulo-1 for a fund code and a salt naming the figure (`'status'`,
 * `'limits'` …), so that different figures of one fund are independent.
 *
 * @see docs/data-model.md (determinism)
 */
export function bucket(code: string, salt: string, modulo: number): number {
  return fnv1a(`${code}|${salt}`) % modulo;
}
