import { readFile } from 'node:fs/promises';

/**
 * Independent computations over the real NAV files (issue 14 "Done when": figures a page or a call shows are
 * recomputed in the test straight from shared/data/nav, with plain floats and no project code). Shared by
 * tests/integration/fund-tools.test.ts and tests/e2e/fund-tools.test.ts.
 */

/** The shared real data beside the project (data README: never copied into it). */
export const NAV_DIR = new URL('../../../shared/data/nav/', import.meta.url);

/** One published NAV: `date` `YYYY-MM-DD`, `nav` the unit NAV (4 decimals in the file, read as a number). */
export interface NavRow {
  date: string;
  nav: number;
}

/** A fund's real NAV as published (`净值日期,单位净值,日增长率`), oldest first, read straight from the file. */
export async function navFile(code: string): Promise<NavRow[]> {
  const text = await readFile(new URL(`${code}.csv`, NAV_DIR), 'utf8');
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map(([date = '', nav = '']) => ({ date, nav: Number(nav) }))
    .filter((row) => Number.isFinite(row.nav) && row.nav > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The exchange trading days (`trading-days.json`, `YYYYMMDD`) as `YYYY-MM-DD`, in order. */
export async function tradingDays(): Promise<string[]> {
  const compact = JSON.parse(await readFile(new URL('../trading-days.json', NAV_DIR), 'utf8')) as string[];
  return compact.map((d) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`).sort();
}

/** `YYYY-MM-DD` twelve months earlier, clamped to the month's last day. */
export function yearBefore(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  return `${y - 1}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The 近1年 figures of one fund, in percent (floats, unrounded). */
export interface OneYearFigures {
  /** The NAV rows of the window: the last NAV on or before a year before `asOf`, through `asOf`. */
  window: NavRow[];
  /** Return over the window: last NAV / first NAV − 1, percent. */
  oneYear: number;
  /** The largest fall from a running peak within the window, percent (positive). */
  maxDrawdown: number;
  /** Sample standard deviation of the daily returns between consecutive trading days × √252, percent. */
  volatility: number;
  /** How many daily returns the volatility is over (NAVs on consecutive exchange days only). */
  dailyReturns: number;
}

/**
 * A fund's 近1年 return, maximum drawdown and volatility as of `asOf` (`YYYY-MM-DD`), straight from its NAV file;
 * the volatility on the exchange calendar (a pair of NAVs across a gap of trading days gives no return).
 */
export async function oneYearFigures(code: string, asOf: string): Promise<OneYearFigures> {
  const rows = (await navFile(code)).filter((row) => row.date <= asOf);
  const start = yearBefore(asOf);
  const baseIndex = rows.findLastIndex((row) => row.date <= start);
  const window = rows.slice(baseIndex);
  const oneYear = (window[window.length - 1]!.nav / window[0]!.nav - 1) * 100;
  let peak = window[0]!.nav;
  let drawdown = 0;
  for (const row of window) {
    peak = Math.max(peak, row.nav);
    drawdown = Math.max(drawdown, 1 - row.nav / peak);
  }

  const days = await tradingDays();
  const dayIndex = new Map(days.map((d, i) => [d, i] as const));
  const onTradingDays = window.filter((row) => dayIndex.has(row.date));
  const returns: number[] = [];
  for (let i = 1; i < onTradingDays.length; i++) {
    const step = dayIndex.get(onTradingDays[i]!.date)! - dayIndex.get(onTradingDays[i - 1]!.date)!;
    if (step === 1) returns.push(onTradingDays[i]!.nav / onTradingDays[i - 1]!.nav - 1);
  }
  const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
  const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (returns.length - 1);
  const volatility = Math.sqrt(variance) * Math.sqrt(252) * 100;
  return { window, oneYear, maxDrawdown: drawdown * 100, volatility, dailyReturns: returns.length };
}

/** The NAV on `date`: the last one on or before it (a day without NAV carries the last NAV); NaN before the file. */
export function carriedOn(rows: readonly NavRow[], date: string): number {
  let found = NaN;
  for (const row of rows) {
    if (row.date > date) break;
    found = row.nav;
  }
  return found;
}

/**
 * The final value of a buy-and-hold portfolio (never rebalanced) worth 1 on the first trading day of `from`..`to`:
 * Σ weight × NAV(last day) / NAV(first day), each fund's NAV carried over days without one.
 *
 * @param weights - fund code → weight as a fraction (0.6 for 60 %), summing to 1
 */
export async function buyAndHoldFinal(
  weights: Readonly<Record<string, number>>,
  from: string,
  to: string,
): Promise<number> {
  const days = (await tradingDays()).filter((d) => d >= from && d <= to);
  const first = days[0]!;
  const last = days[days.length - 1]!;
  let value = 0;
  for (const [code, weight] of Object.entries(weights)) {
    const rows = await navFile(code);
    value += (weight * carriedOn(rows, last)) / carriedOn(rows, first);
  }
  return value;
}
