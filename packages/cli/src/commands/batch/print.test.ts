import type { BatchImport, BatchRow, BatchStatus } from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import { ExitCode } from '../../errors.js';
import {
  importFailure,
  printBatchList,
  printImport,
  renderCheck,
  renderImportReport,
  renderSummary,
  statusPrinter,
  totalsByAccount,
} from './print.js';
import { createLineProgress } from './progress.js';

const row = (rowNo: number, extra: Partial<BatchRow> = {}): BatchRow => ({
  rowNo,
  account: '10000001',
  groupId: '10000001',
  corpName: '鼎元投资管理有限公司',
  fundCode: '000001',
  fundName: '华夏成长混合',
  amount: '1000.10',
  shares: null,
  dividendMethod: null,
  remark: '',
  valid: true,
  errors: [],
  ...extra,
});

const imported = (rows: BatchRow[], extra: Partial<BatchImport> = {}): BatchImport => ({
  importId: 'I1',
  tradeType: 'purchase',
  fileName: 'orders.xlsx',
  fileSha256: '00',
  importedAt: '2026-02-13T14:00:00+08:00',
  duplicateOf: null,
  totalRows: rows.length,
  validRows: rows.filter((r) => r.valid).length,
  invalidRows: rows.filter((r) => !r.valid).length,
  totalAmount: '2000.30',
  totalShares: '0.00',
  batchSerialNo: null,
  rows,
  ...extra,
});

const status = (extra: Partial<BatchStatus> = {}): BatchStatus => ({
  batchSerialNo: 'B1',
  totalSize: 500,
  successSize: 498,
  failSize: 2,
  orderStatus: 'done',
  progress: 100,
  batchTradeStatus: 1,
  failApplyNum: 2,
  tradeType: 'purchase',
  kind: 'excelBuy',
  importId: 'I1',
  fileName: 'orders.xlsx',
  createdAt: '2026-02-13T14:00:00+08:00',
  finishedAt: '2026-02-13T14:00:09+08:00',
  cancelledSize: 0,
  ...extra,
});

function streams() {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    streams: {
      stdout: { write: (text: string) => (out.stdout += text) },
      stderr: { write: (text: string) => (out.stderr += text) },
    },
  };
}

