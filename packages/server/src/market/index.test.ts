import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError, ErrorCode } from '@funddesk/core';
import type { Db } from '../db/db.js';
import { movableClock, seededFixtureDb, type MovableClock } from './__fixtures__/fixture.js';
import { createMarketService, type MarketService } from './index.js';

let db: Db;
let clock: MovableClock;
let market: MarketService;

beforeAll(async () => {
  clock = movableClock();
  ({ db } = await seededFixtureDb(clock));
  market = await createMarketService({ db, clock });
});
afterAll(async () => {
  await db.close();
});

describe('market service: catalogue (spec 03 §3)', () => {
  it('finds funds by code and refuses unknown codes with FundNotFound', () => {
    expect(market.fund('000001')).toMatchObject({
      shortName: '华夏成长混合',
      pinyin: 'HXCZHH',
      fundTypeCode: 'A',
      hasProfile: true,
      hasNav: true,
      exchange: true,
      company: '华夏基金管理有限公司',
      sizeYuan: '2937000000.00',
      cantTradeCertificateType: [],
    });
    expect(market.fund('000041')?.cantTradeCertificateType).toEqual(['3']);
    expect(market.fund('999001')?.shortName).toBe('测试,基金"引号"');
    expect(() => market.requireFund('123456')).toThrow(GatewayError);
    try {
      market.requireFund('123456');
    } catch (error) {
      expect((error as GatewayError).code).toBe(ErrorCode.FundNotFound);
    }
  });
});

describe('NAV as of the server day (DESIGN §6, docs/data-model.md §NAV)', () => {
  it('the latest NAV is the simulated one of the trading day before today', () => {
    const quote = market.quote(market.requireFund('000001'));
    expect(quote.latest).toMatchObject({ date: '2026-03-03', source: 'simulated' });
    expect(quote.latest?.nav).toMatch(/^\d+\.\d{4}$/);
    expect(quote.simulated).toBe(true);
  });

  it('the real history ends with 1.1430 on 2026-02-13', () => {
    const points = market.navPoints('000001', '1m');
    const real = points.filter((p) => p.source === 'real');
    expect(real.at(-1)).toMatchObject({ date: '2026-02-13', value: '1.1430', dailyReturn: '-0.61' });
    expect(points.at(-1)?.date).toBe('2026-03-03');
  });

  it('prices a trade with the NAV of the trade day; nothing for days not published yet', () => {
    expect(market.navOn('000001', '2026-02-13')).toEqual({
      nav: '1.1430',
      date: '2026-02-13',
      source: 'real',
    });
    expect(market.navOn('000001', '2026-03-04')).toBeNull();
    expect(market.navOn('110006', '2026-03-03')).toEqual({
      nav: '1.0000',
      date: '2026-03-03',
      source: 'simulated',
    });
    const synthetic = market.navOn('000002', '2026-03-03');
    expect(synthetic).toMatchObject({ date: '2026-03-03', source: 'simulated' });
  });

  it('extends the simulated NAV when the day moves on, in memory and in the table', async () => {
    clock.set(Date.parse('2026-03-10T10:00:00+08:00'));
    await market.refresh();
    expect(market.quote(market.requireFund('000001')).latest?.date).toBe('2026-03-09');
    const [row] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM nav WHERE fund_id = '000001' AND nav_date > '2026-03-03' AND source = 'simulated'",
    );
    expect(row?.n).toBe(4);
    clock.set(Date.parse('2026-03-04T10:00:00+08:00'));
    await market.refresh();
    expect(market.quote(market.requireFund('000001')).latest?.date).toBe('2026-03-03');
  });

  it('is deterministic: a second service over a second seed gives the same figures', async () => {
    const other = await seededFixtureDb(movableClock());
    const second = await createMarketService({ db: other.db, clock: movableClock() });
    expect(second.navPoints('000001', '1m')).toEqual(market.navPoints('000001', '1m'));
    expect(second.navOn('000002', '2026-03-03')).toEqual(market.navOn('000002', '2026-03-03'));
    expect(second.moneyYield(second.requireFund('110006'))).toEqual(
      market.moneyYield(market.requireFund('110006')),
    );
    await other.db.close();
  });
});

