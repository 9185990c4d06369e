import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, portfolio, trade, type GatewayError } from '@funddesk/core';
import { startServer, type TestClient, type TestServer } from '../helpers/server';

/** The shared real data beside the project (data README: never copied into it). */
const DATA_DIR = new URL('../../../shared/data/', import.meta.url);

/** A CSV of the data as `{ date, value }` rows (column `valueColumn`), oldest first, straight from the file. */
async function csvSeries(path: string, valueColumn: number): Promise<{ date: string; value: number }[]> {
  const text = await readFile(new URL(path, DATA_DIR), 'utf8');
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .map((cells) => ({ date: cells[0] ?? '', value: Number(cells[valueColumn]) }))
    .filter((row) => Number.isFinite(row.value) && row.value > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The exchange trading days (`trading-days.json`, `YYYYMMDD`) as `YYYY-MM-DD`, in order. */
async function tradingDays(): Promise<string[]> {
  const compact = JSON.parse(await readFile(new URL('trading-days.json', DATA_DIR), 'utf8')) as string[];
  return compact.map((d) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`).sort();
}

/** The value on `date`: the last one on or before it (a day without NAV carries the last NAV). */
function carriedOn(rows: readonly { date: string; value: number }[], date: string): number {
  let found = NaN;
  for (const row of rows) {
    if (row.date > date) break;
    found = row.value;
  }
  return found;
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

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as GatewayError,
  );

describe('back-test on the real NAV files (issue 14 §4; "Done when": recomputed independently)', () => {
  it('a 2-fund 60/40 portfolio rebalanced monthly, 2023-01-03..2024-12-31: final value and CSI 300 equal a computation straight over shared/data', async () => {
    const answer = await client.gateway.call(portfolio.portfolioBacktest, {
      funds: [
        { fundId: '000001', weight: '60' },
        { fundId: '000003', weight: '40' },
      ],
      benchmark: '399300',
      from: '2023-01-03',
      to: '2024-12-31',
      rebalance: 'monthly',
    });
    const navA = await csvSeries('nav/000001.csv', 1);
    const navB = await csvSeries('nav/000003.csv', 1);
    const csi300 = await csvSeries('index/000300.csv', 2);
    const days = (await tradingDays()).filter((d) => d >= '2023-01-03' && d <= '2024-12-31');
    let unitsA = 0.6 / carriedOn(navA, days[0]!);
    let unitsB = 0.4 / carriedOn(navB, days[0]!);
    let value = 1;
    for (let i = 1; i < days.length; i++) {
      const a = carriedOn(navA, days[i]!);
      const b = carriedOn(navB, days[i]!);
      value = unitsA * a + unitsB * b;
      if (days[i]!.slice(0, 7) !== days[i - 1]!.slice(0, 7)) {
        unitsA = (value * 0.6) / a;
        unitsB = (value * 0.4) / b;
      }
    }
    const benchmark = carriedOn(csi300, days[days.length - 1]!) / carriedOn(csi300, days[0]!);

    expect(answer.dates).toEqual(days);
    expect(answer.portfolio[0]).toBe('1.0000');
    expect(Number(answer.portfolio[answer.portfolio.length - 1])).toBeCloseTo(value, 4);
    expect(Number(answer.benchmarkValues[answer.benchmarkValues.length - 1])).toBeCloseTo(benchmark, 4);
    expect(Number(answer.metrics.portfolio!.totalReturn)).toBeCloseTo((value - 1) * 100, 2);
    expect(answer.rebalances).toHaveLength(23);
    expect(answer.availableIndices).toEqual(['399300', '000001', '399006']);
  });

  it('a period before the data begins is refused with FD3023, a fund without NAV with FD3027, a benchmark without data with FD3025', async () => {
    const funds = [{ fundId: '000001', weight: '100' }];
    const early = await refusal(
      client.gateway.call(portfolio.portfolioBacktest, { funds, from: '2020-06-01' }),
    );
    expect(early?.code).toBe(ErrorCode.BacktestBeforeData);
    // 000002 has no NAV file in the data (data README: 506 funds have NAV).
    const without = await refusal(
      client.gateway.call(portfolio.portfolioBacktest, {
        funds: [
          { fundId: '000001', weight: '50' },
          { fundId: '000002', weight: '50' },
        ],
      }),
    );
    expect(without?.code).toBe(ErrorCode.BacktestNoNav);
    expect(without?.message).toContain('000002');
    for (const benchmark of ['399001', 'H11001'] as const) {
      const none = await refusal(client.gateway.call(portfolio.portfolioBacktest, { funds, benchmark }));
      expect(none?.code).toBe(ErrorCode.BacktestBenchmarkNoData);
    }
  });
});

describe('portfolios of an organisation account (issue 14 §4: create, edit, delete, every change recorded)', () => {
  it('creates, edits and deletes; the history says who, when, before and after', async () => {
    const { portfolioId } = await client.gateway.call(portfolio.portfolioCreate, {
      name: '稳健组合',
      funds: [
        { fundId: '000001', weight: '33.33' },
        { fundId: '000003', weight: '66.67' },
      ],
    });
    await client.gateway.call(portfolio.portfolioEdit, {
      portfolioId,
      name: '稳健组合二',
      funds: [{ fundId: '000001', weight: '100' }],
    });
    const detail = await client.gateway.call(portfolio.portfolioDetail, { portfolioId });
    expect(detail.portfolio.name).toBe('稳健组合二');
    expect(detail.portfolio.funds).toEqual([expect.objectContaining({ fundId: '000001', weight: '100.00' })]);
    expect(detail.history.map((h) => h.action)).toEqual(['edit', 'create']);
    expect(detail.history[0]!.before).toEqual({
      name: '稳健组合',
      funds: [
        { fundId: '000001', weight: '33.33' },
        { fundId: '000003', weight: '66.67' },
      ],
    });
    expect(detail.history[0]!.by).not.toBe('');
    const list = await client.gateway.call(portfolio.portfolioList, {});
    expect(list.list.some((p) => p.portfolioId === portfolioId)).toBe(true);

    await client.gateway.call(portfolio.portfolioDelete, { portfolioId });
    const gone = await refusal(client.gateway.call(portfolio.portfolioDetail, { portfolioId }));
    expect(gone?.code).toBe(ErrorCode.PortfolioNotFound);
    const [audit] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM portfolio_audit WHERE portfolio_id = $1 AND action = 'delete'",
      [portfolioId],
    );
    expect(audit!.n).toBe(1);
  });

  it('weights summing to 99.99 are refused with FD3021, 21 funds with FD3020, a suspended fund with FD3022', async () => {
    const bad = await refusal(
      client.gateway.call(portfolio.portfolioCreate, {
        name: '坏组合',
        funds: [
          { fundId: '000001', weight: '33.33' },
          { fundId: '000003', weight: '66.66' },
        ],
      }),
    );
    expect(bad?.code).toBe(ErrorCode.PortfolioWeights);
    expect(bad?.message).toContain('99.99');

    const codes = (
      await server.db.query<{ fund_id: string }>('SELECT fund_id FROM funds ORDER BY fund_id LIMIT 21')
    ).map((r) => r.fund_id);
    const many = await refusal(
      client.gateway.call(portfolio.portfolioCreate, {
        name: '太多',
        funds: codes.map((fundId) => ({ fundId, weight: '1' })),
      }),
    );
    expect(many?.code).toBe(ErrorCode.PortfolioFundCount);

    const [suspended] = await server.db.query<{ fund_id: string }>(
      'SELECT fund_id FROM funds WHERE (declare_status = 0 AND sub_status = 0) OR fund_status = 4 ORDER BY fund_id LIMIT 1',
    );
    expect(suspended).toBeDefined();
    const paused = await refusal(
      client.gateway.call(portfolio.portfolioCreate, {
        name: '停牌',
        funds: [
          { fundId: '000001', weight: '50' },
          { fundId: suspended!.fund_id, weight: '50' },
        ],
      }),
    );
    expect(paused?.code).toBe(ErrorCode.PortfolioSuspended);
  });

  it('buys through the cart: amount × weight to the cent, a line under its minimum reported, the rest in the cart with its amount', async () => {
    await client.gateway.call(trade.cartClear, {});
    const [low] = await server.db.query<{ fund_id: string; min_limit: string }>(
      `SELECT fund_id, min_limit::text FROM funds
        WHERE declare_status = 1 AND fund_status = 0 AND min_limit >= 100 AND fund_id <> '000001' ORDER BY fund_id LIMIT 1`,
    );
    const { portfolioId } = await client.gateway.call(portfolio.portfolioCreate, {
      name: '购买组合',
      funds: [
        { fundId: '000001', weight: '99.00' },
        { fundId: low!.fund_id, weight: '1.00' },
      ],
    });
    const answer = await client.gateway.call(portfolio.portfolioBuy, { portfolioId, amount: '5000.01' });
    expect(answer.lines.map((l) => l.amount)).toEqual(['4950.01', '50.00']);
    const [main, small] = answer.lines;
    expect(small!.added).toBe(false);
    expect(small!.code).toBe('rules.cart.belowMinimum');
    expect(main!.added).toBe(main!.code === null);
    const cart = await client.gateway.call(trade.queryShopCartData, {});
    const lines = cart.list.flatMap((g) => g.fundList);
    expect(lines.map((l) => l.fundId)).toEqual(answer.lines.filter((l) => l.added).map((l) => l.fundId));
    if (main!.added) expect(lines[0]!.amount).toBe('4950.01');
  });
});
