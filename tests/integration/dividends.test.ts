import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dividends, ErrorCode, GatewayError } from '@funddesk/core';
import { startServer, type TestClient, type TestServer } from '../helpers/server';

/** The shared real data beside the project (data README: never copied into it). */
const DATA_DIR = new URL('../../../shared/data/', import.meta.url);

/** A fund's real NAV by date as published (`净值日期,单位净值,日增长率`), read straight from the file. */
async function navFile(code: string): Promise<Map<string, number>> {
  const text = await readFile(new URL(`nav/${code}.csv`, DATA_DIR), 'utf8');
  const rows = text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','));
  return new Map(rows.map(([date = '', nav = '']) => [date, Number(nav)] as const));
}

/** The exchange trading days (`trading-days.json`, `YYYYMMDD`) as `YYYY-MM-DD`. */
async function tradingDays(): Promise<string[]> {
  const compact = JSON.parse(await readFile(new URL('trading-days.json', DATA_DIR), 'utf8')) as string[];
  return compact.map((d) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`).sort();
}

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer();
  client = server.client();
  await client.login('op01');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('simulated dividends over the real NAV (issue 14 §5 Dividends; docs/decisions.md)', () => {
  it('every record is marked simulated, falls on a real trading day with the fund’s real NAV, and pays NAV × 0.5%–3% rounded down', async () => {
    const page = await client.gateway.call(dividends.bonusList, {
      pagination: { currentPage: 1, pagesize: 30 },
    });
    expect(page.source).toBe('simulated');
    expect(page.pagination.totalRows).toBeGreaterThan(100);
    expect(page.years.length).toBeGreaterThan(0);
    const days = new Set(await tradingDays());
    for (const record of page.list.slice(0, 10)) {
      expect(record.source).toBe('simulated');
      expect(days.has(record.recordDate)).toBe(true);
      const nav = (await navFile(record.fundId)).get(record.recordDate);
      expect(nav).toBeDefined();
      expect(Number(record.navOnRecordDate)).toBeCloseTo(nav!, 4);
      const ratio = Number(record.cashPerShare) / nav!;
      expect(ratio).toBeGreaterThanOrEqual(0.005 - 0.0001);
      expect(ratio).toBeLessThanOrEqual(0.03);
      // the payment date is the second trading day after the record date
      const sorted = [...days].filter((d) => d > record.recordDate).sort();
      expect(record.payDate).toBe(sorted[1]);
    }
  });

  it('filters by fund and year; the detail sums the fund’s cash per share', async () => {
    const first = (await client.gateway.call(dividends.bonusList, {})).list[0]!;
    const byFund = await client.gateway.call(dividends.bonusList, {
      fundId: first.fundId,
      pagination: { currentPage: 1, pagesize: 100 },
    });
    expect(byFund.list.every((r) => r.fundId === first.fundId)).toBe(true);
    const byYear = await client.gateway.call(dividends.bonusList, { year: first.year });
    expect(byYear.list.every((r) => r.year === first.year)).toBe(true);

    const detail = await client.gateway.call(dividends.bonusDetail, { fundId: first.fundId });
    expect(detail.eligible).toBe(true);
    expect(detail.records.map((r) => r.recordDate)).toEqual(byFund.list.map((r) => r.recordDate));
    const cents = detail.records.reduce((sum, r) => sum + Math.round(Number(r.cashPerShare) * 10000), 0);
    expect(detail.totalCashPerShare).toBe((cents / 10000).toFixed(4));
  });

  it('an unknown fund answers FD3001 in the detail and an empty list as a filter', async () => {
    const empty = await client.gateway.call(dividends.bonusList, { fundId: '999999' });
    expect(empty.list).toEqual([]);
    const refused = await client.gateway
      .call(dividends.bonusDetail, { fundId: '999999' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GatewayError);
    expect((refused as GatewayError).code).toBe(ErrorCode.FundNotFound);
  });
});
