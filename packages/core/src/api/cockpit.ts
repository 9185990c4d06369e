/**
 * The cockpit's calls (驾驶舱; spec 01 §2.2-§2.3 /boss/screen, spec 03 §2 "Cockpit", §6 data_cockpit, §7 asset
 * calls "Cockpit (/mutual-fund-asset/api/pc/cockpit/): … index, assetDistribute, positionRanking, profitRanking,
 * queryCapitalInOutFlow, queryHoldDetail …" and the account calls cockpit/relation/list/query,
 * cockpit/user/self/detail, cockpit/user/self/relation/org/list). The spec shows no payloads: these are FundDesk's
 * (docs/decisions.md "The cockpit").
 *
 * Every figure is over the institutions related to the caller (cockpit relations in state 有效), whatever
 * organisation the session acts for, and computed from the database's holdings and confirmed trades at the
 * market's NAV (core rules/cockpit.ts); a figure valued at a simulated NAV says so (`simulated`, 模拟).
 * Every call needs the privilege data_cockpit (FD1003 without it).
 */
import { z } from 'zod';
import { fundTypeCodeSchema } from '../domain/fund.js';
import { decimalString } from '../domain/money.js';
import { defineCall, defineDownload } from './contract.js';

/** The privilege every cockpit call needs (spec 03 §6 data_cockpit). */
const privilege = 'data_cockpit';

/** One slice of a distribution: key (fund type code or groupId), label, market value (yuan) and percent. */
const shareSchema = z.object({
  key: z.string(),
  label: z.string(),
  marketValue: decimalString,
  percent: decimalString,
});

/** One related institution's figures (yuan; percent of the cockpit's total market value). */
export const cockpitInstitutionSchema = z.object({
  groupId: z.string(),
  corpName: z.string(),
  marketValue: decimalString,
  cost: decimalString,
  holdingProfit: decimalString,
  /** Percent, 2 decimals; null at cost 0. */
  holdingProfitRate: decimalString.nullable(),
  dayProfit: decimalString,
  funds: z.number().int(),
  percent: decimalString,
});
/** One institution of queryHoldDetail / the index. */
export type CockpitInstitutionRow = z.infer<typeof cockpitInstitutionSchema>;

/**
 * pc/cockpit/index: the cockpit's totals (yuan): market value (Σ shares × last NAV), cost, holding profit and
 * its rate (percent), day profit, cumulative profit (market value + redemption money received − purchase money
 * paid, confirmed trades), counts of related institutions, funds and holdings; `asOf` the market's as-of day,
 * `navDate` the latest NAV date valued; `simulated` when some holding is valued at a simulated NAV (模拟).
 */
export const cockpitIndex = defineCall({
  name: 'cockpitIndex',
  service: 'asset',
  path: 'pc/cockpit/index',
  privilege,
  request: z.object({}),
  response: z.object({
    asOf: z.string().nullable(),
    navDate: z.string().nullable(),
    marketValue: decimalString,
    cost: decimalString,
    holdingProfit: decimalString,
    holdingProfitRate: decimalString.nullable(),
    dayProfit: decimalString,
    cumulativeProfit: decimalString,
    institutions: z.number().int(),
    funds: z.number().int(),
    holdings: z.number().int(),
    simulated: z.boolean(),
  }),
});

/** pc/cockpit/assetDistribute: market value by fund type and by related institution, largest first (percent). */
export const cockpitAssetDistribute = defineCall({
  name: 'assetDistribute',
  service: 'asset',
  path: 'pc/cockpit/assetDistribute',
  privilege,
  request: z.object({}),
  response: z.object({
    asOf: z.string().nullable(),
    byFundType: z.array(shareSchema),
    byInstitution: z.array(shareSchema),
    simulated: z.boolean(),
  }),
});

/** One fund of a ranking, summed over the related institutions holding it (core CockpitRankRow). */
export const cockpitRankRowSchema = z.object({
  rank: z.number().int(),
  fundId: z.string(),
  fundName: z.string(),
  fundTypeCode: fundTypeCodeSchema,
  fundTypeText: z.string(),
  shares: decimalString,
  marketValue: decimalString,
  holdingProfit: decimalString,
  holdingProfitRate: decimalString.nullable(),
  percent: decimalString,
  institutions: z.number().int(),
  simulated: z.boolean(),
});
/** One row of positionRanking / profitRanking. */
export type CockpitRankRowDto = z.infer<typeof cockpitRankRowSchema>;

/** How many funds a ranking lists: 1 to 50, 10 by default. */
const rankingRequest = z.object({ top: z.number().int().min(1).max(50).default(10) });

/** pc/cockpit/positionRanking: the top funds by market value (持仓排行). */
export const cockpitPositionRanking = defineCall({
  name: 'positionRanking',
  service: 'asset',
  path: 'pc/cockpit/positionRanking',
  privilege,
  request: rankingRequest,
  response: z.object({ list: z.array(cockpitRankRowSchema) }),
});

