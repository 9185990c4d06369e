import { describe, expect, it } from 'vitest';
import { renderMessage, ruleMessage } from './ruleMessage.js';

describe('renderMessage: a rule result rendered in Chinese from its code (house rule: codes, text at the edge)', () => {
  it('renders a code without params as the catalogue text (spec 02 §5)', () => {
    expect(renderMessage({ code: 'rules.cart.belowMinimum' })).toBe('交易金额低于起投金额！');
  });

  it('fills params (spec 02 §5 holding cap with the remaining yuan)', () => {
    expect(renderMessage(ruleMessage('rules.cart.aboveHoldingCap', { remaining: '3000.00' }))).toBe(
      '交易金额超过单账户持仓上限，当日剩余可买入限额为3000.00!',
    );
  });

  it('renders a nested message param in place (spec 03 §5 TA restriction names 产品)', () => {
    expect(renderMessage({ code: 'buy.taRestricted', params: { type: { code: 'clientType.3' } } })).toBe(
      '该基金不支持产品客户买入',
    );
  });

  it('ruleMessage leaves params out when there are none', () => {
    expect(ruleMessage('buy.suspended')).toEqual({ code: 'buy.suspended' });
  });
});
