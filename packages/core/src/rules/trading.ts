import type { FeeRateEntry, RiskLevelCode } from '../domain/fund.js';
import { Dec, toYuan } from '../domain/money.js';
import { ErrorCode } from '../errors/catalogue.js';
import { estimatePurchaseFee } from './fees.js';
import { daysBetween, redemptionMoney, type HoldingLot, type SellTier } from './redemptionFee.js';
import { isRiskAssessmentExpired, riskLevelNumber } from './riskLevel.js';
import { sharesOf } from './tradeDay.js';

/*
 * The trading desk's rules (issue 12; spec 02 §5, §7, §9; 03 §4). One rule, one place: the server enforces
 * them, the web and the CLI show the same verdicts. Every refusal is a catalogue code (core/src/errors) with
 * its params; clients render the text at the edge. Money in yuan (2 decimals), shares with 2 decimals,
 * NAV with 4, all in decimal arithmetic (DESIGN §5).
 */

/** A coded refusal of a trading rule: an {@link ErrorCode} value with its message params. */
export interface TradingRefusal {
  readonly code: string;
  readonly params?: Readonly<Record<string, string>>;
}

/**
 * The least shares one sell may take (FundDesk's model; the data carries no per-fund figure): 1.00 share,
 * unless the sell takes everything available.
 * @see issue 12 §3
 */
export const MIN_REDEEM_SHARES = '1.00';
/**
 * The least shares a holding may keep after a partial sell (FundDesk's model, spec 02 §3 has no figure):
 * 1.00 share; a sell that would leave less must take everything.
 * @see issue 12 §3 (minimum remaining holding)
 */
export const MIN_HOLD_SHARES = '1.00';
/** Holding days under which the punitive redemption rate applies (issue 12 §3, redeem/lessThenSevenDays). */
export const UNDER_SEVEN_DAYS = 7;
/**
 * A redemption whose estimated amount is at least this share of the fund's size is a large redemption
 * (巨额赎回: 10% of the fund, the regulator's threshold) for funds that set the flag (issue 12 §3).
 */
export const LARGE_REDEMPTION_RATIO = '0.1';

const SHARES_TEXT = /^\d+(\.\d{1,2})?$/;

/** What a sell may draw on: the confirmed position, the part frozen by pending sells, pending purchases. */
export interface SellablePosition {
  /** Confirmed shares of the position ('0.00' when none). */
  readonly shares: string;
  /** Shares taken by pending redemptions and conversions (accepted or pending review). */
  readonly frozenShares: string;
  /** Whether purchases of the fund are still waiting for confirmation (their shares do not exist yet). */
  readonly pendingPurchase: boolean;
}

/** The verdict of {@link checkSellShares}: the shares (2 decimals) or a coded refusal. */
export type SellVerdict = { ok: true; shares: string; remaining: string } | ({ ok: false } & TradingRefusal);

/**
 * Checks the shares of a sell (redemption, conversion, super convert):
 * - `all` takes every available share; otherwise the text must be a number above 0 with at most 2
 *   decimals (FD4602);
 * - nothing confirmed and nothing pending: FD4603; more than available (confirmed shares less the ones
 *   frozen by pending sells): FD4605 when unconfirmed purchases exist (their shares cannot be sold yet),
 *   else FD4604, both with `{available}`;
 * - below {@link MIN_REDEEM_SHARES} when not taking everything: FD4625 `{minimum}`;
 * - leaving more than 0 but less than {@link MIN_HOLD_SHARES}: FD4606 `{remaining, minimum}`.
 *
 * @returns the shares and what would remain available, or the refusal
 * @see issue 12 §3 and "Bad input"; spec 02 §7 redeem
 */
export function checkSellShares(
  request: { shares?: string | undefined; all?: boolean | undefined },
  position: SellablePosition,
): SellVerdict {
  const available = Dec.max(0, new Dec(position.shares).minus(position.frozenShares));
  if (new Dec(position.shares).lte(0) && !position.pendingPurchase) {
    return { ok: false, code: ErrorCode.NoHolding };
  }
  let shares: Dec;
  if (request.all) {
    shares = available;
  } else {
    const text = (request.shares ?? '').trim();
    if (!SHARES_TEXT.test(text) || new Dec(text).lte(0)) return { ok: false, code: ErrorCode.SharesInvalid };
    shares = new Dec(text);
  }
  if (shares.gt(available) || shares.lte(0)) {
    return {
      ok: false,
      code: position.pendingPurchase ? ErrorCode.SharesNotConfirmed : ErrorCode.SharesAboveAvailable,
      params: { available: available.toFixed(2) },
    };
  }
  const remaining = available.minus(shares);
  if (!remaining.isZero() && shares.lt(MIN_REDEEM_SHARES)) {
    return { ok: false, code: ErrorCode.BelowMinimumRedeem, params: { minimum: MIN_REDEEM_SHARES } };
  }
  if (remaining.gt(0) && remaining.lt(MIN_HOLD_SHARES)) {
    return {
      ok: false,
      code: ErrorCode.BelowMinimumHolding,
      params: { remaining: remaining.toFixed(2), minimum: MIN_HOLD_SHARES },
    };
  }
  return { ok: true, shares: shares.toFixed(2), remaining: remaining.toFixed(2) };
}

