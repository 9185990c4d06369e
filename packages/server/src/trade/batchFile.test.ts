import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ErrorCode } from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import {
  hugeSharedStrings,
  manyEntries,
  manyRows,
  zipBomb,
} from '../../../../tests/fixtures/batch/make-fixtures.mjs';
import { guardZip, readBatchSheet } from './batchFile.js';

const fixture = (path: string): Promise<Uint8Array> =>
  readFile(fileURLToPath(new URL(`../../../../tests/fixtures/batch/${path}`, import.meta.url)));

const codes = (rows: { errors: { code: string }[] }[]) => rows.map((r) => r.errors.map((e) => e.code));

describe('reading a batch spreadsheet as data (spec 02 §7 batch Excel; issue 4)', () => {
  it('reads the rows with their own row numbers and normalised values', async () => {
    const { rows } = await readBatchSheet(await fixture('ok/purchase-normalised.xlsx'), 'purchase');
    expect(rows.map((r) => [r.rowNo, r.account, r.fundCode, r.amount, r.dividendMethod])).toEqual([
      [2, '10000001', '000001', '1234.5', '1'],
      [3, '10000001', '000005', '3000', '0'],
      [4, '10000001', '000003', '1000', '1'],
    ]);
  });

  it('marks merged cells in every row of the range, never trusting the value shown', async () => {
    const { rows } = await readBatchSheet(await fixture('not-ok/merged-cells.xlsx'), 'purchase');
    expect(codes(rows)).toEqual([['mergedCell'], ['mergedCell'], [], ['mergedCell', 'mergedCell']]);
    expect(rows[3]!.errors.map((e) => e.column)).toEqual(['申购金额(元)', '分红方式']);
  });

  it('marks formulas whatever their cached result (never evaluated)', async () => {
    const { rows } = await readBatchSheet(await fixture('not-ok/formulas.xlsx'), 'purchase');
    expect(codes(rows)).toEqual([['formulaCell'], ['formulaCell'], ['formulaCell']]);
    expect(rows.map((r) => r.errors[0]!.column)).toEqual(['备注', '申购金额(元)', '基金代码']);
  });

  it('refuses a date cell where the amount goes, keeps a date typed as text for the amount rule, takes a date remark', async () => {
    const { rows } = await readBatchSheet(await fixture('not-ok/dates.xlsx'), 'purchase');
    expect(codes(rows)).toEqual([['dateCell'], [], []]);
    expect(rows[1]!.amount).toBe('2026-02-13');
    expect(rows[2]!.remark).toBe('2026-02-13');
  });

  it('reads the first visible sheet, never a hidden sheet before it', async () => {
    const { rows } = await readBatchSheet(await fixture('not-ok/hidden-first-sheet.xlsx'), 'purchase');
    expect(rows.map((r) => [r.fundCode, r.amount])).toEqual([['000005', '100']]);
  });

  it.each([
    ['not-ok/not-a-spreadsheet.xlsx', ErrorCode.BatchFileUnreadable],
    ['not-ok/zip-without-workbook.xlsx', ErrorCode.BatchFileUnreadable],
    ['not-ok/legacy-xls.xlsx', ErrorCode.BatchFileUnreadable],
    ['not-ok/xml-entities.xlsx', ErrorCode.BatchFileUnreadable],
    ['not-ok/header-only.xlsx', ErrorCode.BatchFileEmpty],
    ['not-ok/empty-sheet.xlsx', ErrorCode.BatchFileEmpty],
    ['not-ok/wrong-header.xlsx', ErrorCode.BatchHeaderMismatch],
    ['not-ok/repeated-header.xlsx', ErrorCode.BatchHeaderMismatch],
  ])('refuses %s with %s', async (path, code) => {
    await expect(readBatchSheet(await fixture(path), 'purchase')).rejects.toMatchObject({ code });
  });

  it('names the missing columns of a header that is not the template (FD4710)', async () => {
    await expect(readBatchSheet(await fixture('ok/redemption-basic.xlsx'), 'purchase')).rejects.toMatchObject(
      {
        code: ErrorCode.BatchHeaderMismatch,
        message: '表头与模板不一致（缺少列：申购金额(元)），请下载最新模板填写',
      },
    );
  });
});

describe('hostile files (issue 4: huge shared strings, zip bombs, 10,001 rows)', () => {
  it('reads 10,000 rows and refuses 10,001 (FD4703)', async () => {
    expect((await readBatchSheet(await manyRows(10_000), 'purchase')).rows).toHaveLength(10_000);
    await expect(readBatchSheet(await manyRows(10_001), 'purchase')).rejects.toMatchObject({
      code: ErrorCode.BatchTooManyRows,
      message: '单个文件最多导入10000行交易数据，请拆分后分别导入',
    });
  });

  it('stops inflating a zip bomb at the limit (FD4704), whatever entry it hides in', async () => {
    const bomb = await zipBomb(150);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    await expect(guardZip(bomb)).rejects.toMatchObject({ code: ErrorCode.BatchFileTooLarge });
    await expect(guardZip(await zipBomb(40, 'xl/worksheets/sheet2.xml'))).rejects.toMatchObject({
      code: ErrorCode.BatchFileTooLarge,
    });
  });

  it('refuses a shared strings table far larger than any 10,000-row file needs, and too many entries', async () => {
    await expect(guardZip(await hugeSharedStrings(200_000))).rejects.toMatchObject({
      code: ErrorCode.BatchFileTooLarge,
    });
    await expect(guardZip(await manyEntries(600))).rejects.toMatchObject({
      code: ErrorCode.BatchFileTooLarge,
    });
  });

  it('refuses more than 10 MB before opening it', async () => {
    await expect(guardZip(new Uint8Array(10 * 1024 * 1024 + 1))).rejects.toMatchObject({
      code: ErrorCode.BatchFileTooLarge,
    });
  });
});
