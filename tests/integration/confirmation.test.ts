import { Dec, trade } from '@funddesk/core';
import { buildApp } from '@funddesk/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../../packages/server/src/trade/index.js';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { paceGate, waitFor } from '../helpers/waitFor.js';

const TRADE_PASSWORD = '135790';

async function buy(c: TestClient, purchaseList: { fundCode: string; amount: string }[]): Promise<string> {
  const { sessionToken } = await c.gateway.call(trade.getSessionToken, {
    gid: c.session.groupId!,
    scene: 'SHOPPING_CART_PURCHASE',
  });
  const { batchSerialNo } = await c.gateway.call(trade.cartPurchase, {
    password: TRADE_PASSWORD,
    sessionToken,
    capsource: 2,
    purchaseList,
  });
  return batchSerialNo;
}

async function batchState(server: TestServer, batchSerialNo: string) {
  const [row] = await server.db.query<{ status: string; done_size: number; total_size: number }>(
    'SELECT status, done_size, total_size FROM batches WHERE batch_serial_no = $1',
    [batchSerialNo],
  );
  return row!;
}

async function waitBatchDone(server: TestServer, batchSerialNo: string): Promise<void> {
  await waitFor(async () => (await batchState(server, batchSerialNo)).status === 'done', {
    timeoutMs: 30_000,
    what: `batch ${batchSerialNo} done`,
  });
}

describe('confirmation engine (DESIGN §5: T+1 at T’s NAV, shares rounded down; issue 3)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('confirms on T+1 at the real NAV of T: shares = floor2(net / NAV), position and cost in the same step', async () => {
    const c = server.client();
    await c.login('op01');
    const batchSerialNo = await buy(c, [
      { fundCode: '000001', amount: '10000' },
      { fundCode: '000005', amount: '3333.33' },
    ]);
    await waitBatchDone(server, batchSerialNo);
    const engine = engineFor(server.db)!;
    // Before T+1 nothing is due.
    expect((await engine.confirm()).confirmed).toBe(0);

    const [order] = await server.db.query<{ confirm_day: string; trade_day: string }>(
      'SELECT confirm_day::text, trade_day::text FROM orders WHERE batch_serial_no = $1 LIMIT 1',
      [batchSerialNo],
    );
    expect(order!.trade_day).toBe('2026-02-13');
    server.clock.set(Date.parse(`${order!.confirm_day}T09:30:00+08:00`));
    const run = await engine.confirm();
    expect(run.confirmed).toBe(2);

    const orders = await server.db.query<{
      fund_id: string;
      status: string;
      amount: string;
      net_amount: string;
      confirm_nav: string;
      confirm_shares: string;
      nav_source: string;
    }>(
      `SELECT fund_id, status, amount::text, net_amount::text, confirm_nav::text, confirm_shares::text, nav_source
         FROM orders WHERE batch_serial_no = $1 ORDER BY line_no`,
      [batchSerialNo],
    );
    for (const o of orders) {
      const [real] = await server.db.query<{ nav: string }>(
        "SELECT nav::text FROM nav WHERE fund_id = $1 AND nav_date = '2026-02-13' AND source = 'real'",
        [o.fund_id],
      );
      expect(real, `real NAV of ${o.fund_id} on T`).toBeDefined();
      const expected = new Dec(o.net_amount).div(real!.nav).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2);
      expect(o).toMatchObject({
        status: 'confirmed',
        confirm_nav: real!.nav,
        confirm_shares: expected,
        nav_source: 'real',
      });
      const [position] = await server.db.query<{ shares: string; cost: string }>(
        "SELECT shares::text, cost::text FROM positions WHERE group_id = '10000001' AND fund_id = $1",
        [o.fund_id],
      );
      expect(position).toEqual({ shares: expected, cost: o.amount });
    }
    // A second run confirms nothing twice.
    expect((await engine.confirm()).confirmed).toBe(0);
    const events = await server.db.query(
      "SELECT 1 FROM order_events e JOIN orders o USING (serial_no) WHERE o.batch_serial_no = $1 AND e.status = 'confirmed'",
      [batchSerialNo],
    );
    expect(events).toHaveLength(2);
  });
});

describe('batch runner survives a restart (spec 02 §4; DESIGN §10)', () => {
  let server: TestServer;
  // The runner places two lines, then holds the batch at the gate: the app is closed at that known point.
  const gate = paceGate(2);
  beforeAll(async () => {
    server = await startServer({ batchPace: gate.pace });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('closing the app mid-batch and starting a new one on the same database places every line exactly once', async () => {
    const c = server.client();
    await c.login('op01');
    const funds = ['000001', '000005', '000003', '000004', '000017', '000024'];
    const batchSerialNo = await buy(
      c,
      funds.map((fundCode) => ({ fundCode, amount: '500' })),
    );
    await gate.held(batchSerialNo);
    await server.app.close(); // the engine stops although the batch is held at the gate
    const stopped = await batchState(server, batchSerialNo);
    expect(stopped.status).toBe('processing');
    expect(stopped.done_size).toBeGreaterThan(0);
    expect(stopped.done_size).toBeLessThan(funds.length);

    const restarted = await buildApp({ db: server.db, clock: server.clock, webDir: null });
    await restarted.ready();
    try {
      await waitBatchDone(server, batchSerialNo);
    } finally {
      await restarted.close();
    }
    const lines = await server.db.query<{ state: string; serial_no: string }>(
      'SELECT state, serial_no FROM batch_lines WHERE batch_serial_no = $1 ORDER BY line_no',
      [batchSerialNo],
    );
    expect(lines.map((l) => l.state)).toEqual(funds.map(() => 'placed'));
    const orders = await server.db.query<{ fund_id: string; serial_no: string }>(
      'SELECT fund_id, serial_no FROM orders WHERE batch_serial_no = $1 ORDER BY line_no',
      [batchSerialNo],
    );
    expect(orders.map((o) => o.fund_id)).toEqual(funds);
    expect(orders.map((o) => o.serial_no)).toEqual(lines.map((l) => l.serial_no));
    expect(await batchState(server, batchSerialNo)).toEqual({
      status: 'done',
      done_size: funds.length,
      total_size: funds.length,
    });
  });
});
