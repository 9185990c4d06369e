/**
 * Issue 16 finding 4 (DESIGN §7): cancelling an order needs the trade password, as placing one does (the
 * same five attempts, spec 02 §4), and every state change of an order — placed, cancelled, confirmed —
 * records who, when, from where and what in an append-only trail that the trade detail shows.
 */
import { callPath, ErrorCode, t, trade, type trade as tradeTypes } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../../packages/server/src/trade/index.js';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { waitFor } from '../helpers/waitFor.js';

const TRADE_PASSWORD = '135790';
const FUND = '000001';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

async function loggedIn(loginName: string, groupId?: string): Promise<TestClient> {
  const c = server.client();
  await c.login(loginName, undefined, groupId);
  return c;
}

/** Places one cart purchase and waits until its order exists; answers the order's serial number. */
async function placeOrder(c: TestClient, amount: string): Promise<string> {
  const { sessionToken } = await c.gateway.call(trade.getSessionToken, {
    gid: c.session.groupId!,
    scene: 'SHOPPING_CART_PURCHASE',
  });
  const { batchSerialNo } = await c.gateway.call(trade.cartPurchase, {
    password: TRADE_PASSWORD,
    sessionToken,
    capsource: 2,
    purchaseList: [{ fundCode: FUND, amount }],
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

/** Posts a call's raw JSON with the client's session (a body the typed client refuses to send). */
async function rawCall(c: TestClient, body: unknown) {
  const response = await fetch(`${server.baseUrl}${callPath(trade.cancelTrade)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${c.session.token ?? ''}`,
      'x-gno': c.session.groupId ?? '',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, envelope: (await response.json()) as { header: { retCode: string } } };
}

const statusOf = async (serialNo: string) =>
  (await server.db.query<{ status: string }>('SELECT status FROM orders WHERE serial_no = $1', [serialNo]))[0]
    ?.status;

describe('a cancel needs the trade password (issue 16 finding 4, DESIGN §7, spec 02 §4 attempts)', () => {
  it('refuses a cancel without a trade password (400, nothing changes)', async () => {
    const c = await loggedIn('op01');
    const serialNo = await placeOrder(c, '101');
    const answer = await rawCall(c, { serialNo });
    expect(answer.status).toBe(400);
    expect(answer.envelope.header.retCode).toBe(ErrorCode.BadRequest);
    expect(await statusOf(serialNo)).toBe('accepted');
  });

  it('a wrong trade password is refused with the attempts left and counts with the purchase attempts', async () => {
    const c = await loggedIn('op02', '10000001');
    const serialNo = await placeOrder(c, '102');
    await expect(
      c.gateway.call(trade.cancelTrade, { serialNo, tradePassword: '000000' }),
    ).rejects.toMatchObject({
      code: ErrorCode.TradePasswordWrong,
      message: t('error.tradePasswordWrong', { N: 4 }),
    });
    expect(await statusOf(serialNo)).toBe('accepted');
    // The same counter as placing (spec 02 §4): the next wrong entry anywhere leaves 3.
    await expect(c.gateway.call(trade.checkTradePassword, { tradePassword: '000000' })).rejects.toMatchObject(
      {
        code: ErrorCode.TradePasswordWrong,
        message: t('error.tradePasswordWrong', { N: 3 }),
      },
    );
    for (const left of [2, 1]) {
      await expect(
        c.gateway.call(trade.cancelTrade, { serialNo, tradePassword: '000000' }),
      ).rejects.toMatchObject({ message: t('error.tradePasswordWrong', { N: left }) });
    }
    await expect(
      c.gateway.call(trade.cancelTrade, { serialNo, tradePassword: '000000' }),
    ).rejects.toMatchObject({ code: ErrorCode.TradePasswordLocked });
    // Locked: even the right password no longer cancels.
    await expect(
      c.gateway.call(trade.cancelTrade, { serialNo, tradePassword: TRADE_PASSWORD }),
    ).rejects.toMatchObject({ code: ErrorCode.TradePasswordLocked });
    expect(await statusOf(serialNo)).toBe('accepted');
  });

  it('a cancel that cannot happen costs no attempt (unknown order: FD4005)', async () => {
    const op = await loggedIn('op01');
    await expect(
      op.gateway.call(trade.cancelTrade, { serialNo: 'NO-SUCH-ORDER', tradePassword: '000000' }),
    ).rejects.toMatchObject({ code: ErrorCode.OrderNotFound });
    // Still 5 attempts: the right password answers 5 after one wrong check leaves 4.
    await expect(
      op.gateway.call(trade.checkTradePassword, { tradePassword: '000000' }),
    ).rejects.toMatchObject({
      message: t('error.tradePasswordWrong', { N: 4 }),
    });
    await op.gateway.call(trade.checkTradePassword, { tradePassword: TRADE_PASSWORD });
  });
});

describe('every state change of an order is in an append-only trail (issue 16 finding 4, DESIGN §7)', () => {
  it('records placed and cancelled with who, when and from where; the trade detail shows them', async () => {
    const c = await loggedIn('op01');
    const serialNo = await placeOrder(c, '103');
    server.clock.advance(60_000);
    const cancelled = await c.gateway.call(trade.cancelTrade, { serialNo, tradePassword: TRADE_PASSWORD });
    expect(cancelled.status).toBe('cancelled');
    const expected: tradeTypes.OrderTrailEntry[] = [
      {
        fromStatus: null,
        toStatus: 'accepted',
        time: '2026-02-13T14:00:00.000+08:00',
        actorKind: 'person',
        actorName: '张伟',
        loginName: 'op01',
        ip: '127.0.0.1',
        note: t('server.trade.event.accepted'),
      },
      {
        fromStatus: 'accepted',
        toStatus: 'cancelled',
        time: '2026-02-13T14:01:00.000+08:00',
        actorKind: 'person',
        actorName: '张伟',
        loginName: 'op01',
        ip: '127.0.0.1',
        note: t('server.trade.event.cancelled'),
      },
    ];
    expect(cancelled.trail).toEqual(expected);
    // Another person of the organisation sees who cancelled.
    const reviewer = await loggedIn('chk01');
    expect((await reviewer.gateway.call(trade.tradeDetail, { serialNo })).trail).toEqual(expected);
  });

  it('records a confirmation as the system (no person, no address)', async () => {
    const c = await loggedIn('op01');
    const serialNo = await placeOrder(c, '104');
    const [order] = await server.db.query<{ confirm_day: string }>(
      'SELECT confirm_day::text AS confirm_day FROM orders WHERE serial_no = $1',
      [serialNo],
    );
    const start = server.clock.now();
    server.clock.set(Date.parse(`${order!.confirm_day}T09:30:00+08:00`));
    try {
      await engineFor(server.db)!.confirm();
      const late = await loggedIn('op01');
      const detail = await late.gateway.call(trade.tradeDetail, { serialNo });
      expect(detail.status).toBe('confirmed');
      expect(detail.trail.map((e) => [e.fromStatus, e.toStatus, e.actorKind, e.loginName, e.ip])).toEqual([
        [null, 'accepted', 'person', 'op01', '127.0.0.1'],
        ['accepted', 'confirmed', 'system', null, null],
      ]);
    } finally {
      server.clock.set(start);
    }
  });

  it('the trail cannot be changed or deleted', async () => {
    await expect(server.db.query("UPDATE order_trail SET ip = '10.0.0.1'")).rejects.toThrow(/append-only/);
    await expect(server.db.query('DELETE FROM order_trail')).rejects.toThrow(/append-only/);
  });
});
