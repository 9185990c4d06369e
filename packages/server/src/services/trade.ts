import {
  checkBuyEligibility,
  checkHostingUserMayBuy,
  ErrorCode,
  GatewayError,
  trade,
  renderMessage,
  type RuleMessage,
} from '@funddesk/core';
import {
  addToCart,
  cartCount,
  cartFundIds,
  cartLines,
  clearCart,
  removeFromCart,
  type CartOwner,
} from '../trade/cart.js';
import { refuseExpiredIdDocument } from '../account/person.js';
import { refuseExpiredRiskAssessment } from '../account/risk.js';
import { engineFor } from '../trade/engine.js';
import { clientTypeOf, loadTradeFunds } from '../trade/funds.js';
import { amountRefusal, fundUsage } from '../trade/limits.js';
import { cancelOrder, checkCancellable, orderDetail, pendingCount, pendingOrders } from '../trade/orders.js';
import { verifyTradePassword } from '../trade/password.js';
import {
  batchResult,
  batchTradeDay,
  failureWorkbook,
  issueSessionToken,
  recordBatch,
} from '../trade/purchase.js';
import { matchRiskLevels } from '../trade/risk.js';
import { recordBatchOrigin } from '../trade/trail.js';
import {
  downloadRoute,
  groupSessionOf,
  route,
  type DownloadRoute,
  type HandlerContext,
  type Route,
  type SessionInfo,
} from './types.js';

const ownerOf = (ctx: HandlerContext): CartOwner => {
  const session = groupSessionOf(ctx);
  return { personId: session.personId, groupId: session.groupId };
};

/** FD4007 for a hosting user (core checkHostingUserMayBuy; spec 02 §5, spec 03 §6). */
function refuseHosting(session: SessionInfo): void {
  const decision = checkHostingUserMayBuy(session.roles);
  if (!decision.ok) throw new GatewayError(decision.code);
}

