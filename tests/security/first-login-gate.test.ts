/**
 * Issue 16 finding 3 (spec 01 §4.2 "The settings-login page is forced when...", DESIGN §7 "the server
 * enforces"): new01, still on the initial login password and without a trade password, is refused every
 * call but the first-login ones with FD1018 (请先完成首次登录设置) — orders, assets, statements, the cart, a
 * cancel, a download — while the settings page's own calls answer; once the settings are set, the same
 * session's calls work at once.
 */
import {
  account,
  asset,
  batch,
  callPath,
  ErrorCode,
  firstLogin,
  statement,
  support,
  t,
  trade,
} from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { waitFor } from '../helpers/waitFor.js';

const ORG = '10000001';
const TRADE_PASSWORD = '135790';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

async function loggedIn(loginName: string, password?: string): Promise<TestClient> {
  const c = server.client();
  await c.login(loginName, password, ORG);
  return c;
}

/** op01 places one cart purchase in new01's organisation; answers the pending order's serial number. */
async function placeOrder(c: TestClient): Promise<string> {
  const { sessionToken } = await c.gateway.call(trade.getSessionToken, {
    gid: ORG,
    scene: 'SHOPPING_CART_PURCHASE',
  });
  const { batchSerialNo } = await c.gateway.call(trade.cartPurchase, {
    password: TRADE_PASSWORD,
    sessionToken,
    capsource: 2,
    purchaseList: [{ fundCode: '000001', amount: '100' }],
  });
  const done = await waitFor(
    async () => {
      const result = await c.gateway.call(trade.cartPurchaseResult, { batchSerialNo });
      return result.orderStatus === 'done' ? result : null;
    },
    { what: `batch ${batchSerialNo} done` },
  );
  expect(done.successSize).toBe(1);
  const [order] = await server.db.query<{ serial_no: string }>(
    'SELECT serial_no FROM orders WHERE batch_serial_no = $1',
    [batchSerialNo],
  );
  return order!.serial_no;
}

const statusOf = async (serialNo: string) =>
  (await server.db.query<{ status: string }>('SELECT status FROM orders WHERE serial_no = $1', [serialNo]))[0]
    ?.status;

const refused = { code: ErrorCode.FirstLoginRequired, message: t('error.firstLoginRequired') };

/** The business calls of the finding, each with a valid request (so only the gate can refuse them). */
function businessCalls(c: TestClient, serialNo: string, tradePassword: string) {
  return {
    pendingTradeList: () => c.gateway.call(trade.pendingTradeList, { groupIds: [ORG] }),
    queryBasicAssetsInfo: () => c.gateway.call(asset.queryBasicAssetsInfo, { groupIds: [ORG] }),
    statementList: () => c.gateway.call(statement.statementList, { groupIds: [ORG] }),
    queryShopCartData: () => c.gateway.call(trade.queryShopCartData, {}),
    cartAdd: () => c.gateway.call(trade.cartAdd, { fundIds: ['000001'] }),
    queryAccountList: () => c.gateway.call(account.queryAccountList, { privilegeCode: 'asset_mgt' }),
    cancelTrade: () => c.gateway.call(trade.cancelTrade, { serialNo, tradePassword }),
    batchTemplate: () => c.gateway.download(batch.batchTemplate, { tradeType: 'purchase' }),
  };
}

describe('first login enforced by the server (issue 16 finding 3, spec 01 §4.2)', () => {
  it('FD1018 is in the catalogue: 请先完成首次登录设置, its own kind (the web goes to the settings page)', () => {
    expect(refused.message).toBe('请先完成首次登录设置');
  });

  it('new01 is refused orders, assets, statements, the cart, a cancel and a download; nothing changes', async () => {
    const op = await loggedIn('op01');
    const serialNo = await placeOrder(op);
    const c = await loggedIn('new01');
    const calls = businessCalls(c, serialNo, TRADE_PASSWORD);
    for (const [name, run] of Object.entries(calls)) {
      await expect(run(), name).rejects.toMatchObject(refused);
    }
    expect(await statusOf(serialNo)).toBe('accepted');
    const [cart] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM cart_items WHERE person_id = 'P0012'",
    );
    expect(cart?.n ?? 0).toBe(0);
    // The raw HTTP answer: a business refusal in the envelope, not a 500.
    const response = await fetch(`${server.baseUrl}${callPath(trade.pendingTradeList)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${c.session.token ?? ''}`,
        'x-gno': ORG,
      },
      body: JSON.stringify({ groupIds: [ORG] }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { header: { retCode: string } }).header.retCode).toBe(
      ErrorCode.FirstLoginRequired,
    );
  });

  it('the first-login page’s own calls answer: corpInfo, organisations, menu, notices, logout', async () => {
    const c = await loggedIn('new01');
    const info = await c.gateway.call(firstLogin.corpInfo, {});
    expect(info).toMatchObject({ hasLoginPwd: false, hasTradePwd: false });
    await expect(c.gateway.call(account.getCorpsInfo, {})).resolves.toBeDefined();
    await expect(c.gateway.call(account.personMenu, {})).resolves.toBeDefined();
    await expect(c.gateway.call(support.noticeLast, {})).resolves.toBeDefined();
    await expect(c.gateway.call(account.isSetTradePassword, {})).resolves.toBeDefined();
    await expect(c.gateway.call(account.logout, {})).resolves.toBeDefined();
  });

  it('after firstLoginSet the same session works at once; a fresh login with the new password too', async () => {
    const op = await loggedIn('op01');
    const serialNo = await placeOrder(op);
    const c = await loggedIn('new01');
    await expect(c.gateway.call(trade.pendingTradeList, { groupIds: [ORG] })).rejects.toMatchObject(refused);
    await c.gateway.call(firstLogin.firstLoginSet, { loginPwd: 'Fresh2026', tradePwd: '246802' });
    const pending = await c.gateway.call(trade.pendingTradeList, { groupIds: [ORG] });
    expect(pending.list.map((order) => order.serialNo)).toContain(serialNo);
    await expect(c.gateway.call(asset.queryBasicAssetsInfo, { groupIds: [ORG] })).resolves.toBeDefined();
    await expect(c.gateway.call(trade.queryShopCartData, {})).resolves.toBeDefined();
    await expect(c.gateway.call(statement.statementList, { groupIds: [ORG] })).resolves.toBeDefined();
    const again = await loggedIn('new01', 'Fresh2026');
    await again.gateway.call(trade.cancelTrade, { serialNo, tradePassword: '246802' });
    expect(await statusOf(serialNo)).toBe('cancelled');
  });

  it('other demo people are not gated (op01 reads its pending orders)', async () => {
    const c = await loggedIn('op01');
    await expect(c.gateway.call(trade.pendingTradeList, { groupIds: [ORG] })).resolves.toBeDefined();
  });
});
