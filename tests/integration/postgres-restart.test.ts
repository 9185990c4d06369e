import { trade } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres } from '../helpers/postgres.js';
import { startServer, testClock, type TestServer } from '../helpers/server.js';
import { waitFor } from '../helpers/waitFor.js';

/**
 * A restart on PostgreSQL loses nothing (issue 10 "Bad input and faults"; DESIGN §10): an order placed
 * before the server closes is there, unchanged, when a new server starts on the same DATABASE_URL.
 */
describe.skipIf(!onPostgres())(
  'server restart on PostgreSQL keeps every order (DESIGN §10; integration-pg project only)',
  () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let first: TestServer | undefined;
    let second: TestServer | undefined;
    const clock = testClock();
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await database?.drop();
    });

    it('places an order, closes the app, and a new app on the same database answers it', async () => {
      first = await startServer({ databaseUrl: database.url, clock });
      const c = first.client();
      await c.login('op01');
      const { sessionToken } = await c.gateway.call(trade.getSessionToken, {
        gid: c.session.groupId!,
        scene: 'SHOPPING_CART_PURCHASE',
      });
      const { batchSerialNo } = await c.gateway.call(trade.cartPurchase, {
        password: '135790',
        sessionToken,
        capsource: 2,
        purchaseList: [{ fundCode: '000001', amount: '2000' }],
      });
      const server = first;
      const serialNo = await waitFor(
        async () =>
          (
            await server.db.query<{ serial_no: string }>(
              'SELECT serial_no FROM orders WHERE batch_serial_no = $1',
              [batchSerialNo],
            )
          )[0]?.serial_no,
        { timeoutMs: 30_000, what: `the order of ${batchSerialNo}` },
      );
      const before = await c.gateway.call(trade.tradeDetail, { serialNo });
      await first.close();
      first = undefined;

      second = await startServer({ databaseUrl: database.url, clock });
      const again = second.client();
      await again.login('op01');
      const after = await again.gateway.call(trade.tradeDetail, { serialNo });
      expect(after).toEqual(before);
      expect(after).toMatchObject({ serialNo, batchSerialNo, fundId: '000001', amount: '2000.00' });
    });
  },
);
