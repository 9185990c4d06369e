import { navTrendPoints, product, type FundDetail, type NavPoint, type TrendPeriod } from '@funddesk/core';
import type { Connection } from '../../client.js';
import type { CommandDeps, EnvOption } from '../../context.js';
import { UsageError } from '../../errors.js';

/** Options of {@link fundsShow}. */
export interface FundsShowOptions extends EnvOption {
  fundCode: string;
}

/**
 * A fund's profile with its latest real NAV: `nav`, `navDate` and `navSource` are the last published
 * (real) NAV (DESIGN §6); when the gateway extends the series with simulated NAVs, the latest simulated
 * one is in `simulatedNav`.
 */
export type FundsShowResult = FundDetail & {
  simulatedNav: { nav: string; navDate: string } | null;
};

/** Validates a fund code: 6 digits. @throws UsageError (exit 2) */
export function parseFundCode(text: string): string {
  const code = text.trim();
  if (!/^\d{6}$/.test(code)) throw new UsageError('cli.error.badFundCode', { code: text });
  return code;
}

/** The last real point of a NAV series (points in date order), or undefined. */
export function lastRealPoint(points: readonly NavPoint[]): NavPoint | undefined {
  for (let i = points.length - 1; i >= 0; i -= 1) {
    const point = points[i];
    if (point?.source === 'real') return point;
  }
  return undefined;
}

async function latestRealNav(connection: Connection, fundId: string): Promise<NavPoint | undefined> {
  // One year covers the usual gap between the data's end and today; the whole series only when it does not.
  const periods: TrendPeriod[] = ['1y', 'all'];
  for (const period of periods) {
    const trend = await connection.call(product.nvTrend, { fundId, period });
    const point = lastRealPoint(navTrendPoints(trend));
    if (point) return point;
  }
  return undefined;
}

/**
 * Combines a fund's detail with its latest real NAV (see {@link FundsShowResult}).
 * @param real - the last real NAV point when the detail's NAV is simulated
 */
export function withRealNav(detail: FundDetail, real: NavPoint | undefined): FundsShowResult {
  if (detail.navSource !== 'simulated') return { ...detail, simulatedNav: null };
  const simulatedNav =
    detail.nav !== null && detail.navDate !== null ? { nav: detail.nav, navDate: detail.navDate } : null;
  return {
    ...detail,
    nav: real?.nav ?? null,
    navDate: real?.date ?? null,
    navSource: real ? 'real' : null,
    simulatedNav,
  };
}

/**
 * `funddesk funds show <fundCode>`: profile, latest NAV and trading attributes (pc/ins/fund/detail,
 * spec 03 §7); the NAV history (pc/ins/fund/nvTrend) only when the detail's NAV is simulated.
 */
export async function fundsShow(options: FundsShowOptions, deps: CommandDeps): Promise<FundsShowResult> {
  const fundId = parseFundCode(options.fundCode);
  const connection = await deps.connect(options.env);
  connection.requireSession();
  const detail = await connection.call(product.fundDetail, { fundId });
  const real = detail.navSource === 'simulated' ? await latestRealNav(connection, fundId) : undefined;
  return withRealNav(detail, real);
}
