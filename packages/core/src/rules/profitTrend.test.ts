import { describe, expect, it } from 'vitest';
import { profitTrend, profitTrendWindow, untracedHoldings, type TrendNav } from './profitTrend.js';
import { TradingCalendar } from './tradeDay.js';

// January 2026 with a gap: 01-01 (New Year) is a holiday, 01-03/04 a weekend; 2025-12-31 the last day of 2025.
const calendar = new TradingCalendar([
  '2025-11-28',
  '2025-12-01',
  '2025-12-31',
  '2026-01-02',
  '2026-01-05',
  '2026-01-06',
  '2026-01-07',
]);

const nav = (date: string, value: string, simulated = false): TrendNav => ({ date, nav: value, simulated });

describe('收益走势 window on the exchange calendar (spec 03 §7 pa/queryPeriodProfitTrend)', () => {
  it('the base day is the last trading day on or before the period start; ytd the last trading day of last year', () => {
    // 1m before 2026-01-07 is 2025-12-07 (a Sunday, no trading day in this calendar until 12-31): base 12-01.
    expect(profitTrendWindow('1m', '2026-01-07', null, calendar)).toEqual({
      from: '2025-12-01',
      to: '2026-01-07',
      days: ['2025-12-01', '2025-12-31', '2026-01-02', '2026-01-05', '2026-01-06', '2026-01-07'],
    });
    expect(profitTrendWindow('ytd', '2026-01-07', null, calendar)?.from).toBe('2025-12-31');
  });

  it('since the first holding: the trading day before the first trade; none without trades', () => {
    // The first trade on 2026-01-05 (a Monday): the base is the Friday 2026-01-02, not the calendar day 01-04.
    expect(profitTrendWindow('since', '2026-01-07', '2026-01-05', calendar)?.days).toEqual([
      '2026-01-02',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
    ]);
    expect(profitTrendWindow('since', '2026-01-07', null, calendar)).toBeNull();
  });
});

