/**
 * Assets and trade records through the core client (spec 03 §2 asset and dataService sections, §7 asset
 * calls; issue 3). Test fixtures: positions and orders are inserted with SQL, standing in for the order
 * engine's confirmations; NAV is the real data (000001 华夏成长混合 1.150 on 2026-02-12 after 1.137;
 * 000003 中海可转债债券A 1.121 after 1.110). At TEST_NOW (Fri 2026-02-13 14:00) NAV is known through
 * Thursday 2026-02-12.
 */
import { asset, ErrorCode, trade, trading } from '@funddesk/core';
import type { Db } from '@funddesk/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;

/** Inserts an order row (a test fixture standing in for the order engine). */
async function insertOrder(
  db: Db,
  o: {
    serialNo: string;
    groupId?: string;
    personId?: string;
    fundId: string;
    status: string;
    amount: string;
    fee?: string;
    applyTime: string;
    tradeDay: string;
    confirmDay: string;
    confirmNav?: string;
    confirmShares?: string;
  },
): Promise<void> {
  const fee = o.fee ?? '0.00';
  await db.query(
    `INSERT INTO orders (serial_no, person_id, group_id, fund_id, status, amount, fee, net_amount, fee_rate_e6,
       apply_time, trade_day, confirm_day, confirm_nav, confirm_shares, nav_source)
     VALUES ($1, $2, $3, $4, $5, $6::numeric, $7::numeric, $6::numeric - $7::numeric, 1500, $8, $9, $10, $11::numeric, $12::numeric,
       CASE WHEN $11::numeric IS NULL THEN NULL ELSE 'real' END)`,
    [
      o.serialNo,
      o.personId ?? 'P0001',
      o.groupId ?? '10000001',
      o.fundId,
      o.status,
      o.amount,
      fee,
      o.applyTime,
      o.tradeDay,
      o.confirmDay,
      o.confirmNav ?? null,
      o.confirmShares ?? null,
    ],
  );
  await db.query(
    `INSERT INTO order_events (serial_no, seq, status, at, note) VALUES ($1, 1, 'accepted', $2, '')`,
    [o.serialNo, o.applyTime],
  );
}

beforeAll(async () => {
  server = await startServer();
  const db = server.db;
  await db.query(
    `INSERT INTO positions (group_id, fund_id, shares, cost, updated_at) VALUES
       ('10000001', '000001', 3333.33, 3500.00, now()),
       ('10000001', '000003', 10000.55, 11300.00, now()),
       ('10000002', '000001', 100.00, 100.00, now())`,
  );
  const t = (day: string, hm: string) => `${day}T${hm}:00+08:00`;
  await insertOrder(db, {
    serialNo: 'T001',
    fundId: '000001',
    status: 'confirmed',
    amount: '3500.00',
    fee: '51.72',
    applyTime: t('2026-02-10', '10:00'),
    tradeDay: '2026-02-10',
    confirmDay: '2026-02-11',
    confirmNav: '1.1490',
    confirmShares: '3001.11',
  });
  await insertOrder(db, {
    serialNo: 'T002',
    fundId: '000003',
    status: 'confirmed',
    amount: '11300.00',
    applyTime: t('2026-02-11', '09:30'),
    tradeDay: '2026-02-11',
    confirmDay: '2026-02-12',
    confirmNav: '1.1100',
    confirmShares: '10180.18',
  });
  await insertOrder(db, {
    serialNo: 'T003',
    fundId: '000001',
    status: 'accepted',
    amount: '1000.00',
    applyTime: t('2026-02-13', '10:00'),
    tradeDay: '2026-02-13',
    confirmDay: '2026-02-16',
  });
  await insertOrder(db, {
    serialNo: 'T004',
    fundId: '000003',
    status: 'pendingReview',
    amount: '2000.50',
    applyTime: t('2026-02-13', '11:00'),
    tradeDay: '2026-02-13',
    confirmDay: '2026-02-16',
  });
  await insertOrder(db, {
    serialNo: 'T005',
    fundId: '000001',
    status: 'cancelled',
    amount: '700.00',
    applyTime: t('2026-02-12', '13:00'),
    tradeDay: '2026-02-12',
    confirmDay: '2026-02-13',
  });
  await insertOrder(db, {
    serialNo: 'T006',
    groupId: '10000002',
    personId: 'P0002',
    fundId: '000001',
    status: 'accepted',
    amount: '888.00',
    applyTime: t('2026-02-13', '12:00'),
    tradeDay: '2026-02-13',
    confirmDay: '2026-02-16',
  });
});
afterAll(async () => {
  await server?.close();
});

