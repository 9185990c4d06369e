import { describe, expect, it } from 'vitest';
import type { FeeRateEntry } from '../domain/fund.js';
import {
  discountText,
  discountedRateE6,
  estimatePurchaseFee,
  feeRateText,
  rateE6Text,
  tierText,
} from './fees.js';

/** A purchase fee entry: 1.5% standard, no discount, no bounds; each case changes what it tests. */
const entry: FeeRateEntry = {
  maxFeeE6: 15000,
  minFeeE6: 0,
  minDiscountE6: 0,
  enDiscountE4: 10000,
  feeUnit: 4,
  minLimiteE6: 0,
  maxLimiteE6: -1,
  divIntervalDes: '',
};
const e = (change: Partial<FeeRateEntry>): FeeRateEntry => ({ ...entry, ...change });

/** A typical purchase fee schedule: 1.2% below 100万, 0.8% below 500万, 1000元/笔 from 500万; 4折. */
const WAN_E6 = 10_000 * 1_000_000;
const schedule: FeeRateEntry[] = [
  e({ maxFeeE6: 12000, enDiscountE4: 4000, maxLimiteE6: 100 * WAN_E6 }),
  e({ maxFeeE6: 8000, enDiscountE4: 4000, minLimiteE6: 100 * WAN_E6, maxLimiteE6: 500 * WAN_E6 }),
  e({ maxFeeE6: 1000 * 1_000_000, feeUnit: 7, enDiscountE4: 4000, minLimiteE6: 500 * WAN_E6 }),
];

describe('fee figures are scaled integers: unit 4 a rate /10^6, unit 7 a fixed fee per deal (spec 03 §3, §5)', () => {
  it.each([
    [15000, 4, '1.50%'],
    [1500, 4, '0.15%'],
    [6000, 4, '0.60%'],
    [125, 4, '0.01%'],
    [0, 4, '0.00%'],
    [1000 * 1_000_000, 7, '1000元/笔'],
    [500_000, 7, '0.5元/笔'],
  ] as const)('feeRateText(maxFeeE6 %i, feeUnit %i) = %s', (maxFeeE6, feeUnit, expected) => {
    expect(feeRateText({ maxFeeE6, feeUnit })).toBe(expected);
  });

  it('rateE6Text(4800) = 0.48% (spec 03 §5)', () => {
    expect(rateE6Text(4800)).toBe('0.48%');
  });
});

describe("fee discount display is in 'zhe' units to 1 decimal (spec 03 §5, spec 02 §9)", () => {
  it.each([
    [1000, '1.0折'],
    [8500, '8.5折'],
    [1250, '1.3折'],
    [0, '0.0折'],
    [9999, '10.0折'],
    [10000, null],
    [12000, null],
    [-1, null],
    [1000.5, null],
    [null, null],
  ] as const)('discountText(%j) = %j', (enDiscountE4, expected) => {
    expect(discountText(enDiscountE4)).toBe(expected);
  });
});

describe('discounts multiply the rate, not below minDiscountE6 (DESIGN §5, spec 03 §3)', () => {
  it.each([
    ['no discount', e({}), 15000],
    ['1折', e({ enDiscountE4: 1000 }), 1500],
    [
      '2.5折 rounds half-up to an integer E6 (3086.5 -> 3087)',
      e({ maxFeeE6: 12346, enDiscountE4: 2500 }),
      3087,
    ],
    ['floor lifts the discounted rate', e({ enDiscountE4: 1000, minDiscountE6: 3000 }), 3000],
    ['floor below the discounted rate does nothing', e({ enDiscountE4: 8000, minDiscountE6: 3000 }), 12000],
    [
      'floor never lifts above the standard rate',
      e({ maxFeeE6: 2000, enDiscountE4: 5000, minDiscountE6: 3000 }),
      2000,
    ],
    ['free (0折)', e({ enDiscountE4: 0 }), 0],
    [
      'fixed fee is not discounted',
      e({ feeUnit: 7, maxFeeE6: 1_000_000_000, enDiscountE4: 1000 }),
      1_000_000_000,
    ],
    ['an out-of-range discount is no discount', e({ enDiscountE4: 20000 }), 15000],
  ] as const)('%s', (_name, fee, expected) => {
    expect(discountedRateE6(fee)).toBe(expected);
  });
});

