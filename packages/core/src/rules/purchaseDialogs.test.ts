import { describe, expect, it } from 'vitest';
import { renderMessage } from '../messages/ruleMessage.js';
import { orderDayMessage, purchaseSummaryOf, riskMismatchFundIds } from './purchaseDialogs.js';

describe('what the purchase dialogs say (issue 17 §4; spec 02 §4 shopping-cart purchase flow, §5)', () => {
  it('the trade-password dialog states the order count and the total in yuan with thousands separators', () => {
    const summary = purchaseSummaryOf(['100000', '2500.5', '0.5']);
    expect(summary).toEqual({ code: 'honest.purchase.summary', params: { count: 3, total: '102,501.00' } });
    expect(renderMessage(summary)).toBe('共 3 笔，合计 102,501.00 元');
  });

  it('the risk dialog names the funds whose own check is a mismatch (matchResult 1 or 2), in the cart order', () => {
    expect(
      riskMismatchFundIds([
        { fundId: '005827', matchResult: '0' },
        { fundId: '110011', matchResult: '2' },
        { fundId: '000001', matchResult: '1' },
      ]),
    ).toEqual(['110011', '000001']);
    expect(riskMismatchFundIds([{ fundId: '005827', matchResult: '0' }])).toEqual([]);
  });

  it('the success dialog says which trading day the orders count for', () => {
    expect(renderMessage(orderDayMessage('2026-11-26'))).toBe('本次订单计入 2026-11-26 交易日');
  });
});
