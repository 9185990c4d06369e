import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allCalls,
  ErrorCode,
  GatewayError,
  navTrendPoints,
  product,
  type CallDef,
  type CallRequest,
  type CallResponse,
} from '@funddesk/core';
import type { AuthService } from '../auth/index.js';
import type { Db } from '../db/db.js';
import { createMarketService, type MarketService } from '../market/index.js';
import { movableClock, seededFixtureDb } from '../market/__fixtures__/fixture.js';
import { productRoutes } from './product.js';
import type { HandlerContext, SessionInfo } from './types.js';

let db: Db;
let market: MarketService;
const clock = movableClock();

const session = (personId: string, groupId: string | null = null): SessionInfo => ({
  tokenHash: `hash-${personId}`,
  personId,
  loginName: personId,
  roles: ['op'],
  privileges: new Set(['fund_search', 'public_product_detail', 'financial_products']),
  groupId,
  groupIds: new Set(groupId ? [groupId] : []),
});

const ctxFor = (personId = 'p-alice', groupId: string | null = null): HandlerContext => ({
  db,
  clock,
  session: session(personId, groupId),
  ip: '127.0.0.1',
  services: { market, auth: {} as unknown as AuthService },
});

/** Calls a product handler the way the app does: request parsed by the call's schema first. */
async function call<C extends CallDef>(
  def: C,
  request: CallRequest<C>,
  ctx = ctxFor(),
): Promise<CallResponse<C>> {
  const found = productRoutes.find((r) => r.call === def);
  if (!found) throw new Error(`no route for ${def.name}`);
  const parsed: unknown = def.request.parse(request);
  const body = await found.handle(parsed, ctx);
  return def.response.parse(body) as CallResponse<C>;
}

beforeAll(async () => {
  ({ db } = await seededFixtureDb(clock));
  market = await createMarketService({ db, clock });
  await db.query(
    "INSERT INTO organisations (group_id, gid, corp_name, org_name, client_type) VALUES ('g-trust', 'gid-trust', '信托', '信托产品', '3')",
  );
});
afterAll(async () => {
  await db.close();
});

describe('every product call of the contract has a handler (DESIGN §4)', () => {
  it('registers each call of core api/product.ts once', () => {
    // The calls of core api/product.ts (the fund tools, favourites and portfolio calls share the product
    // service's prefix but have modules and handlers of their own; app.test.ts checks that every call has one).
    const module = new Set<unknown>(Object.values(product));
    const contract = allCalls.filter((c) => module.has(c)).map((c) => c.name);
    const registered = productRoutes.map((r) => r.call.name);
    expect(registered.sort()).toEqual(contract.sort());
  });
});

describe('fundSearch (spec 02 §7; spec 03 §5 code prefix, name, pinyin)', () => {
  it('易方达 and YFD find the 易方达 funds; 110011 and 000001 find exactly their fund', async () => {
    const byName = await call(product.fundSearch, { keyword: '易方达' });
    expect(byName.content.map((i) => i.fundId)).toEqual(
      expect.arrayContaining(['110011', '110006', '000009', '005827', '020102']),
    );
    expect(byName.content.every((i) => i.shortName.includes('易方达'))).toBe(true);
    const byPinyin = await call(product.fundSearch, { keyword: 'yfd' });
    expect(byPinyin.content.map((i) => i.fundId)).toEqual(byName.content.map((i) => i.fundId));
    expect((await call(product.fundSearch, { keyword: '110011' })).content.map((i) => i.fundId)).toEqual([
      '110011',
    ]);
    expect((await call(product.fundSearch, { keyword: '000001' })).content[0]?.fundId).toBe('000001');
  });

  it('pages with a 0-based page and a size; totalElements counts all matches', async () => {
    const first = await call(product.fundSearch, { keyword: '易方达', page: 0, size: 2 });
    const second = await call(product.fundSearch, { keyword: '易方达', page: 1, size: 2 });
    expect(first.totalElements).toBe(6);
    expect(first.content).toHaveLength(2);
    expect(second.content[0]?.fundId).not.toBe(first.content[0]?.fundId);
  });

  it('an item carries type, risk, rate (近3月) and NAV, flagged simulated', async () => {
    const [item] = (await call(product.fundSearch, { keyword: '000001' })).content;
    expect(item).toMatchObject({
      fundTypeCode: 'A',
      fundTypeText: '混合型',
      ratePeriod: '近3月',
      navDate: '2026-03-03',
      simulated: true,
      favourite: false,
    });
    expect(item?.rate).toMatch(/^-?\d+\.\d{2}$/);
    expect(item?.fundRiskLevelText).toBeTruthy();
  });

  it('funds without NAV data have no rate (shown --)', async () => {
    const [item] = (await call(product.fundSearch, { keyword: '000002' })).content;
    expect(item?.rate).toBeNull();
    expect(item?.nav).toBeNull();
  });

  it('an empty keyword answers nothing (暂无数据)', async () => {
    expect((await call(product.fundSearch, { keyword: '  ' })).content).toEqual([]);
  });
});

