/**
 * 我的自选 and 基金行情 (spec 03 §2 fund tools customizeFund and fundQuotes, §7 queryAllFavouriteIndex,
 * editFavouriteIndex, exportFavouriteFund; issue 14 §3, §5 Quotes). Every call acts for the session's person
 * only: nobody reads or changes another person's favourites. The default group 全部自选
 * (groupId {@link DEFAULT_FAVOURITE_GROUP_ID}) is every favourite of the person; other groups hold subsets.
 * Limits are core rules/favourites.ts: FD3040 (over 500 funds), FD3041/FD3042 (group name), FD3043 (default
 * group), FD3044 (unknown group), FD3045 (name taken), FD3046 (too many groups).
 */
import { z } from 'zod';
import { decimalString } from '../domain/money.js';
import { fundTypeCodeSchema } from '../domain/fund.js';
import { DEFAULT_FAVOURITE_GROUP_ID, FAVOURITE_MAX_FUNDS } from '../rules/favourites.js';
import { defineCall, defineDownload, pageInfoSchema } from './contract.js';

/** A fund id: the 6-digit fund code. */
const fundId = z.string().regex(/^\d{6}$/, 'fundId');
/** A group id: {@link DEFAULT_FAVOURITE_GROUP_ID} (0) for 全部自选, a positive id for the person's groups. */
const groupId = z.coerce.number().int().min(0).max(2_147_483_647);
/**
 * A group name as typed: the schema only bounds the text (200 characters), so that a long or marked-up name
 * answers the rule's catalogue code (FD3041, FD3042), not a schema error.
 */
const groupName = z.string().max(200);

/** One favourite group: id, name (全部自选 for the default), whether it is the default, and its fund count. */
export const favouriteGroupSchema = z.object({
  groupId: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  count: z.number().int(),
});
/** One favourite group. */
export type FavouriteGroup = z.infer<typeof favouriteGroupSchema>;

/** The person's groups, 全部自选 first, then by creation; `total` favourite funds of at most `max`. */
const groupsAnswer = z.object({
  groups: z.array(favouriteGroupSchema),
  total: z.number().int(),
  max: z.number().int(),
});

/**
 * queryAllFavouriteIndex: the caller's favourite groups with their counts (spec 03 §7; issue 14 §3).
 */
export const queryAllFavouriteIndex = defineCall({
  name: 'queryAllFavouriteIndex',
  service: 'product',
  path: 'favourite/queryAllFavouriteIndex',
  privilege: 'fund_search',
  request: z.object({}).default({}),
  response: groupsAnswer,
});

/**
 * editFavouriteIndex: create, rename or delete one of the caller's groups (spec 03 §7; issue 14 §3). Deleting a
 * group keeps its funds in 全部自选. Refusals: FD3041, FD3042 (name), FD3043 (the default group), FD3044 (unknown
 * or another person's group), FD3045 (name taken), FD3046 (too many groups). Answers the groups after the change.
 */
export const editFavouriteIndex = defineCall({
  name: 'editFavouriteIndex',
  service: 'product',
  path: 'favourite/editFavouriteIndex',
  privilege: 'fund_search',
  request: z.discriminatedUnion('action', [
    z.object({ action: z.literal('create'), name: groupName }),
    z.object({ action: z.literal('rename'), groupId, name: groupName }),
    z.object({ action: z.literal('delete'), groupId }),
  ]),
  response: groupsAnswer.extend({ groupId: z.number().int() }),
});

/**
 * editFavouriteFund: add funds to the caller's favourites or remove them (issue 14 §3: from the header search,
 * the fund detail and the lists). `add` puts the funds in 全部自选 and, with a `groupId` other than 0, in that
 * group too; a fund already there stays one entry. `remove` with groupId 0 (or none) removes the funds from
 * 全部自选 and every group; with another groupId only from that group. Answers the funds whose membership
 * changed and the person's favourite count. Refusals: FD3001 (unknown fund), FD3040 (over
 * {@link FAVOURITE_MAX_FUNDS}), FD3044 (unknown group).
 */
export const editFavouriteFund = defineCall({
  name: 'editFavouriteFund',
  service: 'product',
  path: 'favourite/editFavouriteFund',
  privilege: 'fund_search',
  request: z.object({
    action: z.enum(['add', 'remove']),
    fundIds: z
      .array(fundId)
      .min(1)
      .max(FAVOURITE_MAX_FUNDS + 1),
    groupId: groupId.default(DEFAULT_FAVOURITE_GROUP_ID),
  }),
  response: z.object({
    action: z.enum(['add', 'remove']),
    groupId: z.number().int(),
    changed: z.array(z.string()),
    total: z.number().int(),
  }),
});

/** The sort fields of the favourites list (the table's sortable columns). */
export const favouriteSortFields = [
  'addedAt',
  'fundId',
  'nav',
  'dailyReturn',
  'rate1m',
  'rate1y',
  'rateYtd',
] as const;

