import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords } from './csv.js';

describe('market data CSV through csv-parse (RFC 4180; issue 10 §4)', () => {
  it('reads quotes, doubled quotes, commas and newlines inside quotes, CRLF and LF, a BOM; skips empty lines', () => {
    expect(parseCsv('\ufeffa,b\r\n"x,""y",2\n\n"l1\nl2",\n')).toEqual([
      ['a', 'b'],
      ['x,"y', '2'],
      ['l1\nl2', ''],
    ]);
  });

  it('keys records by the trimmed header and fills a missing trailing cell with an empty string', () => {
    expect(parseCsvRecords(' date ,close\n2024-01-02, 3.5\n2024-01-03\n', ['date'], 'x.csv')).toEqual([
      { date: '2024-01-02', close: '3.5' },
      { date: '2024-01-03', close: '' },
    ]);
  });

  it('names the file and the column when a required column is missing', () => {
    expect(() => parseCsvRecords('date\n1\n', ['close'], 'index/000300.csv')).toThrow(
      'index/000300.csv: missing column close',
    );
  });
});
