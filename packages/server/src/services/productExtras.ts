/**
 * Handlers of the product section's extra pages (core `api/productExtras.ts`; issue 14 §2): FundDesk's
 * announcements (seeded notices and the holiday closures of the exchange calendar), the solutions (seeded
 * baskets of real funds; returns from the real NAV by core periodReturnPercent; bought through the cart by the
 * portfolio's buyWeightedFunds) and the fund situation's scale rank (size from the profiles, NAV and 1-year
 * return from the real NAV).
 */
import {
  accountDailyValues,
  addDays,
  allocationBy,
  benchmarkIndices,
  Dec,
  ErrorCode,
  fundTypeText,
  GatewayError,
  isMoneyFundType,
  monthlyReturns,
  periodReturnPercent,
  productExtras,
  profitTrend,
  profitTrendWindow,
  riskLevelText,
  t,
  untracedHoldings,
  XLSX_MEDIA_TYPE,
  type DownloadedFile,
  type FundValueRow,
  type BenchmarkIndexCode,
  type NavObservation,
  type ScaleRankRow,
  type TrendNav,
  type TrendTrade,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { MarketService } from '../market/index.js';
import { fundRealTimeEstimate } from '../market/detail.js';
import { calendarClosures, holidayAnnouncement } from '../productExtras/holidays.js';
import {
  seededAnnouncements,
  solutionSeeds,
  type SeededAnnouncement,
  type SolutionSeed,
} from '../productExtras/seed.js';
import { indexCloses, indicesWithData } from '../portfolio/store.js';
import { positionsOf, scopeGroups } from './asset.js';
import { buyWeightedFunds } from './portfolio.js';
import ExcelJS from 'exceljs';
import { downloadRoute, route, type DownloadRoute, type Route } from './types.js';

/** The first year whose closures are announced. */
const HOLIDAYS_FROM = '2025-01-01';

/**
 * Every announcement published on or before `today` (`YYYY-MM-DD`), newest first (ties by id): the seeded ones
 * and a 休市安排 for each closure of the calendar from 2025 on.
 */
export function publishedAnnouncements(market: MarketService, today: string): SeededAnnouncement[] {
  const holidays = calendarClosures(market.calendar, HOLIDAYS_FROM, market.calendar.last).map(
    holidayAnnouncement,
  );
  return [...seededAnnouncements, ...holidays]
    .filter((a) => a.publishDate <= today)
    .sort((a, b) =>
      a.publishDate === b.publishDate ? a.id.localeCompare(b.id) : b.publishDate.localeCompare(a.publishDate),
    );
}

/** A fund's real NAV observations, oldest first (empty when the data has none). */
function realNav(market: MarketService, fundId: string): NavObservation[] {
  return market
    .navPoints(fundId, 'all')
    .filter((p) => p.source === 'real')
    .map((p) => ({ date: p.date, nav: p.value }));
}

/** A confirmed order as 收益走势 reads it (numeric as text). */
interface TradeRow {
  fund_id: string;
  trade_type: string;
  trade_day: string;
  confirm_shares: string | null;
  amount: string;
  net_amount: string;
  target_fund_id: string | null;
  target_shares: string | null;
}

/**
 * The confirmed trades of some organisations as share and cash changes (core TrendTrade), by trade day T (the day
 * whose NAV priced them, DESIGN §5): a purchase adds its shares and pays in its amount (fee included); a redemption
 * takes its shares out and pays out its net proceeds; a conversion moves shares from its fund to its target with
 * no cash. A super convert is its redemption leg and its purchase leg, so its proceeds go out and back in.
 */
async function confirmedTrades(db: Db, groupIds: readonly string[]): Promise<TrendTrade[]> {
  const rows = await db.query<TradeRow>(
    `SELECT fund_id, trade_type, trade_day::text AS trade_day, confirm_shares::text AS confirm_shares,
            amount::text AS amount, net_amount::text AS net_amount, target_fund_id, target_shares::text AS target_shares
       FROM orders
      WHERE group_id = ANY($1::text[]) AND status = 'confirmed' AND confirm_shares IS NOT NULL
      ORDER BY trade_day, serial_no`,
    [groupIds],
  );
  return rows.flatMap((r): TrendTrade[] => {
    const shares = new Dec(r.confirm_shares ?? 0);
    const date = r.trade_day;
    if (r.trade_type === 'redemption') {
      return [
        {
          date,
          fundId: r.fund_id,
          shares: shares.neg().toFixed(2),
          cash: new Dec(r.net_amount).neg().toFixed(2),
        },
      ];
    }
    if (r.trade_type === 'conversion') {
      const out: TrendTrade = { date, fundId: r.fund_id, shares: shares.neg().toFixed(2), cash: '0.00' };
      if (!r.target_fund_id || r.target_shares === null) return [out];
      return [
        out,
        { date, fundId: r.target_fund_id, shares: new Dec(r.target_shares).toFixed(2), cash: '0.00' },
      ];
    }
    return [{ date, fundId: r.fund_id, shares: shares.toFixed(2), cash: new Dec(r.amount).toFixed(2) }];
  });
}

/**
 * A fund's NAV on each of `days` as the confirmation and the asset pages price it (market navOn: the last NAV on or
 * before the day, real, else the model's, flagged), one observation per NAV date, oldest first.
 */
function pricingNav(market: MarketService, fundId: string, days: readonly string[]): TrendNav[] {
  const points: TrendNav[] = [];
  for (const day of days) {
    const nav = market.navOn(fundId, day);
    if (!nav || points[points.length - 1]?.date === nav.date) continue;
    points.push({ date: nav.date, nav: nav.nav, simulated: nav.source === 'simulated' });
  }
  return points;
}

/** The benchmark indices in the spec's order (spec 03 §3). */
const SPEC_INDEX_ORDER: readonly BenchmarkIndexCode[] = ['399300', '000001', '399001', '399006', 'H11001'];

/** The benchmark closes of a database, cached per database (index quotes are master data loaded at seeding). */
const closesCache = new WeakMap<Db, Map<string, Promise<NavObservation[]>>>();

function benchmarkCloses(db: Db, code: BenchmarkIndexCode): Promise<NavObservation[]> {
  let cache = closesCache.get(db);
  if (!cache) closesCache.set(db, (cache = new Map<string, Promise<NavObservation[]>>()));
  let closes = cache.get(code);
  if (!closes) cache.set(code, (closes = indexCloses(db, code)));
  return closes;
}

/** The fund's 1-year return to its last real NAV date (core periodReturnPercent), with that date and NAV. */
function realFigures(market: MarketService, fundId: string) {
  const points = realNav(market, fundId);
  const last = points[points.length - 1];
  if (!last) return { nav: null, navDate: null, return1y: null };
  return { nav: last.nav, navDate: last.date, return1y: periodReturnPercent(points, last.date, '1y') };
}

/** The solution with this id; FD3071 when unknown. */
function requireSolution(solutionId: string): SolutionSeed {
  const solution = solutionSeeds.find((s) => s.solutionId === solutionId);
  if (!solution) throw new GatewayError(ErrorCode.SolutionNotFound);
  return solution;
}

/** The list row of a solution. */
const summaryOf = (s: SolutionSeed) => ({
  solutionId: s.solutionId,
  name: s.name,
  summary: s.summary,
  fundCount: s.funds.length,
});

/** Descending by a decimal text, nulls last, then by code. */
function byFigure(figure: (row: ScaleRankRow) => string | null) {
  return (a: ScaleRankRow, b: ScaleRankRow): number => {
    const x = figure(a);
    const y = figure(b);
    if (x === null || y === null) return x === y ? a.fundId.localeCompare(b.fundId) : x === null ? 1 : -1;
    const diff = Number(y) - Number(x);
    return diff !== 0 ? diff : a.fundId.localeCompare(b.fundId);
  };
}

/** The scale rank's rows of a NAV day, unranked (built once per day: 27,023 funds, NAV for about 500). */
let rankCache: { asOf: string; rows: ScaleRankRow[] } | null = null;

/** Every fund's scale-rank row as of the market's NAV day (cached per day). */
function rankRows(market: MarketService): ScaleRankRow[] {
  const asOf = market.asOf();
  if (rankCache?.asOf === asOf && rankCache.rows.length === market.funds().length) return rankCache.rows;
  const rows = market.funds().map((fund): ScaleRankRow => ({
    rank: 0,
    fundId: fund.fundId,
    fundName: fund.shortName,
    fundTypeDetail: fund.publishedType,
    company: fund.company,
    sizeYuan: fund.sizeYuan,
    ...(fund.hasNav ? realFigures(market, fund.fundId) : { nav: null, navDate: null, return1y: null }),
  }));
  rankCache = { asOf, rows };
  return rows;
}

/**
 * The scale rank ordered by `order` (descending, funds without the figure last, by code), ranks 1..n.
 * (spec 03 §7 fund situation scale-rank page; also the export's rows.)
 */
export function rankedFunds(market: MarketService, order: 'size' | 'return1y' | 'nav'): ScaleRankRow[] {
  const figure =
    order === 'size'
      ? (r: ScaleRankRow) => r.sizeYuan
      : order === 'nav'
        ? (r: ScaleRankRow) => r.nav
        : (r: ScaleRankRow) => r.return1y;
  return [...rankRows(market)].sort(byFigure(figure)).map((row, i) => ({ ...row, rank: i + 1 }));
}

/** The product section's extra routes (issue 14 §2). */
export const productExtrasRoutes: Route[] = [
  route(productExtras.announcementList, (request, ctx) => {
    const market = ctx.services.market;
    const all = publishedAnnouncements(market, market.today());
    const { currentPage, pagesize } = request.pagination;
    const list = all
      .slice((currentPage - 1) * pagesize, currentPage * pagesize)
      .map(({ id, title, category, publishDate }) => ({ id, title, category, publishDate }));
    return Promise.resolve({
      list,
      pagination: {
        currentPage,
        pagesize,
        totalRows: all.length,
        pageCount: Math.ceil(all.length / pagesize),
      },
    });
  }),

  route(productExtras.announcementDetail, (request, ctx) => {
    const market = ctx.services.market;
    const found = publishedAnnouncements(market, market.today()).find((a) => a.id === request.id);
    if (!found) throw new GatewayError(ErrorCode.AnnouncementNotFound);
    return Promise.resolve({ ...found, paragraphs: [...found.paragraphs] });
  }),

  route(productExtras.solutionList, () => Promise.resolve({ list: solutionSeeds.map(summaryOf) })),

  route(productExtras.solutionFund, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const solution = requireSolution(request.solutionId);
    return {
      ...summaryOf(solution),
      description: solution.description,
      funds: solution.funds.map((line) => {
        const fund = market.requireFund(line.fundId);
        const { navDate, return1y } = realFigures(market, fund.fundId);
        return {
          fundId: fund.fundId,
          fundName: fund.shortName,
          fundTypeDetail: fund.publishedType,
          weight: line.weight,
          return1y,
          navDate,
          minLimit: fund.minLimit,
        };
      }),
    };
  }),

  route(productExtras.solutionBuy, (request, ctx) => {
    const solution = requireSolution(request.solutionId);
    return buyWeightedFunds(ctx, solution.funds, request.amount);
  }),

  route(productExtras.scaleRank, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const all = rankedFunds(market, request.order);
    const { currentPage, pagesize } = request.pagination;
    return {
      list: all.slice((currentPage - 1) * pagesize, currentPage * pagesize),
      pagination: {
        currentPage,
        pagesize,
        totalRows: all.length,
        pageCount: Math.ceil(all.length / pagesize),
      },
    };
  }),

  route(productExtras.analysisAllocation, async (request, ctx) => {
    const groupIds = scopeGroups(ctx, request.groupIds);
    const market = ctx.services.market;
    const positions = await positionsOf(ctx.db, market, groupIds);
    const funds = positions.map((p) => ({ position: p, fund: market.requireFund(p.fundId) }));
    const none = t('display.none');
    return {
      totalMarketValue: positions.reduce((sum, p) => sum.plus(p.marketValue), new Dec(0)).toFixed(2),
      positions: positions.length,
      byType: allocationBy(
        funds.map(({ position }) => ({
          key: position.fundTypeCode,
          label: fundTypeText(position.fundTypeCode),
          marketValue: position.marketValue,
        })),
      ),
      byRisk: allocationBy(
        funds.map(({ position, fund }) => ({
          key: fund.riskLevel,
          label: riskLevelText(fund.riskLevel),
          marketValue: position.marketValue,
        })),
      ),
      byCompany: allocationBy(
        funds.map(({ position, fund }) => ({
          key: fund.company || none,
          label: fund.company || none,
          marketValue: position.marketValue,
        })),
      ),
      riskSimulated: funds.some(({ fund }) => fund.simulatedFields.includes('fundRiskLevel')),
    };
  }),

  route(productExtras.analysisMonthlyReturns, async (request, ctx) => {
    const groupIds = scopeGroups(ctx, request.groupIds);
    const market = ctx.services.market;
    const positions = await positionsOf(ctx.db, market, groupIds);
    const holdings = positions.map((p) => ({
      marketValue: p.marketValue,
      points: realNav(market, p.fundId),
    }));
    const lastDates = holdings.flatMap((h) =>
      h.points.length > 0 ? [h.points[h.points.length - 1]!.date] : [],
    );
    if (lastDates.length === 0) return { lastMonth: null, asOf: null, months: [] };
    const asOf = lastDates.reduce((a, b) => (a > b ? a : b));
    const lastMonth = asOf.slice(0, 7);
    return { lastMonth, asOf, months: monthlyReturns(holdings, lastMonth) };
  }),

  route(productExtras.fundValuePage, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    const { time, reason, rows } = fundValueRows(market, request.order, ctx.clock.now());
    const { currentPage, pagesize } = request.pagination;
    return {
      date: market.today(),
      time,
      reason,
      list: rows.slice((currentPage - 1) * pagesize, currentPage * pagesize),
      pagination: {
        currentPage,
        pagesize,
        totalRows: rows.length,
        pageCount: Math.ceil(rows.length / pagesize),
      },
      source: 'simulated' as const,
    };
  }),

  route(productExtras.analysisBasicInfo, async (request, ctx) => {
    const groupIds = scopeGroups(ctx, request.groupIds);
    const positions = await positionsOf(ctx.db, ctx.services.market, groupIds);
    const total = (pick: (p: (typeof positions)[number]) => string) =>
      positions.reduce((sum, p) => sum.plus(pick(p)), new Dec(0));
    const marketValue = total((p) => p.marketValue);
    const cost = total((p) => p.cost);
    const profit = total((p) => p.holdingProfit);
    const dates = positions.flatMap((p) => (p.navDate ? [p.navDate] : []));
    return {
      totalMarketValue: marketValue.toFixed(2),
      totalCost: cost.toFixed(2),
      holdingProfit: profit.toFixed(2),
      holdingProfitRate: cost.isZero() ? null : profit.div(cost).times(100).toFixed(2, Dec.ROUND_HALF_UP),
      dayProfit: total((p) => p.dayProfit).toFixed(2),
      positions: positions.length,
      funds: new Set(positions.map((p) => p.fundId)).size,
      asOf: dates.length > 0 ? dates.reduce((a, b) => (a > b ? a : b)) : null,
      simulatedNav: positions.some((p) => p.navSource === 'simulated'),
    };
  }),

  route(productExtras.analysisPositionList, async (request, ctx) => {
    const groupIds = scopeGroups(ctx, request.groupIds);
    const positions = await positionsOf(ctx.db, ctx.services.market, groupIds);
    const total = positions.reduce((sum, p) => sum.plus(p.marketValue), new Dec(0));
    const weight = (value: string): string =>
      total.isZero() ? '0.00' : new Dec(value).div(total).times(100).toFixed(2, Dec.ROUND_HALF_UP);
    return {
      list: positions
        .map((p) => ({ ...p, weight: weight(p.marketValue) }))
        .sort((a, b) => new Dec(b.marketValue).comparedTo(a.marketValue) || a.fundId.localeCompare(b.fundId)),
    };
  }),

  route(productExtras.analysisAccountDaily, async (request, ctx) => {
    const groupIds = scopeGroups(ctx, request.groupIds);
    const market = ctx.services.market;
    const positions = await positionsOf(ctx.db, market, groupIds);
    const holdings = positions.map((p) => ({ shares: p.shares, points: realNav(market, p.fundId) }));
    const lastDates = holdings.flatMap((h) =>
      h.points.length > 0 ? [h.points[h.points.length - 1]!.date] : [],
    );
    if (lastDates.length === 0) return { from: null, to: null, days: [] };
    const to = lastDates.reduce((a, b) => (a > b ? a : b));
    // About 130 calendar days hold more than the 60 trading days asked.
    const days = market.calendar.between(addDays(to, -130), to).slice(-productExtras.ANALYSIS_DAILY_DAYS);
    return { from: days[0] ?? null, to, days: accountDailyValues(holdings, days) };
  }),

  route(productExtras.analysisPeriodProfitTrend, async (request, ctx) => {
    const groupIds = scopeGroups(ctx, request.groupIds);
    const market = ctx.services.market;
    await market.refresh();
    const [trades, positions, available] = await Promise.all([
      confirmedTrades(ctx.db, groupIds),
      ctx.db.query<{ fund_id: string; shares: string }>(
        'SELECT fund_id, shares::text AS shares FROM positions WHERE group_id = ANY($1::text[]) AND shares > 0',
        [groupIds],
      ),
      indicesWithData(ctx.db),
    ]);
    const closes = available.has(request.benchmark) ? await benchmarkCloses(ctx.db, request.benchmark) : [];
    const to = market.asOf();
    const firstTradeDay = trades.length > 0 ? trades.reduce((a, b) => (a.date <= b.date ? a : b)).date : null;
    const answer = {
      period: request.period,
      benchmark: request.benchmark,
      benchmarkName: benchmarkIndices[request.benchmark],
      availableIndices: SPEC_INDEX_ORDER.filter((code) => available.has(code)),
      benchmarkTo: closes.length > 0 ? closes[closes.length - 1]!.date : null,
      firstTradeDay,
      untracedFunds: untracedHoldings(
        positions.map((p) => ({ fundId: p.fund_id, shares: p.shares })),
        trades,
      ),
    };
    const window =
      firstTradeDay === null ? null : profitTrendWindow(request.period, to, firstTradeDay, market.calendar);
    if (window === null) {
      return { ...answer, from: null, to: null, held: false, simulatedNav: false, days: [], summary: null };
    }
    const navs = new Map(
      [...new Set(trades.map((tr) => tr.fundId))].map((fundId) => [
        fundId,
        pricingNav(market, fundId, window.days),
      ]),
    );
    const result = profitTrend({ window, trades, navs, benchmark: closes });
    return {
      ...answer,
      from: window.from,
      to: window.to,
      held: result.held,
      simulatedNav: result.days.some((d) => d.simulated),
      days: result.days,
      summary: result.summary,
    };
  }),
];

