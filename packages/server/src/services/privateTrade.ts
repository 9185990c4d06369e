/**
 * Handlers of private-fund trade (core `api/privateTrade.ts`; issue 13 §4; spec 02 §4-§5, §7 private trade
 * paths). The pipeline has checked the session, the organisation and the call's privilege; every handler
 * then checks the investor's qualification on the server (P1's requireQualified; the reservation check runs
 * it in the spec's order instead) and the deal's state (private/deals.ts). State changes are recorded with
 * who, when, from where and what (private_deal_events).
 */
import { dealNextStep, privateTrade, t } from '@funddesk/core';
import { doubleRecordStateOf, openDealDoubleRecord, privateProductFor } from '../private/adapters.js';
import {
  confirmContract,
  contractOfDeal,
  createContract,
  renderContractPdf,
  requireContract,
  signContract,
  signRequisition,
} from '../private/contract.js';
import {
  cancelDeal,
  checkReservation,
  confirmPayMethod,
  createReserveDeal,
  dealOf,
  dealTrail,
  followDoubleRecord,
  listDeals,
  modifyPaySequence,
  PAY_METHODS,
  paySequence,
  privateRefunds,
  reminders,
  requireDeal,
  revokePaidDeal,
  type DealActor,
} from '../private/deals.js';
import { privatePositions } from '../private/positions.js';
import { requirePrivatePlan, requireQualified } from '../private/qualification.js';
import { applyRedemption, confirmRedemption, redemptionShares } from '../private/redemption.js';
import { verifyTradePassword } from '../trade/password.js';
import { shanghaiIso } from '../trade/time.js';
import {
  downloadRoute,
  groupSessionOf,
  route,
  type DownloadRoute,
  type HandlerContext,
  type Route,
} from './types.js';

/** The session's person, organisation and client address: the actor of every change. */
function actorOf(ctx: HandlerContext): DealActor {
  const session = groupSessionOf(ctx);
  return { personId: session.personId, groupId: session.groupId, ip: ctx.ip };
}

/** The qualified caller (P1's guard: FD3100-FD3103, FD3114) as the actor of the call. */
async function qualifiedActor(ctx: HandlerContext): Promise<DealActor> {
  await requireQualified(ctx);
  return actorOf(ctx);
}

