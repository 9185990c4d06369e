/**
 * Handlers of the product service (spec 02 §7, spec 03 §7): fund search, the public fund list, fund
 * detail, NAV and return charts, period returns, fees and favourites. The app has validated the
 * request and authorised the session before a handler runs; the market data comes from
 * `ctx.services.market` (src/market, docs/data-model.md).
 */
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import {
  DEFAULT_ACCOUNT_CLIENT_TYPE,
  ErrorCode,
  GatewayError,
  XLSX_MEDIA_TYPE,
  openDayText,
  screeningFiltersDecision,
  screeningSchemeLimitDecision,
  screeningSchemeNameDecision,
  type DownloadedFile,
  type MessageKey,
  DEFAULT_FAVOURITE_GROUP_ID,
  checkBuyEligibility,
  fundTypeText,
  packNavTrend,
  product,
  ratePeriods,
  riskLevelText,
  t,
  type FundDetail,
  type FundSearchItem,
  type FundTypeCode,
  isMoneyFundType,
} from '@funddesk/core';
import type { FundQuote, FundRecord, MarketService } from '../market/index.js';
import { addFunds, removeFunds } from '../favourites/store.js';
import { summaryPdf } from '../market/summaryPdf.js';
import { screenFunds } from '../market/searchScreen.js';
import type { Db } from '../db/db.js';
import { detailSectionRoutes } from './productDetail.js';
import { clientTypeOf } from '../trade/funds.js';
import {
  downloadRoute,
  route,
  sessionOf,
  type DownloadRoute,
  type HandlerContext,
  type Route,
} from './types.js';

/** The search types of `search` (spec 02 §7): PURCHASE buyable funds, SPLIT money funds, COMBINATION non-money funds. */
export type SearchType = 'PURCHASE' | 'SPLIT' | 'COMBINATION';

/** The client type of the organisation the session acts for (spec 01 §1: the ordinary one without it). */
async function sessionClientType(ctx: HandlerContext): Promise<string> {
  const groupId = ctx.session?.groupId;
  return groupId ? clientTypeOf(ctx.db, groupId) : DEFAULT_ACCOUNT_CLIENT_TYPE;
}

/**
 * How long a person's favourites may be served from memory for the search flags. The favourites
 * table stays the record (DESIGN §10): this instance drops its copy at once when the person changes
 * favourites here (choiceFund), another instance within this time. queryFavouriteFund always reads
 * the table. One query less per search is a fifth of the search benchmark's server time.
 */
export const FAVOURITE_FLAGS_TTL_MS = 2000;
const MAX_CACHED_PEOPLE = 10_000;

/** Per app instance (keyed by its market service): person id -> favourite fund ids and when read. */
const favouriteFlags = new WeakMap<
  MarketService,
  Map<string, { readAt: number; fundIds: ReadonlySet<string> }>
>();

function flagCacheOf(ctx: HandlerContext): Map<string, { readAt: number; fundIds: ReadonlySet<string> }> {
  let cache = favouriteFlags.get(ctx.services.market);
  if (!cache) {
    cache = new Map();
    favouriteFlags.set(ctx.services.market, cache);
  }
  return cache;
}

/** Forgets the cached favourite flags of a person after a change of their favourites (issue 14 §3). */
export function forgetFavouriteFlags(ctx: HandlerContext, personId: string): void {
  flagCacheOf(ctx).delete(personId);
}

/** Which of `fundIds` are the person's favourites (for the flags of search items). */
async function favouritesAmong(
  ctx: HandlerContext,
  fundIds: readonly string[],
): Promise<ReadonlySet<string>> {
  if (fundIds.length === 0 || !ctx.session) return new Set();
  const personId = ctx.session.personId;
  const cache = flagCacheOf(ctx);
  const now = performance.now();
  const hit = cache.get(personId);
  if (hit && now - hit.readAt < FAVOURITE_FLAGS_TTL_MS) return hit.fundIds;
  const rows = await ctx.db.query<{ fund_id: string }>(
    'SELECT fund_id FROM favourites WHERE person_id = $1',
    [personId],
  );
  const all = new Set(rows.map((r) => r.fund_id));
  cache.delete(personId);
  if (cache.size >= MAX_CACHED_PEOPLE) cache.delete(cache.keys().next().value!);
  cache.set(personId, { readAt: now, fundIds: all });
  return all;
}

