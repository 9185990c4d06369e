/**
 * Batch trading by spreadsheet through the real server and the core client (spec 02 §7 "batch Excel";
 * issue 4): template, importExcel with per-row results, place-order checks, batchPlaceOrderApply with the
 * trade password, status, result download, cancel; the fixtures under tests/fixtures/batch/ok and not-ok.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { batch, callPath, ErrorCode, trade, type BatchImport, type BatchTradeType } from '@funddesk/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manyRows, PURCHASE_HEADER, workbook, zipBomb } from '../fixtures/batch/make-fixtures.mjs';
import { startServer, type TestClient, type TestServer } from '../helpers/server.js';
import { waitFor } from '../helpers/waitFor.js';

const TRADE_PASSWORD = '135790';
const fixtureDir = fileURLToPath(new URL('../fixtures/batch/', import.meta.url));

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

async function loggedIn(loginName: string, groupId?: string): Promise<TestClient> {
  const c = server.client();
  await c.login(loginName, undefined, groupId);
  return c;
}

/** Uploads a fixture (or bytes) through the core client's upload. */
async function importFile(
  c: TestClient,
  file: string | { name: string; bytes: Uint8Array },
  tradeType: BatchTradeType = 'purchase',
  defaultGroupId?: string,
): Promise<BatchImport> {
  const upload =
    typeof file === 'string'
      ? { name: basename(file), bytes: new Uint8Array(await readFile(`${fixtureDir}${file}`)) }
      : file;
  return c.gateway.upload(
    batch.importExcel,
    { tradeType, ...(defaultGroupId ? { defaultGroupId } : {}) },
    upload,
  );
}

async function apply(
  c: TestClient,
  importId: string,
  options: { onlyValid?: boolean; confirmDuplicate?: boolean } = {},
) {
  return c.gateway.call(batch.batchPlaceOrderApply, { importId, tradePassword: TRADE_PASSWORD, ...options });
}

async function waitDone(c: TestClient, batchSerialNo: string) {
  return waitFor(
    async () => {
      const status = await c.gateway.call(batch.batchTradeStatus, { batchSerialNo });
      return status.orderStatus === 'done' && status;
    },
    { timeoutMs: 30_000, what: `batch ${batchSerialNo} done` },
  );
}

const ordersOf = (batchSerialNo: string) =>
  server.db.query<{
    line_no: number;
    group_id: string;
    fund_id: string;
    trade_type: string;
    amount: string;
    shares: string | null;
    dividend_method: string | null;
    remark: string | null;
  }>(
    `SELECT line_no, group_id, fund_id, trade_type, amount::text, shares::text, dividend_method, remark
       FROM orders WHERE batch_serial_no = $1 ORDER BY line_no`,
    [batchSerialNo],
  );

const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(sql, params))[0]!.n;

/** The rows of the first sheet of an xlsx, cell values as shown. */
async function sheetRows(bytes: Uint8Array, sheetIndex = 0): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[sheetIndex]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const problems = (result: BatchImport) =>
  result.rows
    .filter((r) => !r.valid)
    .map((r) => [r.rowNo, r.errors.map((e) => `${e.column}:${e.message}`).join(' | ')]);

