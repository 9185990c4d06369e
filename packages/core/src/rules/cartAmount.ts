import { Dec } from '../domain/money.js';
import { effectiveMinimum } from './buyEligibility.js';
import { isUnlimited } from './limits.js';
import { toDecimal, toFixedHalfUp } from './numberFormat.js';

/** Longest amount text a cart line accepts (spec 02 §5, §9: 10 characters). */
export const CART_AMOUNT_MAX_CHARS = 10;
/** Decimals an amount may have (spec 02 §5, §9: 2). */
export const CART_AMOUNT_DECIMALS = 2;

/** Full-width forms the sanitiser reads as their ASCII twins: ０-９, ．, －. */
const FULL_WIDTH = /[\uFF10-\uFF19\uFF0E\uFF0D]/g;

/**
 * Cleans an amount as it is typed into a cart line. Steps, in order:
 * 1. full-width digits, dot and minus (`１２３．４`, `－`, as typed with a Chinese IME) become ASCII;
 * 2. every character other than a digit, `.` or `-` is dropped (so `1e9` becomes `19`, `1,000` `1000`);
 * 3. after the first `.`, at most 2 decimals are kept (`12.345` -> `12.34`);
 * 4. the text is cut to 10 characters.
 * The result is not necessarily a valid amount (`-5`, `1.2.3`, `.`): {@link validateCartAmount} judges it.
 *
 * @param text - the raw input
 * @returns the cleaned text
 * @see spec 02 §5 (only digits, dot and minus kept, at most 2 decimals, at most 10 characters)
 */
export function sanitiseAmountInput(text: string): string {
  const ascii = text.replace(FULL_WIDTH, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0));
  const kept = ascii.replace(/[^\d.-]/g, '');
  const dot = kept.indexOf('.');
  const limited = dot < 0 ? kept : kept.slice(0, dot + 1 + CART_AMOUNT_DECIMALS);
  return limited.slice(0, CART_AMOUNT_MAX_CHARS);
}

/**
 * Cleans a positive quantity as it is typed into a trading form (shares to sell or convert, a smart-split
 * amount, an A/C comparison amount). Steps, in order: full-width digits and dot become ASCII; every
 * character other than a digit or `.` is dropped (no sign: these quantities are never negative); dots after
 * the first are dropped and at most 2 decimals are kept (`12.3.45` -> `12.34`); the text is cut to
 * `maxChars` (16 by default, within the contract's 20-character decimal fields).
 * The result may still be empty or `.`; the server judges the value (spec 02 §5).
 *
 * @param text - the raw input
 * @param maxChars - the longest text kept
 * @returns the cleaned text (shares or yuan, 2 decimals at most)
 * @see spec 02 §5 (amount input: digits and dot, 2 decimals); spec 02 §7 redemption shares
 */
export function sanitiseDecimalInput(text: string, maxChars = 16): string {
  const ascii = text.replace(FULL_WIDTH, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0));
  const kept = ascii.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  const limited =
    dot < 0
      ? kept
      : `${kept.slice(0, dot + 1)}${kept
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, CART_AMOUNT_DECIMALS)}`;
  return limited.slice(0, maxChars);
}

/** The limits of a cart line that {@link validateCartAmount} reads: yuan as decimal strings (spec 02 §3). */
export interface CartAmountLimits {
  /** Minimum purchase (起购金额); under 1 or empty counts as 1. */
  minvalue: string;
  /** Single-purchase cap; 999999999 or more, or empty, means none. */
  maxvalue: string;
  /** Daily cumulative cap; 999999999 or more, or empty, means none. */
  dailyMaxValue: string;
  /** Per-account holding cap; `0` or empty means none. */
  orgmaxholdvol: string;
  /** What the account may still buy today under the holding cap. */
  lessDailyValue: string;
}

/**
 * The verdict on a cart amount: the amount with 2 decimals, or the spec's message (catalogue code and
 * params; render with renderMessage) and its tip type.
 */
export type CartAmountVerdict =
  { ok: true; amount: string } | ({ ok: false; type: 'error' | 'limit' } & CartAmountMessage);

/** The messages of {@link validateCartAmount}, by catalogue code (spec 02 §5). */
export type CartAmountMessage =
  | {
      code:
        | 'rules.cart.amountInvalid'
        | 'rules.cart.belowMinimum'
        | 'rules.cart.aboveDailyCap'
        | 'rules.cart.aboveSingleCap';
    }
  | { code: 'rules.cart.aboveHoldingCap'; params: { remaining: string } };

