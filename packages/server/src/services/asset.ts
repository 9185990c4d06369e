import {
  asset,
  Dec,
  ErrorCode,
  fundTypeText,
  GatewayError,
  toYuan,
  trade,
  type FundTypeCode,
  type Position,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import { documentFile, documentStatus, requestDocument } from '../documents/index.js';
import { confirmedOrdersOf, queryTradeRecords } from '../documents/tradeRecords.js';
import { PENDING_STATUSES } from '../trade/orders.js';
import { addDays } from '../market/calendar.js';
import type { MarketService } from '../market/index.js';
import {
  downloadRoute,
  route,
  sessionGroup,
  sessionOf,
  type DownloadRoute,
  type HandlerContext,
  type Route,
} from './types.js';

/**
 * The organisations a request may read: the requested ids, each one of the person's organisations, or the
 * session's organisation when none is requested (spec 03 §2 account selection; DESIGN §7).
 * @throws GatewayError OrgForbidden (FD1004) for an id that is not the person's, or without an organisation
 */
export function scopeGroups(ctx: HandlerContext, requested: readonly string[] | undefined): string[] {
  const session = sessionOf(ctx);
  const ids =
    requested && requested.length > 0 ? [...new Set(requested)] : session.groupId ? [session.groupId] : [];
  if (ids.length === 0) throw new GatewayError(ErrorCode.OrgForbidden);
  for (const id of ids) if (!session.groupIds.has(id)) throw new GatewayError(ErrorCode.OrgForbidden);
  return ids;
}

/** A positions row as selected here (numeric as text). */
interface PositionRow {
  group_id: string;
  corp_name: string;
  fund_id: string;
  shares: string;
  cost: string;
}

/**
 * Values holdings at the market's latest NAV (spec 03 §7 asset calls; DESIGN §5):
 * - NAV: the last NAV on or before `asOf` (real, or simulated and flagged; money funds 1.0000);
 * - market value = shares × NAV, holding profit = market value − cost (yuan, 2 decimals, half-up);
 * - holding profit rate = holding profit / cost in percent, 2 decimals (null when the cost is 0);
 * - day profit = shares × (NAV − the NAV before it), 2 decimals; 0 without an earlier NAV.
 * Without any NAV the holding is valued at cost.
 */
export function valuePositions(market: MarketService, rows: readonly PositionRow[]): Position[] {
  const asOf = market.asOf();
  return rows.map((r) => {
    const fund = market.fund(r.fund_id);
    const shares = new Dec(r.shares);
    const cost = new Dec(r.cost);
    const nav = market.navOn(r.fund_id, asOf);
    const previous = nav ? market.navOn(r.fund_id, addDays(nav.date, -1)) : null;
    const marketValue = nav ? new Dec(toYuan(shares.mul(nav.nav))) : cost;
    const holdingProfit = marketValue.minus(cost);
    const dayProfit = nav && previous ? toYuan(shares.mul(new Dec(nav.nav).minus(previous.nav))) : '0.00';
    return {
      groupId: r.group_id,
      corpName: r.corp_name,
      fundId: r.fund_id,
      fundName: fund?.shortName ?? r.fund_id,
      fundTypeCode: fund?.fundTypeCode ?? 'X',
      shares: r.shares,
      cost: r.cost,
      nav: nav?.nav ?? null,
      navDate: nav?.date ?? null,
      marketValue: toYuan(marketValue),
      holdingProfit: toYuan(holdingProfit),
      holdingProfitRate: cost.isZero()
        ? null
        : holdingProfit.div(cost).mul(100).toFixed(2, Dec.ROUND_HALF_UP),
      dayProfit,
      navSource: nav?.source ?? null,
    };
  });
}

/** Holdings of some organisations with shares above zero, by organisation and fund code (also 公募资产分析). */
export async function positionsOf(
  db: Db,
  market: MarketService,
  groupIds: readonly string[],
): Promise<Position[]> {
  await market.refresh();
  const rows = await db.query<PositionRow>(
    `SELECT p.group_id, coalesce(g.corp_name, '') AS corp_name, p.fund_id, p.shares::text AS shares, p.cost::text AS cost
     FROM positions p LEFT JOIN organisations g ON g.group_id = p.group_id
     WHERE p.group_id = ANY($1::text[]) AND p.shares > 0
     ORDER BY p.group_id, p.fund_id`,
    [groupIds],
  );
  return valuePositions(market, rows);
}

/** Sum of yuan strings (exact). */
const sum = (values: readonly string[]): Dec => values.reduce((acc, v) => acc.plus(v), new Dec(0));

/** Handlers of the asset service (overview, holdings, trade records, generated files; spec 03 §7). */
export const assetRoutes: Route[] = [
  /**
   * Asset overview (spec 03 §7 pc/queryBasicAssetsInfo): total assets = Σ market value + on-way amount
   * (amounts of accepted and pending-review orders); holding and day profit summed over the rows, so the
   * totals equal the sum of the holdings table; allocation by fund type, largest first.
   */
  route(asset.queryBasicAssetsInfo, async (request, ctx) => {
    const groupIds = scopeGroups(ctx, request.groupIds);
    const market = ctx.services.market;
    const positions = await positionsOf(ctx.db, market, groupIds);
    const [onWay] = await ctx.db.query<{ amount: string }>(
      `SELECT coalesce(sum(amount), 0)::text AS amount FROM orders
       WHERE group_id = ANY($1::text[]) AND status = ANY($2::text[])`,
      [groupIds, PENDING_STATUSES],
    );
    const onWayAmount = new Dec(onWay?.amount ?? 0);
    const marketValue = sum(positions.map((p) => p.marketValue));
    const byType = new Map<FundTypeCode, Dec>();
    for (const p of positions)
      byType.set(p.fundTypeCode, (byType.get(p.fundTypeCode) ?? new Dec(0)).plus(p.marketValue));
    const allocation = [...byType.entries()]
      .sort((a, b) => b[1].comparedTo(a[1]) || a[0].localeCompare(b[0]))
      .map(([code, value]) => ({
        fundTypeCode: code,
        fundTypeText: fundTypeText(code),
        marketValue: toYuan(value),
      }));
    return {
      totalAsset: toYuan(marketValue.plus(onWayAmount)),
      holdingProfit: toYuan(sum(positions.map((p) => p.holdingProfit))),
      dayProfit: toYuan(sum(positions.map((p) => p.dayProfit))),
      onWayAmount: toYuan(onWayAmount),
      asOf: market.asOf(),
      allocation,
    };
  }),

  /** Holdings with NAV, market value, profits and the NAV source flag (spec 03 §7 pc/queryHoldFundListPC). */
  route(asset.queryHoldFundList, async (request, ctx) => {
    const groupIds = scopeGroups(ctx, request.groupIds);
    return { list: await positionsOf(ctx.db, ctx.services.market, groupIds) };
  }),

  /**
   * One holding of the session's organisation with its confirmed orders (spec 03 §2 positionDetails/:fundId,
   * §7 pc/queryFundDetail). A fund the organisation does not hold answers position null.
   */
  route(asset.queryFundPositionDetail, async (request, ctx) => {
    const groupId = sessionGroup(ctx);
    const market = ctx.services.market;
    market.requireFund(request.fundId);
    const held =
      (await positionsOf(ctx.db, market, [groupId])).find((p) => p.fundId === request.fundId) ?? null;
    const orders = await confirmedOrdersOf(ctx.db, market, groupId, request.fundId, ctx.clock.now());
    return { position: held, orders };
  }),

  /** Trade records with filters, newest first, paged (spec 03 §2 dataService/tradeRecord). */
  route(trade.tradeList, async (request, ctx) => {
    const groupIds = scopeGroups(ctx, request.groupIds);
    const { currentPage, pagesize } = request.pagination;
    const { list, totalRows } = await queryTradeRecords(
      ctx.db,
      ctx.services.market,
      {
        groupIds,
        fundId: request.fundId,
        status: request.status,
        startDate: request.startDate,
        endDate: request.endDate,
      },
      ctx.clock.now(),
      { page: currentPage, pageSize: pagesize },
    );
    return {
      list,
      pagination: { currentPage, pagesize, pageCount: Math.ceil(totalRows / pagesize), totalRows },
    };
  }),

  /**
   * Starts the trade records export (spec 03 §7 exportTradeRecordsApply, 01 §4.8): the organisation scope
   * is checked now and stored with the filters, so that a regeneration after a restart exports the same.
   */
  route(trade.exportTradeRecordsApply, async (request, ctx) => {
    const groupIds = scopeGroups(ctx, request.groupIds);
    const session = sessionOf(ctx);
    const params = {
      groupIds,
      ...(request.fundId ? { fundId: request.fundId } : {}),
      ...(request.status ? { status: request.status } : {}),
      ...(request.startDate ? { startDate: request.startDate } : {}),
      ...(request.endDate ? { endDate: request.endDate } : {}),
    };
    const serialNo = await requestDocument(
      ctx,
      { personId: session.personId, groupId: sessionGroup(ctx) },
      'tradeRecords',
      params,
    );
    return { serialNo };
  }),

  /** Generated-file status for its requester (spec 01 §4.8). */
  route(asset.documentResult, async (request, ctx) =>
    documentStatus(ctx.db, sessionOf(ctx).personId, request.serialNo),
  ),
];

/** Downloads of the asset service (generated files; spec 01 §4.8, 03 §7 pc/document/download). */
export const assetDownloads: DownloadRoute[] = [
  downloadRoute(asset.documentDownload, async (request, ctx) =>
    documentFile(ctx.db, sessionOf(ctx).personId, request.serialNo),
  ),
];
