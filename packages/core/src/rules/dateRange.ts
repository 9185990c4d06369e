import type { MessageKey } from '../messages/index.js';

/** The date-range shortcuts (spec 01 §5: last week, 1, 3 and 6 months, 1 year). */
export const rangeShortcuts = [
  { key: 'week', label: 'screens.range.week', days: 7, months: 0 },
  { key: 'month1', label: 'screens.range.month1', days: 0, months: 1 },
  { key: 'month3', label: 'screens.range.month3', days: 0, months: 3 },
  { key: 'month6', label: 'screens.range.month6', days: 0, months: 6 },
  { key: 'year1', label: 'screens.range.year1', days: 0, months: 12 },
] as const satisfies readonly { key: string; label: MessageKey; days: number; months: number }[];

/** A shortcut key. */
export type RangeShortcut = (typeof rangeShortcuts)[number]['key'];

/**
 * The range of a shortcut ending today: 近一周 starts 7 days before today; months go back by calendar
 * month, clamped to the month's last day (03-31 minus 1 month is 02-28). Calendar arithmetic on the day
 * itself, so the browser's time zone never moves it.
 * @param todayDay - today in Asia/Shanghai, `YYYY-MM-DD` (core `shanghaiDate` of the server clock; DESIGN §5)
 * @returns both ends as `YYYY-MM-DD`
 * @see spec 01 §5 date range shortcuts
 */
export function shortcutRange(key: RangeShortcut, todayDay: string): { startDate: string; endDate: string } {
  const def = rangeShortcuts.find((s) => s.key === key) ?? rangeShortcuts[0];
  const [year = 0, month = 1, day = 1] = todayDay.split('-').map(Number);
  let start: Date;
  if (def.days > 0) {
    start = new Date(Date.UTC(year, month - 1, day - def.days));
  } else {
    const first = new Date(Date.UTC(year, month - 1 - def.months, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    start = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, last)));
  }
  return { startDate: start.toISOString().slice(0, 10), endDate: todayDay };
}

/** Why a date range is refused, or null when it may be sent. */
export type RangeProblem = 'incomplete' | 'reversed' | null;

/**
 * Checks a range: both empty (no range) or both set with start not after end.
 * @see spec 01 §5 (a date range is valid only if both dates are set and start is not after end)
 */
export function checkDateRange(startDate: string, endDate: string): RangeProblem {
  if (startDate === '' && endDate === '') return null;
  if (startDate === '' || endDate === '') return 'incomplete';
  return startDate > endDate ? 'reversed' : null;
}
