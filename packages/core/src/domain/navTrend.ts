import { z } from 'zod';
import type { NavPoint } from './fund.js';
import { decimalString } from './money.js';

/**
 * `[from, to)` index range of consecutive simulated points in a {@link NavTrend} (0-based, `to` exclusive,
 * `from < to`).
 */
const indexRange = z
  .tuple([z.number().int().min(0), z.number().int().min(1)])
  .refine(([from, to]) => from < to, 'range');

/**
 * The answer of pc/ins/fund/nvTrend, column-wise (issue 17 §1: send what the chart and the NAV history need,
 * not one object with four named fields per day): `dates` ascending `YYYY-MM-DD`, `navs` the unit NAV with 4
 * decimals (yuan per share), `dailyReturns` the daily growth in percent with 2 decimals (null on the first
 * day of the data), all three of one length; `simulated` the index ranges of simulated days (DESIGN §6),
 * empty when every day is real. A whole fund history (~1,200 days) is ~30 KB of JSON before compression,
 * against 108 KB as objects.
 * @see spec 03 §7 (pc/ins/fund/nvTrend), DESIGN §5 (decimal strings), §6 (simulated figures)
 */
export const navTrendSchema = z
  .object({
    fundId: z.string(),
    dates: z.array(z.string()),
    navs: z.array(decimalString),
    dailyReturns: z.array(decimalString.nullable()),
    simulated: z.array(indexRange),
  })
  .refine(
    (trend) =>
      trend.navs.length === trend.dates.length &&
      trend.dailyReturns.length === trend.dates.length &&
      trend.simulated.every(([, to]) => to <= trend.dates.length),
    'columns',
  );
/** The answer of pc/ins/fund/nvTrend, column-wise. */
export type NavTrend = z.infer<typeof navTrendSchema>;

/**
 * Packs NAV points (ascending by date) into the column-wise {@link NavTrend} answer. Used by the server.
 * @param fundId the fund's 6-digit code
 * @param points the points, oldest first
 */
export function packNavTrend(fundId: string, points: readonly NavPoint[]): NavTrend {
  const simulated: [number, number][] = [];
  points.forEach((point, i) => {
    if (point.source !== 'simulated') return;
    const last = simulated.at(-1);
    if (last && last[1] === i) last[1] = i + 1;
    else simulated.push([i, i + 1]);
  });
  return {
    fundId,
    dates: points.map((p) => p.date),
    navs: points.map((p) => p.nav),
    dailyReturns: points.map((p) => p.dailyReturn),
    simulated,
  };
}

/**
 * The NAV points of a {@link NavTrend}, oldest first: what the chart, the NAV history table and the CLI read.
 * The inverse of {@link packNavTrend}.
 * @param trend an nvTrend answer
 */
export function navTrendPoints(trend: NavTrend): NavPoint[] {
  const points: NavPoint[] = trend.dates.map((date, i) => ({
    date,
    nav: trend.navs[i] ?? '',
    dailyReturn: trend.dailyReturns[i] ?? null,
    source: 'real',
  }));
  for (const [from, to] of trend.simulated) {
    for (let i = from; i < to && i < points.length; i++) points[i] = { ...points[i]!, source: 'simulated' };
  }
  return points;
}