describe('amount tiers from minLimiteE6/maxLimiteE6, -1 meaning no bound (spec 03 §3, §5)', () => {
  it.each([
    [0, 100 * WAN_E6, '', '金额<100万'],
    [100 * WAN_E6, 500 * WAN_E6, '', '100万≤金额<500万'],
    [500 * WAN_E6, -1, '', '金额≥500万'],
    [0, -1, '', '不限金额'],
    [500 * 1_000_000, 15_000 * WAN_E6, '', '500元≤金额<1.5亿'],
    [0, -1, '7天<=持有期限<30天', '7天<=持有期限<30天'],
  ] as const)('tierText(%i, %i, %j) = %s', (minLimiteE6, maxLimiteE6, divIntervalDes, expected) => {
    expect(tierText({ minLimiteE6, maxLimiteE6, divIntervalDes })).toBe(expected);
  });
});

describe('purchase fee by 价外法: net = amount/(1+rate), fee = amount - net, 2 decimals half-up (DESIGN §5, spec 03 §5)', () => {
  it.each([
    ['10000 at 1.50%', '10000', [e({})], 15000, 15000, '9852.22', '147.78'],
    ['10000 at 1.50% with 1折', '10000', [e({ enDiscountE4: 1000 })], 15000, 1500, '9985.02', '14.98'],
    [
      '10000 at 1.50% 1折 floored at 0.30%',
      '10000',
      [e({ enDiscountE4: 1000, minDiscountE6: 3000 })],
      15000,
      3000,
      '9970.09',
      '29.91',
    ],
    ['100 at 0.60% rounds the fee up', '100', [e({ maxFeeE6: 6000 })], 6000, 6000, '99.40', '0.60'],
    ['1 yuan', '1', [e({})], 15000, 15000, '0.99', '0.01'],
    ['0.01 yuan pays no fee', '0.01', [e({})], 15000, 15000, '0.01', '0.00'],
    ['free with 0折', '5000', [e({ enDiscountE4: 0 })], 15000, 0, '5000.00', '0.00'],
    ['first tier of the schedule, 1.2% × 4折', '99999.99', schedule, 12000, 4800, '99522.28', '477.71'],
    ['100万 is in the second tier, 0.8% × 4折', '1000000', schedule, 8000, 3200, '996810.21', '3189.79'],
    ['500万 pays the fixed fee', '5000000', schedule, 1_000_000_000, 1_000_000_000, '4999000.00', '1000.00'],
    [
      'a fixed fee is never more than the amount',
      '600',
      [e({ feeUnit: 7, maxFeeE6: 1_000_000_000 })],
      1_000_000_000,
      1_000_000_000,
      '0.00',
      '600.00',
    ],
    ['amount taken to 2 decimals first', '10000.004', [e({})], 15000, 15000, '9852.22', '147.78'],
  ] as const)('%s', (_name, amountYuan, tiers, rateE6, discounted, netAmount, fee) => {
    const estimate = estimatePurchaseFee({ amountYuan, tiers });
    expect(estimate).not.toBeNull();
    expect(estimate).toMatchObject({ rateE6, discountedRateE6: discounted, netAmount, fee });
  });

  it('picks the tier that holds the amount (spec 03 §3 tiers)', () => {
    expect(estimatePurchaseFee({ amountYuan: '1000000', tiers: schedule })?.tier).toBe(schedule[1]);
    expect(estimatePurchaseFee({ amountYuan: '999999.99', tiers: schedule })?.tier).toBe(schedule[0]);
  });

  it.each([
    ['empty amount', '', schedule],
    ['not a number', 'abc', schedule],
    ['zero', '0', schedule],
    ['negative', '-100', schedule],
    ['no tiers', '100', []],
    ['no tier holds the amount', '50', [e({ minLimiteE6: 100 * 1_000_000 })]],
  ] as const)('no estimate for %s (DESIGN §5)', (_name, amountYuan, tiers) => {
    expect(estimatePurchaseFee({ amountYuan, tiers })).toBeNull();
  });
});