/**
 * The shares of a sell that come from lots held under 7 days on the trade day, taking lots first in first
 * out after the shares earlier sells took (`consumed`, confirmed plus pending).
 *
 * @param lots - the holding's confirmed purchases, oldest first
 * @returns shares, 2 decimals ('0.00' when none)
 * @see issue 12 §3 (redeem/lessThenSevenDays/alert), DESIGN §5 (holding period by lot)
 */
export function underSevenDaysShares(
  lots: readonly HoldingLot[],
  consumed: string,
  shares: string,
  tradeDay: string,
): string {
  let skip = new Dec(consumed);
  let left = new Dec(shares);
  let young = new Dec(0);
  for (const lot of lots) {
    if (left.lte(0)) break;
    let inLot = new Dec(lot.shares);
    const taken = Dec.min(skip, inLot);
    skip = skip.minus(taken);
    inLot = inLot.minus(taken);
    if (inLot.lte(0)) continue;
    const part = Dec.min(inLot, left);
    if (daysBetween(lot.confirmDay, tradeDay) < UNDER_SEVEN_DAYS) young = young.plus(part);
    left = left.minus(part);
  }
  return young.plus(Dec.max(left, 0)).toFixed(2);
}

/** Whether a redemption is large for a fund of `fundSizeYuan` (null: unknown, never large). */
export function isLargeRedemption(amountYuan: string, fundSizeYuan: string | null): boolean {
  if (fundSizeYuan === null || new Dec(fundSizeYuan).lte(0)) return false;
  return new Dec(amountYuan).gte(new Dec(fundSizeYuan).times(LARGE_REDEMPTION_RATIO));
}

/** The facts of a conversion's source or target fund the conversion rule reads. */
export interface ConversionFund {
  readonly fundId: string;
  /** Fund company ('' unknown: never the same company as another). */
  readonly company: string;
  /** Whether the fund can be bought now (buyability and open-day code). */
  readonly buyable: boolean;
}

/**
 * Whether a fund may be converted into another (spec 02 §7 convert preCheck): not itself (FD4611); the
 * same fund company (FD4609; across companies is a super convert); the target accepts conversion — it can
 * be bought now (FD4610). A super convert (`superConvert`) skips the company rule.
 *
 * @returns null when allowed, else the refusal
 * @see issue 12 §4
 */
export function conversionRefusal(
  source: ConversionFund,
  target: ConversionFund,
  superConvert = false,
): TradingRefusal | null {
  if (source.fundId === target.fundId) return { code: ErrorCode.ConvertSameFund };
  if (!superConvert && (source.company === '' || source.company !== target.company)) {
    return { code: ErrorCode.ConvertOtherCompany };
  }
  if (!target.buyable) return { code: ErrorCode.ConvertTargetClosed };
  return null;
}

/** Input of {@link conversionMoney}. */
export interface ConversionInput {
  /** Shares converted out of the source. */
  readonly shares: string;
  /** Source NAV of the trade day, 4 decimals. */
  readonly sourceNav: string;
  /** Target NAV of the trade day, 4 decimals (null: shares unknown yet). */
  readonly targetNav: string | null;
  readonly lots: readonly HoldingLot[];
  readonly consumed: string;
  readonly tradeDay: string;
  readonly sellTiers: readonly SellTier[];
  /** Purchase fee tiers of the source and the target (buyRate). */
  readonly sourceBuyTiers: readonly FeeRateEntry[];
  readonly targetBuyTiers: readonly FeeRateEntry[];
}

