import { Dec, ErrorCode, trade, trading } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../../packages/server/src/trade/index.js';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { floor2, key, orderRow, purchaseFeeByHand, round2, TRADE_PASSWORD } from '../helpers/trading.js';

/*
 * The trading desk end to end on the server (issue 12; spec 02 §5, §7; DESIGN §5, §7): op01 buys, sells half
 * of a confirmed holding, converts the rest within the company, changes a dividend method, super-converts
 * across companies and splits 50,000,000 yuan over money funds; after each next trading day's confirmation
 * holdings, cash and fees reconcile to the cent with the computation below. Then each bad input of the issue.
 */

let server: TestServer;
let c: TestClient;

/** Moves the test clock (sessions expire across days: log in again). */
async function at(instant: string): Promise<void> {
  server.clock.set(Date.parse(instant));
  c = server.client();
  await c.login('op01');
}

async function confirmAt(day: string): Promise<void> {
  await at(`${day}T09:30:00+08:00`);
  await engineFor(server.db)!.confirm();
}

async function position(fundId: string): Promise<{ shares: string; cost: string } | undefined> {
  const [row] = await server.db.query<{ shares: string; cost: string }>(
    'SELECT shares::text, cost::text FROM positions WHERE group_id = $1 AND fund_id = $2',
    [c.session.groupId, fundId],
  );
  return row;
}

const order = (serialNo: string) => orderRow(server.db, serialNo);

beforeAll(async () => {
  server = await startServer();
  c = server.client();
  await c.login('op01');
});
afterAll(async () => {
  await server?.close();
});

