// npm run bench:screening: a screening query of the public fund list over all 27,023 funds against the static
// route, measured in the same run (issue 14 "Done when": a screening query over all 27,023 funds with 5 filters,
// p50 and p95, against a baseline; DESIGN §8).
//  - measured: pc/searchByPage with 5 filters (type 混合型, risk levels R3/R4, size at least 1 亿元, 近1年 at
//    least 0 %, purchase open) over the whole universe (withNavOnly false), sorted by 近1年 descending, page 1 of
//    20, through the core client over HTTP (the server: core rules/screening.ts over the market service's memory);
//  - baseline: GET /openapi.json through the same server (the static route: a document built once, no query).
// Both are repeated BENCH_SCREENING_REPS times (default 50) after one warm-up each; p50 and p95 of each and their
// ratio are printed. Correctness is checked and printed (every row meets the 5 filters, the total equals a count
// over every page); any failed check exits 1. The server runs in-process on a fixed clock.
import { performance } from 'node:perf_hooks';
import { product } from '../../packages/core/dist/index.js';
import { checks, loggedInGateway, PLACE_AT, quantiles, startBenchServer } from './lib.mjs';

const REPS = Number(process.env.BENCH_SCREENING_REPS ?? 50);
const UNIVERSE = 27_023;

const { check, failures } = checks();
const server = await startBenchServer('screening', { now: () => PLACE_AT });
const { baseUrl } = server;
console.log(
  `FundDesk screening bench: 5 filters over the whole universe, ${REPS} repetitions; database ` +
    `${server.fromTemplate ? 'copied from the test template' : 'seeded'} in ${server.seconds.toFixed(1)} s`,
);

const filters = {
  fundTypeCode: 'A',
  riskLevels: ['zxfxdj_3', 'zxfxdj_4'],
  fundSizeMin: '100000000',
  returnRanges: [{ field: 'rate1y', min: '0' }],
  openState: 'buyOpen',
};
const request = {
  ...filters,
  withNavOnly: false,
  sortField: 'rate1y',
  sortOrder: 'desc',
  pagination: { currentPage: 1, pagesize: 20 },
};

let exitCode = 1;
try {
  const { gateway } = await loggedInGateway({ baseUrl });
  const run = () => gateway.call(product.searchByPage, request);
  const staticRoute = async () => {
    const response = await fetch(`${baseUrl}/openapi.json`);
    return response.text();
  };

  // Warm-up (not counted): the day's quotes of the universe are computed on first use.
  const answer = await run();
  const doc = await staticRoute();
  const everything = await gateway.call(product.searchByPage, {
    withNavOnly: false,
    pagination: { pagesize: 1 },
  });
  check(
    'the query runs over the whole universe',
    everything.pagination.totalRows === UNIVERSE,
    `${everything.pagination.totalRows}`,
  );
  check(
    'the static route answers the document',
    doc.startsWith('{') && doc.length > 10_000,
    `${doc.length} chars`,
  );

  const measured = [];
  const baseline = [];
  for (let i = 0; i < REPS; i++) {
    let started = performance.now();
    await run();
    measured.push(performance.now() - started);
    started = performance.now();
    await staticRoute();
    baseline.push(performance.now() - started);
  }

  // Every matching fund, page by page, each checked against the 5 filters.
  const rows = [];
  for (let page = 1; page <= answer.pagination.pageCount; page++)
    rows.push(
      ...(
        await gateway.call(product.searchByPage, {
          ...request,
          pagination: { currentPage: page, pagesize: 100 },
        })
      ).list,
    );
  const paused = (r) =>
    ['310', '510'].includes(r.openDayCode) ||
    (r.declareStatus === 0 && r.subStatus === 0) ||
    r.fundStatus === 4;
  const bad = rows.filter(
    (r) =>
      r.fundType !== 'A' ||
      !filters.riskLevels.includes(r.fundRiskLevel) ||
      r.fundSize === null ||
      Number(r.fundSize) < 1e8 ||
      r.rate1y === null ||
      Number(r.rate1y) < 0 ||
      !['230', '210', '212'].includes(r.openDayCode) ||
      paused(r),
  );
  check('some funds match', answer.pagination.totalRows > 0, `${answer.pagination.totalRows} funds`);
  check(
    'the total equals the rows over every page',
    rows.length === answer.pagination.totalRows,
    `${rows.length}`,
  );
  check('every row meets the 5 filters', bad.length === 0, bad.map((r) => r.fundId).join(' '));
  const rates = rows.map((r) => Number(r.rate1y));
  check(
    'sorted by 近1年 descending',
    rates.every((rate, i) => i === 0 || rates[i - 1] >= rate),
  );

  const m = quantiles(measured);
  const b = quantiles(baseline);
  console.log(
    `  universe: ${UNIVERSE}; matching: ${answer.pagination.totalRows}; openapi.json ${doc.length} chars`,
  );
  console.log(
    `screening (searchByPage, 5 filters, HTTP)  p50 ${m.p50.toFixed(1)} ms   p95 ${m.p95.toFixed(1)} ms   (n=${m.n})`,
  );
  console.log(
    `baseline (static route /openapi.json)      p50 ${b.p50.toFixed(1)} ms   p95 ${b.p95.toFixed(1)} ms   (n=${b.n})`,
  );
  console.log(
    `ratio screening / baseline: p50 ${(m.p50 / b.p50).toFixed(1)}x   p95 ${(m.p95 / b.p95).toFixed(1)}x`,
  );
  exitCode = failures.length === 0 ? 0 : 1;
} finally {
  await server.stop({ removeData: true });
}
process.exit(exitCode);