describe('search by type (spec 02 §7: PURCHASE, SPLIT, COMBINATION)', () => {
  it('SPLIT: money funds only; COMBINATION: no money funds', async () => {
    const split = await call(product.search, { r: { search: '', type: 'SPLIT' } });
    expect(split.r.map((i) => i.fundId).sort()).toEqual(['000009', '110006']);
    const combination = await call(product.search, { r: { search: '', type: 'COMBINATION' } });
    expect(combination.r.some((i) => i.fundTypeCode === '2')).toBe(false);
    expect(combination.pagination.totalRows).toBe(14);
  });

  it('PURCHASE: only funds that pass the buy-eligibility rule (spec 03 §5)', async () => {
    const res = await call(product.search, {
      r: { search: '', type: 'PURCHASE' },
      pagination: { currentPage: 1, pagesize: 50 },
    });
    const ids = res.r.map((i) => i.fundId);
    for (const refused of ['000061', '000017', '000037', '000271']) expect(ids).not.toContain(refused);
    expect(ids).toEqual(expect.arrayContaining(['000001', '110006', '000041']));
  });

  it('PURCHASE for a trust-channel organisation (client type 3) drops TA-restricted funds', async () => {
    const res = await call(
      product.search,
      { r: { search: '', type: 'PURCHASE' }, pagination: { currentPage: 1, pagesize: 50 } },
      ctxFor('p-bob', 'g-trust'),
    );
    expect(res.r.map((i) => i.fundId)).not.toContain('000041');
  });

  it('pages of 20 by default with pageCount', async () => {
    const res = await call(product.search, {
      r: { search: '', type: 'COMBINATION' },
      pagination: { currentPage: 2, pagesize: 10 },
    });
    expect(res.pagination).toEqual({ currentPage: 2, pagesize: 10, pageCount: 2, totalRows: 14 });
    expect(res.r).toHaveLength(4);
  });
});

describe('favourites (spec 02 §7 choiceFund, queryFavouriteFund; spec 03 §4)', () => {
  it('adding marks the fund in every search item of that person only', async () => {
    await call(product.choiceFund, { favourite: true, fundIds: ['110011', '000001'] });
    const mine = await call(product.fundSearch, { keyword: '110011' });
    expect(mine.content[0]?.favourite).toBe(true);
    const theirs = await call(product.fundSearch, { keyword: '110011' }, ctxFor('p-carol'));
    expect(theirs.content[0]?.favourite).toBe(false);
  });

  it('lists favourites with a type filter; adding twice is harmless; removing clears the flag', async () => {
    await call(product.choiceFund, { favourite: true, fundIds: ['110011'] });
    const all = await call(product.queryFavouriteFund, {});
    expect(all.r.favouriteFundInfoVOS.map((i) => i.fundId).sort()).toEqual(['000001', '110011']);
    const qdii = await call(product.queryFavouriteFund, { r: { fundType: '5' } });
    expect(qdii.r.favouriteFundInfoVOS.map((i) => i.fundId)).toEqual(['110011']);
    await call(product.choiceFund, { favourite: false, fundIds: ['110011'] });
    expect((await call(product.fundSearch, { keyword: '110011' })).content[0]?.favourite).toBe(false);
  });

  it('an unknown fund is refused with FundNotFound', async () => {
    await expect(call(product.choiceFund, { favourite: true, fundIds: ['123456'] })).rejects.toMatchObject({
      code: ErrorCode.FundNotFound,
    });
  });
});

describe('fund detail (spec 03 §7 pc/ins/fund/detail; spec 02 §2 templates)', () => {
  it('template by fund: 1 money, 2 offering, 3 ordinary', async () => {
    expect((await call(product.fetchProductDetail, { fundId: '110006' })).template).toBe(1);
    expect((await call(product.fetchProductDetail, { fundId: '020102' })).template).toBe(2);
    expect(await call(product.fetchProductDetail, { fundId: '000001' })).toEqual({
      fundId: '000001',
      template: 3,
      fundName: '华夏成长混合',
    });
  });

  it('a profile fund: real profile, simulated NAV after the data ends, simulatedFields listed', async () => {
    const d = await call(product.fundDetail, { fundId: '000001' });
    expect(d).toMatchObject({
      fullName: '华夏成长证券投资基金',
      fundSize: '2937000000.00',
      navSource: 'simulated',
    });
    expect(d.managers).toEqual(['刘睿聪', '郑晓辉']);
    expect(d.simulatedFields).toEqual(expect.arrayContaining(['fundRiskLevel', 'minLimit', 'nav']));
    expect(d.openDay.code).toBe('230');
  });

  it('a money fund: NAV 1.0000 and the simulated yields', async () => {
    const d = await call(product.fundDetail, { fundId: '110006' });
    expect(d.nav).toBe('1.0000');
    expect(d.sevenDayYield).toMatch(/^\d+\.\d{4}$/);
    expect(d.simulatedFields).toEqual(expect.arrayContaining(['incomePer10k', 'sevenDayYield']));
  });

  it('an unknown fund: FundNotFound', async () => {
    await expect(call(product.fundDetail, { fundId: '123456' })).rejects.toBeInstanceOf(GatewayError);
  });
});

