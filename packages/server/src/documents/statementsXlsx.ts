/**
 * The xlsx of a statement (对账单, issue 4 §3): the PDF's sections as three sheets — 汇总 (header and
 * totals), 持仓明细 (holdings with NAV to 4 decimals, market values, flows and profit, a total row) and
 * 确认交易 (the period's confirmed trades, totals by type). Numbers are cells with number formats
 * (`#,##0.00`, NAV `0.0000`); totals are values (the sums of the rows), not formulas.
 */
import { t, type MessageKey, type StatementHolding, type StatementTrade } from '@funddesk/core';
import ExcelJS from 'exceljs';
import type { StatementDocument } from './statementDocument.js';

const YUAN = '#,##0.00';
const NAV = '0.0000';

/**
 * A decimal string as a spreadsheet number. xlsx stores every number as an IEEE double; a value with at
 * most 4 decimals and 15 significant digits survives the round trip exactly at its shown precision.
 */
const num = (decimal: string | null | undefined): number | null =>
  decimal === null || decimal === undefined ? null : Number(decimal);

const sourceText = (source: 'real' | 'simulated' | null | undefined): string | null =>
  source ? t(source === 'real' ? 'server.export.navSource.real' : 'server.export.navSource.simulated') : null;

/** A column of a data sheet: header, width, number format and the cell of a row. */
interface Column<Row> {
  header: MessageKey;
  width: number;
  numFmt?: string;
  value: (row: Row) => string | number | null;
}

const holdingColumns: readonly Column<StatementHolding>[] = [
  { header: 'statements.col.fundCode', width: 10, value: (h) => h.fundId },
  { header: 'statements.col.fundName', width: 26, value: (h) => h.fundName },
  { header: 'statements.col.openingShares', width: 14, numFmt: YUAN, value: (h) => num(h.openingShares) },
  { header: 'statements.col.openingValue', width: 15, numFmt: YUAN, value: (h) => num(h.openingValue) },
  { header: 'statements.col.sharesIn', width: 14, numFmt: YUAN, value: (h) => num(h.sharesIn) },
  { header: 'statements.col.sharesOut', width: 14, numFmt: YUAN, value: (h) => num(h.sharesOut) },
  { header: 'statements.col.closingShares', width: 14, numFmt: YUAN, value: (h) => num(h.closingShares) },
  { header: 'statements.col.nav', width: 10, numFmt: NAV, value: (h) => num(h.closingNav?.nav) },
  { header: 'statements.col.navDate', width: 12, value: (h) => h.closingNav?.date ?? null },
  { header: 'statements.col.closingValue', width: 15, numFmt: YUAN, value: (h) => num(h.closingValue) },
  { header: 'statements.col.paid', width: 14, numFmt: YUAN, value: (h) => num(h.paid) },
  { header: 'statements.col.received', width: 16, numFmt: YUAN, value: (h) => num(h.received) },
  { header: 'statements.col.fees', width: 11, numFmt: YUAN, value: (h) => num(h.fees) },
  { header: 'statements.col.profit', width: 14, numFmt: YUAN, value: (h) => num(h.profit) },
  { header: 'statements.col.navSource', width: 10, value: (h) => sourceText(h.closingNav?.source) },
];

const tradeColumns: readonly Column<StatementTrade>[] = [
  { header: 'statements.col.confirmDay', width: 12, value: (r) => r.confirmDay },
  { header: 'statements.col.tradeDay', width: 12, value: (r) => r.tradeDay },
  { header: 'statements.col.serialNo', width: 24, value: (r) => r.serialNo },
  { header: 'statements.col.fundCode', width: 10, value: (r) => r.fundId },
  { header: 'statements.col.fundName', width: 26, value: (r) => r.fundName },
  { header: 'statements.col.tradeType', width: 10, value: (r) => t(`tradeType.${r.tradeType}`) },
  { header: 'statements.col.amount', width: 15, numFmt: YUAN, value: (r) => num(r.amount) },
  { header: 'statements.col.fee', width: 11, numFmt: YUAN, value: (r) => num(r.fee) },
  { header: 'statements.col.netAmount', width: 15, numFmt: YUAN, value: (r) => num(r.netAmount) },
  { header: 'statements.col.confirmNav', width: 10, numFmt: NAV, value: (r) => num(r.confirmNav) },
  { header: 'statements.col.shares', width: 14, numFmt: YUAN, value: (r) => num(r.shares) },
  { header: 'statements.col.navSource', width: 10, value: (r) => sourceText(r.navSource) },
];

