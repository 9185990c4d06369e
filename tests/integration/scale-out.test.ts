import { account, createGatewayClient, Dec, ErrorCode, trade, type GatewayClient } from '@funddesk/core';
import type { Db } from '@funddesk/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { engineFor } from '../../packages/server/src/trade/index.js';
import { latestCode, solveCaptcha } from '../helpers/devTools.js';
import { onPostgres } from '../helpers/postgres.js';
import {
  nodeCipher,
  startServer,
  testClient,
  testClock,
  type TestClient,
  type TestServer,
} from '../helpers/server.js';
import { waitFor } from '../helpers/waitFor.js';

/**
 * DESIGN §10 "Growing past one machine", proved (issue 10 §1): two instances of the server on ONE
 * PostgreSQL database, requests alternating between them with no sticky sessions.
 *
 * Instance A is the usual test server. Instance B is built from a second, fresh copy of the server's modules
 * (`vi.resetModules` + dynamic import), so it shares nothing in memory with A — no session cache, rate-limit
 * store, engine registry or job list — just as a second process would not; only the database is shared.
 * Both run the background jobs (batch runner, T+1 confirmation).
 */

const RUNS = onPostgres();
const TRADE_PASSWORD = '135790';
/** The login calls' limit per minute on both instances (counted in the database, so across both). */
const LOGIN_LIMIT = 6;

interface Instance {
  baseUrl: string;
  db: Db;
  engineConfirm(): Promise<{ confirmed: number }>;
  kick(batchSerialNo: string): void;
}

