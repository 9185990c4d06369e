// npm run bench:review: the review queue's decisions against a plain UPDATE of the same rows, measured in the
// same run (issue 11 "Done when": 1,000 orders approved through the queue, multi-select in batches of 100, time
// per decision against a plain UPDATE of the same rows as the baseline ratio; DESIGN §8).
//  - measured: chk01 approves 1,000 orders pending one-level review of 10000001 with dealProcess, 100 serial
//    numbers per call (each order: the four-eyes checks, the conditional update, the decision row, the timeline
//    event and its trail row, in its own transaction), through the core client over HTTP;
//  - baseline: `UPDATE orders SET status = 'accepted' WHERE serial_no = ANY($1)` of 1,000 other orders pending
//    review, 100 per statement, straight on the database.
// The server runs in-process on a fixed clock (Fri 2026-02-13 14:00 Asia/Shanghai). Correctness is checked and
// printed; any failed check exits 1.
import { performance } from 'node:perf_hooks';
import { review } from '../../packages/core/dist/index.js';
import { checks, loggedInGateway, PLACE_AT, startBenchServer } from './lib.mjs';

const ORDERS = Number(process.env.BENCH_REVIEW_ORDERS ?? 1000);
const BATCH = 100;
const NOW = PLACE_AT;
/** A call of 100 decisions may outlast the default 20 s class on a loaded machine: the bench measures, not fails. */
const CALL_TIMEOUT_MS = 300_000;

const { check, failures } = checks();

const server = await startBenchServer('review', { now: () => NOW });
const { db, baseUrl } = server;
console.log(
  `FundDesk review bench: ${ORDERS} orders, batches of ${BATCH}; database ${server.fromTemplate ? 'copied from the test template' : 'seeded'} ` +
    `in ${server.seconds.toFixed(1)} s`,
);

/**
 * Inserts `count` orders of op01 (P0001) in 10000001 pending one-level review of the cart scene, with their
 * first timeline event (which writes the trail row, as a placement does); answers their serial numbers.
 */
async function pendingOrders(prefix, count) {
  await db.query(
    `INSERT INTO orders (serial_no, person_id, group_id, fund_id, trade_type, status, amount, fee, net_amount,
       fee_rate_e6, apply_time, trade_day, confirm_day, review_scene, review_levels, review_level)
     SELECT $1 || lpad(g::text, 6, '0'), 'P0001', '10000001', '000001', 'purchase', 'pendingReview', 1000, 0, 1000,
            0, $3::timestamptz, '2026-02-13', '2026-02-24', 'SHOPPING_CART_PURCHASE', 1, 1
       FROM generate_series(1, $2::int) g`,
    [prefix, count, new Date(NOW).toISOString()],
  );
  await db.query(
    `INSERT INTO order_events (serial_no, seq, status, at, note)
     SELECT $1 || lpad(g::text, 6, '0'), 1, 'pendingReview', $3::timestamptz, '已提交，待一级复核'
       FROM generate_series(1, $2::int) g`,
    [prefix, count, new Date(NOW).toISOString()],
  );
  return Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(6, '0')}`);
}

let exitCode = 1;
try {
  const admin = await loggedInGateway({ baseUrl, loginName: 'admin01' });
  await admin.gateway.call(review.processSet, {
    settings: [{ scene: 'SHOPPING_CART_PURCHASE', reviewType: 'ONE_REVIEW', level1: [], level2: [] }],
  });
  const { gateway } = await loggedInGateway({ baseUrl, loginName: 'chk01' });

  // Warm-up (not counted): one batch through the queue and one baseline statement.
  const warm = await pendingOrders('OWARM', BATCH * 2);
  await gateway.call(
    review.dealProcess,
    { serialNos: warm.slice(0, BATCH), decision: 'approve' },
    { timeoutMs: CALL_TIMEOUT_MS },
  );
  await db.query("UPDATE orders SET status = 'accepted' WHERE serial_no = ANY($1::text[])", [
    warm.slice(BATCH),
  ]);

  const queued = await pendingOrders('OREV', ORDERS);
  const plain = await pendingOrders('OPLN', ORDERS);

  let approved = 0;
  const started = performance.now();
  for (let i = 0; i < queued.length; i += BATCH) {
    const answer = await gateway.call(
      review.dealProcess,
      { serialNos: queued.slice(i, i + BATCH), decision: 'approve', comment: '批量复核' },
      { timeoutMs: CALL_TIMEOUT_MS },
    );
    approved += answer.results.filter((r) => r.ok && r.status === 'accepted').length;
  }
  const queueMs = performance.now() - started;

  const baseStart = performance.now();
  for (let i = 0; i < plain.length; i += BATCH) {
    await db.query("UPDATE orders SET status = 'accepted' WHERE serial_no = ANY($1::text[])", [
      plain.slice(i, i + BATCH),
    ]);
  }
  const baseMs = performance.now() - baseStart;

  const [decisions] = await db.query(
    "SELECT count(*)::int AS n FROM review_decisions WHERE serial_no LIKE 'OREV%' AND decision = 'approve'",
  );
  const [trail] = await db.query(
    "SELECT count(*)::int AS n FROM order_trail t JOIN persons p ON p.person_id = t.person_id WHERE t.serial_no LIKE 'OREV%' AND p.login_name = 'chk01'",
  );
  const [accepted] = await db.query(
    "SELECT count(*)::int AS n FROM orders WHERE serial_no LIKE 'OPLN%' AND status = 'accepted'",
  );
  check(`every queued order approved and accepted (${ORDERS})`, approved === ORDERS, `${approved}`);
  check('one decision row per order', decisions.n === ORDERS, `${decisions.n}`);
  check("one trail row per decision, chk01's", trail.n === ORDERS, `${trail.n}`);
  check('baseline rows updated', accepted.n === ORDERS, `${accepted.n}`);

  const perDecision = queueMs / ORDERS;
  const perRow = baseMs / ORDERS;
  console.log(
    `review queue (dealProcess, ${BATCH} per call)   total ${queueMs.toFixed(0)} ms   per decision ${perDecision.toFixed(2)} ms`,
  );
  console.log(
    `baseline (plain UPDATE, ${BATCH} per statement) total ${baseMs.toFixed(0)} ms   per row ${perRow.toFixed(3)} ms`,
  );
  console.log(`ratio review / baseline: ${(queueMs / baseMs).toFixed(1)}x`);
  exitCode = failures.length === 0 ? 0 : 1;
} finally {
  await server.stop({ removeData: true });
}
process.exit(exitCode);
