/**
 * The private trade paths issue 13 left unbuilt, through the real server (spec 02 §7 deal/charge, v2
 * deal/materials, holiday/list, redemption/confirm_info, v2 redemption/apply/check, v2
 * redemption/apply/confirm/check, account/open_online_trade_type, account/check_if_open_online_trade_type;
 * docs/decisions.md "Private trade paths (issue 13)"): the fee from the product model's rate and the
 * organisation's discount (recomputed here), the deal's documents following the signatures, the exchange
 * calendar's non-trading days (recomputed from trading_days), the facts and checks before a redemption (the
 * minimum holding enforced by redemption/apply too), and the audited opening of online trading. Plain SQL:
 * both engines.
 */
import type { GatewayError } from '@funddesk/core';
import {
  Dec,
  ErrorCode,
  PRIVATE_MINIMUM_HOLDING_SHARES,
  privateSubscriptionFeeRateE6,
  privateTrade,
  type PrivateProductSummary,
} from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { TRADE_PASSWORD } from '../helpers/trading.js';
import { refusal } from '../helpers/refusals.js';
import { loggedIn, qualifyOperator, reservableProduct } from '../helpers/privateSetup.js';

const GROUP = '10000001';
let server: TestServer;
let op01: TestClient;
let admin01: TestClient;
let product: PrivateProductSummary;
let dealId = '';
let keySeq = 0;
const key = () => `private-paths-${++keySeq}-key`;

/** fee = amount × rate × discount / 10^10, half-up to the fen (recomputed here, not with core's rule). */
function feeOf(amount: string, rateE6: number, discountE4: number): string {
  return new Dec(amount)
    .times(rateE6)
    .times(discountE4)
    .dividedBy(10_000_000_000)
    .toDecimalPlaces(2, Dec.ROUND_HALF_UP)
    .toFixed(2);
}

