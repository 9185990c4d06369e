import {
  capitalFlowByMonth,
  cockpit,
  cockpitRanking,
  cockpitSummary,
  Dec,
  fundTypeText,
  maskMobile,
  maskName,
  shanghaiDate,
  t,
  valueCockpitHolding,
  XLSX_MEDIA_TYPE,
  type CallResponse,
  type CockpitHolding,
  type CockpitHoldRow,
  type CockpitInstitutionRow,
  type CockpitTrade,
  type DownloadedFile,
  type MessageKey,
} from '@funddesk/core';
import ExcelJS from 'exceljs';
import type { Db } from '../db/db.js';
import type { MarketService } from '../market/index.js';
import { positionsOf } from './asset.js';
import {
  downloadRoute,
  route,
  sessionOf,
  type DownloadRoute,
  type HandlerContext,
  type Route,
} from './types.js';

/** A related institution of the caller (an effective cockpit relation). */
interface RelatedOrg {
  groupId: string;
  corpName: string;
}

/**
 * The institutions related to the caller (cockpit_relations in state '1', migration 0034), by relation date then
 * groupId. Whatever organisation the session acts for, the cockpit covers these and only these (DESIGN §7: the
 * relation, not the request, decides the scope).
 */
async function relatedOrgs(ctx: HandlerContext): Promise<RelatedOrg[]> {
  const rows = await ctx.db.query<{ group_id: string; corp_name: string }>(
    `SELECT r.group_id, o.corp_name FROM cockpit_relations r JOIN organisations o ON o.group_id = r.group_id
     WHERE r.person_id = $1 AND r.state = '1' ORDER BY r.relation_date, r.group_id`,
    [sessionOf(ctx).personId],
  );
  return rows.map((r) => ({ groupId: r.group_id, corpName: r.corp_name }));
}

/** The related institutions' holdings (shares above zero) valued at the market's NAV (asset positionsOf). */
async function holdingsOf(
  db: Db,
  market: MarketService,
  groupIds: readonly string[],
): Promise<CockpitHolding[]> {
  if (groupIds.length === 0) return [];
  const positions = await positionsOf(db, market, groupIds);
  return positions.map((p) => ({
    groupId: p.groupId,
    corpName: p.corpName,
    fundId: p.fundId,
    fundName: p.fundName,
    fundTypeCode: p.fundTypeCode,
    shares: p.shares,
    cost: p.cost,
    nav: p.nav,
    navDate: p.navDate,
    navSource: p.navSource,
    dayProfit: p.dayProfit,
  }));
}

/**
 * The related institutions' confirmed purchases and redemptions (money in and out). The two legs of a super
 * conversion are left out: the redemption's money goes straight into the purchase, nothing leaves or enters.
 */
async function tradesOf(db: Db, groupIds: readonly string[]): Promise<CockpitTrade[]> {
  if (groupIds.length === 0) return [];
  const rows = await db.query<{
    group_id: string;
    trade_type: 'purchase' | 'redemption';
    amount: string;
    net_amount: string;
    confirm_day: string;
  }>(
    `SELECT group_id, trade_type, amount::text AS amount, net_amount::text AS net_amount,
            confirm_day::text AS confirm_day
     FROM orders
     WHERE group_id = ANY($1::text[]) AND status = 'confirmed' AND trade_type IN ('purchase', 'redemption')
       AND (link_kind IS NULL OR link_kind <> 'superConvert')`,
    [groupIds],
  );
  return rows.map((r) => ({
    groupId: r.group_id,
    tradeType: r.trade_type,
    amount: r.amount,
    netAmount: r.net_amount,
    confirmDay: r.confirm_day,
  }));
}

/** The cockpit's summary over the caller's related institutions (core cockpitSummary). */
async function summaryOf(ctx: HandlerContext) {
  const orgs = await relatedOrgs(ctx);
  const ids = orgs.map((o) => o.groupId);
  const market = ctx.services.market;
  const [holdings, trades] = await Promise.all([holdingsOf(ctx.db, market, ids), tradesOf(ctx.db, ids)]);
  return { summary: cockpitSummary(orgs, holdings, trades), holdings, asOf: market.asOf() };
}

/** queryHoldDetail's answer: per related institution (every effective relation) and per holding. */
async function holdDetailOf(ctx: HandlerContext): Promise<CallResponse<typeof cockpit.cockpitHoldDetail>> {
  const { summary, holdings, asOf } = await summaryOf(ctx);
  return {
    asOf,
    institutions: summary.byInstitution.map((i) => ({ ...i })),
    list: holdings.map((h) => ({ ...valueCockpitHolding(h), fundTypeText: fundTypeText(h.fundTypeCode) })),
  };
}

/** One column of the export: its header (catalogue key), width in characters and the cell text of a row. */
interface Column<R> {
  header: MessageKey;
  width: number;
  value: (row: R) => string;
}

