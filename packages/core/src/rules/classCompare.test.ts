import { describe, expect, it } from 'vitest';
import type { FeeRateEntry } from '../domain/fund.js';
import { classBreakEvenDays, classCost, compareShareClasses, type ClassFees } from './classCompare.js';
import type { SellTier } from './redemptionFee.js';

const entry = (over: Partial<FeeRateEntry>): FeeRateEntry => ({
  maxFeeE6: 0,
  minFeeE6: 0,
  minDiscountE6: 0,
  enDiscountE4: 10_000,
  feeUnit: 4,
  minLimiteE6: 0,
  maxLimiteE6: -1,
  divIntervalDes: '',
  ...over,
});
const sell = (min: number, max: number | null, rate: number): SellTier => ({
  ...entry({ maxFeeE6: rate }),
  minHoldDays: min,
  maxHoldDays: max,
});

// An equity A class: 1.5% purchase with 1折 (0.15%), sell 1.5% <7d, 0.75% <30d, 0.5% <365d, 0 after.
const classA: ClassFees = {
  buyRate: [entry({ maxFeeE6: 15_000, enDiscountE4: 1_000 })],
  sellTiers: [sell(0, 7, 15_000), sell(7, 30, 7_500), sell(30, 365, 5_000), sell(365, null, 0)],
  serviceFeeE6: 0,
};
// Its C class: no purchase fee, 0.40%/yr service fee, sell 1.5% <7d, 0.5% <30d, 0 after.
const classC: ClassFees = {
  buyRate: [],
  sellTiers: [sell(0, 7, 15_000), sell(7, 30, 5_000), sell(30, null, 0)],
  serviceFeeE6: 4_000,
};

describe('A vs C class fee comparison (spec 02 §2 acQa, DESIGN §5 价外法 and holding-period redemption fee)', () => {
  it('A class at 365 days: purchase fee 价外法 with discount plus no redemption fee, to the cent', () => {
    // 100000 / 1.0015 = 99850.22 -> fee 149.78; 365 days is in the 0% tier.
    expect(classCost(classA, '100000.00', 365)).toEqual({
      purchaseFee: '149.78',
      serviceFee: '0.00',
      redemptionFee: '0.00',
      total: '149.78',
    });
  });

  it('C class at 90 days: service fee accrued daily over 365 days, no redemption fee after 30 days', () => {
    // 100000 × 0.004 × 90 / 365 = 98.630… -> 98.63
    expect(classCost(classC, '100000.00', 90)).toMatchObject({ serviceFee: '98.63', total: '98.63' });
  });

  it('the comparison says which class is cheaper per period and the break-even day', () => {
    const rows = compareShareClasses(classA, classC, '100000.00', [30, 90, 365]);
    // 30 days: A 149.78 + 0.5% of 99850.22 = 499.25 -> 649.03; C 32.88 + 0 -> C cheaper.
    expect(rows[0]).toMatchObject({ days: 30, cheaper: 'C' });
    expect(rows[0]!.a.total).toBe('649.03');
    expect(rows[2]).toMatchObject({ days: 365, cheaper: 'A' });
    // A's 149.78 from day 365 on vs C's 400 × d / 365: C's is 400.00 at 365, and A's is 649.03 before.
    expect(classBreakEvenDays(classA, classC, '100000.00')).toBe(365);
  });

  it('an amount that is not a positive number costs nothing', () => {
    expect(classCost(classA, 'abc', 30).total).toBe('0.00');
  });
});
