import { z } from 'zod';
import {
  benchmarkIndexSchema,
  feeRateEntrySchema,
  fundDetailSchema,
  fundSearchItemSchema,
  fundTypeCodeSchema,
  openDayCodes,
  productTemplateSchema,
  riskLevelSchema,
  trendPeriodSchema,
} from '../domain/fund.js';
import { screeningOpenStates, screeningReturnFields } from '../rules/screening.js';
import { decimalString } from '../domain/money.js';
import { navTrendSchema } from '../domain/navTrend.js';
import { defineCall, defineDownload, pageInfoSchema, paginationSchema } from './contract.js';

/** A fund id: the 6-digit fund code. */
const fundId = z.string().regex(/^\d{6}$/, 'fundId');
/** Fund search input: at most 25 characters (spec 03 §5; 26 in some places, spec 01 §5). */
export const FUND_SEARCH_MAX_LENGTH = 25;
/**
 * A search keyword: trimmed, at most {@link FUND_SEARCH_MAX_LENGTH} characters, and no control or format
 * character (NUL, DEL, C1, zero-width and direction marks: \p{Cc}, \p{Cf}), which no fund code, name or
 * pinyin holds — refused with 400 FD2000 instead of being searched or dropped (a NUL keyword answered all
 * 27,023 funds; issue 16 finding 7). A keyword of only whitespace is the empty keyword: fundSearch answers
 * nothing for it (spec 03 §5 暂无数据).
 */
const keyword = z
  .string()
  .trim()
  .max(FUND_SEARCH_MAX_LENGTH)
  .refine((text) => !/[\p{Cc}\p{Cf}]/u.test(text), 'keyword');

/**
 * search: fund search for pickers (spec 02 §7, 03 §7): r.search, r.type, pagination (page size 20);
 * answers body.r and body.pagination.pageCount. Types: PURCHASE only buyable public funds, SPLIT only
 * money-market funds (smart split), COMBINATION every public fund that can join a portfolio (non-money).
 */
export const search = defineCall({
  name: 'search',
  service: 'product',
  path: 'search',
  privilege: 'fund_search',
  request: z.object({
    r: z.object({ search: keyword, type: z.enum(['COMBINATION', 'SPLIT', 'PURCHASE']) }),
    pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }),
  }),
  response: z.object({ r: z.array(fundSearchItemSchema), pagination: pageInfoSchema }),
});

/**
 * fundSearch: the header's fund search (spec 02 §7, 03 §7): keyword, page (0-based), size 20; answers
 * body.content. Matches code prefix, Chinese name and pinyin abbreviation over all public funds.
 */
export const fundSearch = defineCall({
  name: 'fundSearch',
  service: 'product',
  path: 'fundSearch',
  privilege: 'fund_search',
  request: z.object({
    keyword,
    page: z.number().int().min(0).max(10_000).default(0),
    size: z.number().int().min(1).max(50).default(20),
    specialFilter: z.string().max(32).optional(),
    calmStatus: z.string().max(32).optional(),
  }),
  response: z.object({
    content: z.array(fundSearchItemSchema),
    totalElements: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  }),
});

/** Sortable columns of the public fund list: every column that shows a value (issue 14 §2 "sorting on any column"). */
export const fundListSortFields = [
  'fundId',
  'shortName',
  'fundType',
  'risk',
  'nav',
  'navDate',
  'dailyReturn',
  'rrInThreeMonth',
  'rate1y',
  'fundSize',
  'minLimit',
] as const;

/** A decimal bound as typed (optional; an empty string is no bound). */
const bound = z.union([decimalString, z.literal('')]).optional();

/**
 * The screening filters of the public fund list (issue 14 §2; spec 03 §2 publicIndex): type, risk levels,
 * companies, size range in yuan, return ranges in percent (dailyReturn 日涨跌, rrInThreeMonth 近3月, rate1y 近1年;
 * inclusive, a fund without that return is dropped), open-day state (spec 03 §4: `buyOpen` 可申购, `paused`
 * 暂停交易). Unknown values are refused by validation (FD2000); a minimum above its maximum, a negative size or a
 * return field bounded twice with FD3050 (core rules/screening.ts). A saved scheme stores exactly these.
 */
