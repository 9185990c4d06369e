import { Dec } from '../domain/money.js';
import { ErrorCode } from '../errors/catalogue.js';
import { t, type MessageKey } from '../messages/index.js';
import { discountText, NO_DISCOUNT_E4 } from './fees.js';

/**
 * The registration progress values the back office may set (spec 02 §5: progress 3 or 4 is a completed
 * real-name and bank-card registration; the spec names no others, FundDesk keeps 0-2 as the steps before:
 * docs/decisions.md "Back-office maintenance of private-trade information").
 */
export const REGISTER_PROGRESSES = ['0', '1', '2', '3', '4'] as const;

/** One of {@link REGISTER_PROGRESSES}. */
export type RegisterProgress = (typeof REGISTER_PROGRESSES)[number];

/** The longest blacklist reason, in characters. */
export const BLACKLIST_REASON_MAX = 200;

/**
 * What the back office sets of an organisation's private-trade information (org_trade_info): blacklist with
 * its reason, registration progress, occupation and adviser complete (spec 02 §3 user trade info check).
 */
export interface OrgTradeInfoInput {
  readonly blacklisted: boolean;
  /** Why the organisation is on the blacklist; required (non-blank) when `blacklisted`. */
  readonly blacklistReason: string | null;
  readonly registerProgress: string;
  /** Occupation on file (the check's `job`). */
  readonly job: boolean;
  /** Adviser on file (the check's `lcs`). */
  readonly lcs: boolean;
  /**
   * The private subscription fee discount as typed (`0.8` = 8折; blank, `1`, null or absent: 不打折); see
   * {@link feeDiscountRefusal}.
   */
  readonly feeDiscount?: string | null | undefined;
}

/** A refusal of {@link orgTradeInfoRefusal}: a catalogue code with its params. */
export interface OrgTradeInfoRefusal {
  code: string;
  params?: Record<string, string>;
}

/** The most decimals of a private subscription fee discount (stored ×10^4: org_private_trade.fee_discount_e4). */
export const FEE_DISCOUNT_DECIMALS = 4;

/**
 * Whether a private subscription fee discount typed by the back office may be stored (FundDesk; the rule of
 * the discount, the page, the CLI and the server all call it): after trimming, blank means none (不打折);
 * otherwise a plain decimal number above 0 and at most 1 with at most {@link FEE_DISCOUNT_DECIMALS} decimals
 * (`0.8` = 8折, `1` = 不打折).
 * @param text - the discount as typed; null or undefined: none
 * @returns null when it may be stored, else FD4833 TradeInfoFeeDiscountInvalid `{decimals}`
 * @see spec 02 §7 deal/charge, §9 (discounts ×10^4); docs/decisions.md "Private subscription fee discount"
 */
export function feeDiscountRefusal(text: string | null | undefined): OrgTradeInfoRefusal | null {
  const value = text?.trim() ?? '';
  if (value === '') return null;
  const match = /^\d+(?:\.(\d+))?$/.exec(value);
  const refused = {
    code: ErrorCode.TradeInfoFeeDiscountInvalid,
    params: { decimals: String(FEE_DISCOUNT_DECIMALS) },
  };
  if (!match || (match[1]?.length ?? 0) > FEE_DISCOUNT_DECIMALS) return refused;
  const discount = new Dec(value);
  return discount.gt(0) && discount.lte(1) ? null : refused;
}

/**
 * The discount ×10^4 to store of a discount {@link feeDiscountRefusal} accepted (`0.8` → 8000, `0.8512` →
 * 8512); null for none (blank, null, undefined, or `1`: 不打折 is stored as no discount).
 * @throws RangeError for a discount {@link feeDiscountRefusal} refuses (check it first)
 */
export function feeDiscountE4Of(text: string | null | undefined): number | null {
  if (feeDiscountRefusal(text)) throw new RangeError(`fee discount ${String(text)}`);
  const value = text?.trim() ?? '';
  if (value === '') return null;
  const e4 = new Dec(value).times(NO_DISCOUNT_E4).toNumber();
  return e4 >= NO_DISCOUNT_E4 ? null : e4;
}

/**
 * The discount as the back office reads it of a stored ×10^4 figure: the plain decimal (8000 → `0.8`,
 * 8512 → `0.8512`), null for none (null, or 10000 and above: 不打折).
 */
