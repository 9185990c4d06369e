/**
 * The cockpit through the core client (spec 01 §2.3 /boss/screen, spec 03 §2 "Cockpit", §6 data_cockpit, §7
 * pc/cockpit/* and cockpit/relation/list/query, cockpit/user/self/detail; docs/decisions.md "The cockpit").
 * Fixtures: positions and confirmed orders inserted with SQL (standing in for the order engine), in boss01's
 * related institutions (10000001, 10000002, 10000020 effective), in its ended relation 10000012 and in the
 * unrelated 10000010 — the last two must never count. At TEST_NOW (Fri 2026-02-13 14:00) NAV is known through
 * Thursday 2026-02-12 (real data). Every total is recomputed here from the database rows.
 */
import { cockpit, Dec, ErrorCode } from '@funddesk/core';
import type { Db } from '@funddesk/server';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../helpers/refusals.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;

/** Inserts a confirmed order (a test fixture standing in for the order engine). */
async function confirmedOrder(
  db: Db,
  o: {
    serialNo: string;
    groupId: string;
    fundId: string;
    type: 'purchase' | 'redemption';
    amount: string;
    net: string;
    day: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO orders (serial_no, person_id, group_id, fund_id, trade_type, status, amount, fee, net_amount, fee_rate_e6,
       apply_time, trade_day, confirm_day, confirm_nav, confirm_shares, nav_source)
     VALUES ($1, 'P0001', $2, $3, $4, 'confirmed', $5::numeric, $5::numeric - $6::numeric, $6::numeric, 0,
       $7::timestamptz, $8::date, $8::date, 1.0000, 1.00, 'real')`,
    [o.serialNo, o.groupId, o.fundId, o.type, o.amount, o.net, `${o.day}T10:00:00+08:00`, o.day],
  );
}

const RELATED = ['10000001', '10000002', '10000020'];

beforeAll(async () => {
  server = await startServer();
  const db = server.db;
  await db.query(
    `INSERT INTO positions (group_id, fund_id, shares, cost, updated_at) VALUES
       ('10000001', '000001', 3333.33, 3500.00, now()),
       ('10000001', '000003', 10000.55, 11300.00, now()),
       ('10000002', '000001', 100.00, 100.00, now()),
       ('10000020', '110011', 2000.00, 5000.00, now()),
       ('10000012', '000001', 999999.00, 1000.00, now()),
       ('10000010', '000003', 888888.00, 1000.00, now())`,
  );
  await confirmedOrder(db, {
    serialNo: 'C001',
    groupId: '10000001',
    fundId: '000001',
    type: 'purchase',
    amount: '3500.00',
    net: '3448.28',
    day: '2025-12-10',
  });
  await confirmedOrder(db, {
    serialNo: 'C002',
    groupId: '10000001',
    fundId: '000003',
    type: 'purchase',
    amount: '12000.00',
    net: '12000.00',
    day: '2026-01-06',
  });
  await confirmedOrder(db, {
    serialNo: 'C003',
    groupId: '10000001',
    fundId: '000003',
    type: 'redemption',
    amount: '800.00',
    net: '796.00',
    day: '2026-02-11',
  });
  await confirmedOrder(db, {
    serialNo: 'C004',
    groupId: '10000002',
    fundId: '000001',
    type: 'purchase',
    amount: '100.00',
    net: '100.00',
    day: '2026-02-02',
  });
  await confirmedOrder(db, {
    serialNo: 'C005',
    groupId: '10000020',
    fundId: '110011',
    type: 'purchase',
    amount: '5000.00',
    net: '5000.00',
    day: '2026-01-20',
  });
  await confirmedOrder(db, {
    serialNo: 'C006',
    groupId: '10000012',
    fundId: '000001',
    type: 'purchase',
    amount: '1000.00',
    net: '1000.00',
    day: '2026-01-20',
  });
  await confirmedOrder(db, {
    serialNo: 'C007',
    groupId: '10000010',
    fundId: '000003',
    type: 'purchase',
    amount: '1000.00',
    net: '1000.00',
    day: '2026-02-03',
  });
});
afterAll(async () => {
  await server?.close();
});

/** boss01's client (cockpit-only, acting for its own 10000001). */
async function boss() {
  const c = server.client();
  await c.login('boss01');
  return c.gateway;
}

/** Σ shares × the last NAV on or before `asOf` (yuan to the fen per holding) and Σ cost, straight from the rows. */
async function expectedTotals(asOf: string) {
  const rows = await server.db.query<{ shares: string; cost: string; nav: string }>(
    `SELECT p.shares::text AS shares, p.cost::text AS cost,
            (SELECT n.nav::text FROM nav n WHERE n.fund_id = p.fund_id AND n.nav_date <= $2::date
             ORDER BY n.nav_date DESC LIMIT 1) AS nav
     FROM positions p WHERE p.group_id = ANY($1::text[]) AND p.shares > 0`,
    [RELATED, asOf],
  );
  expect(rows).toHaveLength(4);
  const marketValue = rows.reduce(
    (acc, r) => acc.plus(new Dec(r.shares).mul(r.nav).toDecimalPlaces(2, Dec.ROUND_HALF_UP)),
    new Dec(0),
  );
  const cost = rows.reduce((acc, r) => acc.plus(r.cost), new Dec(0));
  const [flows] = await server.db.query<{ paid: string; received: string }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE trade_type = 'purchase'), 0)::text AS paid,
            coalesce(sum(net_amount) FILTER (WHERE trade_type = 'redemption'), 0)::text AS received
     FROM orders WHERE group_id = ANY($1::text[]) AND status = 'confirmed'`,
    [RELATED],
  );
  return { marketValue, cost, paid: new Dec(flows!.paid), received: new Dec(flows!.received) };
}

