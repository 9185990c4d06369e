/**
 * The PDF of a statement (对账单, issue 4 §3): A4 portrait with the CJK font embedded (as the summary PDFs,
 * market/summaryPdf.ts); a header with the organisation, account, period, valuation days and generation
 * time; 资产汇总 (totals); 持仓明细 (holdings with NAV to 4 decimals and market value, a total row);
 * 本期确认交易 (the period's confirmed trades with fees, totals by type); 说明 (definitions); a running
 * header from page 2 and "第 N 页 / 共 M 页" on every page. Tables repeat their header after a page break.
 *
 * Deterministic for a statement: fixed creation date (the request time), no random ids.
 */
import { formatNumber, t, type MessageKey, type StatementNav, type StatementTrade } from '@funddesk/core';
import { openCjkPdf } from '../market/summaryPdf.js';
import type { StatementDocument } from './statementDocument.js';

type Doc = PDFKit.PDFDocument;

const PAGE_WIDTH = 595.28;
const MARGIN_X = 40;
const MARGIN_TOP = 50;
const MARGIN_BOTTOM = 50;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const GREY = '#666666';
const LINE = '#c8c8c8';
const HEAD_FILL = '#eef1f5';
const TOTAL_FILL = '#f7f7f7';
const ACCENT = '#b22222';
const TABLE_FONT = 8;
const PAD = 3;

/** A table column: header, relative width, alignment. */
interface Column {
  header: string;
  weight: number;
  align?: 'left' | 'right';
}

/**
 * A body row: its cells and whether it is a total row (shaded, darker rule above). A total row's first cell
 * may span `span` columns (the cells it covers are left empty).
 */
interface Row {
  cells: readonly string[];
  total?: boolean;
  span?: number;
}

const yuan = (value: string): string => formatNumber(value, 2);
const shares = (value: string): string => formatNumber(value, 2);

/** A NAV with 4 decimals, `*` when simulated, and its date when it is not the valuation day. */
function navText(nav: StatementNav | null, valuationDay: string | null): string {
  if (!nav) return t('display.none');
  const mark = nav.source === 'simulated' ? t('statements.simulatedMark') : '';
  const date = nav.date !== valuationDay ? `（${nav.date.slice(5)}）` : '';
  return `${formatNumber(nav.nav, 4, { thousands: false })}${mark}${date}`;
}

function widthsOf(columns: readonly Column[], width: number): number[] {
  const total = columns.reduce((s, c) => s + c.weight, 0);
  return columns.map((c) => (c.weight / total) * width);
}

/** A section heading: accent bar and title. Starts a new page when the heading and a few rows do not fit. */
function heading(doc: Doc, key: MessageKey): void {
  if (doc.y + 70 > doc.page.height - MARGIN_BOTTOM) doc.addPage();
  doc.moveDown(0.7);
  const y = doc.y;
  doc.rect(MARGIN_X, y + 1, 3, 11).fill(ACCENT);
  doc
    .fillColor('black')
    .fontSize(11)
    .text(t(key), MARGIN_X + 8, y, { lineBreak: false });
  doc.x = MARGIN_X;
  doc.y = y + 17;
}

/**
 * Draws a table with fixed column widths: wrapped cells, numbers right-aligned, the header repeated at
 * the top of each new page.
 */
