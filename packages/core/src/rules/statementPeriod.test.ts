import { describe, expect, it } from 'vitest';
import {
  isStatementPeriod,
  periodOfDay,
  periodsBetween,
  previousPeriod,
  statementBounds,
  type StatementCalendar,
} from './statementPeriod.js';

/** Trading days of the exchange around the 2026 Spring Festival (closed 02-16..02-23) and New Year. */
const tradingDays = new Set([
  '2025-12-29',
  '2025-12-30',
  '2025-12-31',
  '2026-01-05',
  '2026-01-30',
  '2026-02-02',
  '2026-02-12',
  '2026-02-13',
  '2026-02-24',
  '2026-02-27',
  '2026-03-02',
]);
const calendar: StatementCalendar = {
  onOrBefore(day) {
    const sorted = [...tradingDays].sort().reverse();
    return sorted.find((d) => d <= day) ?? null;
  },
};

describe('statement period bounds (issue 4 §3; DESIGN §5 Asia/Shanghai, exchange trading days)', () => {
  it.each([
    // period, today, latest NAV day -> start, end, complete, opening valuation day, closing valuation day
    ['2026-01', '2026-02-13', '2026-02-12', '2026-01-01', '2026-01-31', true, '2025-12-31', '2026-01-30'],
    ['2025-12', '2026-02-13', '2026-02-12', '2025-12-01', '2025-12-31', true, null, '2025-12-31'],
    // a running month counts up to today and is valued at the latest published NAV
    ['2026-02', '2026-02-13', '2026-02-12', '2026-02-01', '2026-02-13', false, '2026-01-30', '2026-02-12'],
    // the month's last day is still running
    ['2026-02', '2026-02-28', '2026-02-27', '2026-02-01', '2026-02-28', false, '2026-01-30', '2026-02-27'],
    // the first day of a month: nothing of it published yet, valued at the previous month's last NAV
    ['2026-03', '2026-03-01', '2026-02-27', '2026-03-01', '2026-03-01', false, '2026-02-27', '2026-02-27'],
    // a closed exchange at the month's end (Spring Festival): the last trading day before it
    ['2026-02', '2026-03-02', '2026-02-27', '2026-02-01', '2026-02-28', true, '2026-01-30', '2026-02-27'],
  ] as const)(
    '%s as of %s (NAV to %s): %s..%s complete=%s, valued %s and %s',
    (period, today, latest, start, end, complete, openingDay, closingDay) => {
      const result = statementBounds(period, today, latest, calendar);
      expect(result).toEqual({
        ok: true,
        bounds: {
          period,
          start,
          monthEnd: result.ok ? result.bounds.monthEnd : '',
          end,
          complete,
          openingDay,
          closingDay,
        },
      });
    },
  );

  it.each([
    ['2024-02', '2024-02-29'],
    ['2026-02', '2026-02-28'],
    ['2026-04', '2026-04-30'],
    ['2026-12', '2026-12-31'],
  ])('the month %s ends on %s (leap years included)', (period, monthEnd) => {
    const result = statementBounds(period, '2027-01-15', '2027-01-14', calendar);
    expect(result.ok && result.bounds.monthEnd).toBe(monthEnd);
  });

  it.each([
    ['2026-03', '2026-02-13', 'future'],
    ['2027-01', '2026-12-31', 'future'],
    ['2026-13', '2026-02-13', 'malformed'],
    ['2026-00', '2026-02-13', 'malformed'],
    ['2026-1', '2026-02-13', 'malformed'],
    ['202601', '2026-02-13', 'malformed'],
    ['', '2026-02-13', 'malformed'],
  ] as const)('refuses %s as of %s: %s', (period, today, reason) => {
    expect(statementBounds(period, today, '2026-02-12', calendar)).toEqual({ ok: false, reason });
  });
});

describe('statement period helpers', () => {
  it.each([
    ['2026-01', '2025-12'],
    ['2026-03', '2026-02'],
    ['2026-10', '2026-09'],
  ])('the period before %s is %s', (period, before) => {
    expect(previousPeriod(period)).toBe(before);
  });

  it('lists the periods newest first, both ends included', () => {
    expect(periodsBetween('2025-11', '2026-02')).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(periodsBetween('2026-03', '2026-02')).toEqual([]);
  });

  it.each([
    ['2026-01', true],
    ['2026-12', true],
    ['2026-13', false],
    ['26-01', false],
    ['2026-01-01', false],
  ])('isStatementPeriod(%s) = %s', (text, ok) => {
    expect(isStatementPeriod(text)).toBe(ok);
  });

  it('the period of a day is its month', () => {
    expect(periodOfDay('2026-02-13')).toBe('2026-02');
  });
});
