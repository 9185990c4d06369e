import {
  BATCH_MAX_BYTES,
  BATCH_MAX_ROWS,
  ErrorCode,
  GatewayError,
  isBlankRow,
  mapBatchHeaders,
  renderBatchHeaderProblems,
  parseBatchRow,
  type BatchTradeType,
  type ParsedBatchRow,
  type SheetCell,
} from '@funddesk/core';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/**
 * Reading an uploaded batch spreadsheet safely (spec 02 §7 batch Excel; issue 4; DESIGN §7 "spreadsheets
 * read as data"). Two steps:
 * 1. {@link guardZip}: the bytes must be a zip holding a workbook; every entry is inflated once through a
 *    byte counter (declared sizes are not trusted) so that a zip bomb stops at the limit; XML with a DTD is
 *    refused (no entity expansion); worksheet rows and shared strings are counted before any parser builds
 *    objects for them;
 * 2. exceljs reads the workbook; cells become {@link SheetCell}s: a formula is a formula whatever its cached
 *    result, a merged cell is merged, a date-formatted number is a date. Nothing is evaluated.
 */

/** Limits of an upload beyond its 10 MB (DESIGN §7; docs/decisions.md "Batch import"). */
export const ZIP_LIMITS = {
  /** Entries of the zip (a workbook from Excel or WPS has about 10 to 30). */
  maxEntries: 500,
  /** Bytes of all entries inflated. */
  maxTotalBytes: 100 * 1024 * 1024,
  /** Bytes of one entry inflated. */
  maxEntryBytes: 60 * 1024 * 1024,
  /**
   * Bytes of one worksheet or of the shared strings inflated: the parts a reader turns into objects cell by
   * cell (10,000 rows of the template's columns take about 3 MB).
   */
  maxSheetBytes: 32 * 1024 * 1024,
  /** `<row` elements of one worksheet: the data rows, the header and room for blank formatted rows. */
  maxRowElements: 2 * BATCH_MAX_ROWS + 1,
  /** `<si` elements of the shared strings (at most 6 text cells per row, twice over). */
  maxSharedStrings: 12 * BATCH_MAX_ROWS,
} as const;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const tooLarge = (): GatewayError => new GatewayError(ErrorCode.BatchFileTooLarge);
const unreadable = (cause?: unknown): GatewayError =>
  new GatewayError(ErrorCode.BatchFileUnreadable, undefined, { cause });

/** Counts the occurrences of `needle` in a stream of text chunks (matches across chunk borders too). */
class TagCounter {
  count = 0;
  private tail = '';
  constructor(private readonly needle: RegExp) {}
  push(text: string): void {
    const joined = this.tail + text;
    this.count += joined.match(this.needle)?.length ?? 0;
    // Keep a short tail without any complete match in it, so a tag cut in two is counted once.
    const keep = Math.min(16, joined.length);
    const tail = joined.slice(joined.length - keep);
    this.count -= tail.match(this.needle)?.length ?? 0;
    this.tail = tail;
  }
}

/**
 * Checks an upload before a spreadsheet library sees it: zip magic and directory readable, a workbook
 * inside (`[Content_Types].xml`, `xl/workbook.xml`), at most {@link ZIP_LIMITS} entries and inflated bytes
 * (counted while inflating), no DTD in any XML part, and worksheets and shared strings within their counts.
 *
 * @throws GatewayError FD4701 not a workbook or a DTD; FD4704 over the byte limits; FD4703 too many rows
 * @see DESIGN §7; issue 4 (hostile files: huge shared strings, zip bombs)
 */
export async function guardZip(bytes: Uint8Array): Promise<void> {
  if (bytes.byteLength > BATCH_MAX_BYTES) throw tooLarge();
  if (bytes.byteLength < 4 || ZIP_MAGIC.some((b, i) => bytes[i] !== b)) throw unreadable();
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes, { checkCRC32: false, createFolders: false });
  } catch (error) {
    throw unreadable(error);
  }
  const entries = Object.values(zip.files).filter((entry) => !entry.dir);
  if (entries.length > ZIP_LIMITS.maxEntries) throw tooLarge();
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw unreadable();

  let total = 0;
  for (const entry of entries) {
    const isXml = /\.(xml|rels|vml)$/i.test(entry.name);
    const isSheet = /^xl\/worksheets\/[^/]+\.xml$/i.test(entry.name);
    const isStrings = /^xl\/sharedStrings\.xml$/i.test(entry.name);
    const decoder = isXml ? new TextDecoder('utf-8') : null;
    const dtd = new TagCounter(/<!(DOCTYPE|ENTITY)/gi);
    const rows = new TagCounter(/<(\w+:)?row[\s>/]/g);
    const strings = new TagCounter(/<(\w+:)?si[\s>/]/g);
    let size = 0;
    await new Promise<void>((resolve, reject) => {
      let stream: NodeJS.ReadableStream;
      try {
        stream = entry.nodeStream('nodebuffer');
      } catch (error) {
        reject(unreadable(error));
        return;
      }
      const fail = (error: GatewayError): void => {
        stream.removeAllListeners('data');
        stream.pause();
        reject(error);
      };
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        total += chunk.length;
        const limit = isSheet || isStrings ? ZIP_LIMITS.maxSheetBytes : ZIP_LIMITS.maxEntryBytes;
        if (size > limit || total > ZIP_LIMITS.maxTotalBytes) return fail(tooLarge());
        if (!decoder) return;
        const text = decoder.decode(chunk, { stream: true });
        dtd.push(text);
        if (dtd.count > 0) return fail(unreadable());
        if (isSheet) {
          rows.push(text);
          if (rows.count > ZIP_LIMITS.maxRowElements) {
            return fail(
              new GatewayError(ErrorCode.BatchTooManyRows, undefined, { detail: { max: BATCH_MAX_ROWS } }),
            );
          }
        }
        if (isStrings) {
          strings.push(text);
          if (strings.count > ZIP_LIMITS.maxSharedStrings) return fail(tooLarge());
        }
      });
      stream.on('error', (error: unknown) => reject(unreadable(error)));
      stream.on('end', () => resolve());
    });
  }
}