export const screeningFiltersSchema = z.object({
  fundTypeCode: fundTypeCodeSchema.optional(),
  riskLevels: z.array(riskLevelSchema).max(5).optional(),
  companies: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
  fundSizeMin: bound,
  fundSizeMax: bound,
  returnRanges: z
    .array(z.object({ field: z.enum(screeningReturnFields), min: bound, max: bound }))
    .max(screeningReturnFields.length)
    .optional(),
  openState: z.enum(screeningOpenStates).optional(),
});

/** The screening filters (see {@link screeningFiltersSchema}). */
export type ScreeningFiltersInput = z.infer<typeof screeningFiltersSchema>;

/** The list request without paging: filters, keyword, sorting (the list and its export). */
const fundListQuery = screeningFiltersSchema.extend({
  keyword: keyword.optional(),
  /** Only funds with real NAV data. */
  withNavOnly: z.boolean().default(false),
  sortField: z.enum(fundListSortFields).default('fundId'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
});

/**
 * pc/searchByPage: the public fund list of /product/publicIndex: the screening filters
 * ({@link screeningFiltersSchema}), keyword, sorting on any column (nulls last), paging. Refusals: FD2000
 * (unknown value), FD3050 (contradictory filters). (spec 03 §7 names the call; its payload is FundDesk's.)
 */
export const searchByPage = defineCall({
  name: 'searchByPage',
  service: 'product',
  path: 'pc/searchByPage',
  privilege: 'financial_products',
  request: fundListQuery.extend({
    pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }),
  }),
  response: z.object({
    list: z.array(
      fundSearchItemSchema.extend({
        dailyReturn: decimalString.nullable(),
        rate1y: decimalString.nullable(),
        fundSize: decimalString.nullable(),
        /** The open-day code (spec 03 §4), for the open-day state filter and column. */
        openDayCode: z.enum(openDayCodes),
      }),
    ),
    pagination: pageInfoSchema,
  }),
});

/**
 * pc/exportExcelFund (spec 03 §7 exportExcelFund): the filtered, sorted list as xlsx
 * (公募基金_<date>.xlsx; every matching fund, not one page; every cell a value, never a formula; simulated NAV
 * marked 模拟). POST because the filters nest. Refusals as {@link searchByPage}.
 */
export const exportExcelFund = defineDownload({
  name: 'exportExcelFund',
  service: 'product',
  path: 'pc/exportExcelFund',
  privilege: 'financial_products',
  method: 'POST',
  request: fundListQuery,
});

/** A saved screening scheme of the caller (issue 14 §2): id, name, filters, whether it opens with the page. */
export const screeningSchemeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: screeningFiltersSchema,
  isDefault: z.boolean(),
  /** ISO 8601 instant of the last change. */
  updatedAt: z.string(),
});

/** The caller's schemes, default first then by name. */
const schemeList = z.object({ list: z.array(screeningSchemeSchema) });

/** queryScreeningSchemes: the caller's saved screening schemes (issue 14 §2). */
export const queryScreeningSchemes = defineCall({
  name: 'queryScreeningSchemes',
  service: 'product',
  path: 'pc/screening/schemes',
  privilege: 'financial_products',
  request: z.object({}).default({}),
  response: schemeList,
});

/**
 * saveScreeningScheme: saves the filters under a name (1 to 20 characters after trimming, no markup); a scheme of
 * the same name is replaced. `isDefault` makes it the one applied when the page opens. Every change is recorded
 * (who, when, from where, what). Refusals: FD3050 (contradictory filters), FD3051 / FD3052 (name), FD3053 (more
 * than 20 schemes). Answers the schemes after the change.
 */
export const saveScreeningScheme = defineCall({
  name: 'saveScreeningScheme',
  service: 'product',
  path: 'pc/screening/save',
  privilege: 'financial_products',
  request: z.object({
    name: z.string().max(200),
    filters: screeningFiltersSchema,
    isDefault: z.boolean().default(false),
  }),
  response: schemeList,
});

/** deleteScreeningScheme: deletes one of the caller's schemes (recorded). Refusal: FD3054. Answers the schemes. */
export const deleteScreeningScheme = defineCall({
  name: 'deleteScreeningScheme',
  service: 'product',
  path: 'pc/screening/delete',
  privilege: 'financial_products',
  request: z.object({ id: z.number().int().positive() }),
  response: schemeList,
});

