import { Dec, ErrorCode, t, trading } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../../packages/server/src/trade/index.js';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { floor2, key, orderRow, round2, TRADE_PASSWORD } from '../helpers/trading.js';

/*
 * The two redemption modes of issue 12 §3 end to end on the server: a money fund's fast redemption (快速赎回)
 * confirmed T+0 at 1.0000 within the 10,000.00-yuan daily cap (CSRC 2018; over it FD4626, nothing written),
 * and a large redemption (巨额赎回) of one fund-day confirmed pro rata, the unmet shares deferred (顺延,
 * mode '1') to a linked order of the next trading day or cancelled (mode '0'), to the cent.
 */

let server: TestServer;
let c: TestClient;

/** Moves the test clock (sessions expire across days: log in again). */
async function at(instant: string): Promise<void> {
  server.clock.set(Date.parse(instant));
  c = server.client();
  await c.login('op01');
}

async function confirmAt(instant: string): Promise<void> {
  await at(instant);
  await engineFor(server.db)!.confirm();
}

const order = (serialNo: string) => orderRow(server.db, serialNo);

async function notes(serialNo: string): Promise<{ status: string; note: string }[]> {
  return server.db.query<{ status: string; note: string }>(
    'SELECT status, note FROM order_events WHERE serial_no = $1 ORDER BY seq',
    [serialNo],
  );
}

async function position(fundId: string): Promise<string> {
  const [row] = await server.db.query<{ shares: string }>(
    'SELECT shares::text AS shares FROM positions WHERE group_id = $1 AND fund_id = $2',
    [c.session.groupId, fundId],
  );
  return row?.shares ?? '0.00';
}

/** Amount, fee and net of a one-lot redemption by hand (DESIGN §5): shares × NAV down, fee half-up. */
function redemptionByHand(shares: string, nav: string, rateE6: number) {
  const gross = new Dec(shares).times(nav);
  const amount = floor2(gross);
  const fee = Dec.min(round2(gross.times(rateE6).div(1_000_000)), amount);
  return { amount: amount.toFixed(2), fee: fee.toFixed(2), net: amount.minus(fee).toFixed(2) };
}

const state: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  c = server.client();
  await c.login('op01');
  // A buyable money fund (the smart split's first) and a bond-or-equity fund, bought and confirmed T+1.
  const plan = await c.gateway.call(trading.splitPlan, { amount: '30000' });
  state.money = plan.parts[0]!.fundId;
  const buy = async (fundId: string, amount: string) =>
    c.gateway.call(trading.purchase, {
      fundId,
      amount,
      tradePassword: TRADE_PASSWORD,
      idempotencyKey: key(),
      riskConfirmed: true,
      summaryConfirmed: true,
    });
  const money = await buy(state.money, '30000');
  await buy('000001', '20000');
  state.day1 = money.confirmDay;
  await confirmAt(`${state.day1}T09:30:00+08:00`);
});
afterAll(async () => {
  await server?.close();
});

