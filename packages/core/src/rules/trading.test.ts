import { describe, expect, it } from 'vitest';
import type { FeeRateEntry } from '../domain/fund.js';
import { Dec } from '../domain/money.js';
import { ErrorCode } from '../errors/catalogue.js';
import type { SellTier } from './redemptionFee.js';
import {
  checkSellShares,
  conversionMoney,
  conversionRefusal,
  isLargeRedemption,
  melonRefusal,
  planSmartSplit,
  splitAmountOf,
  suitabilityRefusal,
  superConvertPurchaseLeg,
  tradeDayRefusal,
  underSevenDaysShares,
} from './trading.js';

const tier = (maxFeeE6: number, extra: Partial<FeeRateEntry> = {}): FeeRateEntry => ({
  maxFeeE6,
  minDiscountE6: 0,
  enDiscountE4: 10_000,
  feeUnit: 4,
  minLimiteE6: 0,
  maxLimiteE6: -1,
  divIntervalDes: '',
  minFeeE6: 0,
  ...extra,
});
const sell = (maxFeeE6: number, minHoldDays: number, maxHoldDays: number | null): SellTier => ({
  ...tier(maxFeeE6),
  minHoldDays,
  maxHoldDays,
});
const SELL = [sell(15_000, 0, 7), sell(5_000, 7, 365), sell(0, 365, null)];

describe('sell shares (issue 12 §3: available = confirmed − frozen by pending sells; minimum holding)', () => {
  const position = { shares: '1000.00', frozenShares: '300.00', pendingPurchase: false };
  it('takes shares up to what is available, or everything with all', () => {
    expect(checkSellShares({ shares: '700' }, position)).toEqual({
      ok: true,
      shares: '700.00',
      remaining: '0.00',
    });
    expect(checkSellShares({ all: true }, position)).toEqual({
      ok: true,
      shares: '700.00',
      remaining: '0.00',
    });
  });
  it('refuses more than available with the available shares (FD4604), unconfirmed ones with FD4605', () => {
    expect(checkSellShares({ shares: '700.01' }, position)).toEqual({
      ok: false,
      code: ErrorCode.SharesAboveAvailable,
      params: { available: '700.00' },
    });
    expect(
      checkSellShares({ shares: '10' }, { shares: '0.00', frozenShares: '0', pendingPurchase: true }),
    ).toMatchObject({
      code: ErrorCode.SharesNotConfirmed,
    });
    expect(
      checkSellShares({ shares: '10' }, { shares: '0.00', frozenShares: '0', pendingPurchase: false }),
    ).toMatchObject({
      code: ErrorCode.NoHolding,
    });
  });
  it('refuses 3 decimals, 0 and text (FD4602), a remainder under the minimum holding (FD4606)', () => {
    for (const shares of ['1.234', '0', 'abc', '-1', '']) {
      expect(checkSellShares({ shares }, position)).toMatchObject({ code: ErrorCode.SharesInvalid });
    }
    expect(checkSellShares({ shares: '699.50' }, position)).toEqual({
      ok: false,
      code: ErrorCode.BelowMinimumHolding,
      params: { remaining: '0.50', minimum: '1.00' },
    });
    expect(checkSellShares({ shares: '0.50' }, position)).toMatchObject({
      code: ErrorCode.BelowMinimumRedeem,
    });
  });
});

describe('under-7-days shares (issue 12 §3: lots first in first out after what earlier sells took)', () => {
  const lots = [
    { confirmDay: '2026-01-05', shares: '100.00' },
    { confirmDay: '2026-02-10', shares: '50.00' },
  ];
  it('counts only the part of young lots the sell takes', () => {
    expect(underSevenDaysShares(lots, '0', '100', '2026-02-13')).toBe('0.00');
    expect(underSevenDaysShares(lots, '0', '120', '2026-02-13')).toBe('20.00');
    expect(underSevenDaysShares(lots, '90', '30', '2026-02-13')).toBe('20.00');
    expect(underSevenDaysShares(lots, '0', '120', '2026-02-17')).toBe('0.00');
  });
});

describe('conversion (issue 12 §4: same company, target open; fee = redemption fee + purchase-fee difference)', () => {
  it('refuses the same fund, another company and a closed target', () => {
    const a = { fundId: '000001', company: '华夏', buyable: true };
    expect(conversionRefusal(a, a)).toEqual({ code: ErrorCode.ConvertSameFund });
    expect(conversionRefusal(a, { fundId: '000005', company: '嘉实', buyable: true })).toEqual({
      code: ErrorCode.ConvertOtherCompany,
    });
    expect(conversionRefusal(a, { fundId: '000005', company: '嘉实', buyable: true }, true)).toBeNull();
    expect(conversionRefusal(a, { fundId: '000048', company: '华夏', buyable: false })).toEqual({
      code: ErrorCode.ConvertTargetClosed,
    });
  });
  it('values a conversion to the cent: amount = fee + net; target shares rounded down', () => {
    const money = conversionMoney({
      shares: '1000.00',
      sourceNav: '1.2345',
      targetNav: '1.1000',
      lots: [{ confirmDay: '2026-01-01', shares: '1000.00' }],
      consumed: '0',
      tradeDay: '2026-02-13',
      sellTiers: SELL,
      sourceBuyTiers: [tier(8_000)],
      targetBuyTiers: [tier(15_000)],
    });
    // amount 1234.50; redemption fee 0.5% = 6.17 (6.1725); base 1228.33;
    // target fee 1228.33 − 1228.33/1.015 = 18.15; source fee 1228.33 − 1228.33/1.008 = 9.75; diff 8.40
    expect(money).toMatchObject({
      amount: '1234.50',
      redemptionFee: '6.17',
      purchaseFeeDifference: '8.40',
      fee: '14.57',
      netAmount: '1219.93',
      targetShares: '1109.02',
    });
    expect(new Dec(money.fee).plus(money.netAmount).toFixed(2)).toBe(money.amount);
  });
  it('never charges a negative difference (target cheaper than source)', () => {
    const money = conversionMoney({
      shares: '100',
      sourceNav: '1.0000',
      targetNav: '1.0000',
      lots: [{ confirmDay: '2025-01-01', shares: '100' }],
      consumed: '0',
      tradeDay: '2026-02-13',
      sellTiers: SELL,
      sourceBuyTiers: [tier(15_000)],
      targetBuyTiers: [tier(0)],
    });
    expect(money).toMatchObject({
      redemptionFee: '0.00',
      purchaseFeeDifference: '0.00',
      netAmount: '100.00',
    });
  });
});

