// npm run bench:purchase: the purchase path's two database-heavy jobs against the database's plain insert of
// the same rows, measured in the same run (DESIGN §8; issue 3 "Done when"):
//  1. placing a 20-line cart purchase (cartPurchase call -> batch done, through the core client), against one
//     multi-row INSERT of the same 20 order rows (same columns, one transaction) into a scratch orders table;
//  2. confirming 10,000 orders (confirmDue on T+1), against the bulk INSERT ... SELECT that created them.
// The server runs in-process on a fixed clock (Fri 2026-02-13 14:00 Asia/Shanghai, before the cut-off), so the
// trade day (02-13) and T+1 (02-24, after the Spring Festival closure) are deterministic.
// Correctness is checked and printed; any failed check exits 1.
import { performance } from 'node:perf_hooks';
import { trade } from '../../packages/core/dist/index.js';
import { confirmDue, engineFor } from '../../packages/server/dist/trade/index.js';
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

const REPS = Number(process.env.BENCH_REPS ?? 5);
const LINES = 20;
const CONFIRM_ORDERS = 10_000;
/** The order columns a cart placement writes (the baseline inserts exactly these). */
const ORDER_COLUMNS = [...ORDER_ROW_COLUMNS, 'batch_serial_no', 'line_no'];

const { check, failures } = checks();
const ms = (x) => `${x.toFixed(2)} ms`;
/**
 * The longest event-loop stall while `fn` runs, from a 5 ms interval timer: the in-process server (and the
 * client) answer nothing while the loop is stalled. Kept in `stallOf.last` (milliseconds).
 */
async function stallOf(fn) {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const t = performance.now();
    longest = Math.max(longest, t - last);
    last = t;
  }, 5);
  try {
    return { value: await fn() };
  } finally {
    clearInterval(timer);
    stallOf.last = Math.max(longest, performance.now() - last);
  }
}
function report(label, s, extra = '') {
  console.log(
    `${label.padEnd(44)} n=${s.n}  median=${ms(s.median).padStart(11)}  p95=${ms(s.p95).padStart(11)}${extra}`,
  );
}

// 1. A fresh database: a copy of the seeded template when the test suite made one, else seeded here.
let now = PLACE_AT;
const clock = { now: () => now };
const server = await startBenchServer('purchase', clock);
const { db, app, port } = server;
const engine = engineFor(db);
if (!engine) throw new Error('no trade engine registered for the database');
console.log(
  `FundDesk purchase bench: database ${server.fromTemplate ? 'copied from tests/.artifacts/template-db' : server.seeded ? 'seeded' : 'reused'}, ` +
    `server on 127.0.0.1:${port} in ${server.seconds.toFixed(1)} s; clock ${new Date(now).toISOString()}`,
);

