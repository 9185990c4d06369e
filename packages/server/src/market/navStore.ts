/**
 * Daily NAV and index series in memory (read-only market data, cached per process; DESIGN §10) and the
 * return arithmetic over them: period returns, cumulative return curves against a benchmark index.
 * Values are scaled integers (NAV ×10^4, index close ×10^2, daily return ×10^4) and every rate is
 * computed with Dec (DESIGN §5: never a binary float).
 */
import { Dec, periodStart, type DataSource, type FundTypeCode, type PeriodKey } from '@funddesk/core';
import type { Db } from '../db/db.js';
import { dayNumber, isoOfDayNumber, type TradingCalendar } from './calendar.js';
import { extendNavSeries, formatScaled, parseScaled } from './navModel.js';

/** No daily return for this row. */
const NO_RETURN = -2147483648;

/** Funds whose NAV series one query of {@link NavStore.load} reads (bounds the database's memory). */
export const NAV_LOAD_FUNDS = 50;

/** A daily series of one fund or index, oldest first. */
export interface Series {
  /** Day numbers (days since 1970-01-01). */
  readonly days: number[];
  /** NAV ×10^4 (funds) or close ×10^2 (indices). */
  readonly values: number[];
  /** Daily return in percent ×10^4, or {@link NO_RETURN}. */
  readonly returns: number[];
  /** Index of the first simulated row (= length when all rows are real). */
  firstSimulated: number;
}

/** A point of a series as the API shows it. */
export interface SeriesPoint {
  /** `YYYY-MM-DD`. */
  readonly date: string;
  /** Decimal text (NAV 4 decimals, index 2 decimals). */
  readonly value: string;
  /** Daily return in percent, or null. */
  readonly dailyReturn: string | null;
  readonly source: DataSource;
}

/** The periods and their first dates are core's (rules/fundMetrics.ts), one rule for every screen. */
export { periodStart, type PeriodKey };

/** The index of the last row dated on or before `day`, or -1. */
export function indexOnOrBefore(days: readonly number[], day: number): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (days[mid]! <= day) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/**
 * The return from `base` to `value` in percent, 2 decimals half-up: (value / base − 1) × 100.
 *
 * @param base - scaled integer (same scale as value), > 0
 */
export function returnPercent(base: number, value: number): string {
  const text = new Dec(value).div(base).minus(1).times(100).toFixed(2, Dec.ROUND_HALF_UP);
  return text === '-0.00' ? '0.00' : text;
}

/**
 * The base row of a period: the last row on or before the period's start, or the first row for
 * all/since. Null when the series does not reach back to the start (the rate is then unknown, not
 * invented) or has no row on or before `asOfIndex`.
 */
export function baseIndex(series: Series, asOfIndex: number, period: PeriodKey, asOf: string): number | null {
  if (asOfIndex < 0) return null;
  const start = periodStart(asOf, period);
  if (start === null) return 0;
  const index = indexOnOrBefore(series.days, dayNumber(start));
  return index >= 0 ? index : null;
}

/** Reads the `YYYY-MM-DD,value,return,source;…` text of the loader into a series. */
function parseSeriesText(text: string, scale: number): Series {
  const series: Series = { days: [], values: [], returns: [], firstSimulated: -1 };
  for (const item of text.split(';')) {
    const [date = '', value = '', ret = '', source = ''] = item.split(',');
    const scaled = parseScaled(value, scale);
    if (scaled === null) continue;
    if (source === 's' && series.firstSimulated < 0) series.firstSimulated = series.days.length;
    series.days.push(dayNumber(date));
    series.values.push(scaled);
    series.returns.push(ret === '' ? NO_RETURN : (parseScaled(ret, 4) ?? NO_RETURN));
  }
  if (series.firstSimulated < 0) series.firstSimulated = series.days.length;
  return series;
}

/**
 * NAV series of every fund with data, and the benchmark index series. Loaded once; the simulated NAV
 * is extended (in memory and in the nav table) when the server's day moves on.
 *
 * @see DESIGN §6 (NAV after the data ends is simulated and flagged), docs/data-model.md §NAV
 */
