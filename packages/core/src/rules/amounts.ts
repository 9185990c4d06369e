import { Dec } from '../domain/money.js';
import { t } from '../messages/index.js';
import { formatNumber, toDecimal, toFixedHalfUp, type DecimalInput } from './numberFormat.js';

/** 10^4 yuan, one 万. */
const WAN = new Dec(10_000);
/** 10^8 yuan, one 亿. */
const YI = new Dec(100_000_000);
/** 10^12 yuan, one 万亿. */
const WAN_YI = new Dec('1000000000000');

/**
 * Shows an amount in yuan: under 10000 (in absolute value) as is, with 2 decimals and thousands
 * separators (`9,999.99`); from 10000 on in 万 with 2 decimals (`1.50万`, `12,345.68万`).
 * Rounding is half-up and exact.
 *
 * @param value - yuan as a decimal string, Dec or number
 * @returns the text, or `--` when missing or not a number
 * @see spec 03 §5 (amounts under 10000 show as is, else in 万)
 */
export function formatAmount(value: DecimalInput | null | undefined): string {
  const dec = toDecimal(value);
  if (dec === null) return t('display.none');
  if (dec.abs().lt(WAN)) return formatNumber(dec, 2);
  return `${formatNumber(dec.div(WAN), 2)}${t('display.wan')}`;
}

/**
 * Shows a fund size in yuan: from 10^8 on in 亿, otherwise in 万, always 2 decimals half-up
 * (`2937000000` -> `29.37亿`, `53041300` -> `5,304.13万`, `5000` -> `0.50万`).
 *
 * @param value - fund size in yuan
 * @returns the text, or `--` when missing or not a number
 * @see spec 03 §5 (fund size shows in 万 or 亿)
 */
export function formatFundSize(value: DecimalInput | null | undefined): string {
  const dec = toDecimal(value);
  if (dec === null) return t('display.none');
  if (dec.abs().gte(YI)) return `${formatNumber(dec.div(YI), 2)}${t('display.yi')}`;
  return `${formatNumber(dec.div(WAN), 2)}${t('display.wan')}`;
}

/**
 * Shows an amount compactly with no trailing zeros, for fee tiers and short labels: from 10^8 in 亿,
 * from 10^4 in 万, else in 元; at most 4 decimals of the unit (`1000000` -> `100万`,
 * `150000000` -> `1.5亿`, `500` -> `500元`).
 *
 * @param value - yuan
 * @returns the text, or `--` when missing or not a number
 * @see spec 03 §5 (amounts in 万, fund size in 万 or 亿)
 */
export function formatCompactAmount(value: DecimalInput | null | undefined): string {
  const dec = toDecimal(value);
  if (dec === null) return t('display.none');
  const trim = (x: Dec): string => x.toDecimalPlaces(4, Dec.ROUND_HALF_UP).toFixed();
  if (dec.abs().gte(YI)) return t('rules.amount.yi', { value: trim(dec.div(YI)) });
  if (dec.abs().gte(WAN)) return t('rules.amount.wan', { value: trim(dec.div(WAN)) });
  return t('rules.amount.yuan', { value: trim(dec) });
}

/**
 * A yuan amount in 亿 (10^8 yuan), exact (no rounding): the screens that show or take fund sizes in 亿元 while
 * the wire carries yuan (`2937000000` -> 29.37).
 *
 * @param yuan - yuan as a decimal string, Dec or number (a valid number: callers check first)
 * @returns the amount in 亿 as a Dec
 * @see spec 03 §5 (fund size in 万 or 亿)
 */
export function yuanToYi(yuan: DecimalInput): Dec {
  return new Dec(yuan).div(YI);
}

/**
 * An amount typed in 亿 back to yuan with 2 decimals half-up (`29.37` -> `"2937000000.00"`).
 *
 * @param yi - the amount in 亿 as a decimal string (a valid number: callers check first)
 * @returns yuan as a decimal string with 2 decimals
 * @see spec 03 §5 (fund size in 万 or 亿)
 */
export function yiToYuan(yi: DecimalInput): string {
  return toFixedHalfUp(new Dec(yi).times(YI), 2);
}

const CHINESE_AMOUNT = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+))\s*(万亿|亿|万|元)?$/;

/**
 * Reads an amount written the Chinese way, as in the fund profiles' 最新规模 (`29.37亿`, `5304.13万`,
 * `1万`), into yuan. Accepts the units 万亿, 亿, 万, 元 or none, thousands separators and surrounding
 * spaces.
 *
 * @param text - the amount text
 * @returns yuan as a decimal string with 2 decimals (`29.37亿` -> `"2937000000.00"`), or `null` when
 *   the text is missing or not an amount (`<NA>`, `--`, empty)
 * @see spec 03 §5 (fund size in 万 or 亿), spec 03 §7 (fund detail fundSize in yuan)
 */
export function parseChineseAmount(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const match = CHINESE_AMOUNT.exec(text.trim().replace(/,/g, ''));
  if (!match?.[1]) return null;
  const number = new Dec(match[1]);
  const unit = match[2];
  const scale = unit === '万亿' ? WAN_YI : unit === '亿' ? YI : unit === '万' ? WAN : 1;
  return toFixedHalfUp(number.times(scale), 2);
}
