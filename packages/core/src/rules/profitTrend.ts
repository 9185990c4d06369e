/**
 * 收益走势 of 公募资产分析 (spec 03 §7 pa/queryPeriodProfitTrend; issue 14 §5 Analysis): an account's holding value,
 * net invested money, cumulative profit and period return on each exchange trading day of a chosen period, rebuilt
 * from its confirmed trades, with a benchmark index normalised to the same base day.
 *
 * The rule, on the exchange calendar (never calendar days):
 * - the window runs from the base day (the last trading day on or before the period's start, core
 *   {@link periodStart}; for `since` the trading day before the first trade) through `to`;
 * - a fund's shares on a day are the sum of its trades' share changes with a trade day on or before it (a purchase
 *   counts from its trade day T, priced at T's NAV, as the confirmation does);
 * - a holding is valued at its fund's last NAV on or before the day (a fund without a NAV on a trading day, a
 *   holiday of its own, keeps its last NAV: a gap carries, it does not break the series); each holding rounded to
 *   the cent half-up, then summed, as the asset pages value holdings;
 * - net invested = purchases' amounts (fees included) − redemptions' net proceeds; cumulative profit = value − net
 *   invested (yuan, exact);
 * - the period return is time-weighted: each day's profit (value − previous value − the day's net flow) over the
 *   capital at work that day (previous value + the day's inflows; outflows leave at the close), chained from the base
 *   day; a day with no capital at work counts 0 %. Money in or out therefore never reads as a return.
 * - the benchmark is each day's last close on or before the day over the base day's close − 1; null before its data
 *   begins and after it ends (never carried past the data).
 */
import { Dec } from '../domain/money.js';
import { lastOnOrBefore, periodStart, type ComparePeriod, type NavObservation } from './fundMetrics.js';
import type { TradingCalendar } from './tradeDay.js';

/** The periods of 收益走势: 近1月, 近3月, 近6月, 近1年, 今年以来, 持有以来 (since the first trade). */
export const profitTrendPeriods = [
  '1m',
  '3m',
  '6m',
  '1y',
  'ytd',
  'since',
] as const satisfies readonly ComparePeriod[];
/** A period of {@link profitTrendPeriods}. */
export type ProfitTrendPeriod = (typeof profitTrendPeriods)[number];

/**
 * One confirmed trade's effect on a holding: its trade day (`YYYY-MM-DD`, the day whose NAV priced it), the fund,
 * the signed change of shares (decimal text, 2 decimals) and the signed cash (yuan, decimal text): + paid in
 * (a purchase's amount with its fee), − paid out (a redemption's net proceeds), 0 for a conversion's legs.
 */
export interface TrendTrade {
  readonly date: string;
  readonly fundId: string;
  readonly shares: string;
  readonly cash: string;
}

/** A NAV observation with its source: `simulated` after the real data ends (DESIGN §6, shown 模拟). */
export interface TrendNav extends NavObservation {
  readonly simulated: boolean;
}

/** The first and last day of a 收益走势 window and its trading days (the base day first). */
export interface TrendWindow {
  /** The base day `YYYY-MM-DD`: its profit is the period's zero, its return 0 %. */
  readonly from: string;
  readonly to: string;
  readonly days: readonly string[];
}

/**
 * The window of a period ending on `to` (a trading day, the latest NAV day): the base day is the last trading day
 * on or before {@link periodStart} (`ytd`: the last trading day of the previous year); for `since` the trading
 * day before the first trade (`firstTradeDay`). Null for `since` without trades, or when the calendar has no
 * trading day on or before the start.
 *
 * @param calendar - the exchange calendar (core TradingCalendar)
 */
export function profitTrendWindow(
  period: ProfitTrendPeriod,
  to: string,
  firstTradeDay: string | null,
  calendar: TradingCalendar,
): TrendWindow | null {
  let from: string | null;
  if (period === 'since') {
    if (firstTradeDay === null || firstTradeDay > to) return null;
    from = calendar.previousTradingDay(firstTradeDay) ?? firstTradeDay;
  } else {
    from = calendar.onOrBefore(periodStart(to, period)!);
  }
  if (from === null || from > to) return null;
  return { from, to, days: calendar.between(from, to) };
}