/**
 * The tip type of each of the cart amount rule's messages: `error` for a malformed amount, `limit` for an
 * amount outside the fund's limits (spec 02 §5 cart amount input, server cart check).
 */
export const CART_AMOUNT_TIP_TYPES: Readonly<Record<CartAmountMessage['code'], 'error' | 'limit'>> = {
  'rules.cart.amountInvalid': 'error',
  'rules.cart.belowMinimum': 'limit',
  'rules.cart.aboveDailyCap': 'limit',
  'rules.cart.aboveSingleCap': 'limit',
  'rules.cart.aboveHoldingCap': 'limit',
};

/**
 * The tip type of a refusal by its catalogue code: `limit` for the cart amount rule's limit codes
 * ({@link CART_AMOUNT_TIP_TYPES}), `error` for anything else (a malformed amount, a fund not buyable,
 * an unknown or missing code).
 *
 * @param code - the refusal's catalogue key (checkChartFund msgList `code`), if any
 * @see spec 02 §5 (server cart check: amount limits are `limit` tips)
 */
export function cartTipTypeOf(code: string | undefined): 'error' | 'limit' {
  return code !== undefined && Object.hasOwn(CART_AMOUNT_TIP_TYPES, code)
    ? CART_AMOUNT_TIP_TYPES[code as CartAmountMessage['code']]
    : 'error';
}

/** A refusal without params, its tip type from {@link CART_AMOUNT_TIP_TYPES}. */
function refused(code: Exclude<CartAmountMessage['code'], 'rules.cart.aboveHoldingCap'>): CartAmountVerdict {
  return { ok: false, type: CART_AMOUNT_TIP_TYPES[code], code };
}

/** A plain positive-or-negative decimal with at most 2 decimals (no exponent, no sign `+`). */
const AMOUNT_TEXT = /^-?\d+(\.\d{1,2})?$/;

/**
 * Validates the amount of one cart line, in the spec's order; the first failing check wins:
 * 1. 请输入正确的金额 (type `error`): empty, not a plain number (`1e9`, `１２３`, `1.2.3`), more than
 *    2 decimals, more than 10 characters, negative or zero. Full-width text is refused here: it is
 *    {@link sanitiseAmountInput}'s job to turn what the user types into ASCII, and the server gets it raw;
 * 2. 交易金额低于起投金额！ (type `limit`): below the minimum, a minimum under 1 counting as 1;
 * 3. the daily cumulative cap message (`limit`), when that cap is set and under 999999999;
 * 4. the single-purchase cap message (`limit`), same condition;
 * 5. the holding cap message (`limit`) with the remaining amount (lessDailyValue, 2 decimals, never
 *    below 0), when the holding cap is non-zero and the amount is above what remains.
 *
 * @param line - the line's limits in yuan
 * @param amountText - the amount as typed (after {@link sanitiseAmountInput} in the web)
 * @returns `{ ok: true, amount }` with the amount to 2 decimals, or `{ ok: false, type, code, params }`
 * @see spec 02 §5 (cart amount input), spec 02 §9 (minimum 1, 2 decimals, 10 characters, 999999999)
 */
export function validateCartAmount(line: CartAmountLimits, amountText: string): CartAmountVerdict {
  const text = amountText.trim();
  if (text.length === 0 || text.length > CART_AMOUNT_MAX_CHARS || !AMOUNT_TEXT.test(text)) {
    return refused('rules.cart.amountInvalid');
  }
  const amount = new Dec(text);
  if (amount.lte(0)) return refused('rules.cart.amountInvalid');
  if (amount.lt(effectiveMinimum(line.minvalue))) {
    return refused('rules.cart.belowMinimum');
  }
  if (!isUnlimited(line.dailyMaxValue) && amount.gt(line.dailyMaxValue.trim())) {
    return refused('rules.cart.aboveDailyCap');
  }
  if (!isUnlimited(line.maxvalue) && amount.gt(line.maxvalue.trim())) {
    return refused('rules.cart.aboveSingleCap');
  }
  const holdingCap = toDecimal(line.orgmaxholdvol);
  if (holdingCap !== null && !holdingCap.isZero()) {
    const remaining = Dec.max(toDecimal(line.lessDailyValue) ?? 0, 0);
    if (amount.gt(remaining)) {
      return {
        ok: false,
        type: CART_AMOUNT_TIP_TYPES['rules.cart.aboveHoldingCap'],
        code: 'rules.cart.aboveHoldingCap',
        params: { remaining: toFixedHalfUp(remaining, 2) },
      };
    }
  }
  return { ok: true, amount: toFixedHalfUp(amount, 2) };
}
