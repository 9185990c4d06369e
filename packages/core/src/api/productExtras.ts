/**
 * The product section's extra pages (issue 14 §2; spec 03 §2 product section, §7 product service calls):
 * FundDesk's own announcements (pc/fund/queryAnnouncements, pc/announcement; /product/announcementdetail),
 * the solutions (solutionDetail, solutionFund, solutionBuy: themed baskets of real funds bought through the
 * cart) and the fund situation's scale rank (fund size from the profiles, returns from the real NAV).
 * Privilege financial_products (the menu's); buying needs shopping_cart.
 */
import { z } from 'zod';
import { benchmarkIndexSchema } from '../domain/fund.js';
import { decimalString } from '../domain/money.js';
import { positionSchema } from '../domain/trade.js';
import { profitTrendPeriods } from '../rules/profitTrend.js';
import { defineCall, defineDownload, pageInfoSchema, paginationSchema } from './contract.js';
import { portfolioBuy } from './portfolio.js';

/** The kinds of announcement: 产品上线, 规则变更, 休市安排. */
export const announcementCategories = ['product', 'rule', 'holiday'] as const;
/** A kind of {@link announcementCategories}. */
export type AnnouncementCategory = (typeof announcementCategories)[number];

/** One announcement of the list: id, title, kind and publication date (`YYYY-MM-DD`). */
export const announcementSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(announcementCategories),
  publishDate: z.string(),
});
/** One row of {@link announcementList}. */
export type AnnouncementSummary = z.infer<typeof announcementSummarySchema>;

/**
 * pc/fund/queryAnnouncements: FundDesk's announcements published on or before today (Asia/Shanghai), newest
 * first, one page (spec 03 §7 "pc/announcement, pc/fund/queryAnnouncements"). The holiday notices are derived
 * from the exchange calendar (closures of more than 3 days), the others are the platform's seeded notices.
 */
export const announcementList = defineCall({
  name: 'announcementList',
  service: 'product',
  path: 'pc/fund/queryAnnouncements',
  privilege: 'financial_products',
  request: z.object({ pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }) }),
  response: z.object({ list: z.array(announcementSummarySchema), pagination: pageInfoSchema }),
});

/**
 * pc/announcement: one announcement with its paragraphs (Chinese text). Refusal: unknown or not yet published is
 * FD3070 (公告不存在或尚未发布).
 */
export const announcementDetail = defineCall({
  name: 'announcementDetail',
  service: 'product',
  path: 'pc/announcement',
  privilege: 'financial_products',
  request: z.object({ id: z.string().max(40) }),
  response: announcementSummarySchema.extend({ paragraphs: z.array(z.string()) }),
});

/** One solution of the list: id, name, the idea in one line and the number of funds. */
export const solutionSummarySchema = z.object({
  solutionId: z.string(),
  name: z.string(),
  summary: z.string(),
  fundCount: z.number().int(),
});

/** solutionDetail: the platform's solutions (themed baskets of real funds), in display order. */
export const solutionList = defineCall({
  name: 'solutionList',
  service: 'product',
  path: 'solutionDetail',
  privilege: 'financial_products',
  request: z.object({}),
  response: z.object({ list: z.array(solutionSummarySchema) }),
});

/**
 * solutionFund: one solution's funds with their weights (percent, 2 decimals, summing to 100.00) and their
 * 1-year return in percent from the real NAV ending on the fund's last real NAV date (core
 * periodReturnPercent), null when the data has no NAV for the fund (shown 暂无数据). Refusal: FD3071 (unknown solution).
 */
export const solutionFund = defineCall({
  name: 'solutionFund',
  service: 'product',
  path: 'solutionFund',
  privilege: 'financial_products',
  request: z.object({ solutionId: z.string().max(40) }),
  response: solutionSummarySchema.extend({
    description: z.string(),
    funds: z.array(
      z.object({
        fundId: z.string(),
        fundName: z.string(),
        fundTypeDetail: z.string(),
        weight: decimalString,
        /** 1-year return, percent 2 decimals; null without real NAV. */
        return1y: decimalString.nullable(),
        /** The last real NAV date the return ends on; null without real NAV. */
        navDate: z.string().nullable(),
        /** The fund's minimum purchase in yuan. */
        minLimit: decimalString,
      }),
    ),
  }),
});

