// npm run bench:trading: the trading desk's two database-heavy paths against the database's plain insert of the
// same rows, measured in the same run (DESIGN §8; issue 12 "Done when"):
//  1. a single buy from submit to accepted (the purchase call through the core client: trade password,
//     idempotency key, suitability, caps under the organisation lock, 价外法 fee, order + event), p50 and p95,
//     against a plain INSERT of the same order row (same columns) into a scratch orders table;
//  2. confirming 10,000 mixed redemptions (plain redemptions over lots of different ages, so every sell tier,
//     plus conversions and super-convert redemption legs, whose purchase legs are placed in the same run),
//     against the bulk INSERT ... SELECT that created them.
// The server runs in-process on a fixed clock (Fri 2026-02-13 14:00 Asia/Shanghai, before the cut-off), so the
// trade day (02-13) and T+1 (02-24) are deterministic. Correctness is checked and printed; a failed check exits 1.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { trading } from '../../packages/core/dist/index.js';
import { confirmDue } from '../../packages/server/dist/trade/index.js';
import { createMarketService } from '../../packages/server/dist/market/index.js';
import {
  checks,
  CONFIRM_AT,
  CONFIRM_DAY,
  loggedInGateway,
  ORDER_COLUMNS as ORDER_ROW_COLUMNS,
  ORG_PEOPLE,
  PLACE_AT,
  quantiles as stats,
  startBenchServer,
  TRADE_DAY,
  TRADE_PASSWORD,
} from './lib.mjs';

const REPS = Number(process.env.BENCH_REPS ?? 30);
const REDEMPTIONS = Number(process.env.BENCH_REDEMPTIONS ?? 10_000);
/** The order columns a single purchase writes (the baseline inserts exactly these). */
const ORDER_COLUMNS = [...ORDER_ROW_COLUMNS, 'review_scene'];

const { check, failures } = checks();
const ms = (x) => `${x.toFixed(2)} ms`;
const report = (label, s) =>
  console.log(`${label.padEnd(46)} n=${s.n}  p50=${ms(s.p50).padStart(10)}  p95=${ms(s.p95).padStart(10)}`);

let now = PLACE_AT;
const clock = { now: () => now };
const server = await startBenchServer('trading', clock);
const { db, app, port } = server;
console.log(
  `FundDesk trading bench: database ${server.fromTemplate ? 'copied from the test template' : 'seeded'}; port ${port}`,
);

