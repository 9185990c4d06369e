import { describe, expect, it } from 'vitest';
import { CART_MAX_FUNDS } from '../api/trade.js';
import { renderMessage, type RuleMessage } from '../messages/index.js';
import {
  allStatements,
  canAddToCart,
  cartTotal,
  DEFAULT_CART_MAX_LIMIT,
  isBuyButtonDisabled,
  pdfListOf,
  riskStatementsComplete,
  serverCheckTip,
  toggleStatement,
  type RiskStatement,
} from './cart.js';

/**
 * A verdict as the user sees it: the rule's catalogue code and params rendered in Chinese at the edge
 * (renderMessage), in place of `code`/`params`.
 */
function shown<V extends { ok: boolean }>(verdict: V): unknown {
  if (verdict.ok || !('code' in verdict)) return verdict;
  const { code, params, ...rest } = verdict as unknown as RuleMessage & Record<string, unknown>;
  return { ...rest, message: renderMessage(params === undefined ? { code } : { code, params }) };
}

describe('canAddToCart: refused at the max limit or when already added (spec 02 §5, §8)', () => {
  it('refuses a full cart with the count', () => {
    expect(shown(canAddToCart(20, 20, false))).toEqual({
      ok: false,
      reason: 'cartFull',
      message: '您已添加20只基金，超出了购物车的最大容量限制，请减少部分基金后再试',
    });
    expect(shown(canAddToCart(20, undefined, false))).toMatchObject({ reason: 'cartFull' });
    expect(shown(canAddToCart(5, 5, true))).toMatchObject({ reason: 'cartFull' });
  });
  it('refuses a fund already in the cart', () => {
    expect(shown(canAddToCart(3, 20, true))).toEqual({
      ok: false,
      reason: 'alreadyInCart',
      message: '该基金已经添加购物车了',
    });
  });
  it('allows below the limit', () => {
    expect(shown(canAddToCart(19, undefined, false))).toEqual({ ok: true });
  });
});

const none = { type: 'none' } as const;
describe('isBuyButtonDisabled (spec 02 §5)', () => {
  it.each([
    ['submitting', { submitting: true, lines: [{ amount: '100', tipInfo: none }] }, true],
    ['no line has an amount above 0', { submitting: false, lines: [{ amount: null, tipInfo: none }] }, true],
    [
      'only zero amounts',
      {
        submitting: false,
        lines: [
          { amount: '0', tipInfo: none },
          { amount: '', tipInfo: none },
        ],
      },
      true,
    ],
    ['no lines', { submitting: false, lines: [] }, true],
    [
      'a line with an error tip',
      {
        submitting: false,
        lines: [
          { amount: '100', tipInfo: none },
          { amount: null, tipInfo: { type: 'error' } },
        ],
      },
      true,
    ],
    [
      'a line with a limit tip',
      { submitting: false, lines: [{ amount: '100', tipInfo: { type: 'limit' } }] },
      true,
    ],
    [
      'an info tip does not block',
      { submitting: false, lines: [{ amount: '100', tipInfo: { type: 'info' } }] },
      false,
    ],
    [
      'an amount and no warnings',
      {
        submitting: false,
        lines: [
          { amount: '100', tipInfo: none },
          { amount: null, tipInfo: none },
        ],
      },
      false,
    ],
  ] as const)('%s -> %s', (_name, state, expected) => {
    expect(isBuyButtonDisabled(state)).toBe(expected);
  });
  it('cartTotal sums the positive amounts exactly', () => {
    expect(
      cartTotal([{ amount: '0.1' }, { amount: '0.2' }, { amount: 'x' }, { amount: null }]).toFixed(),
    ).toBe('0.3');
  });
});

describe('cart capacity has one source (spec 02 §9: 20 funds)', () => {
  it('DEFAULT_CART_MAX_LIMIT is the contract trade.CART_MAX_FUNDS', () => {
    expect(DEFAULT_CART_MAX_LIMIT).toBe(CART_MAX_FUNDS);
    expect(DEFAULT_CART_MAX_LIMIT).toBe(20);
  });
});

