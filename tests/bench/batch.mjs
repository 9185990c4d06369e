// npm run bench:batch: batch import by spreadsheet (issue 4 "Done when"), against the spreadsheet library's own
// read of the same file, measured in the same run (DESIGN §8):
//  1. a 10,000-row purchase file of real funds (tests/fixtures/batch/make-500.mjs);
//  2. baseline: exceljs reading that file (load + every cell value of every row), median of REPS;
//  3. importExcel: upload + the server's reading and checking of every row + the stored import, through the core
//     client as the CLI sends it, median of REPS (each a new import of the same file);
//  4. placement of all 10,000 rows: batchPlaceOrderCheck, batchPlaceOrderApply, then batchTradeStatus polled
//     every 100 ms until done (one run: it places 10,000 orders);
//  5. `funddesk --help` cold start: `node packages/cli/bin/funddesk.js --help` spawned HELP_RUNS times (median),
//     against `node -e 0` (a bare Node start) as its baseline.
// The server runs in-process on a fixed clock (Fri 2026-02-13 14:00 Asia/Shanghai, before the cut-off). Correctness
// is checked and printed; any failed check exits 1.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { batch } from '../../packages/core/dist/index.js';
import { make500 } from '../fixtures/batch/make-500.mjs';
import {
  checks,
  loggedInGateway,
  PLACE_AT,
  quantiles as stats,
  startBenchServer,
  TRADE_PASSWORD,
} from './lib.mjs';

const REPS = Number(process.env.BENCH_REPS ?? 3);
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const HELP_RUNS = Number(process.env.BENCH_HELP_RUNS ?? 10);

const { check, failures } = checks();
const ms = (x) => `${x.toFixed(1)} ms`;
function report(label, s, extra = '') {
  console.log(
    `${label.padEnd(46)} n=${s.n}  median=${ms(s.median).padStart(11)}  min=${ms(s.min).padStart(11)}  max=${ms(s.max).padStart(11)}${extra}`,
  );
}
async function timed(fn) {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
}

// 1. The file.
const file = await make500({ rows: ROWS });
console.log(
  `FundDesk batch bench: ${ROWS.toLocaleString('en')}-row purchase file, ${(file.length / 1024).toFixed(0)} KiB`,
);

// 2. Baseline: exceljs's own read of the same bytes, every cell value touched.
async function exceljsRead(bytes) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  let cells = 0;
  workbook.worksheets[0].eachRow((row) => {
    row.eachCell(() => {
      cells += 1;
    });
  });
  return cells;
}
await exceljsRead(file); // warm-up
const readSamples = [];
let cells = 0;
for (let rep = 0; rep < REPS; rep++) {
  const run = await timed(() => exceljsRead(file));
  cells = run.value;
  readSamples.push(run.ms);
}

// 3-4. A fresh database (a copy of the test template when there is one) and the server in-process.
const server = await startBenchServer('batch', { now: () => PLACE_AT });
const { db } = server;
console.log(
  `database ${server.fromTemplate ? 'copied from tests/.artifacts/template-db' : 'seeded'}, server on 127.0.0.1:${server.port} in ` +
    `${server.seconds.toFixed(1)} s`,
);

