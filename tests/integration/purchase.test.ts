import { account, callPath, ErrorCode, estimatePurchaseFee, t, trade, type CallDef } from '@funddesk/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
/** Real funds buyable by an ordinary institution (clientType 2), by their limits in the seeded data. */
const FUND_PLAIN = '000001'; // minimum 1, no caps
const FUND_BOND = '000003'; // minimum 10, daily cap 10,000,000
const FUND_CAPPED = '000021'; // minimum 10, single cap 5,000,000, daily cap 100,000
const FUND_OTHER = '000005'; // minimum 1, no caps

async function loggedIn(loginName: string, groupId?: string): Promise<TestClient> {
  const c = server.client();
  await c.login(loginName, undefined, groupId);
  return c;
}

/** Posts a call's raw JSON with the client's session (for bodies the typed client refuses to send). */
async function rawCall(c: TestClient, def: CallDef, body: unknown) {
  const response = await fetch(`${server.baseUrl}${callPath(def)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${c.session.token ?? ''}`,
      'x-gno': c.session.groupId ?? '',
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { header: { retCode: string; retMessage: string }; body: unknown };
}

async function purchase(c: TestClient, purchaseList: { fundCode: string; amount: string }[], token?: string) {
  const sessionToken =
    token ??
    (
      await c.gateway.call(trade.getSessionToken, {
        gid: c.session.groupId!,
        scene: 'SHOPPING_CART_PURCHASE',
      })
    ).sessionToken;
  const { batchSerialNo } = await c.gateway.call(trade.cartPurchase, {
    password: TRADE_PASSWORD,
    sessionToken,
    capsource: 2,
    purchaseList,
  });
  return { batchSerialNo, sessionToken };
}

async function waitDone(c: TestClient, batchSerialNo: string) {
  return waitFor(
    async () => {
      const result = await c.gateway.call(trade.cartPurchaseResult, { batchSerialNo });
      return result.orderStatus === 'done' && result;
    },
    { timeoutMs: 30_000, what: `batch ${batchSerialNo} done` },
  );
}

const ordersOf = (batchSerialNo: string) =>
  server.db.query<{
    serial_no: string;
    fund_id: string;
    amount: string;
    fee: string;
    net_amount: string;
    trade_day: string;
    confirm_day: string;
    line_no: number;
  }>(
    `SELECT serial_no, fund_id, amount::text, fee::text, net_amount::text, trade_day::text, confirm_day::text, line_no
       FROM orders WHERE batch_serial_no = $1 ORDER BY line_no`,
    [batchSerialNo],
  );

const linesOf = (batchSerialNo: string) =>
  server.db.query<{ line_no: number; state: string; fail_reason: string | null }>(
    'SELECT line_no, state, fail_reason FROM batch_lines WHERE batch_serial_no = $1 ORDER BY line_no',
    [batchSerialNo],
  );

describe('cart (spec 02 §5, §7 cart calls, §9)', () => {
  it('adds, counts, groups by fund company, removes and clears', async () => {
    const c = await loggedIn('op02', '10000001');
    await c.gateway.call(trade.cartClear, {});
    const added = await c.gateway.call(trade.cartAdd, { fundIds: [FUND_PLAIN, FUND_BOND, FUND_CAPPED] });
    expect(added).toEqual({ added: 3, maxLimit: 20 });
    const info = await c.gateway.call(trade.cartNumInfo, {});
    expect(info.fundIds.sort()).toEqual([FUND_PLAIN, FUND_BOND, FUND_CAPPED].sort());
    const data = await c.gateway.call(trade.queryShopCartData, {});
    expect(data.cartFundAmount).toBe(3);
    // 000001 and 000021 are both 华夏基金: one group with two lines.
    const huaxia = data.list.find((g) => g.managerName === '华夏基金管理有限公司');
    expect(huaxia?.fundList.map((l) => l.fundId).sort()).toEqual([FUND_PLAIN, FUND_CAPPED]);
    const capped = huaxia?.fundList.find((l) => l.fundId === FUND_CAPPED);
    // Holding cap model: 10 × the daily cap; nothing bought yet, so the daily cap is what remains today.
    expect(capped).toMatchObject({
      minvalue: '10.00',
      maxvalue: '5000000.00',
      dailyMaxValue: '100000.00',
      orgmaxholdvol: '1000000.00',
      lessDailyValue: '100000.00',
      estimateFee: null,
    });
    expect(huaxia?.fundList.find((l) => l.fundId === FUND_PLAIN)?.orgmaxholdvol).toBe('0');
    expect((await c.gateway.call(trade.cartRemove, { fundId: FUND_BOND })).added).toBe(2);
    expect((await c.gateway.call(trade.cartClear, {})).added).toBe(0);
  });

  it('refuses a fund already in the cart with FD4002 (spec 02 §5, §8)', async () => {
    const c = await loggedIn('op02', '10000001');
    await c.gateway.call(trade.cartClear, {});
    await c.gateway.call(trade.cartAdd, { fundIds: [FUND_PLAIN] });
    await expect(c.gateway.call(trade.cartAdd, { fundIds: [FUND_PLAIN] })).rejects.toMatchObject({
      code: ErrorCode.CartDuplicate,
      message: '该基金已经添加购物车了',
    });
  });

  it('refuses an unknown fund with FD3001', async () => {
    const c = await loggedIn('op02', '10000001');
    const [unknown] = await server.db.query<{ id: string }>(
      "SELECT lpad(g::text, 6, '0') AS id FROM generate_series(999999, 900000, -1) g WHERE lpad(g::text, 6, '0') NOT IN (SELECT fund_id FROM funds) LIMIT 1",
    );
    await expect(c.gateway.call(trade.cartAdd, { fundIds: [unknown!.id] })).rejects.toMatchObject({
      code: ErrorCode.FundNotFound,
    });
  });

  it('refuses the 21st fund with FD4001 and the count (spec 02 §5: refused at the max limit 20)', async () => {
    const c = await loggedIn('op02', '10000001');
    await c.gateway.call(trade.cartClear, {});
    const funds = await server.db.query<{ fund_id: string }>(
      `SELECT fund_id FROM funds WHERE declare_status = 1 AND fund_status = 0 AND summary_pdf <> ''
         AND cardinality(cant_trade_cert_types) = 0 AND min_limit < 1000 ORDER BY fund_id LIMIT 21`,
    );
    const ids = funds.map((f) => f.fund_id);
    expect((await c.gateway.call(trade.cartAdd, { fundIds: ids.slice(0, 20) })).added).toBe(20);
    await expect(c.gateway.call(trade.cartAdd, { fundIds: [ids[20]!] })).rejects.toMatchObject({
      code: ErrorCode.CartFull,
      message: '您已添加20只基金，超出了购物车的最大容量限制，请减少部分基金后再试',
    });
    expect((await c.gateway.call(trade.cartNumInfo, {})).added).toBe(20);
    await c.gateway.call(trade.cartClear, {});
  });
});

describe('amounts (spec 02 §5 cart amount input, server cart check)', () => {
  const invalid = t('rules.cart.amountInvalid');
  const cases: [string, string, string][] = [
    ['1e9', invalid, 'rules.cart.amountInvalid'],
    ['１２３', invalid, 'rules.cart.amountInvalid'],
    ['12.345', invalid, 'rules.cart.amountInvalid'],
    ['', invalid, 'rules.cart.amountInvalid'],
    ['-5', invalid, 'rules.cart.amountInvalid'],
    ['5', '交易金额低于起投金额！', 'rules.cart.belowMinimum'],
    ['100001', '交易金额超过日累计上限，请及时与客户经理沟通确认额度！', 'rules.cart.aboveDailyCap'],
  ];

  it.each(cases)(
    'checkChartFund answers %j with %s (and its catalogue code)',
    async (amount, message, code) => {
      const c = await loggedIn('op02', '10000001');
      const { msgList } = await c.gateway.call(trade.checkChartFund, {
        purchaseList: [{ fundCode: FUND_CAPPED, amount }],
      });
      expect(msgList).toEqual([{ fundId: FUND_CAPPED, passCheck: false, msg: message, code }]);
    },
  );

  it('checkChartFund passes a valid amount and names each spec message verbatim', async () => {
    const c = await loggedIn('op02', '10000001');
    const { msgList } = await c.gateway.call(trade.checkChartFund, {
      purchaseList: [
        { fundCode: FUND_CAPPED, amount: '1000.00' },
        { fundCode: FUND_PLAIN, amount: '10' },
      ],
    });
    expect(msgList.every((m) => m.passCheck && m.msg === '')).toBe(true);
    expect(invalid).toBe('请输入正确的金额');
  });

  it('refuses an 11-character amount at the contract (FD2000) on checkChartFund and cartPurchase', async () => {
    const c = await loggedIn('op02', '10000001');
    const check = await rawCall(c, trade.checkChartFund, {
      purchaseList: [{ fundCode: FUND_PLAIN, amount: '12345678901' }],
    });
    expect(check.header.retCode).toBe(ErrorCode.BadRequest);
    const before = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM batches');
    const buy = await rawCall(c, trade.cartPurchase, {
      password: 'x',
      sessionToken: 'y',
      capsource: 2,
      purchaseList: [{ fundCode: FUND_PLAIN, amount: '12345678901' }],
    });
    expect(buy.header.retCode).toBe(ErrorCode.BadRequest);
    expect(await server.db.query('SELECT count(*)::int AS n FROM batches')).toEqual(before);
  });

  it('a purchase with bad amounts places nothing and fails each line with the spec message', async () => {
    const c = await loggedIn('op02', '10000001');
    const { batchSerialNo } = await purchase(
      c,
      cases.map(([amount]) => ({ fundCode: FUND_CAPPED, amount })),
    );
    const result = await waitDone(c, batchSerialNo);
    expect(result).toMatchObject({
      totalSize: cases.length,
      successSize: 0,
      failSize: cases.length,
      failApplyNum: cases.length,
      progress: 100,
    });
    expect((await linesOf(batchSerialNo)).map((l) => l.fail_reason)).toEqual(
      cases.map(([, message]) => message),
    );
    expect(await ordersOf(batchSerialNo)).toEqual([]);
    expect(result.tradeDay).toBeNull(); // no order placed, no trading day (issue 17 §4)
  });
});

describe('trade password (spec 02 §4, §9: 5 attempts; spec 01 §8 A00070, FD1100)', () => {
  it('counts down 4, 3, 2, 1, locks on the fifth wrong answer, and stays locked for the right one', async () => {
    const c = await loggedIn('sk01');
    const answers: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        await c.gateway.call(trade.checkTradePassword, { tradePassword: '000000' }).catch((e: unknown) => e),
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
    expect(answers[4]).toMatchObject({
      code: ErrorCode.TradePasswordLocked,
      message: '密码错误超出次数限制，请稍后重试',
    });
    await expect(
      c.gateway.call(trade.checkTradePassword, { tradePassword: TRADE_PASSWORD }),
    ).rejects.toMatchObject({
      code: ErrorCode.TradePasswordLocked,
    });
  });

  it('treats a password sent unencrypted as wrong, and the right one resets the counter to 5', async () => {
    const c = await loggedIn('trust01');
    const plain = await rawCall(c, trade.checkTradePassword, { tradePassword: TRADE_PASSWORD });
    expect(plain.header).toEqual({
      retCode: ErrorCode.TradePasswordWrong,
      retMessage: '输入错误，继续输错4次后账户将会被锁定',
    });
    expect(await c.gateway.call(trade.checkTradePassword, { tradePassword: TRADE_PASSWORD })).toEqual({
      remaining: 5,
    });
  });

  it('answers isSetTradePassword (spec 01 §7.5) and A00076 for a person without one', async () => {
    const c = await loggedIn('trust01');
    expect(await c.gateway.call(account.isSetTradePassword, {})).toEqual({ isSetTradePwd: true });
    await server.db.query("UPDATE persons SET trade_password_hash = NULL WHERE login_name = 'mgr01'");
    const m = await loggedIn('mgr01', '10000011');
    expect(await m.gateway.call(account.isSetTradePassword, {})).toEqual({ isSetTradePwd: false });
    await expect(
      m.gateway.call(trade.checkTradePassword, { tradePassword: TRADE_PASSWORD }),
    ).rejects.toMatchObject({
      code: ErrorCode.TradePasswordNotSet,
      message: '为了您的交易安全，请先设置交易密码',
    });
  });
});

describe('risk match (spec 02 §4 multiple risk check)', () => {
  it('answers 0 when every fund is within the investor level, 1 one level above, 2 two or more', async () => {
    const c = await loggedIn('op02', '10000001'); // zxfxdj_3 平衡型
    const r = await c.gateway.call(trade.checkRiskLevelMultiple, { fundCodeList: ['000005', '000003'] });
    expect(r).toMatchObject({
      matchResult: '0',
      fundRiskLevel: 'zxfxdj_3',
      userRiskLevel: 'zxfxdj_3',
      riskTypeDesc: '平衡型',
      expireDate: '2027-02-12', // assessed on the seeding day (the test clock's 2026-02-13), valid one year
    });
    expect(
      (await c.gateway.call(trade.checkRiskLevelMultiple, { fundCodeList: ['000001', '000005'] }))
        .matchResult,
    ).toBe('1');
    const two = await c.gateway.call(trade.checkRiskLevelMultiple, { fundCodeList: ['000008', '000005'] });
    expect(two.matchResult).toBe('2');
    expect(two.list).toEqual([
      { fundId: '000008', fundRiskLevel: 'zxfxdj_5', matchResult: '2' },
      { fundId: '000005', fundRiskLevel: 'zxfxdj_2', matchResult: '0' },
    ]);
  });
});

describe('cart purchase (spec 02 §4, §7; DESIGN §5, §7)', () => {
  it('places each line with the 价外法 fee, trade day T and confirm day T+1, and clears the bought funds', async () => {
    const c = await loggedIn('op01');
    await c.gateway.call(trade.cartClear, {});
    await c.gateway.call(trade.cartAdd, { fundIds: [FUND_PLAIN, FUND_BOND, FUND_OTHER] });
    const { batchSerialNo } = await purchase(c, [
      { fundCode: FUND_PLAIN, amount: '10000' },
      { fundCode: FUND_BOND, amount: '2500.50' },
    ]);
    const result = await waitDone(c, batchSerialNo);
    expect(result).toEqual({
      tradeDay: '2026-02-13',
      batchSerialNo,
      totalSize: 2,
      successSize: 2,
      failSize: 0,
      orderStatus: 'done',
      progress: 100,
      batchTradeStatus: 1,
      failApplyNum: 0,
    });
    const { list } = await c.gateway.call(trade.batchQueryFundFeeDiscount, {
      fundIds: [FUND_PLAIN, FUND_BOND],
    });
    const orders = await ordersOf(batchSerialNo);
    expect(orders.map((o) => [o.fund_id, o.amount])).toEqual([
      [FUND_PLAIN, '10000.00'],
      [FUND_BOND, '2500.50'],
    ]);
    for (const order of orders) {
      const tiers = list.find((l) => l.fundId === order.fund_id)!.buyRate;
      const estimate = estimatePurchaseFee({ amountYuan: order.amount, tiers })!;
      expect([order.fee, order.net_amount]).toEqual([estimate.fee, estimate.netAmount]);
      expect(order.trade_day).toBe('2026-02-13');
      // The result names the trading day the orders count for (the success dialog says it, issue 17 §4).
      expect(result.tradeDay).toBe(order.trade_day);
      const [next] = await server.db.query<{ d: string }>(
        "SELECT min(day)::text AS d FROM trading_days WHERE day > '2026-02-13'",
      );
      expect(order.confirm_day).toBe(next!.d);
    }
    // Bought funds leave the cart; the fund not bought stays.
    expect((await c.gateway.call(trade.cartNumInfo, {})).fundIds).toEqual([FUND_OTHER]);
    expect((await c.gateway.call(trade.pendingTradeNum, {})).num).toBeGreaterThanOrEqual(2);
  });

  it('is idempotent by session token: a replay answers the same batch and places nothing new', async () => {
    const c = await loggedIn('op01');
    const first = await purchase(c, [{ fundCode: FUND_OTHER, amount: '100' }]);
    await waitDone(c, first.batchSerialNo);
    const replay = await purchase(c, [{ fundCode: FUND_OTHER, amount: '100' }], first.sessionToken);
    expect(replay.batchSerialNo).toBe(first.batchSerialNo);
    await waitDone(c, first.batchSerialNo);
    expect(await ordersOf(first.batchSerialNo)).toHaveLength(1);
  });

  it('two concurrent purchases with one token record one batch', async () => {
    const c = await loggedIn('op01');
    const { sessionToken } = await c.gateway.call(trade.getSessionToken, {
      gid: '10000001',
      scene: 'SHOPPING_CART_PURCHASE',
    });
    const lines = [{ fundCode: FUND_OTHER, amount: '200' }];
    const [a, b] = await Promise.all([purchase(c, lines, sessionToken), purchase(c, lines, sessionToken)]);
    expect(a.batchSerialNo).toBe(b.batchSerialNo);
    await waitDone(c, a.batchSerialNo);
    const batches = await server.db.query(
      'SELECT 1 FROM purchase_tokens WHERE session_token = $1 AND batch_serial_no IS NOT NULL',
      [sessionToken],
    );
    expect(batches).toHaveLength(1);
    expect(await ordersOf(a.batchSerialNo)).toHaveLength(1);
  });

  it('refuses an unknown, foreign or expired session token with FD4003', async () => {
    const c = await loggedIn('op01');
    await expect(purchase(c, [{ fundCode: FUND_OTHER, amount: '100' }], 'not-a-token')).rejects.toMatchObject(
      { code: ErrorCode.SessionTokenInvalid },
    );
    const other = await loggedIn('op02', '10000001');
    const { sessionToken } = await other.gateway.call(trade.getSessionToken, {
      gid: '10000001',
      scene: 'SHOPPING_CART_PURCHASE',
    });
    await expect(purchase(c, [{ fundCode: FUND_OTHER, amount: '100' }], sessionToken)).rejects.toMatchObject({
      code: ErrorCode.SessionTokenInvalid,
    });
    const own = await c.gateway.call(trade.getSessionToken, {
      gid: '10000001',
      scene: 'SHOPPING_CART_PURCHASE',
    });
    server.clock.advance(10 * 60 * 1000);
    try {
      await expect(
        purchase(c, [{ fundCode: FUND_OTHER, amount: '100' }], own.sessionToken),
      ).rejects.toMatchObject({ code: ErrorCode.SessionTokenInvalid });
    } finally {
      server.clock.advance(-10 * 60 * 1000);
    }
    await expect(
      c.gateway.call(trade.getSessionToken, { gid: '10000002', scene: 'SHOPPING_CART_PURCHASE' }),
    ).rejects.toMatchObject({ code: ErrorCode.OrgForbidden });
  });

  it('fails the line of a fund suspended between adding and paying, places the others, exports the failure', async () => {
    const c = await loggedIn('op01');
    const [victim] = await server.db.query<{ fund_id: string }>(
      "SELECT fund_id FROM funds WHERE declare_status = 1 AND fund_status = 0 AND summary_pdf <> '' AND min_limit <= 100 AND fund_id > '000100' ORDER BY fund_id LIMIT 1",
    );
    await c.gateway.call(trade.cartAdd, { fundIds: [victim!.fund_id] });
    await server.db.query('UPDATE funds SET declare_status = 0, sub_status = 0 WHERE fund_id = $1', [
      victim!.fund_id,
    ]);
    const { batchSerialNo } = await purchase(c, [
      { fundCode: FUND_PLAIN, amount: '300' },
      { fundCode: victim!.fund_id, amount: '300' },
    ]);
    const result = await waitDone(c, batchSerialNo);
    expect(result).toMatchObject({ successSize: 1, failSize: 1, failApplyNum: 1 });
    expect((await linesOf(batchSerialNo)).map((l) => [l.state, l.fail_reason])).toEqual([
      ['placed', null],
      ['failed', t('buy.suspended')],
    ]);
    expect((await ordersOf(batchSerialNo)).map((o) => o.fund_id)).toEqual([FUND_PLAIN]);

    const file = await c.gateway.download(trade.shopCartResultExport, { batchSerialNo });
    expect(file.fileName).toBe('鼎元投资管理有限公司_购买失败明细_20260213140000.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['基金代码', '基金名称', '购买金额（元）', '失败原因']);
    expect(rows.slice(1)).toEqual([[victim!.fund_id, expect.any(String), '300', t('buy.suspended')]]);
  });

  it('refuses the hosting user with the hosting-user code (spec 02 §5: hosting users cannot buy; issue 16)', async () => {
    const c = await loggedIn('host01');
    await expect(purchase(c, [{ fundCode: FUND_PLAIN, amount: '100' }], 'x')).rejects.toMatchObject({
      code: ErrorCode.HostingUserCannotBuy,
      message: t('buy.hostingUser'),
    });
    const batches = await server.db.query("SELECT 1 FROM batches WHERE person_id = 'P0007'");
    expect(batches).toEqual([]);
  });

  it('an order at 15:00 belongs to the next trade day (DESIGN §5 cut-off)', async () => {
    server.clock.set(Date.parse('2026-02-13T15:00:00+08:00'));
    try {
      const c = await loggedIn('op01');
      const { batchSerialNo } = await purchase(c, [{ fundCode: FUND_OTHER, amount: '150' }]);
      await waitDone(c, batchSerialNo);
      const [order] = await ordersOf(batchSerialNo);
      expect(order!.trade_day > '2026-02-13').toBe(true);
      const detail = await c.gateway.call(trade.tradeDetail, { serialNo: order!.serial_no });
      expect(detail).toMatchObject({ tradeDay: order!.trade_day, status: 'accepted', cancellable: true });
      expect(detail.timeline).toEqual([
        { status: 'accepted', time: '2026-02-13T15:00:00.000+08:00', note: '交易申请已受理' },
      ]);
    } finally {
      server.clock.set(Date.parse('2026-02-13T14:00:00+08:00'));
    }
  });
});

describe('pending trades and cancel (spec 02 §2 stayTrade, §7 cancel)', () => {
  it('lists pending orders of the chosen accounts, cancels before the cut-off and refuses after it', async () => {
    const c = await loggedIn('op01');
    const { batchSerialNo } = await purchase(c, [
      { fundCode: FUND_PLAIN, amount: '120' },
      { fundCode: FUND_OTHER, amount: '130' },
    ]);
    await waitDone(c, batchSerialNo);
    const [first, second] = await ordersOf(batchSerialNo);
    const pending = await c.gateway.call(trade.pendingTradeList, { groupIds: ['10000001'] });
    expect(pending.list.map((o) => o.serialNo)).toEqual(
      expect.arrayContaining([first!.serial_no, second!.serial_no]),
    );
    await expect(c.gateway.call(trade.pendingTradeList, { groupIds: ['10000002'] })).rejects.toMatchObject({
      code: ErrorCode.OrgForbidden,
    });

    const before = (await c.gateway.call(trade.pendingTradeNum, {})).num;
    const cancelled = await c.gateway.call(trade.cancelTrade, {
      serialNo: first!.serial_no,
      tradePassword: TRADE_PASSWORD,
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(cancelled.timeline.map((e) => e.status)).toEqual(['accepted', 'cancelled']);
    expect((await c.gateway.call(trade.pendingTradeNum, {})).num).toBe(before - 1);
    await expect(
      c.gateway.call(trade.cancelTrade, { serialNo: first!.serial_no, tradePassword: TRADE_PASSWORD }),
    ).rejects.toMatchObject({
      code: ErrorCode.OrderNotCancellable,
    });

    const other = await loggedIn('trust01');
    await expect(
      other.gateway.call(trade.cancelTrade, { serialNo: second!.serial_no, tradePassword: TRADE_PASSWORD }),
    ).rejects.toMatchObject({ code: ErrorCode.OrderNotFound });

    server.clock.set(Date.parse('2026-02-13T15:00:00+08:00'));
    try {
      const late = await loggedIn('op01'); // a fresh session: the first one idled out over the hour
      await expect(
        late.gateway.call(trade.cancelTrade, { serialNo: second!.serial_no, tradePassword: TRADE_PASSWORD }),
      ).rejects.toMatchObject({
        code: ErrorCode.OrderNotCancellable,
      });
      expect((await late.gateway.call(trade.tradeDetail, { serialNo: second!.serial_no })).cancellable).toBe(
        false,
      );
    } finally {
      server.clock.set(Date.parse('2026-02-13T14:00:00+08:00'));
    }
  });
});