describe('batch report printing (issue 4 §4)', () => {
  const rows = [
    row(2),
    row(3, { groupId: '10000002', corpName: '华信资本有限公司', amount: '1000.20' }),
    row(4, { amount: '0.10' }),
    row(5, {
      fundCode: '12345',
      fundName: null,
      amount: null,
      valid: false,
      errors: [
        { column: '基金代码', field: 'fundCode', code: 'format', message: '基金代码应为6位数字' },
        { column: '申购金额(元)', field: 'amount', code: 'required', message: '请填写申购金额(元)' },
      ],
    }),
  ];

  it('sums the valid rows per account exactly, in first-seen order', () => {
    expect(totalsByAccount(rows, 'purchase')).toEqual([
      { account: '鼎元投资管理有限公司（10000001）', count: 2, total: '1000.20' },
      { account: '华信资本有限公司（10000002）', count: 1, total: '1000.20' },
    ]);
  });

  it('reports the counts, every error of every invalid row with its column, and the accounts', () => {
    const text = renderImportReport(imported(rows));
    expect(text).toContain('orders.xlsx：共 4 行，有效 3 行，无效 1 行（申购；导入编号 I1）');
    expect(text).toMatch(/^行号\s+账户\s+基金代码\s+列\s+原因$/m);
    expect(text).toMatch(/^\s*5\s+10000001\s+12345\s+基金代码\s+基金代码应为6位数字$/m);
    expect(text).toMatch(/^\s*5\s+10000001\s+12345\s+申购金额\(元\)\s+请填写申购金额\(元\)$/m);
    // Figures as the web writes them (core's formatNumber, spec 03 §5); --json keeps the wire values.
    expect(text).toMatch(/^鼎元投资管理有限公司（10000001）\s+2\s+1,000\.20$/m);
    expect(text).toContain('有效行金额合计 2,000.30 元');
  });

  it('warns when the same file was imported and placed before', () => {
    const duplicateOf = { importId: 'I0', importedAt: '2026-02-13T13:00:00+08:00', batchSerialNo: 'B0' };
    expect(renderImportReport(imported([row(2)], { duplicateOf }))).toContain(
      '注意：该文件已于 2026-02-13 13:00:00 导入并下单（批次 B0），再次下单将重复交易',
    );
  });

  it('shows the re-check: rows refused now and what will be placed', () => {
    const text = renderCheck(
      {
        importId: 'I1',
        placeable: 2,
        skipped: 2,
        totalAmount: '2000.30',
        totalShares: '0.00',
        accounts: 2,
        funds: 1,
        duplicateOf: null,
        problems: [{ rowNo: 4, message: '交易金额低于起投金额！' }],
      },
      'purchase',
    );
    expect(text).toMatch(/^\s*4\s+交易金额低于起投金额！$/m);
    expect(text).toContain('将下单 2 笔，跳过 2 行；2 个账户，1 只基金，金额合计 2,000.30 元');
  });

  it('the summary and the exit-1 reason name failed, cancelled and unplaced rows', () => {
    expect(renderSummary(status())).toBe('批次 B1：共 500 笔，成功 498 笔，失败 2 笔，已撤销 0 笔（已完成）');
    const failure = importFailure({
      dryRun: false,
      import: imported(rows),
      check: null,
      batchSerialNo: 'B1',
      status: status(),
      resultFile: null,
      skipped: 1,
      exitCode: 1,
    });
    expect(failure?.exitCode).toBe(ExitCode.Failed);
    expect(failure?.message).toBe('有 3 行未成功：失败 2 笔，已撤销 0 笔，未下单 1 行');
  });

  it('--json prints exactly the outcome on stdout; the rest goes to stderr', () => {
    const { out, streams: s } = streams();
    const outcome = {
      dryRun: true,
      import: imported([row(2)]),
      check: null,
      batchSerialNo: null,
      status: null,
      resultFile: null,
      skipped: 0,
      exitCode: 0 as const,
    };
    printImport(outcome, true, s);
    expect(JSON.parse(out.stdout)).toEqual(outcome);
    expect(out.stderr).toBe('仅校验（--dry-run），未下单\n');
  });

  it('without a terminal, progress is one plain line per change of the percentage', async () => {
    const { out, streams: s } = streams();
    const printer = statusPrinter(s, () => Promise.resolve(createLineProgress(s.stderr)));
    for (const p of [0, 0, 40, 40, 100]) {
      await printer.status?.(
        status({
          progress: p,
          orderStatus: p === 100 ? 'done' : 'processing',
          successSize: p * 5,
          failSize: 0,
        }),
      );
    }
    printer.done?.(status());
    expect(out.stderr.split('\n')).toEqual([
      '下单进度 0%（已处理 0/500 笔）',
      '下单进度 40%（已处理 200/500 笔）',
      '下单进度 100%（已处理 500/500 笔）',
      '批次 B1：共 500 笔，成功 498 笔，失败 2 笔，已撤销 0 笔（已完成）',
      '',
    ]);
    expect(out.stdout).toBe('');
  });

  it('batch list prints a table with Chinese labels on stdout and the page on stderr', () => {
    const { out, streams: s } = streams();
    printBatchList(
      {
        list: [status(), status({ batchSerialNo: 'B2', kind: 'shopCartBuy', fileName: null })],
        page: 1,
        pageCount: 1,
        totalRows: 2,
      },
      false,
      s,
    );
    expect(out.stdout).toMatch(/^批次号\s+类型\s+文件\s+创建时间\s+状态\s+总数\s+成功\s+失败\s+已撤销$/m);
    expect(out.stdout).toMatch(
      /^B1\s+批量申购\s+orders\.xlsx\s+2026-02-13T14:00:00\+08:00\s+已完成\s+500\s+498\s+2\s+0$/m,
    );
    expect(out.stdout).toMatch(/^B2\s+购物车申购\s+2026/m);
    expect(out.stderr).toBe('共 2 个批次，第 1/1 页\n');
  });
});
