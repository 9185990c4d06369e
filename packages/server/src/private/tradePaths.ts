/**
 * The private trade paths issue 13 left unbuilt (spec 02 §7; docs/decisions.md "Private trade paths (issue
 * 13)"): deal/charge (the subscription fee from the product model's rate and the organisation's discount),
 * v2 deal/materials (the deal's documents with their signed/read state), holiday/list (the exchange calendar's
 * non-trading days), redemption/confirm_info and v2 redemption/apply/check (the facts and checks before a
 * redemption), and the online-trade-type pair (whether the organisation has opened online private trading;
 * opening it is audited: who, when, from where). Every handler runs P1's requireQualified after the
 * pipeline's session, organisation and privilege checks, like the other trade/v1 calls.
 */
import {
  addDays,
  addMonths,
  Dec,
  dealMaterialsOf,
  estimatedRedemptionAmount,
  ErrorCode,
  GatewayError,
  nonTradingDaysOf,
  PRIVATE_MINIMUM_HOLDING_SHARES,
  privateAmountRefusal,
  privateRedemptionRefusal,
  privateSubscriptionCharge,
  privateSubscriptionFeeRateE6,
  privateTrade,
  shanghaiDate,
  t,
  toYuan,
  type CallResponse,
  type MessageKey,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import { groupSessionOf, route, type HandlerContext, type Route } from '../services/types.js';
import { shanghaiIso } from '../trade/time.js';
import { privateProductFor } from './adapters.js';
import { contractOfDeal } from './contract.js';
import { refuse, requireDeal, requireOperation, type DealActor } from './deals.js';
import { calendarOf, privateNavSeries } from './products.js';
import { requireQualified } from './qualification.js';
import { redemptionShares } from './redemption.js';

/** The qualified caller (P1's guard: FD3100-FD3103, FD3114) as the actor of the call. */
async function qualifiedActor(ctx: HandlerContext): Promise<DealActor> {
  await requireQualified(ctx);
  const session = groupSessionOf(ctx);
  return { personId: session.personId, groupId: session.groupId, ip: ctx.ip };
}

/**
 * The organisation's private subscription fee discount ×10^4 (org_private_trade.fee_discount_e4, migration
 * 0031), null when none is set (the demo organisations: 不打折).
 */
export async function feeDiscountOf(db: Db, groupId: string): Promise<number | null> {
  const rows = await db.query<{ fee_discount_e4: number | null }>(
    'SELECT fee_discount_e4 FROM org_private_trade WHERE group_id = $1',
    [groupId],
  );
  return rows[0]?.fee_discount_e4 ?? null;
}

/**
 * The subscription fee of a reserve deal of the organisation, or of an amount typed for a product (checked
 * by core privateAmountRefusal against the product's minimum and step first).
 * @returns the charge in yuan (core privateSubscriptionCharge), the rate marked 模拟
 * @throws GatewayError FD4809 (unknown deal, another organisation's, or not a reserve deal), FD4816/FD4807/FD4808
 *   (amount), P1's unknown product
 * @see spec 02 §7 deal/charge
 */
export async function chargeOf(
  db: Db,
  groupId: string,
  request: { dealId: string } | { productId: string; amount: string },
  now: number,
): Promise<privateTrade.PrivateCharge> {
  let productId: string;
  let amount: string;
  if ('dealId' in request) {
    const deal = await requireDeal(db, groupId, request.dealId);
    if (deal.deal_type !== 'reserve' || deal.amount === null)
      throw new GatewayError(ErrorCode.PrivateDealNotFound);
    productId = deal.product_id;
    amount = deal.amount;
  } else {
    const product = await privateProductFor(db, request.productId, now);
    const refusal = privateAmountRefusal(request.amount, product.minimum, product.step);
    if (refusal) refuse(refusal);
    productId = product.productId;
    amount = request.amount.trim();
  }
  const charge = privateSubscriptionCharge(
    amount,
    privateSubscriptionFeeRateE6(productId),
    await feeDiscountOf(db, groupId),
  );
  return { productId, ...charge, simulated: true };
}

/** The product's last published NAV (4 decimals) and its date, null before the first. */
async function lastNavOf(
  db: Db,
  productId: string,
  now: number,
): Promise<{ nav: string; date: string } | null> {
  const recent = await privateNavSeries(db, productId, now, addDays(shanghaiDate(now), -45));
  const series = recent.length > 0 ? recent : await privateNavSeries(db, productId, now);
  const last = series[series.length - 1];
  return last ? { nav: last.nav, date: String(last.date).slice(0, 10) } : null;
}

/** The title of a deal document (the catalogue's names, the same as the product detail's sales materials). */
function materialTitle(kind: string, month: string | null): string {
  const keys: Record<string, MessageKey> = {
    contract: 'privateTrade.contract.title',
    requisition: 'privateTrade.material.requisition',
    riskDisclosure: 'private.material.riskDisclosure',
    prospectus: 'private.material.prospectus',
  };
  return kind === 'report' ? t('private.material.monthly', { month: month ?? '' }) : t(keys[kind]!);
}

/**
 * The deal's documents (core dealMaterialsOf) with their titles: the contract's state from private_contracts,
 * the product's monthly reports of the three months before its last NAV's month (as the detail page lists).
 * @throws GatewayError FD4809 unknown deal
 * @see spec 02 §7 v2 deal/materials
 */
export async function materialsOf(
  db: Db,
  groupId: string,
  dealId: string,
  now: number,
): Promise<CallResponse<typeof privateTrade.dealMaterials>> {
  const deal = await requireDeal(db, groupId, dealId);
  const contract = await contractOfDeal(db, deal.deal_id);
  const last = await lastNavOf(db, deal.product_id, now);
  const asOf = last?.date ?? shanghaiDate(now);
  const months = [1, 2, 3].map((back) => addMonths(`${asOf.slice(0, 7)}-01`, -back).slice(0, 7));
  const list = dealMaterialsOf(deal.product_id, contract, months).map((m) => ({
    materialId: m.materialId,
    kind: m.kind,
    title: materialTitle(m.kind, m.month),
    action: m.action,
    state: m.state,
    doneAt: m.doneAt,
    downloadable: m.kind === 'contract',
  }));
  return { dealId: deal.deal_id, list };
}

/**
 * The facts before a redemption: the holding and the shares free to redeem (redemption/share/query), the
 * minimum holding (core PRIVATE_MINIMUM_HOLDING_SHARES, 模拟), the open day and the last NAV (模拟).
 * @throws GatewayError P1's unknown product
 * @see spec 02 §7 redemption/confirm_info
 */
export async function redemptionFacts(
  db: Db,
  groupId: string,
  productId: string,
  now: number,
): Promise<{
  productId: string;
  productName: string;
  shares: string;
  available: string;
  minimumHolding: string;
  openDay: string;
  lastNav: string | null;
  lastNavDate: string | null;
  navSimulated: boolean;
}> {
  const holding = await redemptionShares(db, groupId, productId, now);
  const last = await lastNavOf(db, productId, now);
  return {
    ...holding,
    minimumHolding: PRIVATE_MINIMUM_HOLDING_SHARES,
    lastNav: last?.nav ?? null,
    lastNavDate: last?.date ?? null,
    navSimulated: true,
  };
}

/** The online-trade state of the organisation, with the opener's name and login. */
export async function onlineTradeTypeOf(
  db: Db,
  groupId: string,
): Promise<{
  opened: boolean;
  openedAt: string | null;
  openedByName: string | null;
  openedByLogin: string | null;
}> {
  const rows = await db.query<{
    online_opened_at: Date | string | null;
    person_name: string | null;
    login_name: string | null;
  }>(
    `SELECT o.online_opened_at, p.person_name, p.login_name
       FROM org_private_trade o LEFT JOIN persons p ON p.person_id = o.online_opened_by
      WHERE o.group_id = $1`,
    [groupId],
  );
  const row = rows[0];
  if (!row?.online_opened_at)
    return { opened: false, openedAt: null, openedByName: null, openedByLogin: null };
  return {
    opened: true,
    openedAt: shanghaiIso(row.online_opened_at, 'second'),
    openedByName: row.person_name,
    openedByLogin: row.login_name,
  };
}

/**
 * Opens online private trading for the organisation: the opening (who, when) and its audit row (who, when,
 * from where) in one transaction; an organisation that has opened it already is answered as it is, with no
 * new row.
 * @see spec 02 §7 account/open_online_trade_type; DESIGN §7 (every change records who, when and what)
 */
export async function openOnlineTrade(
  db: Db,
  actor: DealActor,
  now: number,
): Promise<Awaited<ReturnType<typeof onlineTradeTypeOf>>> {
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO org_private_trade (group_id) VALUES ($1) ON CONFLICT (group_id) DO NOTHING', [
      actor.groupId,
    ]);
    const rows = await tx.query<{ online_opened_at: Date | string | null }>(
      'SELECT online_opened_at FROM org_private_trade WHERE group_id = $1 FOR UPDATE',
      [actor.groupId],
    );
    if (rows[0]?.online_opened_at) return;
    await tx.query(
      'UPDATE org_private_trade SET online_opened_at = $2, online_opened_by = $3 WHERE group_id = $1',
      [actor.groupId, new Date(now), actor.personId],
    );
    await tx.query(
      `INSERT INTO org_private_trade_audit (group_id, actor_person_id, at, ip, action)
       VALUES ($1, $2, $3, $4, 'openOnlineTrade')`,
      [actor.groupId, actor.personId, new Date(now), actor.ip],
    );
  });
  return onlineTradeTypeOf(db, actor.groupId);
}

