import type {
  BatchRowError,
  BatchRowErrorCode,
  BatchRowField,
  BatchTradeType,
  DividendMethod,
} from '../domain/batch.js';
import { renderMessage, t, type MessageKey, type RuleMessage } from '../messages/index.js';

/**
 * Reading a batch spreadsheet as data (spec 02 §7 "batch Excel"; issue 4): header mapping, cell
 * normalisation (full-width digits, thousands separators, 分红方式 words) and the per-cell refusals
 * (formulas, merged cells, dates). Pure: the server turns exceljs cells into {@link SheetCell}s first, so
 * that these rules never see a spreadsheet library and never evaluate anything.
 */

/** Longest remark, characters (FundDesk; docs/decisions.md "Batch import"). */
export const BATCH_REMARK_MAX = 100;

/** A column of the template: the row field it fills. */
export type BatchColumnField = 'account' | 'fundCode' | 'amount' | 'shares' | 'dividendMethod' | 'remark';

/** The template's columns per trade type, in order, with their Chinese header and whether required. */
export const batchTemplateColumns: Readonly<
  Record<BatchTradeType, readonly { field: BatchColumnField; header: MessageKey; required: boolean }[]>
> = {
  purchase: [
    { field: 'account', header: 'batch.column.account', required: false },
    { field: 'fundCode', header: 'batch.column.fundCode', required: true },
    { field: 'amount', header: 'batch.column.amount', required: true },
    { field: 'dividendMethod', header: 'batch.column.dividendMethod', required: false },
    { field: 'remark', header: 'batch.column.remark', required: false },
  ],
  redemption: [
    { field: 'account', header: 'batch.column.account', required: false },
    { field: 'fundCode', header: 'batch.column.fundCode', required: true },
    { field: 'shares', header: 'batch.column.shares', required: true },
    { field: 'remark', header: 'batch.column.remark', required: false },
  ],
};

/**
 * Header texts the import accepts besides the template's own, normalised by {@link normaliseHeader}
 * (so `申购金额（元）`, `申购金额 (元)` and `*申购金额(元)` all match `申购金额(元)`).
 */
const HEADER_ALIASES: Readonly<Record<BatchColumnField, readonly string[]>> = {
  account: ['账户', '账户编号', '账户名称', '账号', '机构', '机构编号', '机构名称', '组织编号', 'groupid'],
  fundCode: ['基金代码', '代码', '产品代码', 'fundcode'],
  amount: ['申购金额(元)', '申购金额', '金额(元)', '金额', '买入金额(元)', '买入金额', 'amount'],
  shares: ['赎回份额(份)', '赎回份额', '份额(份)', '份额', '卖出份额(份)', '卖出份额', 'shares'],
  dividendMethod: ['分红方式', '分红', 'dividendmethod'],
  remark: ['备注', '说明', 'remark'],
};

/**
 * Normalises a header text for matching: NFKC (full-width brackets and letters become ASCII), no
 * whitespace, no required-marks `*`, lower case.
 *
 * @example normaliseHeader(' *申购金额（元） ') === '申购金额(元)'
 */
export function normaliseHeader(text: string): string {
  return text.normalize('NFKC').replace(/[\s*]/g, '').toLowerCase();
}

/** Where each field's column is (0-based index into the header row). */
export type BatchColumnMap = Partial<Record<BatchColumnField, number>>;

/**
 * The verdict on a header row: the columns, or the template's fields whose column is missing and those
 * whose column is repeated (codes; render with {@link renderBatchHeaderProblems} at the edge).
 */
export type BatchHeaderVerdict =
  | { ok: true; columns: BatchColumnMap }
  | { ok: false; missing: BatchColumnField[]; repeated: BatchColumnField[] };

/**
 * Maps a header row to the template's fields. Unknown columns are ignored (a user may keep a column of
 * their own); a column of the other trade type is unknown to this one. Refused when a required column
 * (基金代码, 申购金额(元) or 赎回份额(份)) is missing or any known column appears twice.
 *
 * @param headers - the texts of row 1, by column index (null for empty cells)
 * @returns the column map, or the fields whose column is missing and those repeated (template order)
 * @see spec 02 §7 batch Excel (template); issue 4 "Chinese headers"
 */
