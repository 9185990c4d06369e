import { Decimal } from 'decimal.js';
import { z } from 'zod';

/**
 * Decimal arithmetic for money, shares, NAV and rates (DESIGN §5: never a binary float).
 * A dedicated Decimal clone so that other users of decimal.js cannot change our precision or rounding.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
/** A decimal value. */
export type Dec = Decimal;

/** A decimal number written as a string on the wire: `-12.34`, `1.0000`, `0`. */
export const decimalString = z
  .string()
  .max(40)
  .regex(/^-?\d+(\.\d+)?$/, 'decimal');

/** An amount in yuan, 2 decimals, as a string (`"1000.00"`). */
export const yuanString = decimalString;
/** A unit NAV, 4 decimals, as a string (`"1.2345"`). */
export const navString = decimalString;

/** Formats a decimal as yuan with exactly 2 decimals (half-up). */
export function toYuan(value: Decimal.Value): string {
  return new Dec(value).toFixed(2, Decimal.ROUND_HALF_UP);
}

/** Formats a decimal as a 4-decimal NAV (half-up). */
export function toNav(value: Decimal.Value): string {
  return new Dec(value).toFixed(4, Decimal.ROUND_HALF_UP);
}