describe('template (spec 02 §7 batch Excel; issue 4 "publish the template")', () => {
  it('answers the purchase and redemption templates: Chinese headers on sheet 1, rules and an example on 填写说明', async () => {
    const c = await loggedIn('op01');
    const purchase = await c.gateway.download(batch.batchTemplate, { tradeType: 'purchase' });
    expect(purchase.fileName).toBe('批量申购模板.xlsx');
    expect(await sheetRows(purchase.bytes)).toEqual([
      ['账户', '基金代码', '申购金额(元)', '分红方式', '备注'],
    ]);
    const help = await sheetRows(purchase.bytes, 1);
    expect(help.map((r) => r[0])).toEqual(expect.arrayContaining(['账户', '基金代码', '申购金额(元)']));
    expect(help.at(-1)).toEqual(['10000001', '000001', '10000.00', '现金红利', '一季度配置']);
    const redemption = await c.gateway.download(batch.batchTemplate, { tradeType: 'redemption' });
    expect(redemption.fileName).toBe('批量赎回模板.xlsx');
    expect((await sheetRows(redemption.bytes))[0]).toEqual(['账户', '基金代码', '赎回份额(份)', '备注']);
  });

  it('places nothing from a template uploaded unchanged (FD4702: the example is not on the sheet read)', async () => {
    const c = await loggedIn('op01');
    const template = await c.gateway.download(batch.batchTemplate, { tradeType: 'purchase' });
    await expect(importFile(c, { name: template.fileName, bytes: template.bytes })).rejects.toMatchObject({
      code: ErrorCode.BatchFileEmpty,
    });
  });

  it('imports the template filled in on sheet 1', async () => {
    const c = await loggedIn('op01');
    const template = await c.gateway.download(batch.batchTemplate, { tradeType: 'purchase' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(template.bytes) as unknown as ArrayBuffer);
    book.worksheets[0]!.addRow(['10000001', '000001', '10000.00', '现金红利', '']);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const result = await importFile(c, { name: template.fileName, bytes });
    expect(result).toMatchObject({ totalRows: 1, validRows: 1, totalAmount: '10000.00' });
    expect(result.rows[0]).toMatchObject({ fundCode: '000001', dividendMethod: '1' });
  });
});

describe('import, check, place, status, result (spec 02 §7 batch Excel)', () => {
  it('imports ok/purchase-basic.xlsx: every row valid, resolved and totalled', async () => {
    const c = await loggedIn('op01');
    const result = await importFile(c, 'ok/purchase-basic.xlsx');
    expect(result).toMatchObject({
      tradeType: 'purchase',
      fileName: 'purchase-basic.xlsx',
      totalRows: 3,
      validRows: 3,
      invalidRows: 0,
      totalAmount: '13300.50',
      totalShares: '0.00',
      batchSerialNo: null,
      duplicateOf: null,
    });
    expect(
      result.rows.map((r) => [r.rowNo, r.groupId, r.corpName, r.fundCode, r.amount, r.dividendMethod]),
    ).toEqual([
      [2, '10000001', '鼎元投资管理有限公司', '000001', '10000.00', '1'],
      [3, '10000001', '鼎元投资管理有限公司', '000005', '2500.50', null],
      [4, '10000001', '鼎元投资管理有限公司', '000003', '800.00', '0'],
    ]);
    expect(result.rows[0]!.fundName).toBeTruthy();
    expect(await c.gateway.call(batch.batchImportDetail, { importId: result.importId })).toMatchObject({
      importId: result.importId,
      validRows: 3,
    });
  });

  it('checks, places with the trade password, reports progress and answers the result spreadsheet', async () => {
    const c = await loggedIn('op01');
    const imported = await importFile(c, 'ok/purchase-basic.xlsx');
    const check = await c.gateway.call(batch.batchPlaceOrderCheck, {
      importId: imported.importId,
      onlyValid: false,
    });
    expect(check).toMatchObject({
      placeable: 3,
      skipped: 0,
      totalAmount: '13300.50',
      accounts: 1,
      funds: 3,
      problems: [],
    });
    const { batchSerialNo } = await apply(c, imported.importId, { confirmDuplicate: true });
    const status = await waitDone(c, batchSerialNo);
    expect(status).toMatchObject({
      batchSerialNo,
      totalSize: 3,
      successSize: 3,
      failSize: 0,
      cancelledSize: 0,
      progress: 100,
      kind: 'excelBuy',
      tradeType: 'purchase',
      importId: imported.importId,
      fileName: 'purchase-basic.xlsx',
    });
    const orders = await ordersOf(batchSerialNo);
    expect(
      orders.map((o) => [o.group_id, o.fund_id, o.trade_type, o.amount, o.dividend_method, o.remark]),
    ).toEqual([
      ['10000001', '000001', 'purchase', '10000.00', '1', '一季度配置'],
      ['10000001', '000005', 'purchase', '2500.50', null, ''],
      ['10000001', '000003', 'purchase', '800.00', '0', ''],
    ]);
    // A repeat answers the same batch and places nothing new (DESIGN §7).
    expect(await apply(c, imported.importId, { confirmDuplicate: true })).toEqual({ batchSerialNo });
    expect(await ordersOf(batchSerialNo)).toHaveLength(3);
    await expect(
      apply(c, imported.importId, { onlyValid: true, confirmDuplicate: true }),
    ).rejects.toMatchObject({
      code: ErrorCode.BatchImportAlreadyPlaced,
    });

    const file = await c.gateway.download(batch.batchResultDownload, { batchSerialNo });
    expect(file.fileName).toBe('批量交易结果_鼎元投资管理有限公司_20260213140000.xlsx');
    const rows = await sheetRows(file.bytes);
    expect(rows[0]).toEqual([
      '行号',
      '账户',
      '机构名称',
      '基金代码',
      '基金名称',
      '申购金额(元)',
      '结果',
      '订单号',
      '原因',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[3], r[5], r[6]])).toEqual([
      [2, '000001', '10000.00', '成功'],
      [3, '000005', '2500.50', '成功'],
      [4, '000003', '800.00', '成功'],
    ]);
    const list = await c.gateway.call(batch.batchList, {});
    expect(list.list[0]).toMatchObject({ batchSerialNo, kind: 'excelBuy' });
  });

  it('normalises ok/purchase-normalised.xlsx (full-width digits, thousands separators, 分红方式 words, number cells)', async () => {
    const c = await loggedIn('op01');
    const result = await importFile(c, 'ok/purchase-normalised.xlsx');
    expect(problems(result)).toEqual([]);
    expect(result.rows.map((r) => [r.account, r.fundCode, r.amount, r.dividendMethod])).toEqual([
      ['10000001', '000001', '1234.50', '1'],
      ['10000001', '000005', '3000.00', '0'],
      ['10000001', '000003', '1000.00', '1'],
    ]);
  });

  it('places ok/purchase-multi-account.xlsx for each row’s own organisation (op02 acts for two)', async () => {
    const c = await loggedIn('op02', '10000001');
    const imported = await importFile(c, 'ok/purchase-multi-account.xlsx');
    expect(imported.rows.map((r) => r.groupId)).toEqual(['10000001', '10000002', '10000002']);
    const { batchSerialNo } = await apply(c, imported.importId);
    expect(await waitDone(c, batchSerialNo)).toMatchObject({ successSize: 3 });
    expect((await ordersOf(batchSerialNo)).map((o) => [o.group_id, o.fund_id])).toEqual([
      ['10000001', '000001'],
      ['10000002', '000005'],
      ['10000002', '000001'],
    ]);
  });

  it('fills the default account into rows without one, and refuses a default account that is not the person’s', async () => {
    const c = await loggedIn('op02', '10000001');
    const result = await importFile(c, 'ok/purchase-default-account.xlsx', 'purchase', '10000002');
    expect(result.rows.map((r) => [r.account, r.groupId, r.valid])).toEqual([
      ['10000002', '10000002', true],
      ['10000002', '10000002', true],
    ]);
    const without = await importFile(c, 'ok/purchase-default-account.xlsx');
    expect(problems(without)).toEqual([
      [2, '账户:请填写账户'],
      [3, '账户:请填写账户'],
    ]);
    const op01 = await loggedIn('op01');
    await expect(
      importFile(op01, 'ok/purchase-default-account.xlsx', 'purchase', '10000002'),
    ).rejects.toMatchObject({
      code: ErrorCode.OrgForbidden,
    });
  });
});

