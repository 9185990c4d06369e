import { ErrorCode } from '../errors/catalogue.js';

/**
 * The unified social credit code (统一社会信用代码) of an institution, GB 32100-2015: 18 characters from the
 * 31-character set `0-9 A-H J-N P-R T U W-Y` (no I, O, S, V, Z); the 18th is a check character over the 17
 * before it, weighted by 3^i mod 31. Spec 01 §3 orgCredNo; issue 15 "a credit code of the wrong length or
 * checksum".
 */

/** The code's character set in value order (GB 32100-2015 table 1): a character's value is its index. */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** The weights of positions 1-17 (GB 32100-2015 §5.2: 3^(i-1) mod 31). */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
/** Length of a credit code. */
export const CREDIT_CODE_LENGTH = 18;

/** The verdict of {@link checkCreditCode}: `ok`, or the catalogue code with its parameters. */
export type CreditCodeVerdict =
  | { ok: true; value: string }
  | {
      ok: false;
      code:
        | typeof ErrorCode.CreditCodeLength
        | typeof ErrorCode.CreditCodeCharset
        | typeof ErrorCode.CreditCodeChecksum;
      params: Record<string, string | number>;
    };

/**
 * The check character of the first 17 characters of a credit code (GB 32100-2015 §5.2):
 * `31 - (Σ value(c_i) × w_i mod 31)`, 31 becoming 0.
 * @param first17 - 17 characters of {@link CREDIT_CODE_CHARSET}, upper case
 * @returns the check character, or null when `first17` is not 17 characters of the set
 */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== CREDIT_CODE_LENGTH - 1) return null;
  let sum = 0;
  for (let i = 0; i < first17.length; i++) {
    const value = CREDIT_CODE_CHARSET.indexOf(first17[i]!);
    if (value < 0) return null;
    sum += value * WEIGHTS[i]!;
  }
  return CREDIT_CODE_CHARSET[(31 - (sum % 31)) % 31]!;
}

/**
 * Checks a unified social credit code. Surrounding blanks are dropped and letters upper-cased first (the
 * `value` of an `ok` verdict is that normal form, the one stored).
 * - not 18 characters: CreditCodeLength (FD6101, `{length}`);
 * - a character outside the set (I, O, S, V, Z, punctuation): CreditCodeCharset (FD6102, `{char}`);
 * - wrong check character: CreditCodeChecksum (FD6103).
 * Pure, never throws.
 * @param input - the code as typed
 * @see GB 32100-2015; spec 01 §3 orgCredNo, §7.11 jgtCredUniqueCheck; issue 15 bad input
 */
export function checkCreditCode(input: string): CreditCodeVerdict {
  const value = input.trim().toUpperCase();
  if (value.length !== CREDIT_CODE_LENGTH) {
    return { ok: false, code: ErrorCode.CreditCodeLength, params: { length: value.length } };
  }
  const bad = [...value].find((c) => !CREDIT_CODE_CHARSET.includes(c));
  if (bad !== undefined) return { ok: false, code: ErrorCode.CreditCodeCharset, params: { char: bad } };
  if (creditCodeCheckChar(value.slice(0, 17)) !== value[17]) {
    return { ok: false, code: ErrorCode.CreditCodeChecksum, params: {} };
  }
  return { ok: true, value };
}