describe('收益走势 value, profit and period return over a series with gaps (spec 03 §7 pa/queryPeriodProfitTrend)', () => {
  const window = profitTrendWindow('since', '2026-01-07', '2026-01-05', calendar)!;

  it('values shares at the last NAV on or before each trading day; profit = value − net invested (hand computation)', () => {
    const result = profitTrend({
      window,
      // 10000 yuan (fee 15) buys 9985 / 1.0000 = 9985 shares on 01-05; 4000 yuan into fund B on 01-06.
      trades: [
        { date: '2026-01-05', fundId: 'A', shares: '9985.00', cash: '10000.00' },
        { date: '2026-01-06', fundId: 'B', shares: '2000.00', cash: '4000.00' },
      ],
      navs: new Map([
        // A has no NAV on 01-07 (its own holiday): the 01-06 NAV carries.
        ['A', [nav('2026-01-05', '1.0000'), nav('2026-01-06', '1.1000')]],
        ['B', [nav('2026-01-06', '2.0000'), nav('2026-01-07', '1.9000', true)]],
      ]),
      benchmark: [
        { date: '2026-01-02', nav: '4000.00' },
        { date: '2026-01-05', nav: '4100.00' },
        // No close on 01-06: the 01-05 close carries.
        { date: '2026-01-07', nav: '3900.00' },
      ],
    });
    expect(result.held).toBe(true);
    expect(
      result.days.map((d) => [d.date, d.marketValue, d.netInvested, d.profit, d.funds, d.simulated]),
    ).toEqual([
      ['2026-01-02', '0.00', '0.00', '0.00', 0, false],
      ['2026-01-05', '9985.00', '10000.00', '-15.00', 1, false],
      // 9985 × 1.1 = 10983.50; + 2000 × 2 = 4000
      ['2026-01-06', '14983.50', '14000.00', '983.50', 2, false],
      // 10983.50 + 2000 × 1.9 = 3800 (B's NAV of the model: 模拟)
      ['2026-01-07', '14783.50', '14000.00', '783.50', 2, true],
    ]);
    // Time-weighted: 01-05 −15 / 10000 = −0.15 %; 01-06 (14983.50 − 9985 − 4000) / (9985 + 4000) = 998.5 / 13985;
    // 01-07 −200 / 14983.50. Chained: 0.9985 × 1.0713979… × 0.9866520… − 1 = 5.5502… %.
    const growth = 0.9985 * (1 + 998.5 / 13985) * (1 - 200 / 14983.5);
    expect(result.days.map((d) => d.returnPercent)).toEqual([
      '0.00',
      '-0.15',
      ((0.9985 * (1 + 998.5 / 13985) - 1) * 100).toFixed(2),
      ((growth - 1) * 100).toFixed(2),
    ]);
    expect(result.days.map((d) => d.benchmarkPercent)).toEqual(['0.00', '2.50', '2.50', '-2.50']);
    expect(result.summary).toEqual({
      startValue: '0.00',
      endValue: '14783.50',
      netInflow: '14000.00',
      periodProfit: '783.50',
      cumulativeProfit: '783.50',
      periodReturn: ((growth - 1) * 100).toFixed(2),
      benchmarkReturn: '-2.50',
    });
  });

  it('money paid in or out is not a return: a redemption leaves at the close, its proceeds lower net invested', () => {
    const result = profitTrend({
      window,
      trades: [
        { date: '2025-12-01', fundId: 'A', shares: '1000.00', cash: '1000.00' },
        // Everything redeemed on 01-06 at 1.1000: 1100 less a 5.50 fee.
        { date: '2026-01-06', fundId: 'A', shares: '-1000.00', cash: '-1094.50' },
      ],
      navs: new Map([
        ['A', [nav('2025-12-01', '1.0000'), nav('2026-01-05', '1.0000'), nav('2026-01-06', '1.1000')]],
      ]),
      benchmark: [],
    });
    // The window of the trades' own `since` would start in 2025; this one starts on 01-02 with 1000 held.
    expect(result.days.map((d) => [d.marketValue, d.netInvested, d.profit, d.periodProfit])).toEqual([
      ['1000.00', '1000.00', '0.00', '0.00'],
      ['1000.00', '1000.00', '0.00', '0.00'],
      ['0.00', '-94.50', '94.50', '94.50'],
      ['0.00', '-94.50', '94.50', '94.50'],
    ]);
    // 01-06: (0 − 1000 + 1094.50) / 1000 = 9.45 %; 01-07 nothing at work: 0 % that day.
    expect(result.days.map((d) => d.returnPercent)).toEqual(['0.00', '0.00', '9.45', '9.45']);
    expect(result.summary).toMatchObject({
      startValue: '1000.00',
      netInflow: '-1094.50',
      periodProfit: '94.50',
      periodReturn: '9.45',
      benchmarkReturn: null,
    });
    expect(result.days.every((d) => d.benchmarkPercent === null)).toBe(true);
  });

  it('the benchmark is null before its data begins and after it ends (never carried past the data)', () => {
    const result = profitTrend({
      window,
      trades: [],
      navs: new Map(),
      benchmark: [
        { date: '2026-01-02', nav: '100' },
        { date: '2026-01-05', nav: '110' },
      ],
    });
    expect(result.days.map((d) => d.benchmarkPercent)).toEqual(['0.00', '10.00', null, null]);
    expect(result.held).toBe(false);
    expect(result.summary.periodReturn).toBeNull();
    expect(result.summary.benchmarkReturn).toBeNull();
  });

  it('rounds each holding to the cent (half-up) before summing, as the asset pages value holdings', () => {
    const result = profitTrend({
      window: { from: '2026-01-05', to: '2026-01-05', days: ['2026-01-05'] },
      trades: [
        { date: '2026-01-05', fundId: 'A', shares: '0.01', cash: '0.00' },
        { date: '2026-01-05', fundId: 'B', shares: '0.01', cash: '0.00' },
      ],
      navs: new Map([
        ['A', [nav('2026-01-05', '1.5000')]],
        ['B', [nav('2026-01-05', '1.5000')]],
      ]),
      benchmark: [],
    });
    // 0.015 → 0.02 twice = 0.04 (rounding the sum 0.03 would differ).
    expect(result.days[0]!.marketValue).toBe('0.04');
  });
});

describe('holdings the trades do not explain (收益走势 untraced holdings)', () => {
  it('names the funds whose shares on file differ from their confirmed trades', () => {
    const trades = [
      { date: '2026-01-05', fundId: 'A', shares: '100.00', cash: '100.00' },
      { date: '2026-01-06', fundId: 'A', shares: '-40.00', cash: '-40.00' },
    ];
    expect(
      untracedHoldings(
        [
          { fundId: 'A', shares: '60.00' },
          { fundId: 'C', shares: '5.00' },
        ],
        trades,
      ),
    ).toEqual(['C']);
    expect(untracedHoldings([{ fundId: 'A', shares: '61.00' }], trades)).toEqual(['A']);
  });
});
