/**
 * Statements (对账单, issue 4 §3; spec 03 §2 statementsList, §7 exportStatementApply and /assetReport/;
 * spec 01 §4.8): real purchases placed through the cart in December 2025 and January 2026 and confirmed by
 * the engine on T+1, plus a confirmed redemption (SQL fixture, standing in for the redemption engine);
 * statements requested, polled and downloaded through the core client; the PDF read back with pdfjs-dist
 * and the xlsx with exceljs; every total reconciled to the trade records (tradeList).
 *
 * Set FUNDDESK_STATEMENT_DUMP=<dir> to keep the files (to look at the rendered pages).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  asset,
  Dec,
  ErrorCode,
  formatNumber,
  statement,
  trade,
  type GatewayClient,
  type Order,
  type StatementFormat,
} from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../helpers/constants.js';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { waitFor } from '../helpers/waitFor.js';
import {
  confirmAt,
  loadWorkbook,
  pdfPages,
  pollDocument,
  purchaseAt,
  sheetRows,
  summaryOf,
} from '../helpers/statements.js';

let server: TestServer;
let op01: TestClient;
/** January's redemption fixture: 1,000 shares of 000001 at the real NAV of 2026-01-22. */
const REDEMPTION = 'R-STM-0001';

beforeAll(async () => {
  server = await startServer();
  op01 = server.client();
  await op01.login('op01');
  // December: the opening holding of January.
  await purchaseAt(server, op01, '2025-12-15T10:00:00+08:00', [{ fundCode: '000001', amount: '10000' }]);
  expect(await confirmAt(server, '2025-12-16T09:30:00+08:00')).toBe(1);
  // January: two purchases confirmed on T+1 (01-16).
  await purchaseAt(server, op01, '2026-01-15T10:00:00+08:00', [
    { fundCode: '000001', amount: '5000' },
    { fundCode: '000003', amount: '2000.50' },
  ]);
  expect(await confirmAt(server, '2026-01-16T09:30:00+08:00')).toBe(2);
  // Trade day 2026-01-30 (Friday), confirmed on 02-02: February's, not January's.
  await purchaseAt(server, op01, '2026-01-30T14:00:00+08:00', [{ fundCode: '000005', amount: '3000' }]);
  expect(await confirmAt(server, '2026-02-02T09:30:00+08:00')).toBe(1);
  server.clock.set(TEST_NOW);

  const [nav] = await server.db.query<{ nav: string }>(
    "SELECT nav::text FROM nav WHERE fund_id = '000001' AND nav_date = '2026-01-22' AND source = 'real'",
  );
  const amount = new Dec('1000').mul(nav!.nav).toDecimalPlaces(2, Dec.ROUND_DOWN);
  const fee = amount.mul('0.005').toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  await server.db.query(
    `INSERT INTO orders (serial_no, person_id, group_id, fund_id, trade_type, status, amount, fee, net_amount,
       fee_rate_e6, apply_time, trade_day, confirm_day, confirm_nav, confirm_shares, nav_source)
     VALUES ($1, 'P0001', '10000001', '000001', 'redemption', 'confirmed', $2, $3, $4, 5000,
       '2026-01-22T10:00:00+08:00', '2026-01-22', '2026-01-23', $5, 1000.00, 'real')`,
    [REDEMPTION, amount.toFixed(2), fee.toFixed(2), amount.minus(fee).toFixed(2), nav!.nav],
  );
}, 180_000);
afterAll(async () => {
  await server?.close();
});

/** Every trade record of some organisations (all pages of tradeList). */
async function allOrders(gateway: GatewayClient, groupIds: string[]): Promise<Order[]> {
  const out: Order[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await gateway.call(trade.tradeList, {
      groupIds,
      pagination: { currentPage: page, pagesize: 100 },
    });
    out.push(...answer.list);
    if (page >= answer.pagination.pageCount) return out;
  }
}

