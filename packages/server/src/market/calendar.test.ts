import { describe, expect, it } from 'vitest';
import { addMonths, CUT_OFF_HOUR, shanghaiDate, TradingCalendar } from './calendar.js';

// A slice of the real 2026 calendar: Spring Festival closes 2026-02-16..2026-02-23, and the weekend
// make-up working day Saturday 2026-02-28 is not a trading day (data README).
const calendar = new TradingCalendar([
  '2026-02-10',
  '2026-02-11',
  '2026-02-12',
  '2026-02-13',
  '2026-02-24',
  '2026-02-25',
  '2026-02-26',
  '2026-02-27',
  '2026-03-02',
  '2026-03-03',
]);
const at = (shanghai: string): number => Date.parse(`${shanghai}+08:00`);

describe('trading calendar (DESIGN §5: a trade day is an exchange trading day)', () => {
  it('knows trading days and holidays', () => {
    expect(calendar.isTradingDay('2026-02-13')).toBe(true);
    expect(calendar.isTradingDay('2026-02-16')).toBe(false); // Spring Festival
    expect(calendar.isTradingDay('2026-02-28')).toBe(false); // make-up Saturday
  });

  it('finds the next and previous trading day across a holiday', () => {
    expect(calendar.nextTradingDay('2026-02-13')).toBe('2026-02-24');
    expect(calendar.previousTradingDay('2026-02-24')).toBe('2026-02-13');
    expect(calendar.previousTradingDay('2026-02-10')).toBeNull();
    expect(calendar.onOrAfter('2026-02-18')).toBe('2026-02-24');
    expect(calendar.onOrBefore('2026-02-18')).toBe('2026-02-13');
  });

  it('lists the trading days of a range, both ends inclusive', () => {
    expect(calendar.between('2026-02-12', '2026-02-25')).toEqual([
      '2026-02-12',
      '2026-02-13',
      '2026-02-24',
      '2026-02-25',
    ]);
  });

  it('counts weekdays as trading days after the data ends', () => {
    expect(calendar.isTradingDay('2026-03-04')).toBe(true);
    expect(calendar.isTradingDay('2026-03-07')).toBe(false);
    expect(calendar.nextTradingDay('2026-03-06')).toBe('2026-03-09');
    expect(calendar.between('2026-03-03', '2026-03-09')).toEqual([
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-09',
    ]);
    expect(calendar.previousTradingDay('2026-03-09')).toBe('2026-03-06');
    expect(calendar.previousTradingDay('2026-03-04')).toBe('2026-03-03');
  });
});

describe(`trade day of an order: the ${CUT_OFF_HOUR}:00 Asia/Shanghai cut-off (DESIGN §5)`, () => {
  it('before 15:00 on a trading day: that day', () => {
    expect(calendar.tradeDayOf(at('2026-02-13T14:59:59'))).toBe('2026-02-13');
  });
  it('at or after 15:00: the next trading day', () => {
    expect(calendar.tradeDayOf(at('2026-02-13T15:00:00'))).toBe('2026-02-24');
  });
  it('on a non-trading day: the next trading day', () => {
    expect(calendar.tradeDayOf(at('2026-02-28T10:00:00'))).toBe('2026-03-02');
  });
  it('uses the Shanghai date, not UTC (00:30 Shanghai is the previous day in UTC)', () => {
    expect(shanghaiDate(at('2026-02-24T00:30:00'))).toBe('2026-02-24');
    expect(calendar.tradeDayOf(at('2026-02-24T00:30:00'))).toBe('2026-02-24');
  });
});

describe('calendar months', () => {
  it('clamps to the month end', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -3)).toBe('2025-10-15');
  });
});
