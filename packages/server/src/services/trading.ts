import {
  canBuy,
  checkBuyEligibility,
  checkHostingUserMayBuy,
  Dec,
  ErrorCode,
  GatewayError,
  isRiskAssessmentExpired,
  isSuspended,
  MIN_HOLD_SHARES,
  MIN_REDEEM_SHARES,
  redemptionRefusal,
  shareClassOf,
  toYuan,
  trading,
  underSevenDaysShares,
  type Order,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import type { MarketService } from '../market/index.js';
import {
  conversionTargets,
  placeConversion,
  placeSuperConvert,
  predictConversion,
  predictSuperConvert,
  superAgreementSigned,
} from '../trade/convert.js';
import { changeMelonMethod, melonMethodList } from '../trade/dividend.js';
import { clientTypeOf, loadTradeFunds, type TradeFund } from '../trade/funds.js';
import { cancelOrder, checkCancellable, orderDetail } from '../trade/orders.js';
import { verifyTradePassword } from '../trade/password.js';
import { availableOf, holdingOf, placeRedemption, predictRedemption, sellTiersOf } from '../trade/redeem.js';
import { refundPageOf, refundRecordOf, submitRefund } from '../trade/refund.js';
import { matchOf, riskAssessmentOf } from '../trade/risk.js';
import {
  buyTiersOf,
  estimatedShares,
  estimateNav,
  placePurchase,
  purchaseLimits,
  quotePurchase,
  requireTradeFund,
  timingOf,
} from '../trade/single.js';
import { placeSplit, splitPlanOf } from '../trade/split.js';
import { shanghaiIso, cutOffOf } from '../trade/time.js';
import { groupSessionOf, route, type HandlerContext, type Route } from './types.js';

/** The owner, trail actor and market of a desk call (the session's organisation, DESIGN §7). */
function deskOf(ctx: HandlerContext) {
  const session = groupSessionOf(ctx);
  return {
    session,
    owner: { personId: session.personId, groupId: session.groupId },
    actor: { personId: session.personId, ip: ctx.ip },
    market: ctx.services.market,
    now: ctx.clock.now(),
  };
}

/** FD4007 for a hosting user (spec 02 §5). */
function refuseHosting(roles: readonly string[]): void {
  const decision = checkHostingUserMayBuy(roles);
  if (!decision.ok) throw new GatewayError(decision.code);
}

/** The holding a desk row shows (queryCanSaleFundList). */
async function saleableHolding(
  db: Db,
  market: MarketService,
  groupId: string,
  fund: TradeFund,
  melon: '0' | '1',
  now: number,
): Promise<trading.SaleableHolding> {
  const holding = await holdingOf(db, groupId, fund.fundId);
  const nav = estimateNav(market, fund.fundId);
  const available = availableOf(holding);
  const tradeDay = timingOf(market, now).tradeDay;
  const [row] = await db.query<{ exchange: boolean; size: string | null }>(
    'SELECT exchange, size_yuan::text AS size FROM funds WHERE fund_id = $1',
    [fund.fundId],
  );
  const canSell = redemptionRefusal(fund) === null;
  return {
    fundId: fund.fundId,
    fundName: fund.fundName,
    fundTypeCode: fund.fundTypeCode,
    company: fund.company,
    riskLevel: fund.riskLevel,
    shares: toYuan(holding.shares),
    frozenShares: holding.frozenShares,
    availableShares: available,
    underSevenDaysShares: underSevenDaysShares(holding.lots, holding.consumed, available, tradeDay),
    cost: toYuan(holding.cost),
    nav: nav?.nav ?? null,
    navDate: nav?.date ?? null,
    // shares × NAV half-up to the fen, as 资产概览 (services/asset.ts) and the statement value the same holding.
    marketValue: nav ? toYuan(new Dec(holding.shares).times(nav.nav)) : '0.00',
    openDayCode: fund.openDayCode as trading.SaleableHolding['openDayCode'],
    canSell,
    canConvert: canSell && (row?.exchange ?? false) && fund.company !== '',
    fastRedeem: fund.isCurrency,
    largeRedemption: row?.size != null,
    minRedeemShares: MIN_REDEEM_SHARES,
    minHoldShares: MIN_HOLD_SHARES,
    melonMethod: melon,
  };
}

/** The account's holdings with available shares (and funds still being bought), by fund code. */
async function saleableHoldings(
  db: Db,
  market: MarketService,
  groupId: string,
  fundId: string | undefined,
  now: number,
): Promise<trading.SaleableHolding[]> {
  const { list } = await melonMethodList(db, groupId, fundId);
  const funds = await loadTradeFunds(
    db,
    list.map((l) => l.fundId),
  );
  const out: trading.SaleableHolding[] = [];
  for (const item of list) {
    const fund = funds.get(item.fundId);
    if (fund) out.push(await saleableHolding(db, market, groupId, fund, item.melonMethod, now));
  }
  return out;
}

/** One holding of the account or FD4603 (convert and super convert preInfo). */
async function oneHolding(db: Db, market: MarketService, groupId: string, fundId: string, now: number) {
  const [holding] = await saleableHoldings(db, market, groupId, fundId, now);
  if (!holding) throw new GatewayError(ErrorCode.NoHolding);
  return holding;
}

interface LinkRow {
  target_fund_id: string | null;
  target_name: string | null;
  target_shares: string | null;
  target_nav: string | null;
  link_serial_no: string | null;
  link_kind: 'superConvert' | 'smartSplit' | null;
  trade_day: string;
}

/**
 * Any desk order's detail (stayTradeDetail, convert/superTransfer detail and result): the order with its
 * timeline and trail (trade/orders.ts), the conversion target, the linked legs (each a plain order) and the
 * cut-off. FD4005 for an order of another organisation.
 * @see spec 02 §2 tradeInfo/:serialNo, stayTradeDetail; issue 12 §7
 */
async function tradingDetail(
  db: Db,
  serialNo: string,
  groupIds: ReadonlySet<string>,
  now: number,
): Promise<trading.TradingDetail> {
  const detail = await orderDetail(db, serialNo, groupIds, now);
  const [link] = await db.query<LinkRow>(
    `SELECT o.target_fund_id, f.short_name AS target_name, o.target_shares::text AS target_shares,
            o.target_nav::text AS target_nav, o.link_serial_no, o.link_kind, o.trade_day::text AS trade_day
       FROM orders o LEFT JOIN funds f ON f.fund_id = o.target_fund_id WHERE o.serial_no = $1`,
    [serialNo],
  );
  const legs: Order[] = [];
  if (link?.link_serial_no) {
    const serials = await db.query<{ serial_no: string }>(
      'SELECT serial_no FROM orders WHERE link_serial_no = $1 ORDER BY serial_no',
      [link.link_serial_no],
    );
    for (const { serial_no } of serials) {
      const { trail: _trail, ...leg } = await orderDetail(db, serial_no, groupIds, now);
      legs.push(leg);
    }
  }
  return {
    ...detail,
    targetFundId: link?.target_fund_id ?? null,
    targetFundName: link?.target_name ?? null,
    targetShares: link?.target_shares ?? null,
    targetNav: link?.target_nav ?? null,
    linkSerialNo: link?.link_serial_no ?? null,
    linkKind: link?.link_kind ?? null,
    legs,
    cutOff: shanghaiIso(cutOffOf(detail.tradeDay)),
  };
}

/** Cancels a desk order before its cut-off after the trade password (trade/orders.ts refuseCancel). */
async function cancelDeskOrder(ctx: HandlerContext, serialNo: string, tradePassword: string) {
  const { session, actor, now } = deskOf(ctx);
  await checkCancellable(ctx.db, serialNo, session.groupId, now);
  await verifyTradePassword(ctx, session.personId, tradePassword);
  await cancelOrder(ctx.db, serialNo, session.groupId, actor, now);
  return tradingDetail(ctx.db, serialNo, session.groupIds, now);
}

/** Handlers of the trading desk (issue 12; spec 02 §2, §5, §7, §9). */
export const tradingRoutes: Route[] = [
  route(trading.queryCanSaleFundList, async (req, ctx) => {
    const { owner, market, now } = deskOf(ctx);
    return { list: await saleableHoldings(ctx.db, market, owner.groupId, req.fundId, now) };
  }),

  route(trading.tradePreInfo, async (req, ctx) => {
    const { owner, market, now } = deskOf(ctx);
    await market.refresh();
    const fund = await requireTradeFund(ctx.db, req.fundId);
    const timing = timingOf(market, now);
    const eligibility = checkBuyEligibility(fund, { clientType: await clientTypeOf(ctx.db, owner.groupId) });
    const paused = fund.openDayCode === '310' || fund.openDayCode === '510' || isSuspended(fund);
    const buyable = eligibility.ok && canBuy(fund.openDayCode) && !paused;
    const assessment = await riskAssessmentOf(ctx.db, owner.personId);
    const userLevel = assessment.level;
    const nav = estimateNav(market, fund.fundId);
    return {
      fundId: fund.fundId,
      fundName: fund.fundName,
      fundTypeCode: fund.fundTypeCode,
      company: fund.company,
      fundRiskLevel: fund.riskLevel,
      openDayCode: fund.openDayCode as trading.SaleableHolding['openDayCode'],
      canBuy: buyable,
      refusalCode: buyable ? null : paused ? ErrorCode.FundSuspended : ErrorCode.FundNotBuyable,
      minLimit: fund.minLimit,
      maxLimit: fund.maxLimit,
      dailyMaxValue: fund.dailyMaxValue,
      ...(await purchaseLimits(ctx.db, fund, owner.groupId, timing.tradeDay)),
      buyRate: [...(await buyTiersOf(market, fund.fundId))],
      sellTiers: [...(await sellTiersOf(market, fund.fundId))],
      summaryPdf: fund.summaryPdf,
      shareClass: shareClassOf(fund.fundName),
      serviceFeeE6: 0,
      paymentMethods: [{ code: 'bank', labelKey: 'tradeCore.payment.bank' }],
      userRiskLevel: userLevel,
      riskExpireDate: userLevel === null ? null : assessment.expireDate,
      riskExpired: userLevel === null || isRiskAssessmentExpired(assessment.expireDate, market.today()),
      matchResult: matchOf(fund.riskLevel, userLevel ?? 'zxfxdj_1'),
      nav: nav?.nav ?? null,
      navDate: nav?.date ?? null,
      ...timing,
    };
  }),

  route(trading.purchasePredict, async (req, ctx) => {
    const { owner, market, now } = deskOf(ctx);
    const fund = await requireTradeFund(ctx.db, req.fundId);
    const timing = timingOf(market, now);
    const quote = await quotePurchase(
      ctx.db,
      fund,
      owner.groupId,
      req.amount,
      await buyTiersOf(market, fund.fundId),
      timing.tradeDay,
    );
    const nav = estimateNav(market, fund.fundId);
    return {
      ...quote,
      nav: nav?.nav ?? null,
      navDate: nav?.date ?? null,
      estimatedShares: estimatedShares(quote.netAmount, nav),
      ...timing,
    };
  }),

  route(trading.purchase, async (req, ctx) => {
    const { session, owner, actor, market, now } = deskOf(ctx);
    refuseHosting(session.roles);
    await verifyTradePassword(ctx, session.personId, req.tradePassword);
    return placePurchase(ctx.db, market, owner, actor, req, now);
  }),

  route(trading.redeemFeePredict, async (req, ctx) => {
    const { owner, market, now } = deskOf(ctx);
    return predictRedemption(ctx.db, market, owner.groupId, req, now);
  }),

  route(trading.redeemUnderSevenDaysAlert, async (req, ctx) => {
    const { owner, market, now } = deskOf(ctx);
    const predict = await predictRedemption(ctx.db, market, owner.groupId, req, now);
    return { alert: new Dec(predict.underSevenDaysShares).gt(0), shares: predict.underSevenDaysShares };
  }),

  route(trading.redeem, async (req, ctx) => {
    const { session, owner, actor, market, now } = deskOf(ctx);
    await verifyTradePassword(ctx, session.personId, req.tradePassword);
    return placeRedemption(ctx.db, market, owner, actor, req, now);
  }),

  route(trading.convertPreInfo, async (req, ctx) => {
    const { owner, market, now } = deskOf(ctx);
    const holding = await oneHolding(ctx.db, market, owner.groupId, req.fundId, now);
    const source = await requireTradeFund(ctx.db, req.fundId);
    const targets = await conversionTargets(ctx.db, market, owner.groupId, source, false, req.keyword);
    return { holding, targets, ...timingOf(market, now) };
  }),

  route(trading.convertPreCheck, async (req, ctx) => {
    const { owner, market, now } = deskOf(ctx);
    return predictConversion(ctx.db, market, owner.groupId, req, now);
  }),

  route(trading.convertPredictFee, async (req, ctx) => {
    const { owner, market, now } = deskOf(ctx);
    return predictConversion(ctx.db, market, owner.groupId, req, now);
  }),

  route(trading.convertConfirm, async (req, ctx) => {
    const { session, owner, actor, market, now } = deskOf(ctx);
    await verifyTradePassword(ctx, session.personId, req.tradePassword);
    return placeConversion(ctx.db, market, owner, actor, req, now);
  }),

  route(trading.convertResult, async (req, ctx) =>
    tradingDetail(ctx.db, req.serialNo, groupSessionOf(ctx).groupIds, ctx.clock.now()),
  ),

  route(trading.convertDetail, async (req, ctx) =>
    tradingDetail(ctx.db, req.serialNo, groupSessionOf(ctx).groupIds, ctx.clock.now()),
  ),

  route(trading.convertCancel, async (req, ctx) => cancelDeskOrder(ctx, req.serialNo, req.tradePassword)),

  route(trading.superConvertPreInfo, async (req, ctx) => {
    const { owner, market, now } = deskOf(ctx);
    const holding = await oneHolding(ctx.db, market, owner.groupId, req.fundId, now);
    const source = await requireTradeFund(ctx.db, req.fundId);
    const targets = await conversionTargets(ctx.db, market, owner.groupId, source, true, req.keyword);
    return {
      holding,
      targets,
      agreementSigned: await superAgreementSigned(ctx.db, owner.personId, owner.groupId),
      ...timingOf(market, now),
    };
  }),

  route(trading.superConvertPredictFee, async (req, ctx) => {
    const { owner, market, now } = deskOf(ctx);
    return predictSuperConvert(ctx.db, market, owner.groupId, req, now);
  }),

  route(trading.superConvertConfirm, async (req, ctx) => {
    const { session, owner, actor, market, now } = deskOf(ctx);
    await verifyTradePassword(ctx, session.personId, req.tradePassword);
    return placeSuperConvert(ctx.db, market, owner, actor, req, now);
  }),

  route(trading.superConvertDetail, async (req, ctx) =>
    tradingDetail(ctx.db, req.serialNo, groupSessionOf(ctx).groupIds, ctx.clock.now()),
  ),

  route(trading.superConvertCancel, async (req, ctx) =>
    cancelDeskOrder(ctx, req.serialNo, req.tradePassword),
  ),

  route(trading.refundRecord, async (req, ctx) =>
    refundRecordOf(ctx.db, groupSessionOf(ctx).groupId, req.serialNo),
  ),

  route(trading.refundPage, async (req, ctx) => {
    const { currentPage, pagesize } = req.pagination;
    const { list, totalRows } = await refundPageOf(
      ctx.db,
      groupSessionOf(ctx).groupId,
      req.status,
      req.pagination,
    );
    return {
      list,
      pagination: { currentPage, pagesize, pageCount: Math.ceil(totalRows / pagesize), totalRows },
    };
  }),

  route(trading.refundSubmit, async (req, ctx) => {
    const { session, owner, actor, now } = deskOf(ctx);
    await refundRecordOf(ctx.db, owner.groupId, req.serialNo);
    await verifyTradePassword(ctx, session.personId, req.tradePassword);
    return submitRefund(ctx.db, owner, actor, req, now);
  }),

  route(trading.splitPlan, async (req, ctx) => {
    const { owner, market, now } = deskOf(ctx);
    return splitPlanOf(ctx.db, market, owner.groupId, req, now);
  }),

  route(trading.splitPlace, async (req, ctx) => {
    const { session, owner, actor, market, now } = deskOf(ctx);
    refuseHosting(session.roles);
    await verifyTradePassword(ctx, session.personId, req.tradePassword);
    return placeSplit(ctx.db, market, owner, actor, req, now);
  }),

  route(trading.getFundMelonMethodList, async (req, ctx) =>
    melonMethodList(ctx.db, groupSessionOf(ctx).groupId, req.fundId),
  ),

  route(trading.modifyFundMelonMethod, async (req, ctx) => {
    const { session, owner, actor, market, now } = deskOf(ctx);
    await verifyTradePassword(ctx, session.personId, req.tradePassword);
    return changeMelonMethod(ctx.db, market, owner, actor, req, now);
  }),

  route(trading.stayTradeDetail, async (req, ctx) =>
    tradingDetail(ctx.db, req.serialNo, groupSessionOf(ctx).groupIds, ctx.clock.now()),
  ),

  route(trading.todayTrades, async (_req, ctx) => {
    const { owner, market } = deskOf(ctx);
    const rows = await ctx.db.query<{
      serial_no: string;
      trade_type: trading.TradeSubmitResult['tradeType'];
      status: trading.TradeSubmitResult['status'];
      fund_id: string;
      fund_name: string;
      target_fund_id: string | null;
      target_name: string | null;
      amount: string;
      fee: string;
      shares: string | null;
      link_serial_no: string | null;
      apply_time: Date | string;
      trade_day: string;
      confirm_day: string;
    }>(
      `SELECT o.serial_no, o.trade_type, o.status, o.fund_id, f.short_name AS fund_name, o.target_fund_id,
              t.short_name AS target_name, o.amount::text AS amount, o.fee::text AS fee, o.shares::text AS shares,
              o.link_serial_no, o.apply_time, o.trade_day::text AS trade_day, o.confirm_day::text AS confirm_day
         FROM orders o JOIN funds f ON f.fund_id = o.fund_id LEFT JOIN funds t ON t.fund_id = o.target_fund_id
        WHERE o.group_id = $1 AND o.apply_time >= $2::timestamptz
        ORDER BY o.apply_time DESC, o.serial_no DESC LIMIT 100`,
      [owner.groupId, `${market.today()}T00:00:00+08:00`],
    );
    return {
      list: rows.map((r) => ({
        serialNo: r.serial_no,
        tradeType: r.trade_type,
        status: r.status,
        fundId: r.fund_id,
        fundName: r.fund_name,
        targetFundId: r.target_fund_id,
        targetFundName: r.target_name,
        amount: r.amount,
        fee: r.fee,
        shares: r.shares,
        linkSerialNo: r.link_serial_no,
        applyTime: shanghaiIso(r.apply_time),
        tradeDay: r.trade_day,
        confirmDay: r.confirm_day,
        nextTradingDay: r.trade_day !== market.today(),
        cutOff: shanghaiIso(cutOffOf(r.trade_day)),
      })),
    };
  }),
];