/** A conversion valued at its NAVs (yuan with 2 decimals; shares 2 decimals). */
export interface ConversionMoney {
  /** shares × source NAV, rounded down. */
  readonly amount: string;
  /** The source's redemption fee by holding period. */
  readonly redemptionFee: string;
  /** max(0, target purchase fee − source purchase fee) on the amount after the redemption fee (价外法). */
  readonly purchaseFeeDifference: string;
  /** redemptionFee + purchaseFeeDifference. */
  readonly fee: string;
  /** amount − fee: what buys target shares. */
  readonly netAmount: string;
  /** netAmount / target NAV rounded down (null without a target NAV). */
  readonly targetShares: string | null;
  /** The redemption's applied rate ×10^6. */
  readonly feeRateE6: number;
}

/**
 * Values a conversion (spec 02 §7 predict fee; issue 12 §4): fee = the source's redemption fee (by holding
 * period, {@link redemptionMoney}) + the purchase-fee difference (the target's purchase fee minus the
 * source's, both by 价外法 on the amount left after the redemption fee, never below 0). amount = fee + net
 * exactly; target shares = net / target NAV rounded down.
 *
 * @see issue 12 §4, DESIGN §5
 */
export function conversionMoney(input: ConversionInput): ConversionMoney {
  const out = redemptionMoney({
    shares: input.shares,
    nav: input.sourceNav,
    lots: input.lots,
    consumed: input.consumed,
    tradeDay: input.tradeDay,
    tiers: input.sellTiers,
  });
  const base = out.netAmount;
  const targetFee = estimatePurchaseFee({ amountYuan: base, tiers: input.targetBuyTiers })?.fee ?? '0';
  const sourceFee = estimatePurchaseFee({ amountYuan: base, tiers: input.sourceBuyTiers })?.fee ?? '0';
  const difference = Dec.max(0, new Dec(targetFee).minus(sourceFee));
  const net = new Dec(base).minus(difference);
  return {
    amount: out.amount,
    redemptionFee: out.fee,
    purchaseFeeDifference: toYuan(difference),
    fee: toYuan(new Dec(out.fee).plus(difference)),
    netAmount: toYuan(net),
    targetShares: input.targetNav === null || net.lte(0) ? null : sharesOf(toYuan(net), input.targetNav),
    feeRateE6: out.feeRateE6,
  };
}

/** The purchase leg of a super convert placed with a redemption's proceeds (yuan and shares). */
export interface SuperConvertPurchaseLeg {
  /** The purchase amount: the redemption leg's net proceeds. */
  readonly amount: string;
  readonly fee: string;
  readonly netAmount: string;
  readonly feeRateE6: number;
  /** net / target NAV rounded down (null without NAV). */
  readonly shares: string | null;
}

/**
 * The purchase leg of a super convert (issue 12 §4): the redemption leg's net proceeds buy the target by
 * 价外法 with its fee tiers; null when the proceeds are 0 or no tier holds them.
 *
 * @see issue 12 §4 (executed as a redemption then a purchase with the redemption proceeds), DESIGN §5
 */
export function superConvertPurchaseLeg(
  proceeds: string,
  targetBuyTiers: readonly FeeRateEntry[],
  targetNav: string | null,
): SuperConvertPurchaseLeg | null {
  const fee = estimatePurchaseFee({ amountYuan: proceeds, tiers: targetBuyTiers });
  if (fee === null) return null;
  return {
    amount: toYuan(proceeds),
    fee: fee.fee,
    netAmount: fee.netAmount,
    feeRateE6: fee.discountedRateE6,
    shares: targetNav === null ? null : sharesOf(fee.netAmount, targetNav),
  };
}

/** A money fund a smart split may use, with its caps (yuan; '999999999' or more: no cap). */
export interface SplitFund {
  readonly fundId: string;
  /** Least amount of one purchase. */
  readonly minLimit: string;
  /** Single-purchase cap. */
  readonly maxLimit: string;
  /** What the account may still buy of it today (daily cap and holding cap less what is used). */
  readonly lessDailyValue: string;
}

/** One part of a split: a fund and an amount in yuan (2 decimals). */
export interface SplitAllocation {
  readonly fundId: string;
  readonly amount: string;
}

/** A smart-split plan: the parts, what they add up to and what is left over (yuan). */
export interface SplitPlanResult {
  readonly parts: readonly SplitAllocation[];
  readonly allocated: string;
  readonly unallocated: string;
}

/**
 * Plans a money-fund smart split (issue 12 §5): greedy over the funds in the given order — each fund takes
 * orders of at most its single-purchase cap until its room for today (lessDailyValue) or the amount is used
 * up; a part below the fund's minimum is not made (that fund stops). Exact to the cent in decimal
 * arithmetic: Σ parts + unallocated = amount, each part ≤ maxLimit, Σ parts of a fund ≤ lessDailyValue.
 *
 * @param amountYuan - the amount to place, 2 decimals at most (callers check the text)
 * @param maxParts - the most parts a plan may have (bounded work and request size)
 * @see issue 12 §5 (monetary_fund_smart_split), spec 02 §3 (maxvalue, dailyMaxValue, lessDailyValue)
 */
