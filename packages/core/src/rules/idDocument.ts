import { ErrorCode } from '../errors/catalogue.js';
import { t } from '../messages/index.js';

/**
 * Rules of the person's ID document (issue 15 §1; spec 01 §2.2 /user/userInfo and /user/idCardHome, §7.8
 * A/pc/card/ocr, §7.9 updatePersonalInfo; spec 02 §5 certificate images and "expired ID document blocks").
 * Pure: every function returns a value or a catalogue code with its parameters; the server enforces them,
 * the web and the CLI render them.
 */

/** The words that mean a document never expires (issue 15 §1): 长期, 长期有效, 永久. */
export const LONG_TERM_WORDS = ['长期', '长期有效', '永久'] as const;

/** ISO 7064 MOD 11-2 weights of the 17 first digits of a resident ID number (GB 11643-1999). */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK = '10X98765432';

/** A refusal of an ID number: the catalogue code. */
export type ResidentIdRefusal = typeof ErrorCode.IdNumberInvalid | typeof ErrorCode.IdBirthDateInvalid;

/** Whether `y-m-d` is a real calendar day. */
function isCalendarDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The GB 11643-1999 check character of the 17 first digits of a resident ID number.
 * @param first17 - 17 digits
 * @returns `0`-`9` or `X`
 */
export function residentIdCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK[sum % 11]!;
}

/**
 * The birth date of an 18-character resident ID number as `YYYY-MM-DD` (positions 7-14), or null when the
 * number is not 17 digits and a check character.
 */