describe('bad files are refused whole and store nothing (issue 4 "Bad input and faults")', () => {
  it.each([
    ['not-ok/not-a-spreadsheet.xlsx', ErrorCode.BatchFileUnreadable],
    ['not-ok/zip-without-workbook.xlsx', ErrorCode.BatchFileUnreadable],
    ['not-ok/legacy-xls.xlsx', ErrorCode.BatchFileUnreadable],
    ['not-ok/xml-entities.xlsx', ErrorCode.BatchFileUnreadable],
    ['not-ok/header-only.xlsx', ErrorCode.BatchFileEmpty],
    ['not-ok/empty-sheet.xlsx', ErrorCode.BatchFileEmpty],
    ['not-ok/wrong-header.xlsx', ErrorCode.BatchHeaderMismatch],
    ['not-ok/repeated-header.xlsx', ErrorCode.BatchHeaderMismatch],
  ])('%s -> %s', async (file, code) => {
    const c = await loggedIn('op01');
    const before = await count('SELECT count(*)::int AS n FROM batch_imports');
    await expect(importFile(c, file)).rejects.toMatchObject({ code });
    expect(await count('SELECT count(*)::int AS n FROM batch_imports')).toBe(before);
  });

  it('refuses 10,001 rows (FD4703) and a zip bomb (FD4704), generated into memory', async () => {
    const c = await loggedIn('op01');
    await expect(importFile(c, { name: 'rows.xlsx', bytes: await manyRows(10_001) })).rejects.toMatchObject({
      code: ErrorCode.BatchTooManyRows,
      message: '单个文件最多导入10000行交易数据，请拆分后分别导入',
    });
    await expect(importFile(c, { name: 'bomb.xlsx', bytes: await zipBomb(150) })).rejects.toMatchObject({
      code: ErrorCode.BatchFileTooLarge,
    });
  });

  it('refuses an upload over 10 MB at the gateway (FD4704) even when a client does not check it', async () => {
    const c = await loggedIn('op01');
    const form = new FormData();
    form.append('tradeType', 'purchase');
    form.append('file', new Blob([new Uint8Array(10 * 1024 * 1024 + 10)]), 'big.xlsx');
    const response = await fetch(`${server.baseUrl}${callPath(batch.importExcel)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.session.token ?? ''}`, 'x-gno': c.session.groupId ?? '' },
      body: form,
    });
    const envelope = (await response.json()) as { header: { retCode: string } };
    expect(envelope.header.retCode).toBe(ErrorCode.BatchFileTooLarge);
  });

  it('refuses an upload without a session (401), without the privilege (FD1003) and a JSON body (FD2000)', async () => {
    const anonymous = server.client();
    await expect(importFile(anonymous, 'ok/purchase-basic.xlsx')).rejects.toMatchObject({
      code: ErrorCode.SessionExpired,
    });
    for (const login of ['query01', 'host01']) {
      const c = await loggedIn(login);
      await expect(importFile(c, 'ok/purchase-basic.xlsx')).rejects.toMatchObject({
        code: ErrorCode.Forbidden,
      });
    }
    const c = await loggedIn('op01');
    const response = await fetch(`${server.baseUrl}${callPath(batch.importExcel)}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${c.session.token ?? ''}`,
        'x-gno': c.session.groupId ?? '',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ tradeType: 'purchase' }),
    });
    expect(((await response.json()) as { header: { retCode: string } }).header.retCode).toBe(
      ErrorCode.BadRequest,
    );
  });
});

