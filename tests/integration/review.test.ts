/**
 * The four-eyes review process end to end (issue 11 §1-§2 and its "Done when"; spec 01 §7.14 review
 * process, 03 §3 review types, 02 §3 batchTradeStatus): review settings by the administrator with their
 * history, cart orders placed `pendingReview`, the queue, decisions by two levels, the application day at
 * the last approval, confirmation only after it, the end-of-day roll, and every bad input of the issue
 * refused with its catalogue code and nothing half-written. One server for the file.
 */
import { ErrorCode, review, t, trade, type ReviewType } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../../packages/server/src/trade/index.js';
import { TEST_NOW } from '../helpers/constants.js';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { waitFor } from '../helpers/waitFor.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const TRADE_PASSWORD = '135790';
const ORG = '10000001';
const CHK01 = 'P0003';
const CHK02 = 'P0004';
const FUNDS = ['000001', '000003', '000005'];

/** Logged-in clients by user and organisation, reused (a login costs a slow password hash). */
const clients = new Map<string, Promise<TestClient>>();

/** A client logged in as `loginName` for `groupId` (cached until {@link moveClock}). */
function loggedIn(loginName: string, groupId = ORG): Promise<TestClient> {
  const key = `${loginName} ${groupId}`;
  let client = clients.get(key);
  if (!client) {
    client = (async () => {
      const c = server.client();
      await c.login(loginName, undefined, groupId);
      return c;
    })();
    clients.set(key, client);
  }
  return client;
}

/** Moves the server's clock; sessions idle past their expiry log in again. */
function moveClock(ms: number): void {
  server.clock.set(ms);
  clients.clear();
}

/** The administrator sets the cart scene's review of 10000001. */
async function setCartReview(reviewType: ReviewType, level1: string[] = [], level2: string[] = []) {
  const admin = await loggedIn('admin01');
  return admin.gateway.call(review.processSet, {
    settings: [{ scene: 'SHOPPING_CART_PURCHASE', reviewType, level1, level2 }],
  });
}

/** A cart purchase of `funds` (1000 yuan each), waited until placed; answers the batch and its serials. */
async function buy(c: TestClient, funds: string[]) {
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
  const result = await waitFor(
    async () => {
      const r = await c.gateway.call(trade.cartPurchaseResult, { batchSerialNo });
      return r.orderStatus === 'done' && r;
    },
    { what: `batch ${batchSerialNo} done` },
  );
  const rows = await server.db.query<{ serial_no: string }>(
    'SELECT serial_no FROM orders WHERE batch_serial_no = $1 ORDER BY line_no',
    [batchSerialNo],
  );
  return { result, serials: rows.map((r) => r.serial_no) };
}

const orderRow = async (serialNo: string) =>
  (
    await server.db.query<{
      status: string;
      review_level: number;
      trade_day: string;
      confirm_day: string;
      fail_reason: string | null;
    }>(
      `SELECT status, review_level, trade_day::text AS trade_day, confirm_day::text AS confirm_day, fail_reason
         FROM orders WHERE serial_no = $1`,
      [serialNo],
    )
  )[0]!;

const decisionCount = async (serialNo: string) =>
  (
    await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM review_decisions WHERE serial_no = $1',
      [serialNo],
    )
  )[0]!.n;