/** A sheet of text cells (never a formula), Chinese headers in bold, the header row frozen. */
function addSheet<R>(
  workbook: ExcelJS.Workbook,
  title: string,
  columns: readonly Column<R>[],
  rows: readonly R[],
) {
  const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: t(c.header), width: c.width, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
}

const orDash = (value: string | null): string => value ?? t('display.none');

/**
 * The cockpit report as xlsx (数据驾驶舱 导出 Excel): sheet 机构汇总 and sheet 持仓明细 (with the NAV source), from
 * queryHoldDetail's answer; named 驾驶舱报表_<today>.xlsx.
 */
export async function holdDetailWorkbook(
  detail: CallResponse<typeof cockpit.cockpitHoldDetail>,
  today: string,
): Promise<DownloadedFile> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'FundDesk';
  addSheet<CockpitInstitutionRow>(
    workbook,
    t('cockpit.report.institutions'),
    [
      { header: 'cockpit.col.groupId', width: 12, value: (r) => r.groupId },
      { header: 'cockpit.col.corpName', width: 36, value: (r) => r.corpName },
      { header: 'cockpit.col.funds', width: 10, value: (r) => String(r.funds) },
      { header: 'cockpit.col.marketValue', width: 16, value: (r) => r.marketValue },
      { header: 'cockpit.col.cost', width: 16, value: (r) => r.cost },
      { header: 'cockpit.col.holdingProfit', width: 16, value: (r) => r.holdingProfit },
      { header: 'cockpit.col.holdingProfitRate', width: 10, value: (r) => orDash(r.holdingProfitRate) },
      { header: 'cockpit.col.dayProfit', width: 14, value: (r) => r.dayProfit },
      { header: 'cockpit.col.percent', width: 10, value: (r) => r.percent },
    ],
    detail.institutions,
  );
  addSheet<CockpitHoldRow>(
    workbook,
    t('cockpit.report.holdings'),
    [
      { header: 'cockpit.col.groupId', width: 12, value: (r) => r.groupId },
      { header: 'cockpit.col.corpName', width: 36, value: (r) => r.corpName },
      { header: 'cockpit.col.fundId', width: 10, value: (r) => r.fundId },
      { header: 'cockpit.col.fundName', width: 28, value: (r) => r.fundName },
      { header: 'cockpit.col.fundType', width: 10, value: (r) => r.fundTypeText },
      { header: 'cockpit.col.shares', width: 16, value: (r) => r.shares },
      { header: 'cockpit.col.nav', width: 10, value: (r) => orDash(r.nav) },
      { header: 'cockpit.col.navDate', width: 12, value: (r) => orDash(r.navDate) },
      {
        header: 'cockpit.col.navSource',
        width: 10,
        value: (r) =>
          r.navSource === null
            ? t('display.none')
            : t(
                r.navSource === 'real' ? 'server.export.navSource.real' : 'server.export.navSource.simulated',
              ),
      },
      { header: 'cockpit.col.marketValue', width: 16, value: (r) => r.marketValue },
      { header: 'cockpit.col.cost', width: 16, value: (r) => r.cost },
      { header: 'cockpit.col.holdingProfit', width: 16, value: (r) => r.holdingProfit },
      { header: 'cockpit.col.holdingProfitRate', width: 10, value: (r) => orDash(r.holdingProfitRate) },
      { header: 'cockpit.col.dayProfit', width: 14, value: (r) => r.dayProfit },
    ],
    detail.list,
  );
  const buffer = await workbook.xlsx.writeBuffer();
  return {
    bytes: new Uint8Array(buffer),
    fileName: t('cockpit.report.fileName', { date: today }),
    contentType: XLSX_MEDIA_TYPE,
  };
}

/** Downloads of the cockpit: the report's xlsx (pc/cockpit/queryHoldDetail/export). */
export const cockpitDownloads: DownloadRoute[] = [
  downloadRoute(cockpit.cockpitExportHoldDetail, async (_request, ctx) =>
    holdDetailWorkbook(await holdDetailOf(ctx), shanghaiDate(ctx.clock.now())),
  ),
];

/**
 * Handlers of the cockpit (spec 03 §7 pc/cockpit/*, cockpit/relation/list/query, cockpit/user/self/detail). The
 * pipeline has checked the session and data_cockpit (FD1003); each handler reads only the caller's relations.
 */