/**
 * solutionBuy: 一键加入购物车 — `amount` yuan split over the solution's funds by weight and put in the cart
 * exactly as a simulated portfolio's buy (server services/portfolio.ts buyWeightedFunds: core
 * splitPortfolioAmount, validateCartAmount, the cart add); a line under its fund's minimum is reported, not
 * dropped. Refusals: FD3071, FD4001 (cart full).
 */
export const solutionBuy = defineCall({
  name: 'solutionBuy',
  service: 'product',
  path: 'solutionBuy',
  privilege: 'shopping_cart',
  request: z.object({ solutionId: z.string().max(40), amount: z.string().trim().max(12) }),
  response: portfolioBuy.response,
});

/** The orders of the scale rank: by fund size, by the 1-year return, by the latest NAV (all descending). */
export const scaleRankOrders = ['size', 'return1y', 'nav'] as const;

/** One row of the scale rank. */
export const scaleRankRowSchema = z.object({
  rank: z.number().int(),
  fundId: z.string(),
  fundName: z.string(),
  fundTypeDetail: z.string(),
  company: z.string(),
  /** Fund size in yuan (from the profile's 最新规模), null when the data has none (暂无). */
  sizeYuan: decimalString.nullable(),
  /** Latest real NAV (4 decimals as published) and its date; null without real NAV. */
  nav: decimalString.nullable(),
  navDate: z.string().nullable(),
  /** 1-year return in percent to the last real NAV date; null without real NAV. */
  return1y: decimalString.nullable(),
});
/** One row of {@link scaleRank}. */
export type ScaleRankRow = z.infer<typeof scaleRankRowSchema>;

/**
 * fund situation scale-rank page: every fund of the universe ranked by `order` (descending; funds without the
 * figure last, by code), one page (spec 03 §7 "Fund situation: value page, detail, export; scale-rank page and
 * export").
 */
export const scaleRank = defineCall({
  name: 'scaleRank',
  service: 'product',
  path: 'fundSituation/scaleRank/page',
  privilege: 'financial_products',
  request: z.object({
    order: z.enum(scaleRankOrders).default('size'),
    pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }),
  }),
  response: z.object({ list: z.array(scaleRankRowSchema), pagination: pageInfoSchema }),
});

/**
 * GET fund situation scale-rank export: the whole rank in the order asked as xlsx (基金规模排行_<date>.xlsx), one
 * sheet, every cell a value, never a formula (spec 03 §7 "scale-rank page and export").
 */
export const exportScaleRank = defineDownload({
  name: 'exportScaleRank',
  service: 'product',
  path: 'fundSituation/scaleRank/export',
  privilege: 'financial_products',
  request: z.object({ order: z.enum(scaleRankOrders).default('size') }),
});

/** The orders of 基金估值: by the estimated change (descending; no estimate last), by fund code. */
export const fundValueOrders = ['change', 'fundId'] as const;

/** One row of 基金估值: a fund's latest real NAV and today's modelled estimate (模拟). */
export const fundValueRowSchema = z.object({
  fundId: z.string(),
  fundName: z.string(),
  fundTypeText: z.string(),
  /** The latest published NAV (4 decimals) and its date the estimate starts from. */
  baseNav: decimalString.nullable(),
  baseDate: z.string().nullable(),
  /** Today's estimated NAV (4 decimals) and change in percent (2 decimals); null before 09:30 or off trading days. */
  estimateNav: decimalString.nullable(),
  estimateChange: decimalString.nullable(),
});
/** One row of {@link fundValuePage}. */
export type FundValueRow = z.infer<typeof fundValueRowSchema>;

/**
 * fund situation value page 基金估值 (spec 03 §7 "Fund situation: value page, detail, export"): every fund with a
 * NAV series but money funds, with today's intraday estimate (the fund detail's 盘中估值: server
 * market/detail.ts fundRealTimeEstimate, the NAV model's step for today, always simulated), one page in `order`.
 * `reason` says why no fund has an estimate (not a trading day, before 09:30); `time` is the estimate's time
 * (Asia/Shanghai `HH:mm`, 15:00 after the close). A row's detail is the fund detail page.
 */
