/**
 * The Node SDK (issue 18 §1) and its runnable examples against one local server: the examples are imported
 * and run as they are (their `run` is what `node examples/x.mjs` calls), so they never rot. Then the SDK's
 * faults: a wrong environment URL, an expired session (re-login only when told), a network drop during a
 * wait (resumes from the batch serial number), a cancelled wait (no half-state), idempotent retries.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, ErrorCode, GatewayError, type FundDeskClient } from '@funddesk/sdk';
import { batch, trade, type FetchLike } from '@funddesk/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { paceGate } from '../helpers/waitFor.js';
import * as placeBatch from '../../examples/place-batch-500.mjs';
import * as exportRecords from '../../examples/export-yesterdays-trade-records.mjs';
import * as statements from '../../examples/download-last-month-statements.mjs';

const PASSWORD = 'Demo@2026';
const TRADE_PASSWORD = '135790';
const DAY_MS = 86_400_000;
/**
 * Lines of a batch the runner places before holding it (tests/helpers paceGate): the 500-row batch is
 * imported and placed whole, its first 25 lines become orders, then the test cancels the rest (已撤销), so
 * the file finishes in seconds instead of placing 500 orders one transaction at a time.
 */
const PLACED_LINES = 25;
const gate = paceGate(PLACED_LINES);

let server: TestServer;
let dir: string;
/** The batch the 500-row example placed. */
let placed: {
  batchSerialNo: string;
  importId: string;
  total: number;
  success: number;
  failed: number;
  file: string;
};

/** A client of the test server logged in as op01. */
async function op01(options: Parameters<typeof createClient>[0] | object = {}): Promise<FundDeskClient> {
  const fd = createClient({ baseUrl: server.baseUrl, ...options });
  await fd.login({ loginName: 'op01', password: PASSWORD, chooseOrganisation: (orgs) => orgs[0]!.groupId });
  return fd;
}

/** A no-wait sleep for the SDK's polls (the server answers at once; the test never sleeps). */
const noSleep = (_ms: number, signal?: AbortSignal) =>
  signal?.aborted ? Promise.resolve() : new Promise<void>((resolve) => setImmediate(resolve));

