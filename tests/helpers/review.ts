import { review, trade } from '@funddesk/core';
import type { TestServer } from './server.js';
import { TRADE_PASSWORD } from './trading.js';
import { waitFor } from './waitFor.js';

/**
 * The review scene of issue 11's "Done when": admin01 turns two-level review (TWO_REVIEW) on for cart
 * purchases of 10000001 with no named checkers (each level falls back to the members holding its default
 * checker role: chk01 at level 1, chk02 at level 2 in the seed), then op01 places a cart purchase of 000001, 000003 and
 * 000005 at 1000 yuan each and waits until the batch is done, so all three wait for review.
 *
 * @returns the three orders' serial numbers, in the cart's line order
 * @see issue 11 §2 (review settings), §4; spec 02 §7 (cart purchase)
 */
export async function cartPurchaseUnderTwoLevelReview(server: TestServer): Promise<string[]> {
  const admin = server.client();
  await admin.login('admin01');
  await admin.gateway.call(review.processSet, {
    settings: [{ scene: 'SHOPPING_CART_PURCHASE', reviewType: 'TWO_REVIEW', level1: [], level2: [] }],
  });
  const op = server.client();
  await op.login('op01');
  const { sessionToken } = await op.gateway.call(trade.getSessionToken, {
    gid: op.session.groupId!,
    scene: 'SHOPPING_CART_PURCHASE',
  });
  const { batchSerialNo } = await op.gateway.call(trade.cartPurchase, {
    password: TRADE_PASSWORD,
    sessionToken,
    capsource: 2,
    purchaseList: ['000001', '000003', '000005'].map((fundCode) => ({ fundCode, amount: '1000' })),
  });
  await waitFor(
    async () => (await op.gateway.call(trade.cartPurchaseResult, { batchSerialNo })).orderStatus === 'done',
    { what: `batch ${batchSerialNo} done` },
  );
  const rows = await server.db.query<{ serial_no: string }>(
    'SELECT serial_no FROM orders WHERE batch_serial_no = $1 ORDER BY line_no',
    [batchSerialNo],
  );
  return rows.map((r) => r.serial_no);
}

/** The stored status of order `serialNo` (`pendingReview`, `accepted`, `failed`, ...), undefined without one. */
export async function orderStatusOf(server: TestServer, serialNo: string): Promise<string | undefined> {
  const rows = await server.db.query<{ status: string }>('SELECT status FROM orders WHERE serial_no = $1', [
    serialNo,
  ]);
  return rows[0]?.status;
}