export const fundValuePage = defineCall({
  name: 'fundValuePage',
  service: 'product',
  path: 'fundSituation/value/page',
  privilege: 'financial_products',
  request: z.object({
    order: z.enum(fundValueOrders).default('change'),
    pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }),
  }),
  response: z.object({
    date: z.string(),
    time: z.string().nullable(),
    reason: z.enum(['nonTradingDay', 'beforeOpen']).nullable(),
    list: z.array(fundValueRowSchema),
    pagination: pageInfoSchema,
    source: z.literal('simulated'),
  }),
});

/** GET fund situation value export: the whole 基金估值 list in the order asked as xlsx (基金估值_<date>.xlsx). */
export const exportFundValue = defineDownload({
  name: 'exportFundValue',
  service: 'product',
  path: 'fundSituation/value/export',
  privilege: 'financial_products',
  request: z.object({ order: z.enum(fundValueOrders).default('change') }),
});

const groupIds = z.array(z.string().min(1).max(32)).max(200).optional();

/** One slice of an allocation (core AllocationShare): key, label, market value in yuan and percent. */
const allocationShareSchema = z.object({
  key: z.string(),
  label: z.string(),
  marketValue: decimalString,
  percent: decimalString,
});

/**
 * pc/assetAnalysis/queryQuarterAssetConfig 公募资产分析 (issue 14 §5 Analysis; spec 03 §7): the chosen accounts'
 * public-fund holdings (the asset pages' positions, market value in yuan) grouped by fund type, risk level and
 * fund company (core allocationBy). `riskSimulated` says the risk levels are the model's (DESIGN §6).
 * Refusal: OrgForbidden for an account the person does not act for.
 */
export const analysisAllocation = defineCall({
  name: 'analysisAllocation',
  service: 'asset',
  path: 'pc/assetAnalysis/queryQuarterAssetConfig',
  privilege: 'asset_mgt',
  request: z.object({ groupIds }),
  response: z.object({
    totalMarketValue: decimalString,
    positions: z.number().int(),
    byType: z.array(allocationShareSchema),
    byRisk: z.array(allocationShareSchema),
    byCompany: z.array(allocationShareSchema),
    riskSimulated: z.boolean(),
  }),
});

/**
 * pc/assetAnalysis/queryMonthlyPayBack: the monthly returns of the chosen accounts' current holdings over the 12
 * months ending with the latest month of real NAV among them (core monthlyReturns: month-end real NAV, weighted
 * by current market value; percent, 2 decimals). `lastMonth` null and no months when no holding has real NAV.
 */
export const analysisMonthlyReturns = defineCall({
  name: 'analysisMonthlyReturns',
  service: 'asset',
  path: 'pc/assetAnalysis/queryMonthlyPayBack',
  privilege: 'asset_mgt',
  request: z.object({ groupIds }),
  response: z.object({
    lastMonth: z.string().nullable(),
    /** The latest real NAV date among the holdings up to the market's NAV day (the last month ends there). */
    asOf: z.string().nullable(),
    months: z.array(z.object({ month: z.string(), rate: decimalString.nullable(), funds: z.number().int() })),
  }),
});

/** The trading days of 公募资产分析's account value (about three months). */
export const ANALYSIS_DAILY_DAYS = 60;

/**
 * pc/assetAnalysis/queryBasicAssetsInfo 公募资产分析's summary (spec 03 §7; issue 14 §5 Analysis): the chosen
 * accounts' public-fund holdings valued as the asset pages value them (shares × the last NAV, yuan): market value,
 * cost, holding profit and its rate (percent, null at zero cost), day profit, holdings and distinct funds, the NAV
 * day. `simulatedNav` says a holding is valued at a NAV of the model (after the real data ends; 模拟).
 * Refusal: OrgForbidden for an account the person does not act for.
 */
export const analysisBasicInfo = defineCall({
  name: 'analysisBasicInfo',
  service: 'asset',
  path: 'pc/assetAnalysis/queryBasicAssetsInfo',
  privilege: 'asset_mgt',
  request: z.object({ groupIds }),
  response: z.object({
    totalMarketValue: decimalString,
    totalCost: decimalString,
    holdingProfit: decimalString,
    holdingProfitRate: decimalString.nullable(),
    dayProfit: decimalString,
    positions: z.number().int(),
    funds: z.number().int(),
    asOf: z.string().nullable(),
    simulatedNav: z.boolean(),
  }),
});

