/**
 * Private-fund trade through the real server (issue 13 §4; spec 02 §4 reservation check order, §5 blocks, §7
 * private trade paths, §8 请重新尝试): op01's organisation, once qualified, reserves a private product (the
 * refusals of the check in the spec's order, the window and the amount first), signs and confirms the
 * e-contract with the server's time (signing twice and a tampered contract id refused), waits for its double
 * recording, confirms the payment method, and sees the deal confirmed on the open day at the product's NAV
 * (shares recomputed here) and the position appear; then a redemption, a cancel, a revoke with its private
 * refund, the reminder list and the trail (who, when, from where, what).
 */
import type { GatewayError } from '@funddesk/core';
import { Dec, ErrorCode, privateFunds, privateTrade, type PrivateProductSummary } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../../packages/server/src/trade/index.js';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { TRADE_PASSWORD } from '../helpers/trading.js';
import { refusal } from '../helpers/refusals.js';
import { declareCrs, loggedIn, qualifyOperator, reservableProduct } from '../helpers/privateSetup.js';

const GROUP = '10000001';
let server: TestServer;
let op01: TestClient;
let admin01: TestClient;
let keySeq = 0;
const key = () => `private-trade-${Date.now()}-${++keySeq}`;

/** The first trading day after `day` (the exchange calendar of the seeded database). */
async function nextTradingDay(day: string): Promise<string> {
  const [row] = await server.db.query<{ day: string }>(
    'SELECT day::text AS day FROM trading_days WHERE day > $1::date ORDER BY day LIMIT 1',
    [day],
  );
  return row!.day;
}

/** Moves the clock and logs in again (sessions expire across days). */
async function at(instant: number): Promise<void> {
  server.clock.set(instant);
  op01 = await loggedIn(server, 'op01', GROUP);
}