/** What a statement of [start, end] must show, worked out from the trade records alone. */
function expectedOf(orders: readonly Order[], start: string, end: string) {
  const confirmed = orders.filter((o) => o.status === 'confirmed');
  const during = confirmed.filter((o) => o.confirmDay >= start && o.confirmDay <= end);
  const sum = (list: readonly Order[], pick: (o: Order) => string) =>
    list.reduce((acc, o) => acc.plus(pick(o)), new Dec(0)).toFixed(2);
  const purchases = during.filter((o) => o.tradeType === 'purchase');
  const redemptions = during.filter((o) => o.tradeType === 'redemption');
  const closingShares = new Map<string, Dec>();
  for (const o of confirmed.filter((x) => x.confirmDay <= end)) {
    const sign = o.tradeType === 'redemption' ? -1 : 1;
    closingShares.set(
      o.fundId,
      (closingShares.get(o.fundId) ?? new Dec(0)).plus(new Dec(o.confirmShares!).mul(sign)),
    );
  }
  return {
    serials: during.map((o) => o.serialNo).sort(),
    purchaseAmount: sum(purchases, (o) => o.amount),
    purchaseFee: sum(purchases, (o) => o.fee),
    redemptionAmount: sum(redemptions, (o) => o.amount),
    redemptionNet: sum(redemptions, (o) => o.netAmount),
    fees: sum(during, (o) => o.fee),
    count: during.length,
    closingShares,
  };
}

/** Requests one statement, polls it and downloads it. */
async function statementFile(c: TestClient, groupId: string, period: string, format: StatementFormat) {
  const { list } = await c.gateway.call(statement.exportStatementApply, {
    groupIds: [groupId],
    period,
    format,
  });
  expect(list).toHaveLength(1);
  const [requested] = list;
  expect(requested).toMatchObject({ groupId, period, format, status: 'processing', read: false });
  expect(await pollDocument(c.gateway, requested!.serialNo)).toBe('done');
  const file = await c.gateway.download(asset.documentDownload, { serialNo: requested!.serialNo });
  const dump = process.env.FUNDDESK_STATEMENT_DUMP;
  if (dump) {
    await mkdir(dump, { recursive: true });
    await writeFile(join(dump, file.fileName), file.bytes);
  }
  return { serialNo: requested!.serialNo, file };
}

const money = (value: string) => formatNumber(value, 2);