describe('asset overview queryBasicAssetsInfo (spec 03 §7 asset calls, §2 /asset/index)', () => {
  it('totals market value at the latest real NAV plus the on-way amount, each yuan figure rounded half-up', async () => {
    const c = server.client();
    await c.login('op01');
    const info = await c.gateway.call(asset.queryBasicAssetsInfo, {});
    // 3333.33 × 1.1500 = 3833.3295 -> 3833.33; 10000.55 × 1.1210 = 11210.61655 -> 11210.62.
    // On the way: accepted 1000.00 + pending review 2000.50 (confirmed and cancelled orders are not).
    expect(info).toEqual({
      totalAsset: '18044.45',
      holdingProfit: '243.95',
      // 3333.33 × (1.150 − 1.137) = 43.33329 -> 43.33; 10000.55 × (1.121 − 1.110) = 110.00605 -> 110.01.
      dayProfit: '153.34',
      onWayAmount: '3000.50',
      asOf: '2026-02-12',
      allocation: [
        { fundTypeCode: 'E', fundTypeText: '债券型', marketValue: '11210.62' },
        { fundTypeCode: 'A', fundTypeText: '混合型', marketValue: '3833.33' },
      ],
    });
  });

  it('sums several organisations of the person when asked (op02: 10000001 and 10000002)', async () => {
    const c = server.client();
    await c.login('op02');
    const both = await c.gateway.call(asset.queryBasicAssetsInfo, { groupIds: ['10000001', '10000002'] });
    // + 100.00 × 1.1500 = 115.00 and the other organisation's accepted 888.00.
    expect(both.totalAsset).toBe('19047.45');
    expect(both.onWayAmount).toBe('3888.50');
    expect(both.holdingProfit).toBe('258.95');
  });

  it("refuses an organisation that is not the person's with OrgForbidden (DESIGN §7)", async () => {
    const c = server.client();
    await c.login('op01');
    await expect(
      c.gateway.call(asset.queryBasicAssetsInfo, { groupIds: ['10000002'] }),
    ).rejects.toMatchObject({
      code: ErrorCode.OrgForbidden,
    });
    await expect(
      c.gateway.call(asset.queryHoldFundList, { groupIds: ['10000001', '10000010'] }),
    ).rejects.toMatchObject({ code: ErrorCode.OrgForbidden });
    await expect(c.gateway.call(trade.tradeList, { groupIds: ['10000002'] })).rejects.toMatchObject({
      code: ErrorCode.OrgForbidden,
    });
  });
});

describe('holdings queryHoldFundListPC and position detail queryFundDetail (spec 03 §7, §2 positionDetails)', () => {
  it('公募交易 持仓基金 (queryCanSaleFundList, spec 02 §7) values each holding as 资产概览 does: shares × NAV half-up', async () => {
    const c = server.client();
    await c.login('op01');
    const held = await c.gateway.call(asset.queryHoldFundList, {});
    const { list } = await c.gateway.call(trading.queryCanSaleFundList, {});
    // 3333.33 × 1.1500 = 3833.3295 -> 3833.33 on both (the desk rounded down to 3833.32).
    expect(list.map((h) => [h.fundId, h.marketValue])).toEqual(
      held.list.filter((h) => h.groupId === '10000001').map((h) => [h.fundId, h.marketValue]),
    );
    expect(list.find((h) => h.fundId === '000001')?.marketValue).toBe('3833.33');
  });

  it('lists each holding with NAV, market value, profit and rate, day profit and the NAV source', async () => {
    const c = server.client();
    await c.login('op01');
    const { list } = await c.gateway.call(asset.queryHoldFundList, {});
    expect(list).toEqual([
      {
        groupId: '10000001',
        corpName: '鼎元投资管理有限公司',
        fundId: '000001',
        fundName: '华夏成长混合',
        fundTypeCode: 'A',
        shares: '3333.33',
        cost: '3500.00',
        nav: '1.1500',
        navDate: '2026-02-12',
        marketValue: '3833.33',
        holdingProfit: '333.33',
        // 333.33 / 3500 = 9.5237 % -> 9.52
        holdingProfitRate: '9.52',
        dayProfit: '43.33',
        navSource: 'real',
      },
      {
        groupId: '10000001',
        corpName: '鼎元投资管理有限公司',
        fundId: '000003',
        fundName: '中海可转债债券A',
        fundTypeCode: 'E',
        shares: '10000.55',
        cost: '11300.00',
        nav: '1.1210',
        navDate: '2026-02-12',
        marketValue: '11210.62',
        holdingProfit: '-89.38',
        // −89.38 / 11300 = −0.79097 % -> −0.79
        holdingProfitRate: '-0.79',
        dayProfit: '110.01',
        navSource: 'real',
      },
    ]);
  });

  it('answers one position with its confirmed orders only; a fund not held answers null', async () => {
    const c = server.client();
    await c.login('op01');
    const detail = await c.gateway.call(asset.queryFundPositionDetail, { fundId: '000001' });
    expect(detail.position?.marketValue).toBe('3833.33');
    expect(detail.orders.map((o) => o.serialNo)).toEqual(['T001']);
    expect(detail.orders[0]).toMatchObject({
      status: 'confirmed',
      confirmNav: '1.1490',
      confirmShares: '3001.11',
      netAmount: '3448.28',
      applyTime: '2026-02-10T10:00:00+08:00',
      operatorName: '张伟',
      cancellable: false,
    });
    expect(detail.orders[0]?.timeline).toEqual([
      { status: 'accepted', time: '2026-02-10T10:00:00+08:00', note: '' },
    ]);
    const none = await c.gateway.call(asset.queryFundPositionDetail, { fundId: '000011' });
    expect(none).toEqual({ position: null, orders: [] });
    await expect(c.gateway.call(asset.queryFundPositionDetail, { fundId: '999999' })).rejects.toMatchObject({
      code: ErrorCode.FundNotFound,
    });
  });
});