/**
 * setDefaultScreeningScheme: makes one scheme the default (applied when /product/publicIndex opens), or clears
 * the default with `id: null` (recorded). Refusal: FD3054. Answers the schemes.
 */
export const setDefaultScreeningScheme = defineCall({
  name: 'setDefaultScreeningScheme',
  service: 'product',
  path: 'pc/screening/default',
  privilege: 'financial_products',
  request: z.object({ id: z.number().int().positive().nullable() }),
  response: schemeList,
});

/** fetchProductDetail: which detail template a fund uses (spec 02 §7, 03 §7). */
export const fetchProductDetail = defineCall({
  name: 'fetchProductDetail',
  service: 'product',
  path: 'fetchProductDetail',
  privilege: 'public_product_detail',
  request: z.object({ fundId, fundType: z.string().max(8).optional() }),
  response: z.object({ fundId: z.string(), template: productTemplateSchema, fundName: z.string() }),
});

/** pc/ins/fund/detail: a fund's profile, latest NAV and trading attributes (spec 03 §7). */
export const fundDetail = defineCall({
  name: 'fundDetail',
  service: 'product',
  path: 'pc/ins/fund/detail',
  privilege: 'public_product_detail',
  request: z.object({ fundId }),
  response: fundDetailSchema,
});

/**
 * pc/ins/fund/nvTrend: daily unit NAV over a period, column-wise ({@link navTrendSchema}; read it with
 * `navTrendPoints`) (spec 03 §7; issue 17 §1).
 */
export const nvTrend = defineCall({
  name: 'nvTrend',
  service: 'product',
  path: 'pc/ins/fund/nvTrend',
  privilege: 'public_product_detail',
  request: z.object({ fundId, period: trendPeriodSchema.default('1y') }),
  response: navTrendSchema,
});

/** One point of a cumulative return series: date and return since the period start in percent. */
const returnPoint = z.object({
  date: z.string(),
  value: decimalString,
  source: z.enum(['real', 'simulated']),
});

/**
 * pc/ins/fund/achievementTrend: the fund's cumulative return against a benchmark index over a period
 * (spec 03 §7, §3 benchmark indices). `indexAvailable` is false for indices without data (暂无数据).
 */
export const achievementTrend = defineCall({
  name: 'achievementTrend',
  service: 'product',
  path: 'pc/ins/fund/achievementTrend',
  privilege: 'public_product_detail',
  request: z.object({
    fundId,
    period: trendPeriodSchema.default('1y'),
    indexCode: benchmarkIndexSchema.default('399300'),
  }),
  response: z.object({
    fundId: z.string(),
    indexCode: benchmarkIndexSchema,
    indexName: z.string(),
    indexAvailable: z.boolean(),
    /**
     * The benchmark indices that have data, so that the selector shows the others disabled with 暂无数据
     * instead of offering them (spec 03 §3; data README: no history for 399001, H11001; issue 17 §3).
     */
    availableIndices: z.array(benchmarkIndexSchema),
    fund: z.array(returnPoint),
    index: z.array(returnPoint),
  }),
});

/** Period keys of pc/ins/periodrate. */
export const ratePeriods = ['1w', '1m', '3m', '6m', 'ytd', '1y', '2y', '3y', 'since'] as const;

/**
 * pc/ins/periodrate: period returns of the fund and of CSI 300 (spec 03 §7). Percent strings or null; `since`
 * is from the first NAV in the data (`dataFrom`).
 */
export const periodRate = defineCall({
  name: 'periodRate',
  service: 'product',
  path: 'pc/ins/periodrate',
  privilege: 'public_product_detail',
  request: z.object({ fundId }),
  response: z.object({
    fundId: z.string(),
    asOf: z.string().nullable(),
    /**
     * The first NAV date of the series the rates are computed from (`YYYY-MM-DD`), null without data:
     * with the fund's establishDate it decides whether 成立以来 is since inception or since the data's
     * start (core sinceLabelOf; issue 17 §3).
     */
    dataFrom: z.string().nullable(),
    list: z.array(
      z.object({
        period: z.enum(ratePeriods),
        rate: decimalString.nullable(),
        indexRate: decimalString.nullable(),
        source: z.enum(['real', 'simulated']),
      }),
    ),
  }),
});

