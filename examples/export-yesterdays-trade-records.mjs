#!/usr/bin/env node
/**
 * Logs in and exports yesterday's trade records (by the gateway's clock, Beijing date) as a CSV file, one
 * row per order, columns named after the contract's Order fields (docs/sdk.md, issue 18 §1).
 *
 *   npm run build
 *   FUNDDESK_URL=http://localhost:8080 FUNDDESK_USER=op01 FUNDDESK_PASSWORD=… \
 *     node examples/export-yesterdays-trade-records.mjs [out.csv]
 *
 * Prints a JSON summary `{ date, orders, file }` on stdout.
 */
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { stringify } from 'csv-stringify/sync';
import { contract, createClient } from '@funddesk/sdk';

/** The CSV's columns: fields of the contract's Order. */
export const COLUMNS = [
  'serialNo',
  'tradeDay',
  'corpName',
  'groupId',
  'fundId',
  'fundName',
  'tradeType',
  'status',
  'amount',
  'fee',
  'operatorName',
];

/** The Beijing calendar day before `ms` (ms since the epoch), `YYYY-MM-DD`. */
export function beijingYesterday(ms) {
  return new Date(ms + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
}

/**
 * @param {{ baseUrl: string, loginName: string, password: string, groupId?: string, out: string }} options
 * @returns {Promise<{ date: string, orders: number, file: string }>}
 */
export async function run(options) {
  const fd = createClient({ baseUrl: options.baseUrl });
  await fd.login({
    loginName: options.loginName,
    password: options.password,
    // With several organisations, act for the given one or the first.
    chooseOrganisation: (orgs) => options.groupId ?? orgs[0].groupId,
  });
  try {
    const { serverTime } = await fd.call(contract.support.announcementCheck, {});
    const date = beijingYesterday(serverTime);
    const orders = await fd.listOrders({ startDate: date, endDate: date });
    const rows = orders.map((order) => COLUMNS.map((column) => order[column]));
    await writeFile(options.out, stringify([COLUMNS, ...rows], { bom: true }));
    return { date, orders: orders.length, file: options.out };
  } finally {
    await fd.logout();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const summary = await run({
    baseUrl: process.env.FUNDDESK_URL ?? 'http://localhost:8080',
    loginName: process.env.FUNDDESK_USER ?? 'op01',
    password: process.env.FUNDDESK_PASSWORD ?? '',
    out: process.argv[2] ?? 'trade-records.csv',
  });
  console.log(JSON.stringify(summary));
}
