/**
 * The simulated portfolio (模拟组合, /fundTools/combineFund; issue 14 §4): the portfolio's own rules (1 to 20
 * funds, weights in percent with 2 decimals summing to exactly 100.00 %, no suspended fund), the back-test of
 * the portfolio on the funds' real NAV against a benchmark index on the exchange calendar, and the split of an
 * amount over the portfolio's funds for the cart. One pure module, used by the server
 * (services/portfolio.ts), the web and the CLI (`funddesk portfolio backtest`). The risk figures are
 * rules/fundMetrics.ts's {@link riskMetrics} over the value series (return, annualised return, volatility,
 * maximum drawdown, Sharpe), never a copy.
 *
 * @see issue 14 §4, "Bad input and faults"; spec 03 §2 (fund tools: combineFund), §3 (benchmark indices)
 */
import { Dec } from '../domain/money.js';
import { ErrorCode } from '../errors/catalogue.js';
import { riskMetrics, type NavObservation, type RiskMetrics } from './fundMetrics.js';
import type { TradingCalendar } from './tradeDay.js';

/** The fewest funds of a portfolio (issue 14 §4). */
export const PORTFOLIO_MIN_FUNDS = 1;
/** The most funds of a portfolio (issue 14 §4; the cart's capacity, spec 02 §9: 20). */
export const PORTFOLIO_MAX_FUNDS = 20;
/** The sum the weights must reach exactly, percent with 2 decimals. */
export const PORTFOLIO_WEIGHT_TOTAL = '100.00';
/** Decimals of the back-test's value series as shown (a value of 1.0000 at the start, like a unit NAV). */
export const BACKTEST_VALUE_DECIMALS = 4;
/** Decimals the risk figures are computed on (the value series before rounding for display). */
const METRIC_DECIMALS = 10;

/** The rebalancing periods: never, on the first trading day of each month, quarter or year. */
export const rebalancePeriods = ['none', 'monthly', 'quarterly', 'yearly'] as const;
/** A period of {@link rebalancePeriods}. */
export type RebalancePeriod = (typeof rebalancePeriods)[number];

/** One fund of a portfolio and its weight: percent text with at most 2 decimals (`'35.50'`). */
export interface PortfolioWeight {
  readonly fundId: string;
  readonly weight: string;
}

/** A weight as typed: up to 3 integer digits and up to 2 decimals. */
const WEIGHT_TEXT = /^\d{1,3}(\.\d{1,2})?$/;

/** A portfolio refusal: the catalogue code and its params, or ok. */
export type PortfolioDecision =
  | { ok: true }
  | { ok: false; code: typeof ErrorCode.PortfolioFundCount; params: { min: number; max: number } }
  | { ok: false; code: typeof ErrorCode.PortfolioWeights; params: { sum: string } }
  | { ok: false; code: typeof ErrorCode.PortfolioSuspended; params: { fundId: string } };

/**
 * Whether a portfolio may be saved, checks in order: 1 to 20 distinct funds (FD3020; the same fund twice
 * counts once and is refused as a count error too); each weight a percent of 0.01 to 100.00 with at most 2
 * decimals and their sum exactly 100.00 (FD3021 with the sum, 2 decimals, or `--` when a weight is not a number);
 * no suspended fund (FD3022 with the first suspended fund's code; core buyEligibility isSuspended decides).
 *
 * @param funds - the funds in the order given
 * @param isSuspended - whether a fund is suspended now (spec 03 §4: both status flags 0, or status code 4)
 * @see issue 14 §4, "Bad input and faults" (weights that do not sum to 100 %, a suspended fund)
 */
export function portfolioDecision(
  funds: readonly PortfolioWeight[],
  isSuspended: (fundId: string) => boolean,
): PortfolioDecision {
  const distinct = new Set(funds.map((f) => f.fundId));
  if (
    distinct.size !== funds.length ||
    funds.length < PORTFOLIO_MIN_FUNDS ||
    funds.length > PORTFOLIO_MAX_FUNDS
  ) {
    return {
      ok: false,
      code: ErrorCode.PortfolioFundCount,
      params: { min: PORTFOLIO_MIN_FUNDS, max: PORTFOLIO_MAX_FUNDS },
    };
  }
  if (funds.some((f) => !WEIGHT_TEXT.test(f.weight))) {
    return { ok: false, code: ErrorCode.PortfolioWeights, params: { sum: '--' } };
  }
  const sum = funds.reduce((total, f) => total.plus(f.weight), new Dec(0));
  if (funds.some((f) => new Dec(f.weight).lte(0)) || !sum.eq(PORTFOLIO_WEIGHT_TOTAL)) {
    return { ok: false, code: ErrorCode.PortfolioWeights, params: { sum: sum.toFixed(2) } };
  }
  const suspended = funds.find((f) => isSuspended(f.fundId));
  if (suspended)
    return { ok: false, code: ErrorCode.PortfolioSuspended, params: { fundId: suspended.fundId } };
  return { ok: true };
}