const eligibilityCache = new WeakMap<FundRecord, Map<string, boolean>>();

/**
 * Whether a client of `clientType` may buy the fund (core checkBuyEligibility, spec 03 §5), cached
 * per fund record: the trading attributes are fixed for the life of the process.
 */
export function isBuyable(fund: FundRecord, clientType: string): boolean {
  let byType = eligibilityCache.get(fund);
  if (!byType) {
    byType = new Map();
    eligibilityCache.set(fund, byType);
  }
  let ok = byType.get(clientType);
  if (ok === undefined) {
    ok = checkBuyEligibility(tradeAttrsOf(fund), { clientType }).ok;
    byType.set(clientType, ok);
  }
  return ok;
}

function tradeAttrsOf(fund: FundRecord): Parameters<typeof checkBuyEligibility>[0] {
  return {
    fundId: fund.fundId,
    fundTypeCode: fund.fundTypeCode,
    declareStatus: fund.declareStatus,
    subStatus: fund.subStatus,
    fundStatus: fund.fundStatus,
    isCurrency: isMoneyFundType(fund.fundTypeCode),
    summaryPdf: fund.summaryPdf,
    cantTradeCertificateType: [...fund.cantTradeCertificateType],
    minLimit: fund.minLimit,
    maxLimit: fund.maxLimit,
    dailyMaxValue: fund.dailyMaxValue,
  };
}

/**
 * One search item (spec 02 §3 search result fund, spec 03 §3 fund search item). The rate is the
 * 3-month return (近3月, spec 03 §2 default period) in percent, null (shown `--`) without NAV data.
 * `simulated` is true because the trading attributes always come from the model (DESIGN §6).
 */
export function searchItemOf(fund: FundRecord, quote: FundQuote, favourite: boolean): FundSearchItem {
  return {
    ...tradeAttrsOf(fund),
    productId: fund.fundId,
    fundName: fund.shortName,
    shortName: fund.shortName,
    pinyin: fund.pinyin,
    fundType: fund.fundTypeCode,
    fundTypeText: fundTypeText(fund.fundTypeCode),
    fundTypeDetail: fund.publishedType,
    fundRiskLevel: fund.riskLevel,
    fundRiskLevelText: riskLevelText(fund.riskLevel),
    exchange: fund.exchange,
    favourite,
    rate: quote.rrInThreeMonth,
    ratePeriod: t('display.ratePeriod.default'),
    rrInThreeMonth: quote.rrInThreeMonth,
    nav: quote.latest?.nav ?? null,
    navDate: quote.latest?.date ?? null,
    company: fund.company,
    simulated: true,
  };
}

const itemCache = new WeakMap<FundRecord, { asOf: string; item: FundSearchItem }>();

/**
 * The search item of a fund without the favourite flag, built once per fund and NAV day: lists are
 * the hot path of the search benchmark (spec 03 §9 page size 20).
 */
function cachedItem(market: MarketService, fund: FundRecord): FundSearchItem {
  const asOf = market.asOf();
  const hit = itemCache.get(fund);
  if (hit && hit.asOf === asOf) return hit.item;
  const item = searchItemOf(fund, market.quote(fund), false);
  itemCache.set(fund, { asOf, item });
  return item;
}