/** The routes of private trade (spec 02 §7 /trade/v1/...). */
export const privateTradeRoutes: Route[] = [
  route(privateTrade.reserveCreateCheck, async (req, ctx) => {
    requirePrivatePlan(ctx);
    const check = await checkReservation(ctx.db, actorOf(ctx), req.productId, req.amount, ctx.clock.now());
    return {
      productId: check.product.productId,
      productName: check.product.productName,
      amount: check.amount,
      minimum: check.product.minimum,
      step: check.product.step,
      openDay: check.product.openDay,
      doubleRecordRequired: check.doubleRecordRequired,
    };
  }),

  route(privateTrade.reserveCreate, async (req, ctx) => {
    requirePrivatePlan(ctx);
    const actor = actorOf(ctx);
    const now = ctx.clock.now();
    const check = await checkReservation(ctx.db, actor, req.productId, req.amount, now);
    await verifyTradePassword(ctx, actor.personId, req.tradePassword);
    const created = await createReserveDeal(ctx.db, actor, check, req.idempotencyKey, now, createContract);
    if (check.doubleRecordRequired) {
      await openDealDoubleRecord(ctx.db, ctx.clock, {
        dealId: created.dealId,
        groupId: actor.groupId,
        personId: actor.personId,
        product: check.product,
        amount: check.amount,
        investorType: check.investorType,
      });
    }
    return created;
  }),

  route(privateTrade.reserveCancel, async (req, ctx) =>
    cancelDeal(ctx.db, await qualifiedActor(ctx), req.dealId, ctx.clock.now(), 'reserve'),
  ),

  route(privateTrade.dealRevoke, async (req, ctx) =>
    revokePaidDeal(ctx.db, await qualifiedActor(ctx), req.dealId, ctx.clock.now()),
  ),

  route(privateTrade.dealInfo, async (req, ctx) => {
    const actor = await qualifiedActor(ctx);
    const now = ctx.clock.now();
    const deal = await followDoubleRecord(ctx.db, await requireDeal(ctx.db, actor.groupId, req.dealId), now);
    const [contract, recording, trail] = await Promise.all([
      contractOfDeal(ctx.db, deal.deal_id),
      doubleRecordStateOf(ctx.db, deal.deal_id),
      dealTrail(ctx.db, deal.deal_id),
    ]);
    const product = await privateProductFor(ctx.db, deal.product_id, now);
    return {
      ...dealOf(deal),
      addFlag: contract && contract.status !== 'confirmed' ? ('0' as const) : ('1' as const),
      manager: product.manager,
      productRiskLevel: product.riskLevel,
      contract,
      doubleRecord: { required: deal.dr_required, passed: recording.passed, state: recording.state },
      nextStep: dealNextStep(deal.status),
      trail,
    };
  }),

  route(privateTrade.dealList, async (req, ctx) => {
    const actor = await qualifiedActor(ctx);
    const { currentPage, pagesize } = req.pagination;
    const { list, totalRows } = await listDeals(ctx.db, actor.groupId, ctx.clock.now(), {
      ...(req.dealType ? { dealType: req.dealType } : {}),
      currentPage,
      pagesize,
    });
    return {
      list,
      pagination: {
        currentPage,
        pagesize,
        totalRows,
        pageCount: Math.max(1, Math.ceil(totalRows / pagesize)),
      },
    };
  }),

  route(privateTrade.dealServerTime, async (_req, ctx) => {
    await requireQualified(ctx);
    const now = ctx.clock.now();
    return { serverTime: now, iso: shanghaiIso(now) };
  }),

  route(privateTrade.getDealRequisition, async (req, ctx) => {
    const actor = await qualifiedActor(ctx);
    return requireContract(ctx.db, actor.groupId, req.dealId);
  }),

  route(privateTrade.signRequisition, async (req, ctx) =>
    signRequisition(ctx.db, await qualifiedActor(ctx), req.dealId, req.contractId, ctx.clock.now()),
  ),

  route(privateTrade.singleSignContract, async (req, ctx) =>
    signContract(ctx.db, await qualifiedActor(ctx), req.dealId, req.contractId, ctx.clock.now()),
  ),

  route(privateTrade.dealConfirmContract, async (req, ctx) =>
    confirmContract(ctx.db, await qualifiedActor(ctx), req.dealId, req.confirmTime, ctx.clock.now()),
  ),

  route(privateTrade.queryContractsByOrderId, async (req, ctx) => {
    const actor = await qualifiedActor(ctx);
    return { list: [await requireContract(ctx.db, actor.groupId, req.dealId)] };
  }),

  route(privateTrade.getPayMethod, async (req, ctx) => {
    const actor = await qualifiedActor(ctx);
    const deal = await requireDeal(ctx.db, actor.groupId, req.dealId);
    return {
      dealId: deal.deal_id,
      amount: deal.amount ?? '0.00',
      methods: PAY_METHODS.map((payMethod) => ({
        payMethod,
        name: t(`privateTrade.payMethod.${payMethod}`),
      })),
      chosen: deal.pay_method,
    };
  }),

  route(privateTrade.confirmPayMethod, async (req, ctx) =>
    confirmPayMethod(ctx.db, await qualifiedActor(ctx), req.dealId, req.payMethod, ctx.clock.now()),
  ),

  route(privateTrade.getOrderPaySequenceList, async (_req, ctx) => ({
    list: await paySequence(ctx.db, (await qualifiedActor(ctx)).groupId),
  })),

  route(privateTrade.modifyOrderPaySequence, async (req, ctx) => ({
    dealIds: await modifyPaySequence(ctx.db, (await qualifiedActor(ctx)).groupId, req.dealIds),
  })),

  route(privateTrade.redemptionShareQuery, async (req, ctx) => {
    const actor = await qualifiedActor(ctx);
    return redemptionShares(ctx.db, actor.groupId, req.productId, ctx.clock.now());
  }),

  route(privateTrade.redemptionApply, async (req, ctx) =>
    applyRedemption(ctx.db, await qualifiedActor(ctx), req.productId, req.shares, ctx.clock.now()),
  ),

  route(privateTrade.redemptionApplyConfirm, async (req, ctx) => {
    const actor = await qualifiedActor(ctx);
    await requireDeal(ctx.db, actor.groupId, req.dealId);
    await verifyTradePassword(ctx, actor.personId, req.tradePassword);
    return confirmRedemption(ctx.db, actor, req.dealId, ctx.clock.now());
  }),

  route(privateTrade.redemptionApplyCancel, async (req, ctx) =>
    cancelDeal(ctx.db, await qualifiedActor(ctx), req.dealId, ctx.clock.now(), 'rdm'),
  ),

  route(privateTrade.privateRefundBalance, async (_req, ctx) =>
    privateRefunds(ctx.db, (await qualifiedActor(ctx)).groupId),
  ),

  route(privateTrade.privatePositionDetails, async (_req, ctx) =>
    privatePositions(ctx.db, (await qualifiedActor(ctx)).groupId, ctx.clock.now()),
  ),

  route(privateTrade.tradeReminder, async (_req, ctx) => ({
    list: await reminders(ctx.db, (await qualifiedActor(ctx)).groupId, ctx.clock.now()),
  })),
];

/** The contract download (spec 02 §7 deal/down_load_contracts). */
export const privateTradeDownloads: DownloadRoute[] = [
  downloadRoute(privateTrade.downloadContracts, async (req, ctx) => {
    const actor = await qualifiedActor(ctx);
    return renderContractPdf(ctx.db, actor.groupId, req.dealId, ctx.clock.now());
  }),
];