/**
 * queryUserFundFeeAndDiscount: purchase and redemption fee tiers with the caller's discount
 * (spec 02 §7, 03 §3 fee rate entry). All fees here are simulated (the data has no fee tables).
 */
export const queryUserFundFeeAndDiscount = defineCall({
  name: 'queryUserFundFeeAndDiscount',
  service: 'product',
  path: 'queryUserFundFeeAndDiscount',
  privilege: 'public_product_detail',
  request: z.object({ fundId }),
  response: z.object({
    fundId: z.string(),
    fundFeeSplitRateList: z.array(feeRateEntrySchema),
    buyRate: z.array(feeRateEntrySchema),
    sellRate: z.array(feeRateEntrySchema),
    /** Management and custody fees per year, rates ×10^6. */
    manageFeeE6: z.number().int(),
    custodyFeeE6: z.number().int(),
    source: z.enum(['real', 'simulated']),
  }),
});

/** queryFavouriteFund: the caller's favourite funds (spec 02 §7): pagination, r.fundType. */
export const queryFavouriteFund = defineCall({
  name: 'queryFavouriteFund',
  service: 'product',
  path: 'queryFavouriteFund',
  privilege: 'fund_search',
  request: z.object({
    r: z.object({ fundType: fundTypeCodeSchema.optional() }).default({}),
    pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }),
  }),
  response: z.object({
    r: z.object({ favouriteFundInfoVOS: z.array(fundSearchItemSchema) }),
    pagination: pageInfoSchema,
  }),
});

/** choiceFund: add (favourite true) or remove funds from favourites (spec 02 §7). */
export const choiceFund = defineCall({
  name: 'choiceFund',
  service: 'product',
  path: 'choiceFund',
  privilege: 'fund_search',
  request: z.object({ favourite: z.boolean(), fundIds: z.array(fundId).min(1).max(50) }),
  response: z.object({ favourite: z.boolean(), fundIds: z.array(z.string()) }),
});

/**
 * GET common/viewAttachment/pdf: a summary PDF (产品资料概要) by attachment id (spec 01 §7.8, 03 §7). The local
 * environment renders it from the fund's real profile.
 */
export const viewAttachmentPdf = defineDownload({
  name: 'viewAttachmentPdf',
  service: 'product',
  path: 'common/viewAttachment/pdf',
  privilege: 'public_product_detail',
  request: z.object({ anyshareId: z.string().min(1).max(64) }),
});

// ---- fund detail sections (issue 14 §2 "Fund detail completed"; spec 03 §7 fund detail group) ----

/** One row of the NAV table: date, unit NAV (4 decimals), daily change in percent (2 decimals) or null. */
const navTableRow = z.object({
  date: z.string(),
  nav: decimalString,
  dailyReturn: decimalString.nullable(),
  /** `simulated` for the model's days after the data ends (shown 模拟). */
  source: z.enum(['real', 'simulated']),
});

/**
 * fund/queryFundNetValueTable: the fund's daily NAV newest first, paged on the server (core navTablePage,
 * 20 a page; spec 03 §7, §9). Every day of the real series since 2021 plus the model's days after it (marked
 * simulated); empty for funds without a NAV series and for money funds (their NAV is the fixed 1.0000).
 * A page beyond the last answers the last page.
 */
export const fundNetValueTable = defineCall({
  name: 'fundNetValueTable',
  service: 'product',
  path: 'fund/queryFundNetValueTable',
  privilege: 'public_product_detail',
  request: z.object({ fundId, pagination: paginationSchema.default({ currentPage: 1, pagesize: 20 }) }),
  response: z.object({ fundId: z.string(), list: z.array(navTableRow), pagination: pageInfoSchema }),
});

/**
 * fund/manager: the fund's current managers (fund-profiles.json 基金经理, space separated) and the unit NAV
 * return over the real data's period (`returnFrom` = the later of the fund's first NAV and the data's start,
 * `returnTo` = its last real NAV; percent, 2 decimals). The data has NO manager start dates and no history of
 * past managers: `history` is always empty and the return is the data period's, never a tenure return.
 * `hasProfile` false (暂无数据) for the funds without a profile.
 */