describe('review settings (issue 11 §1, spec 03 §3 review types, 01 §7.14)', () => {
  it('lists the six scenes and NO_REVIEW with the demo checkers as the default persons of 10000001', async () => {
    const admin = await loggedIn('admin01');
    const scenes = await admin.gateway.call(review.queryReviewProcessScene, {});
    expect(scenes.list).toEqual([
      'SHOPPING_CART_PURCHASE',
      'SINGLE_PURCHASE',
      'REDEMPTION',
      'CONVERSION',
      'BATCH_PURCHASE',
      'BATCH_REDEMPTION',
    ]);
    const { list } = await admin.gateway.call(review.processSetQuery, {});
    const cart = list.find((s) => s.scene === 'SHOPPING_CART_PURCHASE')!;
    expect(cart.reviewType).toBe('NO_REVIEW');
    expect(cart.level1.map((p) => p.loginName)).toEqual(['chk01']);
    expect(cart.level2.map((p) => p.loginName)).toEqual(['chk02']);
    const orgs = await admin.gateway.call(review.queryReviewProcessOrg, {});
    expect(orgs.list.find((o) => o.groupId === ORG)?.checkers.map((p) => p.loginName)).toEqual([
      'chk01',
      'chk02',
    ]);
  });

  it('refuses settings from a non-administrator with FD1003 (review_setting_edit) and writes nothing', async () => {
    const op = await loggedIn('op01');
    await expect(
      op.gateway.call(review.processSet, {
        settings: [{ scene: 'SHOPPING_CART_PURCHASE', reviewType: 'ONE_REVIEW', level1: [], level2: [] }],
      }),
    ).rejects.toMatchObject({ code: ErrorCode.Forbidden });
    const chk = await loggedIn('chk01');
    await expect(chk.gateway.call(review.processSetQuery, {})).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
    });
    const [n] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_settings');
    expect(n!.n).toBe(0);
  });

  it('refuses a forged person (FD4908), two levels with one person (FD4909) and another organisation (FD1004)', async () => {
    const admin = await loggedIn('admin01');
    await expect(setCartReview('ONE_REVIEW', ['P0001'])).rejects.toMatchObject({
      code: ErrorCode.ReviewPersonInvalid,
      message: '复核人须为本机构的复核员',
    });
    await expect(setCartReview('ONE_REVIEW', ['NOPE'])).rejects.toMatchObject({
      code: ErrorCode.ReviewPersonInvalid,
    });
    await expect(setCartReview('TWO_REVIEW', [CHK01], [CHK01])).rejects.toMatchObject({
      code: ErrorCode.ReviewTwoLevelsOnePerson,
      message: '二级复核须至少设置两名不同的复核人',
    });
    await expect(admin.gateway.call(review.processSetQuery, { groupId: '10000002' })).rejects.toMatchObject({
      code: ErrorCode.OrgForbidden,
    });
    const [n] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_setting_history');
    expect(n!.n).toBe(0);
  });

  it('records every change with who, when, before and after, newest first', async () => {
    await setCartReview('ONE_REVIEW');
    await setCartReview('TWO_REVIEW');
    await setCartReview('TWO_REVIEW'); // no change: nothing recorded
    const admin = await loggedIn('admin01');
    const history = await admin.gateway.call(review.reviewSettingHistory, {});
    expect(history.pagination.totalRows).toBe(2);
    const [latest, first] = history.list;
    expect(latest).toMatchObject({
      scene: 'SHOPPING_CART_PURCHASE',
      loginName: 'admin01',
      personName: '赵磊',
    });
    expect(latest!.before.reviewType).toBe('ONE_REVIEW');
    expect(latest!.after.reviewType).toBe('TWO_REVIEW');
    expect(first!.before.reviewType).toBe('NO_REVIEW');
    expect(first!.changedAt).toMatch(/^2026-02-13T14:00:00/);
  });
});

