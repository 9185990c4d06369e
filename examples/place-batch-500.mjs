#!/usr/bin/env node
/**
 * Places a 500-row batch purchase built from rows (no spreadsheet by hand), waits for it with a progress
 * line on stderr, and writes the gateway's result spreadsheet (docs/sdk.md, issue 18 §1). The import's id is
 * the batch's idempotency key: running the placement again answers the same batch.
 *
 *   npm run build
 *   FUNDDESK_URL=http://localhost:8080 FUNDDESK_USER=op01 FUNDDESK_PASSWORD=… FUNDDESK_TRADE_PASSWORD=… \
 *     node examples/place-batch-500.mjs [result.xlsx]
 *
 * Prints a JSON summary `{ batchSerialNo, total, success, failed, file }` on stdout.
 */
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { createClient } from '@funddesk/sdk';

/** Public funds open for purchase in the demo data, minimum ≤ 1,000 yuan (tests/fixtures/batch/make-500.mjs). */
export const FUNDS = [
  '000001',
  '000024',
  '000056',
  '000068',
  '000082',
  '000123',
  '000143',
  '000174',
  '000190',
  '000215',
];

/** Row i buys FUNDS[i % 10] with 1,000 + i yuan (no two rows alike, every sum far under the caps). */
export function purchaseRows(count = 500) {
  return Array.from({ length: count }, (_, i) => ({
    fundCode: FUNDS[i % FUNDS.length],
    amount: 1000 + i,
    remark: `SDK ${i + 1}`,
  }));
}

/**
 * @param {{ baseUrl: string, loginName: string, password: string, tradePassword: string, out: string,
 *   rows?: number, pollIntervalMs?: number, onProgress?: (status: import('@funddesk/sdk').BatchStatus) => void }} options
 */
export async function run(options) {
  const fd = createClient({ baseUrl: options.baseUrl });
  await fd.login({
    loginName: options.loginName,
    password: options.password,
    chooseOrganisation: (orgs) => orgs[0].groupId,
  });
  try {
    const imported = await fd.importBatch(
      { rows: purchaseRows(options.rows ?? 500) },
      { defaultGroupId: fd.session.groupId },
    );
    const { batchSerialNo } = await fd.placeBatch({
      importId: imported.importId,
      tradePassword: options.tradePassword,
    });
    const status = await fd.waitForBatch(batchSerialNo, {
      ...(options.pollIntervalMs ? { intervalMs: options.pollIntervalMs } : {}),
      onProgress:
        options.onProgress ??
        ((s) => process.stderr.write(`${s.progress}% ${s.successSize}/${s.totalSize}\n`)),
    });
    const result = await fd.downloadBatchResult(batchSerialNo);
    await writeFile(options.out, result.bytes);
    return {
      batchSerialNo,
      importId: imported.importId,
      total: status.totalSize,
      success: status.successSize,
      failed: status.failSize,
      file: options.out,
    };
  } finally {
    await fd.logout();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const summary = await run({
    baseUrl: process.env.FUNDDESK_URL ?? 'http://localhost:8080',
    loginName: process.env.FUNDDESK_USER ?? 'op01',
    password: process.env.FUNDDESK_PASSWORD ?? '',
    tradePassword: process.env.FUNDDESK_TRADE_PASSWORD ?? '',
    out: process.argv[2] ?? 'batch-result.xlsx',
  });
  console.log(JSON.stringify(summary));
}
