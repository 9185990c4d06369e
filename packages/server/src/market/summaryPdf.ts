/**
 * 产品资料概要 (product summary) PDFs rendered from each fund's real profile (issue 3; spec 03 §4 summary
 * PDF dialog, §7 GET common/viewAttachment/pdf): A4, a CJK font (WenQuanYi Micro Hei), several pages with
 * page numbers; simulated figures (risk level, fees, simulated NAV) labelled 模拟数据.
 *
 * The output is deterministic for a fund and NAV day (fixed CreationDate, no random ids) and kept in
 * memory per fund.
 */
import { existsSync } from 'node:fs';
import {
  Dec,
  discountText,
  discountedRateE6,
  ErrorCode,
  feeRateText,
  fundTypeText,
  GatewayError,
  rateE6Text,
  riskLevelText,
  shanghaiInstant,
  t,
  tierText,
  type DownloadedFile,
  type FeeRateEntry,
  type MessageKey,
} from '@funddesk/core';
import PDFDocument from 'pdfkit';
import { createSummaryPdfCache } from './caches.js';
import type { FundRecord, MarketService } from './index.js';

/** The CJK font collection installed by scripts/setup-system.sh (Debian fonts-wqy-microhei). */
export const DEFAULT_PDF_FONT_PATH = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
/**
 * The font inside the collection, by its PostScript name (fontkit picks a collection member by that name;
 * the family name is 'WenQuanYi Micro Hei').
 */
export const PDF_FONT_NAME = 'WenQuanYiMicroHei';
/** PDF media type. */
export const PDF_CONTENT_TYPE = 'application/pdf';

/** Where the font is: `FUNDDESK_PDF_FONT`, else {@link DEFAULT_PDF_FONT_PATH}. */
export function pdfFontPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.FUNDDESK_PDF_FONT ?? DEFAULT_PDF_FONT_PATH;
}

/**
 * A new A4 PDF with the CJK font registered and selected (bufferPages on, FundDesk as author), and the
 * promise of its bytes once `doc.end()` is called. `date` is the creation and modification date written
 * into the file (a fixed one keeps the bytes reproducible).
 */
