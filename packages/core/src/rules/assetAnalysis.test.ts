import { describe, expect, it } from 'vitest';
import { allocationBy, monthlyReturns, shiftMonth } from './assetAnalysis.js';

describe('allocationBy (issue 14 §5 analysis: allocation by type, risk, company)', () => {
  it('sums by key, shares in percent to 2 decimals, largest first, zero values left out', () => {
    const slices = allocationBy([
      { key: 'bond', label: '债券型', marketValue: '100.00' },
      { key: 'stock', label: '股票型', marketValue: '150.00' },
      { key: 'bond', label: '债券型', marketValue: '50.00' },
      { key: 'money', label: '货币型', marketValue: '0.00' },
      { key: 'mixed', label: '混合型', marketValue: '0.01' },
    ]);
    // total 300.01: 150/300.01 = 49.998…% -> 50.00; 0.01/300.01 = 0.0033…% -> 0.00
    expect(slices).toEqual([
      { key: 'bond', label: '债券型', marketValue: '150.00', percent: '50.00' },
      { key: 'stock', label: '股票型', marketValue: '150.00', percent: '50.00' },
      { key: 'mixed', label: '混合型', marketValue: '0.01', percent: '0.00' },
    ]);
  });

  it('answers nothing when nothing is held', () => {
    expect(allocationBy([{ key: 'x', label: 'x', marketValue: '0' }])).toEqual([]);
  });
});

describe('monthlyReturns (issue 14 §5 analysis: monthly returns of the holdings from the real NAV)', () => {
  it('month-end NAV over the previous month-end, weighted by market value; a fund without both ends is left out', () => {
    const a = {
      marketValue: '300',
      points: [
        { date: '2025-12-30', nav: '1.0000' },
        { date: '2026-01-15', nav: '1.2000' },
        { date: '2026-01-30', nav: '1.1000' },
        { date: '2026-02-13', nav: '1.2100' },
      ],
    };
    const b = {
      marketValue: '100',
      points: [
        { date: '2026-01-30', nav: '2.0000' },
        { date: '2026-02-13', nav: '1.8000' },
      ],
    };
    const months = monthlyReturns([a, b], '2026-02', 3);
    expect(months.map((m) => m.month)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(months[0]).toEqual({ month: '2025-12', rate: null, funds: 0 });
    // January: only a (1.1 / 1.0 − 1 = 10 %).
    expect(months[1]).toEqual({ month: '2026-01', rate: '10.00', funds: 1 });
    // February: a 1.21/1.1 − 1 = 10 %, b 1.8/2 − 1 = −10 %; (300 × 10 − 100 × 10) / 400 = 5 %.
    expect(months[2]).toEqual({ month: '2026-02', rate: '5.00', funds: 2 });
  });

  it('shiftMonth crosses years both ways', () => {
    expect(shiftMonth('2026-01', 1)).toBe('2025-12');
    expect(shiftMonth('2025-12', -1)).toBe('2026-01');
    expect(shiftMonth('2026-02', 12)).toBe('2025-02');
  });
});
