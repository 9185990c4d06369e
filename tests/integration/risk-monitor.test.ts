/**
 * 持仓风险监控 against the real NAV files (issue 14 §5 riskMonitor; spec 03 §7 fundPositionRiskMonitor; core
 * rules/riskMonitor.ts). Fixture: a confirmed purchase of 000001 华夏成长混合 confirmed on 2024-01-02 and its
 * position, inserted with SQL (standing in for the order engine); the records' days and values are recomputed
 * here straight from shared/data/nav/000001.csv and trading-days.json.
 */
import { readFile } from 'node:fs/promises';
import { riskMonitor } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';

const DATA_DIR = new URL('../../../shared/data/', import.meta.url);
const SINCE = '2024-01-02';

let server: TestServer;
let client: TestClient;

/** Real NAV of a fund from `since` on, oldest first, read from the file. */
async function navSince(code: string, since: string): Promise<{ date: string; nav: number }[]> {
  const text = await readFile(new URL(`nav/${code}.csv`, DATA_DIR), 'utf8');
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map(([date = '', nav = '']) => ({ date, nav: Number(nav) }))
    .filter((r) => r.date >= since && r.nav > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Trading days as `YYYY-MM-DD`, sorted. */
async function tradingDays(): Promise<string[]> {
  const compact = JSON.parse(await readFile(new URL('trading-days.json', DATA_DIR), 'utf8')) as string[];
  return compact.map((d) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`).sort();
}

beforeAll(async () => {
  server = await startServer();
  await server.db.query(
    `INSERT INTO positions (group_id, fund_id, shares, cost, updated_at) VALUES ('10000001', '000001', 10000.00, 10000.00, now())`,
  );
  await server.db.query(
    `INSERT INTO orders (serial_no, person_id, group_id, fund_id, status, amount, fee, net_amount, fee_rate_e6,
       apply_time, trade_day, confirm_day, confirm_nav, confirm_shares, nav_source)
     VALUES ('RM001', 'P0001', '10000001', '000001', 'confirmed', 10000.00, 0, 10000.00, 0,
       '2023-12-29T10:00:00+08:00', '2023-12-29', '2024-01-02', 1.0000, 10000.00, 'real')`,
  );
  client = server.client();
  await client.login('op01');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('position risk monitor over the real NAV (issue 14 §5)', () => {
  it('drawdown beyond 10% and one-day drops beyond 3% since the confirmation equal a computation over shared/data', async () => {
    const nav = await navSince('000001', SINCE);
    const days = await tradingDays();
    const previous = new Map(days.map((d, i) => [d, days[i - 1]] as const));
    const expected: string[] = [];
    let peak = 0;
    let inDrawdown = false;
    let prev: { date: string; nav: number } | null = null;
    for (const row of nav) {
      if (row.nav > peak) {
        peak = row.nav;
        inDrawdown = false;
      }
      const dd = (1 - row.nav / peak) * 100;
      if (!inDrawdown && dd > 10) {
        inDrawdown = true;
        expected.push(`drawdown ${row.date} ${dd.toFixed(2)}`);
      }
      if (prev && previous.get(row.date) === prev.date) {
        const drop = (1 - row.nav / prev.nav) * 100;
        if (drop > 3) expected.push(`dayDrop ${row.date} ${drop.toFixed(2)}`);
      }
      prev = row;
    }

    expect(expected.length).toBeGreaterThan(0);
    const answer = await client.gateway.call(riskMonitor.queryConfigAndRecordPage, {
      pagination: { currentPage: 1, pagesize: 100 },
    });
    expect(answer.config).toMatchObject({
      drawdownPercent: '10.00',
      dayDropPercent: '3.00',
      updatedAt: null,
    });
    const rules = answer.list
      .filter((r) => r.kind === 'drawdown' || r.kind === 'dayDrop')
      .map((r) => `${r.kind} ${r.day} ${r.value}`)
      .sort();
    expect(rules).toEqual(expected.sort());
    expect(answer.list.filter((r) => r.kind === 'event1').map((r) => [r.day, r.ref, r.value])).toEqual([
      ['2024-01-02', 'RM001', '10000.00'],
    ]);
    expect(answer.unread).toBe(answer.pagination.totalRows);
  });

  it('the badge counts unread records; mark one read, delete one, mark all read', async () => {
    const { num } = await client.gateway.call(riskMonitor.countUnreadRecord, {});
    const page = await client.gateway.call(riskMonitor.queryConfigAndRecordPage, {});
    expect(num).toBe(page.unread);
    expect(num).toBeGreaterThan(1);
    const [first, second] = page.list;
    const one = await client.gateway.call(riskMonitor.setRecordBeRead, { ids: [first!.id] });
    expect(one).toEqual({ updated: 1, unread: num - 1 });
    const deleted = await client.gateway.call(riskMonitor.deleteMonitorRecordById, { id: second!.id });
    expect(deleted.unread).toBe(num - 2);
    // evaluating again does not bring a deleted record back
    const again = await client.gateway.call(riskMonitor.queryConfigAndRecordPage, {
      pagination: { currentPage: 1, pagesize: 100 },
    });
    expect(again.list.some((r) => r.id === second!.id)).toBe(false);
    const all = await client.gateway.call(riskMonitor.setRecordBeRead, { all: true });
    expect(all.unread).toBe(0);
    expect((await client.gateway.call(riskMonitor.countUnreadRecord, {})).num).toBe(0);
  });

  it('every settings change is recorded with before, after and who; a tighter drawdown adds records', async () => {
    const before = await client.gateway.call(riskMonitor.queryConfigAndRecordPage, { kind: 'drawdown' });
    const saved = await client.gateway.call(riskMonitor.saveOrUpdateConfig, {
      drawdownPercent: '5',
      dayDropPercent: '3',
    });
    expect(saved.drawdownPercent).toBe('5.00');
    expect(saved.updatedAt).not.toBeNull();
    const after = await client.gateway.call(riskMonitor.queryConfigAndRecordPage, { kind: 'drawdown' });
    expect(after.changes[0]).toMatchObject({
      oldDrawdownPercent: '10.00',
      drawdownPercent: '5.00',
      oldDayDropPercent: '3.00',
      dayDropPercent: '3.00',
      loginName: 'op01',
    });
    expect(after.pagination.totalRows).toBeGreaterThanOrEqual(before.pagination.totalRows);
  });

  it('refuses a threshold of 0 or above 100 at the contract', async () => {
    await expect(
      client.gateway.call(riskMonitor.saveOrUpdateConfig, { drawdownPercent: '0', dayDropPercent: '3' }),
    ).rejects.toThrow();
    await expect(
      client.gateway.call(riskMonitor.saveOrUpdateConfig, { drawdownPercent: '10', dayDropPercent: '101' }),
    ).rejects.toThrow();
  });
});
