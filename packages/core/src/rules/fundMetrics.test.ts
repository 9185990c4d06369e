import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import type { FeeRateEntry } from '../domain/fund.js';
import {
  compareCountDecision,
  compareSinceLabel,
  periodStart,
  holdingCost,
  normalisedCurve,
  periodReturnPercent,
  periodWindow,
  riskMetrics,
  type NavObservation,
} from './fundMetrics.js';
import type { SellTier } from './redemptionFee.js';
import { TradingCalendar } from './tradeDay.js';

const nav = (pairs: readonly (readonly [string, string])[]): NavObservation[] =>
  pairs.map(([date, value]) => ({ date, nav: value }));

// A week with a holiday: Mon 2026-01-05 .. Fri 2026-01-09, Wed 2026-01-07 is not a trading day.
const calendar = new TradingCalendar(['2026-01-05', '2026-01-06', '2026-01-08', '2026-01-09', '2026-01-12']);

describe('fund comparison count (issue 14 §5, "Bad input": 0, 1 or 7 funds)', () => {
  it('takes 2 to 6 funds and refuses the rest with FD3010', () => {
    for (const n of [2, 3, 6]) expect(compareCountDecision(n)).toEqual({ ok: true });
    for (const n of [0, 1, 7]) {
      expect(compareCountDecision(n)).toEqual({
        ok: false,
        code: ErrorCode.CompareFundCount,
        params: { min: 2, max: 6 },
      });
    }
  });
});

describe('period returns (issue 14 §5; the base is the last NAV on or before the period start, spec 03 §7)', () => {
  const points = nav([
    ['2025-02-10', '1.0000'],
    ['2025-02-13', '1.2500'],
    ['2025-12-31', '1.5000'],
    ['2026-01-13', '1.6500'],
    ['2026-02-13', '1.8000'],
  ]);

  it('the since column is labelled by what the data covers, never 成立以来 (issue 17 §3)', () => {
    expect(compareSinceLabel('2021-01-04')).toEqual({
      code: 'honest.period.sinceYear',
      params: { year: '2021' },
    });
    expect(compareSinceLabel('2023-06-12')).toEqual({
      code: 'fundTools.period.sinceDate',
      params: { date: '2023-06-12' },
    });
  });

  it('period starts: calendar months back, ytd the previous year end, since the first point', () => {
    expect(periodStart('2026-02-13', '1y')).toBe('2025-02-13');
    expect(periodStart('2026-03-31', '1m')).toBe('2026-02-28');
    expect(periodStart('2026-02-13', 'ytd')).toBe('2025-12-31');
    expect(periodStart('2026-02-13', 'since')).toBeNull();
  });

  it('近1年 = 1.8 / 1.25 − 1 = 44.00 %; 今年以来 = 1.8 / 1.5 − 1 = 20.00 %; 近1月 = 1.8 / 1.65 − 1 = 9.09 %; since 80.00 %', () => {
    expect(periodReturnPercent(points, '2026-02-13', '1y')).toBe('44.00');
    expect(periodReturnPercent(points, '2026-02-13', 'ytd')).toBe('20.00');
    expect(periodReturnPercent(points, '2026-02-13', '1m')).toBe('9.09');
    expect(periodReturnPercent(points, '2026-02-13', 'since')).toBe('80.00');
  });

  it('a series that does not reach back to the start gives null, not a shorter return', () => {
    expect(periodReturnPercent(points.slice(1), '2026-02-13', '1y')).toBe('44.00');
    expect(periodReturnPercent(points.slice(2), '2026-02-13', '1y')).toBeNull();
    expect(periodWindow([], '2026-02-13', 'since')).toBeNull();
  });

  it('the curve is normalised to 0 % at the base and in percent of the base NAV', () => {
    expect(normalisedCurve(points, '2025-12-31', '2026-02-13')).toEqual([
      { date: '2025-12-31', value: '0.00' },
      { date: '2026-01-13', value: '10.00' },
      { date: '2026-02-13', value: '20.00' },
    ]);
    expect(normalisedCurve(points, '2025-01-01', '2026-02-13')).toEqual([]);
  });
});