/** pc/cockpit/profitRanking: the top funds by holding profit (收益排行). */
export const cockpitProfitRanking = defineCall({
  name: 'profitRanking',
  service: 'asset',
  path: 'pc/cockpit/profitRanking',
  privilege,
  request: rankingRequest,
  response: z.object({ list: z.array(cockpitRankRowSchema) }),
});

/**
 * pc/cockpit/queryCapitalInOutFlow: per month, oldest first, the `months` months (1 to 24, 12 by default) ending
 * with the current month (Asia/Shanghai): inflow = Σ confirmed purchase amounts (paid incl. fees), outflow =
 * Σ confirmed redemption net amounts (received), net = in − out, yuan; by the confirmation day.
 */
export const cockpitCapitalInOutFlow = defineCall({
  name: 'queryCapitalInOutFlow',
  service: 'asset',
  path: 'pc/cockpit/queryCapitalInOutFlow',
  privilege,
  request: z.object({ months: z.number().int().min(1).max(24).default(12) }),
  response: z.object({
    list: z.array(
      z.object({ month: z.string(), inflow: decimalString, outflow: decimalString, net: decimalString }),
    ),
  }),
});

/** One holding of a related institution with its valuation (shares; NAV 4 decimals; yuan; percent). */
export const cockpitHoldRowSchema = z.object({
  groupId: z.string(),
  corpName: z.string(),
  fundId: z.string(),
  fundName: z.string(),
  fundTypeCode: fundTypeCodeSchema,
  fundTypeText: z.string(),
  shares: decimalString,
  cost: decimalString,
  nav: decimalString.nullable(),
  navDate: z.string().nullable(),
  navSource: z.enum(['real', 'simulated']).nullable(),
  marketValue: decimalString,
  holdingProfit: decimalString,
  holdingProfitRate: decimalString.nullable(),
  dayProfit: decimalString,
});
/** One row of queryHoldDetail. */
export type CockpitHoldRow = z.infer<typeof cockpitHoldRowSchema>;

/**
 * pc/cockpit/queryHoldDetail: per related institution its totals (every effective relation, holding or not),
 * and every holding (institution × fund) with shares, NAV, market value and profits, by institution and fund.
 */
export const cockpitHoldDetail = defineCall({
  name: 'queryHoldDetail',
  service: 'asset',
  path: 'pc/cockpit/queryHoldDetail',
  privilege,
  request: z.object({}),
  response: z.object({
    asOf: z.string().nullable(),
    institutions: z.array(cockpitInstitutionSchema),
    list: z.array(cockpitHoldRowSchema),
  }),
});

/**
 * GET pc/cockpit/queryHoldDetail/export: queryHoldDetail as xlsx (数据驾驶舱 导出 Excel): sheet 机构汇总 (one row per
 * related institution) and sheet 持仓明细 (one row per holding, with the NAV's source 真实数据/模拟数据); every
 * cell text, figures as answered by queryHoldDetail.
 */
export const cockpitExportHoldDetail = defineDownload({
  name: 'exportHoldDetail',
  service: 'asset',
  path: 'pc/cockpit/queryHoldDetail/export',
  privilege,
  request: z.object({}),
});

/** The states of a cockpit relation: 1 有效 (counted), 0 已解除 (kept for the record, not counted). */
export const cockpitRelationStates = ['1', '0'] as const;

/** One cockpit relation (phone and name fields masked on read; spec 03 data constants). */
export const cockpitRelationSchema = z.object({
  groupId: z.string(),
  corpName: z.string(),
  /** `YYYY-MM-DD`, the day the relation began. */
  relationDate: z.string(),
  state: z.enum(cockpitRelationStates),
  /** The institution's contact for the cockpit user, masked (`**丰`). */
  managerName: z.string(),
  /** Masked (`138****5678`). */
  managerMobilePhone: z.string(),
});
/** One entry of cockpitRelationList. */
export type CockpitRelation = z.infer<typeof cockpitRelationSchema>;

/**
 * cockpit/relation/list/query: the caller's cockpit relations, effective ones first then by relation date
 * (spec 03 §7 account calls, data constant cockpitRelationList). Read-only: relations are seeded.
 */
export const cockpitRelationList = defineCall({
  name: 'cockpitRelationList',
  service: 'account',
  path: 'cockpit/relation/list/query',
  privilege,
  request: z.object({}),
  response: z.object({ cockpitRelationList: z.array(cockpitRelationSchema) }),
});

/**
 * cockpit/user/self/detail: the caller as a cockpit user — cUserName and mobilePhone masked (empty when none on
 * file) — and their effective relations with the masked managerMobilePhone (spec 03 data constants "Cockpit:
 * user: cUserName, mobilePhone; cockpitUserDetailRelationInfoList with managerMobilePhone").
 */
export const cockpitUserSelfDetail = defineCall({
  name: 'cockpitUserSelfDetail',
  service: 'account',
  path: 'cockpit/user/self/detail',
  privilege,
  request: z.object({}),
  response: z.object({
    cUserName: z.string(),
    mobilePhone: z.string(),
    cockpitUserDetailRelationInfoList: z.array(
      z.object({
        groupId: z.string(),
        corpName: z.string(),
        relationDate: z.string(),
        managerMobilePhone: z.string(),
      }),
    ),
  }),
});
