import {
  checkBuyEligibility,
  ErrorCode,
  GatewayError,
  type CartCompanyGroup,
  type CartFundLine,
  trade,
  renderMessage,
} from '@funddesk/core';

const CART_MAX_FUNDS = trade.CART_MAX_FUNDS;
import { createHash } from 'node:crypto';
import type { Db } from '../db/db.js';
import { clientTypeOf, loadTradeFunds } from './funds.js';
import { fundUsage, holdingCapOf, remainingToday } from './limits.js';

/** Who a cart belongs to: a person acting for an organisation (cart_items key). */
export interface CartOwner {
  readonly personId: string;
  readonly groupId: string;
}

/** The cart's count, capacity and funds (spec 02 §3 cart status). */
export interface CartCount {
  added: number;
  maxLimit: number;
}

/** The funds in a cart, oldest first. */
export async function cartFundIds(db: Db, owner: CartOwner): Promise<string[]> {
  const rows = await db.query<{ fund_id: string }>(
    'SELECT fund_id FROM cart_items WHERE person_id = $1 AND group_id = $2 ORDER BY added_at, fund_id',
    [owner.personId, owner.groupId],
  );
  return rows.map((r) => r.fund_id);
}

/** The cart's count and capacity (spec 02 §9: capacity 20). */
export async function cartCount(db: Db, owner: CartOwner): Promise<CartCount> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM cart_items WHERE person_id = $1 AND group_id = $2',
    [owner.personId, owner.groupId],
  );
  return { added: rows[0]?.n ?? 0, maxLimit: CART_MAX_FUNDS };
}

/**
 * Adds funds to a cart in one transaction: refused with FD4001 (and the count) when the cart would
 * exceed 20 funds, FD4002 when a fund is already in it, FD3001 for an unknown fund and FD4008 with the
 * buy-eligibility message when the organisation cannot buy it. Nothing is added when any fund is refused.
 *
 * @see spec 02 §5 (cart add refused at the max limit or for a fund already in the cart), §8, §9
 */
export async function addToCart(
  db: Db,
  owner: CartOwner,
  fundIds: readonly string[],
  now: number,
): Promise<CartCount> {
  const unique = [...new Set(fundIds)];
  if (unique.length !== fundIds.length) throw new GatewayError(ErrorCode.CartDuplicate);
  const [funds, clientType] = await Promise.all([
    loadTradeFunds(db, unique),
    clientTypeOf(db, owner.groupId),
  ]);
  for (const fundId of unique) {
    const fund = funds.get(fundId);
    if (!fund) throw new GatewayError(ErrorCode.FundNotFound);
    const eligibility = checkBuyEligibility(fund, { clientType });
    if (!eligibility.ok) throw new GatewayError(ErrorCode.FundNotBuyable, renderMessage(eligibility));
  }
  return db.transaction(async (tx) => {
    // Serialises concurrent adds to one cart (the person row is the lock).
    await tx.query('SELECT 1 FROM persons WHERE person_id = $1 FOR UPDATE', [owner.personId]);
    const present = new Set(await cartFundIds(tx, owner));
    if (unique.some((id) => present.has(id))) throw new GatewayError(ErrorCode.CartDuplicate);
    if (present.size + unique.length > CART_MAX_FUNDS) {
      throw new GatewayError(ErrorCode.CartFull, undefined, { detail: { N: present.size } });
    }
    for (const fundId of unique) {
      await tx.query(
        'INSERT INTO cart_items (person_id, group_id, fund_id, added_at) VALUES ($1, $2, $3, $4)',
        [owner.personId, owner.groupId, fundId, new Date(now).toISOString()],
      );
    }
    return cartCount(tx, owner);
  });
}

/** Removes funds from a cart (absent funds are ignored). spec 02 §7 remove */
export async function removeFromCart(
  db: Db,
  owner: CartOwner,
  fundIds: readonly string[],
): Promise<CartCount> {
  await db.query(
    'DELETE FROM cart_items WHERE person_id = $1 AND group_id = $2 AND fund_id = ANY($3::text[])',
    [owner.personId, owner.groupId, [...fundIds]],
  );
  return cartCount(db, owner);
}

/** Empties a cart. spec 02 §7 clear */
export async function clearCart(db: Db, owner: CartOwner): Promise<CartCount> {
  await db.query('DELETE FROM cart_items WHERE person_id = $1 AND group_id = $2', [
    owner.personId,
    owner.groupId,
  ]);
  return cartCount(db, owner);
}

/**
 * A stable code of a fund company: the data names companies but has no codes, so the code is the first
 * 8 hex digits of the name's SHA-256 (`'00000000'` when the company is unknown).
 */
export function managerCodeOf(company: string): string {
  if (company === '') return '00000000';
  return createHash('sha256').update(company).digest('hex').slice(0, 8);
}

/** The amounts lines were put in the cart with (a portfolio bought through the cart, issue 14 §4), by fund. */
async function cartAmounts(db: Db, owner: CartOwner): Promise<Map<string, string>> {
  const rows = await db.query<{ fund_id: string; amount: string }>(
    'SELECT fund_id, amount::text AS amount FROM cart_items WHERE person_id = $1 AND group_id = $2 AND amount IS NOT NULL',
    [owner.personId, owner.groupId],
  );
  return new Map(rows.map((r) => [r.fund_id, r.amount] as const));
}

/**
 * The cart's lines grouped by fund company, groups in order of their first line (spec 02 §3 cart fund
 * line and company group). Each line carries its limits, the holding cap, what may still be bought today,
 * and a tip of type `error` with the buy-eligibility message when the fund cannot be bought now; the amount
 * the line was put in with (a portfolio bought through the cart) or null; the fee estimate is null (the web
 * computes it from batchQueryFundFeeDiscount).
 *
 * @param tradeDay - the trade day of an order placed now (today's usage counts against the daily cap)
 * @see spec 02 §3, §5, §7 queryShopCartData
 */
export async function cartLines(db: Db, owner: CartOwner, tradeDay: string): Promise<CartCompanyGroup[]> {
  const ids = await cartFundIds(db, owner);
  const [funds, clientType, amounts] = await Promise.all([
    loadTradeFunds(db, ids),
    clientTypeOf(db, owner.groupId),
    cartAmounts(db, owner),
  ]);
  const groups = new Map<string, CartCompanyGroup>();
  for (const fundId of ids) {
    const fund = funds.get(fundId);
    if (!fund) continue;
    const usage = await fundUsage(db, owner.groupId, fundId, tradeDay);
    const eligibility = checkBuyEligibility(fund, { clientType });
    const managerCode = managerCodeOf(fund.company);
    const line: CartFundLine = {
      fundId,
      fundCode: fundId,
      fundName: fund.fundName,
      fundType: fund.fundTypeCode,
      fundRiskLevel: fund.riskLevel,
      amount: amounts.get(fundId) ?? null,
      minvalue: fund.minLimit,
      maxvalue: fund.maxLimit,
      dailyMaxValue: fund.dailyMaxValue,
      orgmaxholdvol: holdingCapOf(fund),
      lessDailyValue: remainingToday(fund, usage),
      summaryPdf: fund.summaryPdf,
      managerCode,
      managerName: fund.company,
      tipInfo: eligibility.ok
        ? { type: 'none', tip: '' }
        : { type: 'error', tip: renderMessage(eligibility) },
      estimateFee: null,
    };
    const group = groups.get(managerCode) ?? { managerCode, managerName: fund.company, fundList: [] };
    group.fundList.push(line);
    groups.set(managerCode, group);
  }
  return [...groups.values()];
}
