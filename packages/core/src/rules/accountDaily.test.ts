import { describe, expect, it } from 'vitest';
import { accountDailyValues } from './accountDaily.js';

describe('daily account value of 公募资产分析 (spec 03 §7 pc/assetAnalysis/queryAccountDaily)', () => {
  it('values the shares at the last real NAV on or before each trading day (hand computation)', () => {
    const holdings = [
      {
        shares: '1000.00',
        points: [
          { date: '2026-01-05', nav: '1.2345' },
          { date: '2026-01-06', nav: '1.3000' },
        ],
      },
      // Its NAV begins on 2026-01-06 and skips 2026-01-07 (a gap: the 01-06 NAV still counts).
      { shares: '333.33', points: [{ date: '2026-01-06', nav: '3.0000' }] },
    ];
    expect(accountDailyValues(holdings, ['2026-01-05', '2026-01-06', '2026-01-07'])).toEqual([
      { date: '2026-01-05', marketValue: '1234.50', funds: 1 },
      // 1000 × 1.3 + 333.33 × 3 = 1300 + 999.99
      { date: '2026-01-06', marketValue: '2299.99', funds: 2 },
      { date: '2026-01-07', marketValue: '2299.99', funds: 2 },
    ]);
  });

  it('is zero with no holdings', () => {
    expect(accountDailyValues([], ['2026-01-05'])).toEqual([
      { date: '2026-01-05', marketValue: '0.00', funds: 0 },
    ]);
  });
});