export class NavStore {
  /** Parsed series, or the loader's text until first use (parsing every series costs a second). */
  private readonly funds: Map<string, Series | string>;
  private readonly indices: Map<string, Series>;
  private readonly typeOf: (fundId: string) => FundTypeCode | undefined;

  private constructor(
    funds: Map<string, Series | string>,
    indices: Map<string, Series>,
    typeOf: (fundId: string) => FundTypeCode | undefined,
  ) {
    this.funds = funds;
    this.indices = indices;
    this.typeOf = typeOf;
  }

  /**
   * Loads every NAV and index series from the database, the funds' series {@link NAV_LOAD_FUNDS} funds at a
   * time: one query of all 628,000 NAV rows grew PGlite's WebAssembly memory (which never shrinks) by about
   * 45 MB; a group needs a tenth of that (issue 16 finding 11).
   */
  static async load(db: Db, typeOf: (fundId: string) => FundTypeCode | undefined): Promise<NavStore> {
    const fundIds = (
      await db.query<{ fund_id: string }>('SELECT DISTINCT fund_id FROM nav ORDER BY fund_id')
    ).map((r) => r.fund_id);
    const funds = new Map<string, Series | string>();
    for (let i = 0; i < fundIds.length; i += NAV_LOAD_FUNDS) {
      const navRows = await db.query<{ fund_id: string; s: string }>(
        `SELECT fund_id, string_agg(nav_date::text || ',' || nav::text || ',' || coalesce(daily_return::text, '') || ',' || left(source, 1), ';' ORDER BY nav_date) AS s
           FROM nav WHERE fund_id = ANY($1::text[]) GROUP BY fund_id ORDER BY fund_id`,
        [fundIds.slice(i, i + NAV_LOAD_FUNDS)],
      );
      for (const r of navRows) funds.set(r.fund_id, r.s);
    }
    const indexRows = await db.query<{ index_code: string; s: string }>(
      `SELECT index_code, string_agg(quote_date::text || ',' || close::text || ',,' || left(source, 1), ';' ORDER BY quote_date) AS s
         FROM index_quotes GROUP BY index_code`,
    );
    const indices = new Map(indexRows.map((r) => [r.index_code, parseSeriesText(r.s, 2)] as const));
    return new NavStore(funds, indices, typeOf);
  }

  /** The NAV series of a fund (null when the data has none). */
  fund(fundId: string): Series | null {
    const entry = this.funds.get(fundId);
    if (entry === undefined) return null;
    if (typeof entry !== 'string') return entry;
    const series = parseSeriesText(entry, 4);
    this.funds.set(fundId, series);
    return series;
  }

  /** The last date of a fund's series (`YYYY-MM-DD`) without parsing it. */
  private lastDateOf(fundId: string): string | null {
    const entry = this.funds.get(fundId);
    if (entry === undefined) return null;
    if (typeof entry !== 'string')
      return entry.days.length > 0 ? isoOfDayNumber(entry.days[entry.days.length - 1]!) : null;
    return entry.slice(entry.lastIndexOf(';') + 1).split(',')[0] ?? null;
  }

  /** The quotes of a benchmark index by spec code (null when the data has none: 399001, H11001). */
  index(code: string): Series | null {
    const series = this.indices.get(code);
    return series && series.days.length > 0 ? series : null;
  }

