/**
 * The market service's NAV part: quotes of the fund lists, chart points, cumulative and period returns,
 * and the NAV that prices a trade (spec 03 §5, §7; DESIGN §5). Real series from the NavStore, the
 * simulated extension flagged; money funds NAV 1.0000; funds without data a synthetic walk.
 */
import { benchmarkIndexSchema, benchmarkIndices, isMoneyFundType, type DataSource } from '@funddesk/core';
import { dayNumber, isoOfDayNumber, type TradingCalendar } from './calendar.js';
import { DayCache } from './caches.js';
import type { FundRecord } from './catalogue.js';
import { extendNavSeries, formatScaled } from './navModel.js';
import {
  indexOnOrBefore,
  NavStore,
  periodStart,
  returnPercent as returnPercentOf,
  type Series,
} from './navStore.js';
import { syntheticBaseNavE4 } from './simulated.js';
import type { FundQuote, LatestNav, MarketService, ReturnPoint } from './types.js';

/**
 * The last real NAV date of the data set (data README: most series end 2026-02-13). Funds without any
 * real NAV series get a synthetic walk from this date, used only to price their trades.
 */
export const SYNTHETIC_NAV_BASE_DATE = '2026-02-13';

/** The NAV methods of {@link MarketService}. */
export type NavQueries = Pick<
  MarketService,
  'quote' | 'navPoints' | 'cumulativeReturns' | 'periodRates' | 'navOn'
>;

/** What the NAV part reads. */
export interface NavDeps {
  readonly store: NavStore;
  readonly calendar: TradingCalendar;
  /** The last date with a NAV today (`YYYY-MM-DD`). */
  readonly asOf: () => string;
  /** @throws GatewayError FundNotFound (FD3001) */
  readonly requireFund: (fundId: string) => FundRecord;
}

/**
 * The synthetic walks of funds without a NAV series, by fund code, each extended on demand (they are
 * cheap to recompute after a restart, so they are never stored).
 */
export class SyntheticSeriesCache {
  private readonly series = new Map<string, Series>();

  constructor(private readonly calendar: TradingCalendar) {}

  /** The fund's synthetic series through `through` (4-decimal NAV scaled by 10^4). */
  through(fund: FundRecord, through: string): Series {
    let series = this.series.get(fund.fundId);
    if (!series) {
      series = {
        days: [dayNumber(SYNTHETIC_NAV_BASE_DATE)],
        values: [syntheticBaseNavE4(fund.fundId, fund.fundTypeCode)],
        returns: [0],
        firstSimulated: 0,
      };
      this.series.set(fund.fundId, series);
    }
    const n = series.days.length;
    const rows = extendNavSeries(
      fund.fundId,
      fund.fundTypeCode,
      isoOfDayNumber(series.days[n - 1]!),
      series.values[n - 1]!,
      through,
      this.calendar,
    );
    for (const row of rows) {
      series.days.push(dayNumber(row.date));
      series.values.push(row.navE4);
      series.returns.push(0);
    }
    return series;
  }
}

/** The latest point of a series on or before `day`, or null. */
function latestOf(series: Series, day: string): LatestNav | null {
  const i = indexOnOrBefore(series.days, dayNumber(day));
  if (i < 0) return null;
  const [point] = NavStore.points(series, isoOfDayNumber(series.days[i]!), day, 4);
  return point
    ? { nav: point.value, date: point.date, dailyReturn: point.dailyReturn, source: point.source }
    : null;
}

/** A fund's list figures as of `day` (money funds: NAV 1.0000, simulated). */
function quoteOf(store: NavStore, fund: FundRecord, day: string): FundQuote {
  const series = store.fund(fund.fundId);
  if (isMoneyFundType(fund.fundTypeCode)) {
    return {
      latest: { nav: '1.0000', date: day, dailyReturn: '0.00', source: 'simulated' },
      rrInThreeMonth: null,
      rate1y: null,
      simulated: true,
    };
  }
  if (series) {
    const lastIndex = indexOnOrBefore(series.days, dayNumber(day));
    return {
      latest: latestOf(series, day),
      rrInThreeMonth: NavStore.periodReturn(series, '3m', day),
      rate1y: NavStore.periodReturn(series, '1y', day),
      simulated: lastIndex >= series.firstSimulated,
    };
  }
  return { latest: null, rrInThreeMonth: null, rate1y: null, simulated: false };
}

