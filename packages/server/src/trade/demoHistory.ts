import { Dec, t } from '@funddesk/core';
import type { Db } from '../db/db.js';
import { createMarketService, type MarketService } from '../market/index.js';
import { confirmDue } from './confirm.js';
import { placeConversion } from './convert.js';
import { holdingOf, placeRedemption } from './redeem.js';
import { placePurchase } from './single.js';
import type { TrailActor } from './trail.js';

/**
 * One order of the demo trade history (docs/decisions.md "Demo trade history"): a purchase of `amount` yuan,
 * or a redemption / conversion of `fraction` (0..1, decimal string) of the holding's shares at that moment,
 * rounded down to 2 decimals. `day` is the order's trade day T (`YYYY-MM-DD`, an exchange trading day with a
 * real NAV of every fund involved); the order is placed at 10:00 Shanghai that day, before the 15:00 cut-off.
 */
export type DemoOrder =
  | { day: string; groupId: string; kind: 'purchase'; fundId: string; amount: string }
  | { day: string; groupId: string; kind: 'redemption'; fundId: string; fraction: string }
  | { day: string; groupId: string; kind: 'conversion'; fundId: string; toFundId: string; fraction: string };

/**
 * Who places each demo organisation's orders: its own demo person (db/seed/people.ts): op01 for 鼎元,
 * trust01 for 汇川信托, mgr01 (the manager) for the child product 恒泰稳健1号, sk01 for 星海科技 (SK).
 */
export const DEMO_PLACERS: Readonly<Record<string, string>> = {
  '10000001': 'P0001',
  '10000002': 'P0010',
  '10000011': 'P0009',
  '10000020': 'P0011',
};

/**
 * The fixed demo trade history: 2024-10 .. 2026-02 (the real NAV files end 2026-02-12/13, shared data
 * README), real funds with NAV files, amounts above each fund's minimum and within its single and daily caps.
 * Equity, index, bond, gold and QDII funds; partial redemptions and same-company conversions.
 */