describe('two-level review of a cart purchase (issue 11 "Done when")', () => {
  it("op01's 3 funds wait for chk01; chk01 approves two and rejects one; chk02 approves one: only it is accepted and confirmed", async () => {
    await setCartReview('TWO_REVIEW');
    const op = await loggedIn('op01');
    const pendingBefore = (await op.gateway.call(trade.pendingTradeNum, {})).num;
    const { result, serials } = await buy(op, FUNDS);
    // spec 02 §3: batchTradeStatus 1 accepted, otherwise accepted and pending review.
    expect(result).toMatchObject({ successSize: 3, failSize: 0, batchTradeStatus: 2 });
    for (const s of serials)
      expect(await orderRow(s)).toMatchObject({ status: 'pendingReview', review_level: 1 });
    expect((await op.gateway.call(trade.pendingTradeNum, {})).num).toBe(pendingBefore + 3);

    const chk01 = await loggedIn('chk01');
    const queue = await chk01.gateway.call(review.queryProcessNode, { mine: true });
    expect(queue.list.map((n) => n.order.serialNo)).toEqual(serials);
    expect(queue.list[0]).toMatchObject({ levels: 2, level: 1, canDecide: true, rolled: false });
    expect(queue).toMatchObject({ approvalDay: '2026-02-13', afterCutOff: false });
    // chk02 is the second level: nothing to decide yet, and a decision is refused.
    const chk02 = await loggedIn('chk02');
    expect((await chk02.gateway.call(review.queryProcessNode, { mine: true })).list).toEqual([]);
    const early = await chk02.gateway.call(review.dealProcess, {
      serialNos: [serials[0]!],
      decision: 'approve',
    });
    expect(early.results[0]).toMatchObject({ ok: false, code: ErrorCode.ReviewNotAssigned });

    const [a, b, c] = serials as [string, string, string];
    const approved = await chk01.gateway.call(review.dealProcess, {
      serialNos: [a, b],
      decision: 'approve',
      comment: '金额无误',
    });
    expect(approved.results).toEqual([
      { serialNo: a, ok: true, status: 'pendingReview', code: null, message: null },
      { serialNo: b, ok: true, status: 'pendingReview', code: null, message: null },
    ]);
    const rejected = await chk01.gateway.call(review.dealProcess, {
      serialNos: [c],
      decision: 'reject',
      comment: '基金选择有误',
    });
    expect(rejected.results[0]).toMatchObject({ ok: true, status: 'failed' });
    expect(rejected.pendingNum).toBe(pendingBefore + 2);
    expect(await orderRow(c)).toMatchObject({ status: 'failed', fail_reason: '复核驳回：基金选择有误' });

    const second = await chk02.gateway.call(review.dealProcess, { serialNos: [a], decision: 'approve' });
    expect(second.results[0]).toMatchObject({ ok: true, status: 'accepted' });
    expect(second.pendingNum).toBe(pendingBefore + 2); // a is accepted (still pending confirmation), b pending review
    expect(await orderRow(a)).toMatchObject({
      status: 'accepted',
      trade_day: '2026-02-13',
      confirm_day: '2026-02-24',
    });
    expect(await orderRow(b)).toMatchObject({ status: 'pendingReview', review_level: 2 });

    // The trail: maker, each checker, time, comment (the trade detail's approval trail and the order trail).
    const trail = await op.gateway.call(review.reviewTrail, { serialNo: a });
    expect(trail).toMatchObject({ levels: 2, makerLoginName: 'op01', scene: 'SHOPPING_CART_PURCHASE' });
    expect(trail.decisions.map((d) => [d.level, d.loginName, d.decision, d.comment])).toEqual([
      [1, 'chk01', 'approve', '金额无误'],
      [2, 'chk02', 'approve', ''],
    ]);
    const detail = await op.gateway.call(trade.tradeDetail, { serialNo: a });
    expect(detail.trail.map((e) => [e.loginName, e.toStatus])).toEqual([
      ['op01', 'pendingReview'],
      ['chk01', 'pendingReview'],
      ['chk02', 'accepted'],
    ]);
    expect(detail.trail[1]!.note).toBe(
      t('review.event.approvedNext', { level: '一级', next: '二级', comment: '金额无误' }),
    );
    const rejectedDetail = await op.gateway.call(trade.tradeDetail, { serialNo: c });
    expect(rejectedDetail.trail.at(-1)).toMatchObject({ loginName: 'chk01', toStatus: 'failed' });

    // Confirmation (T+1) confirms the accepted order only; the one pending review is never confirmed.
    moveClock(Date.parse('2026-02-24T09:30:00+08:00'));
    try {
      await engineFor(server.db)!.confirm();
      expect((await orderRow(a)).status).toBe('confirmed');
      expect((await orderRow(b)).status).toBe('pendingReview');
      // End-of-day rule: b rolled past the trade day it was placed for, and stays in the queue.
      const rolled = await (await loggedIn('chk02')).gateway.call(review.queryProcessNode, { mine: true });
      expect(rolled.list.find((n) => n.order.serialNo === b)).toMatchObject({
        rolled: true,
        canDecide: true,
      });
    } finally {
      moveClock(TEST_NOW);
    }
  });
});