/** Builds the items of one page, with the caller's favourite flags. */
async function itemsOf(ctx: HandlerContext, funds: readonly FundRecord[]): Promise<FundSearchItem[]> {
  const market = ctx.services.market;
  const favourites = await favouritesAmong(
    ctx,
    funds.map((f) => f.fundId),
  );
  return funds.map((f) => {
    const item = cachedItem(market, f);
    return favourites.has(f.fundId) ? { ...item, favourite: true } : item;
  });
}

/** Filters search matches by the search type (spec 02 §7). */
export function filterBySearchType(
  funds: readonly FundRecord[],
  type: SearchType,
  clientType: string,
): FundRecord[] {
  switch (type) {
    case 'PURCHASE':
      return funds.filter((f) => isBuyable(f, clientType));
    case 'SPLIT':
      return funds.filter((f) => isMoneyFundType(f.fundTypeCode));
    case 'COMBINATION':
      return funds.filter((f) => !isMoneyFundType(f.fundTypeCode));
  }
}

/** A page of a list: 1-based page number, page size. */
function pageOf<T>(list: readonly T[], currentPage: number, pagesize: number) {
  const start = (currentPage - 1) * pagesize;
  return {
    slice: list.slice(start, start + pagesize),
    pagination: {
      currentPage,
      pagesize,
      pageCount: Math.ceil(list.length / pagesize),
      totalRows: list.length,
    },
  };
}

// ---- the public list's export (issue 14 §2 exportExcelFund) ----

