/**
 * Helpers of the statement tests (issue 4 §3): real purchases placed through the cart at chosen instants and
 * confirmed by the engine on T+1, the generated-file flow (request -> poll -> download), and readers that
 * turn a statement PDF back into text (pdfjs-dist) and an xlsx into label/value maps (exceljs).
 */
import { asset, trade, type GatewayClient } from '@funddesk/core';
import ExcelJS from 'exceljs';
import { engineFor } from '../../packages/server/src/trade/index.js';
import type { TestClient, TestServer } from './server.js';
import { waitFor } from './waitFor.js';

const TRADE_PASSWORD = '135790';

/**
 * Places purchases as the client's organisation at `at` (the server clock is set to it) through the cart
 * and waits until the batch is placed.
 * @returns the orders' serial numbers
 */
export async function purchaseAt(
  server: TestServer,
  c: TestClient,
  at: string,
  purchaseList: { fundCode: string; amount: string }[],
): Promise<string[]> {
  server.clock.set(Date.parse(at));
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
  await waitFor(
    async () => {
      const [batch] = await server.db.query<{ status: string }>(
        'SELECT status FROM batches WHERE batch_serial_no = $1',
        [batchSerialNo],
      );
      return batch?.status === 'done';
    },
    { timeoutMs: 30_000, what: `batch ${batchSerialNo} done` },
  );
  const rows = await server.db.query<{ serial_no: string; status: string }>(
    'SELECT serial_no, status FROM orders WHERE batch_serial_no = $1 ORDER BY line_no',
    [batchSerialNo],
  );
  if (rows.length !== purchaseList.length) throw new Error(`batch ${batchSerialNo}: ${rows.length} orders`);
  return rows.map((r) => r.serial_no);
}

/** Sets the clock to `at` and runs the confirmation engine once. @returns the orders confirmed */
export async function confirmAt(server: TestServer, at: string): Promise<number> {
  server.clock.set(Date.parse(at));
  return (await engineFor(server.db)!.confirm()).confirmed;
}

/**
 * Polls documentResult (faster than the web's 3000 ms) until the file is not processing, with a 30 s
 * deadline. @returns the final status, or 'processing' when the deadline passed
 */
export async function pollDocument(gateway: GatewayClient, serialNo: string): Promise<string> {
  return waitFor(
    async () => {
      const { status } = await gateway.call(asset.documentResult, { serialNo });
      return status !== 'processing' && status;
    },
    { timeoutMs: 30_000, what: `document ${serialNo}` },
  ).catch(() => 'processing');
}

/** The text of every page of a PDF, one string per page (text items joined by newlines). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const text = await page.getTextContent();
    // pdf.js adds whitespace items between text runs; keep the runs.
    const runs = text.items.map((item) => ('str' in item ? item.str : '')).filter((str) => str.trim() !== '');
    pages.push(runs.join('\n'));
  }
  await pdf.destroy();
  return pages;
}

/** A loaded workbook. */
export async function loadWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return workbook;
}

/** The rows of a sheet as arrays of cell values (1-based columns become 0-based), padded to `width`. */
export function sheetRows(workbook: ExcelJS.Workbook, name: string, width: number): unknown[][] {
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push(Array.from({ length: width }, (_, i) => (row.values as unknown[])[i + 1] ?? null));
  });
  return rows;
}

/** The label -> value pairs of the 汇总 sheet (column A -> column B). */
export function summaryOf(workbook: ExcelJS.Workbook, name = '汇总'): Map<string, unknown> {
  return new Map(
    sheetRows(workbook, name, 2)
      .filter((r) => typeof r[0] === 'string')
      .map((r) => [r[0] as string, r[1]]),
  );
}
