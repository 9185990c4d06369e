import {
  discountText,
  estimatePurchaseFee,
  feeRateText,
  rateE6Text,
  validateCartAmount,
  type CartFundLine,
  type FeeRateEntry,
  type TipInfo,
  renderMessage,
} from '@funddesk/core';

/** The fee estimate a cart line shows: old rate (struck when discounted), new rate, 折, fee in yuan. */
export interface LineFee {
  oldRate: string;
  newRate: string | null;
  discount: string | null;
  fee: string;
}

/** What the drawer knows about a line: the amount typed, its verdict and the tip to show. */
export interface LineView {
  line: CartFundLine;
  amountText: string;
  /** The amount to buy (2 decimals) when the text is valid. */
  amount: string | null;
  tip: TipInfo;
  fee: LineFee | null;
}

/**
 * Builds a line's view: the typed amount's verdict (validateCartAmount) wins over the server check's tip,
 * which wins over the cart's own tip; an empty amount is no purchase and no warning of its own.
 * @see spec 02 §3 (tipInfo, estimateFee), §5 (cart amount input, server cart check)
 */
export function lineView(
  line: CartFundLine,
  amountText: string,
  serverTip: TipInfo | undefined,
  tiers: readonly FeeRateEntry[] | undefined,
): LineView {
  const typed = amountText.trim() !== '';
  const verdict = typed ? validateCartAmount(line, amountText) : null;
  let tip: TipInfo = serverTip ?? line.tipInfo;
  if (verdict && !verdict.ok) tip = { type: verdict.type, tip: renderMessage(verdict) };
  const amount = verdict?.ok ? verdict.amount : null;
  let fee: LineFee | null = null;
  if (amount && tiers && tiers.length > 0) {
    const estimate = estimatePurchaseFee({ amountYuan: amount, tiers });
    if (estimate) {
      const discounted = estimate.discountedRateE6 !== estimate.rateE6;
      fee = {
        oldRate: feeRateText(estimate.tier),
        newRate: discounted ? rateE6Text(estimate.discountedRateE6) : null,
        discount: discounted ? discountText(estimate.tier.enDiscountE4) : null,
        fee: estimate.fee,
      };
    }
  }
  return { line, amountText, amount, tip, fee };
}
