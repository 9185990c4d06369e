/**
 * The market data files' CSV (fund-universe.csv, nav/*.csv, index/*.csv), read with `csv-parse` (RFC 4180:
 * quoted fields with doubled quotes, commas and newlines inside quotes, CRLF or LF, a leading BOM).
 */
import { parse } from 'csv-parse/sync';

/**
 * Parses CSV text into rows of fields. Empty lines are skipped; rows may differ in length.
 *
 * @returns every row including the header row
 */
export function parseCsv(text: string): string[][] {
  const rows: unknown = parse(text, {
    bom: true,
    // CRLF and LF may both occur in one file (auto-detection would take the first one only)
    record_delimiter: ['\r\n', '\n'],
    skip_empty_lines: true,
    relax_column_count: true,
  });
  return rows as string[][]; // without `columns`, csv-parse yields arrays of strings
}

/**
 * Parses CSV with a header row into records keyed by the header's names (names and values trimmed; a
 * missing trailing cell is '').
 *
 * @param required - header names that must be present (throws otherwise, naming the file)
 */
export function parseCsvRecords(
  text: string,
  required: readonly string[],
  file: string,
): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const names = header.map((h) => h.trim());
  for (const name of required) {
    if (!names.includes(name)) throw new Error(`${file}: missing column ${name}`);
  }
  return rows.map((cells) => {
    const record: Record<string, string> = {};
    names.forEach((name, index) => {
      record[name] = (cells[index] ?? '').trim();
    });
    return record;
  });
}
