/**
 * Handlers of 我的自选 and 基金行情 (core `api/favourites.ts`; spec 03 §2 fund tools, §7; issue 14 §3, §5 Quotes).
 * Favourites act for the session's person only (packages/server/src/favourites/store.ts); the list's NAV is the
 * market service's quote of the day (simulated NAV marked), its period returns core fundMetrics over the REAL
 * NAV only. The quotes page reads the market service's in-memory catalogue and day quotes: no database query.
 */
import {
  favourites,
  fundTypeText,
  periodReturnPercent,
  t,
  XLSX_MEDIA_TYPE,
  type CallParsedRequest,
  type DownloadedFile,
  type FavouriteFund,
  type NavObservation,
} from '@funddesk/core';
import ExcelJS from 'exceljs';
import {
  addFunds,
  createGroup,
  deleteGroup,
  groupFunds,
  listGroups,
  removeFunds,
  renameGroup,
  requireGroup,
  type FavouriteActor,
} from '../favourites/store.js';
import type { FundRecord, MarketService } from '../market/index.js';
import { forgetFavouriteFlags } from './product.js';
import {
  downloadRoute,
  route,
  sessionOf,
  type DownloadRoute,
  type HandlerContext,
  type Route,
} from './types.js';

/** The acting person of a call: the session's, with the client address and the server clock. */
function actorOf(ctx: HandlerContext): FavouriteActor {
  return { personId: sessionOf(ctx).personId, ip: ctx.ip || null, now: ctx.clock.now() };
}

/** A fund's real NAV observations, oldest first (the simulated extension left out, DESIGN §6). */
function realNav(market: MarketService, fundId: string): NavObservation[] {
  return market
    .navPoints(fundId, 'all')
    .filter((p) => p.source === 'real')
    .map((p) => ({ date: p.date, nav: p.value }));
}

/** One list row: the day's quote and the real-NAV period returns ending on the fund's last real NAV date. */
function favouriteRow(market: MarketService, fund: FundRecord, addedAt: string): FavouriteFund {
  const quote = market.quote(fund);
  const points = realNav(market, fund.fundId);
  const asOf = points[points.length - 1]?.date ?? null;
  const rate = (period: '1m' | '1y' | 'ytd') =>
    asOf === null ? null : periodReturnPercent(points, asOf, period);
  return {
    fundId: fund.fundId,
    fundName: fund.shortName,
    fundTypeText: fundTypeText(fund.fundTypeCode),
    nav: quote.latest?.nav ?? null,
    navDate: quote.latest?.date ?? null,
    dailyReturn: quote.latest?.dailyReturn ?? null,
    navSimulated: quote.latest?.source === 'simulated',
    rate1m: rate('1m'),
    rate1y: rate('1y'),
    rateYtd: rate('ytd'),
    returnsAsOf: asOf,
    addedAt,
  };
}

/**
 * Orders rows by a key: numbers numerically, text as text, nulls last in either order, ties by fund code.
 * Doubles only rank rows (never shown, never summed).
 */
function sortRows<T extends { fundId: string }>(
  rows: T[],
  key: (row: T) => string | number | null,
  order: 'asc' | 'desc',
): T[] {
  const direction = order === 'desc' ? -1 : 1;
  const keys = new Map(rows.map((r) => [r, key(r)] as const));
  return rows.sort((a, b) => {
    const ka = keys.get(a) ?? null;
    const kb = keys.get(b) ?? null;
    if (ka === null || kb === null) {
      if (ka === kb) return a.fundId.localeCompare(b.fundId);
      return ka === null ? 1 : -1;
    }
    if (ka === kb) return a.fundId.localeCompare(b.fundId);
    return direction * (ka < kb ? -1 : 1);
  });
}

const num = (value: string | null): number | null => (value === null ? null : Number(value));

type ListRequest = CallParsedRequest<typeof favourites.favouriteFundList>;

/** The rows of a group, sorted as asked (the page and the export alike). */
async function favouriteList(
  ctx: HandlerContext,
  request: ListRequest,
): Promise<{ groupId: number; groupName: string; rows: FavouriteFund[] }> {
  const market = ctx.services.market;
  await market.refresh();
  const personId = sessionOf(ctx).personId;
  const group = await requireGroup(ctx.db, personId, request.groupId);
  const rows = (await groupFunds(ctx.db, personId, request.groupId)).flatMap((entry) => {
    const fund = market.fund(entry.fundId);
    return fund ? [favouriteRow(market, fund, entry.addedAt)] : [];
  });
  const field = request.sortField;
  const key = (row: FavouriteFund): string | number | null =>
    field === 'addedAt' || field === 'fundId' ? row[field] : num(row[field]);
  return { groupId: group.groupId, groupName: group.name, rows: sortRows(rows, key, request.sortOrder) };
}