/** One fund of a back-test: its weight (percent) and its real NAV observations, oldest first. */
export interface BacktestFund extends PortfolioWeight {
  readonly nav: readonly NavObservation[];
}

/** What a back-test is asked: the funds, the benchmark's quotes, the period and the rebalancing. */
export interface BacktestInput {
  readonly funds: readonly BacktestFund[];
  /** The benchmark index's closes as observations (`nav` = close), oldest first; null for no benchmark. */
  readonly benchmark: readonly NavObservation[] | null;
  /** First day `YYYY-MM-DD`; default the first day every fund has NAV ({@link BacktestResult.dataFrom}). */
  readonly from?: string | null;
  /** Last day `YYYY-MM-DD`; default the last day every fund still has NAV. */
  readonly to?: string | null;
  readonly rebalance: RebalancePeriod;
}

/** A refused back-test: a fund without NAV (FD3027), before the data begins (FD3023), or an empty period (FD3024). */
export type BacktestRefusal =
  | { ok: false; code: typeof ErrorCode.BacktestNoNav; params: { fundId: string } }
  | { ok: false; code: typeof ErrorCode.BacktestBeforeData; params: { from: string; dataFrom: string } }
  | { ok: false; code: typeof ErrorCode.BacktestPeriod; params: { from: string; to: string } };

/** The back-test's answer. */
export interface BacktestResult {
  ok: true;
  /** The first day every fund has NAV (the earliest start a back-test may take). */
  dataFrom: string;
  /** The first and last trading days of the back-test. */
  from: string;
  to: string;
  /** The trading days of the period, `YYYY-MM-DD`, oldest first. */
  dates: string[];
  /** The portfolio's value per day, 4 decimals, 1.0000 on the first day. */
  portfolio: string[];
  /** The benchmark normalised to 1.0000 on the first day, 4 decimals; null without a benchmark. */
  benchmark: string[] | null;
  /** The days the portfolio was rebalanced to its weights (the first trading day of each period). */
  rebalances: string[];
  /** Per fund, the trading days of the period on which it had no NAV and its last NAV was carried. */
  carried: { fundId: string; days: number }[];
  /** Risk figures of the value series (rules/fundMetrics.ts riskMetrics); null for a period of one day. */
  metrics: { portfolio: RiskMetrics | null; benchmark: RiskMetrics | null };
}

/** The index of the last observation dated on or before `date`, or -1; moves forward from `from`. */
function advance(points: readonly NavObservation[], from: number, date: string): number {
  let i = from;
  while (i + 1 < points.length && points[i + 1]!.date <= date) i++;
  return i >= 0 && points[i]!.date <= date ? i : -1;
}

/** The key of the rebalancing period a day belongs to (`null`: never rebalanced). */
function periodKey(date: string, rebalance: RebalancePeriod): string | null {
  switch (rebalance) {
    case 'none':
      return null;
    case 'monthly':
      return date.slice(0, 7);
    case 'quarterly':
      return `${date.slice(0, 4)}Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3)}`;
    case 'yearly':
      return date.slice(0, 4);
  }
}

/** A value series as observations, for riskMetrics. */
function observations(dates: readonly string[], values: readonly Dec[]): NavObservation[] {
  return dates.map((date, i) => ({ date, nav: values[i]!.toFixed(METRIC_DECIMALS, Dec.ROUND_HALF_UP) }));
}

/**
 * Back-tests a portfolio on the funds' NAV over the exchange calendar (issue 14 §4):
 * - the period runs over the trading days from `from` to `to` (trading-days.json); the portfolio starts at
 *   1.0000 and buys each fund for its weight at the NAV of the first day;
 * - each day the value is Σ units × NAV; a fund without NAV on a trading day carries its last NAV (counted in
 *   `carried`); a NAV published on a day that is not a trading day is used from the next trading day on;
 * - with a rebalancing period, on the first trading day of each new month, quarter or year the value is
 *   redistributed to the weights at that day's NAV (no fees: the back-test is of the funds' performance);
 * - the benchmark is its close normalised to 1.0000 on the first day, carried the same way;
 * - the risk figures are {@link riskMetrics} (risk-free rate 1.50 %) over each value series.
 * All arithmetic is Dec; the series are rounded to 4 decimals for display only.
 *
 * Refusals: FD3027 when a fund has no NAV at all, FD3023 when `from` is before the first day every fund has
 * NAV, FD3024 when the period holds no trading day (`from` after `to`).
 *
 * @param calendar - the exchange calendar (core TradingCalendar: `between` inclusive of both ends)
 * @see issue 14 §4 (back-test with periodic rebalancing against a benchmark), "Bad input and faults"
 */