describe('pc/cockpit/index: totals over the related institutions (spec 03 §7; core cockpitSummary)', () => {
  it('market value = Σ shares × last NAV of the related institutions only; profits from the same rows', async () => {
    const gateway = await boss();
    const index = await gateway.call(cockpit.cockpitIndex, {});
    expect(index.asOf).toBe('2026-02-12');
    const expected = await expectedTotals(index.asOf!);
    expect(index.marketValue).toBe(expected.marketValue.toFixed(2));
    expect(index.cost).toBe(expected.cost.toFixed(2));
    expect(index.holdingProfit).toBe(expected.marketValue.minus(expected.cost).toFixed(2));
    expect(index.cumulativeProfit).toBe(
      expected.marketValue.plus(expected.received).minus(expected.paid).toFixed(2),
    );
    expect(index).toMatchObject({
      institutions: 4,
      funds: 3,
      holdings: 4,
      navDate: '2026-02-12',
      simulated: false,
    });
  });

  it('assetDistribute and queryHoldDetail add up to the index; ended and unrelated institutions never appear', async () => {
    const gateway = await boss();
    const index = await gateway.call(cockpit.cockpitIndex, {});
    const distribution = await gateway.call(cockpit.cockpitAssetDistribute, {});
    const detail = await gateway.call(cockpit.cockpitHoldDetail, {});
    const total = (values: string[]) => values.reduce((acc, v) => acc.plus(v), new Dec(0)).toFixed(2);
    expect(total(distribution.byFundType.map((s) => s.marketValue))).toBe(index.marketValue);
    expect(total(distribution.byInstitution.map((s) => s.marketValue))).toBe(index.marketValue);
    expect(total(detail.list.map((h) => h.marketValue))).toBe(index.marketValue);
    expect(detail.institutions.map((i) => i.groupId)).toEqual([
      '10000001',
      '10000002',
      '10000011',
      '10000020',
    ]);
    const seen = new Set(detail.list.map((h) => h.groupId));
    expect(seen.has('10000012')).toBe(false);
    expect(seen.has('10000010')).toBe(false);
    expect(distribution.byInstitution.map((s) => s.key)).not.toContain('10000011'); // related, holds nothing
  });

  it('positionRanking and profitRanking: funds summed over the institutions, top N', async () => {
    const gateway = await boss();
    const byValue = await gateway.call(cockpit.cockpitPositionRanking, { top: 2 });
    expect(byValue.list.map((r) => r.fundId)).toEqual(['000003', '110011']);
    const byProfit = await gateway.call(cockpit.cockpitProfitRanking, {});
    const fund1 = byProfit.list.find((r) => r.fundId === '000001');
    expect(fund1).toMatchObject({ shares: '3433.33', institutions: 2 });
    const profits = byProfit.list.map((r) => new Dec(r.holdingProfit));
    expect(profits.every((p, i) => i === 0 || profits[i - 1]!.gte(p))).toBe(true);
  });

  it('queryCapitalInOutFlow: confirmed purchases in, redemption net amounts out, per month to the clock month', async () => {
    const gateway = await boss();
    const flow = await gateway.call(cockpit.cockpitCapitalInOutFlow, { months: 3 });
    expect(flow.list).toEqual([
      { month: '2025-12', inflow: '3500.00', outflow: '0.00', net: '3500.00' },
      { month: '2026-01', inflow: '17000.00', outflow: '0.00', net: '17000.00' },
      { month: '2026-02', inflow: '100.00', outflow: '796.00', net: '-696.00' },
    ]);
  });
});