describe.skipIf(!RUNS)(
  'two server instances on one PostgreSQL, no sticky sessions (DESIGN §10; runs in the integration-pg project only, it needs a shared PostgreSQL)',
  () => {
    const clock = testClock();
    let a: TestServer;
    let b: Instance;
    let appB: FastifyInstance;
    let dbB: Db;

    beforeAll(async () => {
      a = await startServer({ clock, loginRateLimit: LOGIN_LIMIT });
      vi.resetModules();
      const fresh = await import('@funddesk/server');
      const freshTrade = await import('../../packages/server/src/trade/index.js');
      dbB = fresh.openPostgres(a.databaseUrl!);
      appB = await fresh.buildApp({
        db: dbB,
        clock,
        webDir: null,
        loginRateLimit: LOGIN_LIMIT,
        devTools: true,
      });
      await appB.listen({ port: 0, host: '127.0.0.1' });
      const address = appB.server.address();
      const engine = freshTrade.engineFor(dbB)!;
      b = {
        baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
        db: dbB,
        engineConfirm: () => engine.confirm(),
        kick: (serial) => engine.kick(serial),
      };
    });
    afterAll(async () => {
      await appB?.close();
      await dbB?.close();
      await a?.close();
    });
    // Each test starts a fresh rate-limit window (1 minute) and may request a new code (60 s resend rule).
    beforeEach(() => {
      clock.advance(61_000);
    });

    /**
     * A client behind a round-robin balancer: each request goes to the other instance than the last one.
     * `served` records which instance answered each request.
     */
    function balanced(): TestClient & { served: string[] } {
      const session: TestClient['session'] = {};
      const served: string[] = [];
      let next = 0;
      const gateway: GatewayClient = createGatewayClient({
        baseUrl: a.baseUrl,
        mode: 'direct',
        fetch: (url, init) => {
          const target = [a.baseUrl, b.baseUrl][next++ % 2]!;
          served.push(target === a.baseUrl ? 'A' : 'B');
          return fetch(String(url).replace(a.baseUrl, target), init);
        },
        session: { token: () => session.token, groupId: () => session.groupId },
        createCipher: nodeCipher,
      });
      return {
        gateway,
        session,
        served,
        async login(loginName, password = 'Demo@2026', groupId) {
          const result = await gateway.call(account.orgLogin, { loginName, password });
          session.token = result.token;
          const target = groupId ?? result.corpList[0]?.groupId;
          if (!target) return;
          const switched = await gateway.call(account.loginSwitch, { groupId: target });
          session.token = switched.token;
          session.groupId = switched.groupId;
        },
      };
    }

    /** A client of one instance that uses another client's session. */
    const on = (baseUrl: string, from: TestClient): TestClient => {
      const c = testClient(baseUrl);
      c.session.token = from.session.token;
      c.session.groupId = from.session.groupId;
      return c;
    };

    it('a login on one instance works on the other, call after call', async () => {
      const c = balanced();
      await c.login('op01'); // orgLogin on A, loginSwitch on B
      for (let i = 0; i < 4; i++) {
        await expect(c.gateway.call(account.getCorpsInfo, {})).resolves.toMatchObject({ roleType: 'op' });
      }
      // (the client may also fetch the gateway's public key: the order is checked on the last calls)
      expect(c.served.slice(-4)).toEqual(
        c.served.at(-1) === 'A' ? ['B', 'A', 'B', 'A'] : ['A', 'B', 'A', 'B'],
      );
    });

    it('a logout on one instance is honoured by the other at once (no per-process session cache)', async () => {
      const onA = testClient(a.baseUrl);
      await onA.login('op02');
      const onB = on(b.baseUrl, onA);
      // B resolves the session first (a per-process cache would keep it from here on).
      await expect(onB.gateway.call(account.personMenu, {})).resolves.toBeDefined();
      await onA.gateway.call(account.logout, {});
      await expect(onB.gateway.call(account.personMenu, {})).rejects.toMatchObject({
        code: ErrorCode.SessionExpired,
        httpStatus: 401,
        message: '登录信息已过期，请重新登录',
      });
    });

    it('a captcha and a verification code issued by one instance are accepted by the other', async () => {
      const onA = testClient(a.baseUrl);
      const onB = testClient(b.baseUrl);
      const captcha = await onA.gateway.call(account.captchaGet, {});
      const answer = await solveCaptcha(a.db, captcha.captchaId);
      const { ticket } = await onB.gateway.call(account.captchaCheck, {
        captchaId: captcha.captchaId,
        answer,
      });
      await onA.gateway.call(account.getIdentifyCode, {
        loginName: 'chk01',
        purpose: 'resetLoginPassword',
        captchaTicket: ticket,
      });
      const code = await latestCode(b, 'chk01');
      await expect(
        onB.gateway.call(account.checkVerifyCode, {
          loginName: 'chk01',
          purpose: 'resetLoginPassword',
          code,
        }),
      ).resolves.toMatchObject({ verifyTicket: expect.any(String) as unknown });
      // Used up on B: A refuses the same code.
      await expect(
        onA.gateway.call(account.checkVerifyCode, {
          loginName: 'chk01',
          purpose: 'resetLoginPassword',
          code,
        }),
      ).rejects.toMatchObject({ code: ErrorCode.VerifyCodeWrong });
    });

    it('the login rate limit counts the calls of both instances together', async () => {
      const c = balanced();
      for (let i = 0; i < LOGIN_LIMIT; i++) {
        await expect(
          c.gateway.call(account.orgLogin, { loginName: 'op01', password: 'Demo@2026' }),
        ).resolves.toBeDefined();
      }
      // LOGIN_LIMIT / 2 calls reached each instance; a per-process count would let both go on.
      for (let i = 0; i < 2; i++) {
        await expect(
          c.gateway.call(account.orgLogin, { loginName: 'op01', password: 'Demo@2026' }),
        ).rejects.toMatchObject({ code: ErrorCode.RateLimited });
      }
      expect(new Set(c.served.slice(-2))).toEqual(new Set(['A', 'B']));
      // A new window lets the next call in.
      clock.advance(61_000);
      await expect(
        c.gateway.call(account.orgLogin, { loginName: 'op01', password: 'Demo@2026' }),
      ).resolves.toBeDefined();
    });

    it('trade-password attempts count across both instances: 4, 3, 2, 1, then locked', async () => {
      const c = balanced();
      await c.login('sk01');
      const answers: unknown[] = [];
      for (let i = 0; i < 5; i++) {
        answers.push(
          await c.gateway
            .call(trade.checkTradePassword, { tradePassword: '000000' })
            .catch((e: unknown) => e),
        );
      }
      expect(answers.slice(0, 4)).toEqual(
        [4, 3, 2, 1].map((N): unknown =>
          expect.objectContaining({
            code: ErrorCode.TradePasswordWrong,
            message: `输入错误，继续输错${N}次后账户将会被锁定`,
          }),
        ),
      );
      expect(answers[4]).toMatchObject({ code: ErrorCode.TradePasswordLocked });
      expect(new Set(c.served.slice(-5))).toEqual(new Set(['A', 'B']));
    });

    it('a batch placed by both instances’ runners, and its T+1 confirmation run by both, happen exactly once', async () => {
      const c = balanced();
      await c.login('op01');
      const funds = ['000001', '000005', '000011', '000021', '110011', '161725'];
      const { sessionToken } = await c.gateway.call(trade.getSessionToken, {
        gid: c.session.groupId!,
        scene: 'SHOPPING_CART_PURCHASE',
      });
      const { batchSerialNo } = await c.gateway.call(trade.cartPurchase, {
        password: TRADE_PASSWORD,
        sessionToken,
        capsource: 2,
        purchaseList: funds.map((fundCode) => ({ fundCode, amount: '1000' })),
      });
      // The instance that took the request runs the batch; the other runs it too (as it would on start).
      engineFor(a.db)!.kick(batchSerialNo);
      b.kick(batchSerialNo);
      const done = await waitFor(
        async () => {
          const [row] = await a.db.query<{
            status: string;
            done_size: number;
            total_size: number;
            success_size: number;
            fail_size: number;
          }>(
            'SELECT status, done_size, total_size, success_size, fail_size FROM batches WHERE batch_serial_no = $1',
            [batchSerialNo],
          );
          return row?.status === 'done' ? row : null;
        },
        { timeoutMs: 30_000, what: `batch ${batchSerialNo} done` },
      );
      expect(done.total_size).toBe(funds.length);
      expect(done.done_size).toBe(funds.length);
      expect(done.success_size + done.fail_size).toBe(funds.length);
      const lines = await a.db.query<{ line_no: number; orders: number; accepted: number }>(
        `SELECT l.line_no,
                (SELECT count(*)::int FROM orders o WHERE o.batch_serial_no = l.batch_serial_no AND o.line_no = l.line_no) AS orders,
                (SELECT count(*)::int FROM order_events e JOIN orders o USING (serial_no)
                  WHERE o.batch_serial_no = l.batch_serial_no AND o.line_no = l.line_no AND e.status = 'accepted') AS accepted
           FROM batch_lines l WHERE l.batch_serial_no = $1 ORDER BY l.line_no`,
        [batchSerialNo],
      );
      expect(lines).toHaveLength(funds.length);
      for (const line of lines) expect(line.orders).toBe(line.accepted);
      const placed = lines.filter((l) => l.orders === 1).length;
      expect(lines.every((l) => l.orders <= 1)).toBe(true);
      expect(placed).toBe(done.success_size);
      expect(placed).toBeGreaterThan(0);

      // T+1: both instances confirm at once; each order is confirmed by exactly one of them.
      const [{ confirm_day: confirmDay }] = (await a.db.query<{ confirm_day: string }>(
        'SELECT confirm_day::text FROM orders WHERE batch_serial_no = $1 LIMIT 1',
        [batchSerialNo],
      )) as [{ confirm_day: string }];
      const positions = async () =>
        new Map(
          (
            await a.db.query<{ fund_id: string; shares: string }>(
              'SELECT fund_id, shares::text AS shares FROM positions WHERE group_id = $1 AND fund_id = ANY($2::text[])',
              [c.session.groupId, funds],
            )
          ).map((p) => [p.fund_id, new Dec(p.shares)]),
        );
      const before = await positions();
      clock.set(Date.parse(`${confirmDay}T09:30:00+08:00`));
      const [runA, runB] = await Promise.all([engineFor(a.db)!.confirm(), b.engineConfirm()]);
      expect(runA.confirmed + runB.confirmed).toBe(placed);
      const confirmed = await a.db.query<{ serial_no: string; events: number; status: string }>(
        `SELECT o.serial_no, o.status,
                (SELECT count(*)::int FROM order_events e WHERE e.serial_no = o.serial_no AND e.status = 'confirmed') AS events
           FROM orders o WHERE o.batch_serial_no = $1`,
        [batchSerialNo],
      );
      expect(confirmed.map((o) => [o.status, o.events])).toEqual(confirmed.map(() => ['confirmed', 1]));
      // Each position grew by its order's confirmed shares once, not twice.
      const after = await positions();
      const orders = await a.db.query<{ fund_id: string; shares: string }>(
        "SELECT fund_id, confirm_shares::text AS shares FROM orders WHERE batch_serial_no = $1 AND status = 'confirmed'",
        [batchSerialNo],
      );
      for (const o of orders) {
        const grown = (after.get(o.fund_id) ?? new Dec(0)).minus(before.get(o.fund_id) ?? new Dec(0));
        expect(grown.toFixed(2), o.fund_id).toBe(new Dec(o.shares).toFixed(2));
      }
    });
  },
);
