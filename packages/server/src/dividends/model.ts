/**
 * The simulated dividend model (docs/decisions.md "Simulated dividends"; issue 14 §5 Dividends). The data has
 * no dividend records (shared/data README), so the local environment derives them deterministically from the
 * fund code (FNV-1a buckets, market/hash.ts) and the fund's REAL NAV:
 *
 * - Who pays: bond (E), stock (0) and mixed (A) funds with real NAV; a fund pays when
 *   `bucket(code, 'dividend', 4) !== 0` (about three in four). Money funds, QDII and the other types pay none.
 * - How often: bond funds 1 or 2 events a year (`1 + bucket(code, 'dividend-count', 2)`), the others 1.
 * - When: the first event's target day is month `1 + bucket(code, 'dividend-month', 12)` (`… 6)` for two
 *   events, the second six months later), day `5 + bucket(code, 'dividend-day', 20)`; the record date
 *   (权益登记日) is the fund's first real NAV date on or after the target, in the same year — so always a real
 *   trading day with a real NAV. Ex-dividend date = record date (off-exchange funds); payment date = two
 *   trading days later on the exchange calendar.
 * - How much: per share cash = NAV of the record date × ratio, rounded down to 4 decimals (元/份); ratio in
 *   per mille: bond `5 + bucket(code, 'dividend-ratio|<year>|<n>', 11)` (0.5%–1.5%), stock and mixed
 *   `10 + bucket(…, 21)` (1.0%–3.0%). A cash amount that rounds to 0 is no event.
 *
 * The real NAV is not adjusted for these simulated payouts (the real series already contains the funds' real
 * distributions, which the data does not list).
 */
import { Dec, type FundTypeCode } from '@funddesk/core';
import { bucket } from '../market/hash.js';

/** A real NAV observation: `YYYY-MM-DD` and the unit NAV (decimal text). */
export interface NavDay {
  readonly date: string;
  readonly nav: string;
}

/** One simulated dividend event of a fund (money as decimal text). */
export interface DividendEvent {
  readonly year: number;
  /** 权益登记日, `YYYY-MM-DD`: a real NAV date. */
  readonly recordDate: string;
  /** 除息日 (= record date). */
  readonly exDate: string;
  /** 红利发放日: two trading days after the record date. */
  readonly payDate: string;
  /** The real unit NAV of the record date, 4 decimals. */
  readonly navOnRecordDate: string;
  /** Cash per share, 元/份, 4 decimals (rounded down). */
  readonly cashPerShare: string;
  /** Cash per 10 shares, 元, 3 decimals (cash per share × 10, rounded down). */
  readonly per10Shares: string;
  /** Cash per share as a percent of the NAV, 2 decimals. */
  readonly yieldPercent: string;
}

/** The fund types the model pays dividends for: bond, stock, mixed. */
export const DIVIDEND_FUND_TYPES: readonly FundTypeCode[] = ['E', '0', 'A'];

/** Whether the model pays dividends for a fund of this code and type (money funds and others never). */
export function paysDividends(code: string, type: FundTypeCode): boolean {
  return DIVIDEND_FUND_TYPES.includes(type) && bucket(code, 'dividend', 4) !== 0;
}

/** The target `MM-DD` days of a fund's yearly events (1 or 2), in order. */
export function targetDays(code: string, type: FundTypeCode): string[] {
  const count = type === 'E' ? 1 + bucket(code, 'dividend-count', 2) : 1;
  const day = String(5 + bucket(code, 'dividend-day', 20)).padStart(2, '0');
  const first = 1 + bucket(code, 'dividend-month', count === 2 ? 6 : 12);
  const months = count === 2 ? [first, first + 6] : [first];
  return months.map((m) => `${String(m).padStart(2, '0')}-${day}`);
}

/** The ratio of an event in per mille of the NAV (bond 5–15, stock and mixed 10–30). */
export function ratioPerMille(code: string, type: FundTypeCode, year: number, n: number): number {
  const salt = `dividend-ratio|${year}|${n}`;
  return type === 'E' ? 5 + bucket(code, salt, 11) : 10 + bucket(code, salt, 21);
}

/** The first index of `days` (ascending dates) whose date is on or after `date`, or -1. */
function firstOnOrAfter(days: readonly NavDay[], date: string): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid]!.date < date) lo = mid + 1;
    else hi = mid;
  }
  return lo < days.length ? lo : -1;
}

/**
 * The simulated dividend events of a fund over its real NAV, oldest first (empty when the fund does not pay).
 *
 * @param code - 6-digit fund code
 * @param type - the fund's broad type code
 * @param nav - the fund's REAL NAV, oldest first (trading days)
 * @param nextTradingDay - the exchange calendar's next trading day after an ISO date
 */
export function dividendEvents(
  code: string,
  type: FundTypeCode,
  nav: readonly NavDay[],
  nextTradingDay: (isoDate: string) => string,
): DividendEvent[] {
  if (!paysDividends(code, type) || nav.length === 0) return [];
  const firstYear = Number(nav[0]!.date.slice(0, 4));
  const lastYear = Number(nav[nav.length - 1]!.date.slice(0, 4));
  const events: DividendEvent[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    targetDays(code, type).forEach((mmdd, n) => {
      const i = firstOnOrAfter(nav, `${year}-${mmdd}`);
      if (i < 0) return;
      const day = nav[i]!;
      if (!day.date.startsWith(String(year))) return;
      const navDec = new Dec(day.nav);
      const cash = navDec
        .mul(ratioPerMille(code, type, year, n))
        .div(1000)
        .toDecimalPlaces(4, Dec.ROUND_DOWN);
      if (cash.isZero()) return;
      events.push({
        year,
        recordDate: day.date,
        exDate: day.date,
        payDate: nextTradingDay(nextTradingDay(day.date)),
        navOnRecordDate: navDec.toFixed(4),
        cashPerShare: cash.toFixed(4),
        per10Shares: cash.mul(10).toDecimalPlaces(3, Dec.ROUND_DOWN).toFixed(3),
        yieldPercent: cash.div(navDec).mul(100).toFixed(2),
      });
    });
  }
  return events;
}
