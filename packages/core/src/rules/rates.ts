import { t } from '../messages/index.js';
import { formatNumber, toDecimal, toFixedHalfUp, type DecimalInput } from './numberFormat.js';

/** Decimals of a displayed rate (spec 03 §5: rates show 2 decimals). */
export const RATE_DECIMALS = 2;

/** Options of the rate formatters. */
export interface RateFormatOptions {
  /** Append `%` (default true). */
  percent?: boolean;
}

/**
 * Shows a rate that is already in percent (`"1.234"` means 1.234%) with 2 decimals, half-up, with
 * `%` unless `percent: false`. No thousands separators.
 *
 * @param value - percent as a decimal string, Dec or number
 * @returns `1.23%` / `1.23`, or `--` for null, empty or non-numeric input
 * @see spec 03 §5 (rates show 2 decimals, otherwise '--'), spec 03 §2 search items, spec 02 §3 (rate)
 */
export function formatRate(
  value: DecimalInput | null | undefined,
  { percent = true }: RateFormatOptions = {},
): string {
  const dec = toDecimal(value);
  if (dec === null) return t('display.none');
  const text = formatNumber(dec, RATE_DECIMALS, { thousands: false });
  return percent ? `${text}%` : text;
}

/** The direction of a return as displayed: up, down, flat (shows as zero) or none (no value). */
export type RateTrend = 'up' | 'down' | 'flat' | 'none';

/**
 * The direction of a return for colouring, judged on the value as displayed (rounded half-up to
 * `decimals`), so that `0.001` shown as `0.00%` is flat, not up.
 *
 * @param value - percent
 * @param decimals - decimals shown (default 2)
 * @see spec 03 §5 (rates show 2 decimals); Chinese market convention: red up, green down
 */
export function rateTrend(
  value: DecimalInput | null | undefined,
  decimals: number = RATE_DECIMALS,
): RateTrend {
  const dec = toDecimal(value);
  if (dec === null) return 'none';
  const shown = toDecimal(toFixedHalfUp(dec, decimals));
  if (shown === null || shown.isZero()) return 'flat';
  return shown.isPositive() ? 'up' : 'down';
}

/**
 * A signed return with 2 decimals: `+1.23%`, `-0.50%`, `0.00%` (no sign when it shows as zero).
 *
 * @param value - percent
 * @returns the text, or `--` for null, empty or non-numeric input
 * @see spec 03 §5 (rates show 2 decimals, otherwise '--')
 */
export function formatSignedRate(
  value: DecimalInput | null | undefined,
  options: RateFormatOptions = {},
): string {
  const text = formatRate(value, options);
  return rateTrend(value) === 'up' ? `+${text}` : text;
}

/**
 * The Blueprint intent that colours a trend the Chinese way: up red (`danger`), down green
 * (`success`), flat or none uncoloured (`none`). A plain string union so core needs no UI library.
 *
 * @see spec 03 §5 (returns display); Chinese market convention: red up, green down
 */
export function trendIntent(trend: RateTrend): 'danger' | 'success' | 'none' {
  switch (trend) {
    case 'up':
      return 'danger';
    case 'down':
      return 'success';
    case 'flat':
    case 'none':
      return 'none';
  }
}