describe('bad rows: reported with row, column and the cart’s message; placed only when chosen (issue 4)', () => {
  it('merged cells', async () => {
    const c = await loggedIn('op01');
    expect(problems(await importFile(c, 'not-ok/merged-cells.xlsx'))).toEqual([
      [2, '账户:单元格为合并单元格，请取消合并后重新导入'],
      [3, '账户:单元格为合并单元格，请取消合并后重新导入'],
      [
        5,
        '申购金额(元):单元格为合并单元格，请取消合并后重新导入 | 分红方式:单元格为合并单元格，请取消合并后重新导入',
      ],
    ]);
  });

  it('formulas, whatever they show', async () => {
    const c = await loggedIn('op01');
    expect(problems(await importFile(c, 'not-ok/formulas.xlsx'))).toEqual([
      [2, '备注:单元格含有公式，请改为直接填写数值后重新导入'],
      [3, '申购金额(元):单元格含有公式，请改为直接填写数值后重新导入'],
      [4, '基金代码:单元格含有公式，请改为直接填写数值后重新导入'],
    ]);
  });

  it('dates where an amount goes, and dates typed as text', async () => {
    const c = await loggedIn('op01');
    expect(problems(await importFile(c, 'not-ok/dates.xlsx'))).toEqual([
      [2, '申购金额(元):单元格为日期格式，请填写申购金额(元)'],
      [3, '申购金额(元):请输入正确的金额'],
    ]);
  });

  it('duplicate rows name the first row', async () => {
    const c = await loggedIn('op01');
    expect(problems(await importFile(c, 'not-ok/duplicate-rows.xlsx'))).toEqual([
      [3, '整行:与第2行重复（账户、基金代码、金额均相同）'],
      [5, '整行:与第2行重复（账户、基金代码、金额均相同）'],
    ]);
  });

  it('unknown fund codes', async () => {
    const c = await loggedIn('op01');
    expect(problems(await importFile(c, 'not-ok/unknown-funds.xlsx'))).toEqual([
      [3, '基金代码:基金不存在'],
      [4, '基金代码:基金不存在'],
      [5, '基金代码:基金代码应为6位数字'],
    ]);
  });

  it('accounts the person may not act for (another organisation by id or name, a closed one, none)', async () => {
    const c = await loggedIn('op01');
    expect(problems(await importFile(c, 'not-ok/foreign-accounts.xlsx'))).toEqual([
      [3, '账户:您无权操作该机构或账户'],
      [4, '账户:您无权操作该机构或账户'],
      [5, '账户:您无权操作该机构或账户'],
      [6, '账户:您无权操作该机构或账户'],
    ]);
  });

  it('limits per row and across the rows of one account and fund, with the cart’s messages', async () => {
    const c = await loggedIn('op02', '10000001');
    expect(problems(await importFile(c, 'not-ok/limits-across-rows.xlsx'))).toEqual([
      [4, '申购金额(元):交易金额超过日累计上限，请及时与客户经理沟通确认额度！'],
      [5, '申购金额(元):交易金额低于起投金额！'],
      [6, '申购金额(元):请输入正确的金额'],
    ]);
  });

  it('a file with bad rows places nothing (FD4705) unless only the good rows are chosen', async () => {
    const c = await loggedIn('op01');
    const imported = await importFile(c, 'not-ok/unknown-funds.xlsx');
    await expect(
      c.gateway.call(batch.batchPlaceOrderCheck, { importId: imported.importId, onlyValid: false }),
    ).rejects.toMatchObject({
      code: ErrorCode.BatchHasInvalidRows,
      message: '文件中有3行数据有误，请修改后重新导入，或选择仅提交正确的数据',
    });
    await expect(apply(c, imported.importId)).rejects.toMatchObject({ code: ErrorCode.BatchHasInvalidRows });
    expect(
      await count('SELECT count(*)::int AS n FROM batches WHERE import_id = $1', [imported.importId]),
    ).toBe(0);

    const check = await c.gateway.call(batch.batchPlaceOrderCheck, {
      importId: imported.importId,
      onlyValid: true,
    });
    expect(check).toMatchObject({ placeable: 1, skipped: 3 });
    expect(check.problems).toEqual([
      { rowNo: 3, message: '基金不存在' },
      { rowNo: 4, message: '基金不存在' },
      { rowNo: 5, message: '基金代码应为6位数字' },
    ]);
    const { batchSerialNo } = await apply(c, imported.importId, { onlyValid: true });
    expect(await waitDone(c, batchSerialNo)).toMatchObject({ totalSize: 1, successSize: 1 });
    const rows = await sheetRows(
      (await c.gateway.download(batch.batchResultDownload, { batchSerialNo })).bytes,
    );
    expect(rows.slice(1).map((r) => [r[0], r[6], r[8] ?? ''])).toEqual([
      [2, '成功', ''],
      [3, '未提交', '基金不存在'],
      [4, '未提交', '基金不存在'],
      [5, '未提交', '基金代码应为6位数字'],
    ]);
  });

  it('a file with no good row has nothing to place (FD4709)', async () => {
    const c = await loggedIn('op01');
    const imported = await importFile(c, 'not-ok/formulas.xlsx');
    await expect(
      c.gateway.call(batch.batchPlaceOrderCheck, { importId: imported.importId, onlyValid: true }),
    ).rejects.toMatchObject({ code: ErrorCode.BatchNothingPlaceable });
  });
});