describe('period returns (spec 03 §7 pc/ins/periodrate)', () => {
  it('computes returns from unit NAV with Dec, null where the series does not reach back', () => {
    const { asOf, list } = market.periodRates('000001', ['1w', '3m', '1y', '2y', 'since']);
    expect(asOf).toBe('2026-03-03');
    const byPeriod = Object.fromEntries(list.map((r) => [r.period, r]));
    expect(byPeriod['1w']?.rate).toMatch(/^-?\d+\.\d{2}$/);
    expect(byPeriod['1y']?.rate).toMatch(/^-?\d+\.\d{2}$/);
    expect(byPeriod['2y']?.rate).toBeNull(); // the fixture starts 2025-01-02
    expect(byPeriod['since']?.source).toBe('simulated');
  });

  it('issue 17 §3: says from which date the series (and so 成立以来) starts: its first NAV in the data', () => {
    expect(market.periodRates('000001', ['since']).dataFrom).toBe('2025-01-02');
  });

  it('CSI 300 over the same window while the index data covers it', () => {
    const { list } = market.periodRates('000001', ['1m']);
    expect(list[0]?.indexRate).toMatch(/^-?\d+\.\d{2}$/);
  });
});

describe('cumulative return vs a benchmark (spec 03 §7 achievementTrend, §3 indices)', () => {
  it('both curves start at 0.00 on the same base day', () => {
    const { fund, index, indexAvailable, indexName } = market.cumulativeReturns('000001', '3m', '399300');
    expect(indexAvailable).toBe(true);
    expect(indexName).toBe('沪深300');
    expect(fund[0]?.value).toBe('0.00');
    expect(index[0]?.value).toBe('0.00');
    expect(index[0]?.date).toBe(fund[0]?.date);
  });

  it('says 暂无数据 for indices without data (399001, H11001): no points, never invented', () => {
    for (const code of ['399001', 'H11001'] as const) {
      const curves = market.cumulativeReturns('000001', '1y', code);
      expect(curves.indexAvailable).toBe(false);
      expect(curves.index).toEqual([]);
    }
  });

  it('issue 17 §3: lists the indices with data, so that the selector can disable the others', () => {
    const { availableIndices } = market.cumulativeReturns('000001', '1y', '399300');
    expect(availableIndices).toContain('399300');
    expect(availableIndices).not.toContain('399001');
    expect(availableIndices).not.toContain('H11001');
  });
});

describe('simulated figures (docs/data-model.md)', () => {
  it('money funds: 万份收益 and 七日年化 of yesterday', () => {
    const y = market.moneyYield(market.requireFund('110006'));
    expect(y?.date).toBe('2026-03-03');
    expect(y?.incomePer10k).toMatch(/^0\.\d{4}$/);
    expect(Number(y?.sevenDayYield)).toBeGreaterThan(1);
    expect(market.moneyYield(market.requireFund('000001'))).toBeNull();
  });

  it('fee schedule: buy tiers by amount, fixed 1000元/笔 from 500万, sell tiers by holding period', async () => {
    const fees = await market.feeSchedule('000001');
    expect(fees.buy.map((e) => e.maxFeeE6)).toEqual([15000, 10000, 6000, 1_000_000_000]);
    expect(fees.buy.at(-1)).toMatchObject({
      feeUnit: 7,
      minLimiteE6: 5_000_000 * 1_000_000,
      maxLimiteE6: -1,
    });
    expect(fees.sell[0]).toMatchObject({
      maxFeeE6: 15000,
      minHoldDays: 0,
      maxHoldDays: 7,
      divIntervalDes: '持有期限<7天',
    });
  });

  it('open-day info: closed-period funds reopen on a future trading day at 15:00', () => {
    const info = market.openDay(market.requireFund('000017'));
    expect(info.code).toBe('310');
    expect(info.buyStDate! > '2026-03-04').toBe(true);
    expect(info.buyStDateTime).toBe(`${info.buyStDate} 15:00`);
    const offering = market.openDay(market.requireFund('020102'));
    expect(offering.buyStDate! <= '2026-03-04' && offering.buyEdDate! > '2026-03-04').toBe(true);
  });
});