export function feeDiscountTextOf(e4: number | null | undefined): string | null {
  if (e4 === null || e4 === undefined || e4 >= NO_DISCOUNT_E4) return null;
  return new Dec(e4).div(NO_DISCOUNT_E4).toFixed();
}

/**
 * A discount for the screens and the history: `0.8（8.0折）`, or 不打折 for none (null, undefined, blank).
 * @param discount - the discount as the back office reads it ({@link feeDiscountTextOf}), already accepted
 */
export function feeDiscountLabel(discount: string | null | undefined): string {
  const e4 = discount?.trim() ? feeDiscountE4Of(discount) : null;
  const zhe = discountText(e4);
  return zhe && discount
    ? t('tradeInfo.feeDiscountValue', { discount: discount.trim(), zhe })
    : t('rules.fee.noDiscount');
}

/**
 * Whether the back office may store this private-trade information: a registration progress of
 * {@link REGISTER_PROGRESSES} (FD4831 `{values}` otherwise), a blacklisting with a non-blank reason of at most
 * {@link BLACKLIST_REASON_MAX} characters (FD4830 otherwise), a fee discount {@link feeDiscountRefusal} accepts
 * (FD4833 otherwise).
 * @returns null when it may be stored, else the first refusal
 * @see spec 02 §5 (blacklist, registration progress 3 or 4), §3 user trade info check, §7 deal/charge
 */
export function orgTradeInfoRefusal(input: OrgTradeInfoInput): OrgTradeInfoRefusal | null {
  if (!(REGISTER_PROGRESSES as readonly string[]).includes(input.registerProgress)) {
    return { code: ErrorCode.TradeInfoProgressInvalid, params: { values: REGISTER_PROGRESSES.join('、') } };
  }
  if (input.blacklisted) {
    const reason = input.blacklistReason?.trim() ?? '';
    if (reason === '' || [...reason].length > BLACKLIST_REASON_MAX) {
      return { code: ErrorCode.TradeInfoReasonRequired, params: { max: String(BLACKLIST_REASON_MAX) } };
    }
  }
  return feeDiscountRefusal(input.feeDiscount);
}

/**
 * Whether a registration progress lets the organisation reserve (spec 02 §5: 3 or 4 complete), for the
 * screens' labels; the reservation check itself is core reserveCheckRefusal.
 */
export function isRegistrationComplete(progress: string): boolean {
  return progress === '3' || progress === '4';
}

/** The state {@link tradeInfoSummary} describes (a history entry's before or after). */
export interface TradeInfoState {
  readonly blacklisted: boolean;
  readonly blacklistReason: string | null;
  readonly registerProgress: string;
  readonly job: boolean;
  readonly lcs: boolean;
  /** The fee discount (`0.8`), null or absent for none (changes recorded before it was maintained lack it). */
  readonly feeDiscount?: string | null | undefined;
}

/**
 * One Chinese line of a private-trade information state (`黑名单：已列入（原因）；注册进度：3 已完成；职业：已填写；
 * 客户经理：未填写；私募认购费折扣：0.8（8.0折）`), for the history on the screen and in the CLI.
 */
export function tradeInfoSummary(state: TradeInfoState): string {
  const flag = t(state.blacklisted ? 'tradeInfo.blacklisted' : 'tradeInfo.notBlacklisted');
  const progressKey = `tradeInfo.progress.${state.registerProgress}`;
  return t('tradeInfo.summary', {
    blacklist:
      state.blacklisted && state.blacklistReason
        ? t('tradeInfo.summaryReason', { blacklist: flag, reason: state.blacklistReason })
        : flag,
    progress: (REGISTER_PROGRESSES as readonly string[]).includes(state.registerProgress)
      ? t(progressKey as MessageKey)
      : state.registerProgress,
    job: t(state.job ? 'tradeInfo.onFile' : 'tradeInfo.missing'),
    lcs: t(state.lcs ? 'tradeInfo.onFile' : 'tradeInfo.missing'),
    feeDiscount: feeDiscountRefusal(state.feeDiscount)
      ? String(state.feeDiscount)
      : feeDiscountLabel(state.feeDiscount),
  });
}