/** Handlers of the trade service (cart, purchase, orders; spec 02 §4-§5, §7). */
export const tradeRoutes: Route[] = [
  route(trade.cartAdd, async (req, ctx) => addToCart(ctx.db, ownerOf(ctx), req.fundIds, ctx.clock.now())),

  route(trade.cartRemove, async (req, ctx) => removeFromCart(ctx.db, ownerOf(ctx), [req.fundId])),

  route(trade.cartClear, async (_req, ctx) => clearCart(ctx.db, ownerOf(ctx))),

  route(trade.cartNumInfo, async (_req, ctx) => {
    const owner = ownerOf(ctx);
    const [count, fundIds] = await Promise.all([cartCount(ctx.db, owner), cartFundIds(ctx.db, owner)]);
    return { ...count, fundIds };
  }),

  route(trade.queryShopCartData, async (req, ctx) => {
    const groups = await cartLines(ctx.db, ownerOf(ctx), ctx.services.market.tradeDayNow());
    const total = groups.reduce((sum, g) => sum + g.fundList.length, 0);
    const { currentPage, pagesize } = req.pagination;
    // Pages cut the flat list of lines (company order kept), then regroup.
    const lines = groups
      .flatMap((g) => g.fundList)
      .slice((currentPage - 1) * pagesize, currentPage * pagesize);
    const wanted = new Set(lines.map((l) => l.fundId));
    const list = groups
      .map((g) => ({ ...g, fundList: g.fundList.filter((l) => wanted.has(l.fundId)) }))
      .filter((g) => g.fundList.length > 0);
    return {
      list,
      pagination: { currentPage, pagesize, pageCount: Math.ceil(total / pagesize), totalRows: total },
      cartFundAmount: total,
    };
  }),

  route(trade.batchQueryFundFeeDiscount, async (req, ctx) => {
    const list = [];
    for (const fundId of new Set(req.fundIds)) {
      ctx.services.market.requireFund(fundId);
      list.push({ fundId, buyRate: [...(await ctx.services.market.feeSchedule(fundId)).buy] });
    }
    return { list };
  }),

  route(trade.checkChartFund, async (req, ctx) => {
    const owner = ownerOf(ctx);
    const tradeDay = ctx.services.market.tradeDayNow();
    const ids = req.purchaseList.map((l) => l.fundCode);
    const [funds, clientType] = await Promise.all([
      loadTradeFunds(ctx.db, ids),
      clientTypeOf(ctx.db, owner.groupId),
    ]);
    const msgList = [];
    for (const line of req.purchaseList) {
      const fund = funds.get(line.fundCode);
      let refusal: RuleMessage | null;
      if (!fund) refusal = { code: 'error.fundNotFound' };
      else {
        const eligibility = checkBuyEligibility(fund, { clientType });
        refusal = eligibility.ok
          ? amountRefusal(line.amount, fund, await fundUsage(ctx.db, owner.groupId, fund.fundId, tradeDay))
          : eligibility;
      }
      // The code lets the client tell an amount limit from an error without reading the text (spec 02 §5).
      msgList.push(
        refusal === null
          ? { fundId: line.fundCode, passCheck: true, msg: '' }
          : { fundId: line.fundCode, passCheck: false, msg: renderMessage(refusal), code: refusal.code },
      );
    }
    return { msgList };
  }),

  route(trade.checkTradePassword, async (req, ctx) => {
    const session = groupSessionOf(ctx);
    const remaining = await verifyTradePassword(ctx, session.personId, req.tradePassword);
    return { remaining };
  }),

  route(trade.checkRiskLevelMultiple, async (req, ctx) =>
    matchRiskLevels(ctx.db, groupSessionOf(ctx).personId, req.fundCodeList),
  ),

  route(trade.getSessionToken, async (req, ctx) => ({
    sessionToken: await issueSessionToken(ctx.db, ownerOf(ctx), req.gid, ctx.clock.now()),
  })),

  route(trade.cartPurchase, async (req, ctx) => {
    const session = groupSessionOf(ctx);
    refuseHosting(session);
    await verifyTradePassword(ctx, session.personId, req.password);
    await refuseExpiredIdDocument(ctx.db, session.personId, ctx.services.market.today()); // spec 02 §5
    await refuseExpiredRiskAssessment(ctx.db, session.personId, ctx.services.market.today()); // spec 02 §5
    const clearCartFund = req.clearCartFund && !session.roles.includes('manager');
    const { batchSerialNo } = await recordBatch(
      ctx.db,
      { personId: session.personId, groupId: session.groupId },
      req.sessionToken,
      req.purchaseList,
      clearCartFund,
      ctx.clock.now(),
    );
    await recordBatchOrigin(ctx.db, batchSerialNo, ctx.ip); // the trail's address of its orders (DESIGN §7)
    // Kicked on every answer: a retry after a restart resumes the batch here too (a no-op when running).
    engineFor(ctx.db)?.kick(batchSerialNo);
    return { batchSerialNo };
  }),

  route(trade.cartPurchaseResult, async (req, ctx) => ({
    ...(await batchResult(ctx.db, req.batchSerialNo, groupSessionOf(ctx).personId)),
    tradeDay: await batchTradeDay(ctx.db, req.batchSerialNo),
  })),

  route(trade.pendingTradeList, async (req, ctx) => {
    const session = groupSessionOf(ctx);
    const groupIds = req.groupIds && req.groupIds.length > 0 ? [...new Set(req.groupIds)] : [session.groupId];
    if (groupIds.some((id) => !session.groupIds.has(id))) throw new GatewayError(ErrorCode.OrgForbidden);
    const { currentPage, pagesize } = req.pagination;
    const { list, totalRows } = await pendingOrders(ctx.db, groupIds, req.pagination, ctx.clock.now());
    return {
      list,
      pagination: { currentPage, pagesize, pageCount: Math.ceil(totalRows / pagesize), totalRows },
    };
  }),

  route(trade.pendingTradeNum, async (_req, ctx) => ({
    num: await pendingCount(ctx.db, groupSessionOf(ctx).groupId),
  })),

  // DESIGN §7: a cancel needs the trade password like a purchase (the same attempts) and leaves its trail.
  // A cancel that cannot happen (unknown, another organisation's, past the cut-off) costs no attempt.
  route(trade.cancelTrade, async (req, ctx) => {
    const session = groupSessionOf(ctx);
    await checkCancellable(ctx.db, req.serialNo, session.groupId, ctx.clock.now());
    await verifyTradePassword(ctx, session.personId, req.tradePassword);
    return cancelOrder(
      ctx.db,
      req.serialNo,
      session.groupId,
      { personId: session.personId, ip: ctx.ip },
      ctx.clock.now(),
    );
  }),

  route(trade.tradeDetail, async (req, ctx) =>
    orderDetail(ctx.db, req.serialNo, groupSessionOf(ctx).groupIds, ctx.clock.now()),
  ),
];

/** Downloads of the trade service (spec 02 §4 failure detail). */
export const tradeDownloads: DownloadRoute[] = [
  downloadRoute(trade.shopCartResultExport, async (req, ctx) =>
    failureWorkbook(ctx.db, req.batchSerialNo, groupSessionOf(ctx).personId, ctx.clock.now()),
  ),
];
