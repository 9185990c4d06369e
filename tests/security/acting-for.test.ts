/**
 * Issue 16 finding 10: acting for the right account. A manager's encrypted checked-group header
 * (`checkedGroupNo`, spec 01 §7.1; spec 02 §6, 03 §6) decides the account every call reads or acts for,
 * and a group the person may not act for is refused (FD1004); a hosting user's purchase is refused with the
 * hosting-user code (FD4007, spec 02 §5), not the generic FD1003.
 */
import {
  account,
  createGatewayClient,
  encryptField,
  ErrorCode,
  t,
  trade,
  type GatewayClient,
} from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeCipher, startServer, type TestServer } from '../helpers/server.js';
import { waitFor } from '../helpers/waitFor.js';

let server: TestServer;
let publicKey: string;
beforeAll(async () => {
  server = await startServer();
  publicKey = (await server.client().gateway.call(account.publicKey, {})).publicKey;
});
afterAll(async () => {
  await server?.close();
});

/** A manager's client whose `checkedGroupNo` header is the given account, encrypted (as the web sends it). */
interface ManagerClient {
  gateway: GatewayClient;
  /** Sets the checked account (a group id or `all`; undefined: no header; a raw value: sent as is). */
  check(groupId: string | undefined, raw?: boolean): void;
}

async function managerClient(loginName: string, groupId: string): Promise<ManagerClient> {
  const session: { token?: string; groupId?: string; checked?: string } = {};
  const gateway = createGatewayClient({
    baseUrl: server.baseUrl,
    fetch: (url, init) => fetch(url, init),
    session: {
      token: () => session.token,
      groupId: () => session.groupId,
      checkedGroupNo: () => session.checked,
    },
    createCipher: nodeCipher,
  });
  const login = await gateway.call(account.orgLogin, { loginName, password: 'Demo@2026' });
  session.token = login.token;
  const switched = await gateway.call(account.loginSwitch, { groupId });
  session.token = switched.token;
  session.groupId = switched.groupId;
  return {
    gateway,
    check(id, raw = false) {
      session.checked = id === undefined ? undefined : raw ? id : encryptField(id, nodeCipher(publicKey));
    },
  };
}

describe("the manager's checked account (spec 01 §7.1 checkedGroupNo, 02 §6, 03 §6; issue 16 finding 10)", () => {
  it('acts for the checked product: the cart of 10000011 is not the cart of 10000010 or 10000012', async () => {
    const mgr = await managerClient('mgr01', '10000010');
    mgr.check('10000011');
    await mgr.gateway.call(trade.cartAdd, { fundIds: ['000001'] });
    expect((await mgr.gateway.call(trade.cartNumInfo, {})).fundIds).toEqual(['000001']);
    mgr.check('10000012');
    expect((await mgr.gateway.call(trade.cartNumInfo, {})).fundIds).toEqual([]);
    mgr.check(undefined);
    expect((await mgr.gateway.call(trade.cartNumInfo, {})).fundIds).toEqual([]);
    const rows = await server.db.query<{ group_id: string }>(
      "SELECT group_id FROM cart_items WHERE person_id = 'P0009'",
    );
    expect(rows.map((r) => r.group_id)).toEqual(['10000011']);
  });

  it('places an order for the checked product and reads its figures (pending count) for it alone', async () => {
    const mgr = await managerClient('mgr01', '10000010');
    mgr.check('10000011');
    const { sessionToken } = await mgr.gateway.call(trade.getSessionToken, {
      gid: '10000011',
      scene: 'SHOPPING_CART_PURCHASE',
    });
    const { batchSerialNo } = await mgr.gateway.call(trade.cartPurchase, {
      password: '135790',
      sessionToken,
      capsource: 2,
      purchaseList: [{ fundCode: '000001', amount: '1000' }],
    });
    await waitFor(
      async () =>
        (await mgr.gateway.call(trade.cartPurchaseResult, { batchSerialNo })).orderStatus === 'done',
      { what: `batch ${batchSerialNo} done` },
    );
    const orders = await server.db.query<{ group_id: string }>(
      'SELECT group_id FROM orders WHERE batch_serial_no = $1',
      [batchSerialNo],
    );
    expect(orders.map((o) => o.group_id)).toEqual(['10000011']);
    expect((await mgr.gateway.call(trade.pendingTradeNum, {})).num).toBe(1);
    mgr.check('10000012');
    expect((await mgr.gateway.call(trade.pendingTradeNum, {})).num).toBe(0);
    mgr.check('all');
    expect((await mgr.gateway.call(trade.pendingTradeNum, {})).num).toBe(0); // the manager organisation's own
  });

  it("refuses an account the person may not act for, and a header that is not the gateway's ciphertext", async () => {
    const mgr = await managerClient('mgr01', '10000010');
    mgr.check('10000001'); // 鼎元投资: not mgr01's
    await expect(mgr.gateway.call(trade.cartNumInfo, {})).rejects.toMatchObject({
      code: ErrorCode.OrgForbidden,
      message: t('error.orgForbidden'),
    });
    mgr.check('10000011', true); // in clear: not decryptable
    await expect(mgr.gateway.call(trade.cartNumInfo, {})).rejects.toMatchObject({
      code: ErrorCode.OrgForbidden,
    });

    // An operator of two organisations switches to act for the other one; the header does not do it.
    const op = await managerClient('op02', '10000001');
    op.check('10000002');
    await expect(op.gateway.call(trade.cartNumInfo, {})).rejects.toMatchObject({
      code: ErrorCode.OrgForbidden,
    });
    op.check('10000001');
    await expect(op.gateway.call(trade.cartNumInfo, {})).resolves.toMatchObject({ fundIds: [] });
  });
});

describe('a hosting user cannot buy (spec 02 §5, 03 §6; issue 16 finding 10)', () => {
  it('answers the hosting-user code FD4007, not FD1003, and records no batch', async () => {
    const host = server.client();
    await host.login('host01');
    await expect(
      host.gateway.call(trade.cartPurchase, {
        password: '135790',
        sessionToken: 'x',
        capsource: 2,
        purchaseList: [{ fundCode: '000001', amount: '100' }],
      }),
    ).rejects.toMatchObject({ code: ErrorCode.HostingUserCannotBuy, message: t('buy.hostingUser') });
    await expect(
      host.gateway.call(trade.getSessionToken, { gid: '10000001', scene: 'SHOPPING_CART_PURCHASE' }),
    ).rejects.toMatchObject({ code: ErrorCode.HostingUserCannotBuy });
    expect(await server.db.query("SELECT 1 FROM batches WHERE person_id = 'P0007'")).toEqual([]);
  });
});
