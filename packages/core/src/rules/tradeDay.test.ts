import { describe, expect, it } from 'vitest';
import { shanghaiDate } from '../domain/time.js';
import { addMonths, confirmDayOf, CUT_OFF_HOUR, cutOffOf, sharesOf, TradingCalendar } from './tradeDay.js';

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

describe('confirm day T+1 is the next trading day (DESIGN §5)', () => {
  it.each([
    ['2026-02-12', '2026-02-13'],
    ['2026-02-13', '2026-02-24'], // across the Spring Festival
    ['2026-02-27', '2026-03-02'], // across the weekend and the make-up Saturday
  ])('T %s -> T+1 %s', (tradeDay, confirmDay) => {
    expect(confirmDayOf(calendar, tradeDay)).toBe(confirmDay);
  });

  it('an order at 15:00 on Friday before the holiday is confirmed after it (DESIGN §5 cut-off)', () => {
    const tradeDay = calendar.tradeDayOf(at('2026-02-13T15:00:00'));
    expect(tradeDay).toBe('2026-02-24');
    expect(confirmDayOf(calendar, tradeDay)).toBe('2026-02-25');
  });
});

describe('cut-off instant of a trade day: 15:00 Asia/Shanghai (DESIGN §5, spec 02 §7 cancel)', () => {
  it('is 07:00 UTC of the trade day', () => {
    expect(new Date(cutOffOf('2026-02-13')).toISOString()).toBe('2026-02-13T07:00:00.000Z');
    expect(cutOffOf('2026-02-13')).toBe(at('2026-02-13T15:00:00'));
  });
});

describe('shares = net / NAV rounded down to 2 decimals (DESIGN §5, spec 02 §5 价外法)', () => {
  it.each([
    ['1000.00', '1.0000', '1000.00'],
    ['985.22', '1.2345', '798.07'], // 798.0729… down
    ['10000.00', '3.0000', '3333.33'], // 3333.333… down, never up
    ['0.01', '2.0000', '0.00'],
  ])('net %s at NAV %s -> %s 份', (net, nav, shares) => {
    expect(sharesOf(net, nav)).toBe(shares);
  });
});
