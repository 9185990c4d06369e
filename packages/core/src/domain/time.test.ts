import { describe, expect, it } from 'vitest';
import {
  chinaDayOf,
  SHANGHAI_TIME_ZONE,
  shanghaiDate,
  shanghaiDateTime,
  shanghaiInstant,
  shanghaiIso,
  shanghaiMinuteOfDay,
  shanghaiMonth,
  shanghaiStamp,
  shanghaiWallClock,
  wireTimeText,
} from './time.js';

/** An instant from its UTC ISO text. */
const utc = (text: string): number => Date.parse(`${text}Z`);

describe('Asia/Shanghai calendar day of an instant (DESIGN §5; spec 03 §5 YYYY-MM-DD)', () => {
  it.each([
    ['15:59:59.999 UTC is 23:59:59.999 Beijing, the same day', '2026-02-12T15:59:59.999', '2026-02-12'],
    ['16:00 UTC is midnight Beijing, the next day', '2026-02-12T16:00:00.000', '2026-02-13'],
    ['00:30 Beijing is the previous day in UTC', '2026-02-23T16:30:00.000', '2026-02-24'],
    ['the epoch is 08:00 on 1970-01-01 in Beijing', '1970-01-01T00:00:00.000', '1970-01-01'],
    ['the last ms of January stays in January', '2026-01-31T15:59:59.999', '2026-01-31'],
    ['midnight Beijing after 31 January is 1 February', '2026-01-31T16:00:00.000', '2026-02-01'],
    ['28 February of a common year is followed by 1 March', '2026-02-28T16:00:00.000', '2026-03-01'],
    ['a leap year has 29 February', '2024-02-28T16:00:00.000', '2024-02-29'],
    ['30 April is followed by 1 May', '2026-04-30T16:00:00.000', '2026-05-01'],
    ['new year comes eight hours before UTC', '2025-12-31T16:00:00.000', '2026-01-01'],
    ['the last ms of the year in Beijing', '2025-12-31T15:59:59.999', '2025-12-31'],
  ])('%s', (_rule, instant, day) => {
    expect(shanghaiDate(utc(instant))).toBe(day);
    expect(chinaDayOf(utc(instant))).toBe(day);
  });
});

describe('Asia/Shanghai month of an instant (issue 4 §3 statement period YYYY-MM)', () => {
  it.each([
    ['the last ms of January', '2026-01-31T15:59:59.999', '2026-01'],
    ['midnight Beijing on 1 February', '2026-01-31T16:00:00.000', '2026-02'],
    ['new year in Beijing while UTC is still in December', '2025-12-31T16:00:00.000', '2026-01'],
    ['the end of a leap February', '2024-02-29T15:59:59.999', '2024-02'],
  ])('%s', (_rule, instant, month) => {
    expect(shanghaiMonth(utc(instant))).toBe(month);
  });
});

describe('Asia/Shanghai date and time YYYY-MM-DD HH:mm:ss (spec 02 §3 apply time; spec 01 §7.2 dStart/dEnd)', () => {
  it.each([
    ['TEST_NOW, 14:00 Beijing', '2026-02-13T06:00:00.000', '2026-02-13 14:00:00'],
    ['seconds are truncated, never rounded up', '2026-02-12T15:59:59.999', '2026-02-12 23:59:59'],
    ['midnight is 00:00:00, never 24:00:00', '2026-02-12T16:00:00.000', '2026-02-13 00:00:00'],
    ['the 15:00 cut-off', '2026-02-13T07:00:00.000', '2026-02-13 15:00:00'],
    ['the end of a month', '2026-03-31T15:59:59.000', '2026-03-31 23:59:59'],
  ])('%s', (_rule, instant, text) => {
    expect(shanghaiDateTime(utc(instant))).toBe(text);
  });
});

describe('minutes after midnight Beijing time (spec 01 §9 hotline 09:00-18:00)', () => {
  it.each([
    ['midnight', '2026-02-12T16:00:00.000', 0],
    ['09:00 opens', '2026-02-13T01:00:00.000', 540],
    ['17:59:59.999 is minute 1079', '2026-02-13T09:59:59.999', 1079],
    ['18:00 closes', '2026-02-13T10:00:00.000', 1080],
    ['23:59:59.999 is the last minute', '2026-02-12T15:59:59.999', 1439],
  ])('%s', (_rule, instant, minute) => {
    expect(shanghaiMinuteOfDay(utc(instant))).toBe(minute);
  });
});

