import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** scrypt cost parameters (N = 2^14, r = 8, p = 1: ~16 MiB, ~40 ms on this machine). */
const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;

/**
 * Hashes a password with scrypt and a random 16-byte salt (DESIGN §7: salted slow hashes).
 * @returns `scrypt$N$r$p$<salt b64>$<hash b64>`
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** A valid hash of a random password, verified against when the user is unknown (uniform timing). */
let decoy: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash in constant time. With `stored` null (unknown user, or a
 * password that could not be decrypted) it still runs scrypt against a decoy so every failure costs the
 * same and names cannot be probed by timing.
 * @returns true only when `stored` is a hash of `password`
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const target = stored ?? (await (decoy ??= hashPassword(randomBytes(12).toString('base64'))));
  const [scheme, n, r, p, saltB64, hashB64] = target.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return stored !== null && key.length === expected.length && timingSafeEqual(key, expected);
}
