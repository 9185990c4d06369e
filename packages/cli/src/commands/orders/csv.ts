/**
 * CSV for spreadsheets (RFC 4180), written by `csv-stringify`: fields separated by commas, records ended
 * by CRLF, a field quoted when it holds a comma, a quote, CR or LF, quotes inside doubled. The text starts
 * with a UTF-8 byte order mark so that spreadsheet applications read Chinese as UTF-8.
 */
import { stringify, type Options } from 'csv-stringify/sync';

/** The UTF-8 byte order mark, as the first character of the text. */
export const BOM = '\ufeff';

/** A plain decimal number (`-1.50`, `100`): never treated as a formula. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Neutralises a text a spreadsheet would run as a formula (CSV injection): a field starting with `=`,
 * `+`, `-`, `@`, TAB or CR that is not a plain number gets a leading apostrophe, which spreadsheet
 * applications show as text. Numbers (including negative ones) are left as they are.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !NUMBER.test(value) ? `'${value}` : value;
}

/**
 * csv-stringify's options for spreadsheets: CRLF records (RFC 4180 §2.1), and a lone CR or LF quoted too
 * (csv-stringify quotes the record delimiter only as a whole).
 */
const SPREADSHEET: Options = { record_delimiter: 'windows', quoted_match: /[\r\n]/ };

/** One field of a record: quoted when it holds a comma, a double quote, CR or LF (RFC 4180 §2.6, §2.7). */
export function csvField(value: string): string {
  return stringify([[neutraliseFormula(value)]], SPREADSHEET).slice(0, -2);
}

/** One column of {@link renderCsv}. */
export interface CsvColumn<Row> {
  header: string;
  value(row: Row): string;
}

/**
 * Renders rows as CSV text: the byte order mark, a header row, then one record per row, each ended
 * by CRLF (RFC 4180 §2.1, §2.3).
 */
export function renderCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const records = [
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => column.value(row))),
  ].map((values) => values.map(neutraliseFormula));
  return BOM + stringify(records, SPREADSHEET);
}
