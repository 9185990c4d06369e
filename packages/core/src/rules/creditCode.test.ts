import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import { checkCreditCode, creditCodeCheckChar } from './creditCode.js';

describe('unified social credit code (GB 32100-2015; spec 01 §3 orgCredNo; issue 15 bad input)', () => {
  it('accepts published codes and normalises blanks and case', () => {
    // Codes printed on public business licences (examples widely quoted with GB 32100).
    expect(checkCreditCode('91350100M000100Y43')).toEqual({ ok: true, value: '91350100M000100Y43' });
    expect(checkCreditCode(' 91350100m000100y43 ')).toEqual({ ok: true, value: '91350100M000100Y43' });
  });

  it('computes the check character as 31 - (Σ value × 3^i mod 31) mod 31', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('too short')).toBeNull();
    expect(creditCodeCheckChar('91350100M000100YI')).toBeNull(); // I is not in the set
  });

  it('refuses a code of the wrong length with FD6101 and the length', () => {
    expect(checkCreditCode('91350100M000100Y4')).toEqual({
      ok: false,
      code: ErrorCode.CreditCodeLength,
      params: { length: 17 },
    });
    expect(checkCreditCode('')).toMatchObject({ code: ErrorCode.CreditCodeLength });
  });

  it('refuses characters outside the set (I, O, S, V, Z) with FD6102', () => {
    expect(checkCreditCode('91350100M000100O43')).toEqual({
      ok: false,
      code: ErrorCode.CreditCodeCharset,
      params: { char: 'O' },
    });
  });

  it('refuses a wrong check character with FD6103 (every other check character)', () => {
    const first17 = '91350100M000100Y4';
    const right = creditCodeCheckChar(first17)!;
    for (const c of '0123456789ABCDEFGHJKLMNPQRTUWXY') {
      const verdict = checkCreditCode(first17 + c);
      if (c === right) expect(verdict.ok).toBe(true);
      else expect(verdict).toMatchObject({ ok: false, code: ErrorCode.CreditCodeChecksum });
    }
  });
});
