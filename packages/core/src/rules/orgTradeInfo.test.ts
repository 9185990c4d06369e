import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import {
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
    ).toBe('黑名单：已列入（涉嫌违规）；注册进度：2 已实名，未绑卡；职业：已填写；客户经理：未填写');
  });
});