/** The NAV methods, with their caches: quotes per day, synthetic walks per fund. */
export function navQueries({ store, calendar, asOf, requireFund }: NavDeps): NavQueries {
  const quotes = new DayCache<FundQuote>();
  const synthetic = new SyntheticSeriesCache(calendar);
  return {
    quote(fund) {
      const day = asOf();
      return quotes.get(day, fund.fundId, () => quoteOf(store, fund, day));
    },

    navPoints(fundId, period) {
      requireFund(fundId);
      const series = store.fund(fundId);
      if (!series) return [];
      const day = asOf();
      return NavStore.points(series, periodStart(day, period), day, 4);
    },

    cumulativeReturns(fundId, period, indexCode) {
      requireFund(fundId);
      const day = asOf();
      const series = store.fund(fundId);
      const fund = series ? NavStore.cumulative(series, period, day) : [];
      const indexSeries = store.index(indexCode);
      // The index starts from the fund curve's first date so both curves share a base day.
      const index = indexSeries && fund.length > 0 ? cumulativeFrom(indexSeries, fund[0]!.date, day) : [];
      const availableIndices = benchmarkIndexSchema.options.filter((code) => store.index(code) !== null);
      return {
        fund,
        index,
        indexAvailable: indexSeries !== null,
        indexName: benchmarkIndices[indexCode],
        availableIndices,
      };
    },

    periodRates(fundId, periods) {
      const fund = requireFund(fundId);
      const day = asOf();
      const series = store.fund(fundId);
      const csi300 = store.index('399300');
      if (!series || isMoneyFundType(fund.fundTypeCode)) {
        return {
          asOf: null,
          dataFrom: null,
          list: periods.map((period) => ({ period, rate: null, indexRate: null, source: 'real' as const })),
        };
      }
      const latest = latestOf(series, day);
      const source: DataSource = latest?.source ?? 'real';
      return {
        asOf: latest?.date ?? null,
        dataFrom: series.days.length > 0 ? isoOfDayNumber(series.days[0]!) : null,
        list: periods.map((period) => {
          const rate = NavStore.periodReturn(series, period, day);
          let indexRate: string | null = null;
          if (csi300 && latest && rate !== null) {
            // Same window as the fund: from the fund's first date for "since", else the period's start.
            indexRate =
              period === 'since' || period === 'all'
                ? cumulativeRateBetween(csi300, isoOfDayNumber(series.days[0]!), latest.date)
                : NavStore.periodReturn(csi300, period, latest.date, true);
          }
          return { period, rate, indexRate, source };
        }),
      };
    },

    navOn(fundId, date) {
      const fund = requireFund(fundId);
      const day = asOf();
      if (date > day) return null;
      if (isMoneyFundType(fund.fundTypeCode)) return { nav: '1.0000', date, source: 'simulated' };
      const series = store.fund(fundId) ?? synthetic.through(fund, day);
      const i = indexOnOrBefore(series.days, dayNumber(date));
      if (i < 0) return null;
      return {
        nav: formatScaled(series.values[i]!, 4),
        date: isoOfDayNumber(series.days[i]!),
        source: i >= series.firstSimulated ? 'simulated' : 'real',
      };
    },
  };
}

/** Cumulative return of a series from its last row on or before `from` through `to`. */
function cumulativeFrom(series: Series, from: string, to: string): ReturnPoint[] {
  const base = indexOnOrBefore(series.days, dayNumber(from));
  const end = indexOnOrBefore(series.days, dayNumber(to));
  if (base < 0 || end < base) return [];
  const first = series.values[base]!;
  const points: ReturnPoint[] = [];
  for (let i = base; i <= end; i++) {
    points.push({
      date: isoOfDayNumber(series.days[i]!),
      value: returnPercentOf(first, series.values[i]!),
      source: i >= series.firstSimulated ? 'simulated' : 'real',
    });
  }
  return points;
}

/** Return between two dates, or null when the series does not cover both. */
function cumulativeRateBetween(series: Series, from: string, to: string): string | null {
  if (series.days[series.days.length - 1]! < dayNumber(to)) return null;
  const base = indexOnOrBefore(series.days, dayNumber(from));
  const end = indexOnOrBefore(series.days, dayNumber(to));
  if (base < 0 || end < base) return null;
  return returnPercentOf(series.values[base]!, series.values[end]!);
}