describe('statement of January 2026 reconciles to the trade records (issue 4 §3)', () => {
  it('xlsx: 汇总 totals equal the sums of the confirmed trades of the month; trades listed by confirm day; holdings add up', async () => {
    const expected = expectedOf(await allOrders(op01.gateway, ['10000001']), '2026-01-01', '2026-01-31');
    expect(expected.count).toBe(3); // two purchases and the redemption; the 01-30 trade is confirmed in February
    const { file } = await statementFile(op01, '10000001', '2026-01', 'xlsx');
    expect(file.fileName).toBe('对账单_鼎元投资管理有限公司_2026-01.xlsx');
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = await loadWorkbook(file.bytes);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['汇总', '持仓明细', '确认交易']);

    const summary = summaryOf(workbook);
    expect(summary.get('机构名称')).toBe('鼎元投资管理有限公司');
    expect(summary.get('账户编号')).toBe('10000001');
    expect(summary.get('对账期间')).toBe('2026-01-01 至 2026-01-31');
    expect(summary.get('估值日')).toBe('期初 2025-12-31，期末 2026-01-30');
    expect(summary.get('生成时间')).toBe('2026-02-13 14:00:00');
    const total = (label: string) => new Dec(summary.get(label) as number).toFixed(2);
    expect(total('本期申购金额(元)')).toBe(expected.purchaseAmount);
    expect(total('其中申购手续费(元)')).toBe(expected.purchaseFee);
    expect(total('本期赎回金额(元)')).toBe(expected.redemptionAmount);
    expect(total('本期赎回到账金额(元)')).toBe(expected.redemptionNet);
    expect(total('本期手续费合计(元)')).toBe(expected.fees);
    expect(summary.get('本期确认交易(笔)')).toBe('3 笔（申购 2 笔，赎回 1 笔）');

    // 确认交易: the month's trades, by confirm day, each as in the trade records.
    const trades = sheetRows(workbook, '确认交易', 12);
    expect(trades[0]).toEqual([
      '确认日',
      '交易日',
      '交易流水号',
      '基金代码',
      '基金名称',
      '业务类型',
      '确认金额(元)',
      '手续费(元)',
      '净额(元)',
      '确认净值',
      '确认份额',
      '净值来源',
    ]);
    const body = trades.slice(1, 1 + expected.count);
    expect(body.map((r) => r[2]).sort()).toEqual(expected.serials);
    expect(body.map((r) => r[0])).toEqual(['2026-01-16', '2026-01-16', '2026-01-23']);
    expect(body.find((r) => r[2] === REDEMPTION)?.[5]).toBe('赎回');
    expect(trades.slice(1 + expected.count).map((r) => r[0])).toEqual([
      '申购合计（2 笔）',
      '赎回合计（1 笔）',
      '手续费合计',
    ]);

    // 持仓明细: closing shares from the trade records; value = shares × NAV; totals = sums of the rows.
    const holdings = sheetRows(workbook, '持仓明细', 15);
    const rows = holdings.slice(1, -1);
    expect(rows.map((r) => r[0])).toEqual(['000001', '000003']);
    for (const r of rows) {
      expect(new Dec(r[6] as number).toFixed(2)).toBe(expected.closingShares.get(r[0] as string)!.toFixed(2));
      expect(r[8]).toBe('2026-01-30');
      expect(new Dec(r[9] as number).toFixed(2)).toBe(
        new Dec(r[6] as number).mul(r[7] as number).toFixed(2, Dec.ROUND_HALF_UP),
      );
    }
    const last = holdings.at(-1)!;
    expect(last[0]).toBe('合计');
    const col = (i: number) => rows.reduce((acc, r) => acc.plus(r[i] as number), new Dec(0)).toFixed(2);
    expect(new Dec(last[9] as number).toFixed(2)).toBe(col(9));
    expect(new Dec(last[13] as number).toFixed(2)).toBe(col(13));
    expect(total('期末市值(元)')).toBe(col(9));
    expect(total('期初市值(元)')).toBe(col(3));
    // 本期收益 = closing − opening − purchases + redemptions paid out
    expect(total('本期收益(元)')).toBe(
      new Dec(col(9)).minus(col(3)).minus(expected.purchaseAmount).plus(expected.redemptionNet).toFixed(2),
    );
  });

  it('PDF: A4 pages with the Chinese header, sections, totals equal to the trade records, and page numbers', async () => {
    const expected = expectedOf(await allOrders(op01.gateway, ['10000001']), '2026-01-01', '2026-01-31');
    const { file } = await statementFile(op01, '10000001', '2026-01', 'pdf');
    expect(file.fileName).toBe('对账单_鼎元投资管理有限公司_2026-01.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(Buffer.from(file.bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The CJK font is embedded (a subset), not referenced.
    expect(Buffer.from(file.bytes).toString('latin1')).toMatch(/\/FontFile2/);
    expect(Buffer.from(file.bytes).toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

    const pages = await pdfPages(file.bytes);
    const text = pages.join('\n');
    for (const words of [
      '基金对账单',
      '2026-01 月度对账单',
      '鼎元投资管理有限公司',
      '10000001',
      '2026-01-01 至 2026-01-31',
      '期初 2025-12-31，期末 2026-01-30',
      '2026-02-13 14:00:00',
      '资产汇总',
      '持仓明细',
      '本期确认交易',
      '说明',
      '华夏成长混合',
    ])
      expect(text).toContain(words);
    const after = (label: string) => {
      const lines = text.split('\n');
      return lines[lines.indexOf(label) + 1];
    };
    expect(after('本期申购金额(元)')).toBe(money(expected.purchaseAmount));
    expect(after('本期赎回金额(元)')).toBe(money(expected.redemptionAmount));
    expect(after('本期赎回到账金额(元)')).toBe(money(expected.redemptionNet));
    expect(after('本期手续费合计(元)')).toBe(money(expected.fees));
    expect(after('申购合计（2 笔）')).toBe(money(expected.purchaseAmount));
    for (const serialNo of expected.serials) expect(text).toContain(serialNo);
    pages.forEach((page, i) => expect(page).toContain(`第 ${i + 1} 页 / 共 ${pages.length} 页`));
  });
});

describe('statement periods (issue 4 §3; docs/decisions.md Statements)', () => {
  it('the running month counts up to today and holds the trade of 01-30 confirmed on 02-02', async () => {
    const { file } = await statementFile(op01, '10000001', '2026-02', 'xlsx');
    const workbook = await loadWorkbook(file.bytes);
    const summary = summaryOf(workbook);
    expect(summary.get('对账期间')).toBe('2026-02-01 至 2026-02-13（本月尚未结束）');
    expect(summary.get('估值日')).toBe('期初 2026-01-30，期末 2026-02-12');
    const trades = sheetRows(workbook, '确认交易', 12).slice(1, -2);
    expect(trades.map((r) => [r[0], r[1], r[3]])).toEqual([['2026-02-02', '2026-01-30', '000005']]);
  });

  it('a month without holdings or trades is a statement saying so, with zero totals', async () => {
    const { file } = await statementFile(op01, '10000001', '2025-06', 'pdf');
    const text = (await pdfPages(file.bytes)).join('\n');
    expect(text).toContain('本账户在本期内无持仓，也无确认的交易。');
    expect(text).toContain('本期无持仓');
    expect(text).toContain('本期无确认交易');
    expect(text.split('\n')[text.split('\n').indexOf('本期收益(元)') + 1]).toBe('0.00');
  });

  it('refuses a month after the current one (FD3603), another organisation (FD1004) and a malformed month (FD2000)', async () => {
    await expect(
      op01.gateway.call(statement.exportStatementApply, { period: '2026-03' }),
    ).rejects.toMatchObject({ code: ErrorCode.StatementPeriodFuture, message: '对账月份不能晚于当前月份' });
    await expect(
      op01.gateway.call(statement.exportStatementApply, { groupIds: ['10000002'], period: '2026-01' }),
    ).rejects.toMatchObject({ code: ErrorCode.OrgForbidden });
    await expect(
      op01.gateway.call(statement.exportStatementApply, { period: '2026-1' }),
    ).rejects.toMatchObject({ code: ErrorCode.BadRequest });
  });

  it('refuses a PDF when the CJK font is missing (FD5001) at once; an xlsx is still made', async () => {
    const font = process.env.FUNDDESK_PDF_FONT;
    process.env.FUNDDESK_PDF_FONT = '/nonexistent/font.ttc';
    try {
      await expect(
        op01.gateway.call(statement.exportStatementApply, { period: '2026-01', format: 'pdf' }),
      ).rejects.toMatchObject({ code: ErrorCode.PdfFontMissing });
      const { list } = await op01.gateway.call(statement.exportStatementApply, {
        period: '2026-01',
        format: 'xlsx',
      });
      expect(list).toHaveLength(1);
    } finally {
      if (font === undefined) delete process.env.FUNDDESK_PDF_FONT;
      else process.env.FUNDDESK_PDF_FONT = font;
    }
  });

  it('statementAccountDate: from the month of the first confirmed trade to the current month', async () => {
    const { list } = await op01.gateway.call(statement.statementAccountDate, { groupIds: ['10000001'] });
    expect(list).toEqual([
      {
        groupId: '10000001',
        corpName: '鼎元投资管理有限公司',
        firstPeriod: '2025-12',
        lastPeriod: '2026-02',
      },
    ]);
  });
});

describe('a long statement paginates (issue 4 §3: paginated, totals reconcile)', () => {
  it('70 trades of 汇川信托 run over several pages: numbers on each, running header and table header repeated', async () => {
    const op02 = server.client();
    await op02.login('op02', undefined, '10000002');
    const values: string[] = [];
    const params: unknown[] = [];
    for (let i = 0; i < 70; i += 1) {
      const day = String(5 + (i % 20)).padStart(2, '0');
      params.push(`L-STM-${String(i).padStart(4, '0')}`, `${1000 + i * 37}.${String(i).padStart(2, '0')}`);
      values.push(
        `($${params.length - 1}, 'P0002', '10000002', '000003', 'purchase', 'confirmed', $${params.length}::numeric,
          1.00, $${params.length}::numeric - 1, 600, '2026-01-${day}T10:00:00+08:00', '2026-01-${day}', '2026-01-${day}',
          1.2000, 100.00, 'real')`,
      );
    }
    await server.db.query(
      `INSERT INTO orders (serial_no, person_id, group_id, fund_id, trade_type, status, amount, fee, net_amount,
         fee_rate_e6, apply_time, trade_day, confirm_day, confirm_nav, confirm_shares, nav_source)
       VALUES ${values.join(',')}`,
      params,
    );
    const expected = expectedOf(await allOrders(op02.gateway, ['10000002']), '2026-01-01', '2026-01-31');
    expect(expected.count).toBe(70);
    const { file } = await statementFile(op02, '10000002', '2026-01', 'pdf');
    const pages = await pdfPages(file.bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toContain(`第 ${i + 1} 页 / 共 ${pages.length} 页`);
      if (i > 0) expect(page).toContain('基金对账单 · 汇川信托·稳盈1号集合资金信托计划 · 2026-01');
    });
    expect(pages[1]).toContain('交易流水号');
    const text = pages.join('\n');
    for (const serialNo of expected.serials) expect(text).toContain(serialNo);
    const lines = text.split('\n');
    expect(lines[lines.indexOf('本期申购金额(元)') + 1]).toBe(money(expected.purchaseAmount));
    expect(lines[lines.indexOf('申购合计（70 笔）') + 1]).toBe(money(expected.purchaseAmount));
    expect(lines[lines.indexOf('手续费合计') + 1]).toBe(money(expected.fees));
  });
});

