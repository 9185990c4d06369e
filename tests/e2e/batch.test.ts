import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { expectAccessible, launchUi, type Ui } from './ui.js';

const webDist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));

let server: TestServer;
let ui: Ui;
let work: string;
let templatePath = '';
let uploadPath = '';

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'funddesk-e2e-batch-'));
  server = await startServer({ webDir: webDist });
  ui = await launchUi(server.baseUrl);
  await ui.login('op01');
});

afterAll(async () => {
  await ui?.close();
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** Lets transitions (dialogs fading in, switches sliding) end before a screenshot (no fixed wait). */
const settle = () => ui.settle();

/** The cell of spreadsheet row `rowNo` and column `col` in the validation table. */
const cell = (rowNo: number, col: string) =>
  ui.page.locator(`.fd-batch-table [data-row="${rowNo}"][data-col="${col}"]`);

/**
 * Fills the downloaded template: the example row is replaced by two good rows (one with an empty 账户, so
 * the default account applies) and one with a fund code that does not exist.
 */
async function fillTemplate(from: string, to: string): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(from);
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const put = (rowNo: number, values: Record<string, string>) => {
    const row = sheet.getRow(rowNo);
    headers.forEach((header, i) => {
      row.getCell(i + 1).value = values[header] ?? null;
    });
    row.commit();
  };
  // Real funds buyable by an ordinary institution: 000001 (minimum 1, no caps), 000005 (minimum 1).
  put(2, {
    账户: '',
    基金代码: '000001',
    '申购金额(元)': '10000',
    分红方式: '红利再投资',
    备注: 'e2e 默认账户',
  });
  put(3, { 账户: '10000001', 基金代码: '000005', '申购金额(元)': '5000.5', 分红方式: '', 备注: '' });
  put(4, { 账户: '10000001', 基金代码: '999999', '申购金额(元)': '1000', 分红方式: '', 备注: '' });
  for (let r = sheet.rowCount; r > 4; r--) sheet.spliceRows(r, 1);
  await book.xlsx.writeFile(to);
  return headers;
}

describe('batch purchase by spreadsheet in chromium (issue 4 §2; spec 02 §2, §4)', () => {
  it('opens 批量申购 from the menu and downloads the template (spec 02 §7 batch Excel)', async () => {
    await ui.open('#/trade/multiBuy');
    await ui.page.getByRole('button', { name: '下载模板' }).waitFor({ timeout: 30_000 });
    await ui.page.locator('.fd-sidebar, nav').getByText('批量申购').first().waitFor();
    await ui.page.getByRole('option', { name: /· 10000001$/ }).waitFor({ state: 'attached' });
    await settle();
    await expectAccessible(ui.page, '30-batch-page');
    await ui.screenshot('30-batch-page');
    const [download] = await Promise.all([
      ui.page.waitForEvent('download'),
      ui.page.getByRole('button', { name: '下载模板' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('批量申购模板.xlsx');
    templatePath = join(work, '批量申购模板.xlsx');
    await download.saveAs(templatePath);
  });

  it('uploads a filled file with one bad row and marks the bad cell (issue 4 §2)', async () => {
    uploadPath = join(work, '批量申购_e2e.xlsx');
    const headers = await fillTemplate(templatePath, uploadPath);
    expect(headers).toEqual(['账户', '基金代码', '申购金额(元)', '分红方式', '备注']);
    await ui.page.getByTestId('batch-file-input').setInputFiles(uploadPath);
    await ui.page.getByTestId('batch-summary').waitFor({ timeout: 60_000 });
    expect(await ui.page.getByTestId('batch-total-rows').textContent()).toBe('3');
    expect(await ui.page.getByTestId('batch-valid-rows').textContent()).toBe('2');
    expect(await ui.page.getByTestId('batch-invalid-rows').textContent()).toBe('1');
    expect(await ui.page.getByTestId('batch-total').textContent()).toBe('15,000.50');
    // Row 2 had no account: the default account (the session's organisation) applies.
    expect(await cell(2, 'account').textContent()).toBe('10000001');
    expect(await cell(3, 'amount').textContent()).toBe('5,000.50');
    const bad = cell(4, 'fundCode');
    await bad.waitFor();
    expect(await ui.page.locator('.fd-batch-bad [data-row="4"][data-col="fundCode"]').count()).toBe(1);
    expect(await cell(4, 'result').textContent()).toMatch(/^基金代码：/);
    await settle();
    await expectAccessible(ui.page, '31-batch-validated');
    await ui.screenshot('31-batch-validated');
    await bad.hover();
    await ui.page.locator('.bp6-tooltip').first().waitFor({ timeout: 5_000 });
    await settle();
    await expectAccessible(ui.page, '32-batch-bad-cell-tooltip');
    await ui.screenshot('32-batch-bad-cell-tooltip');
    // Placing stays disabled until 只下单有效行 is ticked.
    expect(await ui.page.getByRole('button', { name: '下单', exact: true }).isDisabled()).toBe(true);
    await ui.page.getByRole('checkbox', { name: '仅看错误行' }).check({ force: true });
    await cell(2, 'rowNo').waitFor({ state: 'detached' });
    await settle();
    await expectAccessible(ui.page, '33-batch-errors-only');
    await ui.screenshot('33-batch-errors-only');
    await ui.page.getByRole('checkbox', { name: '仅看错误行' }).uncheck({ force: true });
  });

  it('places the valid rows with the trade password and shows progress and success (spec 02 §4)', async () => {
    await ui.page.getByRole('checkbox', { name: '只下单有效行' }).check({ force: true });
    await ui.page.getByRole('button', { name: '下单', exact: true }).click();
    const dialog = ui.page.getByRole('dialog', { name: '批量申购下单' });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByText('本次下单 2 笔，涉及 1 个账户、2 只基金').waitFor();
    await dialog.getByText(/合计金额 15,000\.50 元/).waitFor();
    await settle();
    await expectAccessible(ui.page, '34-batch-password');
    await ui.screenshot('34-batch-password');
    await dialog.getByLabel('交易密码').fill('135790');
    await dialog.getByRole('button', { name: '确认下单' }).click();
    // The progress dialog stays at least 1 s after 100 (spec 02 §4, §9).
    await ui.page.getByRole('dialog', { name: '订单处理中，请稍候' }).waitFor({ timeout: 30_000 });
    await settle();
    await expectAccessible(ui.page, '35-batch-progress');
    await ui.screenshot('35-batch-progress');
    const result = ui.page.getByRole('dialog', { name: '下单成功' });
    await result.waitFor({ timeout: 60_000 });
    await result.getByText('共 2 笔，成功 2 笔，失败 0 笔').waitFor();
    await result.getByText('您的批量申购申请已受理').waitFor();
    await settle();
    await expectAccessible(ui.page, '36-batch-success');
    await ui.screenshot('36-batch-success');
  });

  it('downloads the result spreadsheet with each row outcome (spec 02 §7 batch download)', async () => {
    const result = ui.page.getByRole('dialog', { name: '下单成功' });
    const [download] = await Promise.all([
      ui.page.waitForEvent('download'),
      result.getByRole('button', { name: '下载结果明细' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^批量交易结果_.+_\d{14}\.xlsx$/);
    const path = join(work, download.suggestedFilename());
    await download.saveAs(path);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
    const text = book.worksheets[0]!.getSheetValues().flat().map(String).join('|');
    expect(text.split('成功').length - 1).toBeGreaterThanOrEqual(2);
    expect(text).toContain('000001');
    expect(text).toContain('000005');
  });

  it('closing the result goes to 待处理交易 with the two orders and closes the batch tab (spec 02 §4)', async () => {
    await ui.page
      .getByRole('dialog', { name: '下单成功' })
      .getByRole('button', { name: '查看待处理交易' })
      .click();
    await ui.page.waitForURL(/#\/trade\/stayTrade/, { timeout: 15_000 });
    await ui.page.getByText('已受理').nth(1).waitFor({ timeout: 30_000 });
    await settle();
    await expectAccessible(ui.page, '37-batch-pending-trades');
    await ui.screenshot('37-batch-pending-trades');
    await expect
      .poll(() => ui.page.locator('.fd-tabs, [role="tablist"]').getByText('批量申购').count())
      .toBe(0);
    const orders = await server.db.query<{ fund_id: string; amount: string; status: string }>(
      `SELECT fund_id, amount::text, status FROM orders
        WHERE group_id = '10000001' AND batch_serial_no IS NOT NULL ORDER BY fund_id`,
    );
    expect(orders).toEqual([
      { fund_id: '000001', amount: '10000.00', status: 'accepted' },
      { fund_id: '000005', amount: '5000.50', status: 'accepted' },
    ]);
  });

  it('lists the batch in the history of 批量申购', async () => {
    await ui.open('#/trade/multiBuy');
    const history = ui.page.getByRole('table', { name: '批量交易记录' });
    await history.getByText('批量申购_e2e.xlsx').waitFor({ timeout: 30_000 });
    await history.getByText('已完成').first().waitFor();
    await settle();
    await expectAccessible(ui.page, '38-batch-history');
    await ui.screenshot('38-batch-history');
  });

  it('批量赎回 has its own template and the 赎回份额(份) column (spec 02 §2 multiSell)', async () => {
    await ui.open('#/trade/multiSell');
    await ui.page.getByRole('heading', { name: '批量赎回', level: 2 }).waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([
      ui.page.waitForEvent('download'),
      ui.page.getByRole('button', { name: '下载模板' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('批量赎回模板.xlsx');
    const path = join(work, '批量赎回模板.xlsx');
    await download.saveAs(path);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const headers = (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String);
    expect(headers).toEqual(['账户', '基金代码', '赎回份额(份)', '备注']);
    await settle();
    await expectAccessible(ui.page, '39-batch-sell-page');
    await ui.screenshot('39-batch-sell-page');
  });
});
