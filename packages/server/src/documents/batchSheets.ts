import {
  BATCH_MAX_ROWS,
  BATCH_REMARK_MAX,
  batchTemplateColumns,
  t,
  XLSX_MEDIA_TYPE,
  type BatchColumnField,
  type BatchTradeType,
  type DownloadedFile,
  type MessageKey,
} from '@funddesk/core';
import ExcelJS from 'exceljs';
import type { BatchOutcome } from '../trade/batchStatus.js';

/**
 * The spreadsheets of batch trading (spec 02 §7 "batch Excel"; issue 4 "publish the template"): the
 * template users fill in, and the result with each row's outcome. Every value is written as a value (never
 * a formula, whatever a remark starts with), so a result opened in Excel runs nothing.
 */

const RULES: Record<BatchColumnField, MessageKey> = {
  account: 'batch.template.rule.account',
  fundCode: 'batch.template.rule.fundCode',
  amount: 'batch.template.rule.amount',
  shares: 'batch.template.rule.shares',
  dividendMethod: 'batch.template.rule.dividendMethod',
  remark: 'batch.template.rule.remark',
};

const EXAMPLE: Record<BatchColumnField, () => string> = {
  account: () => '10000001',
  fundCode: () => '000001',
  amount: () => '10000.00',
  shares: () => '1000.00',
  dividendMethod: () => t('batch.dividend.1'),
  remark: () => t('batch.template.example.remark'),
};

const WIDTH: Record<BatchColumnField, number> = {
  account: 28,
  fundCode: 12,
  amount: 16,
  shares: 16,
  dividendMethod: 14,
  remark: 30,
};

const bold = { bold: true } as const;

async function xlsxFile(workbook: ExcelJS.Workbook, fileName: string): Promise<DownloadedFile> {
  const buffer = await workbook.xlsx.writeBuffer();
  return { bytes: new Uint8Array(buffer), fileName, contentType: XLSX_MEDIA_TYPE };
}

/**
 * The template of a trade type: sheet 1 with only the Chinese headers (the import's own words), text format
 * on 账户 and 基金代码 (so `000001` keeps its zeros) and a 分红方式 drop-down; sheet 2 填写说明 with each
 * column's rule, the file rules and an example row. The example is not on sheet 1, so a template uploaded
 * unchanged places nothing (FD4702). Named 批量申购模板.xlsx / 批量赎回模板.xlsx.
 *
 * @see spec 02 §7 batch Excel; issue 4 (template columns); docs/decisions.md "Batch import on the gateway"
 */
export async function batchTemplateWorkbook(tradeType: BatchTradeType): Promise<DownloadedFile> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'FundDesk';
  const columns = batchTemplateColumns[tradeType];
  const sheet = workbook.addWorksheet(
    t(tradeType === 'purchase' ? 'batch.template.sheet.purchase' : 'batch.template.sheet.redemption'),
    { views: [{ state: 'frozen', ySplit: 1 }] },
  );
  sheet.columns = columns.map((column) => ({
    header: t(column.header),
    key: column.field,
    width: WIDTH[column.field],
    style: column.field === 'account' || column.field === 'fundCode' ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = bold;
  const dividend = columns.findIndex((column) => column.field === 'dividendMethod');
  if (dividend >= 0) {
    const letter = sheet.getColumn(dividend + 1).letter;
    for (let row = 2; row <= 200; row++) {
      sheet.getCell(`${letter}${row}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${t('batch.dividend.1')},${t('batch.dividend.0')}"`],
      };
    }
  }

  const help = workbook.addWorksheet(t('batch.template.sheet.help'));
  help.columns = [
    { key: 'c1', width: 28 },
    { key: 'c2', width: 28 },
    { key: 'c3', width: 90 },
    { key: 'c4', width: 14 },
    { key: 'c5', width: 16 },
  ];
  help.addRow([
    t('batch.template.help.column'),
    t('batch.template.help.required'),
    t('batch.template.help.rule'),
  ]).font = bold;
  for (const column of columns) {
    help.addRow([
      t(column.header),
      t(
        column.field === 'account'
          ? 'batch.template.help.conditional'
          : column.required
            ? 'batch.template.help.yes'
            : 'batch.template.help.no',
      ),
      t(RULES[column.field], { max: BATCH_REMARK_MAX }),
    ]);
  }
  help.addRow([]);
  for (const note of [
    t('batch.template.note.rows', { max: BATCH_MAX_ROWS }),
    t('batch.template.note.values'),
    t('batch.template.note.duplicate'),
  ]) {
    help.addRow([note]);
  }
  help.addRow([]);
  help.addRow([t('batch.template.example.title')]).font = bold;
  help.addRow(columns.map((column) => t(column.header))).font = bold;
  help.addRow(columns.map((column) => EXAMPLE[column.field]()));
  help.getColumn(3).alignment = { wrapText: true, vertical: 'top' };
  return xlsxFile(
    workbook,
    t(tradeType === 'purchase' ? 'batch.template.fileName.purchase' : 'batch.template.fileName.redemption'),
  );
}

const OUTCOME: Record<BatchOutcome['outcome'], MessageKey> = {
  placed: 'batch.result.outcome.placed',
  failed: 'batch.result.outcome.failed',
  cancelled: 'batch.result.outcome.cancelled',
  waiting: 'batch.result.outcome.waiting',
  skipped: 'batch.result.outcome.skipped',
};

/**
 * The result of a batch: one row per spreadsheet row (or cart line) with 行号, 账户, 机构名称, 基金代码,
 * 基金名称, the amount or shares, 结果 (成功, 失败, 已撤销, 处理中, 未提交), 订单号 and 原因. Named
 * 批量交易结果_{organisation}_{yyyyMMddHHmmss}.xlsx.
 *
 * @param stamp - `yyyyMMddHHmmss` of the download (Asia/Shanghai)
 * @see spec 02 §7 batch Excel download
 */
export async function batchResultWorkbook(
  tradeType: BatchTradeType,
  outcomes: readonly BatchOutcome[],
  organisation: string,
  stamp: string,
): Promise<DownloadedFile> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'FundDesk';
  const sheet = workbook.addWorksheet(t('batch.result.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: t('batch.result.col.rowNo'), key: 'rowNo', width: 8 },
    { header: t('batch.result.col.account'), key: 'account', width: 24 },
    { header: t('batch.result.col.corpName'), key: 'corpName', width: 32 },
    { header: t('batch.result.col.fundCode'), key: 'fundCode', width: 12 },
    { header: t('batch.result.col.fundName'), key: 'fundName', width: 28 },
    {
      header: t(tradeType === 'purchase' ? 'batch.result.col.amount' : 'batch.result.col.shares'),
      key: 'quantity',
      width: 16,
    },
    { header: t('batch.result.col.outcome'), key: 'outcome', width: 10 },
    { header: t('batch.result.col.serialNo'), key: 'serialNo', width: 28 },
    { header: t('batch.result.col.reason'), key: 'reason', width: 60 },
  ];
  sheet.getRow(1).font = bold;
  for (const row of outcomes) {
    // Text cells: exceljs writes a string as a string (`=1+1` in a remark stays text, never a formula).
    sheet.addRow({
      rowNo: row.rowNo,
      account: row.account,
      corpName: row.corpName ?? '',
      fundCode: row.fundCode,
      fundName: row.fundName ?? '',
      quantity: row.quantity ?? '',
      outcome: t(OUTCOME[row.outcome]),
      serialNo: row.serialNo ?? '',
      reason: row.reason,
    });
  }
  return xlsxFile(workbook, t('batch.result.fileName', { org: organisation, time: stamp }));
}