export const DEMO_HISTORY: readonly DemoOrder[] = [
  // 10000001 鼎元投资管理有限公司 (op01, risk level 4)
  { day: '2024-10-15', groupId: '10000001', kind: 'purchase', fundId: '000176', amount: '1000000.00' },
  { day: '2024-11-20', groupId: '10000001', kind: 'purchase', fundId: '000171', amount: '2000000.00' },
  { day: '2025-01-14', groupId: '10000001', kind: 'purchase', fundId: '000082', amount: '500000.00' },
  { day: '2025-03-18', groupId: '10000001', kind: 'purchase', fundId: '000043', amount: '100000.00' },
  { day: '2025-05-20', groupId: '10000001', kind: 'purchase', fundId: '000218', amount: '300000.00' },
  { day: '2025-07-15', groupId: '10000001', kind: 'purchase', fundId: '001021', amount: '800000.00' },
  { day: '2025-09-16', groupId: '10000001', kind: 'redemption', fundId: '000171', fraction: '0.25' },
  {
    day: '2025-10-21',
    groupId: '10000001',
    kind: 'conversion',
    fundId: '000082',
    toFundId: '000176',
    fraction: '0.3',
  },
  { day: '2025-12-16', groupId: '10000001', kind: 'purchase', fundId: '000176', amount: '500000.00' },
  { day: '2026-01-20', groupId: '10000001', kind: 'redemption', fundId: '000218', fraction: '0.5' },
  // 10000002 汇川信托·稳盈1号集合资金信托计划 (trust01, risk level 4)
  { day: '2024-10-22', groupId: '10000002', kind: 'purchase', fundId: '001021', amount: '2000000.00' },
  { day: '2024-12-10', groupId: '10000002', kind: 'purchase', fundId: '000186', amount: '1500000.00' },
  { day: '2025-02-18', groupId: '10000002', kind: 'purchase', fundId: '000311', amount: '800000.00' },
  { day: '2025-04-15', groupId: '10000002', kind: 'purchase', fundId: '003376', amount: '1000000.00' },
  { day: '2025-06-17', groupId: '10000002', kind: 'purchase', fundId: '000961', amount: '600000.00' },
  { day: '2025-08-19', groupId: '10000002', kind: 'redemption', fundId: '000186', fraction: '0.3' },
  { day: '2025-11-18', groupId: '10000002', kind: 'purchase', fundId: '001021', amount: '500000.00' },
  { day: '2026-01-13', groupId: '10000002', kind: 'redemption', fundId: '000311', fraction: '0.25' },
  // 10000011 恒泰稳健1号私募证券投资基金 (mgr01, risk level 5)
  { day: '2024-11-05', groupId: '10000011', kind: 'purchase', fundId: '000988', amount: '300000.00' },
  { day: '2025-01-07', groupId: '10000011', kind: 'purchase', fundId: '001015', amount: '1200000.00' },
  { day: '2025-03-11', groupId: '10000011', kind: 'purchase', fundId: '000118', amount: '2000000.00' },
  { day: '2025-05-13', groupId: '10000011', kind: 'purchase', fundId: '000216', amount: '400000.00' },
  { day: '2025-08-12', groupId: '10000011', kind: 'purchase', fundId: '001052', amount: '700000.00' },
  { day: '2025-10-14', groupId: '10000011', kind: 'redemption', fundId: '000118', fraction: '0.5' },
  {
    day: '2025-12-09',
    groupId: '10000011',
    kind: 'conversion',
    fundId: '001015',
    toFundId: '001052',
    fraction: '0.3',
  },
  { day: '2026-01-27', groupId: '10000011', kind: 'purchase', fundId: '000751', amount: '300000.00' },
  // 10000020 星海科技集团有限公司 (sk01, enterprise variant, risk level 3)
  { day: '2024-12-03', groupId: '10000020', kind: 'purchase', fundId: '000069', amount: '2000000.00' },
  { day: '2025-02-11', groupId: '10000020', kind: 'purchase', fundId: '002659', amount: '1500000.00' },
  { day: '2025-04-22', groupId: '10000020', kind: 'purchase', fundId: '000121', amount: '500000.00' },
  { day: '2025-06-10', groupId: '10000020', kind: 'purchase', fundId: '000029', amount: '300000.00' },
  { day: '2025-09-09', groupId: '10000020', kind: 'redemption', fundId: '000069', fraction: '0.4' },
  { day: '2025-11-11', groupId: '10000020', kind: 'purchase', fundId: '003429', amount: '800000.00' },
  { day: '2026-02-03', groupId: '10000020', kind: 'purchase', fundId: '000121', amount: '200000.00' },
];

/** The instant of `time` (`HH:MM`) Shanghai on `day` (`YYYY-MM-DD`), in ms since the epoch. */
const shanghaiAt = (day: string, time: string): number => Date.parse(`${day}T${time}:00+08:00`);

/** What {@link seedDemoHistory} did. */
export interface DemoHistoryRun {
  /** Demo orders placed (all of them confirmed). */
  orders: number;
}

/**
 * Plays the demo trade history (docs/decisions.md "Demo trade history"; `npm start` only, never the tests)
 * through the desk's own order path and the confirmation engine, in time order: the engine runs at 09:00
 * Shanghai on each order's confirm day (`confirmDue`, T+1 at T's NAV; recorded as the system), and each order
 * is placed at 10:00 on its trade day by its organisation's demo person ({@link DEMO_PLACERS}; `placePurchase`,
 * `placeRedemption`, `placeConversion`: suitability, amount rules, fees by 价外法, review hook, timeline and
 * trail) and marked as demo data in `orders.remark`. Positions, costs, fees and shares all come from the engine. Orders of a trade day on or after
 * `today` are left out (they could not be confirmed at a real NAV).
 *
 * @param db - the database being seeded (call inside one transaction: a refusal leaves nothing behind)
 * @param today - the seeding day `YYYY-MM-DD` (Asia/Shanghai)
 * @returns the number of orders placed
 * @throws GatewayError when the desk refuses a demo order; Error when one is left unconfirmed
 * @see DESIGN §5 (trade day, T+1, shares rounded down), spec 02 §4 (purchase), §7 (redeem, convert)
 */