/** The routes of the private trade paths (spec 02 §7). */
export const privateTradePathRoutes: Route[] = [
  route(privateTrade.dealCharge, async (req, ctx) =>
    chargeOf(ctx.db, (await qualifiedActor(ctx)).groupId, req, ctx.clock.now()),
  ),

  route(privateTrade.dealMaterials, async (req, ctx) =>
    materialsOf(ctx.db, (await qualifiedActor(ctx)).groupId, req.dealId, ctx.clock.now()),
  ),

  route(privateTrade.holidayList, async (req, ctx) => {
    await qualifiedActor(ctx);
    const calendar = await calendarOf(ctx.db);
    const { days, complete } = nonTradingDaysOf(calendar, req.year);
    return { year: req.year, complete, knownThrough: calendar.last, list: days };
  }),

  route(privateTrade.redemptionConfirmInfo, async (req, ctx) =>
    redemptionFacts(ctx.db, (await qualifiedActor(ctx)).groupId, req.productId, ctx.clock.now()),
  ),

  route(privateTrade.redemptionApplyCheck, async (req, ctx) => {
    const actor = await qualifiedActor(ctx);
    const facts = await redemptionFacts(ctx.db, actor.groupId, req.productId, ctx.clock.now());
    const refusal = privateRedemptionRefusal(req.shares, facts.available);
    if (refusal) refuse(refusal);
    const askedShares = toYuan(req.shares.trim());
    return {
      ...facts,
      askedShares,
      estimatedAmount: facts.lastNav ? estimatedRedemptionAmount(askedShares, facts.lastNav) : null,
      estimated: true as const,
    };
  }),

  route(privateTrade.redemptionConfirmCheck, async (req, ctx) => {
    const actor = await qualifiedActor(ctx);
    const deal = await requireDeal(ctx.db, actor.groupId, req.dealId);
    if (deal.deal_type !== 'rdm' || deal.shares === null)
      throw new GatewayError(ErrorCode.PrivateDealNotFound);
    requireOperation('confirmRedemption', deal);
    const facts = await redemptionFacts(ctx.db, actor.groupId, deal.product_id, ctx.clock.now());
    // The holding's free shares count this deal's own shares as pending: they are free for this deal.
    const freeForDeal = new Dec(facts.available).plus(deal.shares).toFixed(2);
    const refusal = privateRedemptionRefusal(deal.shares, freeForDeal);
    if (refusal) refuse(refusal);
    return {
      ...facts,
      dealId: deal.deal_id,
      askedShares: deal.shares,
      estimatedAmount: facts.lastNav ? estimatedRedemptionAmount(deal.shares, facts.lastNav) : null,
      estimated: true as const,
    };
  }),

  route(privateTrade.checkOnlineTradeType, async (_req, ctx) =>
    onlineTradeTypeOf(ctx.db, (await qualifiedActor(ctx)).groupId),
  ),

  route(privateTrade.openOnlineTradeType, async (_req, ctx) =>
    openOnlineTrade(ctx.db, await qualifiedActor(ctx), ctx.clock.now()),
  ),
];
