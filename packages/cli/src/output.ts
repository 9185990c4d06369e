/**
 * Terminal output: tables and key/value blocks aligned by display width (a CJK character takes two
 * columns), and JSON. Pure string builders; the caller writes them.
 */

/** Code point ranges of East Asian Wide and Fullwidth characters (two terminal columns). */
const wideRanges: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x115f], // Hangul Jamo initials
  [0x231a, 0x231b],
  [0x2329, 0x232a],
  [0x23e9, 0x23ec],
  [0x2e80, 0x303e], // CJK radicals, Kangxi, CJK symbols and punctuation (。、「」)
  [0x3041, 0x33ff], // Hiragana, Katakana, Bopomofo, CJK compatibility
  [0x3400, 0x4dbf], // CJK Extension A
  [0x4e00, 0x9fff], // CJK Unified Ideographs
  [0xa000, 0xa4cf], // Yi
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe19], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms, small forms
  [0xff00, 0xff60], // fullwidth forms (（），：)
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f], // emoji
  [0x1f900, 0x1f9ff],
  [0x20000, 0x3fffd], // CJK Extensions B..
];

/** Zero-width code points: combining marks, zero-width spaces and joiners, variation selectors. */
function isZeroWidth(cp: number): boolean {
  return (
    (cp >= 0x0300 && cp <= 0x036f) ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    cp === 0xfeff
  );
}

function isWide(cp: number): boolean {
  for (const [from, to] of wideRanges) {
    if (cp < from) return false;
    if (cp <= to) return true;
  }
  return false;
}

/** Columns a text takes in a terminal: 2 per CJK/fullwidth character, 0 for combining marks, else 1. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    if (isZeroWidth(cp)) continue;
    width += isWide(cp) ? 2 : 1;
  }
  return width;
}

/**
 * Replaces control characters (C0, DEL, C1) with U+FFFD, so that data from the server cannot move the
 * cursor or recolour the terminal.
 */
export function sanitize(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '\ufffd');
}

/** Pads a text to `width` display columns. */
export function padDisplay(text: string, width: number, align: 'left' | 'right' = 'left'): string {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return align === 'left' ? text + fill : fill + text;
}

/** One column of {@link renderTable}. */
export interface Column<Row> {
  header: string;
  value(row: Row): string;
  /** Numbers align right. */
  align?: 'left' | 'right';
}

/**
 * Renders rows as a table: a header line, then one line per row, columns separated by two spaces and
 * aligned by display width. Trailing spaces are trimmed. Ends with a newline.
 */
export function renderTable<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  const cells = rows.map((row) => columns.map((column) => sanitize(column.value(row))));
  const widths = columns.map((column, i) =>
    Math.max(displayWidth(column.header), ...cells.map((line) => displayWidth(line[i] ?? ''))),
  );
  const line = (values: readonly string[]): string =>
    values
      .map((value, i) => padDisplay(value, widths[i] ?? 0, columns[i]?.align ?? 'left'))
      .join('  ')
      .trimEnd();
  return `${[line(columns.map((c) => c.header)), ...cells.map(line)].join('\n')}\n`;
}

/** Renders label/value pairs as an aligned block (`基金代码  000001`). Ends with a newline. */
export function renderKeyValue(pairs: ReadonlyArray<readonly [string, string]>): string {
  const width = Math.max(0, ...pairs.map(([label]) => displayWidth(label)));
  return `${pairs.map(([label, value]) => `${padDisplay(label, width)}  ${sanitize(value)}`.trimEnd()).join('\n')}\n`;
}

/** JSON for stdout: two-space indented, one trailing newline. */
export function renderJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