/** Adds a data sheet: frozen bold header, one row per item, then the total rows (bold, shaded). */
function dataSheet<Row>(
  workbook: ExcelJS.Workbook,
  name: MessageKey,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  totals: readonly (readonly (string | number | null)[])[],
): void {
  const sheet = workbook.addWorksheet(t(name), { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: t(c.header),
    key: `c${i}`,
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  for (const total of totals) {
    const added = sheet.addRow([...total]);
    added.font = { bold: true };
    added.eachCell((cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
    });
  }
}

/**
 * Renders a statement as xlsx.
 *
 * @returns the workbook bytes (created and modified at the request time, so a regenerated file is equal)
 * @see issue 4 §3 (the same sections as the PDF)
 */
export async function renderStatementXlsx(statement: StatementDocument): Promise<Uint8Array> {
  const { bounds, content, corpName, groupId } = statement;
  const { totals } = content;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'FundDesk';
  workbook.created = new Date(statement.createdAt);
  workbook.modified = new Date(statement.createdAt);
  workbook.title = `${t('statements.title')} ${corpName} ${bounds.period}`;

  const none = t('display.none');
  const summary = workbook.addWorksheet(t('statements.sheet.summary'));
  summary.columns = [
    { key: 'label', width: 24 },
    { key: 'value', width: 40 },
  ];
  const title = summary.addRow([t('statements.title')]);
  title.font = { bold: true, size: 14 };
  const info: [MessageKey, string][] = [
    ['statements.field.org', corpName],
    ['statements.field.account', groupId],
    [
      'statements.field.period',
      t(bounds.complete ? 'statements.periodRange' : 'statements.periodRunning', {
        start: bounds.start,
        end: bounds.end,
      }),
    ],
    [
      'statements.field.valuation',
      t('statements.valuationDays', {
        opening: bounds.openingDay ?? none,
        closing: bounds.closingDay ?? none,
      }),
    ],
    ['statements.field.generatedAt', statement.generatedAt],
  ];
  for (const [label, value] of info) summary.addRow([t(label), value]);
  summary.addRow([]);
  const heading = summary.addRow([t('statements.section.summary')]);
  heading.font = { bold: true };
  const money: [MessageKey, string][] = [
    ['statements.total.openingValue', totals.openingValue],
    ['statements.total.closingValue', totals.closingValue],
    ['statements.total.purchaseAmount', totals.purchaseAmount],
    ['statements.total.purchaseFee', totals.purchaseFee],
    ['statements.total.redemptionAmount', totals.redemptionAmount],
    ['statements.total.redemptionNet', totals.redemptionNet],
    ['statements.total.fees', totals.fees],
    ['statements.total.profit', totals.profit],
  ];
  for (const [label, value] of money) {
    const row = summary.addRow([t(label), num(value)]);
    row.getCell(2).numFmt = YUAN;
  }
  summary.addRow([
    t('statements.total.tradeCount'),
    t('statements.total.tradeCountValue', {
      count: totals.tradeCount,
      purchases: totals.purchaseCount,
      redemptions: totals.redemptionCount,
    }),
  ]);
  summary.addRow([]);
  const notes: MessageKey[] = [
    'statements.note.rules',
    'statements.note.profit',
    'statements.note.disclaimer',
  ];
  if (content.holdings.length === 0 && content.trades.length === 0) notes.unshift('statements.noActivity');
  for (const key of notes) {
    const row = summary.addRow([t(key)]);
    summary.mergeCells(row.number, 1, row.number, 2);
    row.alignment = { wrapText: true, vertical: 'top' };
    row.height = 30;
  }

  dataSheet(workbook, 'statements.sheet.holdings', holdingColumns, content.holdings, [
    [
      t('statements.totalRow'),
      null,
      null,
      num(totals.openingValue),
      null,
      null,
      null,
      null,
      null,
      num(totals.closingValue),
      num(totals.purchaseAmount),
      num(totals.redemptionNet),
      num(totals.fees),
      num(totals.profit),
    ],
  ]);

  const tradeTotals: (string | number | null)[][] = [];
  if (totals.purchaseCount > 0)
    tradeTotals.push([
      t('statements.pdf.purchaseTotal', { count: totals.purchaseCount }),
      ...Array<null>(5).fill(null),
      num(totals.purchaseAmount),
      num(totals.purchaseFee),
    ]);
  if (totals.redemptionCount > 0)
    tradeTotals.push([
      t('statements.pdf.redemptionTotal', { count: totals.redemptionCount }),
      ...Array<null>(5).fill(null),
      num(totals.redemptionAmount),
      num(totals.redemptionFee),
      num(totals.redemptionNet),
    ]);
  tradeTotals.push([t('statements.pdf.feeTotal'), ...Array<null>(6).fill(null), num(totals.fees)]);
  dataSheet(workbook, 'statements.sheet.trades', tradeColumns, content.trades, tradeTotals);

  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer);
}