describe('the same file twice, passwords, ownership (issue 4; DESIGN §7)', () => {
  it('recognises the same file imported again and needs a confirmation to place it again (FD4706)', async () => {
    const c = await loggedIn('trust01');
    const bytes = await readFile(`${fixtureDir}ok/purchase-default-account.xlsx`);
    const first = await importFile(c, { name: 'a.xlsx', bytes }, 'purchase', '10000002');
    expect(first.duplicateOf).toBeNull();
    const placed = await apply(c, first.importId);
    const second = await importFile(c, { name: '另存为.xlsx', bytes }, 'purchase', '10000002');
    expect(second.duplicateOf).toMatchObject({
      importId: first.importId,
      batchSerialNo: placed.batchSerialNo,
    });
    const check = await c.gateway.call(batch.batchPlaceOrderCheck, {
      importId: second.importId,
      onlyValid: false,
    });
    expect(check.duplicateOf).toMatchObject({ importId: first.importId });
    await expect(apply(c, second.importId)).rejects.toMatchObject({
      code: ErrorCode.BatchDuplicateFile,
      message: expect.stringContaining(`批次号${placed.batchSerialNo}`),
    });
    expect(
      await count('SELECT count(*)::int AS n FROM batches WHERE import_id = $1', [second.importId]),
    ).toBe(0);
    const again = await apply(c, second.importId, { confirmDuplicate: true });
    expect(again.batchSerialNo).not.toBe(placed.batchSerialNo);
  });

  it('checks the trade password first: a wrong one counts down and places nothing', async () => {
    const c = await loggedIn('op01');
    const imported = await importFile(c, 'ok/purchase-default-account.xlsx', 'purchase', '10000001');
    await expect(
      c.gateway.call(batch.batchPlaceOrderApply, { importId: imported.importId, tradePassword: '000000' }),
    ).rejects.toMatchObject({
      code: ErrorCode.TradePasswordWrong,
      message: '输入错误，继续输错4次后账户将会被锁定',
    });
    expect(
      await count('SELECT count(*)::int AS n FROM batches WHERE import_id = $1', [imported.importId]),
    ).toBe(0);
    await apply(c, imported.importId); // the right one resets the counter
  });

  it('keeps imports and batches to the person who made them (FD4707, FD4006)', async () => {
    const owner = await loggedIn('op01');
    const imported = await importFile(owner, 'ok/purchase-default-account.xlsx', 'purchase', '10000001');
    const other = await loggedIn('op02', '10000001');
    await expect(
      other.gateway.call(batch.batchImportDetail, { importId: imported.importId }),
    ).rejects.toMatchObject({
      code: ErrorCode.BatchImportNotFound,
    });
    await expect(apply(other, imported.importId)).rejects.toMatchObject({
      code: ErrorCode.BatchImportNotFound,
    });
    const { batchSerialNo } = await apply(owner, imported.importId, { confirmDuplicate: true });
    await expect(other.gateway.call(batch.batchTradeStatus, { batchSerialNo })).rejects.toMatchObject({
      code: ErrorCode.BatchNotFound,
    });
    await expect(other.gateway.call(batch.batchCancel, { batchSerialNo })).rejects.toMatchObject({
      code: ErrorCode.BatchNotFound,
    });
  });

  it('two concurrent applies of one import place one batch (DESIGN §7: never placed twice)', async () => {
    const c = await loggedIn('op01');
    const imported = await importFile(c, 'ok/purchase-default-account.xlsx', 'purchase', '10000001');
    const [a, b] = await Promise.all([
      apply(c, imported.importId, { confirmDuplicate: true }),
      apply(c, imported.importId, { confirmDuplicate: true }),
    ]);
    expect(a.batchSerialNo).toBe(b.batchSerialNo);
    await waitDone(c, a.batchSerialNo);
    expect(
      await count('SELECT count(*)::int AS n FROM batches WHERE import_id = $1', [imported.importId]),
    ).toBe(1);
    expect(await ordersOf(a.batchSerialNo)).toHaveLength(2);
  });

  it('lets a manager place rows for its product organisations, not for other organisations', async () => {
    const c = await loggedIn('mgr01', '10000010');
    const result = await importFile(c, {
      name: 'products.xlsx',
      bytes: await workbook(PURCHASE_HEADER, [
        ['10000011', '000001', '1000', '', ''],
        ['恒泰价值精选2号私募证券投资基金', '000005', '1000', '', ''],
        ['10000001', '000001', '1000', '', ''],
      ]),
    });
    expect(result.rows.map((r) => [r.groupId, r.valid])).toEqual([
      ['10000011', true],
      ['10000012', true],
      [null, false],
    ]);
    const { batchSerialNo } = await apply(c, result.importId, { onlyValid: true });
    await waitDone(c, batchSerialNo);
    expect((await ordersOf(batchSerialNo)).map((o) => o.group_id)).toEqual(['10000011', '10000012']);
  });

  it('answers a cart batch through the batch status too (kind shopCartBuy)', async () => {
    const c = await loggedIn('op01');
    const { sessionToken } = await c.gateway.call(trade.getSessionToken, {
      gid: '10000001',
      scene: 'SHOPPING_CART_PURCHASE',
    });
    const { batchSerialNo } = await c.gateway.call(trade.cartPurchase, {
      password: TRADE_PASSWORD,
      sessionToken,
      capsource: 2,
      purchaseList: [{ fundCode: '000001', amount: '100' }],
    });
    expect(await waitDone(c, batchSerialNo)).toMatchObject({
      kind: 'shopCartBuy',
      importId: null,
      successSize: 1,
    });
  });
});
