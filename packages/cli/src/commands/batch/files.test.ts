import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../../errors.js';
import { numberedName, readSpreadsheet, safeFileName, writeFileAt, writeNewFile } from './files.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'funddesk-batch-files-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe('batch files', () => {
  it('reads an .xlsx file; refuses a missing file, another extension or a directory (exit 2)', async () => {
    const file = join(dir, '批量申购.XLSX');
    await writeFile(file, 'PK');
    const sheet = await readSpreadsheet(file);
    expect(sheet.name).toBe('批量申购.XLSX');
    expect([...sheet.bytes]).toEqual([0x50, 0x4b]);
    await expect(readSpreadsheet(join(dir, 'none.xlsx'))).rejects.toThrow('文件不存在或不可读');
    await writeFile(join(dir, 'orders.csv'), 'a,b');
    await expect(readSpreadsheet(join(dir, 'orders.csv'))).rejects.toThrow('只支持 .xlsx 文件');
    await expect(readSpreadsheet(join(dir, 'orders.xls'))).rejects.toBeInstanceOf(UsageError);
  });

  it('a suggested file name keeps its last segment only, without control or forbidden characters', () => {
    expect(safeFileName('批量交易结果_鼎元_20260213140000.xlsx', 'x.xlsx')).toBe(
      '批量交易结果_鼎元_20260213140000.xlsx',
    );
    expect(safeFileName('../../etc/passwd', 'x.xlsx')).toBe('passwd');
    expect(safeFileName('a\\b:c?.xlsx', 'x.xlsx')).toBe('b_c_.xlsx');
    expect(safeFileName('a\u0007b.xlsx', 'x.xlsx')).toBe('a_b.xlsx');
    for (const empty of ['', '..', '/', ' '] as const) expect(safeFileName(empty, 'x.xlsx')).toBe('x.xlsx');
    expect(numberedName('结果.xlsx', 2)).toBe('结果 (2).xlsx');
  });

  it('a result file never replaces another: name (1), name (2) …', async () => {
    const first = await writeNewFile(dir, 'r.xlsx', bytes('1'));
    const second = await writeNewFile(dir, 'r.xlsx', bytes('2'));
    const third = await writeNewFile(dir, 'r.xlsx', bytes('3'));
    expect([first, second, third]).toEqual([
      join(dir, 'r.xlsx'),
      join(dir, 'r (1).xlsx'),
      join(dir, 'r (2).xlsx'),
    ]);
    expect(await readFile(second, 'utf8')).toBe('2');
  });

  it('a template keeps an existing file unless forced', async () => {
    const file = join(dir, 't.xlsx');
    await writeFileAt(file, bytes('a'), false);
    await expect(writeFileAt(file, bytes('b'), false)).rejects.toThrow('文件已存在');
    expect(await readFile(file, 'utf8')).toBe('a');
    await writeFileAt(file, bytes('c'), true);
    expect(await readFile(file, 'utf8')).toBe('c');
  });
});
