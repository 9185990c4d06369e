import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, fundTools, GatewayError } from '@funddesk/core';
import { startServer, type TestClient, type TestServer } from '../helpers/server';

/** The shared real data beside the project (data README: never copied into it). */
const NAV_DIR = new URL('../../../shared/data/nav/', import.meta.url);

/** A fund's real NAV as published (`净值日期,单位净值,日增长率`), oldest first, read straight from the file. */
async function navFile(code: string): Promise<{ date: string; nav: number }[]> {
  const text = await readFile(new URL(`${code}.csv`, NAV_DIR), 'utf8');
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map(([date = '', nav = '']) => ({ date, nav: Number(nav) }))
    .filter((row) => Number.isFinite(row.nav) && row.nav > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The exchange trading days (`trading-days.json`, `YYYYMMDD`) as `YYYY-MM-DD`, in order. */
async function tradingDays(): Promise<string[]> {
  const compact = JSON.parse(await readFile(new URL('../trading-days.json', NAV_DIR), 'utf8')) as string[];
  return compact.map((d) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`).sort();
}

/** `YYYY-MM-DD` twelve months earlier, clamped to the month's last day. */
function yearBefore(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  return `${y - 1}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await startServer();
  client = server.client();
  await client.login('op01');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('fund comparison from the real NAV files (issue 14 §5; "Done when": recomputed independently)', () => {
  it("a fund's 近1年 return, maximum drawdown and volatility (exchange calendar) equal a computation straight over shared/data/nav", async () => {
    const answer = await client.gateway.call(fundTools.fundCompareBasic, { fundIds: ['000001', '000003'] });
    expect(answer.asOf).not.toBeNull();
    const asOf = answer.asOf!;
    const rows = (await navFile('000001')).filter((row) => row.date <= asOf);
    const start = yearBefore(asOf);
    const baseIndex = rows.findLastIndex((row) => row.date <= start);
    const window = rows.slice(baseIndex);
    const oneYear = (window[window.length - 1]!.nav / window[0]!.nav - 1) * 100;
    let peak = window[0]!.nav;
    let drawdown = 0;
    for (const row of window) {
      peak = Math.max(peak, row.nav);
      drawdown = Math.max(drawdown, 1 - row.nav / peak);
    }

    // Volatility on the exchange calendar: returns between NAVs of consecutive trading days, sample sd × √252.
    const days = await tradingDays();
    const dayIndex = new Map(days.map((d, i) => [d, i] as const));
    const onTradingDays = window.filter((row) => dayIndex.has(row.date));
    const returns: number[] = [];
    for (let i = 1; i < onTradingDays.length; i++) {
      const step = dayIndex.get(onTradingDays[i]!.date)! - dayIndex.get(onTradingDays[i - 1]!.date)!;
      if (step === 1) returns.push(onTradingDays[i]!.nav / onTradingDays[i - 1]!.nav - 1);
    }
    const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
    const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (returns.length - 1);
    const volatility = Math.sqrt(variance) * Math.sqrt(252) * 100;

    const fund = answer.funds.find((f) => f.fundId === '000001')!;
    const rate1y = fund.returns.find((r) => r.period === '1y')!.rate;
    expect(Number(rate1y)).toBeCloseTo(oneYear, 2);
    const risk1y = fund.risk.find((r) => r.period === '1y')!;
    expect(risk1y.from).toBe(window[0]!.date);
    expect(risk1y.to).toBe(window[window.length - 1]!.date);
    expect(Number(risk1y.maxDrawdown)).toBeCloseTo(drawdown * 100, 2);
    expect(Number(risk1y.volatility)).toBeCloseTo(volatility, 2);
    expect(risk1y.dailyReturns).toBe(returns.length);
    expect(answer.riskFreeRate).toBe('1.50');
    // Only real NAV: the comparison never ends after the files do.
    expect(asOf <= rows[rows.length - 1]!.date).toBe(true);
  });

  it('the trend starts every fund at 0 % on the common first day', async () => {
    const trend = await client.gateway.call(fundTools.fundComparePerformanceTrend, {
      fundIds: ['000001', '000003'],
    });
    expect(trend.dates[0]).toBe(trend.from);
    for (const series of trend.series) expect(series.values[0]).toBe('0.00');
  });

  it('0, 1 or 7 funds are refused with FD3010; the same fund twice counts once', async () => {
    const seven = ['000001', '000003', '000004', '000005', '000006', '000007', '000008'];
    for (const fundIds of [[], ['000001'], seven, ['000001', '000001']]) {
      const failure = await client.gateway
        .call(fundTools.fundCompareBasic, { fundIds })
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(GatewayError);
      expect((failure as GatewayError).code).toBe(ErrorCode.CompareFundCount);
    }
  });

  it('a fund without NAV data says so (no figures invented); the others keep theirs', async () => {
    // 000002 has no NAV file in the data (data README: 506 funds have NAV).
    const answer = await client.gateway.call(fundTools.fundCompareBasic, { fundIds: ['000001', '000002'] });
    const without = answer.funds.find((f) => f.fundId === '000002')!;
    expect(without.navFrom).toBeNull();
    expect(without.returns.every((r) => r.rate === null)).toBe(true);
    expect(without.risk).toEqual([]);
    expect(answer.funds.find((f) => f.fundId === '000001')!.risk.length).toBeGreaterThan(0);
  });

  it('the fee comparison prices the purchase with the discount and totals 1, 3 and 5 years (模拟)', async () => {
    const answer = await client.gateway.call(fundTools.fundCompareRatio, {
      fundIds: ['000001', '000003'],
      amount: '100000',
    });
    expect(answer.source).toBe('simulated');
    for (const fund of answer.funds) {
      expect(fund.holding.map((h) => h.years)).toEqual([1, 3, 5]);
      expect(fund.purchase).not.toBeNull();
      expect(fund.purchase!.discountedRateE6).toBeLessThanOrEqual(fund.purchase!.rateE6);
    }
  });
});