describe('fast redemption (快速赎回; issue 12 §3, CSRC 2018 money-fund T+0 cap)', () => {
  it('shows and places a T+0 confirm day; the engine confirms it that day at 1.0000, cash at once, to the cent', async () => {
    await at(`${state.day1}T10:00:00+08:00`);
    const held = await position(state.money!);
    expect(new Dec(held).gte(10000)).toBe(true);
    const predict = await c.gateway.call(trading.redeemFeePredict, {
      fundId: state.money!,
      shares: '6000',
      fastRedeem: true,
    });
    expect(predict.confirmDay).toBe(predict.tradeDay);
    const sold = await c.gateway.call(trading.redeem, {
      fundId: state.money!,
      shares: '6000',
      fastRedeem: true,
      underSevenDaysConfirmed: true,
      tradePassword: TRADE_PASSWORD,
      idempotencyKey: key(),
    });
    expect(sold).toMatchObject({ status: 'accepted', shares: '6000.00', confirmDay: sold.tradeDay });
    // A plain redemption keeps T+1.
    const plain = await c.gateway.call(trading.redeemFeePredict, { fundId: state.money!, shares: '10' });
    expect(plain.confirmDay).not.toBe(plain.tradeDay);

    await confirmAt(`${state.day1}T10:05:00+08:00`);
    const row = await order(sold.serialNo);
    const money = redemptionByHand('6000.00', '1.0000', predict.lots[0]!.feeRateE6);
    expect(row).toMatchObject({
      status: 'confirmed',
      confirm_day: sold.tradeDay,
      confirm_nav: '1.0000',
      confirm_shares: '6000.00',
      amount: money.amount,
      fee: money.fee,
      net_amount: money.net,
    });
    expect(money.amount).toBe('6000.00');
    expect(await position(state.money!)).toBe(new Dec(held).minus('6000.00').toFixed(2));
    expect((await notes(sold.serialNo)).at(-1)).toEqual({
      status: 'confirmed',
      note: t('tradeCore.event.fastRedemptionConfirmed', {
        nav: '1.0000',
        shares: '6000.00',
        net: money.net,
      }),
    });
  });

  it('refuses a fast redemption over the day cap with FD4626 and writes nothing; what is left still goes', async () => {
    const count = async () =>
      (
        await server.db.query<{ orders: string; keys: string }>(
          `SELECT (SELECT count(*) FROM orders)::text AS orders,
                  (SELECT count(*) FROM trading_requests)::text AS keys`,
        )
      )[0]!;
    const before = await count();
    const sell = {
      fundId: state.money!,
      fastRedeem: true,
      underSevenDaysConfirmed: true,
      tradePassword: TRADE_PASSWORD,
    };
    await expect(
      c.gateway.call(trading.redeem, { ...sell, shares: '4000.01', idempotencyKey: key() }),
    ).rejects.toMatchObject({
      code: ErrorCode.FastRedeemOverLimit,
      message: '快速赎回单日额度为10000.00元，今日剩余4000.00元',
    });
    expect(await count()).toEqual(before);
    const rest = await c.gateway.call(trading.redeem, { ...sell, shares: '4000', idempotencyKey: key() });
    expect(rest).toMatchObject({ status: 'accepted', confirmDay: rest.tradeDay });
    await expect(
      c.gateway.call(trading.redeem, { ...sell, shares: '1', idempotencyKey: key() }),
    ).rejects.toMatchObject({
      code: ErrorCode.FastRedeemOverLimit,
      message: '快速赎回单日额度为10000.00元，今日剩余0.00元',
    });
  });
});