beforeAll(async () => {
  server = await startServer();
  op01 = await loggedIn(server, 'op01', GROUP);
  admin01 = await loggedIn(server, 'admin01');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('a non-qualified organisation is refused every new path (issue 13 "refused by the server")', () => {
  it('FD3100 for the fee, the holidays, the redemption facts and online trading', async () => {
    const calls = [
      () => op01.gateway.call(privateTrade.dealCharge, { productId: 'SM0001', amount: '1000000' }),
      () => op01.gateway.call(privateTrade.holidayList, { year: 2026 }),
      () => op01.gateway.call(privateTrade.redemptionConfirmInfo, { productId: 'SM0001' }),
      () => op01.gateway.call(privateTrade.checkOnlineTradeType, {}),
      () => op01.gateway.call(privateTrade.openOnlineTradeType, {}),
    ];
    for (const call of calls) expect(await refusal(call())).toBe(ErrorCode.PrivateNotQualified);
  });

  it('qualifies and declares CRS (the reservation needs both)', async () => {
    const list = await qualifyOperator(op01, admin01, { crs: true });
    product = reservableProduct(list.products)!;
    expect(product).toBeDefined();
  });
});

describe('deal/charge: the subscription fee (spec 02 §7 deal/charge; §9 discounts)', () => {
  it('of a typed amount: the model rate (模拟), no discount, fee on top of the amount', async () => {
    const amount = new Dec(product.minAmount).plus(product.stepAmount).toFixed(2);
    const charge = await op01.gateway.call(privateTrade.dealCharge, { productId: product.productId, amount });
    const rateE6 = privateSubscriptionFeeRateE6(product.productId);
    const fee = feeOf(amount, rateE6, 10_000);
    expect(charge).toEqual({
      productId: product.productId,
      amount,
      rateE6,
      discountE4: 10_000,
      discountedRateE6: rateE6,
      fee,
      total: new Dec(amount).plus(fee).toFixed(2),
      simulated: true,
    });
  });

  it('refuses an amount the reservation would refuse (FD4807 below the minimum, FD4816 not an amount)', async () => {
    const below = new Dec(product.minAmount).minus(1).toFixed(2);
    expect(
      await refusal(
        op01.gateway.call(privateTrade.dealCharge, { productId: product.productId, amount: below }),
      ),
    ).toBe(ErrorCode.PrivateAmountBelowMinimum);
    expect(
      await refusal(
        op01.gateway.call(privateTrade.dealCharge, { productId: product.productId, amount: 'x' }),
      ),
    ).toBe(ErrorCode.PrivateAmountInvalid);
  });

  it("of a deal: the deal's amount with the organisation's discount (8折 multiplies the rate); FD4809 for an unknown deal", async () => {
    const created = await op01.gateway.call(privateTrade.reserveCreate, {
      productId: product.productId,
      amount: product.minAmount,
      tradePassword: TRADE_PASSWORD,
      idempotencyKey: key(),
    });
    dealId = created.dealId;
    await server.db.query(
      `INSERT INTO org_private_trade (group_id, fee_discount_e4) VALUES ($1, 8000)
       ON CONFLICT (group_id) DO UPDATE SET fee_discount_e4 = 8000`,
      [GROUP],
    );
    const charge = await op01.gateway.call(privateTrade.dealCharge, { dealId });
    const rateE6 = privateSubscriptionFeeRateE6(product.productId);
    expect(charge).toMatchObject({
      amount: new Dec(product.minAmount).toFixed(2),
      discountE4: 8000,
      discountedRateE6: (rateE6 * 8000) / 10_000,
      fee: feeOf(product.minAmount, rateE6, 8000),
    });
    expect(await refusal(op01.gateway.call(privateTrade.dealCharge, { dealId: 'PD0000' }))).toBe(
      ErrorCode.PrivateDealNotFound,
    );
  });
});

describe('v2 deal/materials: the documents follow the signatures (spec 02 §7)', () => {
  it('to sign and to read before signing; signed and read after; reports for reference', async () => {
    const before = await op01.gateway.call(privateTrade.dealMaterials, { dealId });
    expect(before.list.map((m) => [m.kind, m.title, m.state])).toEqual([
      ['contract', '私募基金电子合同', 'pending'],
      ['requisition', '交易申请书', 'pending'],
      ['riskDisclosure', '风险揭示书', 'pending'],
      ['prospectus', '私募基金招募说明书', 'pending'],
      ['report', expect.stringMatching(/^产品月报（\d{4}-\d{2}）$/), 'reference'],
      ['report', expect.stringMatching(/^产品月报/), 'reference'],
      ['report', expect.stringMatching(/^产品月报/), 'reference'],
    ]);
    expect(before.list.filter((m) => m.downloadable).map((m) => m.kind)).toEqual(['contract']);
    const contract = await op01.gateway.call(privateTrade.getDealRequisition, { dealId });
    await op01.gateway.call(privateTrade.signRequisition, { dealId, contractId: contract.contractId });
    const afterRequisition = await op01.gateway.call(privateTrade.dealMaterials, { dealId });
    expect(afterRequisition.list.slice(0, 4).map((m) => m.state)).toEqual([
      'pending',
      'done',
      'pending',
      'pending',
    ]);
    const signed = await op01.gateway.call(privateTrade.singleSignContract, {
      dealId,
      contractId: contract.contractId,
    });
    const after = await op01.gateway.call(privateTrade.dealMaterials, { dealId });
    expect(after.list.slice(0, 4).map((m) => [m.state, m.doneAt])).toEqual([
      ['done', signed.signedAt],
      ['done', signed.requisitionSignedAt],
      ['done', signed.signedAt],
      ['done', signed.signedAt],
    ]);
    expect(await refusal(op01.gateway.call(privateTrade.dealMaterials, { dealId: 'PD0000' }))).toBe(
      ErrorCode.PrivateDealNotFound,
    );
  });
});

describe('holiday/list: the exchange calendar (spec 02 §7; /work/shared/data trading days)', () => {
  it('2026: every weekday missing from trading_days is a holiday, every Saturday and Sunday a weekend', async () => {
    const answer = await op01.gateway.call(privateTrade.holidayList, { year: 2026 });
    expect(answer.complete).toBe(true);
    const trading = new Set(
      (
        await server.db.query<{ day: string }>(
          "SELECT day::text AS day FROM trading_days WHERE day >= '2026-01-01' AND day <= '2026-12-31'",
        )
      ).map((r) => r.day),
    );
    const expected: { date: string; kind: string }[] = [];
    for (let d = Date.UTC(2026, 0, 1); d <= Date.UTC(2026, 11, 31); d += 86_400_000) {
      const date = new Date(d).toISOString().slice(0, 10);
      const weekday = new Date(d).getUTCDay();
      if (weekday === 0 || weekday === 6) expected.push({ date, kind: 'weekend' });
      else if (!trading.has(date)) expected.push({ date, kind: 'holiday' });
    }
    expect(answer.list).toEqual(expected);
    expect(answer.list).toContainEqual({ date: '2026-01-01', kind: 'holiday' });
  });
});

describe('redemption facts and checks (spec 02 §7 redemption/confirm_info, v2 redemption/apply/check)', () => {
  const held = '500000.00';

  it('confirm_info: the holding, the shares free, the minimum holding, the open day and the last NAV', async () => {
    await server.db.query(
      `INSERT INTO private_positions (group_id, product_id, shares, cost, updated_at)
       VALUES ($1, $2, $3, $3, now())`,
      [GROUP, product.productId, held],
    );
    const info = await op01.gateway.call(privateTrade.redemptionConfirmInfo, {
      productId: product.productId,
    });
    const [last] = await server.db.query<{ nav_date: string; nav: string }>(
      `SELECT nav_date::text AS nav_date, nav::text AS nav FROM private_navs WHERE product_id = $1
        ORDER BY nav_date DESC LIMIT 1`,
      [product.productId],
    );
    expect(info).toEqual({
      productId: product.productId,
      productName: product.productName,
      shares: held,
      available: held,
      minimumHolding: PRIVATE_MINIMUM_HOLDING_SHARES,
      openDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      lastNav: last!.nav,
      lastNavDate: last!.nav_date.slice(0, 10),
      navSimulated: true,
    });
  });

  it('apply/check: FD4815 above the free shares, FD4818 leaving less than the minimum, else the estimate at the last NAV', async () => {
    const info = await op01.gateway.call(privateTrade.redemptionConfirmInfo, {
      productId: product.productId,
    });
    const check = (shares: string) =>
      op01.gateway.call(privateTrade.redemptionApplyCheck, { productId: product.productId, shares });
    expect(await refusal(check('500000.01'))).toBe(ErrorCode.PrivateSharesInvalid);
    const tooMuch = await check('400000.01').catch((e: unknown) => e as GatewayError);
    expect(tooMuch).toMatchObject({
      code: ErrorCode.PrivateBelowMinimumHolding,
      message: '赎回后剩余份额99999.99份低于最低持有份额100000.00份，请全部赎回或减少赎回份额',
    });
    const ok = await check('400000');
    expect(ok).toMatchObject({
      askedShares: '400000.00',
      estimatedAmount: new Dec('400000').times(info.lastNav!).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2),
      estimated: true,
    });
    await expect(check(held)).resolves.toMatchObject({ askedShares: held });
  });

  it('redemption/apply enforces the minimum holding too (FD4818); confirm/check reads the applied deal', async () => {
    expect(
      await refusal(
        op01.gateway.call(privateTrade.redemptionApply, { productId: product.productId, shares: '450000' }),
      ),
    ).toBe(ErrorCode.PrivateBelowMinimumHolding);
    const applied = await op01.gateway.call(privateTrade.redemptionApply, {
      productId: product.productId,
      shares: '400000',
    });
    const check = await op01.gateway.call(privateTrade.redemptionConfirmCheck, { dealId: applied.dealId });
    expect(check).toMatchObject({
      dealId: applied.dealId,
      askedShares: '400000.00',
      available: '100000.00',
      estimated: true,
    });
    // The rest of the holding may go whole; a part of it would leave too little.
    expect(
      await refusal(
        op01.gateway.call(privateTrade.redemptionApplyCheck, {
          productId: product.productId,
          shares: '50000',
        }),
      ),
    ).toBe(ErrorCode.PrivateBelowMinimumHolding);
    await op01.gateway.call(privateTrade.redemptionApplyCancel, { dealId: applied.dealId });
    expect(
      await refusal(op01.gateway.call(privateTrade.redemptionConfirmCheck, { dealId: applied.dealId })),
    ).toBe(ErrorCode.PrivateDealStateInvalid);
    expect(await refusal(op01.gateway.call(privateTrade.redemptionConfirmCheck, { dealId }))).toBe(
      ErrorCode.PrivateDealNotFound,
    );
  });
});

describe('online trading (spec 02 §7 account/open_online_trade_type, check_if_open_online_trade_type)', () => {
  it('not opened at first; opening records who and when (audited once); opening again changes nothing', async () => {
    expect(await op01.gateway.call(privateTrade.checkOnlineTradeType, {})).toEqual({
      opened: false,
      openedAt: null,
      openedByName: null,
      openedByLogin: null,
    });
    const opened = await op01.gateway.call(privateTrade.openOnlineTradeType, {});
    expect(opened).toMatchObject({ opened: true, openedByLogin: 'op01' });
    expect(Date.parse(opened.openedAt!)).toBe(server.clock.now());
    server.clock.advance(60_000);
    expect(await op01.gateway.call(privateTrade.openOnlineTradeType, {})).toEqual(opened);
    expect(await op01.gateway.call(privateTrade.checkOnlineTradeType, {})).toEqual(opened);
    const audit = await server.db.query<{ actor_person_id: string; ip: string | null; action: string }>(
      'SELECT actor_person_id, ip, action FROM org_private_trade_audit WHERE group_id = $1',
      [GROUP],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'openOnlineTrade' });
    expect(audit[0]!.ip).toBeTruthy();
  });
});
