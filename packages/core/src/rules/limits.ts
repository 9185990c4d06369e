import { t } from '../messages/index.js';
import { formatAmount } from './amounts.js';
import { toDecimal, type DecimalInput } from './numberFormat.js';

/** The no-limit threshold in yuan: a limit at or above it means unlimited (spec 03 §9, 02 §9). */
export const NO_LIMIT_THRESHOLD = '999999999';

/**
 * Whether a purchase limit means "no limit": empty, missing, not a number, or at least 999999999 yuan.
 *
 * @param value - the limit in yuan (decimal string, e.g. `"50000000"`, `"999999999.99"`)
 * @see spec 03 §5 (a limit of 999999999 or more shows as 不限额), spec 02 §5 (…or empty, shows 无限额)
 */
export function isUnlimited(value: DecimalInput | null | undefined): boolean {
  const dec = toDecimal(value);
  return dec === null || dec.gte(NO_LIMIT_THRESHOLD);
}

/** The word for an unlimited limit: `unlimited` 不限额 (fund pages) or `noLimit` 无限额 (cart lines). */
export type UnlimitedWord = 'unlimited' | 'noLimit';

/**
 * Shows a purchase limit: 不限额 (or 无限额 with `word: 'noLimit'`, the cart's word) when unlimited,
 * otherwise the amount in yuan or 万 (see {@link formatAmount}: `5000.00`, `1.50万`).
 *
 * @param value - the limit in yuan as a decimal string; empty or missing counts as unlimited
 * @param word - which unlimited word to use (default `unlimited`)
 * @see spec 03 §5 (不限额), spec 02 §5 (cart: 无限额), spec 03 §9 (threshold 999999999)
 */
export function formatLimit(value: string | null | undefined, word: UnlimitedWord = 'unlimited'): string {
  if (isUnlimited(value)) return t(word === 'unlimited' ? 'display.unlimited' : 'display.noLimit');
  return formatAmount(value);
}
