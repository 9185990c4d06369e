import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath, ErrorCode, product } from '@funddesk/core';
import { startServer, type TestClient, type TestServer } from '../helpers/server';
import { refusal } from '../helpers/refusals.js';

/** The shared real data beside the project (data README: never copied into it). */
const DATA_DIR = new URL('../../../shared/data/', import.meta.url);
/** The server's day in the tests is 2026-02-13 before its NAV (TEST_NOW): the last NAV is the day before. */
const TODAY = '2026-02-13';

/** A fund's real NAV as published (`净值日期,单位净值,日增长率`), oldest first; null without a file. */
async function navFile(code: string): Promise<{ date: string; nav: number }[] | null> {
  const text = await readFile(new URL(`nav/${code}.csv`, DATA_DIR), 'utf8').catch(() => null);
  if (text === null) return null;
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map(([date = '', nav = '']) => ({ date, nav: Number(nav) }))
    .filter((row) => Number.isFinite(row.nav) && row.nav > 0 && row.date < TODAY)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** `YYYY-MM-DD` one calendar year earlier (29 Feb -> 28 Feb). */
const yearBefore = (date: string): string => {
  const [y, m, d] = date.split('-') as [string, string, string];
  return `${Number(y) - 1}-${m}-${m === '02' && d === '29' ? '28' : d}`;
};

/** The 1-year return in percent from the last NAV on or before a year before the last NAV; null if not covered. */
function oneYearReturn(rows: readonly { date: string; nav: number }[]): number | null {
  const last = rows[rows.length - 1];
  if (!last) return null;
  const base = rows.findLast((row) => row.date <= yearBefore(last.date));
  return base ? (last.nav / base.nav - 1) * 100 : null;
}

let server: TestServer;
let op01: TestClient;

beforeAll(async () => {
  server = await startServer();
  op01 = server.client();
  await op01.login('op01');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('公募基金 screening (issue 14 §2; spec 03 §2 publicIndex, §7 searchByPage, exportExcelFund)', () => {
  it("a company's funds whose 1-year return exceeds 5 % equal a computation straight over shared/data", async () => {
    const company = '广发基金管理有限公司';
    const profiles = JSON.parse(await readFile(new URL('fund-profiles.json', DATA_DIR), 'utf8')) as {
      基金代码: string;
      基金公司: string;
      基金类型: string;
    }[];
    const expected: string[] = [];
    const nearThreshold: string[] = [];
    for (const p of profiles) {
      if (p.基金公司 !== company || p.基金类型.startsWith('货币')) continue;
      const rows = await navFile(p.基金代码);
      const rate = rows ? oneYearReturn(rows) : null;
      if (rate === null) continue;
      if (Math.abs(rate - 5) < 0.01) nearThreshold.push(p.基金代码);
      else if (rate > 5) expected.push(p.基金代码);
    }
    expect(expected.length).toBeGreaterThan(3);
    const answer = await op01.gateway.call(product.searchByPage, {
      companies: [company],
      returnRanges: [{ field: 'rate1y', min: '5' }],
      withNavOnly: true,
      sortField: 'rate1y',
      sortOrder: 'desc',
      pagination: { currentPage: 1, pagesize: 100 },
    });
    const got = answer.list.map((r) => r.fundId).filter((id) => !nearThreshold.includes(id));
    expect([...got].sort()).toEqual(expected.sort());
    const rates = answer.list.map((r) => Number(r.rate1y));
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });

  it('refuses contradictory filters with FD3050 and unknown values with FD2000', async () => {
    expect(
      await refusal(
        op01.gateway.call(product.searchByPage, { returnRanges: [{ field: 'rate1y', min: '10', max: '5' }] }),
      ),
    ).toBe(ErrorCode.ScreeningContradictory);
    expect(
      await refusal(op01.gateway.call(product.searchByPage, { fundSizeMin: '200', fundSizeMax: '100' })),
    ).toBe(ErrorCode.ScreeningContradictory);
    const response = await fetch(`${server.baseUrl}${callPath(product.searchByPage)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${op01.session.token ?? ''}`,
        'x-gno': op01.session.groupId ?? '',
      },
      body: JSON.stringify({ fundTypeCode: 'ZZ' }),
    });
    expect(response.status).toBe(400);
    const json = (await response.json()) as { header: { retCode: string } };
    expect(json.header.retCode).toBe(ErrorCode.BadRequest);
  });

  it('open-day state: paused lists only 310 / 510 or suspended funds', async () => {
    const paused = await op01.gateway.call(product.searchByPage, {
      openState: 'paused',
      pagination: { currentPage: 1, pagesize: 100 },
    });
    expect(paused.list.length).toBeGreaterThan(0);
    for (const row of paused.list)
      expect(
        ['310', '510'].includes(row.openDayCode) ||
          (row.declareStatus === 0 && row.subStatus === 0) ||
          row.fundStatus === 4,
      ).toBe(true);
  });

  it('schemes: save, replace by name, default, delete, limit 20, names checked; every change recorded', async () => {
    const save = (name: string, isDefault = false) =>
      op01.gateway.call(product.saveScreeningScheme, {
        name,
        filters: { fundTypeCode: '0', returnRanges: [{ field: 'rate1y', min: '10' }] },
        isDefault,
      });
    let list = (await save(' 股票高收益 ', true)).list;
    expect(list).toMatchObject([{ name: '股票高收益', isDefault: true }]);
    list = (await save('股票高收益')).list;
    expect(list).toHaveLength(1);
    expect(await refusal(save('<b>x</b>'))).toBe(ErrorCode.ScreeningSchemeNameMarkup);
    expect(await refusal(save('一二三四五六七八九十一二三四五六七八九十一'))).toBe(
      ErrorCode.ScreeningSchemeNameLength,
    );
    expect(
      await refusal(
        op01.gateway.call(product.saveScreeningScheme, {
          name: '矛盾',
          filters: { fundSizeMin: '2', fundSizeMax: '1' },
        }),
      ),
    ).toBe(ErrorCode.ScreeningContradictory);
    for (let i = 2; i <= 20; i++) await save(`方案${i}`);
    expect(await refusal(save('方案21'))).toBe(ErrorCode.ScreeningSchemeLimit);
    const second = (await op01.gateway.call(product.queryScreeningSchemes, {})).list.find(
      (s) => s.name === '方案2',
    )!;
    list = (await op01.gateway.call(product.setDefaultScreeningScheme, { id: second.id })).list;
    expect(list.filter((s) => s.isDefault).map((s) => s.name)).toEqual(['方案2']);
    list = (await op01.gateway.call(product.deleteScreeningScheme, { id: second.id })).list;
    expect(list).toHaveLength(19);
    expect(list.some((s) => s.isDefault)).toBe(false);
    expect(await refusal(op01.gateway.call(product.deleteScreeningScheme, { id: second.id }))).toBe(
      ErrorCode.ScreeningSchemeNotFound,
    );
    const trail = await server.db.query<{ action: string; person_id: string; changed_at: Date }>(
      'SELECT action, person_id, changed_at FROM screening_scheme_changes WHERE scheme_id = $1 ORDER BY id',
      [second.id],
    );
    expect(trail.map((r) => r.action)).toEqual(['save', 'default', 'delete']);
    expect(new Set(trail.map((r) => r.person_id)).size).toBe(1);
  });

  it('exports the filtered list as xlsx: every matching fund in the order asked, values only', async () => {
    const query = {
      fundTypeCode: '0' as const,
      withNavOnly: true,
      sortField: 'fundId' as const,
      sortOrder: 'desc' as const,
    };
    const page = await op01.gateway.call(product.searchByPage, {
      ...query,
      pagination: { currentPage: 1, pagesize: 100 },
    });
    const file = await op01.gateway.download(product.exportExcelFund, query);
    expect(file.fileName).toMatch(/^公募基金_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]!.slice(0, 3)).toEqual(['基金代码', '基金简称', '基金类型']);
    expect(rows.length - 1).toBe(page.pagination.totalRows);
    expect(rows.slice(1, 1 + page.list.length).map((r) => r[0])).toEqual(page.list.map((r) => r.fundId));
  });
});
