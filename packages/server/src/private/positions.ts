/**
 * Private positions (issue 13 §4; spec 02 §2 /private-asset/privatePositionDetails, privilege
 * private_fund_position_detail): the organisation's holdings of private products, built by the open-day
 * confirmations (private/deals.ts confirmPrivateDue), valued at the product's latest NAV (P1's model,
 * 模拟). Shares and yuan with 2 decimals, NAV with 4.
 */
import { Dec, toYuan, type PrivatePosition } from '@funddesk/core';
import type { Db } from '../db/db.js';
import { privateProductFor } from './adapters.js';
import { privateNavSeries } from './products.js';

/**
 * The shares of the organisation's holding of `productId` and those free to redeem (less the shares of
 * redemptions applied or submitted and not yet confirmed).
 * @returns `{ shares, available }`, both `0.00` without a holding
 */
export async function holdingOf(
  db: Db,
  groupId: string,
  productId: string,
): Promise<{ shares: string; available: string }> {
  const rows = await db.query<{ shares: string; pending: string }>(
    `SELECT COALESCE((SELECT shares FROM private_positions WHERE group_id = $1 AND product_id = $2), 0)::text AS shares,
            COALESCE((SELECT sum(shares) FROM private_deals
                       WHERE group_id = $1 AND product_id = $2 AND deal_type = 'rdm'
                         AND status IN ('applied', 'submitted')), 0)::text AS pending`,
    [groupId, productId],
  );
  const shares = new Dec(rows[0]?.shares ?? '0');
  const available = Dec.max(shares.minus(rows[0]?.pending ?? '0'), 0);
  return { shares: shares.toFixed(2), available: available.toFixed(2) };
}

/**
 * The organisation's private positions, by product id, valued at each product's latest NAV on or before
 * today: market value = shares × NAV rounded down to 2 decimals.
 * @param now - ms since the epoch (the injected clock)
 * @returns the positions and the total market value (yuan)
 * @see spec 02 §2 privatePositionDetails
 */
export async function privatePositions(
  db: Db,
  groupId: string,
  now: number,
): Promise<{ list: PrivatePosition[]; totalMarketValue: string }> {
  const rows = await db.query<{ product_id: string; shares: string; cost: string }>(
    `SELECT product_id, shares::text AS shares, cost::text AS cost FROM private_positions
      WHERE group_id = $1 AND shares > 0 ORDER BY product_id`,
    [groupId],
  );
  let total = new Dec(0);
  const list: PrivatePosition[] = [];
  for (const row of rows) {
    const product = await privateProductFor(db, row.product_id, now);
    const series = await privateNavSeries(db, row.product_id, now);
    const last = series[series.length - 1] ?? null;
    const { available } = await holdingOf(db, groupId, row.product_id);
    const marketValue = last ? new Dec(row.shares).times(last.nav).toDecimalPlaces(2, Dec.ROUND_DOWN) : null;
    if (marketValue) total = total.plus(marketValue);
    list.push({
      productId: row.product_id,
      productName: product.productName,
      manager: product.manager,
      shares: row.shares,
      available,
      cost: row.cost,
      nav: last?.nav ?? null,
      navDate: last?.date ?? null,
      navSimulated: true,
      marketValue: marketValue ? marketValue.toFixed(2) : null,
      nextOpenDay: product.openDay,
    });
  }
  return { list, totalMarketValue: toYuan(total) };
}
