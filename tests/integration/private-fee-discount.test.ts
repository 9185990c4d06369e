/**
 * The private subscription fee discount maintained by the back office, through the real server (FundDesk;
 * issue 13 leftover; spec 02 §7 deal/charge, §9 discounts ×10^4; docs/decisions.md "Private subscription fee
 * discount"): ops01 (fd_ops) sets 0.8 (8折) for organisation 10000001 with tradeInfoSet and op01's deal/charge
 * fee (the fee 私募预约 shows) is amount × rate × 0.8, half-up to the fen (recomputed here, not with core's
 * rule); the change is in the trade-info history (who, when, IP, before, after); a request without the discount
 * keeps it, blank and 1 clear it; bad values are refused FD4833 (core feeDiscountRefusal); op01 and admin01
 * are refused FD1003. Plain SQL: both engines.
 */
import {
  Dec,
  ErrorCode,
  orgTradeInfo,
  privateSubscriptionFeeRateE6,
  privateTrade,
  type PrivateProductSummary,
} from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { refusal } from '../helpers/refusals.js';
import { loggedIn, qualifyOperator } from '../helpers/privateSetup.js';

const GROUP = '10000001';
let server: TestServer;
let op01: TestClient;
let ops01: TestClient;
let admin01: TestClient;
let product: PrivateProductSummary;
let amount = '';

const base = { groupId: GROUP, blacklisted: false, registerProgress: '4', job: true, lcs: true };

/** fee = amount × rate × discount, half-up to the fen (the rate ×10^6, the discount as a decimal). */
function feeOf(value: string, rateE6: number, discount: string): string {
  return new Dec(value)
    .times(rateE6)
    .dividedBy(1_000_000)
    .times(discount)
    .toDecimalPlaces(2, Dec.ROUND_HALF_UP)
    .toFixed(2);
}

/** op01's deal/charge of the typed amount (what 私募预约 shows in its confirmation). */
const charge = () => op01.gateway.call(privateTrade.dealCharge, { productId: product.productId, amount });

beforeAll(async () => {
  server = await startServer();
  op01 = await loggedIn(server, 'op01', GROUP);
  ops01 = await loggedIn(server, 'ops01');
  admin01 = await loggedIn(server, 'admin01');
  // op01's organisation qualified (self-confirmation approved) with a CRS declaration on file: deal/charge
  // runs P1's requireQualified.
  const list = await qualifyOperator(op01, admin01, { crs: true });
  product = list.products.find((p) => p.reserveStatus === '1')!;
  expect(product).toBeDefined();
  // An amount off the round figures, so that the fen's half-up rounding is exercised.
  amount = new Dec(product.minAmount).plus(new Dec(product.stepAmount).times(3)).toFixed(2);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the private subscription fee discount acts on deal/charge (spec 02 §7 deal/charge, §9)', () => {
  it('an organisation never given a discount reads 不打折 (null) and pays the full rate', async () => {
    const { list } = await ops01.gateway.call(orgTradeInfo.tradeInfoList, {});
    expect(list.find((r) => r.groupId === GROUP)).toMatchObject({ feeDiscount: null });
    const rateE6 = privateSubscriptionFeeRateE6(product.productId);
    expect(await charge()).toMatchObject({ discountE4: 10_000, fee: feeOf(amount, rateE6, '1') });
  });

  it('ops01 sets 0.8 for 10000001: op01 pays amount × rate × 0.8, half-up to the fen', async () => {
    const row = await ops01.gateway.call(orgTradeInfo.tradeInfoSet, { ...base, feeDiscount: ' 0.8 ' });
    expect(row).toMatchObject({ groupId: GROUP, feeDiscount: '0.8', maintained: true });
    const rateE6 = privateSubscriptionFeeRateE6(product.productId);
    const fee = feeOf(amount, rateE6, '0.8');
    const answer = await charge();
    expect(answer).toMatchObject({ amount, rateE6, discountE4: 8000, fee });
    expect(answer.total).toBe(new Dec(amount).plus(fee).toFixed(2));
    expect(new Dec(fee).lt(feeOf(amount, rateE6, '1'))).toBe(true);
    const [stored] = await server.db.query<{ fee_discount_e4: number }>(
      'SELECT fee_discount_e4 FROM org_private_trade WHERE group_id = $1',
      [GROUP],
    );
    expect(Number(stored!.fee_discount_e4)).toBe(8000);
  });

  it('the change is in the history: who, when, IP, before (不打折) and after (0.8)', async () => {
    const { info, history } = await ops01.gateway.call(orgTradeInfo.tradeInfoShow, { groupId: GROUP });
    expect(info.feeDiscount).toBe('0.8');
    expect(history).toHaveLength(1);
    const [ops] = await server.db.query<{ person_id: string; person_name: string }>(
      "SELECT person_id, person_name FROM persons WHERE login_name = 'ops01'",
    );
    const change = history[0]!;
    expect(change).toMatchObject({ byPersonId: ops!.person_id, byName: ops!.person_name });
    expect(change.ip).toBeTruthy();
    expect(Number.isNaN(Date.parse(change.at))).toBe(false);
    expect(change.before).toEqual({
      blacklisted: false,
      blacklistReason: null,
      registerProgress: '4',
      job: true,
      lcs: true,
      feeDiscount: null,
    });
    expect(change.after).toMatchObject({ feeDiscount: '0.8', blacklisted: false, registerProgress: '4' });
  });

  it('a request without the discount keeps it; blank clears it (不打折), 1 stores none as well', async () => {
    await ops01.gateway.call(orgTradeInfo.tradeInfoSet, { ...base, lcs: false });
    expect((await charge()).discountE4).toBe(8000);
    await ops01.gateway.call(orgTradeInfo.tradeInfoSet, { ...base, feeDiscount: '' });
    expect(await charge()).toMatchObject({ discountE4: 10_000 });
    await ops01.gateway.call(orgTradeInfo.tradeInfoSet, { ...base, feeDiscount: '0.8512' });
    expect((await charge()).discountE4).toBe(8512);
    const row = await ops01.gateway.call(orgTradeInfo.tradeInfoSet, { ...base, feeDiscount: '1' });
    expect(row.feeDiscount).toBeNull();
    expect((await charge()).discountE4).toBe(10_000);
    const { history } = await ops01.gateway.call(orgTradeInfo.tradeInfoShow, { groupId: GROUP });
    expect(history.map((c) => c.after.feeDiscount)).toEqual([null, '0.8512', null, '0.8', '0.8']);
  });
});

describe('refusals (core feeDiscountRefusal FD4833; the server checks the role)', () => {
  it('0, above 1, more than 4 decimals and non-numbers are refused FD4833 and nothing changes', async () => {
    await ops01.gateway.call(orgTradeInfo.tradeInfoSet, { ...base, feeDiscount: '0.8' });
    for (const feeDiscount of ['0', '1.01', '0.85125', '-0.8', '8折', 'abc']) {
      expect(
        await refusal(ops01.gateway.call(orgTradeInfo.tradeInfoSet, { ...base, feeDiscount })),
        feeDiscount,
      ).toBe(ErrorCode.TradeInfoFeeDiscountInvalid);
    }
    expect((await charge()).discountE4).toBe(8000);
  });

  it('op01 and admin01 setting a discount are refused FD1003 and the discount stays', async () => {
    for (const client of [op01, admin01]) {
      expect(
        await refusal(client.gateway.call(orgTradeInfo.tradeInfoSet, { ...base, feeDiscount: '0.1' })),
      ).toBe(ErrorCode.Forbidden);
    }
    expect((await charge()).discountE4).toBe(8000);
  });
});