beforeAll(async () => {
  server = await startServer();
  op01 = await loggedIn(server, 'op01', GROUP);
  admin01 = await loggedIn(server, 'admin01');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

let product: PrivateProductSummary;
let dealId = '';

describe('reservation before qualification (issue 13 "refused by the server, not only hidden")', () => {
  it('a non-qualified organisation is refused the check, the deal list and the positions', async () => {
    expect(
      await refusal(
        op01.gateway.call(privateTrade.reserveCreateCheck, { productId: 'SM0001', amount: '1000000' }),
      ),
    ).toBe(ErrorCode.PrivateNotQualified);
    expect(await refusal(op01.gateway.call(privateTrade.dealList, {}))).toBe(ErrorCode.PrivateNotQualified);
    expect(await refusal(op01.gateway.call(privateTrade.privatePositionDetails, {}))).toBe(
      ErrorCode.PrivateNotQualified,
    );
  });

  it('qualifies (self-confirmation approved by the administrator)', async () => {
    const list = await qualifyOperator(op01, admin01);
    expect(list.qualified).toBe(true);
    // A private fund (mjfs_2/6) op01 (zxfxdj_4) matches, open for reservation.
    product = reservableProduct(list.products)!;
    expect(product).toBeDefined();
  });
});

describe('the reservation check reads the account records (spec 02 §5 missing items; issue 15 §4 CRS)', () => {
  it('without a CRS declaration on file names 税收居民身份 (FD4804); the declaration (postOrgCRS) clears it', async () => {
    const failure = await op01.gateway
      .call(privateTrade.reserveCreateCheck, { productId: product.productId, amount: product.minAmount })
      .catch((e: unknown) => e as GatewayError);
    expect((failure as GatewayError).code).toBe(ErrorCode.PrivateInfoMissing);
    expect((failure as GatewayError).detail).toEqual({ items: '税收居民身份', missing: 'crs' });
    expect((failure as GatewayError).message).toBe('以下信息尚未完善：税收居民身份，请完善后再预约');
    await declareCrs(op01);
    await expect(
      op01.gateway.call(privateTrade.reserveCreateCheck, {
        productId: product.productId,
        amount: product.minAmount,
      }),
    ).resolves.toMatchObject({ productId: product.productId });
  });
});

describe('the reservation check (spec 02 §4 order; §5 blocks; issue 13 amounts and window)', () => {
  it('refuses an amount under the minimum (FD4807) or off the step (FD4808) and a non-amount (FD4816)', async () => {
    const below = new Dec(product.minAmount).minus(1).toFixed(2);
    expect(
      await refusal(
        op01.gateway.call(privateTrade.reserveCreateCheck, { productId: product.productId, amount: below }),
      ),
    ).toBe(ErrorCode.PrivateAmountBelowMinimum);
    const offStep = new Dec(product.minAmount).plus(new Dec(product.stepAmount).dividedBy(2)).toFixed(2);
    expect(
      await refusal(
        op01.gateway.call(privateTrade.reserveCreateCheck, { productId: product.productId, amount: offStep }),
      ),
    ).toBe(ErrorCode.PrivateAmountNotInStep);
    expect(
      await refusal(
        op01.gateway.call(privateTrade.reserveCreateCheck, { productId: product.productId, amount: 'abc' }),
      ),
    ).toBe(ErrorCode.PrivateAmountInvalid);
  });

  it('refuses a product above the investor risk level (FD4802) and a reservation outside the window (FD4805/FD4806)', async () => {
    const list = await op01.gateway.call(privateFunds.privateFundList, { size: 100 });
    const high = list.products.find(
      (p) => p.productRiskCode === 'zxfxdj_5' && (p.fundType === 'mjfs_2' || p.fundType === 'mjfs_6'),
    );
    if (high) {
      expect(
        await refusal(
          op01.gateway.call(privateTrade.reserveCreateCheck, {
            productId: high.productId,
            amount: high.minAmount,
          }),
        ),
      ).toBe(ErrorCode.PrivateRiskMismatch);
    }
    const closed = list.products.find(
      (p) =>
        p.reserveStatus !== '1' &&
        p.productRiskCode !== 'zxfxdj_5' &&
        (p.fundType === 'mjfs_2' || p.fundType === 'mjfs_6'),
    );
    expect(closed).toBeDefined();
    expect(
      await refusal(
        op01.gateway.call(privateTrade.reserveCreateCheck, {
          productId: closed!.productId,
          amount: closed!.minAmount,
        }),
      ),
    ).toBe(
      closed!.reserveStatus === '2' ? ErrorCode.PrivateReserveNotStarted : ErrorCode.PrivateReserveEnded,
    );
  });

  it("checks blacklist, registration progress, the person's ID document (FD1210) and the missing items, in that order", async () => {
    const check = () =>
      refusal(
        op01.gateway.call(privateTrade.reserveCreateCheck, {
          productId: product.productId,
          amount: product.minAmount,
        }),
      );
    const [person] = await server.db.query<{ person_id: string }>(
      "SELECT person_id FROM persons WHERE login_name = 'op01'",
    );
    const setIdValidTo = (validTo: string) =>
      server.db.query('UPDATE persons SET cred_valid_to = $2, cred_long_term = false WHERE person_id = $1', [
        person!.person_id,
        validTo,
      ]);
    await server.db.query(
      `INSERT INTO org_trade_info (group_id, is_black_rose, register_progress, job)
       VALUES ($1, true, '2', false)`,
      [GROUP],
    );
    await setIdValidTo('2025-06-30');
    expect(await check()).toBe(ErrorCode.PrivateBlacklisted);
    await server.db.query('UPDATE org_trade_info SET is_black_rose = false WHERE group_id = $1', [GROUP]);
    expect(await check()).toBe(ErrorCode.PrivateNotRegistered);
    await server.db.query("UPDATE org_trade_info SET register_progress = '3' WHERE group_id = $1", [GROUP]);
    // The person's own document (issue 15 §1), refused by the purchase's rule (core idDocumentPurchaseRefusal).
    const expired = await op01.gateway
      .call(privateTrade.reserveCreateCheck, { productId: product.productId, amount: product.minAmount })
      .catch((e: unknown) => e as GatewayError);
    expect((expired as GatewayError).code).toBe(ErrorCode.IdDocumentExpired);
    expect((expired as GatewayError).detail).toEqual({ validTo: '2025-06-30' });
    await setIdValidTo('2040-06-30');
    // The institution record on file answers the address (org_records); org_trade_info the occupation.
    await server.db.query(
      `INSERT INTO org_records (group_id, record, updated_at)
       VALUES ($1, '{"basic": {"orgFullName": "x", "orgCredNo": "", "registerAddress": " ", "officeAddress": ""}}'::jsonb, now())
       ON CONFLICT (group_id) DO UPDATE SET record = EXCLUDED.record`,
      [GROUP],
    );
    const failure = await op01.gateway
      .call(privateTrade.reserveCreateCheck, { productId: product.productId, amount: product.minAmount })
      .catch((e: unknown) => e as GatewayError);
    expect((failure as GatewayError).code).toBe(ErrorCode.PrivateInfoMissing);
    expect((failure as GatewayError).detail).toEqual({ items: '职业、地址', missing: 'job,address' });
    expect((failure as GatewayError).message).toBe('以下信息尚未完善：职业、地址，请完善后再预约');
    await server.db.query('DELETE FROM org_records WHERE group_id = $1', [GROUP]);
    await server.db.query('DELETE FROM org_trade_info WHERE group_id = $1', [GROUP]);
    const passed = await op01.gateway.call(privateTrade.reserveCreateCheck, {
      productId: product.productId,
      amount: product.minAmount,
    });
    expect(passed).toMatchObject({
      productId: product.productId,
      amount: new Dec(product.minAmount).toFixed(2),
    });
  });
});

describe('reserve, e-contract, double recording, payment, confirmation on the open day (spec 02 §7)', () => {
  it('creates the deal (reserved) once per idempotency key, with its contract to sign', async () => {
    const idem = key();
    const request = {
      productId: product.productId,
      amount: product.minAmount,
      tradePassword: TRADE_PASSWORD,
      idempotencyKey: idem,
    };
    const created = await op01.gateway.call(privateTrade.reserveCreate, request);
    expect(created).toMatchObject({ dealType: 'reserve', status: 'reserved', openDay: product.openDay });
    dealId = created.dealId;
    expect((await op01.gateway.call(privateTrade.reserveCreate, request)).dealId).toBe(dealId);
    const info = await op01.gateway.call(privateTrade.dealInfo, { dealId, dealType: 'reserve' });
    expect(info).toMatchObject({ status: 'reserved', addFlag: '0', nextStep: 'contract' });
    expect(info.detailPath).toBe(`/trade/privatefundSubscriptionDetail/${dealId}`);
    expect(info.contract?.status).toBe('generated');
  });

  it('signs the requisition and the contract once each; a tampered id (FD4812) and a second signature (FD4811) are refused', async () => {
    const contract = await op01.gateway.call(privateTrade.getDealRequisition, { dealId });
    const tampered = `${contract.contractId.slice(0, -1)}${contract.contractId.endsWith('0') ? '1' : '0'}`;
    expect(
      await refusal(
        op01.gateway.call(privateTrade.singleSignContract, { dealId, contractId: contract.contractId }),
      ),
    ).toBe(ErrorCode.PrivateConfirmFailed);
    expect(
      await refusal(op01.gateway.call(privateTrade.signRequisition, { dealId, contractId: tampered })),
    ).toBe(ErrorCode.PrivateContractInvalid);
    await op01.gateway.call(privateTrade.signRequisition, { dealId, contractId: contract.contractId });
    expect(
      await refusal(
        op01.gateway.call(privateTrade.signRequisition, { dealId, contractId: contract.contractId }),
      ),
    ).toBe(ErrorCode.PrivateContractSigned);
    const signed = await op01.gateway.call(privateTrade.singleSignContract, {
      dealId,
      contractId: contract.contractId,
    });
    expect(signed.status).toBe('signed');
    expect(
      await refusal(
        op01.gateway.call(privateTrade.singleSignContract, { dealId, contractId: contract.contractId }),
      ),
    ).toBe(ErrorCode.PrivateContractSigned);
  });

  it('confirms with the server time (a time 10 minutes off answers 请重新尝试, FD4813); the PDF carries it', async () => {
    const { serverTime } = await op01.gateway.call(privateTrade.dealServerTime, {});
    expect(serverTime).toBe(server.clock.now());
    expect(
      await refusal(
        op01.gateway.call(privateTrade.dealConfirmContract, {
          dealId,
          confirmTime: serverTime - 10 * 60_000,
        }),
      ),
    ).toBe(ErrorCode.PrivateConfirmFailed);
    const confirmed = await op01.gateway.call(privateTrade.dealConfirmContract, {
      dealId,
      confirmTime: serverTime,
    });
    // op01's organisation is a private-fund qualified investor (type 1): a double recording is required.
    expect(confirmed.status).toBe('signed');
    const pdf = await op01.gateway.download(privateTrade.downloadContracts, { dealId });
    expect(pdf.contentType).toBe('application/pdf');
    expect(Buffer.from(pdf.bytes.slice(0, 5)).toString()).toBe('%PDF-');
    expect(pdf.fileName).toBe(`私募基金电子合同-${dealId}.pdf`);
  });

  it('refuses payment until the double recording has passed (FD4814), then the deal is paying and paid', async () => {
    expect(
      await refusal(op01.gateway.call(privateTrade.confirmPayMethod, { dealId, payMethod: 'transfer' })),
    ).toBe(ErrorCode.PrivateDoubleRecordRequired);
    const records = await server.db.query<{ status: string }>(
      'SELECT status FROM double_records WHERE deal_id = $1',
      [dealId],
    );
    expect(records.map((r) => r.status)).toEqual(['pending']);
    // The review's approval (P3's double-record flow, tested in double-record tests) is stood in for here.
    await server.db.query("UPDATE double_records SET status = 'passed' WHERE deal_id = $1", [dealId]);
    expect((await op01.gateway.call(privateTrade.dealInfo, { dealId })).status).toBe('paying');
    const methods = await op01.gateway.call(privateTrade.getPayMethod, { dealId });
    expect(methods.methods.map((m) => m.payMethod)).toEqual(['transfer', 'agreement']);
    const paid = await op01.gateway.call(privateTrade.confirmPayMethod, { dealId, payMethod: 'transfer' });
    expect(paid.status).toBe('paid');
    const sequence = await op01.gateway.call(privateTrade.getOrderPaySequenceList, {});
    expect(sequence.list.map((d) => d.dealId)).toEqual([dealId]);
    const reminders = await op01.gateway.call(privateTrade.tradeReminder, {});
    expect(reminders.list.find((r) => r.dealId === dealId)?.nextStep).toBe('openDay');
  });

  it('is confirmed the trading day after the open day at that day NAV: shares = amount / NAV rounded down; the position appears', async () => {
    await at(Date.parse(`${product.openDay}T15:30:00+08:00`));
    await engineFor(server.db)!.confirm();
    expect((await op01.gateway.call(privateTrade.dealInfo, { dealId })).status).toBe('paid');
    await at(Date.parse(`${await nextTradingDay(product.openDay)}T09:30:00+08:00`));
    await engineFor(server.db)!.confirm();
    const info = await op01.gateway.call(privateTrade.dealInfo, { dealId });
    expect(info.status).toBe('confirmed');
    const [nav] = await server.db.query<{ nav: string }>(
      'SELECT nav::text AS nav FROM private_navs WHERE product_id = $1 AND nav_date = $2',
      [product.productId, product.openDay],
    );
    const shares = new Dec(product.minAmount)
      .dividedBy(nav!.nav)
      .toDecimalPlaces(2, Dec.ROUND_DOWN)
      .toFixed(2);
    expect(info.nav).toBe(nav!.nav);
    expect(info.shares).toBe(shares);
    expect(info.trail.map((e) => e.toStatus)).toEqual([
      'reserved',
      'reserved',
      'reserved',
      'signed',
      'paying',
      'paid',
      'confirmed',
    ]);
    const placed = info.trail[0]!;
    expect(placed).toMatchObject({ actorKind: 'person', loginName: 'op01' });
    expect(placed.ip).toBeTruthy();
    expect(info.trail[info.trail.length - 1]!.actorKind).toBe('system');
    const positions = await op01.gateway.call(privateTrade.privatePositionDetails, {});
    expect(positions.list).toEqual([
      expect.objectContaining({
        productId: product.productId,
        shares,
        cost: new Dec(product.minAmount).toFixed(2),
      }),
    ]);
  });
});

describe('redemption, cancel and revoke with its private refund (spec 02 §7)', () => {
  it('applies, confirms with the trade password and is confirmed on the next open day', async () => {
    const held = await op01.gateway.call(privateTrade.redemptionShareQuery, { productId: product.productId });
    const over = new Dec(held.available).plus('0.01').toFixed(2);
    expect(
      await refusal(
        op01.gateway.call(privateTrade.redemptionApply, { productId: product.productId, shares: over }),
      ),
    ).toBe(ErrorCode.PrivateSharesInvalid);
    const half = new Dec(held.available).dividedBy(2).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2);
    const applied = await op01.gateway.call(privateTrade.redemptionApply, {
      productId: product.productId,
      shares: half,
    });
    expect(applied.status).toBe('applied');
    expect(
      (await op01.gateway.call(privateTrade.redemptionShareQuery, { productId: product.productId }))
        .available,
    ).toBe(new Dec(held.available).minus(half).toFixed(2));
    const submitted = await op01.gateway.call(privateTrade.redemptionApplyConfirm, {
      dealId: applied.dealId,
      tradePassword: TRADE_PASSWORD,
    });
    expect(submitted.status).toBe('submitted');
    await at(Date.parse(`${await nextTradingDay(applied.openDay)}T09:30:00+08:00`));
    await engineFor(server.db)!.confirm();
    const info = await op01.gateway.call(privateTrade.dealInfo, { dealId: applied.dealId });
    expect(info).toMatchObject({ status: 'confirmed', dealType: 'rdm' });
    expect(info.amount).toBe(new Dec(half).times(info.nav!).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2));
    const positions = await op01.gateway.call(privateTrade.privatePositionDetails, {});
    expect(positions.list[0]!.shares).toBe(new Dec(held.shares).minus(half).toFixed(2));
  });

  it('cancels a reserved deal, refuses cancelling it twice (FD4810), and revokes a paid one into a refund', async () => {
    const fresh = await op01.gateway.call(privateFunds.privateFundList, { size: 100 });
    const open = fresh.products.find(
      (p) =>
        p.reserveStatus === '1' &&
        (p.fundType === 'mjfs_2' || p.fundType === 'mjfs_6') &&
        p.productRiskCode !== 'zxfxdj_5',
    )!;
    const a = await op01.gateway.call(privateTrade.reserveCreate, {
      productId: open.productId,
      amount: open.minAmount,
      tradePassword: TRADE_PASSWORD,
      idempotencyKey: key(),
    });
    expect((await op01.gateway.call(privateTrade.reserveCancel, { dealId: a.dealId })).status).toBe(
      'cancelled',
    );
    expect(await refusal(op01.gateway.call(privateTrade.reserveCancel, { dealId: a.dealId }))).toBe(
      ErrorCode.PrivateDealStateInvalid,
    );
    expect(await refusal(op01.gateway.call(privateTrade.dealInfo, { dealId: 'PD-unknown' }))).toBe(
      ErrorCode.PrivateDealNotFound,
    );
    const b = await op01.gateway.call(privateTrade.reserveCreate, {
      productId: open.productId,
      amount: open.minAmount,
      tradePassword: TRADE_PASSWORD,
      idempotencyKey: key(),
    });
    const contract = await op01.gateway.call(privateTrade.getDealRequisition, { dealId: b.dealId });
    await op01.gateway.call(privateTrade.signRequisition, {
      dealId: b.dealId,
      contractId: contract.contractId,
    });
    await op01.gateway.call(privateTrade.singleSignContract, {
      dealId: b.dealId,
      contractId: contract.contractId,
    });
    const { serverTime } = await op01.gateway.call(privateTrade.dealServerTime, {});
    await op01.gateway.call(privateTrade.dealConfirmContract, { dealId: b.dealId, confirmTime: serverTime });
    await server.db.query("UPDATE double_records SET status = 'passed' WHERE deal_id = $1", [b.dealId]);
    await op01.gateway.call(privateTrade.confirmPayMethod, { dealId: b.dealId, payMethod: 'agreement' });
    expect(await refusal(op01.gateway.call(privateTrade.reserveCancel, { dealId: b.dealId }))).toBe(
      ErrorCode.PrivateDealStateInvalid,
    );
    const revoked = await op01.gateway.call(privateTrade.dealRevoke, { dealId: b.dealId });
    expect(revoked).toMatchObject({ status: 'refunded', refundAmount: new Dec(open.minAmount).toFixed(2) });
    const refunds = await op01.gateway.call(privateTrade.privateRefundBalance, {});
    expect(refunds.list.map((r) => r.dealId)).toEqual([b.dealId]);
    expect(refunds.total).toBe(new Dec(open.minAmount).toFixed(2));
    const list = await op01.gateway.call(privateTrade.dealList, {});
    expect(list.list.map((d) => d.status)).toEqual(
      expect.arrayContaining(['cancelled', 'refunded', 'confirmed']),
    );
  });
});