/** One column of a text workbook: its header, width (characters) and the cell text of a row. */
interface TextColumn<R> {
  header: string;
  width: number;
  value: (row: R) => string;
}

/**
 * One sheet `title` as xlsx: Chinese headers in bold, the header row frozen, every cell a text value (never a
 * formula; numbers keep their published decimals). The fund situation's exports (scale rank, 基金估值).
 */
async function textWorkbook<R>(
  title: string,
  columns: readonly TextColumn<R>[],
  rows: readonly R[],
  fileName: string,
): Promise<DownloadedFile> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'FundDesk';
  const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  const buffer = await workbook.xlsx.writeBuffer();
  return { bytes: new Uint8Array(buffer), fileName, contentType: XLSX_MEDIA_TYPE };
}

/**
 * The scale rank as xlsx: one sheet 基金规模排行, Chinese headers, every cell a text value (never a formula):
 * size in 亿元 with 2 decimals (暂无 without one), NAV as published, 1-year return in percent.
 */
export function scaleRankWorkbook(rows: readonly ScaleRankRow[], today: string): Promise<DownloadedFile> {
  const none = t('productExtras.rank.none');
  return textWorkbook<ScaleRankRow>(
    t('productExtras.rank.title'),
    [
      { header: t('productExtras.rank.col.rank'), width: 8, value: (r) => String(r.rank) },
      { header: t('productExtras.rank.col.fundId'), width: 10, value: (r) => r.fundId },
      { header: t('productExtras.rank.col.fund'), width: 28, value: (r) => r.fundName },
      { header: t('productExtras.rank.col.type'), width: 14, value: (r) => r.fundTypeDetail },
      { header: t('productExtras.rank.col.company'), width: 24, value: (r) => r.company || none },
      {
        header: t('productExtras.rank.col.size'),
        width: 14,
        value: (r) => (r.sizeYuan === null ? none : new Dec(r.sizeYuan).div(100_000_000).toFixed(2)),
      },
      { header: t('productExtras.rank.col.nav'), width: 10, value: (r) => r.nav ?? none },
      { header: t('productExtras.rank.col.navDate'), width: 12, value: (r) => r.navDate ?? none },
      { header: t('productExtras.rank.col.return1y'), width: 12, value: (r) => r.return1y ?? none },
    ],
    rows,
    t('productExtras.rank.fileName', { date: today }),
  );
}

