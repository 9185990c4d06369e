import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import { FAST_REDEEM_DAILY_LIMIT_YUAN, fastRedeemRefusal, largeRedemptionSplit } from './redemptionModes.js';

describe('fast redemption daily cap (issue 12 §3; CSRC 2018 money-fund T+0)', () => {
  it('allows up to 10,000.00 yuan per account, fund and trade day', () => {
    expect(FAST_REDEEM_DAILY_LIMIT_YUAN).toBe('10000.00');
    expect(fastRedeemRefusal('10000.00', '0')).toBeNull();
    expect(fastRedeemRefusal('4000.00', '6000.00')).toBeNull();
  });

  it('refuses above what is left with FD4626, the cap and the rest as params', () => {
    expect(fastRedeemRefusal('4000.01', '6000.00')).toEqual({
      code: ErrorCode.FastRedeemOverLimit,
      params: { limit: '10000.00', left: '4000.00' },
    });
    expect(fastRedeemRefusal('1.00', '12000.00')).toEqual({
      code: ErrorCode.FastRedeemOverLimit,
      params: { limit: '10000.00', left: '0.00' },
    });
  });
});

describe('large redemption pro rata (issue 12 §3 巨额赎回)', () => {
  it('is not large under 10% of the fund size, nor with an unknown size', () => {
    const orders = [{ serialNo: 'A', shares: '500.00' }];
    expect(largeRedemptionSplit(orders, '1.0000', '10000.00')).toBeNull();
    expect(largeRedemptionSplit(orders, '1.0000', null)).toBeNull();
  });

  it('confirms every order of the fund-day at one ratio, shares rounded down to 2 decimals', () => {
    // 3000.00 + 1000.01 shares at 1.5000 = 6000.015 yuan against 10% of 30,000.00 = 3000.00: ratio 0.49999875.
    const split = largeRedemptionSplit(
      [
        { serialNo: 'A', shares: '3000.00' },
        { serialNo: 'B', shares: '1000.01' },
      ],
      '1.5000',
      '30000.00',
    );
    expect(split).not.toBeNull();
    const ratio = split!.ratio;
    expect(ratio).toBe('0.49999875');
    expect(split!.parts).toEqual([
      { serialNo: 'A', confirmShares: '1499.99', unmetShares: '1500.01' },
      { serialNo: 'B', confirmShares: '500.00', unmetShares: '500.01' },
    ]);
  });

  it('applied again to the confirmed parts, leaves nothing unmet (idempotent across engine runs)', () => {
    const again = largeRedemptionSplit(
      [
        { serialNo: 'A', shares: '1499.99' },
        { serialNo: 'B', shares: '500.00' },
      ],
      '1.5000',
      '30000.00',
    );
    expect(again).toBeNull();
  });
});