describe('trade records tradeList (spec 03 §2 dataService/tradeRecord)', () => {
  it("lists the organisation's orders newest first, with the cut-off flag", async () => {
    const c = server.client();
    await c.login('op01');
    const page = await c.gateway.call(trade.tradeList, {});
    expect(page.list.map((o) => o.serialNo)).toEqual(['T004', 'T003', 'T005', 'T002', 'T001']);
    expect(page.pagination).toEqual({ currentPage: 1, pagesize: 20, pageCount: 1, totalRows: 5 });
    // 14:00 on the trade day: still before the 15:00 cut-off.
    expect(page.list[0]).toMatchObject({
      cancellable: true,
      corpName: '鼎元投资管理有限公司',
      fundName: '中海可转债债券A',
    });
    server.clock.set(Date.parse('2026-02-13T15:00:00+08:00'));
    try {
      const later = server.client();
      await later.login('op01');
      const after = await later.gateway.call(trade.tradeList, {});
      expect(after.list[0]?.cancellable).toBe(false);
    } finally {
      server.clock.set(Date.parse('2026-02-13T14:00:00+08:00'));
    }
  });

  it('filters by fund, status and trade-day range (both ends inclusive)', async () => {
    const c = server.client();
    await c.login('op01');
    const ids = async (filters: {
      fundId?: string;
      status?: 'confirmed' | 'pendingReview';
      startDate?: string;
      endDate?: string;
    }) => (await c.gateway.call(trade.tradeList, filters)).list.map((o) => o.serialNo);
    expect(await ids({ fundId: '000001' })).toEqual(['T003', 'T005', 'T001']);
    expect(await ids({ status: 'confirmed' })).toEqual(['T002', 'T001']);
    expect(await ids({ startDate: '2026-02-11', endDate: '2026-02-12' })).toEqual(['T005', 'T002']);
    expect(await ids({ fundId: '000003', status: 'pendingReview', startDate: '2026-02-13' })).toEqual([
      'T004',
    ]);
    expect(await ids({ endDate: '2026-02-09' })).toEqual([]);
  });

  it('pages with totals; several organisations of the person together', async () => {
    const c = server.client();
    await c.login('op02');
    const first = await c.gateway.call(trade.tradeList, {
      groupIds: ['10000001', '10000002'],
      pagination: { currentPage: 1, pagesize: 4 },
    });
    expect(first.list.map((o) => o.serialNo)).toEqual(['T006', 'T004', 'T003', 'T005']);
    expect(first.pagination).toEqual({ currentPage: 1, pagesize: 4, pageCount: 2, totalRows: 6 });
    const second = await c.gateway.call(trade.tradeList, {
      groupIds: ['10000001', '10000002'],
      pagination: { currentPage: 2, pagesize: 4 },
    });
    expect(second.list.map((o) => o.serialNo)).toEqual(['T002', 'T001']);
    expect(second.list[0]?.operatorName).toBe('张伟');
  });
});