/** One trading day of 收益走势. */
export interface TrendDay {
  readonly date: string;
  /** Σ shares × the fund's last NAV on or before the day, each holding rounded to the cent; yuan, 2 decimals. */
  readonly marketValue: string;
  /** Money paid in less money paid out by trades on or before the day (all trades, not only the window's); yuan. */
  readonly netInvested: string;
  /** marketValue − netInvested: the profit since the first trade; yuan, 2 decimals. */
  readonly profit: string;
  /** profit − the base day's profit: the period's profit through the day; yuan. */
  readonly periodProfit: string;
  /** The time-weighted return from the base day through the day, percent, 2 decimals half-up. */
  readonly returnPercent: string;
  /** The benchmark's close over its base-day close − 1, percent, 2 decimals; null outside its data. */
  readonly benchmarkPercent: string | null;
  /** Whether a holding is valued at a NAV of the model that day (模拟). */
  readonly simulated: boolean;
  /** Holdings with shares that day. */
  readonly funds: number;
}

/** The period's figures of 收益走势 (the last day against the base day). */
export interface TrendSummary {
  /** Value on the base day and on the last day, yuan. */
  readonly startValue: string;
  readonly endValue: string;
  /** Net money in during the period (after the base day), yuan: + bought more than redeemed. */
  readonly netInflow: string;
  /** The period's profit (endValue − startValue − netInflow), yuan. */
  readonly periodProfit: string;
  /** The profit since the first trade on the last day, yuan. */
  readonly cumulativeProfit: string;
  /** The period's time-weighted return in percent (2 decimals); null when nothing was held in the period. */
  readonly periodReturn: string | null;
  /** The benchmark's return over the window in percent; null when its data does not cover both ends. */
  readonly benchmarkReturn: string | null;
}

/** What {@link profitTrend} reads. */
export interface ProfitTrendInput {
  readonly window: TrendWindow;
  /** Every confirmed trade of the account, any order (trades after the window's end are ignored). */
  readonly trades: readonly TrendTrade[];
  /** Each traded fund's NAV observations, oldest first (real, then the model's after the data ends). */
  readonly navs: ReadonlyMap<string, readonly TrendNav[]>;
  /** The benchmark index's closes, oldest first (real only); empty when it has no data. */
  readonly benchmark: readonly NavObservation[];
}

/** The result of {@link profitTrend}: each day of the window and the period's figures. */
export interface ProfitTrendResult {
  readonly days: TrendDay[];
  readonly summary: TrendSummary;
  /** Whether any share was held on a day of the window (else the page shows the empty state). */
  readonly held: boolean;
}

/** Percent text of a ratio, 2 decimals half-up, never `-0.00`. */
function percentText(ratio: Dec): string {
  const text = ratio.times(100).toFixed(2, Dec.ROUND_HALF_UP);
  return text === '-0.00' ? '0.00' : text;
}

/**
 * 收益走势 over a window (see the module's rule): per trading day the value, net invested money, cumulative and
 * period profit, the time-weighted return since the base day and the benchmark normalised to it.
 *
 * @see spec 03 §7 pa/queryPeriodProfitTrend, §3 benchmark indices; DESIGN §5 (money exact, exchange calendar)
 */
