/**
 * A small RFC 4180 CSV reader for the market data files (fund-universe.csv, nav/*.csv, index/*.csv):
 * quoted fields with doubled quotes, commas and newlines inside quotes, CRLF or LF, a leading BOM.
 */

/**
 * Parses CSV text into rows of fields. Empty lines are skipped.
 *
 * @returns every row including the header row
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = (): void => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') endRow();
    else if (c !== '\r') field += c;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/**
 * Parses CSV with a header row into records keyed by the header's names.
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