export function backtestPortfolio(
  input: BacktestInput,
  calendar: Pick<TradingCalendar, 'between'>,
): BacktestResult | BacktestRefusal {
  const funds = input.funds;
  const without = funds.find((f) => f.nav.length === 0);
  if (without) return { ok: false, code: ErrorCode.BacktestNoNav, params: { fundId: without.fundId } };
  const firsts = funds.map((f) => f.nav[0]?.date ?? '9999-12-31');
  const lasts = funds.map((f) => f.nav[f.nav.length - 1]?.date ?? '0000-01-01');
  const dataFrom = firsts.reduce((a, b) => (a > b ? a : b), '0000-01-01');
  const dataTo = lasts.reduce((a, b) => (a < b ? a : b), '9999-12-31');
  const from = input.from ?? dataFrom;
  const to = input.to ?? dataTo;
  if (from < dataFrom) {
    return { ok: false, code: ErrorCode.BacktestBeforeData, params: { from, dataFrom } };
  }
  const dates = calendar.between(from, to);
  if (dates.length === 0 || funds.length === 0) {
    return { ok: false, code: ErrorCode.BacktestPeriod, params: { from, to } };
  }

  const weights = funds.map((f) => new Dec(f.weight).div(100));
  const cursor = funds.map(() => -1);
  const carried = funds.map(() => 0);
  let units: Dec[] = [];
  const values: Dec[] = [];
  const rebalances: string[] = [];
  let lastPeriod: string | null = null;

  for (let d = 0; d < dates.length; d++) {
    const date = dates[d]!;
    const navs = funds.map((fund, i) => {
      const at = advance(fund.nav, cursor[i]!, date);
      cursor[i] = at;
      if (fund.nav[at]?.date !== date) carried[i]!++;
      return new Dec(fund.nav[at]!.nav);
    });
    const key = periodKey(date, input.rebalance);
    if (d === 0) {
      units = navs.map((nav, i) => weights[i]!.div(nav));
      values.push(new Dec(1));
    } else {
      const value = navs.reduce((sum, nav, i) => sum.plus(units[i]!.times(nav)), new Dec(0));
      values.push(value);
      if (key !== null && key !== lastPeriod) {
        units = navs.map((nav, i) => value.times(weights[i]!).div(nav));
        rebalances.push(date);
      }
    }
    lastPeriod = key;
  }

  let benchmarkValues: Dec[] | null = null;
  const bench = input.benchmark;
  if (bench && bench.length > 0 && bench[0]!.date <= dates[0]!) {
    let at = -1;
    const closes = dates.map((date) => {
      at = advance(bench, at, date);
      return new Dec(bench[at]!.nav);
    });
    benchmarkValues = closes.map((close) => close.div(closes[0]!));
  }

  const display = (series: readonly Dec[]) =>
    series.map((v) => v.toFixed(BACKTEST_VALUE_DECIMALS, Dec.ROUND_HALF_UP));
  return {
    ok: true,
    dataFrom,
    from: dates[0]!,
    to: dates[dates.length - 1]!,
    dates,
    portfolio: display(values),
    benchmark: benchmarkValues && display(benchmarkValues),
    rebalances,
    carried: funds.map((f, i) => ({ fundId: f.fundId, days: carried[i]! })),
    metrics: {
      portfolio: riskMetrics(observations(dates, values), calendar),
      benchmark: benchmarkValues && riskMetrics(observations(dates, benchmarkValues), calendar),
    },
  };
}

/** One fund's share of an amount bought through the cart. */
export interface CartSplitLine {
  readonly fundId: string;
  /** Yuan, 2 decimals. */
  readonly amount: string;
}

/**
 * Splits `amount` yuan over the portfolio's funds for the cart (issue 14 §4 "buy the portfolio through the
 * cart"): each fund amount × weight rounded down to the cent, and the cents left over go to the fund of the
 * largest weight (the first of equal weights), so the lines sum to `amount` exactly. Each line is then judged
 * by the cart's amount rule (rules/cartAmount.ts validateCartAmount) by the caller: a line under its fund's
 * minimum is reported, never dropped.
 *
 * @param amount - yuan, decimal text with at most 2 decimals, above 0
 * @param funds - the portfolio's funds with weights in percent (summing to 100.00)
 */
export function splitPortfolioAmount(amount: string, funds: readonly PortfolioWeight[]): CartSplitLine[] {
  const total = new Dec(amount);
  const shares = funds.map((f) => total.times(f.weight).div(100).toDecimalPlaces(2, Dec.ROUND_DOWN));
  const rest = shares.reduce((sum, s) => sum.minus(s), total);
  let largest = 0;
  funds.forEach((f, i) => {
    if (new Dec(f.weight).gt(funds[largest]!.weight)) largest = i;
  });
  return funds.map((f, i) => ({
    fundId: f.fundId,
    amount: (i === largest ? shares[i]!.plus(rest) : shares[i]!).toFixed(2),
  }));
}
