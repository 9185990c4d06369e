import { describe, expect, it } from 'vitest';
import { renderMessage, type RuleMessage } from '../messages/index.js';
import {
  sanitiseAmountInput,
  sanitiseDecimalInput,
  validateCartAmount,
  type CartAmountLimits,
} from './cartAmount.js';

/**
 * A verdict as the user sees it: the rule's catalogue code and params rendered in Chinese at the edge
 * (renderMessage), in place of `code`/`params`.
 */
function shown<V extends { ok: boolean }>(verdict: V): unknown {
  if (verdict.ok || !('code' in verdict)) return verdict;
  const { code, params, ...rest } = verdict as unknown as RuleMessage & Record<string, unknown>;
  return { ...rest, message: renderMessage(params === undefined ? { code } : { code, params }) };
}

const INVALID = '请输入正确的金额';
const BELOW_MIN = '交易金额低于起投金额！';
const DAILY = '交易金额超过日累计上限，请及时与客户经理沟通确认额度！';
const SINGLE = '交易金额超过单笔购买上限，请及时与客户经理沟通确认额度！';

const line: CartAmountLimits = {
  minvalue: '100',
  maxvalue: '50000',
  dailyMaxValue: '80000',
  orgmaxholdvol: '0',
  lessDailyValue: '0',
};

describe('sanitiseAmountInput: digits, dot and minus kept, 2 decimals, 10 characters (spec 02 §5)', () => {
  it.each([
    ['1000', '1000'],
    ['１２３', '123'],
    ['１２３．４５６', '123.45'],
    ['－５', '-5'],
    ['1e9', '19'],
    ['1,000元', '1000'],
    ['12.345', '12.34'],
    ['12345678901', '1234567890'],
    ['abc', ''],
    ['-5', '-5'],
    ['1.2.3', '1.2.'],
  ])('%j -> %j', (input, expected) => {
    expect(sanitiseAmountInput(input)).toBe(expected);
  });
});

describe('sanitiseDecimalInput: shares and split amounts keep digits and one dot, 2 decimals (spec 02 §5, §7)', () => {
  it.each([
    ['1000.5', '1000.5'],
    ['12.345', '12.34'],
    ['12.3.45', '12.34'],
    ['-5', '5'],
    ['１２３．４５６', '123.45'],
    ['1,000份', '1000'],
    ['1e9', '19'],
    ['12345678901234567890', '1234567890123456'],
  ])('%j -> %j', (input, expected) => {
    expect(sanitiseDecimalInput(input)).toBe(expected);
  });
  it('cuts to the given length', () => {
    expect(sanitiseDecimalInput('123456', 4)).toBe('1234');
  });
});

describe('validateCartAmount: messages and order of spec 02 §5', () => {
  it.each([
    ['', INVALID],
    ['abc', INVALID],
    ['-5', INVALID],
    ['0', INVALID],
    ['0.00', INVALID],
    ['12.345', INVALID],
    ['12345678901', INVALID],
    ['1e9', INVALID],
    ['１２３', INVALID],
    ['1.2.3', INVALID],
    ['99.99', BELOW_MIN],
    ['50000.01', SINGLE],
    ['80000.01', DAILY],
  ])('%j -> %s', (input, message) => {
    expect(shown(validateCartAmount(line, input))).toMatchObject({ ok: false, message });
  });

  it('invalid text is type error, limits are type limit (spec 02 §5)', () => {
    expect(shown(validateCartAmount(line, 'x'))).toMatchObject({ type: 'error' });
    expect(shown(validateCartAmount(line, '1'))).toMatchObject({ type: 'limit' });
  });

  it('accepts an amount within the limits and gives it with 2 decimals', () => {
    expect(shown(validateCartAmount(line, '100'))).toEqual({ ok: true, amount: '100.00' });
    expect(shown(validateCartAmount(line, '50000'))).toEqual({ ok: true, amount: '50000.00' });
  });

  it('a minimum under 1 counts as 1 (spec 02 §5)', () => {
    const low = { ...line, minvalue: '0.01' };
    expect(shown(validateCartAmount(low, '0.5'))).toMatchObject({ ok: false, message: BELOW_MIN });
    expect(shown(validateCartAmount(low, '1'))).toMatchObject({ ok: true });
    expect(shown(validateCartAmount({ ...line, minvalue: '' }, '0.99'))).toMatchObject({
      message: BELOW_MIN,
    });
  });

  it('the daily cap counts only when set and under 999999999 (spec 02 §5)', () => {
    const noSingle = { ...line, maxvalue: '999999999' };
    expect(shown(validateCartAmount({ ...noSingle, dailyMaxValue: '999999999' }, '90000'))).toMatchObject({
      ok: true,
    });
    expect(shown(validateCartAmount({ ...noSingle, dailyMaxValue: '' }, '90000'))).toMatchObject({
      ok: true,
    });
    expect(shown(validateCartAmount({ ...noSingle, dailyMaxValue: '999999998' }, '999999999'))).toMatchObject(
      {
        message: DAILY,
      },
    );
  });

  it('the daily cap is checked before the single cap (spec 02 §5 order)', () => {
    expect(
      shown(validateCartAmount({ ...line, dailyMaxValue: '1000', maxvalue: '500' }, '2000')),
    ).toMatchObject({
      message: DAILY,
    });
  });

  it('the holding cap counts when non-zero and names the remaining amount (spec 02 §5)', () => {
    const held = { ...line, orgmaxholdvol: '100000', lessDailyValue: '3000' };
    expect(shown(validateCartAmount(held, '3000.01'))).toEqual({
      ok: false,
      type: 'limit',
      message: '交易金额超过单账户持仓上限，当日剩余可买入限额为3000.00!',
    });
    expect(shown(validateCartAmount(held, '3000'))).toMatchObject({ ok: true });
    expect(shown(validateCartAmount({ ...held, orgmaxholdvol: '0' }, '3000.01'))).toMatchObject({ ok: true });
    expect(shown(validateCartAmount({ ...held, lessDailyValue: '-5' }, '200'))).toMatchObject({
      message: '交易金额超过单账户持仓上限，当日剩余可买入限额为0.00!',
    });
  });
});
