import { describe, expect, it } from 'vitest';
import { BOM, csvField, neutraliseFormula, renderCsv } from './csv.js';

describe('CSV (RFC 4180)', () => {
  it('leaves plain fields as they are and quotes those with commas, quotes, CR or LF', () => {
    expect(csvField('华夏成长混合')).toBe('华夏成长混合');
    expect(csvField('1,000.00')).toBe('"1,000.00"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField('')).toBe('');
  });

  it('neutralises text a spreadsheet would run as a formula, but not numbers', () => {
    expect(neutraliseFormula('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(neutraliseFormula('+1+2')).toBe("'+1+2");
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormula('-cmd')).toBe("'-cmd");
    expect(neutraliseFormula('\tx')).toBe("'\tx");
    expect(neutraliseFormula('-1.50')).toBe('-1.50');
    expect(neutraliseFormula('100')).toBe('100');
    expect(neutraliseFormula('2026-02-13')).toBe('2026-02-13');
    // Quoting applies after neutralising.
    expect(csvField('=1,2')).toBe('"\'=1,2"');
  });

  it('starts with a BOM, has a header row and ends every record with CRLF', () => {
    const rows = [
      { id: '1', name: '华夏, "成长"' },
      { id: '2', name: '多行\n名称' },
    ];
    const text = renderCsv(
      [
        { header: '编号', value: (row: (typeof rows)[number]) => row.id },
        { header: '名称', value: (row: (typeof rows)[number]) => row.name },
      ],
      rows,
    );
    expect(text.startsWith(BOM)).toBe(true);
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(text.slice(1)).toBe('编号,名称\r\n1,"华夏, ""成长"""\r\n2,"多行\n名称"\r\n');
  });

  it('has only the header row for no rows', () => {
    expect(renderCsv([{ header: 'a', value: () => '' }], [])).toBe(`${BOM}a\r\n`);
  });
});
