import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, fundTools, GatewayError } from '@funddesk/core';
import { navFile, oneYearFigures } from '../helpers/navMath';
import { startServer, type TestClient, type TestServer } from '../helpers/server';

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
    const { window, oneYear, maxDrawdown, volatility, dailyReturns } = await oneYearFigures('000001', asOf);
    const rows = await navFile('000001');

    const fund = answer.funds.find((f) => f.fundId === '000001')!;
    const rate1y = fund.returns.find((r) => r.period === '1y')!.rate;
    expect(Number(rate1y)).toBeCloseTo(oneYear, 2);
    const risk1y = fund.risk.find((r) => r.period === '1y')!;
    expect(risk1y.from).toBe(window[0]!.date);
    expect(risk1y.to).toBe(window[window.length - 1]!.date);
    expect(Number(risk1y.maxDrawdown)).toBeCloseTo(maxDrawdown, 2);
    expect(Number(risk1y.volatility)).toBeCloseTo(volatility, 2);
    expect(risk1y.dailyReturns).toBe(dailyReturns);
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