function table(doc: Doc, columns: readonly Column[], rows: readonly Row[]): void {
  const widths = widthsOf(columns, CONTENT_WIDTH);
  const bottom = (): number => doc.page.height - MARGIN_BOTTOM;
  /** The cells of a row with their x and width (a spanning first cell covers several columns). */
  const layout = (
    cells: readonly string[],
    span = 1,
  ): { text: string; x: number; w: number; i: number }[] => {
    const out: { text: string; x: number; w: number; i: number }[] = [];
    let x = MARGIN_X;
    for (let i = 0; i < cells.length; i += 1) {
      const w = i === 0 ? widths.slice(0, span).reduce((a, b) => a + b, 0) : (widths[i] ?? 40);
      if (i === 0 || i >= span) out.push({ text: cells[i] ?? '', x, w, i });
      if (i === 0 || i >= span) x += w;
    }
    return out;
  };
  const heightOf = (cells: readonly string[], span = 1): number => {
    doc.fontSize(TABLE_FONT);
    const heights = layout(cells, span).map((c) =>
      doc.heightOfString(c.text || ' ', { width: c.w - 2 * PAD }),
    );
    return Math.max(...heights) + 2 * PAD;
  };
  const draw = (cells: readonly string[], kind: 'head' | 'body' | 'total', span = 1): void => {
    const height = heightOf(cells, span);
    const top = doc.y;
    if (kind !== 'body')
      doc.rect(MARGIN_X, top, CONTENT_WIDTH, height).fill(kind === 'head' ? HEAD_FILL : TOTAL_FILL);
    for (const cell of layout(cells, span)) {
      const align = kind === 'head' ? 'center' : cell.i === 0 ? 'left' : (columns[cell.i]?.align ?? 'left');
      doc
        .fillColor(kind === 'head' ? '#333333' : 'black')
        .fontSize(TABLE_FONT)
        .text(cell.text, cell.x + PAD, top + PAD, { width: cell.w - 2 * PAD, align });
    }
    doc.lineWidth(0.5).strokeColor(LINE);
    doc
      .moveTo(MARGIN_X, top + height)
      .lineTo(MARGIN_X + CONTENT_WIDTH, top + height)
      .stroke();
    if (kind === 'total') {
      doc.lineWidth(0.8).strokeColor('#888888');
      doc
        .moveTo(MARGIN_X, top)
        .lineTo(MARGIN_X + CONTENT_WIDTH, top)
        .stroke();
    }
    doc.x = MARGIN_X;
    doc.y = top + height;
  };
  const header = columns.map((c) => c.header);
  const startTop = (): void => {
    doc.lineWidth(0.8).strokeColor('#888888');
    doc
      .moveTo(MARGIN_X, doc.y)
      .lineTo(MARGIN_X + CONTENT_WIDTH, doc.y)
      .stroke();
    draw(header, 'head');
  };
  if (doc.y + heightOf(header) + heightOf(rows[0]?.cells ?? header) > bottom()) doc.addPage();
  startTop();
  for (const row of rows) {
    if (doc.y + heightOf(row.cells, row.span) > bottom()) {
      doc.addPage();
      startTop();
    }
    draw(row.cells, row.total ? 'total' : 'body', row.span);
  }
  doc.y += 4;
}

/** A grid of label/value pairs, two pairs per line (header block and totals). */
function pairs(doc: Doc, items: readonly (readonly [string, string])[], valueAlign: 'left' | 'right'): void {
  const labelWidth = 100;
  const valueWidth = CONTENT_WIDTH / 2 - labelWidth;
  for (let i = 0; i < items.length; i += 2) {
    const line = items.slice(i, i + 2);
    doc.fontSize(9);
    const height =
      Math.max(...line.map(([, v]) => doc.heightOfString(v || ' ', { width: valueWidth - 2 * PAD - 4 }))) +
      2 * PAD +
      2;
    const top = doc.y;
    line.forEach(([label, value], j) => {
      const x = MARGIN_X + j * (CONTENT_WIDTH / 2);
      if (label === '') return;
      doc.rect(x, top, labelWidth, height).fill(HEAD_FILL);
      doc
        .fillColor('#333333')
        .fontSize(9)
        .text(label, x + PAD + 2, top + PAD + 1, { width: labelWidth - 2 * PAD - 2 });
      doc
        .fillColor('black')
        .fontSize(9)
        .text(value, x + labelWidth + PAD + 2, top + PAD + 1, {
          width: valueWidth - 2 * PAD - 6,
          align: valueAlign,
        });
    });
    doc.lineWidth(0.5).strokeColor(LINE);
    doc
      .moveTo(MARGIN_X, top + height)
      .lineTo(MARGIN_X + CONTENT_WIDTH, top + height)
      .stroke();
    doc.x = MARGIN_X;
    doc.y = top + height;
  }
}

