import { Dec } from '../domain/money.js';
import { t } from '../messages/index.js';

/**
 * A number as the rules accept it: a decimal string (`"1234.5"`, `" -0.01 "`), a {@link Dec}, or a
 * JavaScript number (read through its shortest decimal representation, so `0.1` is exactly 0.1).
 * Money, shares, NAV and rates should arrive as strings or Dec (DESIGN §5).
 */
export type DecimalInput = string | number | Dec;

const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Reads a decimal without throwing.
 *
 * @param value - a decimal string (surrounding spaces allowed; no thousands separators, no hex, no
 *   `Infinity`/`NaN`), a finite number or a Dec
 * @returns the exact decimal, or `null` for `null`, `undefined`, empty, non-numeric or non-finite input
 * @see spec 03 §5 (rates and numbers show `--` when there is no value)
 */
export function toDecimal(value: DecimalInput | null | undefined): Dec | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Dec(value) : null;
  if (typeof value === 'string') {
    const text = value.trim();
    return DECIMAL_TEXT.test(text) ? new Dec(text) : null;
  }
  return value.isFinite() ? new Dec(value) : null;
}

/** Default number of decimals of {@link formatNumber} (spec 03 §5: default 2). */
export const DEFAULT_DECIMALS = 2;

/**
 * Clamps a requested number of decimals to 1..20; a missing or non-finite request gives 2, a fractional
 * one is truncated.
 *
 * @see spec 03 §5, spec 02 §5 (decimals clamp to 1-20, default 2)
 */
export function clampDecimals(decimals: number | undefined): number {
  if (decimals === undefined || !Number.isFinite(decimals)) return DEFAULT_DECIMALS;
  return Math.min(20, Math.max(1, Math.trunc(decimals)));
}

/** Inserts `,` every three digits into the integer part of a plain decimal text (`-1234.5` -> `-1,234.5`). */
export function groupThousands(plain: string): string {
  const [whole = '', fraction] = plain.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/**
 * Rounds half-up (away from zero on a tie) to a fixed number of decimals, exactly; a result that is
 * zero is written without a minus sign (`-0.001` -> `0.00`).
 *
 * @param value - the exact value
 * @param decimals - 0..20 decimals, used as given (no clamping)
 * @returns plain text without separators
 */
export function toFixedHalfUp(value: Dec, decimals: number): string {
  const text = value.toFixed(decimals, Dec.ROUND_HALF_UP);
  return /^-[0.]+$/.test(text) ? text.slice(1) : text;
}

/** Options of {@link formatNumber}. */
export interface FormatNumberOptions {
  /** Insert `,` thousands separators (default true). */
  thousands?: boolean;
}

/**
 * Formats a number for display: exact decimal arithmetic, half-up rounding, decimals clamped to 1..20,
 * thousands separators by default. `formatNumber('1234567.005', 2)` is `1,234,567.01`.
 *
 * @param value - string, number or Dec (see {@link DecimalInput})
 * @param decimals - wanted decimals, clamped to 1..20 (default 2)
 * @param options - `thousands: false` leaves out the separators
 * @returns the text, or `--` (display.none) when the value is missing or not a number
 * @see spec 03 §5, spec 02 §5 (number formatting: decimals 1-20, default 2, thousands separators)
 */
export function formatNumber(
  value: DecimalInput | null | undefined,
  decimals: number = DEFAULT_DECIMALS,
  { thousands = true }: FormatNumberOptions = {},
): string {
  const dec = toDecimal(value);
  if (dec === null) return t('display.none');
  const plain = toFixedHalfUp(dec, clampDecimals(decimals));
  return thousands ? groupThousands(plain) : plain;
}

/**
 * Divides exactly, giving 0 when the divisor is zero (or either side is missing or not a number).
 *
 * @returns the quotient as a Dec (40 significant digits, half-up)
 * @see spec 03 §5 (division by zero gives 0)
 */
export function safeDivide(a: DecimalInput | null | undefined, b: DecimalInput | null | undefined): Dec {
  const dividend = toDecimal(a);
  const divisor = toDecimal(b);
  if (dividend === null || divisor === null || divisor.isZero()) return new Dec(0);
  return dividend.div(divisor);
}

/**
 * Clamps a progress percentage to 0..100 for a progress bar (a UI number, not money). Missing or
 * non-numeric input counts as 0.
 *
 * @param value - percent, e.g. `"37.5"` or `120`
 * @returns a number in 0..100
 * @see spec 01 §5, spec 03 §5 (progress percentage must be 0-100)
 */
export function clampPercentage(value: DecimalInput | null | undefined): number {
  const dec = toDecimal(value);
  if (dec === null) return 0;
  return Dec.min(100, Dec.max(0, dec)).toNumber();
}

/**
 * The progress of `done` out of `total` in percent, clamped to 0..100 and rounded down to a whole
 * percent so that 100 means all done (batch progress, spec 02 §4). A zero total gives 0.
 *
 * @see spec 01 §5 (progress percentage must be 0-100), spec 03 §5 (division by zero gives 0)
 */
export function progressPercentage(
  done: DecimalInput | null | undefined,
  total: DecimalInput | null | undefined,
): number {
  return clampPercentage(safeDivide(done, total).times(100).floor());
}