describe('NAV trend, achievement trend and period rates (spec 03 §7)', () => {
  it('nvTrend: daily points of the period, real then simulated', async () => {
    const res = await call(product.nvTrend, { fundId: '000001', period: '3m' });
    const points = navTrendPoints(res);
    expect(points.some((p) => p.source === 'real')).toBe(true);
    expect(points.at(-1)).toMatchObject({ date: '2026-03-03', source: 'simulated' });
  });

  it('nvTrend answers column-wise: dates, 4-decimal NAVs, daily returns, simulated ranges (issue 17 §1)', async () => {
    const res = await call(product.nvTrend, { fundId: '000001', period: 'all' });
    expect(Object.keys(res).sort()).toEqual(['dailyReturns', 'dates', 'fundId', 'navs', 'simulated']);
    expect(res.navs.length).toBe(res.dates.length);
    expect(res.navs.every((nav) => /^\d+\.\d{4}$/.test(nav))).toBe(true);
    expect(res.simulated.at(-1)?.[1]).toBe(res.dates.length); // the data ends simulated up to today
    // One object per day was ~108 KB for a long history; the columns are about a third of it.
    expect(JSON.stringify(res).length).toBeLessThan(res.dates.length * 34);
  });

  it('achievementTrend: CSI 300 by default; 399001 has no data', async () => {
    const csi = await call(product.achievementTrend, { fundId: '000001', period: '6m' });
    expect(csi).toMatchObject({ indexCode: '399300', indexName: '沪深300', indexAvailable: true });
    const szse = await call(product.achievementTrend, {
      fundId: '000001',
      period: '6m',
      indexCode: '399001',
    });
    expect(szse.indexAvailable).toBe(false);
    expect(szse.index).toEqual([]);
  });

  it('periodRate: every period, same values twice (deterministic)', async () => {
    const a = await call(product.periodRate, { fundId: '005827' });
    const b = await call(product.periodRate, { fundId: '005827' });
    expect(a.list.map((r) => r.period)).toEqual(['1w', '1m', '3m', '6m', 'ytd', '1y', '2y', '3y', 'since']);
    expect(a).toEqual(b);
  });
});

describe('fees (spec 02 §7 queryUserFundFeeAndDiscount; spec 03 §3, §5)', () => {
  it('buy tiers with the discount, sell tiers by holding period, flagged simulated', async () => {
    const fees = await call(product.queryUserFundFeeAndDiscount, { fundId: '000001' });
    expect(fees.source).toBe('simulated');
    expect(fees.buyRate.at(-1)).toMatchObject({ feeUnit: 7, maxFeeE6: 1_000_000_000 });
    expect(fees.sellRate[0]?.divIntervalDes).toBe('持有期限<7天');
    expect(fees.manageFeeE6).toBe(12000);
  });
});

describe('searchByPage: the public fund list (spec 03 §2 publicIndex)', () => {
  it('filters by type and NAV data, sorts by a figure with nulls last', async () => {
    const res = await call(product.searchByPage, {
      withNavOnly: true,
      sortField: 'rate1y',
      sortOrder: 'desc',
    });
    expect(res.list.map((i) => i.fundId).sort()).toEqual(['000001', '005827', '110011']);
    const rates = res.list.map((i) => Number(i.rate1y));
    expect([...rates].sort((x, y) => y - x)).toEqual(rates);
    const bonds = await call(product.searchByPage, { fundTypeCode: 'E' });
    expect(bonds.list.every((i) => i.fundTypeCode === 'E')).toBe(true);
  });

  it('a keyword keeps the relevance order unless a sort is asked for', async () => {
    const res = await call(product.searchByPage, { keyword: '易方达货币' });
    expect(res.list[0]?.fundId).toBe('110006');
    const byCodeDesc = await call(product.searchByPage, { keyword: '易方达', sortOrder: 'desc' });
    const ids = byCodeDesc.list.map((i) => i.fundId);
    expect(ids).toEqual([...ids].sort().reverse());
  });
});
