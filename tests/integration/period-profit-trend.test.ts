/**
 * 收益走势 of 公募资产分析 (spec 03 §7 pa/queryPeriodProfitTrend; issue 14 §5 Analysis) end to end: op01's account
 * buys two funds on three trade days and redeems part of one, each confirmed T+1 by the engine at T's NAV; the
 * trend's days are the exchange trading days of shared/data/trading-days.json, and each day's value and profit are
 * recomputed here from the confirmed orders and straight from the shared/data NAV files (the benchmark from
 * shared/data/index/000300.csv, CSI 300, the spec's 399300). Money compared to the cent.
 */
import { readFile } from 'node:fs/promises';
import { Dec, ErrorCode, productExtras, trading } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../../packages/server/src/trade/index.js';
import { TEST_NOW } from '../helpers/constants.js';
import { NAV_DIR, navFile, tradingDays, type NavRow } from '../helpers/navMath.js';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { key, TRADE_PASSWORD } from '../helpers/trading.js';

let server: TestServer;
let c: TestClient;

/** Moves the test clock (sessions expire across days: log in again). */
async function at(instant: string): Promise<void> {
  server.clock.set(Date.parse(instant));
  c = server.client();
  await c.login('op01');
}

/** Confirms what is due on `day` (T+1) at 09:30 Shanghai time. */
async function confirmOn(day: string): Promise<void> {
  await at(`${day}T09:30:00+08:00`);
  await engineFor(server.db)!.confirm();
}

async function buy(fundId: string, amount: string): Promise<string> {
  const order = await c.gateway.call(trading.purchase, {
    fundId,
    amount,
    tradePassword: TRADE_PASSWORD,
    idempotencyKey: key(),
    riskConfirmed: true,
    summaryConfirmed: true,
  });
  return order.confirmDay;
}

/** A confirmed order as stored: what the engine confirmed (shares, money) on which trade day. */
interface Confirmed {
  fund_id: string;
  trade_type: string;
  trade_day: string;
  confirm_shares: string;
  amount: string;
  net_amount: string;
}

let orders: Confirmed[] = [];
const navs = new Map<string, NavRow[]>();
let calendar: string[] = [];
let csi300: NavRow[] = [];

/** The last row dated on or before `date`, or undefined. */
const lastOnOrBefore = (rows: readonly NavRow[], date: string) => rows.filter((r) => r.date <= date).pop();

/** The value and net invested money on `day`, by hand from the orders and the NAV files (yuan, exact). */
function byHand(day: string): { value: string; invested: string } {
  const shares = new Map<string, Dec>();
  let invested = new Dec(0);
  for (const o of orders.filter((row) => row.trade_day <= day)) {
    const sign = o.trade_type === 'redemption' ? -1 : 1;
    shares.set(o.fund_id, (shares.get(o.fund_id) ?? new Dec(0)).plus(new Dec(o.confirm_shares).times(sign)));
    invested = invested.plus(o.trade_type === 'redemption' ? new Dec(o.net_amount).neg() : o.amount);
  }
  let value = new Dec(0);
  for (const [fundId, count] of shares) {
    const row = lastOnOrBefore(navs.get(fundId)!, day)!;
    value = value.plus(count.times(String(row.nav)).toDecimalPlaces(2, Dec.ROUND_HALF_UP));
  }
  return { value: value.toFixed(2), invested: invested.toFixed(2) };
}

