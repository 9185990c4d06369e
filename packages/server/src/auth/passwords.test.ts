import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('password hashing (DESIGN §7: salted slow hashes)', () => {
  it('stores a salted scrypt hash and verifies only the right password', async () => {
    const a = await hashPassword('Demo@2026');
    const b = await hashPassword('Demo@2026');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Demo@2026', a)).toBe(true);
    expect(await verifyPassword('demo@2026', a)).toBe(false);
  });

  it('refuses an unknown user after doing the same work (stored hash null)', async () => {
    expect(await verifyPassword('Demo@2026', null)).toBe(false);
  });
});