export function planSmartSplit(
  amountYuan: string,
  funds: readonly SplitFund[],
  maxParts = 50,
): SplitPlanResult {
  let left = new Dec(amountYuan).toDecimalPlaces(2, Dec.ROUND_DOWN);
  const total = left;
  const parts: SplitAllocation[] = [];
  for (const fund of funds) {
    let room = new Dec(fund.lessDailyValue).toDecimalPlaces(2, Dec.ROUND_DOWN);
    const single = new Dec(fund.maxLimit);
    const minimum = Dec.max(new Dec(fund.minLimit || '0'), '0.01');
    while (left.gt(0) && room.gt(0) && parts.length < maxParts) {
      const part = Dec.min(left, room, single).toDecimalPlaces(2, Dec.ROUND_DOWN);
      if (part.lt(minimum)) break;
      parts.push({ fundId: fund.fundId, amount: part.toFixed(2) });
      left = left.minus(part);
      room = room.minus(part);
    }
    if (left.lte(0) || parts.length >= maxParts) break;
  }
  return { parts, allocated: total.minus(left).toFixed(2), unallocated: left.toFixed(2) };
}

/** Whether a split amount text is a positive amount with at most 2 decimals and 13 digits before them. */
export function splitAmountOf(text: string): string | null {
  const s = text.trim();
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(s) || new Dec(s).lte(0)) return null;
  return new Dec(s).toFixed(2);
}

/**
 * The suitability refusal of a purchase (spec 02 §5): no assessment (FD4617), an expired one (its expiry
 * date before today, FD4616), a fund above the investor's level not acknowledged in the risk dialog
 * (FD4614).
 *
 * @param expireDate - the assessment's last valid day `YYYY-MM-DD`, null when never assessed
 * @param today - today `YYYY-MM-DD` (Asia/Shanghai)
 * @see spec 02 §5 (risk assessment expired / not assessed / product risk above user's)
 */
export function suitabilityRefusal(input: {
  userLevel: RiskLevelCode | null;
  expireDate: string | null;
  today: string;
  fundLevel: RiskLevelCode;
  riskConfirmed: boolean;
}): TradingRefusal | null {
  if (input.userLevel === null || input.expireDate === null) return { code: ErrorCode.RiskMissing };
  if (isRiskAssessmentExpired(input.expireDate, input.today)) return { code: ErrorCode.RiskExpired };
  const gap = (riskLevelNumber(input.fundLevel) ?? 5) - (riskLevelNumber(input.userLevel) ?? 1);
  if (gap > 0 && !input.riskConfirmed) return { code: ErrorCode.RiskMismatch };
  return null;
}

/**
 * The refusal of a submit whose shown trade day is not the server's (spec 02 §1: after 15:00 the next trading
 * day; the user must see the day before confirming): FD4615 with the actual days.
 *
 * @param shown - the trade day the client showed (undefined: the client did not say; allowed)
 */
export function tradeDayRefusal(
  shown: string | undefined,
  actual: { tradeDay: string; confirmDay: string },
): TradingRefusal | null {
  if (shown === undefined || shown === actual.tradeDay) return null;
  return {
    code: ErrorCode.TradeDayChanged,
    params: { tradeDay: actual.tradeDay, confirmDay: actual.confirmDay },
  };
}

/**
 * The dividend-method refusal (issue 12 §6): the method asked is already the holding's (FD4630);
 * no holding and no pending purchase: FD4633 (not holding).
 */
export function melonRefusal(current: '0' | '1' | null, asked: '0' | '1'): TradingRefusal | null {
  if (current === null) return { code: ErrorCode.NotHolding };
  if (current === asked) return { code: ErrorCode.MelonUnchanged };
  return null;
}

/** Share class of a fund by its name (A front-load, C sales-service fee; else null). */
export function shareClassOf(fundName: string): 'A' | 'C' | null {
  const m = /([AC])(?:类)?$/.exec(fundName.trim());
  return m ? (m[1] as 'A' | 'C') : null;
}

/**
 * The dividend method of a holding never changed (spec 02 §9 codes): '1' cash, the default of Chinese
 * open-end funds' contracts (FundDesk's reading; the spec names no default).
 * @see issue 12 §6
 */
export const DEFAULT_MELON_METHOD = '1';