export function mapBatchHeaders(
  tradeType: BatchTradeType,
  headers: readonly (string | null)[],
): BatchHeaderVerdict {
  const wanted = batchTemplateColumns[tradeType];
  const byAlias = new Map<string, BatchColumnField>();
  for (const column of wanted) {
    for (const alias of HEADER_ALIASES[column.field]) byAlias.set(normaliseHeader(alias), column.field);
  }
  const columns: BatchColumnMap = {};
  const repeated = new Set<BatchColumnField>();
  headers.forEach((text, index) => {
    if (text === null) return;
    const field = byAlias.get(normaliseHeader(text));
    if (!field) return;
    if (columns[field] !== undefined) repeated.add(field);
    else columns[field] = index;
  });
  const missing = wanted.filter((c) => c.required && columns[c.field] === undefined).map((c) => c.field);
  if (missing.length === 0 && repeated.size === 0) return { ok: true, columns };
  return { ok: false, missing, repeated: [...repeated] };
}

/**
 * The FD4710 detail of a refused header row, rendered in Chinese from the catalogue at the edge:
 * 缺少列：{headers} and/or 重复的列：{headers}, each list joined with 、, the two joined with ；.
 *
 * @param verdict - a refusal of {@link mapBatchHeaders}
 * @returns e.g. `缺少列：申购金额(元)` or `缺少列：基金代码；重复的列：备注`
 * @see spec 02 §7 batch Excel (template); issue 4 "Chinese headers"
 */
export function renderBatchHeaderProblems(
  verdict: Pick<Extract<BatchHeaderVerdict, { ok: false }>, 'missing' | 'repeated'>,
): string {
  const list = (fields: readonly BatchColumnField[]) => fields.map(headerOf).join('、');
  const parts: string[] = [];
  if (verdict.missing.length > 0)
    parts.push(t('batch.error.headerMissing', { columns: list(verdict.missing) }));
  if (verdict.repeated.length > 0) {
    parts.push(t('batch.error.headerRepeated', { columns: list(verdict.repeated) }));
  }
  return parts.join('；');
}

/** The catalogue key of each field's template header. */
const HEADER_KEY: Record<BatchColumnField, MessageKey> = {
  account: 'batch.column.account',
  fundCode: 'batch.column.fundCode',
  amount: 'batch.column.amount',
  shares: 'batch.column.shares',
  dividendMethod: 'batch.column.dividendMethod',
  remark: 'batch.column.remark',
};

/** The Chinese header of a field (the template's). */
export function headerOf(field: BatchColumnField): string {
  return t(HEADER_KEY[field]);
}

/** A field's template header as a message param (rendered in place by renderMessage). */
function headerParam(field: BatchColumnField): RuleMessage {
  return { code: HEADER_KEY[field] };
}

/**
 * One cell as the server read it, with nothing evaluated:
 * - `text`: a string (shared, inline or rich text, joined);
 * - `number`: a number as stored (JavaScript number; only the cell's own value, never a formula result);
 * - `date`: a number formatted as a date, or a date value (`iso` is its `YYYY-MM-DD`);
 * - `formula`: a formula (its cached result is ignored);
 * - `merged`: part of a merged range;
 * - `other`: an error value (`#N/A`), a boolean or anything else.
 */
export type SheetCell =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'date'; iso: string }
  | { kind: 'formula' }
  | { kind: 'merged' }
  | { kind: 'other' };

const EMPTY: SheetCell = { kind: 'empty' };

/** Whether a cell holds nothing (no value, or only whitespace). */
export function isEmptyCell(cell: SheetCell | undefined): boolean {
  return !cell || cell.kind === 'empty' || (cell.kind === 'text' && cell.text.trim() === '');
}

/**
 * Normalises a number as written in a cell: NFKC (full-width digits, `．`, `，`, `－` and the ideographic
 * space become ASCII), no whitespace, a leading `¥`/`￥` and a trailing unit (元, 份) dropped, thousands
 * separators removed when they group correctly (`1,000,000.50`; `1,00` is left as is so the amount rule
 * refuses it), and trailing zeros of the decimals dropped (`12.340` -> `12.34`, `100.00` -> `100`), which
 * keeps the value.
 *
 * @param text - the cell text
 * @returns the normalised text (possibly still not a number; the amount and shares rules judge it)
 * @see issue 4 (full-width digits and thousands separators normalised), spec 02 §5
 */
export function normaliseNumberText(text: string): string {
  let s = text
    .normalize('NFKC')
    .replace(/\s/g, '')
    .replace(/^[¥￥]/, '')
    .replace(/[元份]$/, '');
  if (s.includes(',')) {
    if (/^-?\d{1,3}(,\d{3})+(\.\d*)?$/.test(s)) s = s.replace(/,/g, '');
    else return s;
  }
  if (/^-?\d+\.\d*$/.test(s)) s = s.replace(/0+$/, '').replace(/\.$/, '');
  return s;
}

