/**
 * Time in FundDesk is Asia/Shanghai (DESIGN §5): trade days, the 15:00 cut-off, statement months, the
 * hotline's hours, maintenance windows and every time the clients show. This module is the one place that
 * turns an instant into Shanghai wall-clock time and back; nothing else adds or subtracts eight hours.
 *
 * - instant -> wall clock: the platform's time-zone data (`Intl.DateTimeFormat` with
 *   `timeZone: 'Asia/Shanghai'`), one formatter built once and shared;
 * - wall clock -> instant: an ISO 8601 text with the explicit `+08:00` offset, read by `Date.parse`.
 *
 * Instants are milliseconds since the epoch (1970-01-01T00:00:00Z), as `Date.now()` and the server's
 * clock give them. Asia/Shanghai has been UTC+8 without daylight saving since 1991 (IANA tz), so every
 * instant the product meets has the offset `+08:00`; wall-clock texts before that are read as UTC+8 too.
 *
 * @see DESIGN §5 (time is Asia/Shanghai); spec 01 §9 (dates stored per day, hotline 09:00-18:00);
 *   spec 02 §3 (apply time `YYYY-MM-DD HH:mm:ss`); spec 03 §5 (dates `YYYY-MM-DD`)
 */

/** The IANA time zone of every FundDesk date and time (DESIGN §5). */
export const SHANGHAI_TIME_ZONE = 'Asia/Shanghai';

/** The UTC offset of Asia/Shanghai as ISO 8601 writes it (UTC+8 all year, no daylight saving). */
export const SHANGHAI_UTC_OFFSET = '+08:00';

/** The wall-clock reading of an instant in Asia/Shanghai. */
export interface ShanghaiWallClock {
  /** Four-digit year. */
  year: number;
  /** 1..12. */
  month: number;
  /** 1..31. */
  day: number;
  /** 0..23. */
  hour: number;
  /** 0..59. */
  minute: number;
  /** 0..59. */
  second: number;
  /** 0..999. */
  millisecond: number;
}

let wallClockFormat: Intl.DateTimeFormat | undefined;

/**
 * The shared formatter: built on first use and kept, because building one costs far more than using it
 * (the server's calendar asks once per order). `en-US` with `h23` gives plain ASCII digits and 0..23 hours.
 */
function formatter(): Intl.DateTimeFormat {
  wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHANGHAI_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hourCycle: 'h23',
  });
  return wallClockFormat;
}

/** The wall-clock field each part of the formatter's output fills; literals and the rest fill none. */
const FIELD_OF_PART: Partial<Record<Intl.DateTimeFormatPartTypes, keyof ShanghaiWallClock>> = {
  year: 'year',
  month: 'month',
  day: 'day',
  hour: 'hour',
  minute: 'minute',
  second: 'second',
  fractionalSecond: 'millisecond',
};

/**
 * The Asia/Shanghai wall clock at an instant.
 * @param epochMs - ms since the epoch
 * @throws RangeError when `epochMs` is not a valid time (NaN, beyond ±8.64e15), as `Date` does
 * @see DESIGN §5
 */
