/**
 * Issue 14 §5 finished: 基金比较's quarterly chart (recomputed from shared/data/nav) and simulated position
 * distribution, the screening's company list (recomputed from shared/data/fund-profiles.json), the fee
 * comparison's amount rule, 持仓风险监控 hidden and refused for the trust-type institution channel (spec 03 §2),
 * and 公募资产分析's summary, holdings and daily value (spec 03 §7 pc/assetAnalysis, recomputed from the NAV files).
 */
import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  ErrorCode,
  fundTools,
  GatewayError,
  product,
  productExtras,
  riskMonitor,
  type MenuNode,
} from '@funddesk/core';
import { NAV_DIR, navFile } from '../helpers/navMath';
import { startServer, type TestClient, type TestServer } from '../helpers/server';

let server: TestServer;
let op: TestClient;
let trust: TestClient;

beforeAll(async () => {
  server = await startServer();
  // Holdings of op01's account for 公募资产分析 (fixtures, as the asset tests insert them).
  await server.db.query(
    `INSERT INTO positions (group_id, fund_id, shares, cost, updated_at) VALUES
       ('10000001', '000001', 3333.33, 3500.00, now()),
       ('10000001', '000045', 10000.55, 11300.00, now())
     ON CONFLICT DO NOTHING`,
  );
  op = server.client();
  await op.login('op01');
  trust = server.client();
  await trust.login('trust01');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** The failure of a call, or undefined. */
async function failureOf(call: Promise<unknown>): Promise<GatewayError | undefined> {
  const result = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (result === undefined) return undefined;
  expect(result).toBeInstanceOf(GatewayError);
  return result as GatewayError;
}

const paths = (nodes: readonly MenuNode[]): string[] =>
  nodes.flatMap((node) => [node.path, ...paths(node.children)]);

describe('基金比较 quarterly chart from the real NAV (spec 03 §7 fundCompare quarterlyChart)', () => {
  it("000001's quarter returns equal (last NAV of the quarter / last NAV of the quarter before − 1) straight from its NAV file", async () => {
    const chart = await op.gateway.call(fundTools.fundCompareQuarterlyChart, {
      fundIds: ['000001', '000003'],
    });
    expect(chart.quarters).toHaveLength(8);
    const rows = (await navFile('000001')).filter((r) => r.date <= chart.asOf!);
    const endOf = (q: string): string => {
      const year = Number(q.slice(0, 4));
      const n = Number(q.slice(5));
      return `${year}-${['03-31', '06-30', '09-30', '12-31'][n - 1]}`;
    };
    const before = (q: string): string => {
      const n = Number(q.slice(5));
      return n === 1 ? `${Number(q.slice(0, 4)) - 1}Q4` : `${q.slice(0, 4)}Q${n - 1}`;
    };
    const lastOnOrBefore = (date: string) => rows.filter((r) => r.date <= date).pop();
    const series = chart.series.find((s) => s.fundId === '000001')!;
    chart.quarters.forEach((quarter, i) => {
      const end = lastOnOrBefore(endOf(quarter))!;
      const base = lastOnOrBefore(endOf(before(quarter)))!;
      expect(Number(series.rates[i])).toBeCloseTo((end.nav / base.nav - 1) * 100, 2);
    });
  });
});

describe('基金比较 position distribution (spec 03 §7 positionDistribution; simulated, docs/decisions.md)', () => {
  it('is the model: marked simulated, the same on every call, assets summing to 100 %', async () => {
    const a = await op.gateway.call(fundTools.fundComparePositionDistribution, {
      fundIds: ['000001', '000003'],
    });
    const b = await op.gateway.call(fundTools.fundComparePositionDistribution, {
      fundIds: ['000001', '000003'],
    });
    expect(a).toEqual(b);
    expect(a.source).toBe('simulated');
    expect(a.quarter).toMatch(/^\d{4}Q[1-4]$/);
    for (const fund of a.funds) {
      const sum = fund.assets.reduce((s, x) => s + Math.round(Number(x.percent) * 100), 0);
      expect(sum).toBe(10_000);
    }
  });
});

describe('the screening company list (spec 03 §7 queryCompanyAll)', () => {
  it('names each company of shared/data/fund-profiles.json with its fund count', async () => {
    const profiles = JSON.parse(await readFile(new URL('../fund-profiles.json', NAV_DIR), 'utf8')) as {
      基金公司: string;
    }[];
    const counts = new Map<string, number>();
    for (const p of profiles) counts.set(p.基金公司, (counts.get(p.基金公司) ?? 0) + 1);
    const answer = await op.gateway.call(fundTools.queryCompanyAll, {});
    const listed = new Map(answer.companies.map((c) => [c.company, c.count]));
    expect(listed.get('华夏基金管理有限公司')).toBe(counts.get('华夏基金管理有限公司'));
    const counted = answer.companies.map((c) => c.count);
    expect([...counted].sort((x, y) => y - x)).toEqual(counted);
  });
});

describe('费率比较 amount (issue 14 §5; core ratioAmountDecision)', () => {
  it('an amount of 0 or with 3 decimals is refused with FD3011', async () => {
    for (const amount of ['0', '1.234']) {
      const failure = await failureOf(
        op.gateway.call(fundTools.fundCompareRatio, { fundIds: ['000001', '000003'], amount }),
      );
      expect(failure?.code).toBe(ErrorCode.CompareAmount);
    }
  });
});

describe('持仓风险监控 hidden for the trust-type institution channel (spec 03 §2; spec 01 §1 clientType 3)', () => {
  it("the trust organisation's menu has no 持仓风险监控 and the server refuses its calls with FD1003", async () => {
    const trustMenu = await trust.gateway.call(account.personMenu, {});
    expect(paths(trustMenu.menuList)).not.toContain('/fundTools/riskMonitor');
    expect(paths(trustMenu.menuList)).toContain('/fundTools/fundCompare');
    // One call at a time: a call started before the previous one is awaited rejects with no handler yet.
    for (const call of [
      () => trust.gateway.call(riskMonitor.countUnreadRecord, {}),
      () => trust.gateway.call(riskMonitor.queryConfigAndRecordPage, {}),
      () =>
        trust.gateway.call(riskMonitor.saveOrUpdateConfig, { drawdownPercent: '10', dayDropPercent: '3' }),
      () => trust.gateway.call(riskMonitor.setRecordBeRead, { all: true, ids: [] }),
    ]) {
      expect((await failureOf(call()))?.code).toBe(ErrorCode.Forbidden);
    }
  });

  it('an ordinary organisation keeps both', async () => {
    const menu = await op.gateway.call(account.personMenu, {});
    expect(paths(menu.menuList)).toContain('/fundTools/riskMonitor');
    expect(typeof (await op.gateway.call(riskMonitor.countUnreadRecord, {})).num).toBe('number');
  });
});

describe('公募资产分析 summary, holdings and daily value (spec 03 §7 pc/assetAnalysis)', () => {
  it('the summary equals the holdings summed; the weights their shares of the market value', async () => {
    const list = (await op.gateway.call(productExtras.analysisPositionList, {})).list;
    const basic = await op.gateway.call(productExtras.analysisBasicInfo, {});
    expect(basic.positions).toBe(list.length);
    const total = list.reduce((s, p) => s + Number(p.marketValue), 0);
    expect(Number(basic.totalMarketValue)).toBeCloseTo(total, 2);
    expect(Number(basic.holdingProfit)).toBeCloseTo(
      list.reduce((s, p) => s + Number(p.holdingProfit), 0),
      2,
    );
    for (const p of list) expect(Number(p.weight)).toBeCloseTo((Number(p.marketValue) / total) * 100, 1);
  });

  it("the last day's value equals shares × the last real NAV on or before it, straight from the NAV files", async () => {
    const list = (await op.gateway.call(productExtras.analysisPositionList, {})).list;
    const daily = await op.gateway.call(productExtras.analysisAccountDaily, {});
    expect(daily.days.length).toBeGreaterThan(20);
    const last = daily.days[daily.days.length - 1]!;
    expect(last.date).toBe(daily.to);
    let value = 0;
    let funds = 0;
    for (const p of list) {
      const row = (await navFile(p.fundId).catch(() => [])).filter((r) => r.date <= last.date).pop();
      if (!row) continue;
      value += Number(p.shares) * row.nav;
      funds += 1;
    }
    expect(last.funds).toBe(funds);
    expect(Number(last.marketValue)).toBeCloseTo(value, 1);
  });
});

describe('基金估值 (spec 03 §7 fund situation value page, export)', () => {
  it("lists every fund of shared/data/nav (no money funds there) with the fund detail's estimate; the export holds them all", async () => {
    const files = (await readdir(NAV_DIR)).filter((f) => f.endsWith('.csv'));
    const page = await op.gateway.call(productExtras.fundValuePage, {
      order: 'fundId',
      pagination: { currentPage: 1, pagesize: 20 },
    });
    expect(page.pagination.totalRows).toBe(files.length);
    expect(page.source).toBe('simulated');
    const first = page.list[0]!;
    const estimate = await op.gateway.call(product.fundRealTimeNetValue, { fundId: first.fundId });
    expect(first.estimateNav).toBe(estimate.estimateNav);
    expect(first.baseNav).toBe(estimate.baseNav ?? first.baseNav);
    const file = await op.gateway.download(productExtras.exportFundValue, { order: 'fundId' });
    expect(file.fileName).toMatch(/^基金估值_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(file.bytes.byteLength).toBeGreaterThan(1000);
  });
});