/**
 * The decimal text of a number cell: the shortest form that reads back as the same double (what Excel
 * wrote for a typed value), with trailing decimal zeros dropped. A value with float noise
 * (`123.45000000000002`) keeps its digits, so the 2-decimal rule refuses it rather than rounding money.
 */
export function numberCellText(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return normaliseNumberText(String(value));
}

/** Words of 分红方式 (spec 02 §9: 0 reinvestment, 1 cash), normalised by NFKC without whitespace. */
const DIVIDEND_WORDS: Readonly<Record<string, DividendMethod>> = {
  现金红利: '1',
  现金分红: '1',
  现金: '1',
  '1': '1',
  红利再投资: '0',
  红利再投: '0',
  再投资: '0',
  红利转投: '0',
  '0': '0',
};

/**
 * Reads a 分红方式 cell: 现金红利/现金分红/现金/1 -> `1`, 红利再投资/红利再投/再投资/红利转投/0 -> `0`,
 * empty -> null (the fund's default); anything else -> undefined (refused).
 *
 * @see spec 02 §9 (dividend methods: 0 reinvestment, 1 cash)
 */
export function readDividendMethod(text: string): DividendMethod | null | undefined {
  const key = text.normalize('NFKC').replace(/\s/g, '');
  if (key === '') return null;
  return DIVIDEND_WORDS[key];
}

/**
 * A row read from the sheet, before the checks that need the database: values normalised, the default
 * account filled in, and the errors of the cells themselves (formulas, merged cells, dates, unreadable
 * values, missing fund code or account, fund code format, 分红方式 word, remark length). Amounts and
 * shares are kept as written (normalised) for the amount and shares rules.
 */
export interface ParsedBatchRow {
  rowNo: number;
  /** The account cell (normalised) or the default account; '' when neither. */
  account: string;
  fundCode: string;
  /** Purchase: the amount text (normalised); null when the cell could not be read. Redemption: null. */
  amount: string | null;
  /** Redemption: the shares text (normalised); null when the cell could not be read. Purchase: null. */
  shares: string | null;
  dividendMethod: DividendMethod | null;
  remark: string;
  errors: BatchRowError[];
}

/** The error codes that come from the cells; they never change once the file is read. */
export const SHEET_ERROR_CODES: ReadonlySet<BatchRowErrorCode> = new Set<BatchRowErrorCode>([
  'formulaCell',
  'mergedCell',
  'dateCell',
  'unreadableCell',
  'required',
  'format',
  'tooLong',
]);

const ROW_FIELD: Record<BatchColumnField, BatchRowField> = {
  account: 'groupId',
  fundCode: 'fundCode',
  amount: 'amount',
  shares: 'shares',
  dividendMethod: 'dividendMethod',
  remark: 'remark',
};

/**
 * A row error of a column, with the column's Chinese header: where a rule's verdict (row code plus the
 * catalogue message with its params) becomes the wire shape {@link BatchRowError} (spec 02 §7), whose
 * `message` is the text rendered from the catalogue.
 */
export function cellError(
  field: BatchColumnField,
  code: BatchRowErrorCode,
  message: RuleMessage,
): BatchRowError {
  return { column: headerOf(field), field: ROW_FIELD[field], code, message: renderMessage(message) };
}

/**
 * Whether a row has no value in any of the template's columns (such rows are skipped, not counted).
 */
export function isBlankRow(columns: BatchColumnMap, cells: readonly (SheetCell | undefined)[]): boolean {
  return Object.values(columns).every((index) => isEmptyCell(cells[index]));
}

/**
 * Reads one data row. Each mapped cell is judged by its kind first: a formula, a merged cell or an
 * unreadable value is an error in that column whatever it shows; a date is an error where a number or a
 * code is expected (the remark takes it as `YYYY-MM-DD`). Then the values:
 * - 账户: text (NFKC, trimmed) or a whole number (a group id typed as a number); empty -> the default
 *   account, or `required` when there is none;
 * - 基金代码: 6 digits after NFKC and whitespace removal; a whole number below 1,000,000 is padded to 6
 *   digits (Excel drops the leading zeros of `000001` typed into a number cell); empty -> `required`,
 *   else `format`;
 * - 申购金额(元) / 赎回份额(份): {@link normaliseNumberText} of the text or {@link numberCellText} of the
 *   number (checked later by the cart's amount rule or the shares rule);
 * - 分红方式: {@link readDividendMethod}; 备注: at most {@link BATCH_REMARK_MAX} characters.
 *
 * @param rowNo - the spreadsheet's row number (header is row 1)
 * @param cells - the row's cells by column index
 * @param defaultAccount - the account of rows whose 账户 cell is empty (the import's defaultGroupId)
 * @see spec 02 §7 batch Excel; issue 4 (read spreadsheets as data, each bad row with its column)
 */