export const fundManager = defineCall({
  name: 'fundManager',
  service: 'product',
  path: 'fund/manager',
  privilege: 'public_product_detail',
  request: z.object({ fundId }),
  response: z.object({
    fundId: z.string(),
    hasProfile: z.boolean(),
    managers: z.array(z.string()),
    /** Past managers: the data has none (always empty). */
    history: z.array(z.string()),
    returnFrom: z.string().nullable(),
    returnTo: z.string().nullable(),
    /** Unit NAV change from returnFrom to returnTo in percent (2 decimals), real data only, or null. */
    dataPeriodReturn: decimalString.nullable(),
  }),
});

/** One simulated dividend of the fund (server dividends/model.ts; money as decimal text). */
const fundBonusRecord = z.object({
  year: z.number().int(),
  /** 权益登记日 = 除息日, a real NAV day. */
  recordDate: z.string(),
  exDate: z.string(),
  /** 红利发放日: two trading days after the record date. */
  payDate: z.string(),
  /** Real unit NAV of the record date, 4 decimals. */
  navOnRecordDate: decimalString,
  /** 元/份, 4 decimals. */
  cashPerShare: decimalString,
  /** 每10份派 元, 3 decimals. */
  per10Shares: decimalString,
  source: z.literal('simulated'),
});

/**
 * remote/fundBonus (with fundDistribution): the fund's dividends, newest first, from the simulated dividend
 * model over its real NAV (server dividends/model.ts; docs/decisions.md), all marked simulated; `splits`
 * (份额拆分/折算) is always empty — the model has none and the data lists none.
 */
export const fundBonus = defineCall({
  name: 'fundBonus',
  service: 'product',
  path: 'remote/fundBonus',
  privilege: 'public_product_detail',
  request: z.object({ fundId }),
  response: z.object({
    fundId: z.string(),
    records: z.array(fundBonusRecord),
    splits: z.array(z.object({ date: z.string(), ratio: decimalString })),
  }),
});

/**
 * remote/fundRealTimeNetValue: a modelled intraday estimate (盘中估值, always simulated) of today's unit NAV: the
 * NAV model's step for today (server market/simulated.ts simulatedDailyReturnE6) applied to the latest NAV, as
 * of `time` (Asia/Shanghai `HH:mm`, 15:00 after the close). Unavailable (`reason`) for money funds, funds without
 * a NAV series, days that are not trading days and before 09:30.
 */
export const fundRealTimeNetValue = defineCall({
  name: 'fundRealTimeNetValue',
  service: 'product',
  path: 'remote/fundRealTimeNetValue',
  privilege: 'public_product_detail',
  request: z.object({ fundId }),
  response: z.object({
    fundId: z.string(),
    reason: z.enum(['money', 'noNav', 'nonTradingDay', 'beforeOpen']).nullable(),
    /** Today, `YYYY-MM-DD`. */
    date: z.string(),
    time: z.string().nullable(),
    /** The latest published NAV the estimate starts from (4 decimals) and its date. */
    baseNav: decimalString.nullable(),
    baseDate: z.string().nullable(),
    estimateNav: decimalString.nullable(),
    /** Percent, 2 decimals. */
    estimateChange: decimalString.nullable(),
    source: z.literal('simulated'),
  }),
});

/**
 * ab-shares: the other share classes of the fund (core shareClassSiblings over the universe's short names),
 * with the latest NAV and the 1-year return as in the fund lists (`simulated` when either includes the model's
 * days after the data ends).
 */
export const abShares = defineCall({
  name: 'abShares',
  service: 'product',
  path: 'ab-shares',
  privilege: 'public_product_detail',
  request: z.object({ fundId }),
  response: z.object({
    fundId: z.string(),
    /** This fund's class letter, or null when its name has none. */
    letter: z.string().nullable(),
    classes: z.array(
      z.object({
        fundId: z.string(),
        fundName: z.string(),
        letter: z.string(),
        template: productTemplateSchema,
        nav: decimalString.nullable(),
        navDate: z.string().nullable(),
        rate1y: decimalString.nullable(),
        simulated: z.boolean(),
      }),
    ),
  }),
});