/** `YYYY-MM-DD` text safe in a file name: characters Windows refuses become `_`. */
const safeFileText = (text: string): string => text.replace(/[\\/:*?"<>|\s]/g, '_');

/**
 * The favourites list as xlsx: one sheet 自选基金, Chinese headers, every cell a value (never a formula), NAV with
 * its source (真实 / 模拟), returns in percent as text with 2 decimals (exact, as shown).
 */
async function favouritesWorkbook(
  list: { groupName: string; rows: FavouriteFund[] },
  today: string,
): Promise<DownloadedFile> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'FundDesk';
  const sheet = workbook.addWorksheet(t('favourites.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  const percent = (value: string | null): string => (value === null ? t('display.none') : `${value}%`);
  const columns: { header: string; width: number; value: (row: FavouriteFund) => string }[] = [
    { header: t('favourites.col.fundId'), width: 10, value: (r) => r.fundId },
    { header: t('favourites.col.fundName'), width: 28, value: (r) => r.fundName },
    { header: t('favourites.col.fundType'), width: 10, value: (r) => r.fundTypeText },
    { header: t('favourites.col.nav'), width: 10, value: (r) => r.nav ?? t('display.none') },
    { header: t('favourites.col.navDate'), width: 12, value: (r) => r.navDate ?? t('display.none') },
    { header: t('favourites.col.dailyReturn'), width: 10, value: (r) => percent(r.dailyReturn) },
    {
      header: t('favourites.col.source'),
      width: 8,
      value: (r) => t(r.navSimulated ? 'favourites.source.simulated' : 'favourites.source.real'),
    },
    { header: t('favourites.col.rate1m'), width: 10, value: (r) => percent(r.rate1m) },
    { header: t('favourites.col.rate1y'), width: 10, value: (r) => percent(r.rate1y) },
    { header: t('favourites.col.rateYtd'), width: 10, value: (r) => percent(r.rateYtd) },
    { header: t('favourites.col.returnsAsOf'), width: 12, value: (r) => r.returnsAsOf ?? t('display.none') },
    { header: t('favourites.col.addedAt'), width: 22, value: (r) => r.addedAt },
  ];
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  for (const row of list.rows) sheet.addRow(columns.map((c) => c.value(row)));
  const buffer = await workbook.xlsx.writeBuffer();
  return {
    bytes: new Uint8Array(buffer),
    fileName: t('favourites.fileName', { group: safeFileText(list.groupName), date: today }),
    contentType: XLSX_MEDIA_TYPE,
  };
}

/** The companies the universe names, by fund count then name; computed once per catalogue. */
const companyCache = new WeakMap<readonly FundRecord[], { company: string; count: number }[]>();

export function companiesOf(market: MarketService): { company: string; count: number }[] {
  const funds = market.funds();
  const hit = companyCache.get(funds);
  if (hit) return hit;
  const counts = new Map<string, number>();
  for (const fund of funds) if (fund.company) counts.set(fund.company, (counts.get(fund.company) ?? 0) + 1);
  const list = [...counts]
    .map(([company, count]) => ({ company, count }))
    .sort((a, b) => b.count - a.count || a.company.localeCompare(b.company, 'zh-CN'));
  companyCache.set(funds, list);
  return list;
}

/** The universe in one sort order of 基金行情, and each fund's position in it. */
interface UniverseOrder {
  funds: FundRecord[];
  rank: Map<FundRecord, number>;
}

/** The sort orders of the day, per market service: rebuilt when the NAV day changes. */
const orderCache = new WeakMap<MarketService, { asOf: string; orders: Map<string, UniverseOrder> }>();

/**
 * All funds sorted by a field of the day's quote (nulls last, ties by code), computed once per NAV day and order:
 * a quotes page then only filters and slices (issue 14 §5 "fast": the market service's memory, no query).
 */
function universeOrder(
  market: MarketService,
  field: (typeof favourites.fundQuoteSortFields)[number],
  order: 'asc' | 'desc',
): UniverseOrder {
  const asOf = market.asOf();
  let day = orderCache.get(market);
  if (!day || day.asOf !== asOf) {
    day = { asOf, orders: new Map() };
    orderCache.set(market, day);
  }
  const key = `${field}:${order}`;
  const hit = day.orders.get(key);
  if (hit) return hit;
  const funds = sortRows(
    [...market.funds()],
    (fund) => {
      if (field === 'fundId') return fund.fundId;
      const latest = market.quote(fund).latest;
      if (field === 'navDate') return latest?.date ?? null;
      return num((field === 'nav' ? latest?.nav : latest?.dailyReturn) ?? null);
    },
    order,
  );
  const built = { funds, rank: new Map(funds.map((f, i) => [f, i] as const)) };
  day.orders.set(key, built);
  return built;
}

/** Which of `fundIds` are the session person's favourites (the stars of a quotes page). */
async function favouritesAmongFunds(ctx: HandlerContext, fundIds: readonly string[]): Promise<Set<string>> {
  if (fundIds.length === 0) return new Set();
  const rows = await ctx.db.query<{ fund_id: string }>(
    'SELECT fund_id FROM favourites WHERE person_id = $1 AND fund_id = ANY($2::text[])',
    [sessionOf(ctx).personId, fundIds],
  );
  return new Set(rows.map((r) => r.fund_id));
}

/** The routes of 我的自选 and 基金行情 (issue 14 §3, §5). */
export const favouritesRoutes: Route[] = [
  route(favourites.queryAllFavouriteIndex, async (_request, ctx) =>
    listGroups(ctx.db, sessionOf(ctx).personId),
  ),

  route(favourites.editFavouriteIndex, async (request, ctx) => {
    const actor = actorOf(ctx);
    let groupId: number;
    switch (request.action) {
      case 'create':
        groupId = await createGroup(ctx.db, actor, request.name);
        break;
      case 'rename':
        await renameGroup(ctx.db, actor, request.groupId, request.name);
        groupId = request.groupId;
        break;
      case 'delete':
        await deleteGroup(ctx.db, actor, request.groupId);
        groupId = request.groupId;
        break;
    }
    return { ...(await listGroups(ctx.db, actor.personId)), groupId };
  }),

  route(favourites.editFavouriteFund, async (request, ctx) => {
    const market = ctx.services.market;
    const fundIds = [...new Set(request.fundIds)];
    for (const fundId of fundIds) market.requireFund(fundId);
    const actor = actorOf(ctx);
    const result =
      request.action === 'add'
        ? await addFunds(ctx.db, actor, fundIds, request.groupId)
        : await removeFunds(ctx.db, actor, fundIds, request.groupId);
    forgetFavouriteFlags(ctx, actor.personId);
    return { action: request.action, groupId: request.groupId, ...result };
  }),

  route(favourites.favouriteFundList, async (request, ctx) => favouriteList(ctx, request)),

  route(favourites.fundQuotes, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const field = request.sortField;
    let list: FundRecord[];
    if (request.keyword) {
      list = market.search(request.keyword);
      // Without a sort request a keyword's list keeps its relevance order; else the day's order ranks it.
      if (!(field === 'fundId' && request.sortOrder === 'asc')) {
        const rank = universeOrder(market, field, request.sortOrder).rank;
        list.sort((a, b) => rank.get(a)! - rank.get(b)!);
      }
    } else list = universeOrder(market, field, request.sortOrder).funds;
    if (request.fundTypeCode) list = list.filter((f) => f.fundTypeCode === request.fundTypeCode);
    if (request.company) list = list.filter((f) => f.company === request.company);
    const start = (request.currentPage - 1) * request.pagesize;
    const page = list.slice(start, start + request.pagesize);
    const mine = await favouritesAmongFunds(
      ctx,
      page.map((f) => f.fundId),
    );
    return {
      rows: page.map((fund) => {
        const latest = market.quote(fund).latest;
        return {
          fundId: fund.fundId,
          fundName: fund.shortName,
          fundTypeText: fundTypeText(fund.fundTypeCode),
          company: fund.company,
          nav: latest?.nav ?? null,
          navDate: latest?.date ?? null,
          dailyReturn: latest?.dailyReturn ?? null,
          simulated: latest?.source === 'simulated',
          favourite: mine.has(fund.fundId),
        };
      }),
      pagination: {
        currentPage: request.currentPage,
        pagesize: request.pagesize,
        pageCount: Math.ceil(list.length / request.pagesize),
        totalRows: list.length,
      },
    };
  }),

  route(favourites.fundQuoteCompanies, (_request, ctx) =>
    Promise.resolve({ companies: companiesOf(ctx.services.market) }),
  ),
];

/** The export of 我的自选 (spec 03 §7 exportFavouriteFund). */
export const favouritesDownloads: DownloadRoute[] = [
  downloadRoute(favourites.exportFavouriteFund, async (request, ctx) => {
    const list = await favouriteList(ctx, request);
    return favouritesWorkbook(list, ctx.services.market.today());
  }),
];
