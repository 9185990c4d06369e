import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import { isTrustChannel, ratioAmountDecision, riskMonitorDecision } from './fundToolsAccess.js';

describe('risk monitor hidden for the trust-type institution channel (spec 03 §2 riskMonitor; spec 01 §1 clientType)', () => {
  it('counts client types above 2 as the trust channel; a missing one is the default 2', () => {
    expect(isTrustChannel('3')).toBe(true);
    expect(isTrustChannel(4)).toBe(true);
    expect(isTrustChannel('2')).toBe(false);
    expect(isTrustChannel('1')).toBe(false);
    expect(isTrustChannel(null)).toBe(false);
  });

  it('refuses the trust channel with FD1003 and lets the others use it', () => {
    expect(riskMonitorDecision('3')).toEqual({ ok: false, code: ErrorCode.Forbidden });
    expect(riskMonitorDecision('2')).toEqual({ ok: true });
    expect(riskMonitorDecision(undefined)).toEqual({ ok: true });
  });
});

describe('fee comparison amount (issue 14 §5 费率比较: the total cost of holding N years for an amount)', () => {
  it('takes yuan above 0 with up to 12 digits and 2 decimals', () => {
    for (const ok of ['100000', '0.01', ' 12.5 ', '999999999999.99']) {
      expect(ratioAmountDecision(ok)).toEqual({ ok: true });
    }
  });

  it('refuses 0, blanks, 3 decimals, 13 digits, signs and words with FD3011', () => {
    for (const bad of ['', '0', '0.00', '1.234', '1234567890123', '-5', '1e5', '十万']) {
      expect(ratioAmountDecision(bad)).toEqual({ ok: false, code: ErrorCode.CompareAmount });
    }
  });
});
