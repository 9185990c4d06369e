import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import {
  FEE_DISCOUNT_DECIMALS,
  feeDiscountE4Of,
  feeDiscountLabel,
  feeDiscountRefusal,
  feeDiscountTextOf,
  isRegistrationComplete,
  orgTradeInfoRefusal,
  REGISTER_PROGRESSES,
  tradeInfoSummary,
} from './orgTradeInfo.js';

const ok = { blacklisted: false, blacklistReason: null, registerProgress: '4', job: true, lcs: true };

describe('orgTradeInfoRefusal (spec 02 §5 blacklist and registration progress; back-office maintenance)', () => {
  it('accepts every registration progress of the list, blacklisted or not', () => {
    for (const registerProgress of REGISTER_PROGRESSES) {
      expect(orgTradeInfoRefusal({ ...ok, registerProgress })).toBeNull();
    }
    expect(orgTradeInfoRefusal({ ...ok, blacklisted: true, blacklistReason: '涉嫌违规' })).toBeNull();
  });

  it('refuses an unknown registration progress with FD4831 and the allowed values', () => {
    expect(orgTradeInfoRefusal({ ...ok, registerProgress: '5' })).toEqual({
      code: ErrorCode.TradeInfoProgressInvalid,
      params: { values: '0、1、2、3、4' },
    });
    expect(orgTradeInfoRefusal({ ...ok, registerProgress: '' })?.code).toBe('FD4831');
  });

  it('refuses a blacklisting without a reason, or with one over 200 characters (FD4830)', () => {
    expect(orgTradeInfoRefusal({ ...ok, blacklisted: true, blacklistReason: '  ' })?.code).toBe('FD4830');
    expect(orgTradeInfoRefusal({ ...ok, blacklisted: true, blacklistReason: null })?.code).toBe('FD4830');
    expect(orgTradeInfoRefusal({ ...ok, blacklisted: true, blacklistReason: '因'.repeat(201) })?.code).toBe(
      'FD4830',
    );
    expect(orgTradeInfoRefusal({ ...ok, blacklisted: true, blacklistReason: '因'.repeat(200) })).toBeNull();
  });

  it('registration is complete at progress 3 or 4 only (spec 02 §5)', () => {
    expect(REGISTER_PROGRESSES.filter(isRegistrationComplete)).toEqual(['3', '4']);
  });
});

describe('tradeInfoSummary (the history lines of the back-office maintenance)', () => {
  it('names the blacklist with its reason, the progress label, occupation and adviser', () => {
    expect(
      tradeInfoSummary({
        blacklisted: true,
        blacklistReason: '涉嫌违规',
        registerProgress: '2',
        job: true,
        lcs: false,
      }),
    ).toBe(
      '黑名单：已列入（涉嫌违规）；注册进度：2 已实名，未绑卡；职业：已填写；客户经理：未填写；私募认购费折扣：不打折',
    );
  });

  it('names the fee discount with its 折 (a change recorded before the discount reads 不打折)', () => {
    expect(tradeInfoSummary({ ...ok, feeDiscount: '0.8' })).toBe(
      '黑名单：未列入；注册进度：4 已完成；职业：已填写；客户经理：已填写；私募认购费折扣：0.8（8.0折）',
    );
    expect(tradeInfoSummary({ ...ok, feeDiscount: null })).toContain('私募认购费折扣：不打折');
  });
});

describe('feeDiscountRefusal (private subscription fee discount, spec 02 §7 deal/charge, §9; 0 < discount <= 1)', () => {
  const refused = { code: ErrorCode.TradeInfoFeeDiscountInvalid, params: { decimals: '4' } };

  it('accepts a discount above 0 and at most 1 with at most 4 decimals, and blank for none', () => {
    for (const text of ['0.8', ' 0.85 ', '1', '1.0000', '0.0001', '0.8512', '', '  ', null, undefined]) {
      expect(feeDiscountRefusal(text)).toBeNull();
    }
    expect(FEE_DISCOUNT_DECIMALS).toBe(4);
  });

  it('refuses 0, above 1, more than 4 decimals, negative and non-numbers with FD4833 {decimals}', () => {
    for (const text of [
      '0',
      '0.0000',
      '1.0001',
      '1.5',
      '0.85125',
      '-0.8',
      '8折',
      'abc',
      '.8',
      '0.8.1',
      '1e-1',
    ]) {
      expect(feeDiscountRefusal(text), text).toEqual(refused);
    }
  });

  it('is the discount check of orgTradeInfoRefusal (the one rule the page, CLI and server run)', () => {
    expect(orgTradeInfoRefusal({ ...ok, feeDiscount: '1.2' })).toEqual(refused);
    expect(orgTradeInfoRefusal({ ...ok, feeDiscount: '0.8' })).toBeNull();
    expect(orgTradeInfoRefusal(ok)).toBeNull();
  });

  it('stores ×10^4 (1 and blank: none) and reads back the plain decimal', () => {
    expect(feeDiscountE4Of('0.8')).toBe(8000);
    expect(feeDiscountE4Of('0.8512')).toBe(8512);
    expect(feeDiscountE4Of('0.0001')).toBe(1);
    expect(feeDiscountE4Of('1')).toBeNull();
    expect(feeDiscountE4Of(' ')).toBeNull();
    expect(() => feeDiscountE4Of('0')).toThrow(RangeError);
    expect(feeDiscountTextOf(8000)).toBe('0.8');
    expect(feeDiscountTextOf(8512)).toBe('0.8512');
    expect(feeDiscountTextOf(10000)).toBeNull();
    expect(feeDiscountTextOf(null)).toBeNull();
    expect(feeDiscountLabel('0.85')).toBe('0.85（8.5折）');
    expect(feeDiscountLabel(null)).toBe('不打折');
  });
});