export const cockpitRoutes: Route[] = [
  /** pc/cockpit/index: the totals (core cockpitSummary). */
  route(cockpit.cockpitIndex, async (_request, ctx) => {
    const { summary, asOf } = await summaryOf(ctx);
    return {
      asOf,
      navDate: summary.navDate,
      marketValue: summary.marketValue,
      cost: summary.cost,
      holdingProfit: summary.holdingProfit,
      holdingProfitRate: summary.holdingProfitRate,
      dayProfit: summary.dayProfit,
      cumulativeProfit: summary.cumulativeProfit,
      institutions: summary.institutions,
      funds: summary.funds,
      holdings: summary.holdings,
      simulated: summary.simulated,
    };
  }),

  /** pc/cockpit/assetDistribute: by fund type and by institution (institutions holding nothing left out). */
  route(cockpit.cockpitAssetDistribute, async (_request, ctx) => {
    const { summary, asOf } = await summaryOf(ctx);
    return {
      asOf,
      byFundType: summary.byFundType.map((s) => ({ ...s })),
      byInstitution: summary.byInstitution
        .filter((i) => new Dec(i.marketValue).gt(0))
        .sort(
          (a, b) => new Dec(b.marketValue).comparedTo(a.marketValue) || a.groupId.localeCompare(b.groupId),
        )
        .map((i) => ({ key: i.groupId, label: i.corpName, marketValue: i.marketValue, percent: i.percent })),
      simulated: summary.simulated,
    };
  }),

  /** pc/cockpit/positionRanking: top funds by market value. */
  route(cockpit.cockpitPositionRanking, async (request, ctx) => {
    const ids = (await relatedOrgs(ctx)).map((o) => o.groupId);
    const holdings = await holdingsOf(ctx.db, ctx.services.market, ids);
    return { list: cockpitRanking(holdings, 'marketValue', request.top) };
  }),

  /** pc/cockpit/profitRanking: top funds by holding profit. */
  route(cockpit.cockpitProfitRanking, async (request, ctx) => {
    const ids = (await relatedOrgs(ctx)).map((o) => o.groupId);
    const holdings = await holdingsOf(ctx.db, ctx.services.market, ids);
    return { list: cockpitRanking(holdings, 'holdingProfit', request.top) };
  }),

  /** pc/cockpit/queryCapitalInOutFlow: months ending with the current Shanghai month (the injected clock). */
  route(cockpit.cockpitCapitalInOutFlow, async (request, ctx) => {
    const ids = (await relatedOrgs(ctx)).map((o) => o.groupId);
    const trades = await tradesOf(ctx.db, ids);
    const month = shanghaiDate(ctx.clock.now()).slice(0, 7);
    return { list: capitalFlowByMonth(trades, month, request.months) };
  }),

  /** pc/cockpit/queryHoldDetail: per institution and per holding. */
  route(cockpit.cockpitHoldDetail, async (_request, ctx) => holdDetailOf(ctx)),

  /** cockpit/relation/list/query: every relation of the caller, effective first, names and phones masked. */
  route(cockpit.cockpitRelationList, async (_request, ctx) => {
    const rows = await ctx.db.query<{
      group_id: string;
      corp_name: string;
      relation_date: string;
      state: '1' | '0';
      manager_name: string;
      manager_mobile_phone: string;
    }>(
      `SELECT r.group_id, o.corp_name, r.relation_date::text AS relation_date, r.state, r.manager_name,
              r.manager_mobile_phone
       FROM cockpit_relations r JOIN organisations o ON o.group_id = r.group_id
       WHERE r.person_id = $1 ORDER BY r.state DESC, r.relation_date, r.group_id`,
      [sessionOf(ctx).personId],
    );
    return {
      cockpitRelationList: rows.map((r) => ({
        groupId: r.group_id,
        corpName: r.corp_name,
        relationDate: r.relation_date,
        state: r.state,
        managerName: maskName(r.manager_name),
        managerMobilePhone: maskMobile(r.manager_mobile_phone),
      })),
    };
  }),

  /** cockpit/user/self/detail: the caller (masked) and their effective relations' masked contact phones. */
  route(cockpit.cockpitUserSelfDetail, async (_request, ctx) => {
    const personId = sessionOf(ctx).personId;
    const [person] = await ctx.db.query<{ person_name: string; mobile: string | null }>(
      'SELECT person_name, mobile FROM persons WHERE person_id = $1',
      [personId],
    );
    const relations = await ctx.db.query<{
      group_id: string;
      corp_name: string;
      relation_date: string;
      manager_mobile_phone: string;
    }>(
      `SELECT r.group_id, o.corp_name, r.relation_date::text AS relation_date, r.manager_mobile_phone
       FROM cockpit_relations r JOIN organisations o ON o.group_id = r.group_id
       WHERE r.person_id = $1 AND r.state = '1' ORDER BY r.relation_date, r.group_id`,
      [personId],
    );
    return {
      cUserName: maskName(person?.person_name ?? ''),
      mobilePhone: person?.mobile ? maskMobile(person.mobile) : '',
      cockpitUserDetailRelationInfoList: relations.map((r) => ({
        groupId: r.group_id,
        corpName: r.corp_name,
        relationDate: r.relation_date,
        managerMobilePhone: maskMobile(r.manager_mobile_phone),
      })),
    };
  }),
];