export async function seedDemoHistory(db: Db, today: string): Promise<DemoHistoryRun> {
  const orders = DEMO_HISTORY.filter((o) => o.day < today)
    .map((order, index) => ({ order, index }))
    .sort((a, b) => a.order.day.localeCompare(b.order.day) || a.index - b.index);
  if (orders.length === 0) return { orders: 0 };
  let now = shanghaiAt(orders[0]!.order.day, '09:00');
  // The market service sees the demo's own day, so "today's" NAV and calendar are those of the order.
  const market = await createMarketService({ db, clock: { now: () => now } });
  // Confirm days of the orders placed so far that the engine has not run on yet.
  const due = new Set<string>();
  const runEngineThrough = async (day: string) => {
    for (const confirmDay of [...due].filter((d) => d <= day).sort()) {
      due.delete(confirmDay);
      now = shanghaiAt(confirmDay, '09:00');
      await asSystem(db);
      await confirmDue(db, market, now);
    }
  };
  for (const [i, { order }] of orders.entries()) {
    await runEngineThrough(order.day);
    // One minute apart, so serial numbers (stamped with the time) keep the list's order.
    now = shanghaiAt(order.day, '10:00') + i * 60_000;
    const placed = await placeDemoOrder(db, market, order, `demo-history-${i + 1}`, now);
    await db.query('UPDATE orders SET remark = $2 WHERE serial_no = $1', [
      placed.serialNo,
      t('start.demoHistory.remark'),
    ]);
    due.add(placed.confirmDay);
  }
  await runEngineThrough('9999-12-31');
  const [{ n: open }] = (await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders WHERE remark = $1 AND status <> 'confirmed'`,
    [t('start.demoHistory.remark')],
  )) as [{ n: number }];
  if (open > 0) throw new Error(`demo history: ${open} order(s) not confirmed`);
  return { orders: orders.length };
}

/**
 * Clears the placing person of the seeding transaction (trade/trail.ts actAs is transaction-local, and the whole
 * history runs in one transaction): the engine's confirmations are then recorded as the system's, as they are
 * when the engine runs on its own.
 */
async function asSystem(db: Db): Promise<void> {
  await db.query(
    "SELECT set_config('funddesk.actor_person', '', true), set_config('funddesk.actor_ip', '', true)",
  );
}

/** Places one demo order through the desk's submit for its kind; returns its serial and confirm day. */
async function placeDemoOrder(
  db: Db,
  market: MarketService,
  order: DemoOrder,
  idempotencyKey: string,
  now: number,
): Promise<{ serialNo: string; confirmDay: string }> {
  const personId = DEMO_PLACERS[order.groupId];
  if (!personId) throw new Error(`demo history: no placer for ${order.groupId}`);
  const owner = { personId, groupId: order.groupId };
  // Placed by the seeding process on this machine: the trail names the demo person and the loopback address.
  const actor: TrailActor = { personId, ip: '127.0.0.1' };
  if (order.kind === 'purchase') {
    return placePurchase(
      db,
      market,
      owner,
      actor,
      {
        fundId: order.fundId,
        amount: order.amount,
        riskConfirmed: true,
        summaryConfirmed: true,
        idempotencyKey,
      },
      now,
    );
  }
  const holding = await holdingOf(db, order.groupId, order.fundId);
  const shares = new Dec(holding.shares).times(order.fraction).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2);
  if (order.kind === 'redemption') {
    return placeRedemption(
      db,
      market,
      owner,
      actor,
      {
        fundId: order.fundId,
        shares,
        all: false,
        largeRedemptionMode: '0',
        fastRedeem: false,
        underSevenDaysConfirmed: true,
        idempotencyKey,
      },
      now,
    );
  }
  return placeConversion(
    db,
    market,
    owner,
    actor,
    { fromFundId: order.fundId, toFundId: order.toFundId, shares, all: false, idempotencyKey },
    now,
  );
}
