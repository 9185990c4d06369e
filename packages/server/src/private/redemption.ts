/**
 * Private redemptions (issue 13 §4; spec 02 §7 redemption/share/query, redemption/apply,
 * redemption/apply/confirm, redemption/apply/cancel; §2 privatefundSell, privatefundSellSuccess,
 * privatefundRedemptionDetail): an application (`applied`) for shares of a private holding, confirmed with
 * the trade password (`submitted`), confirmed on the product's next open day at its NAV
 * (private/deals.ts confirmPrivateDue), or cancelled before then. Shares with 2 decimals.
 */
import { randomInt } from 'node:crypto';
import {
  Dec,
  privateRedemptionRefusal,
  shanghaiStamp,
  t,
  type PrivateDealStatus,
  type PrivateDealType,
} from '@funddesk/core';
import type { Db } from '../db/db.js';
import { privateProductFor } from './adapters.js';
import { appendDealEvent, moveDeal, refuse, requireDeal, requireOperation, type DealActor } from './deals.js';
import { holdingOf } from './positions.js';

/**
 * The holding's shares, those free to redeem, and the next open day.
 * @throws GatewayError P1's PrivateProductNotFound for an unknown product
 * @see spec 02 §7 redemption/share/query
 */
export async function redemptionShares(
  db: Db,
  groupId: string,
  productId: string,
  now: number,
): Promise<{ productId: string; productName: string; shares: string; available: string; openDay: string }> {
  const product = await privateProductFor(db, productId, now);
  const holding = await holdingOf(db, groupId, productId);
  return { productId, productName: product.productName, ...holding, openDay: product.openDay };
}

/**
 * Applies to redeem `shares` of the holding: a deal of type rdm in state `applied`.
 * @throws GatewayError FD4815 `{ available }` (not above 0, or above the shares free to redeem), FD4818
 *   `{ left, minimum }` (a partial redemption leaving less than the minimum holding; core privateRedemptionRefusal)
 * @see spec 02 §7 redemption/apply
 */
export async function applyRedemption(
  db: Db,
  actor: DealActor,
  productId: string,
  shares: string,
  now: number,
): Promise<{ dealId: string; dealType: PrivateDealType; status: PrivateDealStatus; openDay: string }> {
  const product = await privateProductFor(db, productId, now);
  return db.transaction(async (tx) => {
    // Serialise applications of one holding: the position row (or the organisation) is locked first.
    await tx.query('SELECT 1 FROM organisations WHERE group_id = $1 FOR UPDATE', [actor.groupId]);
    const { available } = await holdingOf(tx, actor.groupId, productId);
    const refusal = privateRedemptionRefusal(shares, available);
    if (refusal) refuse(refusal);
    const dealId = `PD${shanghaiStamp(now)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
    const asked = new Dec(shares.trim()).toFixed(2);
    await tx.query(
      `INSERT INTO private_deals (deal_id, deal_type, status, group_id, person_id, product_id, product_name, shares,
                                  open_day, dr_required, created_at, updated_at)
       VALUES ($1, 'rdm', 'applied', $2, $3, $4, $5, $6, $7::date, false, $8, $8)`,
      [
        dealId,
        actor.groupId,
        actor.personId,
        productId,
        product.productName,
        asked,
        product.openDay,
        new Date(now),
      ],
    );
    await appendDealEvent(tx, {
      dealId,
      from: null,
      to: 'applied',
      now,
      actor,
      note: t('privateTrade.event.applied', { shares: asked }),
    });
    return { dealId, dealType: 'rdm' as const, status: 'applied' as const, openDay: product.openDay };
  });
}

/**
 * Confirms an applied redemption (the handler has checked the trade password): `submitted`.
 * @throws GatewayError FD4809, FD4810
 * @see spec 02 §7 redemption/apply/confirm
 */
export async function confirmRedemption(
  db: Db,
  actor: DealActor,
  dealId: string,
  now: number,
): Promise<{ dealId: string; status: PrivateDealStatus }> {
  await db.transaction(async (tx) => {
    const deal = await requireDeal(tx, actor.groupId, dealId, true);
    requireOperation('confirmRedemption', deal);
    await moveDeal(tx, deal, 'submitted', now, actor, t('privateTrade.event.submitted'));
  });
  return { dealId, status: 'submitted' };
}
