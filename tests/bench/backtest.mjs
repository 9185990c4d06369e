// npm run bench:backtest: the simulated portfolio's back-test against a plain SQL scan of the same NAV rows,
// measured in the same run (issue 14 "Done when": back-test of a 10-fund portfolio over 5 years of daily NAV,
// p50 and p95, against a baseline; DESIGN §8).
//  - measured: portfolioBacktest (combination/performanceTrend) of 10 funds with real NAV over the whole period,
//    equal weights, 2021-01-04..2025-12-31, monthly rebalancing, against CSI 300, through the core client over
//    HTTP (the server: the funds' NAV from the market service, core rules/backtest.ts in Dec, the metrics of
//    rules/fundMetrics.ts for the portfolio and the benchmark);
//  - baseline: `SELECT fund_id, nav_date, nav FROM nav WHERE fund_id = ANY($1) AND nav_date BETWEEN …` of the
//    same rows, straight on the database (no arithmetic at all).
// Both are repeated BENCH_BACKTEST_REPS times (default 30) after one warm-up each; p50 and p95 of each and their
// ratios are printed. Correctness is checked and printed (the final value recomputed here from the scanned rows
// and trading-days.json); any failed check exits 1. The server runs in-process on a fixed clock.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { portfolio } from '../../packages/core/dist/index.js';
import { checks, loggedInGateway, PLACE_AT, quantiles, startBenchServer } from './lib.mjs';

const REPS = Number(process.env.BENCH_BACKTEST_REPS ?? 30);
const FUNDS = 10;
const FROM = '2021-01-04';
const TO = '2025-12-31';
/** A back-test may outlast the default timeout class on a loaded machine: the bench measures, not fails. */
const CALL_TIMEOUT_MS = 120_000;

const { check, failures } = checks();
const server = await startBenchServer('backtest', { now: () => PLACE_AT });
const { db, baseUrl } = server;
console.log(
  `FundDesk back-test bench: ${FUNDS} funds, ${FROM}..${TO}, monthly rebalancing, ${REPS} repetitions; database ` +
    `${server.fromTemplate ? 'copied from the test template' : 'seeded'} in ${server.seconds.toFixed(1)} s`,
);

let exitCode = 1;
try {
  const { resolveMarketDataDir } = await import('../../packages/server/dist/index.js');
  const compact = JSON.parse(await readFile(join(resolveMarketDataDir(), 'trading-days.json'), 'utf8'));
  const days = compact
    .map((d) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`)
    .filter((d) => d >= FROM && d <= TO)
    .sort();

  // Ten funds whose real NAV covers the whole period.
  const fundIds = (
    await db.query(
      `SELECT fund_id FROM nav WHERE source = 'real' GROUP BY fund_id
        HAVING min(nav_date) <= $1::date AND max(nav_date) >= $2::date ORDER BY fund_id LIMIT $3`,
      [FROM, TO, FUNDS],
    )
  ).map((r) => r.fund_id);
  check(`${FUNDS} funds with real NAV over the period`, fundIds.length === FUNDS, fundIds.join(' '));
  const funds = fundIds.map((fundId) => ({ fundId, weight: (100 / FUNDS).toFixed(2) }));
  const request = { funds, benchmark: '399300', from: FROM, to: TO, rebalance: 'monthly' };
  const baselineSql = `SELECT fund_id, nav_date::text AS date, nav::text AS nav FROM nav
     WHERE fund_id = ANY($1::text[]) AND nav_date BETWEEN $2::date AND $3::date AND source = 'real'
     ORDER BY fund_id, nav_date`;
  const scan = () => db.query(baselineSql, [fundIds, FROM, TO]);

  const { gateway } = await loggedInGateway({ baseUrl });
  const run = () => gateway.call(portfolio.portfolioBacktest, request, { timeoutMs: CALL_TIMEOUT_MS });

  // Warm-up (not counted): the market service parses each fund's series on first use.
  const answer = await run();
  const rows = await scan();

  const measured = [];
  const baseline = [];
  for (let i = 0; i < REPS; i++) {
    let started = performance.now();
    await run();
    measured.push(performance.now() - started);
    started = performance.now();
    await scan();
    baseline.push(performance.now() - started);
  }

  // The final value recomputed here from the baseline's rows: equal weights, monthly rebalancing, a day
  // without NAV carries the last one (issue 14 §4).
  const series = new Map(fundIds.map((id) => [id, []]));
  for (const row of rows) series.get(row.fund_id).push({ date: row.date, nav: Number(row.nav) });
  const cursor = fundIds.map(() => -1);
  const navOn = (i, date) => {
    const points = series.get(fundIds[i]);
    while (cursor[i] + 1 < points.length && points[cursor[i] + 1].date <= date) cursor[i]++;
    return points[cursor[i]].nav;
  };
  let units = fundIds.map((_, i) => 0.1 / navOn(i, days[0]));
  let value = 1;
  for (let d = 1; d < days.length; d++) {
    const navs = fundIds.map((_, i) => navOn(i, days[d]));
    value = navs.reduce((sum, nav, i) => sum + units[i] * nav, 0);
    if (days[d].slice(0, 7) !== days[d - 1].slice(0, 7)) units = navs.map((nav) => (value * 0.1) / nav);
  }
  check(
    'the back-test covers every trading day of the period',
    answer.dates.length === days.length,
    `${answer.dates.length} / ${days.length}`,
  );
  check(
    'the final value equals the recomputation from the scanned rows (4 decimals)',
    Math.abs(Number(answer.portfolio.at(-1)) - value) < 0.00006,
    `${answer.portfolio.at(-1)} vs ${value.toFixed(6)}`,
  );
  check(
    'a benchmark series and both metrics',
    answer.benchmarkValues.length === days.length &&
      answer.metrics.benchmark !== null &&
      answer.metrics.portfolio !== null,
  );
  check('the baseline scanned the NAV rows', rows.length > FUNDS * 1000, `${rows.length} rows`);

  const m = quantiles(measured);
  const b = quantiles(baseline);
  console.log(
    `  NAV rows: ${rows.length}; trading days: ${days.length}; rebalances: ${answer.rebalances.length}`,
  );
  console.log(
    `back-test (portfolioBacktest over HTTP)   p50 ${m.p50.toFixed(1)} ms   p95 ${m.p95.toFixed(1)} ms   (n=${m.n})`,
  );
  console.log(
    `baseline (plain SQL scan of the rows)     p50 ${b.p50.toFixed(1)} ms   p95 ${b.p95.toFixed(1)} ms   (n=${b.n})`,
  );
  console.log(
    `ratio back-test / baseline: p50 ${(m.p50 / b.p50).toFixed(1)}x   p95 ${(m.p95 / b.p95).toFixed(1)}x`,
  );
  exitCode = failures.length === 0 ? 0 : 1;
} finally {
  await server.stop({ removeData: true });
}
process.exit(exitCode);