function note(doc: Doc, key: MessageKey): void {
  doc.fillColor('black').fontSize(9).text(t(key), MARGIN_X, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
  doc.moveDown(0.3);
}

function emptyLine(doc: Doc, key: MessageKey): void {
  doc
    .fillColor(GREY)
    .fontSize(9)
    .text(t(key), MARGIN_X, doc.y + 2, { width: CONTENT_WIDTH });
  doc.fillColor('black').moveDown(0.3);
}

function tradeTotalRow(label: MessageKey, list: readonly StatementTrade[], amount: string, fee: string): Row {
  return {
    total: true,
    span: 4,
    cells: [t(label, { count: list.length }), '', '', '', yuan(amount), yuan(fee), '', ''],
  };
}

/**
 * Renders a statement as PDF with the CJK font at `fontPath` (a TrueType collection member named
 * PDF_FONT_NAME, via openCjkPdf).
 *
 * @returns the PDF bytes
 * @see issue 4 §3 (A4, Chinese font embedded, paginated, totals that reconcile)
 */
export function renderStatementPdf(statement: StatementDocument, fontPath: string): Promise<Uint8Array> {
  const { bounds, content, corpName, groupId } = statement;
  const { totals } = content;
  const created = new Date(statement.createdAt);
  const title = t('statements.title');
  const { doc, done } = openCjkPdf({
    title: `${title} ${corpName} ${bounds.period}`,
    date: created,
    margins: { top: MARGIN_TOP, bottom: MARGIN_BOTTOM, left: MARGIN_X, right: MARGIN_X },
    fontPath,
  });

  // ---- header ----
  doc
    .fontSize(17)
    .fillColor('black')
    .text(title, MARGIN_X, MARGIN_TOP, { width: CONTENT_WIDTH, align: 'center' });
  doc
    .fontSize(9)
    .fillColor(GREY)
    .text(t('statements.subtitle', { period: bounds.period }), { width: CONTENT_WIDTH, align: 'center' });
  doc.moveDown(0.6);
  doc.rect(MARGIN_X, doc.y, CONTENT_WIDTH, 1.2).fill(ACCENT);
  doc.y += 6;
  const periodText = t(bounds.complete ? 'statements.periodRange' : 'statements.periodRunning', {
    start: bounds.start,
    end: bounds.end,
  });
  const none = t('display.none');
  pairs(
    doc,
    [
      [t('statements.field.org'), corpName],
      [t('statements.field.account'), groupId],
      [t('statements.field.period'), periodText],
      [
        t('statements.field.valuation'),
        t('statements.valuationDays', {
          opening: bounds.openingDay ?? none,
          closing: bounds.closingDay ?? none,
        }),
      ],
      [t('statements.field.generatedAt'), statement.generatedAt],
      ['', ''],
    ],
    'left',
  );

  // ---- 资产汇总 ----
  heading(doc, 'statements.section.summary');
  pairs(
    doc,
    [
      [t('statements.total.openingValue'), yuan(totals.openingValue)],
      [t('statements.total.closingValue'), yuan(totals.closingValue)],
      [t('statements.total.purchaseAmount'), yuan(totals.purchaseAmount)],
      [t('statements.total.redemptionAmount'), yuan(totals.redemptionAmount)],
      [t('statements.total.fees'), yuan(totals.fees)],
      [t('statements.total.redemptionNet'), yuan(totals.redemptionNet)],
      [t('statements.total.profit'), yuan(totals.profit)],
      [
        t('statements.total.tradeCount'),
        t('statements.total.tradeCountValue', {
          count: totals.tradeCount,
          purchases: totals.purchaseCount,
          redemptions: totals.redemptionCount,
        }),
      ],
    ],
    'right',
  );
  if (content.holdings.length === 0 && content.trades.length === 0) {
    doc.moveDown(0.3);
    emptyLine(doc, 'statements.noActivity');
  }

  // ---- 持仓明细 ----
  heading(doc, 'statements.section.holdings');
  if (content.holdings.length === 0) emptyLine(doc, 'statements.none.holdings');
  else {
    table(
      doc,
      [
        { header: t('statements.col.fund'), weight: 128 },
        { header: t('statements.col.openingShares'), weight: 60, align: 'right' },
        { header: t('statements.col.openingValue'), weight: 66, align: 'right' },
        { header: t('statements.col.closingShares'), weight: 60, align: 'right' },
        { header: t('statements.col.nav'), weight: 50, align: 'right' },
        { header: t('statements.col.closingValue'), weight: 70, align: 'right' },
        { header: t('statements.col.profit'), weight: 66, align: 'right' },
      ],
      [
        ...content.holdings.map((h) => ({
          cells: [
            `${h.fundId} ${h.fundName}`,
            shares(h.openingShares),
            yuan(h.openingValue),
            shares(h.closingShares),
            navText(h.closingNav, bounds.closingDay),
            yuan(h.closingValue),
            yuan(h.profit),
          ],
        })),
        {
          total: true,
          span: 2,
          cells: [
            t('statements.totalRow'),
            '',
            yuan(totals.openingValue),
            '',
            '',
            yuan(totals.closingValue),
            yuan(totals.profit),
          ],
        },
      ],
    );
  }

  // ---- 本期确认交易 ----
  heading(doc, 'statements.section.trades');
  if (content.trades.length === 0) emptyLine(doc, 'statements.none.trades');
  else {
    const purchases = content.trades.filter((tr) => tr.tradeType === 'purchase');
    const redemptions = content.trades.filter((tr) => tr.tradeType === 'redemption');
    const totalRows: Row[] = [];
    if (purchases.length > 0)
      totalRows.push(
        tradeTotalRow('statements.pdf.purchaseTotal', purchases, totals.purchaseAmount, totals.purchaseFee),
      );
    if (redemptions.length > 0)
      totalRows.push(
        tradeTotalRow(
          'statements.pdf.redemptionTotal',
          redemptions,
          totals.redemptionAmount,
          totals.redemptionFee,
        ),
      );
    totalRows.push({
      total: true,
      span: 4,
      cells: [t('statements.pdf.feeTotal'), '', '', '', '', yuan(totals.fees), '', ''],
    });
    table(
      doc,
      [
        { header: t('statements.col.confirmDay'), weight: 50 },
        { header: t('statements.col.serialNo'), weight: 112 },
        { header: t('statements.col.fund'), weight: 100 },
        { header: t('statements.col.tradeType'), weight: 38 },
        { header: t('statements.col.amount'), weight: 62, align: 'right' },
        { header: t('statements.col.fee'), weight: 44, align: 'right' },
        { header: t('statements.col.confirmNav'), weight: 44, align: 'right' },
        { header: t('statements.col.shares'), weight: 56, align: 'right' },
      ],
      [
        ...content.trades.map((tr) => ({
          cells: [
            tr.confirmDay,
            tr.serialNo,
            `${tr.fundId} ${tr.fundName}`,
            t(`tradeType.${tr.tradeType}`),
            yuan(tr.amount),
            yuan(tr.fee),
            tr.confirmNav === null
              ? none
              : `${formatNumber(tr.confirmNav, 4, { thousands: false })}${tr.navSource === 'simulated' ? t('statements.simulatedMark') : ''}`,
            shares(tr.shares),
          ],
        })),
        ...totalRows,
      ],
    );
  }

  // ---- 说明 ----
  heading(doc, 'statements.section.notes');
  note(doc, 'statements.note.rules');
  note(doc, 'statements.note.profit');
  if (statement.simulated || content.trades.some((tr) => tr.navSource === 'simulated'))
    note(doc, 'statements.note.simulated');
  note(doc, 'statements.note.disclaimer');

  // ---- running header (from page 2) and page numbers ----
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const { top, bottom } = doc.page.margins;
    doc.page.margins.top = 0;
    doc.page.margins.bottom = 0;
    if (i > range.start) {
      doc
        .fontSize(8)
        .fillColor(GREY)
        .text(`${title} · ${corpName} · ${bounds.period}`, MARGIN_X, MARGIN_TOP / 2 - 2, {
          width: CONTENT_WIDTH,
          align: 'left',
          lineBreak: false,
        });
    }
    doc
      .fontSize(8)
      .fillColor(GREY)
      .text(
        t('server.pdf.page', { page: i + 1, pages: range.count }),
        MARGIN_X,
        doc.page.height - MARGIN_BOTTOM / 2 - 4,
        {
          width: CONTENT_WIDTH,
          align: 'center',
          lineBreak: false,
        },
      );
    doc.page.margins.top = top;
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
