/**
 * Trade-day arithmetic, the 15:00 cut-off, the T+1 confirm day and share rounding: the pure rules the
 * server, the web and the CLI compute with, so that all three give the same dates and shares (DESIGN §5;
 * spec 02 §5). Moved from the server's market/calendar.ts, trade/time.ts and trade/confirm.ts; the server
 * keeps only loading the calendar data.
 *
 * The exchange trading calendar and the trade day of an instant (DESIGN §5: Asia/Shanghai; an order
 * at or after 15:00, or on a non-trading day, belongs to the next trade day).
 *
 * Dates are ISO `YYYY-MM-DD` strings. Beyond the calendar's last day (the data ends 2026-12-31)
 * weekdays count as trading days, so the local environment keeps working; documented in
 * docs/data-model.md.
 */
import { Dec } from '../domain/money.js';
import { shanghaiDate, shanghaiInstant, shanghaiWallClock } from '../domain/time.js';

/** The daily cut-off hour in Asia/Shanghai (DESIGN §5: 15:00). */
export const CUT_OFF_HOUR = 15;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day number (days since 1970-01-01) of an ISO date. */
export function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

/** The ISO date of a day number. */
export function isoOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Adds calendar days to an ISO date.
 *
 * @param isoDate - `YYYY-MM-DD`
 * @param days - may be negative
 */
export function addDays(isoDate: string, days: number): string {
  return isoOfDayNumber(dayNumber(isoDate) + days);
}

/**
 * Adds calendar months to an ISO date, clamping the day to the target month's last day
 * (2026-03-31 minus 1 month is 2026-02-28).
 */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** `YYYYMMDD` (trading-days.json) to `YYYY-MM-DD`. */
export function isoOfCompact(compact: string): string {
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
}

function isWeekday(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * The Shanghai/Shenzhen exchange calendar. Built once from the sorted list of trading days; every
 * lookup is O(log n) or O(1).
 *
 * @see DESIGN §5 (trade day), data README (trading-days.json: weekend make-up days are not trading days)
 */
export class TradingCalendar {
  private readonly days: readonly string[];
  private readonly set: ReadonlySet<string>;
  /** First day of the calendar data (`YYYY-MM-DD`). */
  readonly first: string;
  /** Last day of the calendar data (`YYYY-MM-DD`); after it weekdays count as trading days. */
  readonly last: string;

  /** @param days - trading days as `YYYY-MM-DD` (any order, duplicates ignored; at least one) */
  constructor(days: readonly string[]) {
    const sorted = [...new Set(days)].sort();
    if (sorted.length === 0) throw new Error('TradingCalendar needs at least one trading day');
    this.days = sorted;
    this.set = new Set(sorted);
    this.first = sorted[0]!;
    this.last = sorted[sorted.length - 1]!;
  }

  /** The number of trading days in the calendar data. */
  get size(): number {
    return this.days.length;
  }

  /**
   * Whether a date is an exchange trading day. Before the data's first day: false; after its last
   * day: weekdays.
   */
  isTradingDay(isoDate: string): boolean {
    if (isoDate > this.last) return isWeekday(isoDate);
    return this.set.has(isoDate);
  }

  /** The first trading day strictly after `isoDate`. */
  nextTradingDay(isoDate: string): string {
    if (isoDate >= this.last) {
      let day = addDays(isoDate, 1);
      while (!isWeekday(day)) day = addDays(day, 1);
      return day;
    }
    return this.days[this.upperBound(isoDate)]!;
  }

  /**
   * The last trading day strictly before `isoDate`, or null when there is none in the data.
   */
  previousTradingDay(isoDate: string): string | null {
    if (isoDate > this.last) {
      let day = addDays(isoDate, -1);
      while (day > this.last && !isWeekday(day)) day = addDays(day, -1);
      return day > this.last ? day : this.last;
    }
    const index = this.lowerBound(isoDate) - 1;
    return index >= 0 ? this.days[index]! : null;
  }

  /** `isoDate` itself when it is a trading day, else the next trading day. */
  onOrAfter(isoDate: string): string {
    return this.isTradingDay(isoDate) ? isoDate : this.nextTradingDay(isoDate);
  }

  /** `isoDate` itself when it is a trading day, else the previous one (null when none). */
  onOrBefore(isoDate: string): string | null {
    return this.isTradingDay(isoDate) ? isoDate : this.previousTradingDay(isoDate);
  }

  /**
   * The trading days from `from` to `to`, both inclusive, in order.
   */
  between(from: string, to: string): string[] {
    const result: string[] = [];
    if (from > to) return result;
    for (let i = this.lowerBound(from); i < this.days.length && this.days[i]! <= to; i++)
      result.push(this.days[i]!);
    if (to > this.last) {
      let day = from > this.last ? from : addDays(this.last, 1);
      for (; day <= to; day = addDays(day, 1)) if (isWeekday(day)) result.push(day);
    }
    return result;
  }

  /**
   * The trade day an order placed at `epochMs` belongs to: the Shanghai date when it is a trading day
   * and the time is before 15:00, otherwise the next trading day.
   *
   * @param epochMs - the instant the order is accepted, milliseconds since the epoch
   * @returns `YYYY-MM-DD`
   * @see DESIGN §5 (an order accepted at or after 15:00, or on a non-trading day, belongs to the next trade day)
   */
  tradeDayOf(epochMs: number): string {
    const date = shanghaiDate(epochMs);
    if (this.isTradingDay(date) && shanghaiWallClock(epochMs).hour < CUT_OFF_HOUR) return date;
    return this.nextTradingDay(date);
  }

  /** Index of the first day >= isoDate. */
  private lowerBound(isoDate: string): number {
    let lo = 0;
    let hi = this.days.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.days[mid]! < isoDate) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Index of the first day > isoDate. */
  private upperBound(isoDate: string): number {
    let lo = 0;
    let hi = this.days.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.days[mid]! <= isoDate) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/**
 * The confirm day of an order of trade day T: T+1, the next trading day (DESIGN §5: confirmed at T's NAV
 * on the next trading day).
 *
 * @param calendar - the trading calendar
 * @param tradeDay - T, `YYYY-MM-DD`
 * @returns `YYYY-MM-DD`
 */
export function confirmDayOf(calendar: Pick<TradingCalendar, 'nextTradingDay'>, tradeDay: string): string {
  return calendar.nextTradingDay(tradeDay);
}

/**
 * The cut-off instant of a trade day: 15:00 Asia/Shanghai of that date. An order may be cancelled
 * strictly before it.
 *
 * @param tradeDay - `YYYY-MM-DD`
 * @returns milliseconds since the epoch
 * @see DESIGN §5 (15:00 cut-off), spec 02 §7 cancel
 */
export function cutOffOf(tradeDay: string): number {
  return shanghaiInstant(`${tradeDay} ${String(CUT_OFF_HOUR).padStart(2, '0')}:00`);
}

/**
 * Shares bought with a net amount at a NAV: net / NAV rounded DOWN to 2 decimals (价外法: the fee is
 * taken out of the amount first, net = amount − fee).
 *
 * @param netAmount - yuan (decimal string)
 * @param nav - unit NAV (4 decimals)
 * @returns shares (份) with 2 decimals
 * @see DESIGN §5 (shares rounded down to 2 decimals)
 */
export function sharesOf(netAmount: string, nav: string): string {
  return new Dec(netAmount).div(nav).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2);
}