export function parseBatchRow(
  tradeType: BatchTradeType,
  columns: BatchColumnMap,
  rowNo: number,
  cells: readonly (SheetCell | undefined)[],
  defaultAccount?: string,
): ParsedBatchRow {
  const errors: BatchRowError[] = [];
  const cellAt = (field: BatchColumnField): SheetCell => {
    const index = columns[field];
    return index === undefined ? EMPTY : (cells[index] ?? EMPTY);
  };
  /** The cell's text, or null after recording the error of a cell that is not a value. */
  const valueOf = (field: BatchColumnField, acceptDate: boolean): string | number | null => {
    const cell = cellAt(field);
    switch (cell.kind) {
      case 'empty':
        return '';
      case 'text':
        return cell.text;
      case 'number':
        return cell.value;
      case 'date':
        if (acceptDate) return cell.iso;
        errors.push(
          cellError(field, 'dateCell', {
            code: 'batch.row.dateCell',
            params: { column: headerParam(field) },
          }),
        );
        return null;
      case 'formula':
        errors.push(cellError(field, 'formulaCell', { code: 'batch.row.formulaCell' }));
        return null;
      case 'merged':
        errors.push(cellError(field, 'mergedCell', { code: 'batch.row.mergedCell' }));
        return null;
      case 'other':
        errors.push(
          cellError(field, 'unreadableCell', {
            code: 'batch.row.unreadableCell',
            params: { column: headerParam(field) },
          }),
        );
        return null;
    }
  };

  // 账户
  let account = '';
  const accountValue = valueOf('account', false);
  if (accountValue !== null) {
    account =
      typeof accountValue === 'number'
        ? Number.isInteger(accountValue)
          ? String(accountValue)
          : numberCellText(accountValue)
        : accountValue.normalize('NFKC').trim().replace(/\s+/g, ' ');
    if (account === '') {
      account = defaultAccount?.trim() ?? '';
      if (account === '') {
        errors.push(
          cellError('account', 'required', {
            code: 'batch.row.required',
            params: { column: headerParam('account') },
          }),
        );
      }
    }
  }

  // 基金代码
  let fundCode = '';
  const codeValue = valueOf('fundCode', false);
  if (codeValue !== null) {
    if (typeof codeValue === 'number') {
      fundCode =
        Number.isInteger(codeValue) && codeValue >= 0 && codeValue < 1_000_000
          ? String(codeValue).padStart(6, '0')
          : numberCellText(codeValue);
    } else fundCode = codeValue.normalize('NFKC').replace(/\s/g, '');
    if (fundCode === '') {
      errors.push(
        cellError('fundCode', 'required', {
          code: 'batch.row.required',
          params: { column: headerParam('fundCode') },
        }),
      );
    } else if (!/^\d{6}$/.test(fundCode)) {
      errors.push(cellError('fundCode', 'format', { code: 'batch.row.fundCodeFormat' }));
    }
  }

  // 申购金额(元) / 赎回份额(份)
  const quantityField: BatchColumnField = tradeType === 'purchase' ? 'amount' : 'shares';
  const quantityValue = valueOf(quantityField, false);
  const quantity =
    quantityValue === null
      ? null
      : typeof quantityValue === 'number'
        ? numberCellText(quantityValue)
        : normaliseNumberText(quantityValue);

  // 分红方式 (purchase only)
  let dividendMethod: DividendMethod | null = null;
  if (tradeType === 'purchase') {
    const dividendValue = valueOf('dividendMethod', false);
    if (dividendValue !== null) {
      const read = readDividendMethod(String(dividendValue));
      if (read === undefined) {
        errors.push(cellError('dividendMethod', 'format', { code: 'batch.row.dividendFormat' }));
      } else dividendMethod = read;
    }
  }

  // 备注
  let remark = '';
  const remarkValue = valueOf('remark', true);
  if (remarkValue !== null) {
    remark = (typeof remarkValue === 'number' ? numberCellText(remarkValue) : remarkValue).trim();
    if ([...remark].length > BATCH_REMARK_MAX) {
      errors.push(
        cellError('remark', 'tooLong', {
          code: 'batch.row.remarkTooLong',
          params: { max: BATCH_REMARK_MAX },
        }),
      );
    }
  }

  return {
    rowNo,
    account,
    fundCode,
    amount: tradeType === 'purchase' ? quantity : null,
    shares: tradeType === 'redemption' ? quantity : null,
    dividendMethod,
    remark,
    errors,
  };
}