let exitCode = 1;
try {
  // ---------------------------------------------------------------------------------------------------------
  // 2. Placement of a 20-line cart purchase.
  const { gateway, session } = await loggedInGateway({ baseUrl: server.baseUrl });

  // Real funds an ordinary institution (clientType 2) may buy, with a real NAV on the trade day, a minimum
  // under the amount and caps far above (REPS + 1) purchases of it.
  const funds = await db.query(
    `SELECT f.fund_id FROM funds f JOIN nav n ON n.fund_id = f.fund_id AND n.nav_date = $1 AND n.source = 'real'
      WHERE f.has_nav AND f.declare_status = 1 AND f.fund_status = 0 AND f.summary_pdf <> ''
        AND cardinality(f.cant_trade_cert_types) = 0 AND f.fund_type_code <> '2'
        AND f.min_limit <= 1000 AND f.max_limit >= 10000 AND f.daily_max >= 100000
      ORDER BY f.fund_id LIMIT $2`,
    [TRADE_DAY, LINES],
  );
  if (funds.length < LINES)
    throw new Error(`only ${funds.length} buyable funds with a real NAV on ${TRADE_DAY}`);
  const purchaseList = funds.map((f, i) => ({ fundCode: f.fund_id, amount: `${1000 + i * 50}.00` }));
  const fundIds = funds.map((f) => f.fund_id);

  await db.exec(`DROP TABLE IF EXISTS bench_orders_scratch;
    CREATE TABLE bench_orders_scratch (LIKE orders INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)`);
  const placeSamples = [];
  const callSamples = [];
  const stallSamples = [];
  const insertSamples = [];
  let placedOk = true;
  // One warm-up round (not counted: first fee-schedule loads, JIT), then REPS measured rounds.
  for (let rep = -1; rep < REPS; rep++) {
    await gateway.call(trade.cartClear, {});
    const added = await gateway.call(trade.cartAdd, { fundIds });
    if (added.added !== LINES) throw new Error(`cartAdd added ${added.added}, not ${LINES}`);
    const { sessionToken } = await gateway.call(trade.getSessionToken, {
      gid: session.groupId,
      scene: 'SHOPPING_CART_PURCHASE',
    });
    let answered = 0;
    const started = performance.now();
    const { value: batchSerialNo } = await stallOf(async () => {
      const answer = await gateway.call(trade.cartPurchase, {
        password: TRADE_PASSWORD,
        sessionToken,
        capsource: 2,
        purchaseList,
      });
      answered = performance.now();
      await engine.settled(answer.batchSerialNo);
      return answer.batchSerialNo;
    });
    const done = performance.now();
    const result = await gateway.call(trade.cartPurchaseResult, { batchSerialNo });
    const rows = await db.query(
      `SELECT ${ORDER_COLUMNS.join(', ')} FROM orders WHERE batch_serial_no = $1 ORDER BY line_no`,
      [batchSerialNo],
    );
    const roundOk =
      result.orderStatus === 'done' &&
      result.successSize === LINES &&
      result.failSize === 0 &&
      rows.length === LINES;
    if (!roundOk) {
      placedOk = false;
      console.log(`  round ${rep}: ${JSON.stringify(result)}, ${rows.length} orders`);
    }
    // Baseline: the same 20 order rows, same columns, one multi-row INSERT in one transaction.
    await db.exec('TRUNCATE bench_orders_scratch');
    const params = rows.flatMap((row) => ORDER_COLUMNS.map((c) => row[c]));
    const tuples = rows.map(
      (_, r) => `(${ORDER_COLUMNS.map((__, c) => `$${r * ORDER_COLUMNS.length + c + 1}`).join(', ')})`,
    );
    const insertSql = `INSERT INTO bench_orders_scratch (${ORDER_COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}`;
    const insertStarted = performance.now();
    await db.transaction((tx) => tx.query(insertSql, params));
    const inserted = performance.now() - insertStarted;
    if (rep < 0) continue;
    placeSamples.push(done - started);
    callSamples.push(answered - started);
    stallSamples.push(stallOf.last);
    insertSamples.push(inserted);
  }
  const [scratch] = await db.query('SELECT count(*)::int AS n FROM bench_orders_scratch');
  await db.exec('DROP TABLE bench_orders_scratch');

  console.log(`\n20-line cart purchase (op01 for 10000001, ${LINES} real funds, 1 warm-up + ${REPS} rounds)`);
  const place = stats(placeSamples);
  const call = stats(callSamples);
  const insert = stats(insertSamples);
  report('  cartPurchase -> batch done', place, `  (${ms(place.median / LINES)} per line)`);
  report('  of which the cartPurchase call', call);
  report('  longest event-loop stall meanwhile', stats(stallSamples));
  report('  baseline: INSERT of the same 20 order rows', insert);
  console.log(
    `  ratio placement/insert: median ${(place.median / insert.median).toFixed(1)}x, p95 ${(place.p95 / insert.p95).toFixed(1)}x`,
  );
  check(`every round placed ${LINES} of ${LINES} lines, batch done`, placedOk);
  check('the baseline inserted the same 20 rows', scratch.n === LINES, `${scratch.n} rows`);

  // The app (and its engine's 30 s confirmation timer) stops here: the confirmation below is the only run.
  await app.close();

  // ---------------------------------------------------------------------------------------------------------
  // 3. Confirmation of 10,000 orders.
  const [{ d: nextDay }] = await db.query('SELECT min(day)::text AS d FROM trading_days WHERE day > $1', [
    TRADE_DAY,
  ]);
  check(`T+1 of ${TRADE_DAY} on the exchange calendar is ${CONFIRM_DAY}`, nextDay === CONFIRM_DAY, nextDay);
  // Only the bench's orders are due: the placement rounds' orders are cancelled (they would be confirmed too).
  const cancelled = await db.query(
    "UPDATE orders SET status = 'cancelled' WHERE status IN ('accepted', 'pendingReview') RETURNING 1",
  );
  await db.exec(`DROP TABLE IF EXISTS bench_funds; DROP TABLE IF EXISTS bench_orgs; DROP TABLE IF EXISTS bench_positions_before;
    CREATE TABLE bench_funds AS
      SELECT (row_number() OVER (ORDER BY f.fund_id))::int - 1 AS i, f.fund_id
        FROM funds f JOIN nav n ON n.fund_id = f.fund_id AND n.nav_date = '${TRADE_DAY}' AND n.source = 'real'
       WHERE f.fund_type_code <> '2';
    CREATE TABLE bench_orgs (i int PRIMARY KEY, group_id text, person_id text);
    INSERT INTO bench_orgs VALUES ${ORG_PEOPLE.map(([g, p], i) => `(${i}, '${g}', '${p}')`).join(', ')};
    CREATE TABLE bench_positions_before AS SELECT group_id, fund_id, shares FROM positions;
    ANALYZE bench_funds; ANALYZE bench_orgs`);
  const [{ n: fundCount }] = await db.query('SELECT count(*)::int AS n FROM bench_funds');
  // Baseline: ONE plain bulk INSERT ... SELECT of the 10,000 accepted orders (amounts 1,000.00 .. 100,999.99,
  // fee by 价外法 at 0.15%), spread over the demo organisations and the funds with a real NAV on T.
  const bulkInsert = `
    INSERT INTO orders (serial_no, person_id, group_id, fund_id, trade_type, status, amount, fee, net_amount,
                        fee_rate_e6, apply_time, trade_day, confirm_day)
    SELECT 'OBENCH' || lpad(g::text, 6, '0'), o.person_id, o.group_id, f.fund_id, 'purchase', 'accepted',
           a.amount, round(a.amount - a.amount / 1.0015, 2), a.amount - round(a.amount - a.amount / 1.0015, 2),
           1500, timestamptz '2026-02-13 13:00:00+08' + g * interval '100 ms', date '${TRADE_DAY}', date '${CONFIRM_DAY}'
      FROM generate_series(1, ${CONFIRM_ORDERS}) AS g
      CROSS JOIN LATERAL (SELECT (1000 + (g * 7919) % 10000000 / 100.0)::numeric(20, 2) AS amount) a
      JOIN bench_orgs o ON o.i = g % ${ORG_PEOPLE.length}
      JOIN bench_funds f ON f.i = (g / ${ORG_PEOPLE.length}) % ${fundCount}`;
  const insertStarted = performance.now();
  const insertedRows = await db.transaction((tx) => tx.query(`${bulkInsert} RETURNING 1`));
  const insertMs = performance.now() - insertStarted;
  // Their first timeline event, as placement writes it (not part of the baseline; timed for information).
  const eventsStarted = performance.now();
  await db.query(
    `INSERT INTO order_events (serial_no, seq, status, at, note)
     SELECT serial_no, 1, 'accepted', apply_time, '' FROM orders WHERE serial_no LIKE 'OBENCH%'`,
  );
  const eventsMs = performance.now() - eventsStarted;

  now = CONFIRM_AT;
  // A market service at the confirmation day (its NAV refresh to 02-24 happens here, outside the timing).
  const market = await createMarketService({ db, clock });
  const confirmStarted = performance.now();
  const { value: run } = await stallOf(() => confirmDue(db, market, now));
  const confirmMs = performance.now() - confirmStarted;
  const confirmStallMs = stallOf.last;

  console.log(
    `\n${CONFIRM_ORDERS.toLocaleString('en')} orders confirmed on ${CONFIRM_DAY} (trade day ${TRADE_DAY}; ${ORG_PEOPLE.length} organisations x ${fundCount} real funds; ` +
      `${cancelled.length} placement orders cancelled first)`,
  );
  const line = (label, t, rows) =>
    console.log(
      `${label.padEnd(44)} n=${rows}  time=${ms(t).padStart(11)}  ${Math.round(rows / (t / 1000))
        .toLocaleString('en')
        .padStart(9)} rows/s`,
    );
  line('  confirmDue (orders, events, positions)', confirmMs, run.confirmed);
  line('  baseline: bulk INSERT ... SELECT of orders', insertMs, insertedRows.length);
  line('  (accepted events INSERT ... SELECT, info)', eventsMs, CONFIRM_ORDERS);
  console.log(`  longest event-loop stall during confirmDue: ${ms(confirmStallMs)}`);
  console.log(`  ratio confirm/insert: ${(confirmMs / insertMs).toFixed(1)}x`);

  check(
    `the bulk insert wrote ${CONFIRM_ORDERS} orders`,
    insertedRows.length === CONFIRM_ORDERS,
    `${insertedRows.length}`,
  );
  check(
    `confirmDue confirmed ${CONFIRM_ORDERS}, none waiting`,
    run.confirmed === CONFIRM_ORDERS && run.waiting === 0,
    JSON.stringify(run),
  );
  const [state] = await db.query(
    `SELECT count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed,
            count(*) FILTER (WHERE nav_source <> 'real' OR nav_source IS NULL)::int AS not_real
       FROM orders WHERE serial_no LIKE 'OBENCH%'`,
  );
  check(
    'all 10,000 orders are confirmed at a real NAV',
    state.confirmed === CONFIRM_ORDERS && state.not_real === 0,
    `${state.confirmed} confirmed, ${state.not_real} not real`,
  );
  const [priced] = await db.query(
    `SELECT count(*)::int AS bad FROM orders o JOIN nav n ON n.fund_id = o.fund_id AND n.nav_date = o.trade_day
      WHERE o.serial_no LIKE 'OBENCH%' AND (o.confirm_nav <> n.nav OR o.confirm_shares <> trunc(o.net_amount / n.nav, 2))`,
  );
  check(
    "confirm NAV = T's real NAV, shares = net / NAV rounded down",
    priced.bad === 0,
    `${priced.bad} differ`,
  );
  const [positions] = await db.query(
    `WITH bought AS (
       SELECT group_id, fund_id, sum(confirm_shares) AS shares FROM orders
        WHERE serial_no LIKE 'OBENCH%' GROUP BY group_id, fund_id),
     grown AS (
       SELECT p.group_id, p.fund_id, p.shares - coalesce(b.shares, 0) AS shares FROM positions p
         LEFT JOIN bench_positions_before b USING (group_id, fund_id))
     SELECT count(*)::int AS pairs,
            count(*) FILTER (WHERE g.shares IS DISTINCT FROM bought.shares)::int AS bad
       FROM bought FULL JOIN grown g USING (group_id, fund_id)
      WHERE bought.shares IS NOT NULL OR g.shares <> 0`,
  );
  check(
    "every position's shares grew by exactly the sum of its orders' confirm_shares",
    positions.bad === 0 && positions.pairs > 0,
    `${positions.pairs} positions, ${positions.bad} differ`,
  );
  const [events] = await db.query(
    `SELECT count(*)::int AS n FROM order_events WHERE serial_no LIKE 'OBENCH%' AND status = 'confirmed' AND seq = 2`,
  );
  check('each order has its confirmed timeline event', events.n === CONFIRM_ORDERS, `${events.n}`);
  await db.exec('DROP TABLE bench_funds; DROP TABLE bench_orgs; DROP TABLE bench_positions_before');

  console.log(
    failures.length === 0
      ? '\nall checks passed'
      : `\n${failures.length} check(s) FAILED: ${failures.join('; ')}`,
  );
  exitCode = failures.length === 0 ? 0 : 1;
} catch (error) {
  console.error('bench failed:', error);
  exitCode = 1;
} finally {
  await server.stop({ removeData: exitCode === 0 });
}
process.exit(exitCode);