/** A workbook read for a batch: the header's column map and every non-blank data row. */
export interface BatchSheet {
  rows: ParsedBatchRow[];
}

/** Plain text of a rich-text, hyperlink or string value. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) {
      return value.richText
        .map((run: { text?: unknown }) => (typeof run.text === 'string' ? run.text : ''))
        .join('');
    }
    if ('text' in value) return textOf(value.text);
  }
  return null;
}

/** `YYYY-MM-DD` of a date cell's value (exceljs gives dates at UTC midnight of the written day). */
function isoDay(value: unknown): string {
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : '';
}

/**
 * One exceljs cell as a {@link SheetCell}: merged first (the master of a range too: the row it is in is
 * ambiguous), then by type; a formula is `formula` whatever it shows (its cached result is never used).
 */
export function sheetCellOf(cell: ExcelJS.Cell): SheetCell {
  if (cell.isMerged) return { kind: 'merged' };
  switch (cell.type) {
    case ExcelJS.ValueType.Null:
      return { kind: 'empty' };
    case ExcelJS.ValueType.Merge:
      return { kind: 'merged' };
    case ExcelJS.ValueType.Formula:
      return { kind: 'formula' };
    case ExcelJS.ValueType.Number:
      return typeof cell.value === 'number' ? { kind: 'number', value: cell.value } : { kind: 'other' };
    case ExcelJS.ValueType.Date:
      return { kind: 'date', iso: isoDay(cell.value) };
    case ExcelJS.ValueType.String:
    case ExcelJS.ValueType.SharedString:
    case ExcelJS.ValueType.RichText:
    case ExcelJS.ValueType.Hyperlink: {
      const text = textOf(cell.value);
      return text === null ? { kind: 'other' } : { kind: 'text', text };
    }
    case ExcelJS.ValueType.Boolean:
    case ExcelJS.ValueType.Error:
      return { kind: 'other' };
  }
  return { kind: 'other' };
}

/**
 * Reads an uploaded batch spreadsheet (after {@link guardZip}): the first visible worksheet, row 1 the header
 * (mapped to the template's columns by {@link mapBatchHeaders}), every later row that is not blank in the
 * template's columns parsed by {@link parseBatchRow} with its own row number.
 *
 * @param defaultAccount - the import's defaultGroupId, for rows whose 账户 cell is empty
 * @throws GatewayError FD4701 unreadable, FD4702 no data row, FD4703 over 10,000 data rows, FD4704 too large,
 *   FD4710 header not the template's (detail `columns`)
 * @see spec 02 §7 batch Excel; issue 4
 */
export async function readBatchSheet(
  bytes: Uint8Array,
  tradeType: BatchTradeType,
  defaultAccount?: string,
): Promise<BatchSheet> {
  await guardZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer,
    );
  } catch (error) {
    throw unreadable(error);
  }
  // The first sheet the user can see: a hidden sheet before it is never read in its place.
  const sheet = workbook.worksheets.find((candidate) => candidate.state === 'visible');
  if (!sheet || sheet.actualRowCount === 0) throw new GatewayError(ErrorCode.BatchFileEmpty);

  const headerRow = sheet.getRow(1);
  const headers: (string | null)[] = [];
  for (let col = 1; col <= Math.max(headerRow.cellCount, 0); col++) {
    const cell = sheetCellOf(headerRow.getCell(col));
    headers.push(cell.kind === 'text' ? cell.text : cell.kind === 'number' ? String(cell.value) : null);
  }
  const verdict = mapBatchHeaders(tradeType, headers);
  if (!verdict.ok) {
    throw new GatewayError(ErrorCode.BatchHeaderMismatch, undefined, {
      detail: { columns: renderBatchHeaderProblems(verdict) },
    });
  }
  const columnIndexes = Object.values(verdict.columns);
  const rows: ParsedBatchRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNo) => {
    if (rowNo === 1 || tooMany) return;
    const cells: SheetCell[] = [];
    for (const index of columnIndexes) cells[index] = sheetCellOf(row.getCell(index + 1));
    if (isBlankRow(verdict.columns, cells)) return;
    if (rows.length >= BATCH_MAX_ROWS) {
      tooMany = true;
      return;
    }
    rows.push(parseBatchRow(tradeType, verdict.columns, rowNo, cells, defaultAccount));
  });
  if (tooMany)
    throw new GatewayError(ErrorCode.BatchTooManyRows, undefined, { detail: { max: BATCH_MAX_ROWS } });
  if (rows.length === 0) throw new GatewayError(ErrorCode.BatchFileEmpty);
  return { rows };
}
