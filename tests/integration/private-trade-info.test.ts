/**
 * The back office's maintenance of an organisation's private-trade information through the real server
 * (FundDesk; spec 02 §3 user trade info check, §5 blacklist and registration progress 3 or 4;
 * docs/decisions.md "Back-office maintenance of private-trade information"): ops01 (fd_ops) blacklists
 * organisation 10000001 and op01's reservation check is refused with the blacklist code; ops01 lifts it and
 * the check passes; the same for the registration progress. Every change is recorded (who, when, IP, before,
 * after); the core rule's refusals; every other role is refused the calls (FD1003).
 */
import type { GatewayError } from '@funddesk/core';
import { ErrorCode, orgTradeInfo, privateTrade, type PrivateProductSummary } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { refusal } from '../helpers/refusals.js';
import { loggedIn, qualifyOperator, reservableProduct } from '../helpers/privateSetup.js';

const GROUP = '10000001';
let server: TestServer;
let op01: TestClient;
let ops01: TestClient;
let product: PrivateProductSummary;

const base = { groupId: GROUP, blacklisted: false, registerProgress: '4', job: true, lcs: true };

/** op01's reservation check of the product: null when it passes, else the refusal code. */
async function check(): Promise<string | null> {
  return op01.gateway
    .call(privateTrade.reserveCreateCheck, { productId: product.productId, amount: product.minAmount })
    .then(
      () => null,
      (e: unknown) => (e as GatewayError).code,
    );
}

beforeAll(async () => {
  server = await startServer();
  op01 = await loggedIn(server, 'op01', GROUP);
  ops01 = await loggedIn(server, 'ops01');
  const admin01 = await loggedIn(server, 'admin01');
  // op01's organisation qualified (self-confirmation approved) with a CRS declaration on file.
  const list = await qualifyOperator(op01, admin01, { crs: true });
  product = reservableProduct(list.products)!;
  expect(product).toBeDefined();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('back-office private-trade information acts on the reservation check (spec 02 §5)', () => {
  it('an organisation never maintained reads as registered and complete, and the check passes', async () => {
    const { list } = await ops01.gateway.call(orgTradeInfo.tradeInfoList, {});
    expect(list.find((r) => r.groupId === GROUP)).toMatchObject({
      blacklisted: false,
      registerProgress: '4',
      job: true,
      lcs: true,
      maintained: false,
    });
    expect(await check()).toBeNull();
  });

  it('ops01 blacklists 10000001: op01 is refused FD4800; ops01 lifts it: the check passes', async () => {
    const row = await ops01.gateway.call(orgTradeInfo.tradeInfoSet, {
      ...base,
      blacklisted: true,
      blacklistReason: ' 涉嫌违规交易 ',
    });
    expect(row).toMatchObject({ blacklisted: true, blacklistReason: '涉嫌违规交易', maintained: true });
    expect(await check()).toBe(ErrorCode.PrivateBlacklisted);
    await ops01.gateway.call(orgTradeInfo.tradeInfoSet, base);
    expect(await check()).toBeNull();
  });

  it('registration progress 2 is refused FD4801; 3 passes (spec 02 §5: 3 or 4)', async () => {
    await ops01.gateway.call(orgTradeInfo.tradeInfoSet, { ...base, registerProgress: '2' });
    expect(await check()).toBe(ErrorCode.PrivateNotRegistered);
    await ops01.gateway.call(orgTradeInfo.tradeInfoSet, { ...base, registerProgress: '3' });
    expect(await check()).toBeNull();
  });

  it('occupation and adviser not on file are the missing items (FD4804 职业、客户经理)', async () => {
    await ops01.gateway.call(orgTradeInfo.tradeInfoSet, { ...base, job: false, lcs: false });
    const failure = await op01.gateway
      .call(privateTrade.reserveCreateCheck, { productId: product.productId, amount: product.minAmount })
      .catch((e: unknown) => e as GatewayError);
    expect((failure as GatewayError).code).toBe(ErrorCode.PrivateInfoMissing);
    expect((failure as GatewayError).detail).toMatchObject({ missing: 'job,lcs' });
    await ops01.gateway.call(orgTradeInfo.tradeInfoSet, base);
    expect(await check()).toBeNull();
  });

  it('every change is recorded: who, when, IP, before and after, newest first', async () => {
    const { info, history } = await ops01.gateway.call(orgTradeInfo.tradeInfoShow, { groupId: GROUP });
    expect(info).toMatchObject({ maintained: true, updatedBy: expect.any(String) as string });
    expect(history).toHaveLength(6);
    const [ops] = await server.db.query<{ person_id: string; person_name: string }>(
      "SELECT person_id, person_name FROM persons WHERE login_name = 'ops01'",
    );
    for (const change of history) {
      expect(change.byPersonId).toBe(ops!.person_id);
      expect(change.byName).toBe(ops!.person_name);
      expect(change.ip).toBeTruthy();
      expect(Number.isNaN(Date.parse(change.at))).toBe(false);
    }
    const first = history[history.length - 1]!;
    expect(first.before).toEqual({
      blacklisted: false,
      blacklistReason: null,
      registerProgress: '4',
      job: true,
      lcs: true,
      feeDiscount: null,
    });
    expect(first.after).toMatchObject({ blacklisted: true, blacklistReason: '涉嫌违规交易' });
    expect(history[0]!.before).toMatchObject({ job: false, lcs: false });
    expect(history[0]!.after).toMatchObject({ job: true, lcs: true });
    // Saving the same state again records nothing.
    await ops01.gateway.call(orgTradeInfo.tradeInfoSet, base);
    expect((await ops01.gateway.call(orgTradeInfo.tradeInfoShow, { groupId: GROUP })).history).toHaveLength(
      6,
    );
  });
});

describe('refusals (core orgTradeInfoRefusal; the server checks the role)', () => {
  it('blacklisting without a reason FD4830, an unknown progress FD4831, an unknown organisation FD4832', async () => {
    expect(await refusal(ops01.gateway.call(orgTradeInfo.tradeInfoSet, { ...base, blacklisted: true }))).toBe(
      ErrorCode.TradeInfoReasonRequired,
    );
    expect(
      await refusal(ops01.gateway.call(orgTradeInfo.tradeInfoSet, { ...base, registerProgress: '7' })),
    ).toBe(ErrorCode.TradeInfoProgressInvalid);
    expect(
      await refusal(ops01.gateway.call(orgTradeInfo.tradeInfoSet, { ...base, groupId: '99999999' })),
    ).toBe(ErrorCode.TradeInfoOrgNotFound);
    expect(await refusal(ops01.gateway.call(orgTradeInfo.tradeInfoShow, { groupId: '99999999' }))).toBe(
      ErrorCode.TradeInfoOrgNotFound,
    );
  });

  it('op01 and admin01 are refused every call (FD1003) and nothing changes', async () => {
    const admin01 = server.client();
    await admin01.login('admin01');
    for (const client of [op01, admin01]) {
      expect(
        await refusal(client.gateway.call(orgTradeInfo.tradeInfoSet, { ...base, registerProgress: '0' })),
      ).toBe(ErrorCode.Forbidden);
      expect(await refusal(client.gateway.call(orgTradeInfo.tradeInfoList, {}))).toBe(ErrorCode.Forbidden);
      expect(await refusal(client.gateway.call(orgTradeInfo.tradeInfoShow, { groupId: GROUP }))).toBe(
        ErrorCode.Forbidden,
      );
    }
    expect(await check()).toBeNull();
  });
});
