import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product } from '@funddesk/core';
import { startServer, type TestClient, type TestServer } from '../helpers/server';

/** The shared real data beside the project (data README: never copied into it). */
const DATA_DIR = new URL('../../../shared/data/', import.meta.url);

/** A fund's NAV rows as published (`净值日期,单位净值,日增长率`), oldest first, straight from the file. */
async function navFile(code: string): Promise<Array<{ date: string; nav: number; change: number | null }>> {
  const text = await readFile(new URL(`nav/${code}.csv`, DATA_DIR), 'utf8');
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map(([date = '', nav = '', change = '']) => ({
      date,
      nav: Number(nav),
      change: change === '' ? null : Number(change),
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The test server's clock is 2026-02-13 14:00 Asia/Shanghai: the NAV is published through 2026-02-12. */
const AS_OF = '2026-02-12';

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

describe('fund detail sections over the real data (issue 14 §2; spec 03 §7 fund detail group)', () => {
  it('NAV table (fund/queryFundNetValueTable): page 2 of 20 newest-first rows equals the NAV file', async () => {
    const rows = (await navFile('000003')).filter((r) => r.date <= AS_OF).reverse();
    const page = await client.gateway.call(product.fundNetValueTable, {
      fundId: '000003',
      pagination: { currentPage: 2, pagesize: 20 },
    });
    expect(page.pagination).toEqual({
      currentPage: 2,
      pagesize: 20,
      pageCount: Math.ceil(rows.length / 20),
      totalRows: rows.length,
    });
    const expected = rows.slice(20, 40);
    expect(page.list.map((r) => r.date)).toEqual(expected.map((r) => r.date));
    page.list.forEach((row, i) => {
      expect(row.source).toBe('real');
      expect(Number(row.nav)).toBeCloseTo(expected[i]!.nav, 4);
      expect(row.dailyReturn === null ? null : Number(row.dailyReturn)).toBe(expected[i]!.change);
    });
  });

  it('share classes (ab-shares): 000003 A finds 000004 C, whose 1-year return is recomputed from its NAV file', async () => {
    const answer = await client.gateway.call(product.abShares, { fundId: '000003' });
    expect(answer.letter).toBe('A');
    const c = answer.classes.find((x) => x.fundId === '000004');
    expect(c).toMatchObject({ letter: 'C', fundName: '中海可转债债券C', simulated: false });
    const rows = (await navFile('000004')).filter((r) => r.date <= AS_OF);
    const end = rows[rows.length - 1]!;
    // 1 year = 12 calendar months before the last NAV date; the base is the last NAV on or before it.
    const start = `${Number(end.date.slice(0, 4)) - 1}${end.date.slice(4)}`;
    const base = rows.filter((r) => r.date <= start).pop()!;
    expect(c!.navDate).toBe(end.date);
    expect(Number(c!.nav)).toBeCloseTo(end.nav, 4);
    expect(Number(c!.rate1y)).toBeCloseTo((end.nav / base.nav - 1) * 100, 2);
  });

  it('managers (fund/manager): the profile’s managers and the return over the data period, not a tenure', async () => {
    const profiles = JSON.parse(await readFile(new URL('fund-profiles.json', DATA_DIR), 'utf8')) as Array<
      Record<string, string>
    >;
    const profile = profiles.find((p) => p['基金代码'] === '000003')!;
    const answer = await client.gateway.call(product.fundManager, { fundId: '000003' });
    expect(answer.hasProfile).toBe(true);
    expect(answer.managers).toEqual(profile['基金经理']!.split(/\s+/).filter(Boolean));
    expect(answer.history).toEqual([]);
    const rows = (await navFile('000003')).filter((r) => r.date <= AS_OF);
    expect(answer.returnFrom).toBe(rows[0]!.date);
    expect(answer.returnTo).toBe(AS_OF);
    expect(Number(answer.dataPeriodReturn)).toBeCloseTo(
      (rows[rows.length - 1]!.nav / rows[0]!.nav - 1) * 100,
      2,
    );

    const withProfile = new Set(profiles.map((p) => p['基金代码']));
    const universe = (await readFile(new URL('fund-universe.csv', DATA_DIR), 'utf8')).split('\n').slice(1);
    const without = universe.map((line) => line.split(',')[0]!).find((code) => !withProfile.has(code))!;
    const none = await client.gateway.call(product.fundManager, { fundId: without });
    expect(none.hasProfile).toBe(false);
    expect(none.managers).toEqual([]);
  });

  it('dividends (remote/fundBonus) are the simulated model’s on real NAV days; no splits', async () => {
    const answer = await client.gateway.call(product.fundBonus, { fundId: '000003' });
    expect(answer.splits).toEqual([]);
    const navByDate = new Map((await navFile('000003')).map((r) => [r.date, r.nav] as const));
    for (const record of answer.records) {
      expect(record.source).toBe('simulated');
      expect(Number(record.navOnRecordDate)).toBeCloseTo(navByDate.get(record.recordDate)!, 4);
    }
    const dates = answer.records.map((r) => r.recordDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('intraday estimate (remote/fundRealTimeNetValue) at 14:00 starts from the real NAV of the day before; none for money funds', async () => {
    const answer = await client.gateway.call(product.fundRealTimeNetValue, { fundId: '000003' });
    const last = (await navFile('000003')).filter((r) => r.date <= AS_OF).pop()!;
    expect(answer).toMatchObject({
      reason: null,
      date: '2026-02-13',
      time: '14:00',
      baseDate: AS_OF,
      source: 'simulated',
    });
    expect(Number(answer.baseNav)).toBeCloseTo(last.nav, 4);
    const change = (Number(answer.estimateNav) / Number(answer.baseNav) - 1) * 100;
    expect(Number(answer.estimateChange)).toBeCloseTo(change, 1);

    const universe = (await readFile(new URL('fund-universe.csv', DATA_DIR), 'utf8')).split('\n');
    const money = universe.find((line) => line.split(',')[3]?.startsWith('货币型'))!.split(',')[0]!;
    const none = await client.gateway.call(product.fundRealTimeNetValue, { fundId: money });
    expect(none.reason).toBe('money');
    expect(none.estimateNav).toBeNull();
  });
});