/** `YYYY-MM-DD` text safe in a file name: characters Windows refuses become `_`. */
const safeFileText = (text: string): string => text.replace(/[\\/:*?"<>|\s]/g, '_');

/**
 * The screened list as xlsx: one sheet 公募基金, Chinese headers, every cell a text value (never a formula), NAV with
 * its source (真实 / 模拟), returns in percent with 2 decimals as computed, size in yuan.
 */
async function fundListWorkbook(
  market: MarketService,
  funds: readonly FundRecord[],
  asOf: string,
): Promise<DownloadedFile> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'FundDesk';
  const sheet = workbook.addWorksheet(t('screening.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  const none = t('display.none');
  const percent = (value: string | null | undefined): string => (value == null ? none : `${value}%`);
  type Row = { fund: FundRecord; quote: FundQuote };
  const columns: { header: string; width: number; value: (row: Row) => string }[] = [
    { header: t('product.col.fundId'), width: 10, value: (r) => r.fund.fundId },
    { header: t('product.col.shortName'), width: 28, value: (r) => r.fund.shortName },
    { header: t('product.col.fundType'), width: 10, value: (r) => fundTypeText(r.fund.fundTypeCode) },
    { header: t('product.col.risk'), width: 10, value: (r) => riskLevelText(r.fund.riskLevel) },
    { header: t('screening.col.company'), width: 22, value: (r) => r.fund.company || none },
    { header: t('product.col.nav'), width: 10, value: (r) => r.quote.latest?.nav ?? none },
    { header: t('product.col.navDate'), width: 12, value: (r) => r.quote.latest?.date ?? none },
    {
      header: t('screening.col.source'),
      width: 8,
      value: (r) =>
        r.quote.latest === null
          ? none
          : t(r.quote.latest.source === 'simulated' ? 'screening.source.simulated' : 'screening.source.real'),
    },
    { header: t('product.col.dailyReturn'), width: 10, value: (r) => percent(r.quote.latest?.dailyReturn) },
    { header: t('product.col.rrInThreeMonth'), width: 10, value: (r) => percent(r.quote.rrInThreeMonth) },
    { header: t('product.col.rate1y'), width: 10, value: (r) => percent(r.quote.rate1y) },
    { header: t('screening.col.fundSizeYuan'), width: 18, value: (r) => r.fund.sizeYuan ?? none },
    { header: t('screening.col.openState'), width: 12, value: (r) => openDayText(r.fund.openDayCode) },
  ];
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  for (const fund of funds) {
    const row = { fund, quote: market.quote(fund) };
    sheet.addRow(columns.map((c) => c.value(row)));
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return {
    bytes: new Uint8Array(buffer),
    fileName: t('screening.fileName', { date: safeFileText(asOf) }),
    contentType: XLSX_MEDIA_TYPE,
  };
}

// ---- saved screening schemes (issue 14 §2; migration 0022) ----

/** Who changes a scheme: the person, their address and the clock's now (the trail's who, from where, when). */
interface SchemeActor {
  personId: string;
  ip: string | null;
  /** Epoch ms of the injected clock. */
  now: number;
}

function schemeActor(ctx: HandlerContext): SchemeActor {
  return { personId: sessionOf(ctx).personId, ip: ctx.ip || null, now: ctx.clock.now() };
}

type ScreeningScheme = z.infer<typeof product.screeningSchemeSchema>;

function refuseScheme(code: string, params?: Record<string, string | number>): never {
  throw new GatewayError(code, undefined, params ? { detail: params } : undefined);
}

const isoOf = (value: unknown): string => new Date(value as string | number | Date).toISOString();

/** The person's schemes, default first then by name. */
async function schemesOf(db: Db, personId: string): Promise<ScreeningScheme[]> {
  const rows = await db.query<{
    id: number | string;
    name: string;
    filters: unknown;
    is_default: boolean;
    updated_at: string | Date;
  }>(
    `SELECT id, name, filters, is_default, updated_at FROM screening_schemes
     WHERE person_id = $1 AND deleted_at IS NULL ORDER BY is_default DESC, name`,
    [personId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    filters: product.screeningFiltersSchema.parse(
      typeof r.filters === 'string' ? JSON.parse(r.filters) : r.filters,
    ),
    isDefault: r.is_default,
    updatedAt: isoOf(r.updated_at),
  }));
}

/** Serialises one person's scheme changes (the 20 limit is counted inside the lock). */
async function lockSchemes(tx: Db, personId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`screening:${personId}`]);
}

/** Appends one trail row: who, when, from where, what (action, name, filters). */
async function recordScheme(
  tx: Db,
  actor: SchemeActor,
  schemeId: number | null,
  action: string,
  name: string | null,
  filters: unknown,
): Promise<void> {
  await tx.query(
    `INSERT INTO screening_scheme_changes (person_id, scheme_id, action, name, filters, ip, changed_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::timestamptz)`,
    [
      actor.personId,
      schemeId,
      action,
      name,
      filters === null ? null : JSON.stringify(filters),
      actor.ip,
      isoOf(actor.now),
    ],
  );
}

/** Clears the person's default inside a transaction (recorded as `undefault`). */
async function clearDefault(tx: Db, actor: SchemeActor): Promise<void> {
  const cleared = await tx.query<{ id: number | string; name: string }>(
    `UPDATE screening_schemes SET is_default = false, updated_at = $2::timestamptz
     WHERE person_id = $1 AND is_default AND deleted_at IS NULL RETURNING id, name`,
    [actor.personId, isoOf(actor.now)],
  );
  for (const row of cleared) await recordScheme(tx, actor, Number(row.id), 'undefault', row.name, null);
}

/**
 * Saves a scheme (a scheme of the same name is replaced). Refusals: FD3050 (contradictory filters), FD3051 /
 * FD3052 (name), FD3053 (a 21st scheme).
 */
async function saveScheme(
  db: Db,
  actor: SchemeActor,
  request: { name: string; filters: product.ScreeningFiltersInput; isDefault: boolean },
): Promise<void> {
  const name = screeningSchemeNameDecision(request.name);
  if (!name.ok) refuseScheme(name.code, name.params);
  const filters = screeningFiltersDecision(request.filters);
  if (!filters.ok)
    refuseScheme(filters.code, {
      field: t(`screening.field.${String(filters.params?.field)}` as MessageKey),
    });
  await db.transaction(async (tx) => {
    await lockSchemes(tx, actor.personId);
    const [existing] = await tx.query<{ id: number | string }>(
      'SELECT id FROM screening_schemes WHERE person_id = $1 AND name = $2 AND deleted_at IS NULL',
      [actor.personId, name.value],
    );
    if (request.isDefault) await clearDefault(tx, actor);
    let id: number;
    if (existing) {
      id = Number(existing.id);
      await tx.query(
        `UPDATE screening_schemes SET filters = $2::jsonb, is_default = is_default OR $3, updated_at = $4::timestamptz
         WHERE id = $1`,
        [id, JSON.stringify(request.filters), request.isDefault, isoOf(actor.now)],
      );
    } else {
      const [count] = await tx.query<{ n: number | string }>(
        'SELECT count(*) AS n FROM screening_schemes WHERE person_id = $1 AND deleted_at IS NULL',
        [actor.personId],
      );
      const limit = screeningSchemeLimitDecision(Number(count?.n ?? 0));
      if (!limit.ok) refuseScheme(limit.code, limit.params);
      const [row] = await tx.query<{ id: number | string }>(
        `INSERT INTO screening_schemes (person_id, name, filters, is_default, created_at, updated_at)
         VALUES ($1, $2, $3::jsonb, $4, $5::timestamptz, $5::timestamptz) RETURNING id`,
        [actor.personId, name.value, JSON.stringify(request.filters), request.isDefault, isoOf(actor.now)],
      );
      id = Number(row!.id);
    }
    await recordScheme(tx, actor, id, existing ? 'replace' : 'save', name.value, request.filters);
    if (request.isDefault) await recordScheme(tx, actor, id, 'default', name.value, null);
  });
}

/** The person's live scheme by id. Refusal: FD3054. */
async function requireScheme(tx: Db, personId: string, id: number): Promise<{ id: number; name: string }> {
  const [row] = await tx.query<{ id: number | string; name: string }>(
    'SELECT id, name FROM screening_schemes WHERE id = $1 AND person_id = $2 AND deleted_at IS NULL',
    [id, personId],
  );
  if (!row) refuseScheme(ErrorCode.ScreeningSchemeNotFound);
  return { id: Number(row.id), name: row.name };
}

/** Deletes a scheme (kept with deleted_at for the trail). Refusal: FD3054. */
async function deleteScheme(db: Db, actor: SchemeActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSchemes(tx, actor.personId);
    const scheme = await requireScheme(tx, actor.personId, id);
    await tx.query(
      'UPDATE screening_schemes SET deleted_at = $2::timestamptz, is_default = false WHERE id = $1',
      [id, isoOf(actor.now)],
    );
    await recordScheme(tx, actor, id, 'delete', scheme.name, null);
  });
}