describe('trading desk (issue 12; spec 02 §5, §7; DESIGN §5 T+1, 价外法; §7 idempotency)', () => {
  const state: Record<string, string> = {};

  it('buys by amount with one order per idempotency key; a retried submit answers the first result (spec 02 §7 purchase)', async () => {
    const info = await c.gateway.call(trading.tradePreInfo, { fundId: '000001' });
    expect(info.canBuy).toBe(true);
    const request = {
      fundId: '000001',
      amount: '10000',
      tradePassword: TRADE_PASSWORD,
      idempotencyKey: key(),
      riskConfirmed: true,
      summaryConfirmed: true,
      tradeDay: info.tradeDay,
    };
    const first = await c.gateway.call(trading.purchase, request);
    const again = await c.gateway.call(trading.purchase, request);
    expect(again).toEqual(first);
    const fee = purchaseFeeByHand(new Dec('10000.00'), info.buyRate);
    expect(first).toMatchObject({
      status: 'accepted',
      amount: '10000.00',
      fee: fee.toFixed(2),
      tradeDay: info.tradeDay,
    });
    const [{ n }] = (await server.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM orders WHERE fund_id = '000001' AND group_id = $1",
      [c.session.groupId],
    )) as [{ n: string }];
    expect(n).toBe('1');
    await expect(c.gateway.call(trading.purchase, { ...request, amount: '20000' })).rejects.toMatchObject({
      code: ErrorCode.IdempotencyKeyReused,
    });
    const second = await c.gateway.call(trading.purchase, {
      ...request,
      fundId: '000005',
      amount: '5000',
      idempotencyKey: key(),
    });
    state.buy = first.serialNo;
    state.buy5 = second.serialNo;
    state.day1 = first.confirmDay;
  });

  it('selling shares not yet confirmed is refused (FD4605), then confirmation at T+1 moves them in', async () => {
    await expect(
      c.gateway.call(trading.redeemFeePredict, { fundId: '000001', shares: '10', all: false }),
    ).rejects.toMatchObject({ code: ErrorCode.SharesNotConfirmed });
    await confirmAt(state.day1!);
    const buy = await order(state.buy!);
    expect(buy.status).toBe('confirmed');
    expect(buy.confirm_shares).toBe(floor2(new Dec(buy.net_amount).div(buy.confirm_nav!)).toFixed(2));
    expect((await position('000001'))?.shares).toBe(buy.confirm_shares);
  });

  it('sells half of the confirmed holding (shares, under-7-days warning acknowledged), converts the rest in the company, changes the dividend method', async () => {
    await at(`${state.day1}T10:00:00+08:00`);
    const held = (await position('000001'))!.shares;
    const half = floor2(new Dec(held).div(2)).toFixed(2);
    const sell = {
      fundId: '000001',
      shares: half,
      tradePassword: TRADE_PASSWORD,
      idempotencyKey: key(),
    };
    await expect(c.gateway.call(trading.redeem, sell)).rejects.toMatchObject({
      code: ErrorCode.UnderSevenDaysNotConfirmed,
    });
    const predict = await c.gateway.call(trading.redeemFeePredict, { fundId: '000001', shares: half });
    expect(predict.underSevenDaysShares).toBe(half);
    const sold = await c.gateway.call(trading.redeem, { ...sell, underSevenDaysConfirmed: true });
    expect(sold).toMatchObject({ status: 'accepted', tradeType: 'redemption', shares: half });
    state.sell = sold.serialNo;
    state.sellRateE6 = String(predict.lots[0]!.feeRateE6);

    // More than available: the pending sell froze half.
    await expect(
      c.gateway.call(trading.redeemFeePredict, { fundId: '000001', shares: held }),
    ).rejects.toMatchObject({ code: ErrorCode.SharesAboveAvailable });

    const pre = await c.gateway.call(trading.convertPreInfo, { fundId: '000001' });
    expect(pre.holding.availableShares).toBe(new Dec(held).minus(half).toFixed(2));
    expect(pre.targets.map((t) => t.fundId)).toContain('000048');
    await expect(
      c.gateway.call(trading.convertPreCheck, { fromFundId: '000001', toFundId: '000005', all: true }),
    ).rejects.toMatchObject({ code: ErrorCode.ConvertOtherCompany });
    const converted = await c.gateway.call(trading.convertConfirm, {
      fromFundId: '000001',
      toFundId: '000048',
      all: true,
      tradePassword: TRADE_PASSWORD,
      idempotencyKey: key(),
    });
    expect(converted).toMatchObject({ tradeType: 'conversion', targetFundId: '000048' });
    state.convert = converted.serialNo;

    const melon = await c.gateway.call(trading.modifyFundMelonMethod, {
      fundId: '000001',
      melonMethod: '0',
      tradePassword: TRADE_PASSWORD,
      idempotencyKey: key(),
    });
    expect(melon).toMatchObject({ fromMethod: '1', toMethod: '0', effectiveDate: sold.confirmDay });
    await expect(
      c.gateway.call(trading.modifyFundMelonMethod, {
        fundId: '000001',
        melonMethod: '0',
        tradePassword: TRADE_PASSWORD,
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ code: ErrorCode.MelonUnchanged });
    const list = await c.gateway.call(trading.getFundMelonMethodList, { fundId: '000001' });
    expect(list.list[0]).toMatchObject({ melonMethod: '0', effectiveDate: sold.confirmDay });
    expect(list.list[0]!.history).toHaveLength(1);
    state.day2 = sold.confirmDay;
  });

  it('super convert: refused before agreement type 3, then a redemption leg whose proceeds place the purchase leg (both linked)', async () => {
    const request = {
      fromFundId: '000005',
      toFundId: '000001',
      all: true,
      tradePassword: TRADE_PASSWORD,
      idempotencyKey: key(),
    };
    await server.db.query(
      `DELETE FROM agreement_signatures WHERE sign_type = 4 AND group_id = $1
          AND person_id = (SELECT person_id FROM persons WHERE login_name = 'op01')`,
      [c.session.groupId],
    );
    await expect(c.gateway.call(trading.superConvertConfirm, request)).rejects.toMatchObject({
      code: ErrorCode.AgreementRequired,
    });
    const pre = await c.gateway.call(trading.superConvertPreInfo, { fundId: '000005', keyword: '000001' });
    expect(pre.agreementSigned).toBe(false);
    await server.db.query(
      `INSERT INTO agreement_signatures (person_id, group_id, agreement_id, sign_type, version, scene, signed_at)
       SELECT person_id, $1, 'AG4-F2-V1', 4, 1, '10', now() FROM persons WHERE login_name = 'op01'
       ON CONFLICT DO NOTHING`,
      [c.session.groupId],
    );
    const leg = await c.gateway.call(trading.superConvertConfirm, request);
    expect(leg).toMatchObject({
      tradeType: 'redemption',
      targetFundId: '000001',
      linkSerialNo: leg.serialNo,
    });
    state.superRedeem = leg.serialNo;
    // A retried submit (same key, same request) answers the first leg: one order, not FD4601 (DESIGN §7).
    await expect(c.gateway.call(trading.superConvertConfirm, request)).resolves.toMatchObject({
      serialNo: leg.serialNo,
    });
  });

  it('after the next trading day the sell, the conversion and the super convert reconcile to the cent', async () => {
    const before1 = (await position('000001'))!;
    await confirmAt(state.day2!);
    const sell = await order(state.sell!);
    expect(sell.status).toBe('confirmed');
    // Redemption by hand: amount = floor2(shares × NAV), fee = half-up(amount-rate), net = amount − fee.
    const amount = floor2(new Dec(sell.shares!).times(sell.confirm_nav!));
    const fee = round2(new Dec(sell.shares!).times(sell.confirm_nav!).times(state.sellRateE6!).div(1e6));
    expect(sell.amount).toBe(amount.toFixed(2));
    expect(sell.fee).toBe(fee.toFixed(2));
    expect(sell.net_amount).toBe(amount.minus(fee).toFixed(2));

    // Conversion by hand: redemption fee of the source + the purchase-fee difference on what is left.
    const conv = await order(state.convert!);
    expect(conv.status).toBe('confirmed');
    const cAmount = floor2(new Dec(conv.shares!).times(conv.confirm_nav!));
    const redFee = round2(new Dec(conv.shares!).times(conv.confirm_nav!).times(state.sellRateE6!).div(1e6));
    const base = cAmount.minus(redFee);
    const [src, dst] = await Promise.all([
      c.gateway.call(trading.tradePreInfo, { fundId: '000001' }),
      c.gateway.call(trading.tradePreInfo, { fundId: '000048' }),
    ]);
    const diff = Dec.max(0, purchaseFeeByHand(base, dst.buyRate).minus(purchaseFeeByHand(base, src.buyRate)));
    expect(conv.amount).toBe(cAmount.toFixed(2));
    expect(conv.fee).toBe(redFee.plus(diff).toFixed(2));
    expect(conv.net_amount).toBe(base.minus(diff).toFixed(2));
    expect(conv.target_shares).toBe(floor2(base.minus(diff).div(conv.target_nav!)).toFixed(2));
    expect((await position('000048'))?.shares).toBe(conv.target_shares);
    // Every share of 000001 went out (half sold, the rest converted): the holding is gone.
    expect(new Dec(sell.shares!).plus(conv.shares!).toFixed(2)).toBe(before1.shares);
    expect(await position('000001')).toBeUndefined();

    // Super convert: the redemption leg confirmed, its proceeds placed as the linked purchase leg.
    const detail = await c.gateway.call(trading.superConvertDetail, { serialNo: state.superRedeem! });
    expect(detail.legs.map((l) => l.tradeType)).toEqual(['redemption', 'purchase']);
    const [redeemLeg, buyLeg] = detail.legs;
    expect(redeemLeg!.status).toBe('confirmed');
    expect(buyLeg!).toMatchObject({ status: 'accepted', fundId: '000001', amount: redeemLeg!.netAmount });
    expect(buyLeg!.fee).toBe(purchaseFeeByHand(new Dec(redeemLeg!.netAmount), src.buyRate).toFixed(2));
    // The purchase leg goes with its redemption: neither the pending-trades cancel nor the desk's cancels it.
    await expect(
      c.gateway.call(trade.cancelTrade, { serialNo: buyLeg!.serialNo, tradePassword: TRADE_PASSWORD }),
    ).rejects.toMatchObject({ code: ErrorCode.LegNotCancellable });
    expect(await position('000005')).toBeUndefined();

    // Cash: what the sells paid in less what the purchases paid out, to the cent.
    const [cash] = await server.db.query<{ cash: string }>(
      `SELECT (coalesce(sum(net_amount) FILTER (WHERE trade_type = 'redemption'), 0)
              - coalesce(sum(amount) FILTER (WHERE trade_type = 'purchase'), 0))::text AS cash
         FROM orders WHERE group_id = $1 AND status = 'confirmed'`,
      [c.session.groupId],
    );
    const buys = await Promise.all([order(state.buy!), order(state.buy5!)]);
    expect(new Dec(cash!.cash).toFixed(2)).toBe(
      new Dec(sell.net_amount)
        .plus(redeemLeg!.netAmount)
        .minus(buys[0].amount)
        .minus(buys[1].amount)
        .toFixed(2),
    );

    // The purchase leg confirms the trading day after: the target fund is held.
    await confirmAt(buyLeg!.confirmDay);
    const leg = await order(buyLeg!.serialNo);
    expect(leg.status).toBe('confirmed');
    expect((await position('000001'))?.shares).toBe(leg.confirm_shares);
  });

  it('smart split of 50,000,000 yuan respects every single and daily cap, exact to the cent, placed once per key', async () => {
    const plan = await c.gateway.call(trading.splitPlan, { amount: '50000000' });
    expect(plan.unallocated).toBe('0.00');
    expect(plan.parts.length).toBeGreaterThan(1);
    const total = plan.parts.reduce((sum, p) => sum.plus(p.amount), new Dec(0));
    expect(total.toFixed(2)).toBe('50000000.00');
    const byFund = new Map<string, Dec>();
    for (const part of plan.parts) {
      expect(new Dec(part.amount).lte(part.maxLimit)).toBe(true);
      byFund.set(part.fundId, (byFund.get(part.fundId) ?? new Dec(0)).plus(part.amount));
    }
    for (const part of plan.parts) {
      expect(byFund.get(part.fundId)!.lte(part.lessDailyValue)).toBe(true);
      expect(byFund.get(part.fundId)!.lte(part.dailyMaxValue)).toBe(true);
    }
    const place = {
      amount: '50000000',
      parts: plan.parts.map((p) => ({ fundId: p.fundId, amount: p.amount })),
      tradePassword: TRADE_PASSWORD,
      idempotencyKey: key(),
    };
    await expect(
      c.gateway.call(trading.splitPlace, { ...place, parts: place.parts.slice(1), idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: ErrorCode.SplitPlanChanged });
    const placed = await c.gateway.call(trading.splitPlace, place);
    expect(await c.gateway.call(trading.splitPlace, place)).toEqual(placed);
    expect(placed.orders).toHaveLength(plan.parts.length);
    const rows = await server.db.query<{ fund_id: string; amount: string }>(
      'SELECT fund_id, sum(amount)::text AS amount FROM orders WHERE link_serial_no = $1 GROUP BY fund_id',
      [placed.linkSerialNo],
    );
    expect(rows.reduce((sum, r) => sum.plus(r.amount), new Dec(0)).toFixed(2)).toBe('50000000.00');
    state.splitOrder = placed.orders[0]!.serialNo;
    state.splitAmount = placed.orders[0]!.amount;
  });

  it('refunds a failed purchase once (record, page, submit; spec 02 §7 refunds public)', async () => {
    const serialNo = state.splitOrder!;
    await expect(c.gateway.call(trading.refundRecord, { serialNo })).rejects.toMatchObject({
      code: ErrorCode.NotRefundable,
    });
    // The fund company refused the purchase (a failure the engine records).
    await server.db.query("UPDATE orders SET status = 'failed', fail_reason = 'TA' WHERE serial_no = $1", [
      serialNo,
    ]);
    const page = await c.gateway.call(trading.refundPage, { status: 'refundable' });
    expect(page.list.map((r) => r.serialNo)).toContain(serialNo);
    const submit = { serialNo, tradePassword: TRADE_PASSWORD, idempotencyKey: key() };
    const refund = await c.gateway.call(trading.refundSubmit, submit);
    expect(refund).toMatchObject({
      status: 'refunded',
      refundAmount: state.splitAmount,
      paidAmount: state.splitAmount,
    });
    expect(await c.gateway.call(trading.refundSubmit, submit)).toEqual(refund);
    await expect(
      c.gateway.call(trading.refundSubmit, { ...submit, idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: ErrorCode.NotRefundable });
  });

  it('refuses each bad input of the issue with its catalogue code and writes nothing', async () => {
    const base = {
      tradePassword: TRADE_PASSWORD,
      riskConfirmed: true,
      summaryConfirmed: true,
    };
    const count = async () =>
      (await server.db.query<{ n: string }>('SELECT count(*)::text AS n FROM orders'))[0]!.n;
    const before = await count();
    // 3 decimals, above the single cap.
    await expect(
      c.gateway.call(trading.purchase, {
        ...base,
        fundId: '000021',
        amount: '100.123',
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ code: ErrorCode.AmountRefused, message: '请输入正确的金额' });
    await expect(
      c.gateway.call(trading.purchase, {
        ...base,
        fundId: '000021',
        amount: '6000000',
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ code: ErrorCode.AmountRefused });
    // An expired risk assessment refuses the purchase until it is renewed (spec 02 §5).
    const [{ expiry }] = (await server.db.query<{ expiry: string }>(
      "SELECT risk_expire_date AS expiry FROM persons WHERE login_name = 'op01'",
    )) as [{ expiry: string }];
    await server.db.query("UPDATE persons SET risk_expire_date = '2026-01-31' WHERE login_name = 'op01'");
    await expect(
      c.gateway.call(trading.purchase, { ...base, fundId: '000001', amount: '1000', idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: ErrorCode.RiskExpired });
    expect((await c.gateway.call(trading.tradePreInfo, { fundId: '000001' })).riskExpired).toBe(true);
    await server.db.query('UPDATE persons SET risk_expire_date = $1 WHERE login_name = $2', [expiry, 'op01']);
    // Suspended funds (open-day codes 310, 510).
    for (const fundId of ['007878', '000715']) {
      await expect(
        c.gateway.call(trading.purchase, { ...base, fundId, amount: '1000', idempotencyKey: key() }),
      ).rejects.toMatchObject({ code: ErrorCode.FundSuspended });
    }
    // After 15:00 the trade day is the next one: a submit showing today's day is refused with the new day.
    const day = state.day2!;
    await at(`${day}T15:30:00+08:00`);
    const info = await c.gateway.call(trading.tradePreInfo, { fundId: '000048' });
    expect(info.nextTradingDay).toBe(true);
    await expect(
      c.gateway.call(trading.purchase, {
        ...base,
        fundId: '000048',
        amount: '1000',
        tradeDay: day,
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ code: ErrorCode.TradeDayChanged });
    // A holiday (Saturday) counts for the next trading day too.
    await at('2026-03-07T10:00:00+08:00');
    await expect(
      c.gateway.call(trading.purchase, {
        ...base,
        fundId: '000048',
        amount: '1000',
        tradeDay: '2026-03-07',
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ code: ErrorCode.TradeDayChanged });
    // Converting to a fund closed for conversion (no exchange flag).
    await expect(
      c.gateway.call(trading.convertPreCheck, { fromFundId: '000048', toFundId: '000011', all: true }),
    ).rejects.toMatchObject({ code: ErrorCode.ConvertTargetClosed });
    // A wrong trade password costs an attempt (FD1100).
    await expect(
      c.gateway.call(trading.redeem, {
        fundId: '000048',
        shares: '1',
        tradePassword: '000000',
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ code: ErrorCode.TradePasswordWrong });
    // An account the user may not act for.
    const other = server.client();
    await other.login('op01');
    other.session.groupId = '99999999';
    await expect(
      other.gateway.call(trading.purchase, {
        ...base,
        fundId: '000048',
        amount: '1000',
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ code: ErrorCode.OrgForbidden });
    expect(await count()).toBe(before);
  });
});
