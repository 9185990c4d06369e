import { fileURLToPath } from 'node:url';
import { Dec, trading } from '@funddesk/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../../packages/server/src/trade/index.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { floor2, orderRow as orderRowOf, purchaseFeeByHand, round2 } from '../helpers/trading.js';
import { acceptRiskStatements, expectAccessible, readSummaryPdfIfShown, launchUi, type Ui } from './ui.js';

/*
 * The trading desk in chromium (issue 12 "Done when"): op01 buys one fund from the desk, sells half of the
 * confirmed holding, converts the rest to a fund of the same company and changes a dividend method; after
 * the next trading day's confirmation the holdings, cash and fees reconcile to the cent with the hand
 * computation below. axe-core checks every screen visited.
 */

const webDist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));
const FUND = '000001';
const TARGET = '000048';

let server: TestServer;
let ui: Ui;

const orderRow = (serialNo: string) => orderRowOf(server.db, serialNo);

async function held(fundId: string): Promise<string | undefined> {
  const [row] = await server.db.query<{ shares: string }>(
    "SELECT shares::text FROM positions WHERE group_id = '10000001' AND fund_id = $1",
    [fundId],
  );
  return row?.shares;
}

/** The serial of the order the result page shows (its 查看详情 goes to /trade/tradeInfo/:serialNo). */
async function resultSerial(title: string): Promise<string> {
  const result = ui.page.getByRole('table', { name: title });
  await result.waitFor({ timeout: 20_000 });
  await expectAccessible(ui.page, `trading-${title}`);
  await result.getByRole('button', { name: '查看详情' }).click();
  await ui.page.waitForURL(/#\/trade\/tradeInfo\//);
  return decodeURIComponent(ui.page.url().split('/tradeInfo/')[1]!);
}

/** Types the trade password into the open password dialog and confirms with Enter. */
async function password(): Promise<void> {
  const input = ui.page.getByLabel('交易密码');
  await input.waitFor({ timeout: 15_000 });
  await input.fill('135790');
  await input.press('Enter');
}

/** Moves the server's clock to 09:30 of `day`, confirms, and logs in again (sessions end with the day). */
async function confirmAt(day: string, time = '09:30'): Promise<void> {
  server.clock.set(Date.parse(`${day}T${time}:00+08:00`));
  await engineFor(server.db)!.confirm();
  await ui.login('op01');
}

beforeAll(async () => {
  server = await startServer({ webDir: webDist });
  ui = await launchUi(server.baseUrl);
  await ui.login('op01');
});

afterEach(async (context) => {
  // A failed step leaves its screen for the report (tests/.artifacts/screenshots).
  if (context.task.result?.state === 'fail')
    await ui?.screenshot(`trading-failed-${context.task.name.slice(0, 20)}`);
});

afterAll(async () => {
  await ui?.close();
  await server?.close();
});

describe('the trading desk in chromium (issue 12; spec 02 §2, §5, §7)', () => {
  const state: Record<string, string> = {};

  it('buys a fund from the desk by keyboard: quick search, Enter, amount, Enter, risk, password', async () => {
    await ui.open('#/trade/publicOfferingOrder');
    const search = ui.page.getByRole('combobox', { name: '快速买入' });
    await search.waitFor({ timeout: 20_000 });
    await expectAccessible(ui.page, 'trading-desk');
    await search.fill(FUND);
    await search.press('Enter');
    const amount = ui.page.getByLabel('买入金额（元）');
    await amount.waitFor({ timeout: 20_000 });
    await ui.page.getByText('本笔申请按').first().waitFor();
    await expectAccessible(ui.page, 'trading-buy');
    await amount.fill('10000');
    await amount.press('Enter');
    await acceptRiskStatements(ui.page);
    await readSummaryPdfIfShown(ui.page);
    await password();
    state.buy = await resultSerial('买入申请已受理');
    const buy = await orderRow(state.buy);
    expect(buy).toMatchObject({ status: 'accepted', amount: '10000.00' });
  });

  it('after the confirmation, sells half of the holding in shares (under-7-days warning accepted)', async () => {
    const buy = await orderRow(state.buy!);
    await confirmAt(buy.confirm_day, '10:00');
    const shares = (await held(FUND))!;
    expect(shares).toBe((await orderRow(state.buy!)).confirm_shares);
    state.half = floor2(new Dec(shares).div(2)).toFixed(2);
    await ui.open('#/trade/publicOfferingOrder');
    const row = ui.page.getByRole('table', { name: '持仓基金' }).getByRole('row').filter({ hasText: FUND });
    await row.getByRole('button', { name: '卖出' }).click();
    const input = ui.page.getByLabel('卖出份额（份）');
    await input.fill(state.half);
    await ui.page.getByRole('table', { name: '按持有期限预估赎回费' }).waitFor({ timeout: 15_000 });
    await expectAccessible(ui.page, 'trading-sell');
    await ui.page.getByRole('button', { name: '确认卖出' }).click();
    await ui.page.getByRole('alertdialog').getByRole('button', { name: '确认' }).click();
    await password();
    state.sell = await resultSerial('卖出申请已受理');
  });

  it('converts the rest to a fund of the same company, then changes the dividend method', async () => {
    await ui.open(`#/trade/commonTransform?fundCode=${FUND}`);
    const target = ui.page.getByLabel('转入基金');
    await target.waitFor({ timeout: 15_000 });
    await target.selectOption(TARGET);
    await ui.page.getByRole('button', { name: '全部', exact: true }).click();
    await ui.page.getByLabel('预估转换费').waitFor({ timeout: 15_000 });
    await expectAccessible(ui.page, 'trading-convert');
    await ui.page.getByRole('button', { name: '确认转换' }).click();
    await password();
    state.convert = await resultSerial('转换申请已受理');

    await ui.open('#/trade/publicOfferingOrder');
    const row = ui.page.getByRole('table', { name: '持仓基金' }).getByRole('row').filter({ hasText: FUND });
    await row.getByRole('button', { name: '分红方式' }).click();
    const dialog = ui.page.getByRole('dialog', { name: '修改分红方式' });
    await dialog.getByText('修改记录', { exact: true }).waitFor({ timeout: 15_000 });
    await expectAccessible(ui.page, 'trading-dividend');
    await dialog.getByLabel('红利再投资').check({ force: true });
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await password();
    await ui.page
      .getByText(/分红方式已修改/)
      .first()
      .waitFor({ timeout: 15_000 });
    const [melon] = await server.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM melon_changes WHERE group_id = '10000001' AND fund_id = $1",
      [FUND],
    );
    expect(melon?.n).toBe('1');
  });

  it('after the next trading day the holdings, cash and fees reconcile to the cent', async () => {
    const before = (await held(FUND))!;
    const sell0 = await orderRow(state.sell!);
    await confirmAt(sell0.confirm_day);
    const [buy, sell, conv] = await Promise.all([
      orderRow(state.buy!),
      orderRow(state.sell!),
      orderRow(state.convert!),
    ]);
    expect([sell.status, conv.status]).toEqual(['confirmed', 'confirmed']);
    // Purchase: fee by 价外法 on the fund's tiers; shares = net / NAV rounded down.
    const client = server.client();
    await client.login('op01');
    const [src, dst] = await Promise.all([
      client.gateway.call(trading.tradePreInfo, { fundId: FUND }),
      client.gateway.call(trading.tradePreInfo, { fundId: TARGET }),
    ]);
    const buyFee = purchaseFeeByHand(new Dec('10000.00'), src.buyRate);
    expect(buy.fee).toBe(buyFee.toFixed(2));
    expect(buy.confirm_shares).toBe(
      floor2(new Dec('10000.00').minus(buyFee).div(buy.confirm_nav!)).toFixed(2),
    );
    // Redemption of shares held under 7 days: 1.5%; amount rounded down, fee half-up, net = amount − fee.
    expect(sell.shares).toBe(state.half);
    const sellAmount = floor2(new Dec(sell.shares!).times(sell.confirm_nav!));
    const sellFee = round2(new Dec(sell.shares!).times(sell.confirm_nav!).times('0.015'));
    expect([sell.amount, sell.fee, sell.net_amount]).toEqual([
      sellAmount.toFixed(2),
      sellFee.toFixed(2),
      sellAmount.minus(sellFee).toFixed(2),
    ]);
    // Conversion: the source's redemption fee plus the purchase-fee difference; target shares rounded down.
    const convAmount = floor2(new Dec(conv.shares!).times(conv.confirm_nav!));
    const redeemFee = round2(new Dec(conv.shares!).times(conv.confirm_nav!).times('0.015'));
    const base = convAmount.minus(redeemFee);
    const diff = Dec.max(0, purchaseFeeByHand(base, dst.buyRate).minus(purchaseFeeByHand(base, src.buyRate)));
    expect([conv.amount, conv.fee]).toEqual([convAmount.toFixed(2), redeemFee.plus(diff).toFixed(2)]);
    expect(conv.target_shares).toBe(floor2(base.minus(diff).div(conv.target_nav!)).toFixed(2));
    // Holdings: every share of the fund went out (half sold, the rest converted); the target is held.
    expect(new Dec(sell.shares!).plus(conv.shares!).toFixed(2)).toBe(before);
    expect(await held(FUND)).toBeUndefined();
    expect(await held(TARGET)).toBe(conv.target_shares);
    // Cash: the sale's net in, the purchase's amount out, to the cent.
    const [cash] = await server.db.query<{ cash: string }>(
      `SELECT (coalesce(sum(net_amount) FILTER (WHERE trade_type = 'redemption'), 0)
              - coalesce(sum(amount) FILTER (WHERE trade_type = 'purchase'), 0))::text AS cash
         FROM orders WHERE group_id = '10000001' AND status = 'confirmed'`,
    );
    expect(new Dec(cash!.cash).toFixed(2)).toBe(sellAmount.minus(sellFee).minus('10000.00').toFixed(2));
  });
});