export function residentIdBirthDate(value: string): string | null {
  if (!/^\d{17}[\dXx]$/.test(value)) return null;
  return `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
}

/**
 * The first problem of a resident ID number, or null: 18 characters (17 digits and a check character)
 * with the GB 11643-1999 check character (IdNumberInvalid, FD1206), a birth date that is a real day from
 * 1900-01-01 up to `today` (IdBirthDateInvalid, FD1207). A lower-case `x` is accepted.
 * @param value - the number as typed or read by OCR
 * @param today - `YYYY-MM-DD`, Asia/Shanghai (DESIGN §5)
 * @see issue 15 §1 ("validate the ID number's check digit and birth date"); GB 11643-1999
 */
export function residentIdRefusal(value: string, today: string): ResidentIdRefusal | null {
  const birth = residentIdBirthDate(value);
  if (birth === null) return ErrorCode.IdNumberInvalid;
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  if (y < 1900 || !isCalendarDay(y, m, d) || birth > today) return ErrorCode.IdBirthDateInvalid;
  if (residentIdCheckCharacter(value.slice(0, 17)) !== value[17]!.toUpperCase())
    return ErrorCode.IdNumberInvalid;
  return null;
}

/**
 * A document's validity as stored: the first valid day and the last one, `null` for a long-term document.
 * Both `YYYY-MM-DD`.
 */
export interface IdValidity {
  validFrom: string;
  /** The last valid day; null when long-term (长期/长期有效/永久). */
  validTo: string | null;
}

/** Reads `2016.03.01`, `2016-03-01`, `2016/3/1` or `20160301` as `YYYY-MM-DD`, null when not a real day. */
export function readDocumentDate(text: string): string | null {
  const trimmed = text.trim();
  const parts =
    /^(\d{4})[.\-/年]\s*(\d{1,2})[.\-/月]\s*(\d{1,2})日?$/.exec(trimmed) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(trimmed);
  if (!parts) return null;
  const [y, m, d] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (y < 1900 || y > 2200 || !isCalendarDay(y, m, d)) return null;
  return `${String(y)}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Whether `text` (trimmed) is one of the {@link LONG_TERM_WORDS}. */
export function isLongTermWord(text: string): boolean {
  return (LONG_TERM_WORDS as readonly string[]).includes(text.trim());
}

/**
 * Reads a validity as printed on the back of a resident ID card (`2016.03.01-2036.03.01`,
 * `2016.03.01-长期`) or typed in two parts: the first day, then the last day or a long-term word.
 * @returns the validity, or IdValidityInvalid (FD1208) when a date is not a real day, the end is not after
 *   the start, or the end is neither a date nor 长期/长期有效/永久
 * @see issue 15 §1 (validity with the long-term words); spec 02 §5 credExpiryDate
 */
export function readValidity(
  validFrom: string,
  validTo: string,
): { ok: true; validity: IdValidity } | { ok: false; code: typeof ErrorCode.IdValidityInvalid } {
  const from = readDocumentDate(validFrom);
  if (from === null) return { ok: false, code: ErrorCode.IdValidityInvalid };
  if (isLongTermWord(validTo)) return { ok: true, validity: { validFrom: from, validTo: null } };
  const to = readDocumentDate(validTo);
  if (to === null || to <= from) return { ok: false, code: ErrorCode.IdValidityInvalid };
  return { ok: true, validity: { validFrom: from, validTo: to } };
}

/**
 * Splits a printed validity `2016.03.01-2036.03.01` (any dash, spaces tolerated) into its two parts, or
 * null when there is no dash between two parts.
 */
export function splitValidityText(text: string): { validFrom: string; validTo: string } | null {
  const match = /^\s*([\d.\-/年月日]+?)\s*[-—–~至]\s*(\S+)\s*$/.exec(text.replace(/\s+/g, ''));
  if (!match) return null;
  return { validFrom: match[1]!, validTo: match[2]! };
}

/**
 * Whether a document with last valid day `validTo` (null: long-term) has expired on `today`: its last
 * valid day is before today. A document valid to today is still valid.
 * @see spec 02 §5 ("expired ID document blocks")
 */
export function isIdDocumentExpired(validTo: string | null, today: string): boolean {
  return validTo !== null && validTo < today;
}

/** What the purchase path knows of the buyer's ID document. */
export interface IdDocumentOnFile {
  /** Whether a validity is on file at all (a person without one is asked by infoIsFull, not blocked here). */
  onFile: boolean;
  /** The last valid day, null when long-term. */
  validTo: string | null;
}

/**
 * The ID-document refusal of a purchase (spec 02 §5 "expired ID document blocks"): IdDocumentExpired
 * (FD1210, the 温馨提示 dialog that leads to 个人信息) when the document on file expired before `today`,
 * otherwise null. A person without a validity on file is not refused (FundDesk, docs/decisions.md).
 * @param today - `YYYY-MM-DD`, Asia/Shanghai
 */
export function idDocumentPurchaseRefusal(
  document: IdDocumentOnFile,
  today: string,
): { code: typeof ErrorCode.IdDocumentExpired; params: { validTo: string } } | null {
  if (!document.onFile || document.validTo === null || !isIdDocumentExpired(document.validTo, today))
    return null;
  return { code: ErrorCode.IdDocumentExpired, params: { validTo: document.validTo } };
}

/** infoIsFull: `1001` complete, `1002` incomplete (spec 02 §5 certificate images). */
export type InfoIsFull = '1001' | '1002';

/** The person fields certificate completeness looks at (spec 02 §5). */
export interface CertificateFields {
  credType: string | null | undefined;
  name: string | null | undefined;
  mobilePhone: string | null | undefined;
  /** The last valid day or a long-term word; empty when none is on file. */
  credExpiryDate: string | null | undefined;
  credNumber: string | null | undefined;
}

/**
 * Certificate completeness (spec 02 §5): `1001` only when credType, name, mobilePhone, credExpiryDate and
 * credNumber are all present (non-blank), else `1002`.
 */
export function infoIsFull(fields: CertificateFields): InfoIsFull {
  const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';
  return present(fields.credType) &&
    present(fields.name) &&
    present(fields.mobilePhone) &&
    present(fields.credExpiryDate) &&
    present(fields.credNumber)
    ? '1001'
    : '1002';
}

/**
 * A name masked for display (issue 15 §1 "masked display"): the last character kept, the others `*`
 * (`张三丰` -> `**丰`); a one-character name stays as it is; empty stays empty.
 */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  return '*'.repeat(chars.length - 1) + chars[chars.length - 1]!;
}

/** A mobile number masked for display: the first 3 and last 4 digits kept (`138****5678`). */
export function maskMobile(mobile: string): string {
  if (mobile.length < 8) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}`;
}

/** A certificate number masked for display: the first 3 and last 4 characters kept (`110***********123X`). */
export function maskCredNumber(value: string): string {
  if (value.length < 8) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}

/**
 * A validity as shown by the web and the CLI: `2016-03-01 至 2036-03-01`, `2016-03-01 至 长期`, or `--` when
 * none is on file.
 */
export function validityText(document: {
  validFrom: string | null;
  validTo: string | null;
  longTerm: boolean;
}): string {
  const to = document.longTerm ? t('idDoc.longTerm') : document.validTo;
  if (to === null) return t('userInfo.empty');
  return t('idDoc.validity.range', { from: document.validFrom ?? t('userInfo.empty'), to });
}
