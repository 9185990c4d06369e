import { describe, expect, it } from 'vitest';
import {
  quarterEndDate,
  quarterlyReturns,
  quarterOf,
  shiftQuarter,
  type NavObservation,
} from './fundMetrics.js';

const nav = (pairs: readonly (readonly [string, string])[]): NavObservation[] =>
  pairs.map(([date, value]) => ({ date, nav: value }));

describe('quarters of 基金比较 quarterly chart (spec 03 §7 fundCompare quarterlyChart; issue 14 §5)', () => {
  it('names, shifts and ends calendar quarters', () => {
    expect(quarterOf('2025-11-21')).toBe('2025Q4');
    expect(quarterOf('2026-01-05')).toBe('2026Q1');
    expect(shiftQuarter('2025Q1', 1)).toBe('2024Q4');
    expect(shiftQuarter('2025Q4', 7)).toBe('2024Q1');
    expect(shiftQuarter('2024Q4', -1)).toBe('2025Q1');
    expect(quarterEndDate('2025Q1')).toBe('2025-03-31');
    expect(quarterEndDate('2025Q2')).toBe('2025-06-30');
    expect(quarterEndDate('2025Q3')).toBe('2025-09-30');
    expect(quarterEndDate('2025Q4')).toBe('2025-12-31');
  });

  it('takes the last NAV on or before each quarter end over the one before (hand computation)', () => {
    // 2025-09-30 1.2000 (Q3 end); 2025-12-31 is a Wednesday: its NAV 1.3200 -> Q4 = 1.32/1.20 - 1 = 10.00 %.
    // 2026Q1 runs to the last NAV 2026-02-13: 1.1880/1.3200 - 1 = -10.00 %.
    const points = nav([
      ['2025-06-30', '1.0000'],
      ['2025-09-30', '1.2000'],
      ['2025-12-31', '1.3200'],
      ['2026-02-13', '1.1880'],
    ]);
    expect(quarterlyReturns(points, '2026Q1', 3)).toEqual([
      { quarter: '2025Q3', rate: '20.00' },
      { quarter: '2025Q4', rate: '10.00' },
      { quarter: '2026Q1', rate: '-10.00' },
    ]);
  });

  it('a quarter ending on a holiday takes the last trading day before it (the exchange calendar)', () => {
    // 2023-09-30 is a Saturday and 2023-09-29 the Mid-Autumn holiday: the Q3 base is 2023-09-28.
    const points = nav([
      ['2023-06-30', '2.0000'],
      ['2023-09-28', '2.5000'],
      ['2023-12-29', '2.0000'],
    ]);
    expect(quarterlyReturns(points, '2023Q4', 2)).toEqual([
      { quarter: '2023Q3', rate: '25.00' },
      { quarter: '2023Q4', rate: '-20.00' },
    ]);
  });

  it('never invents a quarter the NAV does not reach back to', () => {
    const points = nav([
      ['2025-08-01', '1.0000'],
      ['2025-12-31', '1.1000'],
    ]);
    // Q3's base (the NAV on or before 2025-06-30) is missing; Q4's base is the 2025-08-01 NAV (1.10/1.00).
    expect(quarterlyReturns(points, '2025Q4', 2)).toEqual([
      { quarter: '2025Q3', rate: null },
      { quarter: '2025Q4', rate: '10.00' },
    ]);
    expect(quarterlyReturns([], '2025Q4', 1)).toEqual([{ quarter: '2025Q4', rate: null }]);
  });
});
