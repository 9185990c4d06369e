/**
 * Handlers of the product service (spec 02 §7, spec 03 §7): fund search, the public fund list, fund
 * detail, NAV and return charts, period returns, fees and favourites. The app has validated the
 * request and authorised the session before a handler runs; the market data comes from
 * `ctx.services.market` (src/market, docs/data-model.md).
 */
import {
  DEFAULT_ACCOUNT_CLIENT_TYPE,
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

/** A sort key of the public fund list; doubles only rank rows (never shown, never summed). */
function sortKey(market: MarketService, fund: FundRecord, field: string): number | null {
  const q = market.quote(fund);
  const num = (value: string | null | undefined): number | null => (value == null ? null : Number(value));
  switch (field) {
    case 'nav':
      return num(q.latest?.nav);
    case 'dailyReturn':
      return num(q.latest?.dailyReturn);
    case 'rrInThreeMonth':
      return num(q.rrInThreeMonth);
    case 'rate1y':
      return num(q.rate1y);
    case 'fundSize':
      return num(fund.sizeYuan);
    default:
      return null;
  }
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
    let list = request.keyword ? market.search(request.keyword) : [...market.funds()];
    if (request.fundTypeCode) list = list.filter((f) => f.fundTypeCode === request.fundTypeCode);
    if (request.withNavOnly) list = list.filter((f) => f.hasNav);
    // Without a sort request the list keeps its order: by code, or by relevance for a keyword.
    if (request.sortField !== 'fundId' || request.sortOrder === 'desc') {
      const direction = request.sortOrder === 'desc' ? -1 : 1;
      if (request.sortField === 'fundId') {
        list.sort((a, b) => direction * a.fundId.localeCompare(b.fundId));
      } else {
        const keys = new Map(list.map((f) => [f.fundId, sortKey(market, f, request.sortField)] as const));
        list.sort((a, b) => {
          const ka = keys.get(a.fundId) ?? null;
          const kb = keys.get(b.fundId) ?? null;
          if (ka === null || kb === null)
            return ka === kb ? a.fundId.localeCompare(b.fundId) : ka === null ? 1 : -1;
          return ka === kb ? a.fundId.localeCompare(b.fundId) : direction * (ka - kb);
        });
      }
    }
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
        };
      }),
      pagination,
    };
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

/** Downloads of the product service (summary PDFs; spec 01 §7.8). */
export const productDownloads: DownloadRoute[] = [
  /** 产品资料概要 of a fund by its summary attachment id (spec 03 §4, §7 common/viewAttachment/pdf). */
  downloadRoute(product.viewAttachmentPdf, async (request, ctx) =>
    summaryPdf(ctx.services.market, request.anyshareId),
  ),
];