beforeAll(async () => {
  server = await startServer({ batchPace: gate.pace });
  dir = await mkdtemp(join(tmpdir(), 'funddesk-sdk-'));
});
afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('SDK examples run against the local server (issue 18 §1, done-when 1)', () => {
  it('place-batch-500.mjs: 500 rows from data -> placed (the first 25, the rest cancelled) -> progress to 100 -> result file written', async () => {
    const progress: number[] = [];
    const out = join(dir, 'result.xlsx');
    // Held after PLACED_LINES lines: the rest is cancelled by op01 in another session, then the runner goes on.
    let cancelling: Promise<void> | undefined;
    const cancelRest = (batchSerialNo: string) =>
      (cancelling ??= gate.held(batchSerialNo).then(async () => {
        const other = server.client();
        await other.login('op01');
        await other.gateway.call(batch.batchCancel, { batchSerialNo });
        gate.release(batchSerialNo);
      }));
    placed = await placeBatch.run({
      baseUrl: server.baseUrl,
      loginName: 'op01',
      password: PASSWORD,
      tradePassword: TRADE_PASSWORD,
      out,
      pollIntervalMs: 50,
      onProgress: (status) => {
        progress.push(status.progress);
        void cancelRest(status.batchSerialNo);
      },
    });
    await cancelling;
    expect(placed).toMatchObject({ total: 500, success: PLACED_LINES, failed: 0, file: out });
    expect(progress.at(-1)).toBe(100);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    expect(book.worksheets[0]!.rowCount).toBe(501); // header + one row per line
  });

  it('export-yesterdays-trade-records.mjs: the next day, yesterday’s CSV holds the batch’s orders', async () => {
    server.clock.advance(DAY_MS); // Saturday 2026-02-14: yesterday is the batch's trade day
    const out = join(dir, 'records.csv');
    const summary = await exportRecords.run({
      baseUrl: server.baseUrl,
      loginName: 'op01',
      password: PASSWORD,
      out,
    });
    expect(summary.date).toBe('2026-02-13');
    expect(summary.orders).toBeGreaterThanOrEqual(PLACED_LINES);
    const lines = (await readFile(out, 'utf8')).trim().split('\n');
    expect(lines[0]!.replace(/^\ufeff/, '')).toBe(`${exportRecords.COLUMNS.join(',')}`);
    expect(lines).toHaveLength(summary.orders + 1);
    // Every row is a trade of that day (tradeDay is the second column).
    expect(lines.slice(1).every((line) => line.split(',')[1] === '2026-02-13')).toBe(true);
  });

  it('download-last-month-statements.mjs: one PDF per account with January statements', async () => {
    const summary = await statements.run({
      baseUrl: server.baseUrl,
      loginName: 'op01',
      password: PASSWORD,
      dir: join(dir, 'statements'),
      pollIntervalMs: 50,
    });
    expect(summary.period).toBe('2026-01');
    expect(summary.files.length).toBeGreaterThan(0);
    for (const file of summary.files) {
      expect(file).toMatch(/对账单_.+_2026-01\.pdf$/);
      expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

describe('SDK faults (issue 18 "Bad input and faults")', () => {
  it('a wrong environment URL fails with FD0499, the catalogue’s network error', async () => {
    const fd = createClient({ baseUrl: 'http://127.0.0.1:9' });
    const failure = await fd
      .login({ loginName: 'op01', password: PASSWORD })
      .catch((error: unknown) => error);
    expect(GatewayError.is(failure, ErrorCode.Network)).toBe(true);
  });

  it('an expired session throws FD0401 unless reLogin is on; with it the call is repeated once', async () => {
    const plain = await op01();
    const relogging = await op01({ reLogin: true });
    // Both sessions idle past the gateway's limit (30 minutes, spec 01 §4.3): the gateway ends them.
    server.clock.advance(31 * 60_000);
    const failure = await plain.cart.count().catch((error: unknown) => error);
    expect(GatewayError.is(failure) && failure.kind).toBe('logout');
    const before = relogging.session!.token;
    await expect(relogging.cart.count()).resolves.toMatchObject({ maxLimit: 20 });
    expect(relogging.session!.token).not.toBe(before);
  });

  it('a cart purchase retried with its idempotency key answers the same batch and places once', async () => {
    const fd = await op01();
    await fd.cart.clear();
    await fd.cart.add(['000001']);
    const first = await fd.purchaseCart({
      lines: [{ fundCode: '000001', amount: '1234' }],
      tradePassword: TRADE_PASSWORD,
    });
    const again = await fd.purchaseCart({
      lines: [{ fundCode: '000001', amount: '1234' }],
      tradePassword: TRADE_PASSWORD,
      idempotencyKey: first.idempotencyKey,
    });
    expect(again.batchSerialNo).toBe(first.batchSerialNo);
    const done = await fd.waitForBatch(first.batchSerialNo, { intervalMs: 20 });
    expect(done).toMatchObject({ totalSize: 1, successSize: 1 });
    // A single purchase retried with its key answers the same order (spec 02 §7 purchase).
    const single = await fd.purchase({
      fundId: '000001',
      amount: 1500,
      tradePassword: TRADE_PASSWORD,
      riskConfirmed: true,
      summaryConfirmed: true,
    });
    const singleAgain = await fd.purchase({
      fundId: '000001',
      amount: 1500,
      tradePassword: TRADE_PASSWORD,
      riskConfirmed: true,
      summaryConfirmed: true,
      idempotencyKey: single.idempotencyKey,
    });
    expect(singleAgain.serialNo).toBe(single.serialNo);
    // A batch placement retried with the same importId answers the same batch too.
    const retried = await fd.placeBatch({ importId: placed.importId, tradePassword: TRADE_PASSWORD });
    expect(retried.batchSerialNo).toBe(placed.batchSerialNo);
  });

  it('a network drop during a wait is retried and the wait resumes from the batch serial number', async () => {
    let drops = 2;
    const flaky: FetchLike = (url, init) => {
      if (url.includes('tradeStatus') && drops > 0) {
        drops -= 1;
        return Promise.reject(new TypeError('fetch failed'));
      }
      return fetch(url, init);
    };
    const fd = await op01({ fetch: flaky, sleep: noSleep });
    const status = await fd.waitForBatch(placed.batchSerialNo);
    expect(drops).toBe(0);
    expect(status).toMatchObject({ batchSerialNo: placed.batchSerialNo, orderStatus: 'done', progress: 100 });
  });

  it('a cancelled wait rejects FD0499 and leaves nothing behind: the session and a later wait work', async () => {
    const fd = await op01();
    const controller = new AbortController();
    controller.abort();
    const failure = await fd
      .waitForBatch(placed.batchSerialNo, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(GatewayError.is(failure, ErrorCode.Network)).toBe(true);
    // Cancelled while a status call is on the wire (the wrapper aborts as the call leaves).
    const second = new AbortController();
    const cancelling: FetchLike = (url, init) => {
      if (url.includes('tradeStatus')) second.abort();
      return fetch(url, init);
    };
    const watcher = await op01({ fetch: cancelling });
    const during = await watcher
      .waitForBatch(placed.batchSerialNo, { signal: second.signal })
      .catch((e: unknown) => e);
    expect(GatewayError.is(during, ErrorCode.Network)).toBe(true);
    await expect(fd.waitForBatch(placed.batchSerialNo)).resolves.toMatchObject({ orderStatus: 'done' });
    await expect(fd.call(trade.cartNumInfo, {})).resolves.toMatchObject({ maxLimit: 20 });
  });

  it('several organisations and none chosen: FD1004 with the list, before acting for any', async () => {
    const fd = createClient({ baseUrl: server.baseUrl });
    const failure = await fd.login({ loginName: 'op01', password: PASSWORD }).catch((e: unknown) => e);
    if (GatewayError.is(failure)) {
      expect(failure.code).toBe(ErrorCode.OrgForbidden);
      expect((failure.detail?.organisations as unknown[]).length).toBeGreaterThan(1);
      expect(fd.session?.groupId).toBeUndefined();
    } else {
      // op01 acts for one organisation only: chosen without asking.
      expect(fd.session?.groupId).toBe('10000001');
    }
  });
});