  /**
   * Extends every fund's series with simulated NAV through `through` (inclusive), in memory and in the
   * nav table (idempotent: `ON CONFLICT DO NOTHING`, so concurrent instances agree).
   *
   * @returns the number of rows added in memory
   */
  async extendThrough(db: Db, through: string, calendar: TradingCalendar): Promise<number> {
    const ids: string[] = [];
    const dates: string[] = [];
    const navs: string[] = [];
    const returns: string[] = [];
    for (const fundId of this.funds.keys()) {
      const last = this.lastDateOf(fundId);
      const typeCode = this.typeOf(fundId);
      if (last === null || last >= through || typeCode === undefined) continue;
      const series = this.fund(fundId)!;
      const n = series.days.length;
      const lastDate = isoOfDayNumber(series.days[n - 1]!);
      for (const row of extendNavSeries(
        fundId,
        typeCode,
        lastDate,
        series.values[n - 1]!,
        through,
        calendar,
      )) {
        series.days.push(dayNumber(row.date));
        series.values.push(row.navE4);
        series.returns.push(parseScaled(row.dailyReturn, 4) ?? NO_RETURN);
        ids.push(fundId);
        dates.push(row.date);
        navs.push(formatScaled(row.navE4, 4));
        returns.push(row.dailyReturn);
      }
    }
    for (let i = 0; i < ids.length; i += 20_000) {
      await db.query(
        `INSERT INTO nav (fund_id, nav_date, nav, daily_return, source)
         SELECT f, d, n, r, 'simulated'
           FROM unnest($1::text[], $2::date[], $3::numeric[], $4::numeric[]) AS t(f, d, n, r)
         ON CONFLICT (fund_id, nav_date) DO NOTHING`,
        [
          ids.slice(i, i + 20_000),
          dates.slice(i, i + 20_000),
          navs.slice(i, i + 20_000),
          returns.slice(i, i + 20_000),
        ],
      );
    }
    return ids.length;
  }

  /**
   * The points of a series from `from` (inclusive, null for the start) through `to` (inclusive).
   *
   * @param scale - decimals of the values (4 NAV, 2 index)
   */
  static points(series: Series, from: string | null, to: string, scale: number): SeriesPoint[] {
    const end = indexOnOrBefore(series.days, dayNumber(to));
    const begin = from === null ? 0 : indexOnOrBefore(series.days, dayNumber(from) - 1) + 1;
    const points: SeriesPoint[] = [];
    for (let i = begin; i <= end; i++) {
      const ret = series.returns[i]!;
      points.push({
        date: isoOfDayNumber(series.days[i]!),
        value: formatScaled(series.values[i]!, scale),
        dailyReturn: ret === NO_RETURN ? null : new Dec(ret).div(10_000).toFixed(2, Dec.ROUND_HALF_UP),
        source: i >= series.firstSimulated ? 'simulated' : 'real',
      });
    }
    return points;
  }

  /**
   * The cumulative return curve of a series over a period ending on `asOf`: one point per row after
   * the base row, value = return since the base in percent (2 decimals). The base row itself is the
   * first point (0.00). Empty when the series does not reach back to the period's start.
   */
  static cumulative(
    series: Series,
    period: PeriodKey,
    asOf: string,
  ): { date: string; value: string; source: DataSource }[] {
    const end = indexOnOrBefore(series.days, dayNumber(asOf));
    const base = baseIndex(series, end, period, asOf);
    if (base === null) return [];
    const points: { date: string; value: string; source: DataSource }[] = [];
    const baseValue = series.values[base]!;
    for (let i = base; i <= end; i++) {
      points.push({
        date: isoOfDayNumber(series.days[i]!),
        value: returnPercent(baseValue, series.values[i]!),
        source: i >= series.firstSimulated ? 'simulated' : 'real',
      });
    }
    return points;
  }

  /**
   * The return of a series over a period ending on `asOf`, in percent (2 decimals), or null when the
   * series has no row on `asOf`'s side of the period or does not reach back to its start. With
   * `requireCoverage`, a series whose data ends before `asOf` gives null too (an index that stopped).
   */
  static periodReturn(
    series: Series,
    period: PeriodKey,
    asOf: string,
    requireCoverage = false,
  ): string | null {
    const asOfDay = dayNumber(asOf);
    const end = indexOnOrBefore(series.days, asOfDay);
    if (end < 0) return null;
    if (requireCoverage && series.days[series.days.length - 1]! < asOfDay) return null;
    const base = baseIndex(series, end, period, asOf);
    return base === null ? null : returnPercent(series.values[base]!, series.values[end]!);
  }
}
