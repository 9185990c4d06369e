import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  redemptionMoney,
  sellTierFor,
  type RedemptionInput,
  type SellTier,
} from './redemptionFee.js';

const tier = (
  minHoldDays: number,
  maxHoldDays: number | null,
  maxFeeE6: number,
  enDiscountE4 = 10_000,
): SellTier => ({
  maxFeeE6,
  minFeeE6: 0,
  minDiscountE6: 0,
  enDiscountE4,
  feeUnit: 4,
  minLimiteE6: 0,
  maxLimiteE6: -1,
  divIntervalDes: '',
  minHoldDays,
  maxHoldDays,
});

/** The equity schedule of docs/data-model.md: 1.5% under 7 days, 0.75% under 30, 0.5% under 365 … */
const tiers = [
  tier(0, 7, 15000),
  tier(7, 30, 7500),
  tier(30, 365, 5000),
  tier(365, 730, 2500),
  tier(730, null, 0),
];

/** One redemption on trade day 2026-02-24 against the equity schedule; each case changes what it tests. */
const base: RedemptionInput = {
  shares: '100',
  nav: '1',
  lots: [],
  consumed: '0',
  tradeDay: '2026-02-24',
  tiers,
};

describe('holding period in calendar days (DESIGN §5: redemption fee by holding period)', () => {
  it.each([
    ['2026-02-13', '2026-02-24', 11],
    ['2026-02-24', '2026-02-24', 0],
    ['2025-02-24', '2026-02-24', 365],
    ['2024-02-24', '2025-02-24', 366], // a leap day in between
    ['2026-02-25', '2026-02-24', -1],
  ])('from %s to %s is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});

describe('the sell tier of a holding period: lower bound inclusive, upper exclusive, null unbounded (DESIGN §5)', () => {
  it.each([
    [0, 15000],
    [6, 15000],
    [7, 7500],
    [29, 7500],
    [30, 5000],
    [364, 5000],
    [365, 2500],
    [730, 0],
    [10_000, 0],
  ])('%i days: rate ×10^6 %i', (days, rateE6) => {
    expect(sellTierFor(tiers, days)?.maxFeeE6).toBe(rateE6);
  });

  it('no tier covers a period outside the schedule', () => {
    expect(sellTierFor([tier(7, 30, 7500)], 3)).toBeUndefined();
    expect(sellTierFor([], 3)).toBeUndefined();
  });
});

describe('redemption money: amount rounded down, fee by holding period half-up, oldest shares first (DESIGN §5)', () => {
  it.each<
    [string, Partial<RedemptionInput>, { amount: string; fee: string; netAmount: string; feeRateE6: number }]
  >([
    [
      // 1000 × 1.2346 = 1234.60; held 11 days: 0.75% = 9.2595 -> 9.26.
      'one lot held 11 days pays 0.75%, the amount rounded down and the fee half-up',
      { shares: '1000.00', nav: '1.2346', lots: [{ confirmDay: '2026-02-13', shares: '5000.00' }] },
      { amount: '1234.60', fee: '9.26', netAmount: '1225.34', feeRateE6: 7500 },
    ],
    [
      // 333.33 × 1.0001 = 333.363333 -> 333.36 (down); 0.5% of 333.3633 = 1.6668 -> 1.67.
      'the amount is rounded down to the fen, never up',
      { shares: '333.33', nav: '1.0001', lots: [{ confirmDay: '2025-06-01', shares: '1000' }] },
      { amount: '333.36', fee: '1.67', netAmount: '331.69', feeRateE6: 5000 },
    ],
    [
      // 100 from the old lot (400 days, 0.25% = 0.25) + 200 from the new one (4 days, 1.5% = 3.00).
      'oldest shares first, after what earlier redemptions took; each part at its own rate',
      {
        shares: '300',
        lots: [
          { confirmDay: '2025-01-02', shares: '200' },
          { confirmDay: '2026-02-20', shares: '500' },
        ],
        consumed: '100',
      },
      { amount: '300.00', fee: '3.25', netAmount: '296.75', feeRateE6: 10833 },
    ],
    [
      // The first lot is used up by earlier redemptions; all 100 come from the second (40 days, 0.5%).
      'earlier redemptions that used up whole lots are skipped',
      {
        lots: [
          { confirmDay: '2023-01-03', shares: '50' },
          { confirmDay: '2026-01-15', shares: '500' },
        ],
        consumed: '50',
      },
      { amount: '100.00', fee: '0.50', netAmount: '99.50', feeRateE6: 5000 },
    ],
    [
      'shares held two years and more pay nothing',
      { lots: [{ confirmDay: '2024-01-02', shares: '100' }] },
      { amount: '100.00', fee: '0.00', netAmount: '100.00', feeRateE6: 0 },
    ],
    [
      'shares no lot covers count as held 0 days (the highest rate)',
      { nav: '2' },
      { amount: '200.00', fee: '3.00', netAmount: '197.00', feeRateE6: 15000 },
    ],
    [
      'a lot confirmed after the trade day counts as held 0 days',
      { lots: [{ confirmDay: '2026-02-25', shares: '100' }] },
      { amount: '100.00', fee: '1.50', netAmount: '98.50', feeRateE6: 15000 },
    ],
    [
      // 0.75% × 5折 = 0.375%: 3750 ×10^6.
      'a discount multiplies the rate, as for purchases',
      { tiers: [tier(0, null, 7500, 5000)], shares: '1000' },
      { amount: '1000.00', fee: '3.75', netAmount: '996.25', feeRateE6: 3750 },
    ],
    [
      'a holding period no tier covers pays nothing',
      { tiers: [tier(30, null, 5000)], lots: [{ confirmDay: '2026-02-20', shares: '100' }] },
      { amount: '100.00', fee: '0.00', netAmount: '100.00', feeRateE6: 0 },
    ],
    [
      'the fee is never above the amount',
      { tiers: [tier(0, null, 2_000_000)] },
      { amount: '100.00', fee: '100.00', netAmount: '0.00', feeRateE6: 2_000_000 },
    ],
    [
      'no shares: nothing to pay, rate 0',
      { shares: '0', lots: [{ confirmDay: '2026-02-20', shares: '100' }] },
      { amount: '0.00', fee: '0.00', netAmount: '0.00', feeRateE6: 0 },
    ],
  ])('%s', (_rule, change, expected) => {
    expect(redemptionMoney({ ...base, ...change })).toEqual(expected);
  });
});
