/**
 * What the shopping-cart purchase dialogs say about the orders, decided once here for the web and the
 * CLI: the trade-password dialog's count and total, the funds that make the risk check a mismatch, and
 * the trading day the placed orders count for (the server assigns it with the cut-off rule of
 * tradeDay.ts and reports it with the batch result).
 *
 * @see issue 17 §4; spec 02 §4 (shopping-cart purchase flow), §5 (trade password, risk match), DESIGN §5
 */
import { ruleMessage, type RuleMessage } from '../messages/ruleMessage.js';
import { cartTotal } from './cart.js';
import { formatNumber } from './numberFormat.js';
import { riskDisclosureOf } from './riskMatch.js';

/**
 * The trade-password dialog's summary of the orders about to be placed: `honest.purchase.summary` with
 * `count` (number of orders) and `total` (their sum in yuan, 2 decimals, thousands separators; amounts
 * that are not positive decimals are left out, as in the cart's total).
 * @param amounts - the amounts being bought, decimal strings in yuan
 */
export function purchaseSummaryOf(amounts: readonly string[]): RuleMessage {
  const total = cartTotal(amounts.map((amount) => ({ amount })));
  return ruleMessage('honest.purchase.summary', {
    count: amounts.length,
    total: formatNumber(total.toFixed(2), 2),
  });
}

/**
 * The funds that cause a risk mismatch: those whose own entry of the multiple risk check is mismatched
 * (matchResult '1' or '2', core {@link riskDisclosureOf}), in the check's order.
 * @param list - the `list` of checkRiskLevelMultiple (fundId and matchResult per fund)
 */
export function riskMismatchFundIds(list: readonly { fundId: string; matchResult: string }[]): string[] {
  return list
    .filter((entry) => riskDisclosureOf(entry.matchResult) === 'mismatched')
    .map((entry) => entry.fundId);
}

/**
 * The success dialog's line on the trading day the orders count for (`YYYY-MM-DD`, assigned by the
 * server: an order at or after 15:00 or on a non-trading day counts for the next trading day).
 */
export function orderDayMessage(tradeDay: string): RuleMessage {
  return ruleMessage('honest.purchase.tradeDay', { date: tradeDay });
}
