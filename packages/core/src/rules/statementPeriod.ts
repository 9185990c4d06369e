/**
 * The period of a statement (对账单): a calendar month in Asia/Shanghai, its days and the exchange trading
 * days its holdings are valued on (issue 4 §3; DESIGN §5 time and trade days; docs/decisions.md
 * "Statements").
 */

/** The part of the exchange calendar the period rule needs. */
export interface StatementCalendar {
  /** `isoDate` when it is a trading day, else the last trading day before it; null when none is known. */
  onOrBefore(isoDate: string): string | null;
}

/** The days of one statement. All dates `YYYY-MM-DD`. */
export interface StatementBounds {
  /** `YYYY-MM`. */
  period: string;
  /** First calendar day of the month. */
  start: string;
  /** Last calendar day of the month. */
  monthEnd: string;
  /** Last day counted: the month's last day, or today while the month is running. */
  end: string;
  /** Whether the month is over (a statement of a running month covers its days up to today). */
  complete: boolean;
  /**
   * The trading day the opening holdings are valued on: the last trading day before the month whose NAV
   * is published; null when the calendar knows none.
   */
  openingDay: string | null;
  /** The trading day the closing holdings are valued on: the last one on or before `end` with a NAV. */
  closingDay: string | null;
}

/** The answer of {@link statementBounds}: the bounds, or why the period is refused. */
export type StatementBoundsResult =
  | { ok: true; bounds: StatementBounds }
  /** `malformed`: not `YYYY-MM`; `future`: the month starts after today. */
  | { ok: false; reason: 'malformed' | 'future' };

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const pad = (n: number): string => String(n).padStart(2, '0');

/** The last calendar day of a month (`2026`, `2` -> `2026-02-28`). */
function lastDayOf(year: number, month: number): string {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(days)}`;
}

/** The calendar day before an ISO date. */
function dayBefore(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

const minDay = (a: string, b: string): string => (a < b ? a : b);

/** The period (`YYYY-MM`) a day `YYYY-MM-DD` belongs to. */
export function periodOfDay(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/**
 * The period before a period (`2026-01` -> `2025-12`), e.g. the default choice: the last complete month.
 * @param period - `YYYY-MM`
 */
export function previousPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${pad(month - 1)}`;
}

/**
 * The periods from `first` to `last`, both included, newest first (the period picker's options).
 * Empty when `first` is after `last`.
 */
export function periodsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let p = last; p >= first; p = previousPeriod(p)) out.push(p);
  return out;
}

/** Whether a text is a statement period `YYYY-MM` (month 01..12). */
export function isStatementPeriod(text: string): boolean {
  return PERIOD.test(text);
}

/**
 * The bounds of the statement of `period` as of `today`:
 * - the month's days, `start` to `monthEnd`; a running month counts up to `today` (`complete` false);
 * - a month starting after today is refused (`future`);
 * - the opening holdings are valued on the last trading day before the month, the closing ones on the
 *   last trading day on or before `end`; neither later than `latestNavDay`, the last day whose NAV is
 *   published (the trading day before today), so a running month is valued at the latest NAV.
 *
 * @param period - `YYYY-MM`
 * @param today - today in Asia/Shanghai, `YYYY-MM-DD`
 * @param latestNavDay - the last day with a published NAV, `YYYY-MM-DD`
 * @param calendar - the exchange calendar
 * @see issue 4 §3; DESIGN §5 (Asia/Shanghai, exchange trading days); docs/decisions.md "Statements"
 */
export function statementBounds(
  period: string,
  today: string,
  latestNavDay: string,
  calendar: StatementCalendar,
): StatementBoundsResult {
  const match = PERIOD.exec(period);
  if (!match || !DAY.test(today) || !DAY.test(latestNavDay)) return { ok: false, reason: 'malformed' };
  const year = Number(match[1]);
  const month = Number(match[2]);
  const start = `${year}-${pad(month)}-01`;
  if (start > today) return { ok: false, reason: 'future' };
  const monthEnd = lastDayOf(year, month);
  const end = minDay(monthEnd, today);
  return {
    ok: true,
    bounds: {
      period,
      start,
      monthEnd,
      end,
      complete: monthEnd < today,
      openingDay: calendar.onOrBefore(minDay(dayBefore(start), latestNavDay)),
      closingDay: calendar.onOrBefore(minDay(end, latestNavDay)),
    },
  };
}