/**
 * 基金估值's rows in `order` (core api fundValuePage): every fund with a NAV series but money funds, with today's
 * modelled estimate (market/detail.ts fundRealTimeEstimate); the reason when no fund has one.
 */
export function fundValueRows(
  market: MarketService,
  order: (typeof productExtras.fundValueOrders)[number],
  nowMs: number,
): { time: string | null; reason: 'nonTradingDay' | 'beforeOpen' | null; rows: FundValueRow[] } {
  let time: string | null = null;
  let reason: 'nonTradingDay' | 'beforeOpen' | null = null;
  const rows: FundValueRow[] = [];
  for (const fund of market.funds()) {
    if (!fund.hasNav || isMoneyFundType(fund.fundTypeCode)) continue;
    const estimate = fundRealTimeEstimate(market, fund, nowMs);
    if (estimate.reason === 'nonTradingDay' || estimate.reason === 'beforeOpen') reason = estimate.reason;
    time = estimate.time ?? time;
    const latest = estimate.baseNav === null ? market.quote(fund).latest : null;
    rows.push({
      fundId: fund.fundId,
      fundName: fund.shortName,
      fundTypeText: fundTypeText(fund.fundTypeCode),
      baseNav: estimate.baseNav ?? latest?.nav ?? null,
      baseDate: estimate.baseDate ?? latest?.date ?? null,
      estimateNav: estimate.estimateNav,
      estimateChange: estimate.estimateChange,
    });
  }
  const change = (row: FundValueRow) => (row.estimateChange === null ? null : new Dec(row.estimateChange));
  rows.sort((a, b) => {
    if (order === 'change') {
      const x = change(a);
      const y = change(b);
      if (x !== null && y !== null && !x.eq(y)) return y.comparedTo(x);
      if ((x === null) !== (y === null)) return x === null ? 1 : -1;
    }
    return a.fundId.localeCompare(b.fundId);
  });
  return { time, reason: time === null ? reason : null, rows };
}

