/**
 * Spreadsheet batches in the trade engine (spec 02 §7 "batch Excel"; issue 4 "Bad input and faults";
 * DESIGN §5, §10): redemption lines placed against the holding and confirmed on T+1 with the fee by holding
 * period; cancelling the lines not placed yet; a server restarted mid-batch places every row exactly once.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { batch, Dec, trade, type BatchImport, type BatchTradeType } from '@funddesk/core';
import ExcelJS from 'exceljs';
import { buildApp } from '@funddesk/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../../packages/server/src/trade/index.js';
import { PURCHASE_HEADER, workbook } from '../fixtures/batch/make-fixtures.mjs';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { paceGate, waitFor } from '../helpers/waitFor.js';

const TRADE_PASSWORD = '135790';
const fixtureDir = fileURLToPath(new URL('../fixtures/batch/', import.meta.url));

async function loggedIn(server: TestServer, loginName: string): Promise<TestClient> {
  const c = server.client();
  await c.login(loginName);
  return c;
}

async function importFile(
  c: TestClient,
  file: string | { name: string; bytes: Uint8Array },
  tradeType: BatchTradeType = 'purchase',
): Promise<BatchImport> {
  const upload =
    typeof file === 'string'
      ? { name: file, bytes: new Uint8Array(await readFile(`${fixtureDir}${file}`)) }
      : file;
  return c.gateway.upload(batch.importExcel, { tradeType }, upload);
}

const apply = (c: TestClient, importId: string) =>
  c.gateway.call(batch.batchPlaceOrderApply, {
    importId,
    tradePassword: TRADE_PASSWORD,
    confirmDuplicate: true,
  });

async function waitDone(server: TestServer, batchSerialNo: string): Promise<void> {
  await waitFor(
    async () => {
      const [row] = await server.db.query<{ status: string }>(
        'SELECT status FROM batches WHERE batch_serial_no = $1',
        [batchSerialNo],
      );
      return row?.status === 'done';
    },
    { timeoutMs: 30_000, what: `batch ${batchSerialNo} done` },
  );
}

const problems = (result: BatchImport) =>
  result.rows.filter((r) => !r.valid).map((r) => [r.rowNo, r.errors.map((e) => e.message).join(' | ')]);

describe('redemption by spreadsheet (spec 02 §7 batch Excel; DESIGN §5 T+1, redemption fee by holding period)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('redeems held shares, refuses more than is available, and confirms on T+1 at T’s NAV with the holding-period fee', async () => {
    // Buy on 2026-02-13 (T), confirmed on 2026-02-24 (T+1 after the Spring Festival).
    let c = await loggedIn(server, 'op01');
    const bought = await importFile(c, {
      name: 'buy.xlsx',
      bytes: await workbook(PURCHASE_HEADER, [
        ['10000001', '000001', '10000', '', ''],
        ['10000001', '000005', '5000', '', ''],
      ]),
    });
    const { batchSerialNo: buySerial } = await apply(c, bought.importId);
    await waitDone(server, buySerial);
    server.clock.set(Date.parse('2026-02-24T10:00:00+08:00'));
    expect((await engineFor(server.db)!.confirm()).confirmed).toBe(2);
    const held = async (fundId: string) =>
      (
        await server.db.query<{ shares: string; cost: string }>(
          "SELECT shares::text, cost::text FROM positions WHERE group_id = '10000001' AND fund_id = $1",
          [fundId],
        )
      )[0];
    const before = (await held('000001'))!;

    c = await loggedIn(server, 'op01'); // a fresh session on the new day
    const over = await importFile(c, 'not-ok/redemption-over-holding.xlsx', 'redemption');
    expect(problems(over)).toEqual([
      [2, `赎回份额超过可用份额，当前可用份额为${before.shares}份`],
      [3, '该账户未持有该基金，无可赎回份额'],
      [4, '请输入正确的份额'],
    ]);

    const redeem = await importFile(c, 'ok/redemption-basic.xlsx', 'redemption');
    expect(redeem).toMatchObject({ validRows: 2, totalShares: '150.50', totalAmount: '0.00' });
    const { batchSerialNo } = await apply(c, redeem.importId);
    await waitDone(server, batchSerialNo);
    expect(await c.gateway.call(batch.batchTradeStatus, { batchSerialNo })).toMatchObject({
      kind: 'excelSell',
      tradeType: 'redemption',
      successSize: 2,
    });
    const orders = await server.db.query<{
      serial_no: string;
      fund_id: string;
      shares: string;
      amount: string;
    }>(
      `SELECT serial_no, fund_id, shares::text, amount::text FROM orders
        WHERE batch_serial_no = $1 AND trade_type = 'redemption' ORDER BY line_no`,
      [batchSerialNo],
    );
    expect(orders.map((o) => [o.fund_id, o.shares, o.amount])).toEqual([
      ['000001', '100.00', '0.00'],
      ['000005', '50.50', '0.00'],
    ]);
    // Pending redemptions are not available again.
    const again = await importFile(c, 'ok/redemption-basic.xlsx', 'redemption');
    expect(again.rows[0]!.valid).toBe(true);
    const left = new Dec(before.shares).minus('100').toFixed(2);
    const tooMuch = await importFile(
      c,
      {
        name: 'all.xlsx',
        bytes: await workbook(['账户', '基金代码', '赎回份额(份)'], [['10000001', '000001', before.shares]]),
      },
      'redemption',
    );
    expect(problems(tooMuch)).toEqual([[2, `赎回份额超过可用份额，当前可用份额为${left}份`]]);

    // T+1 of 2026-02-24 is 2026-02-25: confirmed at the NAV of 02-24; held 0 days since the purchase was
    // confirmed on 02-24, so the first tier (1.5%) applies.
    server.clock.set(Date.parse('2026-02-25T10:00:00+08:00'));
    await engineFor(server.db)!.confirm();
    const [confirmed] = await server.db.query<{
      status: string;
      amount: string;
      fee: string;
      net_amount: string;
      confirm_nav: string;
      confirm_shares: string;
      fee_rate_e6: number;
    }>(
      `SELECT status, amount::text, fee::text, net_amount::text, confirm_nav::text, confirm_shares::text, fee_rate_e6
         FROM orders WHERE serial_no = $1`,
      [orders[0]!.serial_no],
    );
    const amount = new Dec('100').times(confirmed!.confirm_nav).toDecimalPlaces(2, Dec.ROUND_DOWN);
    const fee = amount.times('0.015').toDecimalPlaces(2, Dec.ROUND_HALF_UP);
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      confirm_shares: '100.00',
      amount: amount.toFixed(2),
      fee: fee.toFixed(2),
      net_amount: amount.minus(fee).toFixed(2),
      fee_rate_e6: 15000,
    });
    const after = (await held('000001'))!;
    expect(after.shares).toBe(left);
    const costOut = new Dec(before.cost).times(100).div(before.shares).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
    expect(after.cost).toBe(new Dec(before.cost).minus(costOut).toFixed(2));
    const detail = await (
      await loggedIn(server, 'op01')
    ).gateway.call(trade.tradeDetail, { serialNo: orders[0]!.serial_no });
    expect(detail).toMatchObject({ tradeType: 'redemption', shares: '100.00', status: 'confirmed' });
    expect(detail.timeline.at(-1)!.note).toContain('赎回已确认');
  });
});

describe('cancel and restart (spec 02 §7 batch Excel cancel; DESIGN §10: nothing lost or placed twice)', () => {
  let server: TestServer;
  // The runner places two lines of each batch, then holds it at the gate: the test cancels or closes the
  // app at that known point (no sleep, issue 10 §5).
  const gate = paceGate(2);
  beforeAll(async () => {
    server = await startServer({ batchPace: gate.pace });
  });
  afterAll(async () => {
    await server?.close();
  });

  const sixRows = () =>
    workbook(
      PURCHASE_HEADER,
      ['000001', '000005', '000003', '000004', '000017', '000024'].map((fund, i) => [
        '10000001',
        fund,
        String(500 + i),
        '',
        '',
      ]),
    );

  it('cancels the lines not placed yet; placed orders stay; a cancelled line is never placed', async () => {
    const c = await loggedIn(server, 'op01');
    const imported = await importFile(c, { name: 'six.xlsx', bytes: await sixRows() });
    expect(imported.validRows).toBe(6);
    const { batchSerialNo } = await apply(c, imported.importId);
    await gate.held(batchSerialNo);
    const cancelled = await c.gateway.call(batch.batchCancel, { batchSerialNo });
    expect(cancelled.cancelledSize).toBeGreaterThan(0);
    expect(cancelled.cancelledSize).toBe(4); // held with 2 of 6 placed
    gate.release(batchSerialNo);
    await waitDone(server, batchSerialNo);
    // The runner of this batch has stopped: nothing can be placed after this point.
    await engineFor(server.db)!.settled(batchSerialNo);
    const status = await c.gateway.call(batch.batchTradeStatus, { batchSerialNo });
    expect(status.orderStatus).toBe('done');
    expect(status.successSize + status.failSize + status.cancelledSize).toBe(6);
    const lines = await server.db.query<{ state: string; serial_no: string | null }>(
      'SELECT state, serial_no FROM batch_lines WHERE batch_serial_no = $1 ORDER BY line_no',
      [batchSerialNo],
    );
    const orders = await server.db.query<{ serial_no: string }>(
      'SELECT serial_no FROM orders WHERE batch_serial_no = $1 ORDER BY line_no',
      [batchSerialNo],
    );
    expect(orders.map((o) => o.serial_no)).toEqual(
      lines.filter((l) => l.state === 'placed').map((l) => l.serial_no),
    );
    expect(lines.filter((l) => l.state === 'cancelled')).toHaveLength(status.cancelledSize);
    const rows = await (async () => {
      const file = await c.gateway.download(batch.batchResultDownload, { batchSerialNo });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
      const out: unknown[] = [];
      book.worksheets[0]!.eachRow((row, n) => n > 1 && out.push(row.getCell(7).value));
      return out;
    })();
    expect(rows.filter((r) => r === '已撤销')).toHaveLength(status.cancelledSize);
    // Cancelling again changes nothing.
    expect((await c.gateway.call(batch.batchCancel, { batchSerialNo })).cancelledSize).toBe(
      status.cancelledSize,
    );
  });

  it('a server restarted mid-batch places every row exactly once, each for its own account', async () => {
    const c = await loggedIn(server, 'op01');
    const imported = await importFile(c, { name: 'six-again.xlsx', bytes: await sixRows() });
    const { batchSerialNo } = await apply(c, imported.importId);
    await gate.held(batchSerialNo);
    await server.app.close(); // the engine stops although the batch is held at the gate
    const [stopped] = await server.db.query<{ status: string; done_size: number }>(
      'SELECT status, done_size FROM batches WHERE batch_serial_no = $1',
      [batchSerialNo],
    );
    expect(stopped).toMatchObject({ status: 'processing' });
    expect(stopped!.done_size).toBeLessThan(6);

    const restarted = await buildApp({ db: server.db, clock: server.clock, webDir: null });
    await restarted.ready();
    try {
      await waitDone(server, batchSerialNo);
    } finally {
      await restarted.close();
    }
    const orders = await server.db.query<{ line_no: number; group_id: string; amount: string }>(
      'SELECT line_no, group_id, amount::text FROM orders WHERE batch_serial_no = $1 ORDER BY line_no',
      [batchSerialNo],
    );
    expect(orders.map((o) => [o.line_no, o.group_id, o.amount])).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => [i + 1, '10000001', `${500 + i}.00`]),
    );
    // The import still answers its batch; placing it again places nothing.
    const [line] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM batch_lines WHERE batch_serial_no = $1 AND state = 'placed'",
      [batchSerialNo],
    );
    expect(line!.n).toBe(6);
  });
});