let exitCode = 1;
try {
  const { gateway } = await loggedInGateway({ baseUrl: server.baseUrl });

  const upload = () =>
    gateway.upload(batch.importExcel, { tradeType: 'purchase' }, { name: `batch-${ROWS}.xlsx`, bytes: file });
  await upload(); // warm-up (fund and limit caches, JIT)
  const importSamples = [];
  let imported;
  for (let rep = 0; rep < REPS; rep++) {
    const run = await timed(upload);
    imported = run.value;
    importSamples.push(run.ms);
  }

  const check1 = await timed(() =>
    gateway.call(batch.batchPlaceOrderCheck, { importId: imported.importId, onlyValid: false }),
  );
  const apply = await timed(() =>
    gateway.call(batch.batchPlaceOrderApply, {
      importId: imported.importId,
      tradePassword: TRADE_PASSWORD,
      onlyValid: false,
      confirmDuplicate: true,
    }),
  );
  const { batchSerialNo } = apply.value;
  const pollStarted = performance.now();
  let status;
  let polls = 0;
  for (;;) {
    status = await gateway.call(batch.batchTradeStatus, { batchSerialNo });
    polls += 1;
    if (status.orderStatus === 'done') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const placeMs = check1.ms + apply.ms + (performance.now() - pollStarted);

  // 5. `funddesk --help` cold start.
  const bin = fileURLToPath(new URL('../../packages/cli/bin/funddesk.js', import.meta.url));
  const spawnMs = (args) => {
    const started = performance.now();
    const child = spawnSync(process.execPath, args, { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`${args.join(' ')} exited ${child.status}: ${child.stderr}`);
    return { ms: performance.now() - started, stdout: child.stdout };
  };
  spawnMs([bin, '--help']); // warm the file cache
  const helpSamples = [];
  const nodeSamples = [];
  let helpText = '';
  for (let run = 0; run < HELP_RUNS; run++) {
    const help = spawnMs([bin, '--help']);
    helpText = help.stdout;
    helpSamples.push(help.ms);
    nodeSamples.push(spawnMs(['-e', '0']).ms);
  }

  // Report.
  const read = stats(readSamples);
  const validate = stats(importSamples);
  console.log(
    `\n${ROWS.toLocaleString('en')} rows (op01 for 10000001, 49 real funds), ${REPS} measured rounds after a warm-up`,
  );
  report('  baseline: exceljs read of the file', read, `  (${cells.toLocaleString('en')} cells)`);
  report('  importExcel: upload, read, check, store', validate, `  (${ms(validate.median / ROWS)} per row)`);
  console.log(`  ratio validate/exceljs read: ${(validate.median / read.median).toFixed(2)}x`);
  console.log(
    `\nplacement of ${ROWS.toLocaleString('en')} rows (1 run): ${ms(placeMs)} = placeOrderCheck ${ms(check1.ms)} + ` +
      `batchPlaceOrderApply ${ms(apply.ms)} + until done ${ms(placeMs - check1.ms - apply.ms)} (${polls} status polls)`,
  );
  console.log(
    `  ${Math.round(ROWS / (placeMs / 1000)).toLocaleString('en')} orders/s; ratio place/exceljs read: ${(placeMs / read.median).toFixed(1)}x`,
  );
  const help = stats(helpSamples);
  const bare = stats(nodeSamples);
  console.log(`\ncold start, ${HELP_RUNS} spawns each`);
  report('  funddesk --help', help);
  report('  baseline: node -e 0', bare);
  console.log(
    `  ratio --help/bare node: ${(help.median / bare.median).toFixed(2)}x (${ms(help.median - bare.median)} of our own)`,
  );

  console.log('');
  check(
    `importExcel read ${ROWS} rows, all valid`,
    imported.totalRows === ROWS && imported.validRows === ROWS,
    `${imported.validRows} valid, ${imported.invalidRows} invalid`,
  );
  check(`placeOrderCheck: ${ROWS} placeable`, check1.value.placeable === ROWS, `${check1.value.placeable}`);
  check(
    `batch ${batchSerialNo} done with ${ROWS} orders placed, none failed`,
    status.orderStatus === 'done' && status.successSize === ROWS && status.failSize === 0,
    JSON.stringify({
      successSize: status.successSize,
      failSize: status.failSize,
      cancelledSize: status.cancelledSize,
    }),
  );
  const [orders] = await db.query('SELECT count(*)::int AS n FROM orders WHERE batch_serial_no = $1', [
    batchSerialNo,
  ]);
  check(`${ROWS} orders stored for the batch`, orders.n === ROWS, `${orders.n}`);
  check('--help lists the batch command', helpText.includes('batch'));
  exitCode = failures.length === 0 ? 0 : 1;
} finally {
  await server.stop({ removeData: true });
}
if (failures.length) console.log(`\n${failures.length} check(s) failed: ${failures.join('; ')}`);
process.exit(exitCode);