describe('large redemption (巨额赎回; issue 12 §3): pro rata above 10% of the fund size, 顺延 or cancel', () => {
  it('confirms both orders of the fund-day at one ratio, defers the mode-1 remainder, cancels the mode-0 one', async () => {
    await at(`${state.day1}T10:10:00+08:00`);
    const held = await position('000001');
    const sharesA = floor2(new Dec(held).times('0.5')).toFixed(2);
    const sharesB = floor2(new Dec(held).times('0.3')).toFixed(2);
    const predictA = await c.gateway.call(trading.redeemFeePredict, { fundId: '000001', shares: sharesA });
    const sell = { fundId: '000001', underSevenDaysConfirmed: true, tradePassword: TRADE_PASSWORD };
    const a = await c.gateway.call(trading.redeem, {
      ...sell,
      shares: sharesA,
      largeRedemptionMode: '1',
      idempotencyKey: key(),
    });
    const b = await c.gateway.call(trading.redeem, {
      ...sell,
      shares: sharesB,
      largeRedemptionMode: '0',
      idempotencyKey: key(),
    });
    expect(a.confirmDay).not.toBe(a.tradeDay);
    // Shrink the fund so the two cross 10% of it: about twice the threshold at the estimate NAV.
    const size = floor2(new Dec(sharesA).plus(sharesB).times(predictA.nav!).times(5)).toFixed(2);
    await server.db.query("UPDATE funds SET size_yuan = $1 WHERE fund_id = '000001'", [size]);

    await confirmAt(`${a.confirmDay}T09:30:00+08:00`);
    const rowA = await order(a.serialNo);
    const rowB = await order(b.serialNo);
    const nav = rowA.confirm_nav!;
    const ratio = new Dec(size)
      .times('0.1')
      .div(new Dec(sharesA).plus(sharesB).times(nav))
      .toDecimalPlaces(8, Dec.ROUND_DOWN);
    expect(ratio.lt(1)).toBe(true);
    const confirmA = floor2(new Dec(sharesA).times(ratio)).toFixed(2);
    const confirmB = floor2(new Dec(sharesB).times(ratio)).toFixed(2);
    const unmetA = new Dec(sharesA).minus(confirmA).toFixed(2);
    const unmetB = new Dec(sharesB).minus(confirmB).toFixed(2);
    const rate = predictA.lots[0]!.feeRateE6;
    for (const [row, shares] of [
      [rowA, confirmA],
      [rowB, confirmB],
    ] as const) {
      const money = redemptionByHand(shares, nav, rate);
      expect(row).toMatchObject({
        status: 'confirmed',
        shares,
        confirm_shares: shares,
        confirm_nav: nav,
        amount: money.amount,
        fee: money.fee,
        net_amount: money.net,
      });
    }
    expect(new Dec(confirmA).plus(confirmB).times(nav).lte(new Dec(size).times('0.1'))).toBe(true);
    expect(await position('000001')).toBe(new Dec(held).minus(confirmA).minus(confirmB).toFixed(2));

    // Mode '1': the unmet shares are a linked redemption of the next trading day.
    const deferredSerial = `${a.serialNo}D`;
    const deferred = await order(deferredSerial);
    expect(deferred).toMatchObject({
      status: 'accepted',
      shares: unmetA,
      trade_day: a.confirmDay,
      large_redemption_mode: '1',
    });
    expect(deferred.confirm_day > deferred.trade_day).toBe(true);
    const ratioText = ratio.toFixed(8);
    expect((await notes(a.serialNo)).map((e) => e.note)).toContain(
      t('tradeCore.event.largeRedemptionDeferred', {
        ratio: ratioText,
        shares: confirmA,
        unmet: unmetA,
        tradeDay: a.confirmDay,
        serialNo: deferredSerial,
      }),
    );
    expect((await notes(deferredSerial))[0]).toEqual({
      status: 'accepted',
      note: t('tradeCore.event.largeRedemptionDeferral', { serialNo: a.serialNo, shares: unmetA }),
    });
    // Mode '0': the remainder is cancelled, noted on the order, nothing deferred.
    expect((await notes(b.serialNo)).map((e) => e.note)).toContain(
      t('tradeCore.event.largeRedemptionCancelled', { ratio: ratioText, shares: confirmB, unmet: unmetB }),
    );
    expect(await server.db.query('SELECT 1 FROM orders WHERE serial_no = $1', [`${b.serialNo}D`])).toEqual(
      [],
    );
    // The available shares count the deferred order as frozen.
    const pre = await c.gateway.call(trading.convertPreInfo, { fundId: '000001' });
    expect(pre.holding.availableShares).toBe(
      new Dec(held).minus(confirmA).minus(confirmB).minus(unmetA).toFixed(2),
    );

    // A second run changes nothing; the deferred order confirms on its own day (the fund back to no size).
    await engineFor(server.db)!.confirm();
    expect((await order(a.serialNo)).shares).toBe(confirmA);
    await server.db.query("UPDATE funds SET size_yuan = NULL WHERE fund_id = '000001'");
    await confirmAt(`${deferred.confirm_day}T09:30:00+08:00`);
    expect(await order(deferredSerial)).toMatchObject({ status: 'confirmed', confirm_shares: unmetA });
  });
});
