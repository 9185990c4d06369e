/**
 * Statements and conversions (对账单, issue 4 §3; spec 02 §2 trade types): a conversion is one order (its fund's
 * confirmed shares out, `target_shares` of `target_fund_id` in). The statement moves those shares as the asset
 * pages do: out of the source fund, into the target, no cash either way. Before, it added the converted-out
 * shares to the source fund and never credited the target (the demo history's 10000001 showed 000082 at
 * 390,171.04 shares on its statement against 210,092.10 in 资产概览).
 */
import { asset, Dec, statement } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../helpers/constants.js';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { loadWorkbook, pollDocument, sheetRows, summaryOf } from '../helpers/statements.js';

let server: TestServer;
let op01: TestClient;

/** A confirmed order of 10000001 as a SQL fixture (standing in for the desk and the confirmation engine). */
async function confirmedOrder(values: {
  serialNo: string;
  fundId: string;
  tradeType: 'purchase' | 'conversion';
  amount: string;
  fee: string;
  confirmDay: string;
  nav: string;
  shares: string;
  target?: { fundId: string; shares: string; nav: string };
}): Promise<void> {
  await server.db.query(
    `INSERT INTO orders (serial_no, person_id, group_id, fund_id, trade_type, status, amount, fee, net_amount,
       fee_rate_e6, apply_time, trade_day, confirm_day, confirm_nav, confirm_shares, nav_source,
       target_fund_id, target_shares, target_nav)
     VALUES ($1, 'P0001', '10000001', $2, $3, 'confirmed', $4, $5, $4::numeric - $5::numeric, 0,
       (($6::date - 1)::text || 'T10:00:00+08:00')::timestamptz, $6::date - 1, $6::date, $7, $8, 'real', $9, $10, $11)`,
    [
      values.serialNo,
      values.fundId,
      values.tradeType,
      values.amount,
      values.fee,
      values.confirmDay,
      values.nav,
      values.shares,
      values.target?.fundId ?? null,
      values.target?.shares ?? null,
      values.target?.nav ?? null,
    ],
  );
}

beforeAll(async () => {
  server = await startServer();
  op01 = server.client();
  await op01.login('op01');
  server.clock.set(TEST_NOW);
  // December: 1,000 shares of 000001. January: 400 of them converted into 350 shares of 000003.
  await confirmedOrder({
    serialNo: 'C-STM-0001',
    fundId: '000001',
    tradeType: 'purchase',
    amount: '1000.00',
    fee: '0.00',
    confirmDay: '2025-12-16',
    nav: '1.0000',
    shares: '1000.00',
  });
  await confirmedOrder({
    serialNo: 'C-STM-0002',
    fundId: '000001',
    tradeType: 'conversion',
    amount: '400.00',
    fee: '2.00',
    confirmDay: '2026-01-21',
    nav: '1.0000',
    shares: '400.00',
    target: { fundId: '000003', shares: '350.00', nav: '1.1371' },
  });
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe('statement: a conversion moves its shares from its fund to its target (issue 4 §3; spec 02 §2)', () => {
  it('持仓明细: the source fund loses the converted shares, the target gains its confirmed shares; no cash', async () => {
    const { list } = await op01.gateway.call(statement.exportStatementApply, {
      groupIds: ['10000001'],
      period: '2026-01',
      format: 'xlsx',
    });
    const serialNo = list[0]!.serialNo;
    expect(await pollDocument(op01.gateway, serialNo)).toBe('done');
    const file = await op01.gateway.download(asset.documentDownload, { serialNo });
    const workbook = await loadWorkbook(file.bytes);

    const rows = sheetRows(workbook, '持仓明细', 15);
    const row = (fundId: string) => rows.find((r) => r[0] === fundId);
    const text = (v: unknown) => new Dec(v as number).toFixed(2);
    // code, name, opening shares, opening value, in, out, closing shares, NAV, NAV date, closing value, paid, received
    const source = row('000001')!;
    expect([text(source[2]), text(source[4]), text(source[5]), text(source[6])]).toEqual([
      '1000.00',
      '0.00',
      '400.00',
      '600.00',
    ]);
    const target = row('000003')!;
    expect([text(target[2]), text(target[4]), text(target[5]), text(target[6])]).toEqual([
      '0.00',
      '350.00',
      '0.00',
      '350.00',
    ]);
    for (const r of [source, target]) expect([text(r[10]), text(r[11])]).toEqual(['0.00', '0.00']);

    const summary = summaryOf(workbook);
    expect(new Dec(summary.get('本期申购金额(元)') as number).toFixed(2)).toBe('0.00');
    expect(new Dec(summary.get('本期赎回到账金额(元)') as number).toFixed(2)).toBe('0.00');
    // One order, two legs: counted once.
    expect(summary.get('本期确认交易(笔)')).toBe('1 笔（申购 0 笔，赎回 0 笔）');
  });
});