let exitCode = 1;
try {
  // 1. Single buy: submit -> accepted, against a plain INSERT of the same row.
  const { gateway } = await loggedInGateway({ baseUrl: server.baseUrl });
  await db.exec(`DROP TABLE IF EXISTS bench_orders_scratch;
    CREATE TABLE bench_orders_scratch (LIKE orders INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)`);
  const submitSamples = [];
  const insertSamples = [];
  let accepted = 0;
  for (let rep = -3; rep < REPS; rep++) {
    const started = performance.now();
    const answer = await gateway.call(trading.purchase, {
      fundId: '000001',
      amount: '1000.00',
      tradePassword: TRADE_PASSWORD,
      idempotencyKey: randomUUID(),
      riskConfirmed: true,
      summaryConfirmed: true,
      tradeDay: TRADE_DAY,
    });
    const elapsed = performance.now() - started;
    const [row] = await db.query(`SELECT ${ORDER_COLUMNS.join(', ')} FROM orders WHERE serial_no = $1`, [
      answer.serialNo,
    ]);
    const insertSql = `INSERT INTO bench_orders_scratch (${ORDER_COLUMNS.join(', ')})
      VALUES (${ORDER_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})`;
    const insertStarted = performance.now();
    await db.transaction((tx) =>
      tx.query(
        insertSql,
        ORDER_COLUMNS.map((c) => row[c]),
      ),
    );
    const inserted = performance.now() - insertStarted;
    if (rep < 0) continue; // warm-up: fee schedule, JIT
    if (answer.status === 'accepted') accepted += 1;
    submitSamples.push(elapsed);
    insertSamples.push(inserted);
  }
  await db.exec('DROP TABLE bench_orders_scratch');
  const submit = stats(submitSamples);
  const insert = stats(insertSamples);
  console.log(`\nSingle buy of 000001 (op01 for 10000001, 3 warm-up + ${REPS} submits)`);
  report('  purchase call: submit -> accepted', submit);
  report('  baseline: INSERT of the same order row', insert);
  console.log(
    `  ratio submit/insert: p50 ${(submit.p50 / insert.p50).toFixed(1)}x, p95 ${(submit.p95 / insert.p95).toFixed(1)}x`,
  );
  check(`every submit was accepted (${REPS})`, accepted === REPS, `${accepted}`);
  await app.close();

  // 2. 10,000 mixed redemptions confirmed, against the bulk INSERT that created them.
  await db.query("UPDATE orders SET status = 'cancelled' WHERE status IN ('accepted', 'pendingReview')");
  await db.exec(`DROP TABLE IF EXISTS bench_funds; DROP TABLE IF EXISTS bench_orgs;
    CREATE TABLE bench_funds AS
      SELECT (row_number() OVER (ORDER BY f.fund_id))::int - 1 AS i, f.fund_id
        FROM funds f JOIN nav n ON n.fund_id = f.fund_id AND n.nav_date = '${TRADE_DAY}' AND n.source = 'real'
       WHERE f.fund_type_code <> '2' ORDER BY f.fund_id LIMIT 200;
    CREATE TABLE bench_orgs (i int PRIMARY KEY, group_id text, person_id text);
    INSERT INTO bench_orgs VALUES ${ORG_PEOPLE.map(([g, p], i) => `(${i}, '${g}', '${p}')`).join(', ')};
    DELETE FROM positions p USING bench_funds f WHERE p.fund_id = f.fund_id;
    -- Holdings: 1,000,000 shares per organisation and fund, in three lots of different ages (every sell tier).
    INSERT INTO positions (group_id, fund_id, shares, cost, updated_at)
      SELECT o.group_id, f.fund_id, 1000000, 1000000, now() FROM bench_orgs o CROSS JOIN bench_funds f;
    INSERT INTO orders (serial_no, person_id, group_id, fund_id, trade_type, status, amount, fee, net_amount,
                        fee_rate_e6, apply_time, trade_day, confirm_day, confirm_nav, confirm_shares)
      SELECT 'LBENCH' || o.i || f.fund_id || l.k, o.person_id, o.group_id, f.fund_id, 'purchase', 'confirmed',
             l.shares, 0, l.shares, 0, now(), l.day - 1, l.day, 1, l.shares
        FROM bench_orgs o CROSS JOIN bench_funds f
        CROSS JOIN (VALUES (1, date '2024-06-03', 400000), (2, date '2025-12-01', 300000), (3, date '2026-02-10', 300000))
             AS l(k, day, shares);
    ANALYZE bench_funds; ANALYZE bench_orgs`);
  const [{ n: fundCount }] = await db.query('SELECT count(*)::int AS n FROM bench_funds');
  const orgCount = ORG_PEOPLE.length;
  // Mixed: every 10th a conversion into the next bench fund, every 20th (else) a super convert's redemption leg.
  const bulkInsert = `
    INSERT INTO orders (serial_no, person_id, group_id, fund_id, trade_type, status, amount, fee, net_amount,
                        fee_rate_e6, shares, apply_time, trade_day, confirm_day, target_fund_id, link_serial_no,
                        link_kind, link_role)
    SELECT 'RBENCH' || lpad(g::text, 6, '0'), o.person_id, o.group_id, f.fund_id,
           CASE WHEN g % 10 = 0 THEN 'conversion' ELSE 'redemption' END, 'accepted', 0, 0, 0, 0,
           (10 + (g * 7919) % 9000 / 100.0)::numeric(20, 2),
           timestamptz '2026-02-13 13:00:00+08' + g * interval '100 ms', date '${TRADE_DAY}', date '${CONFIRM_DAY}',
           CASE WHEN g % 10 = 0 OR g % 20 = 5 THEN t.fund_id END,
           CASE WHEN g % 20 = 5 THEN 'RBENCH' || lpad(g::text, 6, '0') END,
           CASE WHEN g % 20 = 5 THEN 'superConvert' END,
           CASE WHEN g % 20 = 5 THEN 'redeem' END
      FROM generate_series(1, ${REDEMPTIONS}) AS g
      JOIN bench_orgs o ON o.i = g % ${orgCount}
      JOIN bench_funds f ON f.i = (g / ${orgCount}) % ${fundCount}
      JOIN bench_funds t ON t.i = ((g / ${orgCount}) + 1) % ${fundCount}`;
  const insertStarted = performance.now();
  const insertedRows = await db.transaction((tx) => tx.query(`${bulkInsert} RETURNING 1`));
  const insertMs = performance.now() - insertStarted;
  await db.query(
    `INSERT INTO order_events (serial_no, seq, status, at, note)
     SELECT serial_no, 1, 'accepted', apply_time, '' FROM orders WHERE serial_no LIKE 'RBENCH%'`,
  );
  now = CONFIRM_AT;
  const market = await createMarketService({ db, clock });
  const confirmStarted = performance.now();
  const run = await confirmDue(db, market, now);
  const confirmMs = performance.now() - confirmStarted;
  const [kinds] = await db.query(
    `SELECT count(*) FILTER (WHERE trade_type = 'redemption' AND link_role IS NULL)::int AS redemptions,
            count(*) FILTER (WHERE trade_type = 'conversion')::int AS conversions,
            count(*) FILTER (WHERE link_role = 'redeem')::int AS legs
       FROM orders WHERE serial_no LIKE 'RBENCH%'`,
  );
  console.log(
    `\n${REDEMPTIONS.toLocaleString('en')} mixed redemptions confirmed on ${CONFIRM_DAY} (${kinds.redemptions} redemptions, ` +
      `${kinds.conversions} conversions, ${kinds.legs} super-convert legs; ${orgCount} organisations x ${fundCount} funds)`,
  );
  console.log(
    `  confirmDue                                    time=${ms(confirmMs)}  (${run.confirmed} confirmed)`,
  );
  console.log(
    `  baseline: bulk INSERT ... SELECT of orders    time=${ms(insertMs)}  (${insertedRows.length} rows)`,
  );
  console.log(`  ratio confirm/insert: ${(confirmMs / insertMs).toFixed(1)}x`);
  check(`the bulk insert wrote ${REDEMPTIONS} orders`, insertedRows.length === REDEMPTIONS);
  const [state] = await db.query(
    `SELECT count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed,
            count(*) FILTER (WHERE status = 'confirmed' AND net_amount + fee <> amount)::int AS unbalanced
       FROM orders WHERE serial_no LIKE 'RBENCH%'`,
  );
  check(
    `all ${REDEMPTIONS} confirmed, none waiting`,
    state.confirmed === REDEMPTIONS && run.waiting === 0,
    JSON.stringify(run),
  );
  check('amount = fee + net on every confirmed order', state.unbalanced === 0, `${state.unbalanced}`);
  const [legs] = await db.query(
    "SELECT count(*)::int AS n FROM orders WHERE link_role = 'purchase' AND link_serial_no LIKE 'RBENCH%'",
  );
  check(
    'every super-convert leg placed its purchase leg',
    legs.n === kinds.legs,
    `${legs.n} of ${kinds.legs}`,
  );
  const [moved] = await db.query(
    `SELECT (SELECT sum(shares) FROM orders WHERE serial_no LIKE 'RBENCH%') AS out,
            (SELECT ${orgCount} * ${fundCount} * 1000000 - sum(p.shares) FROM positions p JOIN bench_funds f USING (fund_id)) +
            (SELECT coalesce(sum(target_shares), 0) FROM orders WHERE serial_no LIKE 'RBENCH%') AS taken`,
  );
  check(
    'positions lost exactly the shares sold, conversions added their target shares',
    String(moved.out) === String(moved.taken),
    `${moved.out} vs ${moved.taken}`,
  );
  exitCode = failures.length === 0 ? 0 : 1;
} finally {
  // The database stays for a look after the run (tests/.artifacts/bench-trading-db); the next run replaces it.
  await server.stop({ removeData: false });
}
if (failures.length > 0) console.log(`\n${failures.length} check(s) failed: ${failures.join('; ')}`);
process.exit(exitCode);