describe('pc/cockpit/queryHoldDetail/export: the report as xlsx (数据驾驶舱 导出 Excel)', () => {
  it('two sheets, 机构汇总 and 持仓明细, with the same figures as queryHoldDetail and the NAV source', async () => {
    const gateway = await boss();
    const detail = await gateway.call(cockpit.cockpitHoldDetail, {});
    const file = await gateway.download(cockpit.cockpitExportHoldDetail, {});
    expect(file.fileName).toBe('驾驶舱报表_2026-02-13.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['机构汇总', '持仓明细']);
    const orgs = workbook.getWorksheet('机构汇总')!;
    expect(orgs.rowCount).toBe(1 + detail.institutions.length);
    expect(orgs.getRow(2).getCell(4).value).toBe(detail.institutions[0]!.marketValue);
    const rows = workbook.getWorksheet('持仓明细')!;
    expect(rows.rowCount).toBe(1 + detail.list.length);
    expect(rows.getRow(1).getCell(9).value).toBe('净值来源');
    expect(rows.getRow(2).getCell(9).value).toBe('真实数据');
  });
});

describe('cockpit relations and the cockpit user (spec 03 §7 account calls; data constants: masked on read)', () => {
  it('cockpit/relation/list/query: effective relations first, the ended one listed with state 0, phones and names masked', async () => {
    const gateway = await boss();
    const { cockpitRelationList } = await gateway.call(cockpit.cockpitRelationList, {});
    expect(cockpitRelationList.map((r) => [r.groupId, r.state])).toEqual([
      ['10000001', '1'],
      ['10000002', '1'],
      ['10000011', '1'],
      ['10000020', '1'],
      ['10000012', '0'],
    ]);
    expect(cockpitRelationList[0]).toMatchObject({
      relationDate: '2025-07-01',
      managerName: '*杰',
      managerMobilePhone: '138****8008',
    });
  });

  it('cockpit/user/self/detail: cUserName masked; the effective relations with masked managerMobilePhone', async () => {
    const gateway = await boss();
    const detail = await gateway.call(cockpit.cockpitUserSelfDetail, {});
    expect(detail.cUserName).toBe('*杰');
    expect(detail.cockpitUserDetailRelationInfoList.map((r) => r.groupId)).toEqual(
      RELATED.slice(0, 2).concat(['10000011', '10000020']),
    );
    expect(
      detail.cockpitUserDetailRelationInfoList.every((r) => /^\d{3}\*+\d{4}$/.test(r.managerMobilePhone)),
    ).toBe(true);
  });
});

describe('who may call the cockpit (spec 03 §6 data_cockpit; DESIGN §7)', () => {
  it('op01 (operator of 10000001) and mgr01 (of the unrelated 10000010) are refused FD1003, every cockpit call', async () => {
    for (const login of ['op01', 'mgr01']) {
      const c = server.client();
      await c.login(login);
      for (const call of [
        cockpit.cockpitIndex,
        cockpit.cockpitHoldDetail,
        cockpit.cockpitRelationList,
        cockpit.cockpitUserSelfDetail,
      ])
        expect(await refusal(c.gateway.call(call, {})), `${login} ${call.name}`).toBe(ErrorCode.Forbidden);
    }
  });

  it('a cockpit user without relations sees zeros, never another user’s institutions', async () => {
    await server.db.query("UPDATE persons SET roles = ARRAY['cockpit'] WHERE login_name = 'query01'");
    try {
      const c = server.client();
      await c.login('query01');
      const index = await c.gateway.call(cockpit.cockpitIndex, {});
      expect(index).toMatchObject({ marketValue: '0.00', institutions: 0, holdings: 0 });
      expect((await c.gateway.call(cockpit.cockpitHoldDetail, {})).list).toEqual([]);
    } finally {
      await server.db.query("UPDATE persons SET roles = ARRAY['inquirer'] WHERE login_name = 'query01'");
    }
  });
});
