import { describe, expect, it } from 'vitest';
import type { SellTier } from '../market/index.js';
import { daysBetween, redemptionMoney, sellTierFor } from './redemptionFee.js';

const tier = (minHoldDays: number, maxHoldDays: number | null, maxFeeE6: number): SellTier => ({
  maxFeeE6,
  minFeeE6: 0,
  minDiscountE6: 0,
  enDiscountE4: 10_000,
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

describe('redemption fee by holding period (DESIGN §5; docs/decisions.md "Batch import")', () => {
  it('finds the tier of a holding period (lower bound inclusive, upper exclusive)', () => {
    expect(sellTierFor(tiers, 0)?.maxFeeE6).toBe(15000);
    expect(sellTierFor(tiers, 6)?.maxFeeE6).toBe(15000);
    expect(sellTierFor(tiers, 7)?.maxFeeE6).toBe(7500);
    expect(sellTierFor(tiers, 730)?.maxFeeE6).toBe(0);
    expect(daysBetween('2026-02-13', '2026-02-24')).toBe(11);
  });

  it('rounds the amount down, the fee half-up, and nets them', () => {
    // 1000 × 1.23456 = 1234.56; held 11 days: 0.75% = 9.2592 -> 9.26.
    expect(
      redemptionMoney({
        shares: '1000.00',
        nav: '1.2346',
        lots: [{ confirmDay: '2026-02-13', shares: '5000.00' }],
        consumed: '0',
        tradeDay: '2026-02-24',
        tiers,
      }),
    ).toEqual({ amount: '1234.60', fee: '9.26', netAmount: '1225.34', feeRateE6: 7500 });
  });

  it('takes shares first-in first-out, after what earlier redemptions took, each part at its own rate', () => {
    const money = redemptionMoney({
      shares: '300',
      nav: '1',
      lots: [
        { confirmDay: '2025-01-02', shares: '200' }, // 400 days: 0.25%
        { confirmDay: '2026-02-20', shares: '500' }, // 4 days: 1.5%
      ],
      consumed: '100',
      tradeDay: '2026-02-24',
      tiers,
    });
    // 100 from the old lot (0.25 yuan) + 200 from the new one (3.00 yuan).
    expect(money).toEqual({ amount: '300.00', fee: '3.25', netAmount: '296.75', feeRateE6: 10833 });
  });

  it('counts shares no lot covers as held 0 days', () => {
    expect(
      redemptionMoney({ shares: '100', nav: '2', lots: [], consumed: '0', tradeDay: '2026-02-24', tiers })
        .fee,
    ).toBe('3.00');
  });
});
