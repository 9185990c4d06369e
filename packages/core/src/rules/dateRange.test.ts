import { describe, expect, it } from 'vitest';
import { checkDateRange, shortcutRange } from './dateRange.js';

describe('date range shortcuts (spec 01 §5)', () => {
  const today = new Date(2026, 2, 31); // 2026-03-31
  it.each([
    { key: 'week', start: '2026-03-24' },
    { key: 'month1', start: '2026-02-28' },
    { key: 'month3', start: '2025-12-31' },
    { key: 'month6', start: '2025-09-30' },
    { key: 'year1', start: '2025-03-31' },
  ] as const)('$key starts $start and ends today', ({ key, start }) => {
    expect(shortcutRange(key, today)).toEqual({ startDate: start, endDate: '2026-03-31' });
  });
});

describe('date range validity (spec 01 §5: both set, start not after end)', () => {
  it.each([
    { start: '', end: '', want: null },
    { start: '2026-01-01', end: '2026-01-01', want: null },
    { start: '2026-01-01', end: '2026-02-01', want: null },
    { start: '2026-02-02', end: '2026-02-01', want: 'reversed' },
    { start: '2026-02-02', end: '', want: 'incomplete' },
    { start: '', end: '2026-02-01', want: 'incomplete' },
  ])('$start..$end -> $want', ({ start, end, want }) => {
    expect(checkDateRange(start, end)).toBe(want);
  });
});