/** Makes a scheme the default, or clears the default (`null`). Refusal: FD3054. */
async function setDefaultScheme(db: Db, actor: SchemeActor, id: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSchemes(tx, actor.personId);
    const scheme = id === null ? null : await requireScheme(tx, actor.personId, id);
    await clearDefault(tx, actor);
    if (scheme) {
      await tx.query(
        'UPDATE screening_schemes SET is_default = true, updated_at = $2::timestamptz WHERE id = $1',
        [scheme.id, isoOf(actor.now)],
      );
      await recordScheme(tx, actor, scheme.id, 'default', scheme.name, null);
    }
  });
}

/**
 * The product routes: every call of core `api/product.ts`.
 *
 * @see spec 02 §7 (search, fundSearch, favourites, fetchProductDetail, queryUserFundFeeAndDiscount),
 *   spec 03 §7 (pc/ins/fund/detail, nvTrend, achievementTrend, periodrate, searchByPage)
 */
export const productRoutes: Route[] = [
  route(product.search, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const clientType =
      request.r.type === 'PURCHASE' ? await sessionClientType(ctx) : DEFAULT_ACCOUNT_CLIENT_TYPE;
    const matches = filterBySearchType(market.search(request.r.search), request.r.type, clientType);
    const { slice, pagination } = pageOf(
      matches,
      request.pagination.currentPage,
      request.pagination.pagesize,
    );
    return { r: await itemsOf(ctx, slice), pagination };
  }),

  route(product.fundSearch, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const matches = request.keyword.trim() === '' ? [] : market.search(request.keyword);
    const start = request.page * request.size;
    return {
      content: await itemsOf(ctx, matches.slice(start, start + request.size)),
      totalElements: matches.length,
      page: request.page,
      size: request.size,
    };
  }),

  route(product.searchByPage, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const list = screenFunds(market, request);
    const { slice, pagination } = pageOf(list, request.pagination.currentPage, request.pagination.pagesize);
    const items = await itemsOf(ctx, slice);
    return {
      list: items.map((item, i) => {
        const fund = slice[i]!;
        const q = market.quote(fund);
        return {
          ...item,
          dailyReturn: q.latest?.dailyReturn ?? null,
          rate1y: q.rate1y,
          fundSize: fund.sizeYuan,
          openDayCode: fund.openDayCode,
        };
      }),
      pagination,
    };
  }),

  route(product.queryScreeningSchemes, async (_request, ctx) => ({
    list: await schemesOf(ctx.db, sessionOf(ctx).personId),
  })),

  route(product.saveScreeningScheme, async (request, ctx) => {
    const actor = schemeActor(ctx);
    await saveScheme(ctx.db, actor, request);
    return { list: await schemesOf(ctx.db, actor.personId) };
  }),

  route(product.deleteScreeningScheme, async (request, ctx) => {
    const actor = schemeActor(ctx);
    await deleteScheme(ctx.db, actor, request.id);
    return { list: await schemesOf(ctx.db, actor.personId) };
  }),

  route(product.setDefaultScreeningScheme, async (request, ctx) => {
    const actor = schemeActor(ctx);
    await setDefaultScheme(ctx.db, actor, request.id);
    return { list: await schemesOf(ctx.db, actor.personId) };
  }),

  route(product.fetchProductDetail, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const fund = market.requireFund(request.fundId);
    return { fundId: fund.fundId, template: fund.template, fundName: fund.shortName };
  }),

  route(product.fundDetail, async (request, ctx): Promise<FundDetail> => {
    const market = ctx.services.market;
    await market.refresh();
    const fund = market.requireFund(request.fundId);
    const quote = market.quote(fund);
    const [profile, favourites] = await Promise.all([
      market.profile(fund.fundId),
      favouritesAmong(ctx, [fund.fundId]),
    ]);
    const money = market.moneyYield(fund);
    const simulatedFields = [...fund.simulatedFields];
    if (quote.latest?.source === 'simulated' && !simulatedFields.includes('nav')) {
      simulatedFields.push('nav', 'navDate', 'dailyReturn');
    }
    if (quote.simulated && quote.rrInThreeMonth !== null) simulatedFields.push('rate', 'rrInThreeMonth');
    return {
      ...searchItemOf(fund, quote, favourites.has(fund.fundId)),
      template: fund.template,
      fullName: profile.fullName ?? fund.shortName,
      establishDate: profile.establishDate,
      fundSize: fund.sizeYuan,
      fundSizeDate: fund.sizeDate,
      managers: [...profile.managers],
      custodian: profile.custodian,
      ratingAgency: profile.ratingAgency,
      rating: profile.rating,
      strategy: profile.strategy,
      objective: profile.objective,
      benchmark: profile.benchmark,
      dailyReturn: quote.latest?.dailyReturn ?? null,
      navSource: quote.latest?.source ?? null,
      incomePer10k: money?.incomePer10k ?? null,
      sevenDayYield: money?.sevenDayYield ?? null,
      openDay: market.openDay(fund),
      simulatedFields,
    };
  }),

  route(product.nvTrend, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const points = market.navPoints(request.fundId, request.period);
    // Column-wise (issue 17 §1): the chart and the NAV history need dates, NAVs, daily returns, sources.
    return packNavTrend(
      request.fundId,
      points.map((p) => ({ date: p.date, nav: p.value, dailyReturn: p.dailyReturn, source: p.source })),
    );
  }),

  route(product.achievementTrend, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const curves = market.cumulativeReturns(request.fundId, request.period, request.indexCode);
    return { fundId: request.fundId, indexCode: request.indexCode, ...curves };
  }),

  route(product.periodRate, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const { asOf, dataFrom, list } = market.periodRates(request.fundId, ratePeriods);
    return {
      fundId: request.fundId,
      asOf,
      dataFrom,
      list: list.map((r) => ({ ...r, period: r.period as (typeof ratePeriods)[number] })),
    };
  }),

  route(product.queryUserFundFeeAndDiscount, async (request, ctx) => {
    const schedule = await ctx.services.market.feeSchedule(request.fundId);
    const strip = ({ minHoldDays: _min, maxHoldDays: _max, ...entry }: (typeof schedule.sell)[number]) =>
      entry;
    return {
      fundId: request.fundId,
      fundFeeSplitRateList: [...schedule.buy],
      buyRate: [...schedule.buy],
      sellRate: schedule.sell.map(strip),
      manageFeeE6: schedule.manageFeeE6,
      custodyFeeE6: schedule.custodyFeeE6,
      source: 'simulated' as const,
    };
  }),

  route(product.queryFavouriteFund, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const personId = sessionOf(ctx).personId;
    const rows = await ctx.db.query<{ fund_id: string }>(
      'SELECT fund_id FROM favourites WHERE person_id = $1 ORDER BY created_at DESC, fund_id',
      [personId],
    );
    const wanted: FundTypeCode | undefined = request.r.fundType;
    const funds = rows
      .map((r) => market.fund(r.fund_id))
      .filter((f): f is FundRecord => f !== undefined && (wanted === undefined || f.fundTypeCode === wanted));
    const { slice, pagination } = pageOf(funds, request.pagination.currentPage, request.pagination.pagesize);
    return {
      r: { favouriteFundInfoVOS: slice.map((f) => ({ ...cachedItem(market, f), favourite: true })) },
      pagination,
    };
  }),

  route(product.choiceFund, async (request, ctx) => {
    const market = ctx.services.market;
    const personId = sessionOf(ctx).personId;
    const fundIds = [...new Set(request.fundIds)];
    for (const fundId of fundIds) market.requireFund(fundId);
    // The same store as 我的自选 (issue 14 §3): the 500 limit and the trail apply here too.
    const actor = { personId, ip: ctx.ip || null, now: ctx.clock.now() };
    if (request.favourite) await addFunds(ctx.db, actor, fundIds, DEFAULT_FAVOURITE_GROUP_ID);
    else await removeFunds(ctx.db, actor, fundIds, DEFAULT_FAVOURITE_GROUP_ID);
    flagCacheOf(ctx).delete(personId);
    return { favourite: request.favourite, fundIds };
  }),
  ...detailSectionRoutes,
];

/** Downloads of the product service (summary PDFs, spec 01 §7.8; the public list, issue 14 §2). */
export const productDownloads: DownloadRoute[] = [
  /** 公募基金 list as filtered and sorted, as xlsx (spec 03 §7 exportExcelFund; issue 14 §2). */
  downloadRoute(product.exportExcelFund, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    return fundListWorkbook(market, screenFunds(market, request), market.asOf());
  }),

  /** 产品资料概要 of a fund by its summary attachment id (spec 03 §4, §7 common/viewAttachment/pdf). */
  downloadRoute(product.viewAttachmentPdf, async (request, ctx) =>
    summaryPdf(ctx.services.market, request.anyshareId),
  ),
];