describe('decisions refused with a catalogue code, nothing half-written (issue 11 bad input)', () => {
  it('approving after 15:00 gives the next trading day as the application day (spec 02 §1)', async () => {
    await setCartReview('ONE_REVIEW');
    const op = await loggedIn('op01');
    const { serials } = await buy(op, ['000001']);
    moveClock(Date.parse('2026-02-13T15:30:00+08:00'));
    try {
      const chk01 = await loggedIn('chk01');
      const queue = await chk01.gateway.call(review.queryProcessNode, {});
      // 2026-02-16..23 is the Spring Festival holiday: the next trading day is 2026-02-24.
      expect(queue).toMatchObject({ approvalDay: '2026-02-24', afterCutOff: true });
      await chk01.gateway.call(review.dealProcess, { serialNos: serials, decision: 'approve' });
      expect(await orderRow(serials[0]!)).toMatchObject({
        status: 'accepted',
        trade_day: '2026-02-24',
        confirm_day: '2026-02-25',
      });
    } finally {
      moveClock(TEST_NOW);
    }
  });

  it('exactly one of two concurrent decisions wins; the other gets FD4902', async () => {
    await setCartReview('ONE_REVIEW', [CHK01, CHK02]);
    const { serials } = await buy(await loggedIn('op01'), ['000003']);
    const [chk01, chk02] = await Promise.all([loggedIn('chk01'), loggedIn('chk02')]);
    const answers = await Promise.all([
      chk01.gateway.call(review.dealProcess, { serialNos: serials, decision: 'approve' }),
      chk02.gateway.call(review.dealProcess, { serialNos: serials, decision: 'reject', comment: '重复' }),
    ]);
    const results = answers.map((a) => a.results[0]!);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({
      code: ErrorCode.ReviewAlreadyDecided,
      message: '该订单已被处理，请刷新后查看',
    });
    expect(await decisionCount(serials[0]!)).toBe(1);
  });

  it('one person cannot decide both levels (FD4905); a rejection needs its reason (FD4906)', async () => {
    await setCartReview('TWO_REVIEW', [CHK01, CHK02], [CHK01, CHK02]);
    const { serials } = await buy(await loggedIn('op01'), ['000005']);
    const serialNo = serials[0]!;
    const chk01 = await loggedIn('chk01');
    await expect(
      chk01.gateway.call(review.dealProcess, { serialNos: [serialNo], decision: 'reject', comment: '  ' }),
    ).rejects.toMatchObject({ code: ErrorCode.ReviewCommentRequired, message: '驳回时请填写原因' });
    expect(await decisionCount(serialNo)).toBe(0);
    await chk01.gateway.call(review.dealProcess, { serialNos: [serialNo], decision: 'approve' });
    const again = await chk01.gateway.call(review.dealProcess, {
      serialNos: [serialNo],
      decision: 'approve',
    });
    expect(again.results[0]).toMatchObject({ ok: false, code: ErrorCode.ReviewSameChecker });
    expect(await orderRow(serialNo)).toMatchObject({ status: 'pendingReview', review_level: 2 });
    expect(await decisionCount(serialNo)).toBe(1);
  });

  it("an order cancelled meanwhile (FD4903), another organisation's (FD4005), an unknown one (FD4005)", async () => {
    await setCartReview('ONE_REVIEW');
    const op = await loggedIn('op01');
    const { serials } = await buy(op, ['000001']);
    await op.gateway.call(trade.cancelTrade, { serialNo: serials[0]!, tradePassword: TRADE_PASSWORD });
    const other = await buy(await loggedIn('trust01', '10000002'), ['000001']);
    const chk01 = await loggedIn('chk01');
    const answer = await chk01.gateway.call(review.dealProcess, {
      serialNos: [serials[0]!, other.serials[0]!, 'NO-SUCH-ORDER'],
      decision: 'approve',
    });
    expect(answer.results.map((r) => r.code)).toEqual([
      ErrorCode.ReviewOrderCancelled,
      ErrorCode.OrderNotFound,
      ErrorCode.OrderNotFound,
    ]);
    expect(await orderRow(serials[0]!)).toMatchObject({ status: 'cancelled' });
    expect(await decisionCount(serials[0]!)).toBe(0);
  });

  it("a checker's own order is refused (FD4901)", async () => {
    // op02 also holds the first-checker role here (set before the login, so the session reads it).
    await server.db.query(
      "UPDATE persons SET roles = ARRAY['op', 'first_checker'] WHERE login_name = 'op02'",
    );
    try {
      await setCartReview('ONE_REVIEW', ['P0002', CHK01]);
      const op02 = await loggedIn('op02');
      const { serials } = await buy(op02, ['000003']);
      const answer = await op02.gateway.call(review.dealProcess, { serialNos: serials, decision: 'approve' });
      expect(answer.results[0]).toMatchObject({
        ok: false,
        code: ErrorCode.ReviewOwnOrder,
        message: '不能复核本人提交的订单',
      });
      expect(await orderRow(serials[0]!)).toMatchObject({ status: 'pendingReview' });
    } finally {
      await setCartReview('NO_REVIEW');
      await server.db.query("UPDATE persons SET roles = ARRAY['op'] WHERE login_name = 'op02'");
    }
  });

  it('with review off again, a cart order is accepted at once (batchTradeStatus 1)', async () => {
    await setCartReview('NO_REVIEW');
    const { result, serials } = await buy(await loggedIn('op01'), ['000005']);
    expect(result.batchTradeStatus).toBe(1);
    expect((await orderRow(serials[0]!)).status).toBe('accepted');
  });
});
