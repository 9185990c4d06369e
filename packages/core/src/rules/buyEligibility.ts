import type { FundTradeAttrs } from '../domain/fund.js';
import { Dec } from '../domain/money.js';
import { t, type RuleMessage } from '../messages/index.js';
import { isMoneyFundType } from './fundType.js';
import { isUnlimited } from './limits.js';
import { toDecimal, toFixedHalfUp } from './numberFormat.js';

/** The default minimum purchase amount in yuan (spec 03 §5; spec 02 §9 minimum cart amount 1). */
export const DEFAULT_MINIMUM_YUAN = '1';

/** The highest minimum amount a buyable fund may have, exclusive (spec 03 §5: below 999999999.99). */
export const MAXIMUM_MINIMUM_YUAN = '999999999.99';

/**
 * The effective minimum purchase amount: the fund's minimum, but 1 yuan when it is empty, not a
 * number or below the default minimum of 1.
 *
 * @param minLimit - the fund's minimum purchase amount in yuan (decimal string)
 * @returns yuan with 2 decimals (`"1.00"`, `"1000.00"`)
 * @see spec 03 §5 (the minimum amount falls back to 1 when empty or below the default minimum limit),
 *   spec 02 §5 (minimum under 1 counts as 1)
 */
export function effectiveMinimum(minLimit: string | null | undefined): string {
  const dec = toDecimal(minLimit);
  const minimum = dec === null || dec.lt(DEFAULT_MINIMUM_YUAN) ? new Dec(DEFAULT_MINIMUM_YUAN) : dec;
  return toFixedHalfUp(minimum, 2);
}

/**
 * The Chinese word of a client type in the TA restriction message: 机构 for ordinary institutions
 * (clientType 2, the default when empty) and 产品 for the trust-type channel (any value above 2).
 *
 * @param clientType - the account's clientType (`"2"`, `"3"`)
 * @see spec 01 §1 (clientType defaults to 2; values above 2 count as the trust-type channel),
 *   spec 03 §5 (该基金不支持{type}客户买入)
 */
export function clientTypeLabel(clientType: string): string {
  return t(clientTypeKey(clientType));
}

/** The catalogue key of {@link clientTypeLabel}'s word: `clientType.3` above 2, else `clientType.2`. */
export function clientTypeKey(clientType: string): 'clientType.2' | 'clientType.3' {
  const code = Number.parseInt(clientType, 10);
  return Number.isFinite(code) && code > 2 ? 'clientType.3' : 'clientType.2';
}

/** Why a fund cannot be bought, in the order the rule checks (spec 03 §5). */
export type BuyRefusal = 'suspended' | 'noSummary' | 'taRestricted' | 'limits';

/**
 * The decision of {@link checkBuyEligibility}: buyable, or the first reason and its message (catalogue
 * code and params; render with renderMessage at the edge).
 */
export type BuyEligibility = { ok: true } | ({ ok: false; reason: BuyRefusal } & RuleMessage);

/**
 * Whether a fund is suspended: both status flags (declareStatus 申购, subStatus 认购) are 0, or the
 * status code fundStatus is 4.
 *
 * @see spec 03 §4 (a fund is suspended when both status flags are 0 or the status code is 4), spec 02 §5
 */
export function isSuspended(
  fund: Pick<FundTradeAttrs, 'declareStatus' | 'subStatus' | 'fundStatus'>,
): boolean {
  return (fund.declareStatus === 0 && fund.subStatus === 0) || fund.fundStatus === 4;
}

/**
 * Whether the product summary (产品资料概要) is missing: the fund is not money-market (neither
 * fundTypeCode '2' nor isCurrency) and its summaryPdf is empty. Both readings of the spec say "neither
 * money-market nor type 2"; type '2' is the money-market code, so the two conditions coincide.
 *
 * @see spec 03 §5 (missing when the fund type is neither money-market nor type 2 and the summary is
 *   empty), spec 02 §5 (non-currency, non-monetary fund without a summary PDF)
 */
export function isSummaryMissing(
  fund: Pick<FundTradeAttrs, 'fundTypeCode' | 'isCurrency' | 'summaryPdf'>,
): boolean {
  const moneyMarket = fund.isCurrency || isMoneyFundType(fund.fundTypeCode);
  return !moneyMarket && fund.summaryPdf.trim() === '';
}

/**
 * Whether the fund's limits allow a purchase at all: the effective minimum ({@link effectiveMinimum})
 * is below 999999999.99 and not greater than the single-purchase cap (maxLimit) nor the daily cap
 * (dailyMaxValue). A cap that is empty or at least 999999999 is unlimited and never refuses.
 *
 * @see spec 03 §5 (the minimum, floored to at least 1, must be below 999999999.99 and not greater than
 *   either of the other two limits), spec 02 §5
 */
export function limitsAllowPurchase(
  fund: Pick<FundTradeAttrs, 'minLimit' | 'maxLimit' | 'dailyMaxValue'>,
): boolean {
  const minimum = new Dec(effectiveMinimum(fund.minLimit));
  if (minimum.gte(MAXIMUM_MINIMUM_YUAN)) return false;
  return [fund.maxLimit, fund.dailyMaxValue].every((cap) => {
    if (isUnlimited(cap)) return true;
    const capValue = toDecimal(cap);
    return capValue === null || minimum.lte(capValue);
  });
}

/**
 * Decides whether a client may buy a public fund. Checks in order: suspended, product summary missing,
 * TA restriction of the client type (cantTradeCertificateType), limits; the first failure wins.
 * Never throws; the web, the CLI and the server all call it.
 *
 * @param fund - the fund's trading attributes (limits in yuan as decimal strings)
 * @param client - the acting account's clientType (`"2"` institution, `"3"` product)
 * @returns `{ ok: true }`, or `{ ok: false, reason, code, params }` with the catalogue message's code
 *   (buy.suspended, buy.noSummary, buy.taRestricted with {type}, buy.limitRestricted)
 * @see spec 03 §5 (buy eligibility), spec 02 §5 (both readings), spec 03 §4 (suspended)
 */
export function checkBuyEligibility(fund: FundTradeAttrs, client: { clientType: string }): BuyEligibility {
  if (isSuspended(fund)) return { ok: false, reason: 'suspended', code: 'buy.suspended' };
  if (isSummaryMissing(fund)) return { ok: false, reason: 'noSummary', code: 'buy.noSummary' };
  const clientType = client.clientType.trim();
  if (fund.cantTradeCertificateType.some((refused) => refused.trim() === clientType)) {
    return {
      ok: false,
      reason: 'taRestricted',
      code: 'buy.taRestricted',
      params: { type: { code: clientTypeKey(clientType) } },
    };
  }
  if (!limitsAllowPurchase(fund)) return { ok: false, reason: 'limits', code: 'buy.limitRestricted' };
  return { ok: true };
}