describe('risk metrics on the exchange calendar (issue 14 §5: a holiday gap is not a missing day)', () => {
  it('hand computation: returns +10 %, −20 %, +25 %, volatility, drawdown 20 %, Sharpe', () => {
    // 01-05 1.00, 01-06 1.10, (01-07 holiday), 01-08 0.88, 01-09 1.10: three daily returns, none missing.
    const window = nav([
      ['2026-01-05', '1.0000'],
      ['2026-01-06', '1.1000'],
      ['2026-01-08', '0.8800'],
      ['2026-01-09', '1.1000'],
    ]);
    const m = riskMetrics(window, calendar, '1.50')!;
    expect(m.dailyReturns).toBe(3);
    expect(m.missingDays).toBe(0);
    expect(m.tradingDays).toBe(3);
    expect(m.totalReturn).toBe('10.00');
    // mean 0.05; deviations 0.05, −0.25, 0.20; sum of squares 0.105; / 2 = 0.0525; sd 0.229129;
    // × √252 (15.874508) = 3.637307 -> 363.73 %.
    expect(m.volatility).toBe('363.73');
    // peak 1.10 on 01-06, trough 0.88 on 01-08: 1 − 0.88 / 1.10 = 20 %.
    expect(m.maxDrawdown).toBe('20.00');
    expect([m.drawdownPeak, m.drawdownTrough]).toEqual(['2026-01-06', '2026-01-08']);
    // annualised: 1.1^(252/3) − 1 = 1.1^84 − 1 = 2971.1 (297,110 %... as text)
    const annual = Math.pow(1.1, 84) - 1;
    expect(Number(m.annualisedReturn)).toBeCloseTo(annual * 100, 0);
    const sharpe = (annual - 0.015) / 3.637307;
    expect(Number(m.sharpe)).toBeCloseTo(sharpe, 1);
  });

  it('a trading day without NAV is missing: the return across it is left out and counted', () => {
    // 01-06 has no NAV: 01-05 -> 01-08 spans two trading days (01-06, 01-08).
    const m = riskMetrics(
      nav([
        ['2026-01-05', '1.0000'],
        ['2026-01-08', '1.0200'],
        ['2026-01-09', '1.0404'],
        ['2026-01-12', '1.0612'],
      ]),
      calendar,
    )!;
    expect(m.missingDays).toBe(1);
    expect(m.dailyReturns).toBe(2);
    expect(m.tradingDays).toBe(4);
  });

  it('a NAV on an exchange holiday is left out; two equal returns have zero volatility and no Sharpe', () => {
    const m = riskMetrics(
      nav([
        ['2026-01-05', '1.0000'],
        ['2026-01-06', '1.0100'],
        ['2026-01-07', '5.0000'],
        ['2026-01-08', '1.0201'],
      ]),
      calendar,
    )!;
    expect(m.dailyReturns).toBe(2);
    expect(m.volatility).toBe('0.00');
    expect(m.maxDrawdown).toBe('0.00');
    expect(m.drawdownPeak).toBeNull();
    expect(m.sharpe).toBeNull();
  });

  it('fewer than two NAVs on trading days give no metrics', () => {
    expect(riskMetrics(nav([['2026-01-05', '1.0000']]), calendar)).toBeNull();
  });
});

describe('holding cost (issue 14 §5 费率比较; spec 02 §5 fees, DESIGN §5 价外法)', () => {
  const tier = (partial: Partial<FeeRateEntry>): FeeRateEntry => ({
    maxFeeE6: 15_000,
    minFeeE6: 0,
    minDiscountE6: 0,
    enDiscountE4: 1_000,
    feeUnit: 4,
    minLimiteE6: 0,
    maxLimiteE6: -1,
    divIntervalDes: '',
    ...partial,
  });
  const sell = (min: number, max: number | null, rate: number): SellTier => ({
    ...tier({ maxFeeE6: rate, enDiscountE4: 10_000 }),
    minHoldDays: min,
    maxHoldDays: max,
  });
  const fees = {
    buyRate: [tier({})],
    sellTiers: [sell(0, 7, 15_000), sell(7, 365, 5_000), sell(365, 730, 2_500), sell(730, null, 0)],
    manageFeeE6: 12_000,
    custodyFeeE6: 2_000,
  };

  it('100,000 yuan at 1.5 % with 1折: purchase 149.78; 1.4 %/yr; 1 year 0.25 % on the net amount', () => {
    // purchase: 100000 − 100000 / 1.0015 = 149.78; operating: 100000 × 1.4 % = 1400.00;
    // redemption (365 days: 0.25 %): (100000 − 149.78) × 0.0025 = 249.63.
    expect(holdingCost(fees, '100000', 1)).toEqual({
      years: 1,
      purchaseFee: '149.78',
      operatingFee: '1400.00',
      redemptionFee: '249.63',
      total: '1799.41',
    });
    // 3 years: 4200.00 operating, no redemption fee after 730 days.
    expect(holdingCost(fees, '100000', 3).total).toBe('4349.78');
  });

  it('an amount that is not above 0 costs nothing', () => {
    expect(holdingCost(fees, '0', 5).total).toBe('0.00');
  });
});