describe('serverCheckTip (spec 02 §5 server cart check)', () => {
  it('passes with an amount below 1 -> limit 交易金额低于起投金额！', () => {
    expect(serverCheckTip(true, '', '0.5')).toEqual({ type: 'limit', tip: '交易金额低于起投金额！' });
  });
  it('passes -> no tip', () => {
    expect(serverCheckTip(true, 'ok', '100')).toEqual({ type: 'none', tip: '' });
  });
  it('fails with a trade-amount limit code -> limit with the server message', () => {
    expect(serverCheckTip(false, '交易金额超过单笔购买上限', '100', 'rules.cart.aboveSingleCap')).toEqual({
      type: 'limit',
      tip: '交易金额超过单笔购买上限',
    });
    for (const code of [
      'rules.cart.belowMinimum',
      'rules.cart.aboveDailyCap',
      'rules.cart.aboveHoldingCap',
    ]) {
      expect(serverCheckTip(false, 'x', '100', code).type).toBe('limit');
    }
  });
  it('fails otherwise -> error with the server message', () => {
    expect(serverCheckTip(false, '该基金暂停申购', '100', 'rules.buy.closed')).toEqual({
      type: 'error',
      tip: '该基金暂停申购',
    });
    expect(serverCheckTip(false, '请输入正确的金额', '1e9', 'rules.cart.amountInvalid').type).toBe('error');
    expect(serverCheckTip(false, '该基金暂停申购', '100')).toEqual({ type: 'error', tip: '该基金暂停申购' });
  });
  it('decides by code, never by the text: 交易金额 in an error message stays error, a limit code is limit', () => {
    expect(serverCheckTip(false, '交易金额', '100', 'error.fundNotFound').type).toBe('error');
    expect(serverCheckTip(false, '交易金额', '100').type).toBe('error');
    expect(serverCheckTip(false, 'limit', '100', 'rules.cart.belowMinimum').type).toBe('limit');
    expect(serverCheckTip(false, 'x', '100', 'toString').type).toBe('error');
  });
});

describe('pdfListOf: only lines with a summary PDF and fundType other than 2 (spec 03 §4)', () => {
  it('filters and keeps the order', () => {
    const lines = [
      { fundId: '000001', fundName: 'A', fundType: '0', summaryPdf: 'p1' },
      { fundId: '000002', fundName: 'B', fundType: '2', summaryPdf: 'p2' },
      { fundId: '000003', fundName: 'C', fundType: 'E', summaryPdf: '' },
      { fundId: '000004', fundName: 'D', fundType: 'A', summaryPdf: 'p4' },
    ] as const;
    expect(pdfListOf(lines).map((p) => p.fundId)).toEqual(['000001', '000004']);
  });
});

describe('risk statements: parents tick children, a parent counts only when all children ticked (spec 02 §5)', () => {
  const list: RiskStatement[] = [{ id: 'a' }, { id: 'b', children: [{ id: 'b1' }, { id: 'b2' }] }];
  it('incomplete until every statement counts', () => {
    expect(riskStatementsComplete(list, new Set())).toBe(false);
    expect(riskStatementsComplete(list, new Set(['a', 'b']))).toBe(false);
    expect(riskStatementsComplete(list, new Set(['a', 'b1']))).toBe(false);
    expect(riskStatementsComplete(list, new Set(['a', 'b1', 'b2']))).toBe(true);
  });
  it('ticking a parent ticks its children; unticking a child unticks the parent', () => {
    const withParent = toggleStatement(list, new Set(['a']), 'b', true);
    expect([...withParent].sort()).toEqual(['a', 'b', 'b1', 'b2']);
    const without = toggleStatement(list, withParent, 'b2', false);
    expect(without.has('b')).toBe(false);
    expect(toggleStatement(list, toggleStatement(list, new Set(), 'b1', true), 'b2', true).has('b')).toBe(
      true,
    );
  });
  it('select-all ticks everything, and 9 flat statements need all 9 (spec 02 §9)', () => {
    expect(riskStatementsComplete(list, allStatements(list, true))).toBe(true);
    expect(allStatements(list, false).size).toBe(0);
    const nine = Array.from({ length: 9 }, (_, i) => ({ id: `s${i}` }));
    const eight = new Set(nine.slice(0, 8).map((s) => s.id));
    expect(riskStatementsComplete(nine, eight)).toBe(false);
    expect(riskStatementsComplete(nine, new Set([...eight, 's8']))).toBe(true);
  });
});
