#!/usr/bin/env node
/**
 * Requests last month's statement (对账单, PDF) of every account (by the gateway's clock) and
 * saves each file into a directory under the gateway's file name (docs/sdk.md, issue 18 §1).
 *
 *   npm run build
 *   FUNDDESK_URL=http://localhost:8080 FUNDDESK_USER=op01 FUNDDESK_PASSWORD=… \
 *     node examples/download-last-month-statements.mjs [dir]
 *
 * Prints a JSON summary `{ period, files }` on stdout.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contract, createClient } from '@funddesk/sdk';

/** The Beijing month before the one of `ms` (ms since the epoch), `YYYY-MM`. */
export function beijingLastMonth(ms) {
  const now = new Date(ms + 8 * 3_600_000);
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  return new Date(first - 86_400_000).toISOString().slice(0, 7);
}

/**
 * @param {{ baseUrl: string, loginName: string, password: string, dir: string, pollIntervalMs?: number }} options
 * @returns {Promise<{ period: string, files: string[] }>}
 */
export async function run(options) {
  const fd = createClient({ baseUrl: options.baseUrl });
  await fd.login({
    loginName: options.loginName,
    password: options.password,
    chooseOrganisation: (orgs) => orgs[0].groupId,
  });
  try {
    const { serverTime } = await fd.call(contract.support.announcementCheck, {});
    const period = beijingLastMonth(serverTime);
    // Every account the person may ask statements for (a month without trades is a statement of holdings).
    const accounts = await fd.statementAccounts();
    if (accounts.length === 0) return { period, files: [] };
    const statements = await fd.requestStatements({ period, groupIds: accounts.map((a) => a.groupId) });
    await mkdir(options.dir, { recursive: true });
    const files = [];
    for (const requested of statements) {
      const file = await fd.downloadStatement(
        requested.serialNo,
        options.pollIntervalMs ? { intervalMs: options.pollIntervalMs } : {},
      );
      const path = join(options.dir, basename(file.fileName || `${requested.serialNo}.pdf`));
      await writeFile(path, file.bytes);
      files.push(path);
    }
    return { period, files };
  } finally {
    await fd.logout();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const summary = await run({
    baseUrl: process.env.FUNDDESK_URL ?? 'http://localhost:8080',
    loginName: process.env.FUNDDESK_USER ?? 'op01',
    password: process.env.FUNDDESK_PASSWORD ?? '',
    dir: process.argv[2] ?? 'statements',
  });
  console.log(JSON.stringify(summary));
}