describe('statements list and /assetReport/ (spec 03 §2 statementsList, §7)', () => {
  it('lists the caller’s statements newest first, by month, with state and file name', async () => {
    const c = server.client();
    await c.login('op01');
    const { list } = await c.gateway.call(statement.exportStatementApply, {
      groupIds: ['10000001'],
      period: '2025-12',
      format: 'xlsx',
    });
    expect(await pollDocument(c.gateway, list[0]!.serialNo)).toBe('done');
    const page = await c.gateway.call(statement.statementList, { period: '2025-12' });
    expect(page.list[0]).toMatchObject({
      serialNo: list[0]!.serialNo,
      groupId: '10000001',
      corpName: '鼎元投资管理有限公司',
      period: '2025-12',
      format: 'xlsx',
      status: 'done',
      fileName: '对账单_鼎元投资管理有限公司_2025-12.xlsx',
      requestedAt: '2026-02-13T14:00:00+08:00',
      finishedAt: '2026-02-13T14:00:00+08:00',
    });
    expect(page.list[0]!.serialNo).toMatch(/^STM\d{14}[0-9a-f]{8}$/);
    const all = await c.gateway.call(statement.statementList, {
      pagination: { currentPage: 1, pagesize: 2 },
    });
    expect(all.list).toHaveLength(2);
    expect(all.pagination.totalRows).toBeGreaterThanOrEqual(5);
    // Another person acting for the same organisation does not see them (generated files are the requester's).
    const other = server.client();
    await other.login('op02', undefined, '10000001');
    expect((await other.gateway.call(statement.statementList, { period: '2025-12' })).list).toEqual([]);
  });

  it('apply -> result -> download by reportSerialNo; readStatus counts unread reports until read', async () => {
    const c = server.client();
    await c.login('op01');
    const before = (await c.gateway.call(statement.assetReportReadStatus, {})).unreadCount;
    const { reportSerialNo } = await c.gateway.call(statement.assetReportApply, { period: '2026-01' });
    const status = await waitFor(
      async () => {
        const result = await c.gateway.call(statement.assetReportResult, { reportSerialNo });
        return result.status !== 'processing' && result.status;
      },
      { timeoutMs: 30_000, what: `report ${reportSerialNo}` },
    );
    expect(status).toBe('done');
    expect((await c.gateway.call(statement.assetReportReadStatus, {})).unreadCount).toBe(before + 1);
    const file = await c.gateway.download(statement.assetReportDownload, { reportSerialNo });
    expect(file.fileName).toBe('对账单_鼎元投资管理有限公司_2026-01.pdf');
    expect((await c.gateway.call(statement.assetReportReadStatus, {})).unreadCount).toBe(before);
    const listed = (await c.gateway.call(statement.statementList, { period: '2026-01' })).list;
    expect(listed.find((s) => s.serialNo === reportSerialNo)).toMatchObject({ read: true, format: 'pdf' });
    expect(await c.gateway.call(statement.assetReportRead, { reportSerialNo })).toEqual({
      reportSerialNo,
      read: true,
    });
    await expect(
      c.gateway.call(statement.assetReportResult, { reportSerialNo: 'STM-unknown' }),
    ).rejects.toMatchObject({ code: ErrorCode.DocumentNotFound });
  });
});