export function shanghaiWallClock(epochMs: number): ShanghaiWallClock {
  const clock: ShanghaiWallClock = {
    year: 0,
    month: 0,
    day: 0,
    hour: 0,
    minute: 0,
    second: 0,
    millisecond: 0,
  };
  for (const part of formatter().formatToParts(epochMs)) {
    const field = FIELD_OF_PART[part.type];
    if (field) clock[field] = Number(part.value);
  }
  return clock;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
const pad3 = (n: number): string => String(n).padStart(3, '0');
const pad4 = (n: number): string => String(n).padStart(4, '0');

const dayText = (c: ShanghaiWallClock): string => `${pad4(c.year)}-${pad2(c.month)}-${pad2(c.day)}`;
const timeText = (c: ShanghaiWallClock): string => `${pad2(c.hour)}:${pad2(c.minute)}:${pad2(c.second)}`;

/**
 * The Asia/Shanghai calendar day of an instant, `YYYY-MM-DD` (2026-02-12T16:00:00Z is `2026-02-13`).
 * @param epochMs - ms since the epoch
 * @see DESIGN §5 (trade days are Shanghai days); spec 03 §5 (dates `YYYY-MM-DD`)
 */
export function shanghaiDate(epochMs: number): string {
  return dayText(shanghaiWallClock(epochMs));
}

/**
 * The calendar day of an instant in Beijing time, `YYYY-MM-DD`, whatever the machine's zone: the product's
 * days (spec 01 §9 "stored per day") are Chinese days. The same as {@link shanghaiDate}.
 * @param ms - ms since the epoch
 * @see spec 01 §4.7, §9
 */
export const chinaDayOf: (ms: number) => string = shanghaiDate;

/**
 * The Asia/Shanghai calendar month of an instant, `YYYY-MM` (a statement period).
 * @param epochMs - ms since the epoch
 * @see issue 4 §3 (statement periods); DESIGN §5
 */
export function shanghaiMonth(epochMs: number): string {
  const c = shanghaiWallClock(epochMs);
  return `${pad4(c.year)}-${pad2(c.month)}`;
}

/**
 * The Asia/Shanghai date and time of an instant, `YYYY-MM-DD HH:mm:ss` (seconds truncated, 24-hour clock):
 * how the spec writes times (apply time, announcement windows dStart/dEnd).
 * @param epochMs - ms since the epoch
 * @see spec 02 §3 (apply time); spec 01 §2.3 (maintenance window); DESIGN §5
 */
export function shanghaiDateTime(epochMs: number): string {
  const c = shanghaiWallClock(epochMs);
  return `${dayText(c)} ${timeText(c)}`;
}

/**
 * Minutes after midnight of the Asia/Shanghai wall clock at an instant, 0..1439 (09:00 is 540).
 * @param epochMs - ms since the epoch
 * @see spec 01 §9 (hotline 09:00-18:00 Beijing time)
 */
export function shanghaiMinuteOfDay(epochMs: number): number {
  const c = shanghaiWallClock(epochMs);
  return c.hour * 60 + c.minute;
}

/**
 * `YYYYMMDDHHmmss` of the Asia/Shanghai wall clock at an instant: file names and serial numbers.
 * @param epochMs - ms since the epoch
 * @see spec 02 §4 (`{organisation}_购买失败明细_{YYYYMMDDHHmmss}.xlsx`)
 */
export function shanghaiStamp(epochMs: number): string {
  const c = shanghaiWallClock(epochMs);
  return `${pad4(c.year)}${pad2(c.month)}${pad2(c.day)}${pad2(c.hour)}${pad2(c.minute)}${pad2(c.second)}`;
}

/** How precise {@link shanghaiIso} writes the time. */
export type IsoPrecision = 'millisecond' | 'second';

/**
 * An instant as ISO 8601 with the Asia/Shanghai offset: `2026-02-13T14:00:00.000+08:00`, or
 * `2026-02-13T14:00:00+08:00` at `second` precision (milliseconds truncated). `Date.parse` of the text gives
 * the instant back (to the precision written).
 * @param epochMs - ms since the epoch
 * @param precision - `millisecond` (default) or `second`
 * @see DESIGN §5; the wire's times (`applyTime`, `importedAt`, `requestedAt` …)
 */
export function shanghaiIso(epochMs: number, precision: IsoPrecision = 'millisecond'): string {
  const c = shanghaiWallClock(epochMs);
  const fraction = precision === 'millisecond' ? `.${pad3(c.millisecond)}` : '';
  return `${dayText(c)}T${timeText(c)}${fraction}${offsetText(c, epochMs)}`;
}

/** The UTC offset the wall clock `c` shows at `epochMs`, `+08:00` (from the zone data, not assumed). */
function offsetText(c: ShanghaiWallClock, epochMs: number): string {
  const wallAsUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second, c.millisecond);
  const minutes = Math.round((wallAsUtc - epochMs) / 60_000);
  if (minutes === 480) return SHANGHAI_UTC_OFFSET;
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

const WALL_CLOCK_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?)?$/;

/**
 * The instant of an Asia/Shanghai wall-clock time: `YYYY-MM-DD`, `YYYY-MM-DD HH:mm`,
 * `YYYY-MM-DD HH:mm:ss` or `YYYY-MM-DD HH:mm:ss.SSS` (a space or `T` between date and time), read as
 * ISO 8601 with the offset `+08:00`. A date alone is its midnight.
 * @param text - the wall-clock text, without a zone
 * @returns ms since the epoch, or `NaN` when the text is not such a time or names a day or time that does
 *   not exist (2026-02-30, 24:00, 10:60)
 * @see DESIGN §5; spec 01 §2.3 (maintenance bounds in Beijing time); DESIGN §5 cut-off (`2026-02-13 15:00`)
 */
export function shanghaiInstant(text: string): number {
  const match = WALL_CLOCK_TEXT.exec(text);
  if (!match) return Number.NaN;
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = ''] = match;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  // A real calendar day: Date.parse rolls 02-30 over to March on some engines and refuses it on others.
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (m < 1 || m > 12 || d < 1 || d > lastDay || Number(hour) > 23) return Number.NaN;
  return Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}${fraction}${SHANGHAI_UTC_OFFSET}`);
}

const WIRE_TIME_TEXT = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)/;

/**
 * A time from the wire (ISO 8601 written in Asia/Shanghai by {@link shanghaiIso}, e.g.
 * `2026-02-13T14:00:00.000+08:00`) as people read it, `2026-02-13 14:00:00`: the date and the time as
 * written, without fraction or offset, so that what is shown never depends on the reader's time zone.
 * A text that is not such a time is returned as it is.
 * @param iso - the wire text (`applyTime`, `importedAt`, `requestedAt` …)
 * @see DESIGN §5; spec 02 §3 (apply time)
 */
export function wireTimeText(iso: string): string {
  const match = WIRE_TIME_TEXT.exec(iso);
  return match ? `${match[1]} ${match[2]}` : iso;
}
