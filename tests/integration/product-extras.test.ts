import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asset, ErrorCode, productExtras, type GatewayError } from '@funddesk/core';
import { startServer, type TestClient, type TestServer } from '../helpers/server';

/** The shared real data beside the project (data README: never copied into it). */
const DATA_DIR = new URL('../../../shared/data/', import.meta.url);

/** A fund's NAV file as `{ date, nav }` rows, oldest first, straight from shared/data/nav. */
async function navRows(fundId: string): Promise<{ date: string; nav: number }[]> {
  const text = await readFile(new URL(`nav/${fundId}.csv`, DATA_DIR), 'utf8');
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map((cells) => ({ date: cells[0] ?? '', nav: Number(cells[1]) }))
    .filter((row) => Number.isFinite(row.nav) && row.nav > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
}

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer();
  // Holdings of op01's account for 公募资产分析 (fixtures, as the asset tests insert them): a mixed, a bond
  // and an index fund with real NAV, and a money fund without.
  await server.db.query(
    `INSERT INTO positions (group_id, fund_id, shares, cost, updated_at) VALUES
       ('10000001', '000001', 3333.33, 3500.00, now()),
       ('10000001', '000045', 10000.55, 11300.00, now()),
       ('10000001', '000051', 5000.00, 5000.00, now()),
       ('10000001', '000009', 2000.00, 2000.00, now())`,
  );
  client = server.client();
  await client.login('op01');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('solutions (issue 14 §2 solutionFund): returns recomputed from shared/data', () => {
  it("指数定投's 000051 1-year return equals (NAV of its NAV day / NAV on or before the same day a year earlier − 1) from its NAV file", async () => {
    const answer = await client.gateway.call(productExtras.solutionFund, { solutionId: 'index' });
    const line = answer.funds.find((f) => f.fundId === '000051')!;
    // The NAV day of the server's clock: the file's last NAV on or before it (today's NAV is not out yet).
    const rows = (await navRows('000051')).filter((r) => r.date <= line.navDate!);
    const last = rows[rows.length - 1]!;
    const yearEarlier = `${Number(last.date.slice(0, 4)) - 1}${last.date.slice(4)}`;
    const base = rows.filter((r) => r.date <= yearEarlier).pop()!;
    const expected = ((last.nav / base.nav - 1) * 100).toFixed(2);
    expect(line.return1y).toBe(expected);
    const total = answer.funds.reduce((sum, f) => sum + Number(f.weight), 0);
    expect(total).toBe(100);
  });

  it('a money fund without NAV in the data answers null (暂无数据), not an invented return', async () => {
    const answer = await client.gateway.call(productExtras.solutionFund, { solutionId: 'steady' });
    expect(answer.funds.find((f) => f.fundId === '000009')!.return1y).toBeNull();
  });

  it('an unknown solution is refused FD3071', async () => {
    const error = await client.gateway.call(productExtras.solutionFund, { solutionId: 'nope' }).then(
      () => null,
      (e: unknown) => e as GatewayError,
    );
    expect(error?.code).toBe(ErrorCode.SolutionNotFound);
  });
});

describe('announcements (issue 14 §2): the holiday notice is derived from trading-days.json', () => {
  it('the 2026 Spring Festival closure runs from the day after the last trading day before the gap to the day before trading resumes', async () => {
    const days = (JSON.parse(await readFile(new URL('trading-days.json', DATA_DIR), 'utf8')) as string[])
      .filter((d) => d.startsWith('2026'))
      .sort();
    const lastBefore = days.filter((d) => d <= '20260220').pop()!;
    const resume = days.find((d) => d > '20260220')!;
    const detail = await client.gateway.call(productExtras.announcementDetail, { id: 'holiday-2026-02-14' });
    expect(lastBefore).toBe('20260213');
    expect(detail.title).toBe('2026年春节休市安排');
    expect(detail.paragraphs.join('')).toContain(
      `${Number(resume.slice(4, 6))}月${Number(resume.slice(6, 8))}日起照常开市`,
    );
    const list = await client.gateway.call(productExtras.announcementList, {
      pagination: { currentPage: 1, pagesize: 50 },
    });
    expect(list.list.map((a) => a.id)).toContain('holiday-2026-02-14');
    const dates = list.list.map((a) => a.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('scale rank (issue 14 §2 fund situation)', () => {
  it("ranks by the profiles' 最新规模 descending; funds without a size come last as 暂无 (null)", async () => {
    const profiles = JSON.parse(await readFile(new URL('fund-profiles.json', DATA_DIR), 'utf8')) as {
      基金代码: string;
      最新规模: string;
    }[];
    const yuan = (text: string) =>
      text.endsWith('亿')
        ? Number(text.slice(0, -1)) * 1e8
        : text.endsWith('万')
          ? Number(text.slice(0, -1)) * 1e4
          : NaN;
    const largest = profiles
      .map((p) => ({ fundId: p.基金代码, size: yuan(p.最新规模) }))
      .filter((p) => Number.isFinite(p.size))
      .sort((a, b) => b.size - a.size || a.fundId.localeCompare(b.fundId))[0]!;
    const page = await client.gateway.call(productExtras.scaleRank, {
      order: 'size',
      pagination: { currentPage: 1, pagesize: 20 },
    });
    expect(page.list[0]!.fundId).toBe(largest.fundId);
    expect(Number(page.list[0]!.sizeYuan)).toBeCloseTo(largest.size, 0);
    expect(page.pagination.totalRows).toBeGreaterThan(27_000);
    const lastPage = await client.gateway.call(productExtras.scaleRank, {
      order: 'size',
      pagination: { currentPage: page.pagination.pageCount, pagesize: 20 },
    });
    expect(lastPage.list.every((r) => r.sizeYuan === null)).toBe(true);
  });

  it('the export holds the whole rank in the same order as values (size in 亿元 as the profile says)', async () => {
    const file = await client.gateway.download(productExtras.exportScaleRank, { order: 'size' });
    expect(file.fileName).toMatch(/^基金规模排行_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBeGreaterThan(27_000);
    const page = await client.gateway.call(productExtras.scaleRank, {
      order: 'size',
      pagination: { currentPage: 1, pagesize: 1 },
    });
    const first = sheet.getRow(2).values as unknown[];
    expect(first[2]).toBe(page.list[0]!.fundId);
    expect(first[6]).toBe((Number(page.list[0]!.sizeYuan) / 1e8).toFixed(2));
  });
});

describe('公募资产分析 (issue 14 §5 analysis): allocation and monthly returns recomputed', () => {
  it("op01's account: by type equals the holdings' market values summed by type; the last month's return equals month-end NAV from shared/data weighted by market value", async () => {
    const holdings = (await client.gateway.call(asset.queryHoldFundList, {})).list;
    const allocation = await client.gateway.call(productExtras.analysisAllocation, {});
    expect(allocation.positions).toBe(holdings.length);
    const byType = new Map<string, number>();
    for (const p of holdings)
      byType.set(p.fundTypeCode, (byType.get(p.fundTypeCode) ?? 0) + Number(p.marketValue));
    const total = [...byType.values()].reduce((a, b) => a + b, 0);
    for (const slice of allocation.byType) {
      expect(Number(slice.marketValue)).toBeCloseTo(byType.get(slice.key)!, 2);
      expect(Number(slice.percent)).toBeCloseTo((byType.get(slice.key)! / total) * 100, 1);
    }
    const percents = allocation.byCompany.reduce((a, s) => a + Number(s.percent), 0);
    expect(percents).toBeGreaterThan(99.9);
    expect(percents).toBeLessThan(100.1);

    const monthly = await client.gateway.call(productExtras.analysisMonthlyReturns, {});
    expect(monthly.months).toHaveLength(12);
    const last = monthly.months[11]!;
    const month = last.month;
    const [y, m] = month.split('-').map(Number) as [number, number];
    const before = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
    let weighted = 0;
    let weights = 0;
    let funds = 0;
    for (const p of holdings) {
      // The server's NAV day: today's NAV is not out yet.
      const rows = (await navRows(p.fundId).catch(() => [])).filter((r) => r.date <= monthly.asOf!);
      const end = rows.filter((r) => r.date.startsWith(month)).pop();
      const base = rows.filter((r) => r.date.startsWith(before)).pop();
      if (!end || !base) continue;
      weighted += (end.nav / base.nav - 1) * Number(p.marketValue);
      weights += Number(p.marketValue);
      funds += 1;
    }
    expect(last.funds).toBe(funds);
    if (funds > 0) expect(Number(last.rate)).toBeCloseTo((weighted / weights) * 100, 1);
  });
});