beforeAll(async () => {
  server = await startServer();
  // 2025-11-03 (Monday): 10,000 yuan of 000001; 2025-12-15: 5,000 of 000005 and 2,000 more of 000001;
  // 2026-01-12: 1,000 shares of 000001 redeemed. Each confirmed on its T+1.
  await at('2025-11-03T10:00:00+08:00');
  await confirmOn(await buy('000001', '10000'));
  await at('2025-12-15T10:00:00+08:00');
  await buy('000005', '5000');
  await confirmOn(await buy('000001', '2000'));
  await at('2026-01-12T10:00:00+08:00');
  const sold = await c.gateway.call(trading.redeem, {
    fundId: '000001',
    shares: '1000',
    tradePassword: TRADE_PASSWORD,
    idempotencyKey: key(),
    underSevenDaysConfirmed: true,
  });
  await confirmOn(sold.confirmDay);
  await at(new Date(TEST_NOW).toISOString());
  orders = await server.db.query<Confirmed>(
    `SELECT fund_id, trade_type, trade_day::text AS trade_day, confirm_shares::text AS confirm_shares,
            amount::text AS amount, net_amount::text AS net_amount
       FROM orders WHERE group_id = '10000001' AND status = 'confirmed' ORDER BY trade_day, fund_id, trade_type`,
  );
  for (const fundId of ['000001', '000005']) navs.set(fundId, await navFile(fundId));
  calendar = await tradingDays();
  const text = await readFile(new URL('../index/000300.csv', NAV_DIR), 'utf8');
  csi300 = text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map(([date = '', , close = '']) => ({ date, nav: Number(close) }));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('收益走势 pa/queryPeriodProfitTrend from confirmed trades and the real NAV files (spec 03 §7)', () => {
  it('the engine confirmed the four orders T+1 (two purchases of 000001, one of 000005, one redemption)', () => {
    expect(orders.map((o) => [o.fund_id, o.trade_type, o.trade_day])).toEqual([
      ['000001', 'purchase', '2025-11-03'],
      ['000001', 'purchase', '2025-12-15'],
      ['000005', 'purchase', '2025-12-15'],
      ['000001', 'redemption', '2026-01-12'],
    ]);
  });

  it('since the first holding: every exchange trading day from the one before the first trade, value and profit to the cent', async () => {
    const trend = await c.gateway.call(productExtras.analysisPeriodProfitTrend, { period: 'since' });
    const to = calendar.filter((d) => d < '2026-02-13').pop()!;
    const from = calendar.filter((d) => d < '2025-11-03').pop()!;
    expect(trend).toMatchObject({ from, to, firstTradeDay: '2025-11-03', held: true, simulatedNav: false });
    expect(trend.untracedFunds).toEqual([]);
    // The exchange calendar, not calendar days: no weekend, no holiday (e.g. 2026-01-01).
    expect(trend.days.map((d) => d.date)).toEqual(calendar.filter((d) => d >= from && d <= to));
    for (const day of trend.days) {
      const { value, invested } = byHand(day.date);
      expect({ date: day.date, value: day.marketValue, invested: day.netInvested }).toEqual({
        date: day.date,
        value,
        invested,
      });
      expect(day.profit).toBe(new Dec(value).minus(invested).toFixed(2));
    }
    expect(trend.days[0]).toMatchObject({
      marketValue: '0.00',
      returnPercent: '0.00',
      benchmarkPercent: '0.00',
    });
    // The last day is the asset pages' valuation of the holdings on file.
    const basic = await c.gateway.call(productExtras.analysisBasicInfo, {});
    expect(trend.summary?.endValue).toBe(basic.totalMarketValue);
    expect(trend.summary?.cumulativeProfit).toBe(trend.days[trend.days.length - 1]!.profit);
  });

  it('the period return is time-weighted over the trading days (money in or out is no return); CSI 300 normalised to the base day', async () => {
    const trend = await c.gateway.call(productExtras.analysisPeriodProfitTrend, {
      period: 'since',
      benchmark: '399300',
    });
    let growth = 1;
    let previous: { value: number; invested: number } | null = null;
    for (const day of trend.days) {
      const { value, invested } = byHand(day.date);
      const now = { value: Number(value), invested: Number(invested) };
      if (previous) {
        const flow = now.invested - previous.invested;
        const capital = previous.value + Math.max(flow, 0);
        if (capital > 0) growth *= 1 + (now.value - previous.value - flow) / capital;
      }
      expect(Math.abs(Number(day.returnPercent) - (growth - 1) * 100)).toBeLessThan(0.006);
      previous = now;
    }
    expect(trend.summary?.periodReturn).toBe(trend.days[trend.days.length - 1]!.returnPercent);
    const base = lastOnOrBefore(csi300, trend.from!)!;
    for (const day of trend.days) {
      const close = lastOnOrBefore(csi300, day.date)!;
      expect(Math.abs(Number(day.benchmarkPercent) - (close.nav / base.nav - 1) * 100)).toBeLessThan(0.006);
    }
    expect(trend).toMatchObject({ benchmarkName: '沪深300', benchmarkTo: csi300[csi300.length - 1]!.date });
  });

  it('近1月: the base day is the last trading day on or before a month before; the period profit is the profit since it', async () => {
    const trend = await c.gateway.call(productExtras.analysisPeriodProfitTrend, { period: '1m' });
    const from = calendar.filter((d) => d <= '2026-01-12').pop()!;
    expect(trend.from).toBe(from);
    const start = byHand(from);
    const end = byHand(trend.to!);
    const profit = (v: { value: string; invested: string }) => new Dec(v.value).minus(v.invested);
    expect(trend.summary).toMatchObject({
      startValue: start.value,
      endValue: end.value,
      netInflow: new Dec(end.invested).minus(start.invested).toFixed(2),
      periodProfit: profit(end).minus(profit(start)).toFixed(2),
    });
    expect(trend.days[trend.days.length - 1]!.periodProfit).toBe(trend.summary!.periodProfit);
  });

  it('a benchmark without data (399001) has no line; the indices with data are listed', async () => {
    const trend = await c.gateway.call(productExtras.analysisPeriodProfitTrend, {
      period: '3m',
      benchmark: '399001',
    });
    expect(trend.availableIndices).not.toContain('399001');
    expect(trend.availableIndices).toContain('399300');
    expect(trend.days.every((d) => d.benchmarkPercent === null)).toBe(true);
    expect(trend.summary?.benchmarkReturn).toBeNull();
    expect(trend.benchmarkTo).toBeNull();
  });

  it('an account with no trades: no days, held false (the empty state); another organisation is refused FD1004', async () => {
    // op02 acts for 10000002 too, which has traded nothing.
    const other = server.client();
    await other.login('op02');
    const empty = await other.gateway.call(productExtras.analysisPeriodProfitTrend, {
      groupIds: ['10000002'],
      period: '1y',
    });
    expect(empty).toMatchObject({ from: null, to: null, held: false, days: [], summary: null });
    await expect(
      c.gateway.call(productExtras.analysisPeriodProfitTrend, { groupIds: ['10000002'] }),
    ).rejects.toMatchObject({ code: ErrorCode.OrgForbidden });
  });
});
