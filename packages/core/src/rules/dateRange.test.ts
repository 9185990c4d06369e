import { describe, expect, it } from 'vitest';
import { checkDateRange, shortcutRange } from './dateRange.js';

describe('date range shortcuts (spec 01 §5)', () => {
  const today = '2026-03-31';
  it.each([
    { key: 'week', start: '2026-03-24' },
    { key: 'month1', start: '2026-02-28' },
    { key: 'month3', start: '2025-12-31' },
    { key: 'month6', start: '2025-09-30' },
    { key: 'year1', start: '2025-03-31' },
  ] as const)('$key starts $start and ends today', ({ key, start }) => {
    expect(shortcutRange(key, today)).toEqual({ startDate: start, endDate: '2026-03-31' });
  });

  it.each([
    { key: 'week', today: '2026-01-03', start: '2025-12-27' },
    { key: 'month1', today: '2024-03-31', start: '2024-02-29' },
    { key: 'month3', today: '2026-05-31', start: '2026-02-28' },
    { key: 'year1', today: '2024-02-29', start: '2023-02-28' },
    { key: 'month6', today: '2026-08-15', start: '2026-02-15' },
  ] as const)(
    '$key from $today starts $start (across a year, leap days, short months)',
    ({ key, today: day, start }) => {
      expect(shortcutRange(key, day)).toEqual({ startDate: start, endDate: day });
    },
  );
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