/** 基金估值 as xlsx: one sheet, text cells; 暂无 where a figure is missing. */
function fundValueWorkbook(rows: readonly FundValueRow[], today: string): Promise<DownloadedFile> {
  const none = t('productExtras.rank.none');
  return textWorkbook<FundValueRow>(
    t('productExtras.value.title'),
    [
      { header: t('productExtras.rank.col.fundId'), width: 10, value: (r) => r.fundId },
      { header: t('productExtras.rank.col.fund'), width: 28, value: (r) => r.fundName },
      { header: t('productExtras.rank.col.type'), width: 10, value: (r) => r.fundTypeText },
      { header: t('productExtras.value.col.baseNav'), width: 12, value: (r) => r.baseNav ?? none },
      { header: t('productExtras.value.col.baseDate'), width: 12, value: (r) => r.baseDate ?? none },
      { header: t('productExtras.value.col.estimateNav'), width: 12, value: (r) => r.estimateNav ?? none },
      {
        header: t('productExtras.value.col.estimateChange'),
        width: 12,
        value: (r) => r.estimateChange ?? none,
      },
    ],
    rows,
    t('productExtras.value.fileName', { date: today }),
  );
}

/** The scale rank's export (spec 03 §7 fund situation scale-rank export). */
export const productExtrasDownloads: DownloadRoute[] = [
  downloadRoute(productExtras.exportScaleRank, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    return scaleRankWorkbook(rankedFunds(market, request.order), market.today());
  }),
  downloadRoute(productExtras.exportFundValue, async (request, ctx) => {
    const market = ctx.services.market;
    await market.refresh();
    return fundValueWorkbook(fundValueRows(market, request.order, ctx.clock.now()).rows, market.today());
  }),
];