/**
 * pc/assetAnalysis/queryFundPositionList: the chosen accounts' holdings (the asset pages' positions: shares, cost,
 * NAV and its source, market value, holding and day profit in yuan) with each one's weight in the total market
 * value (percent, 2 decimals), largest first. Refusal: OrgForbidden.
 */
export const analysisPositionList = defineCall({
  name: 'analysisPositionList',
  service: 'asset',
  path: 'pc/assetAnalysis/queryFundPositionList',
  privilege: 'asset_mgt',
  request: z.object({ groupIds }),
  response: z.object({ list: z.array(positionSchema.extend({ weight: decimalString })) }),
});

/**
 * pc/assetAnalysis/queryAccountDaily: the value of the chosen accounts' current holdings on each of the last
 * {@link ANALYSIS_DAILY_DAYS} trading days up to the latest real NAV among them (core accountDailyValues: shares ×
 * the last REAL NAV on or before the day, yuan; `funds` the holdings with NAV that day). No days when no holding
 * has real NAV. Refusal: OrgForbidden.
 */
export const analysisAccountDaily = defineCall({
  name: 'analysisAccountDaily',
  service: 'asset',
  path: 'pc/assetAnalysis/queryAccountDaily',
  privilege: 'asset_mgt',
  request: z.object({ groupIds }),
  response: z.object({
    from: z.string().nullable(),
    to: z.string().nullable(),
    days: z.array(z.object({ date: z.string(), marketValue: decimalString, funds: z.number().int() })),
  }),
});

/**
 * pa/queryPeriodProfitTrend 收益走势 of 公募资产分析 (spec 03 §7; issue 14 §5 Analysis): the chosen accounts' holding
 * value, net invested money and profit on each exchange trading day of a period (近1月 … 近1年, 今年以来, 持有以来),
 * rebuilt from their confirmed trades and the funds' NAV (real; the model's after the data ends, flagged 模拟), with
 * the time-weighted period return and a benchmark index of spec 03 §3 normalised to the same base day (core
 * profitTrendWindow, profitTrend). Money in yuan (2 decimals), returns in percent (2 decimals).
 * - `from` the base day (the period's 0), `to` the latest NAV day (the day the asset pages value holdings at);
 *   both null, no days and `summary` null when the accounts have no confirmed trade;
 * - `held` false when no share was held on any day of the window (the page's empty state);
 * - `availableIndices` the benchmarks with data (the others have no line; the selector shows 暂无数据);
 *   `benchmarkTo` the benchmark's last close (its line ends there);
 * - `untracedFunds` holdings on file that their confirmed trades do not explain (core untracedHoldings; left out).
 * Refusal: OrgForbidden (FD1004) for an account the person does not act for. Payload FundDesk's (docs/decisions.md).
 */
export const analysisPeriodProfitTrend = defineCall({
  name: 'analysisPeriodProfitTrend',
  service: 'asset',
  path: 'pa/queryPeriodProfitTrend',
  privilege: 'asset_mgt',
  request: z.object({
    groupIds,
    period: z.enum(profitTrendPeriods).default('1y'),
    benchmark: benchmarkIndexSchema.default('399300'),
  }),
  response: z.object({
    period: z.enum(profitTrendPeriods),
    benchmark: benchmarkIndexSchema,
    benchmarkName: z.string(),
    availableIndices: z.array(benchmarkIndexSchema),
    benchmarkTo: z.string().nullable(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    firstTradeDay: z.string().nullable(),
    held: z.boolean(),
    simulatedNav: z.boolean(),
    untracedFunds: z.array(z.string()),
    days: z.array(
      z.object({
        date: z.string(),
        marketValue: decimalString,
        netInvested: decimalString,
        profit: decimalString,
        periodProfit: decimalString,
        returnPercent: decimalString,
        benchmarkPercent: decimalString.nullable(),
        simulated: z.boolean(),
        funds: z.number().int(),
      }),
    ),
    summary: z
      .object({
        startValue: decimalString,
        endValue: decimalString,
        netInflow: decimalString,
        periodProfit: decimalString,
        cumulativeProfit: decimalString,
        periodReturn: decimalString.nullable(),
        benchmarkReturn: decimalString.nullable(),
      })
      .nullable(),
  }),
});