export function profitTrend(input: ProfitTrendInput): ProfitTrendResult {
  const { window, navs, benchmark } = input;
  const trades = [...input.trades]
    .filter((t) => t.date <= window.to)
    .sort((a, b) => a.date.localeCompare(b.date));
  const shares = new Map<string, Dec>();
  let invested = new Dec(0);
  let next = 0;
  const benchmarkLast = benchmark.length > 0 ? benchmark[benchmark.length - 1]!.date : null;
  const baseIndex = lastOnOrBefore(benchmark, window.from);
  const baseClose = baseIndex >= 0 ? new Dec(benchmark[baseIndex]!.nav) : null;

  const days: TrendDay[] = [];
  let previousValue: Dec | null = null;
  let growth = new Dec(1);
  let baseProfit = new Dec(0);
  let held = false;
  let heldInPeriod = false;
  for (const date of window.days) {
    let flow = new Dec(0);
    let inflow = new Dec(0);
    while (next < trades.length && trades[next]!.date <= date) {
      const trade = trades[next++]!;
      shares.set(trade.fundId, (shares.get(trade.fundId) ?? new Dec(0)).plus(trade.shares));
      invested = invested.plus(trade.cash);
      // Flows of earlier days (before the base day) are already in the base day's value.
      if (previousValue !== null) {
        flow = flow.plus(trade.cash);
        if (new Dec(trade.cash).gt(0)) inflow = inflow.plus(trade.cash);
      }
    }
    let value = new Dec(0);
    let simulated = false;
    let funds = 0;
    for (const [fundId, count] of shares) {
      if (count.lte(0)) continue;
      funds += 1;
      const points = navs.get(fundId) ?? [];
      const at = lastOnOrBefore(points, date);
      if (at < 0) continue;
      value = value.plus(count.times(points[at]!.nav).toDecimalPlaces(2, Dec.ROUND_HALF_UP));
      if (points[at]!.simulated) simulated = true;
    }
    if (funds > 0) held = true;
    const profit = value.minus(invested);
    if (previousValue === null) {
      baseProfit = profit;
    } else {
      const capital = previousValue.plus(inflow);
      if (capital.gt(0)) {
        heldInPeriod = true;
        const dayProfit = value.minus(previousValue).minus(flow);
        growth = growth.times(dayProfit.div(capital).plus(1));
      }
    }
    const closeAt = lastOnOrBefore(benchmark, date);
    const benchmarkPercent =
      baseClose === null || closeAt < 0 || benchmarkLast === null || date > benchmarkLast
        ? null
        : percentText(new Dec(benchmark[closeAt]!.nav).div(baseClose).minus(1));
    days.push({
      date,
      marketValue: value.toFixed(2),
      netInvested: invested.toFixed(2),
      profit: profit.toFixed(2),
      periodProfit: profit.minus(baseProfit).toFixed(2),
      returnPercent: percentText(growth.minus(1)),
      benchmarkPercent,
      simulated,
      funds,
    });
    previousValue = value;
  }
  const first = days[0];
  const last = days[days.length - 1];
  const startValue = new Dec(first?.marketValue ?? 0);
  const endValue = new Dec(last?.marketValue ?? 0);
  const netInflow = new Dec(last?.netInvested ?? 0).minus(first?.netInvested ?? 0);
  return {
    days,
    held,
    summary: {
      startValue: startValue.toFixed(2),
      endValue: endValue.toFixed(2),
      netInflow: netInflow.toFixed(2),
      periodProfit: endValue.minus(startValue).minus(netInflow).toFixed(2),
      cumulativeProfit: last?.profit ?? '0.00',
      periodReturn: heldInPeriod ? (last?.returnPercent ?? null) : null,
      benchmarkReturn: last?.benchmarkPercent ?? null,
    },
  };
}

/**
 * The funds whose holding on file is not what their confirmed trades add up to (shares differ): their history
 * cannot be rebuilt, so 收益走势 names them (positions change only when an order is confirmed, so this is data
 * brought in from elsewhere). Codes sorted.
 *
 * @param positions - current holdings: fund code and shares (decimal text)
 */
export function untracedHoldings(
  positions: readonly { fundId: string; shares: string }[],
  trades: readonly TrendTrade[],
): string[] {
  const traded = new Map<string, Dec>();
  for (const t of trades) traded.set(t.fundId, (traded.get(t.fundId) ?? new Dec(0)).plus(t.shares));
  const held = new Map<string, Dec>();
  for (const p of positions) held.set(p.fundId, (held.get(p.fundId) ?? new Dec(0)).plus(p.shares));
  return [...held.entries()]
    .filter(([fundId, count]) => !count.eq(traded.get(fundId) ?? 0))
    .map(([fundId]) => fundId)
    .sort();
}