export function openCjkPdf(options: {
  title: string;
  date: Date;
  margins: { top: number; bottom: number; left: number; right: number };
  fontPath: string;
}): { doc: PDFKit.PDFDocument; done: Promise<Uint8Array> } {
  const doc = new PDFDocument({
    size: 'A4',
    margins: options.margins,
    bufferPages: true,
    info: {
      Title: options.title,
      Author: 'FundDesk',
      Creator: 'FundDesk',
      Producer: 'FundDesk',
      CreationDate: options.date,
      ModDate: options.date,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', options.fontPath, PDF_FONT_NAME);
  doc.font('cjk');
  return { doc, done };
}

/** The fund a summary attachment id belongs to (`SIM-SUMMARY-{code}`, spec 03 §3 summaryPdf). */
export function fundOfSummaryId(market: MarketService, anyshareId: string): FundRecord {
  const match = /^SIM-SUMMARY-(\d{6})$/.exec(anyshareId);
  const fund = match ? market.fund(match[1] ?? '') : undefined;
  if (!fund || fund.summaryPdf !== anyshareId) throw new GatewayError(ErrorCode.FundNotFound);
  return fund;
}

const PAGE_MARGIN = 56;
const GREY = '#666666';
const RED = '#b22222';
const LINE = '#cccccc';
/** A4 width in points minus the margins. */
const CONTENT_WIDTH = 595.28 - 2 * PAGE_MARGIN;
const RECENT_NAV_ROWS = 10;

type Doc = PDFKit.PDFDocument;

function heading(doc: Doc, key: MessageKey): void {
  doc.moveDown(0.8).fontSize(13).fillColor(RED).text(t(key), PAGE_MARGIN).fillColor('black').moveDown(0.3);
  doc
    .strokeColor(LINE)
    .moveTo(PAGE_MARGIN, doc.y)
    .lineTo(PAGE_MARGIN + CONTENT_WIDTH, doc.y)
    .stroke()
    .moveDown(0.3);
}

/** A table with fixed column widths; wraps cells, starts a new page when a row does not fit. */
function table(
  doc: Doc,
  widths: readonly number[],
  header: readonly string[],
  rows: readonly (readonly string[])[],
): void {
  const pad = 4;
  const drawRow = (cells: readonly string[], bold: boolean): void => {
    doc.fontSize(9);
    const heights = cells.map((c, i) => doc.heightOfString(c, { width: (widths[i] ?? 60) - 2 * pad }));
    const height = Math.max(...heights) + 2 * pad;
    if (doc.y + height > doc.page.height - PAGE_MARGIN) doc.addPage();
    const top = doc.y;
    let x = PAGE_MARGIN;
    if (bold) doc.rect(PAGE_MARGIN, top, CONTENT_WIDTH, height).fill('#f3f3f3');
    cells.forEach((c, i) => {
      const w = widths[i] ?? 60;
      doc.rect(x, top, w, height).strokeColor(LINE).stroke();
      doc.fillColor('black').text(c, x + pad, top + pad, { width: w - 2 * pad });
      x += w;
    });
    doc.x = PAGE_MARGIN;
    doc.y = top + height;
  };
  drawRow(header, true);
  for (const r of rows) drawRow(r, false);
  doc.moveDown(0.5);
}

function keyValues(doc: Doc, rows: readonly [string, string][]): void {
  table(doc, [100, CONTENT_WIDTH - 100], [t('server.pdf.field.code'), rows[0]?.[1] ?? ''], rows.slice(1));
}

const simulatedMark = (simulated: boolean): string => (simulated ? t('server.pdf.simulated') : '');

function buyRows(buy: readonly FeeRateEntry[]): string[][] {
  return buy.map((e) => {
    const discounted = discountedRateE6(e);
    return [
      tierText(e),
      feeRateText(e),
      discountText(e.enDiscountE4) ?? t('server.pdf.fees.noDiscount'),
      feeRateText({ maxFeeE6: discounted, feeUnit: e.feeUnit }),
    ];
  });
}

/** Everything the renderer reads about a fund (gathered first, so rendering is synchronous). */
interface SummaryData {
  fund: FundRecord;
  profile: Awaited<ReturnType<MarketService['profile']>>;
  fees: Awaited<ReturnType<MarketService['feeSchedule']>>;
  nav: { date: string; value: string; dailyReturn: string | null; source: string }[];
}

async function gather(market: MarketService, fund: FundRecord): Promise<SummaryData> {
  await market.refresh();
  const [profile, fees] = await Promise.all([market.profile(fund.fundId), market.feeSchedule(fund.fundId)]);
  const points = market.navPoints(fund.fundId, '1m');
  let nav = points.slice(-RECENT_NAV_ROWS).reverse();
  if (nav.length === 0) {
    const latest = market.navOn(fund.fundId, market.asOf());
    nav = latest ? [{ date: latest.date, value: latest.nav, dailyReturn: null, source: latest.source }] : [];
  }
  return { fund, profile, fees, nav };
}

function sizeText(fund: FundRecord): string {
  if (!fund.sizeYuan) return t('server.pdf.none');
  const yi = new Dec(fund.sizeYuan).div(100_000_000).toFixed(2, Dec.ROUND_HALF_UP);
  return t('server.pdf.size', { amount: yi, date: fund.sizeDate ?? '' });
}

/** Renders the PDF of gathered data with the font at `fontPath`. */
function render(data: SummaryData, fontPath: string): Promise<Uint8Array> {
  const { fund, profile, fees, nav } = data;
  const none = t('server.pdf.none');
  const dateOf = nav[0]?.date ?? profile.establishDate ?? '2000-01-01';
  const fixed = new Date(shanghaiInstant(dateOf));
  const title = t('server.pdf.title', { name: fund.shortName });
  const { doc, done } = openCjkPdf({
    title,
    date: fixed,
    margins: { top: PAGE_MARGIN, bottom: PAGE_MARGIN, left: PAGE_MARGIN, right: PAGE_MARGIN },
    fontPath,
  });

  doc.fontSize(18).text(title, { align: 'center' });
  doc
    .moveDown(0.3)
    .fontSize(9)
    .fillColor(GREY)
    .text(t('server.pdf.subtitle', { date: dateOf }), { align: 'center' });
  doc.fillColor('black');

  heading(doc, 'server.pdf.section.basic');
  const riskSimulated = fund.simulatedFields.includes('fundRiskLevel');
  keyValues(doc, [
    [t('server.pdf.field.code'), fund.fundId],
    [t('server.pdf.field.shortName'), fund.shortName],
    [t('server.pdf.field.fullName'), profile.fullName ?? fund.fullName ?? none],
    [
      t('server.pdf.field.type'),
      `${fundTypeText(fund.fundTypeCode)}${fund.publishedType ? `（${fund.publishedType}）` : ''}`,
    ],
    [t('server.pdf.field.risk'), `${riskLevelText(fund.riskLevel)}${simulatedMark(riskSimulated)}`],
    [t('server.pdf.field.company'), fund.company || none],
    [t('server.pdf.field.managers'), profile.managers.length > 0 ? profile.managers.join('、') : none],
    [t('server.pdf.field.custodian'), profile.custodian ?? none],
    [t('server.pdf.field.establish'), profile.establishDate ?? none],
    [t('server.pdf.field.size'), sizeText(fund)],
    [t('server.pdf.field.benchmark'), profile.benchmark ?? none],
  ]);

  heading(doc, 'server.pdf.section.objective');
  for (const [label, text] of [
    [t('server.pdf.field.objective'), profile.objective ?? none],
    [t('server.pdf.field.strategy'), profile.strategy ?? none],
  ] as const) {
    doc.fontSize(11).text(label).moveDown(0.2);
    doc
      .fontSize(10)
      .text(text, { width: CONTENT_WIDTH, align: 'justify', lineGap: 3, indent: 20 })
      .moveDown(0.6);
  }

  doc.addPage();
  heading(doc, 'server.pdf.section.fees');
  doc
    .fontSize(11)
    .text(`${t('server.pdf.fees.buy')}${t('server.pdf.simulated')}`)
    .moveDown(0.3);
  table(
    doc,
    [170, 100, 83, 130],
    [
      t('server.pdf.fees.col.range'),
      t('server.pdf.fees.col.rate'),
      t('server.pdf.fees.col.discount'),
      t('server.pdf.fees.col.discounted'),
    ],
    buyRows(fees.buy),
  );
  doc
    .fontSize(11)
    .text(`${t('server.pdf.fees.sell')}${t('server.pdf.simulated')}`)
    .moveDown(0.3);
  table(
    doc,
    [270, 213],
    [t('server.pdf.fees.col.range'), t('server.pdf.fees.col.rate')],
    fees.sell.map((s) => [tierText(s), feeRateText(s)]),
  );
  doc
    .fontSize(11)
    .text(`${t('server.pdf.fees.yearly')}${t('server.pdf.simulated')}`)
    .moveDown(0.3);
  table(
    doc,
    [270, 213],
    [t('server.pdf.fees.col.item'), t('server.pdf.fees.col.yearRate')],
    [
      [t('server.pdf.fees.manage'), rateE6Text(fees.manageFeeE6)],
      [t('server.pdf.fees.custody'), rateE6Text(fees.custodyFeeE6)],
    ],
  );

  heading(doc, 'server.pdf.section.nav');
  if (nav.length === 0) doc.fontSize(10).text(t('server.pdf.nav.none'));
  else {
    table(
      doc,
      [130, 120, 120, 113],
      [
        t('server.pdf.nav.col.date'),
        t('server.pdf.nav.col.nav'),
        t('server.pdf.nav.col.return'),
        t('server.pdf.nav.col.source'),
      ],
      nav.map((p) => [
        p.date,
        p.value,
        p.dailyReturn === null ? none : `${p.dailyReturn}%`,
        t(p.source === 'real' ? 'server.export.navSource.real' : 'server.export.navSource.simulated'),
      ]),
    );
  }

  heading(doc, 'server.pdf.section.risk');
  doc
    .fontSize(10)
    .text(t('server.pdf.risk.text'), { width: CONTENT_WIDTH, align: 'justify', lineGap: 3, indent: 20 });
  doc
    .moveDown(0.6)
    .fontSize(9)
    .fillColor(GREY)
    .text(t('server.pdf.risk.simulated'), { width: CONTENT_WIDTH, lineGap: 2 });
  doc.fillColor('black');

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .fillColor(GREY)
      .text(
        t('server.pdf.page', { page: i + 1, pages: range.count }),
        PAGE_MARGIN,
        doc.page.height - PAGE_MARGIN / 2 - 4,
        { width: CONTENT_WIDTH, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** Rendered PDFs by fund and NAV day (a new NAV day renders again). */
const cache = createSummaryPdfCache();

/**
 * The 产品资料概要 PDF of a summary attachment id (spec 03 §4 summary PDF dialog, §7 viewAttachment/pdf).
 *
 * @param fontPath - the CJK font collection; default {@link pdfFontPath}
 * @throws GatewayError FundNotFound (FD3001) for an unknown id; PdfFontMissing (FD5001) without the font
 * @see spec 03 §4, §5 (only funds with a summary are offered), issue 3
 */
export async function summaryPdf(
  market: MarketService,
  anyshareId: string,
  fontPath: string = pdfFontPath(),
): Promise<DownloadedFile> {
  const fund = fundOfSummaryId(market, anyshareId);
  if (!existsSync(fontPath)) throw new GatewayError(ErrorCode.PdfFontMissing);
  const data = await gather(market, fund);
  const key = `${fund.fundId}@${data.nav[0]?.date ?? ''}@${fontPath}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const bytes = await render(data, fontPath);
  const file: DownloadedFile = {
    bytes,
    contentType: PDF_CONTENT_TYPE,
    fileName: t('server.pdf.fileName', { code: fund.fundId, name: fund.shortName }),
  };
  cache.set(key, file);
  return file;
}
