import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, favourites, product } from '@funddesk/core';
import { startServer, type TestClient, type TestServer } from '../helpers/server';
import { refusal } from '../helpers/refusals.js';

/** The shared real data beside the project (data README: never copied into it). */
const DATA_DIR = new URL('../../../shared/data/', import.meta.url);

/** A fund's real NAV as published (`净值日期,单位净值,日增长率`), oldest first, read straight from the file. */
async function navFile(code: string): Promise<{ date: string; nav: number }[]> {
  const text = await readFile(new URL(`nav/${code}.csv`, DATA_DIR), 'utf8');
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map(([date = '', nav = '']) => ({ date, nav: Number(nav) }))
    .filter((row) => Number.isFinite(row.nav) && row.nav > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** `YYYY-MM-DD` `months` calendar months earlier, clamped to the month's last day. */
function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The return in percent from the last NAV on or before `start` to the last NAV. */
function returnSince(rows: readonly { date: string; nav: number }[], start: string): number {
  const base = rows.findLast((row) => row.date <= start)!;
  return (rows[rows.length - 1]!.nav / base.nav - 1) * 100;
}

let server: TestServer;
let op01: TestClient;
let op02: TestClient;

beforeAll(async () => {
  server = await startServer();
  op01 = server.client();
  await op01.login('op01');
  op02 = server.client();
  await op02.login('op02');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('我的自选 (issue 14 §3; spec 03 §7 queryAllFavouriteIndex, editFavouriteIndex, exportFavouriteFund)', () => {
  it("the list's 近1月, 近1年 and 今年以来 equal a computation straight over shared/data/nav (real NAV only)", async () => {
    await op01.gateway.call(favourites.editFavouriteFund, { action: 'add', fundIds: ['000001', '000003'] });
    const list = await op01.gateway.call(favourites.favouriteFundList, {
      sortField: 'fundId',
      sortOrder: 'asc',
    });
    const row = list.rows.find((r) => r.fundId === '000001')!;
    // The server's day is 2026-02-13 (TEST_NOW, before the NAV of the day): the last NAV is the day before.
    const rows = (await navFile('000001')).filter((r) => r.date < '2026-02-13');
    const last = rows[rows.length - 1]!.date;
    expect(row.returnsAsOf).toBe(last);
    expect(Number(row.rate1y)).toBeCloseTo(returnSince(rows, monthsBefore(last, 12)), 2);
    expect(Number(row.rate1m)).toBeCloseTo(returnSince(rows, monthsBefore(last, 1)), 2);
    expect(Number(row.rateYtd)).toBeCloseTo(returnSince(rows, `${Number(last.slice(0, 4)) - 1}-12-31`), 2);
    expect(list.groupName).toBe('全部自选');
    expect(list.rows.map((r) => r.fundId)).toEqual(['000001', '000003']);
  });

  it('groups: create, rename, delete; 全部自选 cannot be renamed or deleted; names 1–20 characters without markup', async () => {
    const created = await op01.gateway.call(favourites.editFavouriteIndex, {
      action: 'create',
      name: '  长期持有 ',
    });
    const group = created.groups.find((g) => g.groupId === created.groupId)!;
    expect(group.name).toBe('长期持有');
    expect(created.groups[0]).toMatchObject({ groupId: 0, name: '全部自选', isDefault: true });

    const edit = (request: Parameters<typeof op01.gateway.call<typeof favourites.editFavouriteIndex>>[1]) =>
      op01.gateway.call(favourites.editFavouriteIndex, request);
    expect(await refusal(edit({ action: 'create', name: '长'.repeat(200) }))).toBe(
      ErrorCode.FavouriteGroupNameLength,
    );
    expect(await refusal(edit({ action: 'create', name: '   ' }))).toBe(ErrorCode.FavouriteGroupNameLength);
    expect(await refusal(edit({ action: 'create', name: '<b>x</b>' }))).toBe(
      ErrorCode.FavouriteGroupNameMarkup,
    );
    expect(await refusal(edit({ action: 'create', name: '长期持有' }))).toBe(
      ErrorCode.FavouriteGroupDuplicate,
    );
    expect(await refusal(edit({ action: 'delete', groupId: 0 }))).toBe(ErrorCode.FavouriteDefaultGroup);
    expect(await refusal(edit({ action: 'rename', groupId: 0, name: '新名' }))).toBe(
      ErrorCode.FavouriteDefaultGroup,
    );

    // The same fund twice in a group is one entry; a fund in a group is in 全部自选 too.
    await op01.gateway.call(favourites.editFavouriteFund, {
      action: 'add',
      fundIds: ['000005', '000005'],
      groupId: group.groupId,
    });
    const again = await op01.gateway.call(favourites.editFavouriteFund, {
      action: 'add',
      fundIds: ['000005'],
      groupId: group.groupId,
    });
    expect(again.changed).toEqual([]);
    const groups = await op01.gateway.call(favourites.queryAllFavouriteIndex, {});
    expect(groups.groups.find((g) => g.groupId === group.groupId)!.count).toBe(1);
    expect(groups.total).toBe(3);

    const renamed = await edit({ action: 'rename', groupId: group.groupId, name: '定投' });
    expect(renamed.groups.find((g) => g.groupId === group.groupId)!.name).toBe('定投');
    const deleted = await edit({ action: 'delete', groupId: group.groupId });
    expect(deleted.groups.map((g) => g.groupId)).toEqual([0]);
    expect(deleted.total).toBe(3); // its fund stays in 全部自选

    // Every change is recorded: who, when, what.
    const trail = await server.db.query<{ action: string; person_id: string; group_name: string }>(
      `SELECT t.action, t.person_id, t.group_name FROM favourite_trail t ORDER BY t.trail_id`,
    );
    expect(trail.map((r) => r.action)).toEqual([
      'fund.add',
      'group.create',
      'fund.add',
      'group.rename',
      'group.delete',
    ]);
    expect(new Set(trail.map((r) => r.person_id)).size).toBe(1);
  });

  it("nobody sees or changes another person's favourites (the server acts for the session's person)", async () => {
    const mine = await op01.gateway.call(favourites.queryAllFavouriteIndex, {});
    const created = await op01.gateway.call(favourites.editFavouriteIndex, {
      action: 'create',
      name: '私有',
    });
    const theirs = await op02.gateway.call(favourites.queryAllFavouriteIndex, {});
    expect(theirs.total).toBe(0);
    expect(theirs.groups.map((g) => g.groupId)).toEqual([0]);
    expect(mine.total).toBeGreaterThan(0);
    expect(await refusal(op02.gateway.call(favourites.favouriteFundList, { groupId: created.groupId }))).toBe(
      ErrorCode.FavouriteGroupNotFound,
    );
    expect(
      await refusal(
        op02.gateway.call(favourites.editFavouriteIndex, { action: 'delete', groupId: created.groupId }),
      ),
    ).toBe(ErrorCode.FavouriteGroupNotFound);
    expect((await op02.gateway.call(favourites.favouriteFundList, {})).rows).toEqual([]);
  });

  it('removal from 全部自选 leaves every group; the star of search and choiceFund share the store', async () => {
    const created = await op01.gateway.call(favourites.editFavouriteIndex, {
      action: 'create',
      name: '观察',
    });
    await op01.gateway.call(favourites.editFavouriteFund, {
      action: 'add',
      fundIds: ['000003'],
      groupId: created.groupId,
    });
    const removed = await op01.gateway.call(favourites.editFavouriteFund, {
      action: 'remove',
      fundIds: ['000003'],
    });
    expect(removed.changed).toEqual(['000003']);
    const groups = await op01.gateway.call(favourites.queryAllFavouriteIndex, {});
    expect(groups.groups.find((g) => g.groupId === created.groupId)!.count).toBe(0);
    await op01.gateway.call(product.choiceFund, { favourite: true, fundIds: ['000003'] });
    const list = await op01.gateway.call(favourites.favouriteFundList, {});
    expect(list.rows.map((r) => r.fundId)).toContain('000003');
  });

  it('exports the list as xlsx: Chinese headers, values only, the order asked', async () => {
    const file = await op01.gateway.download(favourites.exportFavouriteFund, {
      sortField: 'fundId',
      sortOrder: 'desc',
    });
    expect(file.fileName).toMatch(/^自选基金_全部自选_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]!.slice(0, 3)).toEqual(['基金代码', '基金名称', '基金类型']);
    const codes = rows.slice(1).map((r) => r[0]);
    expect(codes).toEqual([...codes].sort().reverse());
  });

  it('at most 500 favourites: the 501st is refused with FD3040 and nothing is added', async () => {
    const universe = (await readFile(new URL('fund-universe.csv', DATA_DIR), 'utf8'))
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]!.replace(/"/g, ''))
      .filter((code) => /^\d{6}$/.test(code));
    const codes = universe.slice(0, 520);
    const before = (await op02.gateway.call(favourites.queryAllFavouriteIndex, {})).total;
    expect(before).toBe(0);
    await op02.gateway.call(favourites.editFavouriteFund, { action: 'add', fundIds: codes.slice(0, 499) });
    await op02.gateway.call(favourites.editFavouriteFund, { action: 'add', fundIds: codes.slice(499, 500) });
    expect(
      await refusal(
        op02.gateway.call(favourites.editFavouriteFund, { action: 'add', fundIds: codes.slice(500, 501) }),
      ),
    ).toBe(ErrorCode.FavouriteLimit);
    // Funds already there do not count.
    const same = await op02.gateway.call(favourites.editFavouriteFund, {
      action: 'add',
      fundIds: codes.slice(0, 3),
    });
    expect(same.total).toBe(500);
    expect((await op02.gateway.call(favourites.queryAllFavouriteIndex, {})).total).toBe(500);
  });
});

describe('基金行情 (issue 14 §5 Quotes): the universe from memory, sorted and paged on the server', () => {
  it('pages all 27,023 funds 50 at a time, sorts by the day change with nulls last, filters by type and company', async () => {
    const timed = async (label: string) => {
      const started = performance.now();
      const answer = await op01.gateway.call(favourites.fundQuotes, {
        sortField: 'dailyReturn',
        sortOrder: 'desc',
      });
      console.info(
        `fundQuotes over all 27,023 funds sorted by dailyReturn (${label}): ${(performance.now() - started).toFixed(0)} ms`,
      );
      return answer;
    };
    await timed('first of the day: quotes computed');
    const page = await timed('from memory');
    expect(page.pagination.totalRows).toBe(27_023);
    expect(page.rows).toHaveLength(50);
    const changes = page.rows.map((r) => Number(r.dailyReturn));
    expect(changes).toEqual([...changes].sort((a, b) => b - a));

    const companies = await op01.gateway.call(favourites.fundQuoteCompanies, {});
    const company = companies.companies[0]!;
    const byCompany = await op01.gateway.call(favourites.fundQuotes, { company: company.company });
    expect(byCompany.pagination.totalRows).toBe(company.count);
    expect(byCompany.rows.every((r) => r.company === company.company)).toBe(true);

    const stocks = await op01.gateway.call(favourites.fundQuotes, { fundTypeCode: '0', pagesize: 100 });
    expect(stocks.rows.every((r) => r.fundTypeText === stocks.rows[0]!.fundTypeText)).toBe(true);
  });

  it("a fund's NAV and day change are the file's real values on the server's day", async () => {
    const rows = (await navFile('000001')).filter((r) => r.date < '2026-02-13');
    const page = await op01.gateway.call(favourites.fundQuotes, { keyword: '000001' });
    const row = page.rows.find((r) => r.fundId === '000001')!;
    const last = rows[rows.length - 1]!;
    expect(row.navDate).toBe(last.date);
    expect(Number(row.nav)).toBeCloseTo(last.nav, 4);
    expect(row.simulated).toBe(false);
    expect(row.favourite).toBe(true); // op01 added it above
  });
});