/** The list request: a group (0 = 全部自选) and the sort. */
const favouriteListRequest = z.object({
  groupId: groupId.default(DEFAULT_FAVOURITE_GROUP_ID),
  sortField: z.enum(favouriteSortFields).default('addedAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});

/** One favourite fund with today's NAV and its period returns. */
export const favouriteFundSchema = z.object({
  fundId: z.string(),
  fundName: z.string(),
  fundTypeText: z.string(),
  /** The latest unit NAV (4 decimals), its date and the day's change in percent; null without NAV. */
  nav: decimalString.nullable(),
  navDate: z.string().nullable(),
  dailyReturn: decimalString.nullable(),
  /** Whether the NAV of `navDate` is the model's (模拟; money funds, or after the real data ends). */
  navSimulated: z.boolean(),
  /**
   * 近1月, 近1年 and 今年以来 returns in percent (core fundMetrics periodReturnPercent) over the REAL NAV only,
   * ending on `returnsAsOf` (the fund's last real NAV date); null when the real NAV does not cover the period.
   */
  rate1m: decimalString.nullable(),
  rate1y: decimalString.nullable(),
  rateYtd: decimalString.nullable(),
  returnsAsOf: z.string().nullable(),
  /** When the fund was added (ISO 8601 instant). */
  addedAt: z.string(),
});
/** One row of the favourites list. */
export type FavouriteFund = z.infer<typeof favouriteFundSchema>;

/**
 * favouriteFundList: the funds of one of the caller's groups, sorted on the server (issue 14 §3). Nulls sort
 * last in either order. Refusal: FD3044 (unknown group).
 */
export const favouriteFundList = defineCall({
  name: 'favouriteFundList',
  service: 'product',
  path: 'favourite/fundList',
  privilege: 'fund_search',
  request: favouriteListRequest,
  response: z.object({
    groupId: z.number().int(),
    groupName: z.string(),
    rows: z.array(favouriteFundSchema),
  }),
});

/**
 * GET exportFavouriteFund: the list of a group as xlsx (自选基金_<group>_<date>.xlsx), in the order asked; every
 * cell a value, never a formula; simulated NAV marked 模拟 (spec 03 §7; issue 14 §3). Refusal: FD3044.
 */
export const exportFavouriteFund = defineDownload({
  name: 'exportFavouriteFund',
  service: 'product',
  path: 'favourite/exportFavouriteFund',
  privilege: 'fund_search',
  request: favouriteListRequest,
});

/** The sort fields of 基金行情. */
export const fundQuoteSortFields = ['fundId', 'nav', 'navDate', 'dailyReturn'] as const;

/**
 * fundQuotes (基金行情, /fundTools/fundQuotes; issue 14 §5 Quotes): the whole universe (27,023 funds) with the
 * latest NAV, its date and the day's change; filtered by type, company and keyword (code, name or pinyin),
 * sorted and paged on the server (page size 50 by default, at most 100). Nulls sort last in either order.
 */
export const fundQuotes = defineCall({
  name: 'fundQuotes',
  service: 'product',
  path: 'fundTools/fundQuotes',
  privilege: 'fund_tools',
  request: z.object({
    fundTypeCode: fundTypeCodeSchema.optional(),
    company: z.string().trim().max(60).optional(),
    keyword: z
      .string()
      .trim()
      .max(25)
      .regex(/^[^\p{Cc}\p{Cf}]*$/u, 'keyword')
      .optional(),
    sortField: z.enum(fundQuoteSortFields).default('fundId'),
    sortOrder: z.enum(['asc', 'desc']).default('asc'),
    currentPage: z.coerce.number().int().min(1).max(10_000).default(1),
    pagesize: z.coerce.number().int().min(1).max(100).default(50),
  }),
  response: z.object({
    rows: z.array(
      z.object({
        fundId: z.string(),
        fundName: z.string(),
        fundTypeText: z.string(),
        /** The fund company ('' when the data does not name it). */
        company: z.string(),
        nav: decimalString.nullable(),
        navDate: z.string().nullable(),
        dailyReturn: decimalString.nullable(),
        /** Whether the NAV shown is the model's (模拟). */
        simulated: z.boolean(),
        /** Whether the fund is one of the caller's favourites (the row's star). */
        favourite: z.boolean(),
      }),
    ),
    pagination: pageInfoSchema,
  }),
});

/** fundQuotes/companies: the companies of the universe that the data names, by fund count (the filter's options). */
export const fundQuoteCompanies = defineCall({
  name: 'fundQuoteCompanies',
  service: 'product',
  path: 'fundTools/fundQuotes/companies',
  privilege: 'fund_tools',
  request: z.object({}).default({}),
  response: z.object({ companies: z.array(z.object({ company: z.string(), count: z.number().int() })) }),
});