describe('super convert purchase leg (issue 12 §4: the redemption proceeds buy the target by 价外法)', () => {
  it('prices the leg and its shares', () => {
    expect(superConvertPurchaseLeg('10000.00', [tier(15_000)], '2.0000')).toEqual({
      amount: '10000.00',
      fee: '147.78',
      netAmount: '9852.22',
      feeRateE6: 15_000,
      shares: '4926.11',
    });
    expect(superConvertPurchaseLeg('0', [tier(15_000)], '2.0000')).toBeNull();
  });
});

describe('smart split (issue 12 §5: greedy under single and daily caps, exact to the cent)', () => {
  const funds = [
    { fundId: 'A', minLimit: '1', maxLimit: '5000000.00', lessDailyValue: '12000000.00' },
    { fundId: 'B', minLimit: '1', maxLimit: '999999999.00', lessDailyValue: '7000000.01' },
    { fundId: 'C', minLimit: '100', maxLimit: '30000000', lessDailyValue: '999999999.00' },
  ];
  it('splits 50,000,000.01 respecting every cap and adds up to the cent', () => {
    const plan = planSmartSplit('50000000.01', funds);
    expect(plan.parts).toEqual([
      { fundId: 'A', amount: '5000000.00' },
      { fundId: 'A', amount: '5000000.00' },
      { fundId: 'A', amount: '2000000.00' },
      { fundId: 'B', amount: '7000000.01' },
      { fundId: 'C', amount: '30000000.00' },
      { fundId: 'C', amount: '1000000.00' },
    ]);
    expect(plan).toMatchObject({ allocated: '50000000.01', unallocated: '0.00' });
  });
  it('leaves what no fund can take unallocated, and never makes a part under a minimum', () => {
    const plan = planSmartSplit('100.50', [
      { fundId: 'A', minLimit: '1', maxLimit: '100', lessDailyValue: '100' },
      { fundId: 'B', minLimit: '1', maxLimit: '100', lessDailyValue: '0.25' },
    ]);
    expect(plan).toEqual({
      parts: [{ fundId: 'A', amount: '100.00' }],
      allocated: '100.00',
      unallocated: '0.50',
    });
  });
  it('reads only plain amounts with at most 2 decimals', () => {
    expect(splitAmountOf('50000000')).toBe('50000000.00');
    for (const text of ['1.001', '0', '-5', '1e9', '']) expect(splitAmountOf(text)).toBeNull();
  });
});

describe('suitability, shown trade day, dividend method, large redemption (spec 02 §5, §1, §9)', () => {
  const base = {
    userLevel: 'zxfxdj_3' as const,
    expireDate: '2026-06-30',
    today: '2026-02-13',
    riskConfirmed: false,
  };
  it('refuses no assessment, an expired one, and an unacknowledged mismatch', () => {
    expect(suitabilityRefusal({ ...base, userLevel: null, fundLevel: 'zxfxdj_1' })).toEqual({
      code: ErrorCode.RiskMissing,
    });
    expect(suitabilityRefusal({ ...base, today: '2026-07-01', fundLevel: 'zxfxdj_1' })).toEqual({
      code: ErrorCode.RiskExpired,
    });
    expect(suitabilityRefusal({ ...base, fundLevel: 'zxfxdj_4' })).toEqual({ code: ErrorCode.RiskMismatch });
    expect(suitabilityRefusal({ ...base, fundLevel: 'zxfxdj_4', riskConfirmed: true })).toBeNull();
    expect(suitabilityRefusal({ ...base, fundLevel: 'zxfxdj_3' })).toBeNull();
  });
  it('refuses a submit whose shown trade day is not the actual one (FD4615 with the new days)', () => {
    const actual = { tradeDay: '2026-02-24', confirmDay: '2026-02-25' };
    expect(tradeDayRefusal('2026-02-13', actual)).toEqual({
      code: ErrorCode.TradeDayChanged,
      params: actual,
    });
    expect(tradeDayRefusal('2026-02-24', actual)).toBeNull();
    expect(tradeDayRefusal(undefined, actual)).toBeNull();
  });
  it('dividend method: not held FD4633, unchanged FD4630', () => {
    expect(melonRefusal(null, '0')).toEqual({ code: ErrorCode.NotHolding });
    expect(melonRefusal('0', '0')).toEqual({ code: ErrorCode.MelonUnchanged });
    expect(melonRefusal('1', '0')).toBeNull();
  });
  it('large redemption at 10% of the fund size', () => {
    expect(isLargeRedemption('10000000.00', '100000000.00')).toBe(true);
    expect(isLargeRedemption('9999999.99', '100000000.00')).toBe(false);
    expect(isLargeRedemption('1', null)).toBe(false);
  });
});