describe('wall clock, stamp and ISO text of an instant (DESIGN §5)', () => {
  const at = utc('2026-02-13T06:07:08.009');

  it('reads every field of the Beijing wall clock', () => {
    expect(shanghaiWallClock(at)).toEqual({
      year: 2026,
      month: 2,
      day: 13,
      hour: 14,
      minute: 7,
      second: 8,
      millisecond: 9,
    });
  });

  it('writes YYYYMMDDHHmmss for file names and serial numbers (spec 02 §4)', () => {
    expect(shanghaiStamp(at)).toBe('20260213140708');
    expect(shanghaiStamp(utc('2026-02-12T16:00:00.000'))).toBe('20260213000000');
  });

  it('writes ISO 8601 with the +08:00 offset, to the ms or to the second', () => {
    expect(shanghaiIso(at)).toBe('2026-02-13T14:07:08.009+08:00');
    expect(shanghaiIso(at, 'second')).toBe('2026-02-13T14:07:08+08:00');
    expect(shanghaiIso(utc('2026-02-12T16:00:00.000'))).toBe('2026-02-13T00:00:00.000+08:00');
  });

  it.each([
    0,
    utc('2021-01-01T00:00:00.000'),
    utc('2026-02-12T15:59:59.999'),
    utc('2026-12-31T23:59:59.999'),
  ])('the ISO text reads back as the same instant (%i)', (ms) => {
    expect(Date.parse(shanghaiIso(ms))).toBe(ms);
    expect(Date.parse(shanghaiIso(ms, 'second'))).toBe(ms - (ms % 1000));
  });

  it('refuses an instant that is not a time, as Date does', () => {
    expect(() => shanghaiDate(Number.NaN)).toThrow(RangeError);
  });

  it('names the IANA zone', () => {
    expect(SHANGHAI_TIME_ZONE).toBe('Asia/Shanghai');
  });
});

describe('instant of a Beijing wall-clock text (DESIGN §5; spec 01 §2.3 maintenance bounds)', () => {
  it.each([
    ['a day alone is its midnight', '2026-02-13', '2026-02-12T16:00:00.000'],
    ['the 15:00 cut-off of a trade day', '2026-02-13 15:00', '2026-02-13T07:00:00.000'],
    ['T between date and time', '2026-02-13T15:00', '2026-02-13T07:00:00.000'],
    ['with seconds', '2026-02-13 23:59:59', '2026-02-13T15:59:59.000'],
    ['with milliseconds', '2026-02-13 23:59:59.999', '2026-02-13T15:59:59.999'],
    ['a leap day', '2024-02-29 08:00', '2024-02-29T00:00:00.000'],
    ['new year in Beijing is still December in UTC', '2026-01-01 00:00:00', '2025-12-31T16:00:00.000'],
  ])('%s', (_rule, text, instant) => {
    expect(shanghaiInstant(text)).toBe(utc(instant));
  });

  it.each([
    ['30 February does not exist', '2026-02-30 10:00'],
    ['29 February of a common year does not exist', '2026-02-29'],
    ['month 13', '2026-13-01'],
    ['hour 24', '2026-02-13 24:00'],
    ['minute 60', '2026-02-13 10:60'],
    ['a text with its own zone is not a wall-clock text', '2026-02-13T10:00:00+08:00'],
    ['slashes', '2026/02/13'],
    ['empty', ''],
  ])('NaN: %s', (_rule, text) => {
    expect(shanghaiInstant(text)).toBeNaN();
  });

  it.each([
    0,
    utc('2026-02-12T15:59:59.000'),
    utc('2026-02-12T16:00:00.000'),
    utc('2024-02-29T03:04:05.000'),
  ])('wall clock and instant are inverse (%i)', (ms) => {
    expect(shanghaiInstant(shanghaiDateTime(ms))).toBe(ms);
  });
});

describe('a wire time as read, YYYY-MM-DD HH:mm:ss as written (spec 02 §3 apply time; DESIGN §5)', () => {
  it.each([
    ['2026-02-13T14:00:00.000+08:00', '2026-02-13 14:00:00'],
    ['2026-02-13T14:00:00+08:00', '2026-02-13 14:00:00'],
    ['2026-02-13 09:05:07', '2026-02-13 09:05:07'],
    ['2026-02-13T14:00+08:00', '2026-02-13 14:00'],
    ['2026-02-13', '2026-02-13'],
    ['soon', 'soon'],
  ])('%s reads %s', (iso, text) => {
    expect(wireTimeText(iso)).toBe(text);
  });

  it("is the wall clock shanghaiIso wrote, whatever the reader's zone", () => {
    const ms = Date.UTC(2026, 1, 13, 15, 59, 59, 999);
    expect(wireTimeText(shanghaiIso(ms))).toBe(shanghaiDateTime(ms));
  });
});
