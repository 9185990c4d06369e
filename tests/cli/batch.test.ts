/**
 * `funddesk batch` against the real local gateway, started in-process with a fresh copy of the seeded
 * database (issue 4 §4): the template is downloaded and filled with real funds, validated with --dry-run,
 * placed with --yes and the trade password on stdin, waited for, and its result file read back; then
 * the faults: the same file twice, invalid rows, bad files, the network dropping while polling. Commands
 * run through `main` with captured streams, without a TTY unless a test scripts the prompts.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, type BatchStatus, type FetchLike, type Order } from '@funddesk/core';
import {
  ExitCode,
  main,
  type BatchImportOutcome,
  type BatchStatusOutcome,
  type Prompter,
} from '@funddesk/cli';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FUNDS,
  PURCHASE_HEADER,
  purchaseRows,
  purchaseWorkbook,
  type PurchaseRow,
} from '../fixtures/batch/make-500.mjs';
import { engineFor } from '../../packages/server/src/trade/index.js';
import { startServer, type TestServer } from '../helpers/server.js';

const TRADE_PASSWORD = '135790';
/** Rows of the main file: enough to see progress, few enough for a quick test. */
const ROWS = 60;

let server: TestServer;
let dir: string;

interface Run {
  stdin?: string;
  vars?: Record<string, string>;
  fetch?: FetchLike;
  prompter?: Prompter;
}

/** Runs `funddesk <argv>` in-process; without a prompter there is no TTY. Waits between polls are instant. */
async function funddesk(argv: string[], run: Run = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    vars: { FUNDDESK_CONFIG_DIR: join(dir, 'config'), FUNDDESK_URL: server.baseUrl, ...run.vars },
    isTTY: run.prompter !== undefined,
    ...(run.prompter ? { prompter: run.prompter } : {}),
    ...(run.fetch ? { fetch: run.fetch } : {}),
    readStdin: () => Promise.resolve(run.stdin ?? ''),
    // No real wait between status polls: the next poll comes once the server's batch runner is idle.
    sleep: () => engineFor(server.db)!.idle(),
  });
  return { code, stdout, stderr };
}

/** A file of `rows` rows built from the purchase rows with amounts from `base` yuan (distinct files). */
async function purchaseFile(name: string, rows: PurchaseRow[]): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, await purchaseWorkbook(rows));
  return file;
}

const withAmounts = (base: number) => (i: number, row: PurchaseRow) => [row[0]!, row[1]!, base + i, null, ''];

/** Reads sheet 1 of an xlsx as arrays of cell texts (row 1 first). */
async function readSheet(file: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const texts: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => void texts.push(cell.text));
    rows.push(texts);
  });
  return rows;
}

/** A prompter answering selects in order and the trade password; records the questions. */
function scripted(selects: boolean[], password = TRADE_PASSWORD) {
  const asked: string[] = [];
  const prompter: Prompter = {
    input: () => Promise.reject(new Error('no input expected')),
    password: (message) => {
      asked.push(message);
      return Promise.resolve(password);
    },
    select: <T>(message: string) => {
      asked.push(message);
      const next = selects.shift();
      return next === undefined
        ? Promise.reject(new Error(`unexpected: ${message}`))
        : Promise.resolve(next as T);
    },
  };
  return { prompter, asked };
}

async function pendingOf(batchSerialNo: string): Promise<Order[]> {
  const { code, stdout } = await funddesk(['orders', 'list', '--pending', '--json']);
  expect(code).toBe(ExitCode.Ok);
  return (JSON.parse(stdout) as Order[]).filter((order) => order.batchSerialNo === batchSerialNo);
}

beforeAll(async () => {
  server = await startServer();
  dir = await mkdtemp(join(tmpdir(), 'funddesk-cli-batch-'));
  const login = await funddesk(['login', '--user', 'op01', '--password-stdin'], { stdin: 'Demo@2026\n' });
  expect(login.code).toBe(ExitCode.Ok);
});
afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The file placed by the first test, imported again by the duplicate test. */
let placedFile: string;

describe('funddesk batch (issue 4 §4)', () => {
  it('template -> real funds -> import --dry-run -> import --yes --trade-password-stdin -> result file; orders pending', async () => {
    // The template: the purchase header and an example row; filled here with real funds.
    const template = join(dir, '模板.xlsx');
    const saved = await funddesk(['batch', 'template', template]);
    expect(saved.code).toBe(ExitCode.Ok);
    expect(saved.stdout).toBe('');
    expect(saved.stderr).toContain(`已保存模板：${template}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(template);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...PURCHASE_HEADER]);
    // The rows replace the example row (row 2) and follow it.
    purchaseRows({ rows: ROWS }).forEach((row, i) => {
      sheet.getRow(2 + i).values = row;
    });
    placedFile = join(dir, 'orders.xlsx');
    await workbook.xlsx.writeFile(placedFile);
    expect((await funddesk(['batch', 'template', template])).code).toBe(ExitCode.Usage);

    const dry = await funddesk(['batch', 'import', placedFile, '--dry-run', '--json']);
    expect(dry.code).toBe(ExitCode.Ok);
    const checked = JSON.parse(dry.stdout) as BatchImportOutcome;
    expect(checked).toMatchObject({
      dryRun: true,
      batchSerialNo: null,
      status: null,
      skipped: 0,
      exitCode: 0,
    });
    expect(checked.import).toMatchObject({
      totalRows: ROWS,
      validRows: ROWS,
      invalidRows: 0,
      duplicateOf: null,
    });
    expect(checked.import.rows[0]).toMatchObject({
      rowNo: 2,
      groupId: '10000001',
      fundCode: FUNDS[0],
      valid: true,
    });
    expect(checked.check).toMatchObject({ placeable: ROWS, problems: [] });
    expect(dry.stderr).toContain(`orders.xlsx：共 ${ROWS} 行，有效 ${ROWS} 行，无效 0 行（申购；`);
    expect(dry.stderr).toMatch(/^鼎元投资管理有限公司（10000001）\s+60\s+[\d,]+\.\d{2}$/m);
    expect(dry.stderr).toContain('仅校验（--dry-run），未下单');

    const resultFile = join(dir, 'result.xlsx');
    const placed = await funddesk(
      ['batch', 'import', placedFile, '--yes', '--trade-password-stdin', '--result', resultFile, '--json'],
      { stdin: `${TRADE_PASSWORD}\n` },
    );
    expect(placed.code).toBe(ExitCode.Ok);
    const outcome = JSON.parse(placed.stdout) as BatchImportOutcome;
    expect(outcome.batchSerialNo).toBeTruthy();
    expect(outcome.status).toMatchObject({
      orderStatus: 'done',
      progress: 100,
      totalSize: ROWS,
      successSize: ROWS,
      failSize: 0,
      kind: 'excelBuy',
    });
    expect(outcome.resultFile).toBe(resultFile);
    expect(placed.stderr).toContain(`已提交批次 ${outcome.batchSerialNo}（申购 ${ROWS} 笔）`);
    expect(placed.stderr).toMatch(/^下单进度 100%（已处理 60\/60 笔）$/m);
    expect(placed.stderr).toContain(
      `批次 ${outcome.batchSerialNo}：共 ${ROWS} 笔，成功 ${ROWS} 笔，失败 0 笔`,
    );

    const result = await readSheet(resultFile);
    expect(result[0]).toEqual(expect.arrayContaining(['行号', '基金代码', '结果', '订单号']));
    const outcomeColumn = result[0]!.indexOf('结果');
    expect(result.slice(1).filter((row) => row[outcomeColumn] === '成功')).toHaveLength(ROWS);

    const pending = await pendingOf(outcome.batchSerialNo!);
    expect(pending).toHaveLength(ROWS);
    expect(pending.every((order) => order.groupId === '10000001' && order.tradeDay === '2026-02-13')).toBe(
      true,
    );
  });

  it('the same file again: without a terminal exit 2 with FD4706 unless --allow-duplicate; on a terminal it asks', async () => {
    // --result everywhere: were a refusal to regress, no file lands in the working directory.
    const stray = join(dir, 'stray.xlsx');
    const refused = await funddesk(
      ['batch', 'import', placedFile, '--yes', '--trade-password-stdin', '--result', stray],
      {
        stdin: TRADE_PASSWORD,
      },
    );
    expect(refused.code).toBe(ExitCode.Usage);
    expect(refused.stderr).toContain('注意：该文件已于');
    expect(refused.stderr).toMatch(/错误 \[FD4706\] 该文件已于.+导入并提交（批次号\S+），确认要再次提交吗？/);
    expect(refused.stderr).toContain('提示：确需再次下单时加 --allow-duplicate');

    const declined = scripted([false]);
    const asked = await funddesk(['batch', 'import', placedFile, '--result', stray], {
      prompter: declined.prompter,
    });
    expect(asked.code).toBe(ExitCode.Failed);
    expect(declined.asked[0]).toMatch(/^该文件已于 .+ 导入并下单（批次 \S+），确定再次下单吗？$/);
    expect(asked.stderr).toContain('已取消，未下单');

    const accepted = scripted([true, true]);
    const again = await funddesk(
      ['batch', 'import', placedFile, '--result', join(dir, 'again.xlsx'), '--json'],
      {
        prompter: accepted.prompter,
      },
    );
    expect(again.code).toBe(ExitCode.Ok);
    expect(accepted.asked.slice(1)).toEqual([`确认申购 ${ROWS} 笔？`, '交易密码']);
    expect((JSON.parse(again.stdout) as BatchImportOutcome).status?.successSize).toBe(ROWS);

    const allowed = await funddesk(
      [
        'batch',
        'import',
        placedFile,
        '--yes',
        '--trade-password-stdin',
        '--allow-duplicate',
        '--no-wait',
        '--json',
      ],
      { stdin: TRADE_PASSWORD },
    );
    expect(allowed.code).toBe(ExitCode.Ok);
    expect((JSON.parse(allowed.stdout) as BatchImportOutcome).batchSerialNo).toBeTruthy();
  });

  it('invalid rows: exit 2 with FD4705 without --only-valid; with it the valid rows are placed and exit 1', async () => {
    const rows = purchaseRows({
      rows: 10,
      override: (i, row) => {
        if (i === 3) return [row[0]!, '12345', 2000 + i, null, ''];
        if (i === 6) return [row[0]!, row[1]!, '0.5', null, ''];
        return withAmounts(2000)(i, row);
      },
    });
    const file = await purchaseFile('some-bad.xlsx', rows);
    const refused = await funddesk(
      ['batch', 'import', file, '--yes', '--trade-password-stdin', '--result', join(dir, 'stray.xlsx')],
      {
        stdin: TRADE_PASSWORD,
      },
    );
    expect(refused.code).toBe(ExitCode.Usage);
    expect(refused.stderr).toMatch(/^\s*5\s+10000001\s+12345\s+基金代码\s+\S+/m);
    expect(refused.stderr).toContain(`错误 [${ErrorCode.BatchHasInvalidRows}] 文件中有2行数据有误`);
    expect(refused.stderr).toContain('提示：加 --only-valid');

    const placed = await funddesk(
      [
        'batch',
        'import',
        file,
        '--only-valid',
        '--yes',
        '--trade-password-stdin',
        '--result',
        join(dir, 'partial.xlsx'),
        '--json',
      ],
      { stdin: TRADE_PASSWORD },
    );
    expect(placed.code).toBe(ExitCode.Failed);
    const outcome = JSON.parse(placed.stdout) as BatchImportOutcome;
    expect(outcome).toMatchObject({ skipped: 2, exitCode: 1 });
    expect(outcome.status).toMatchObject({ orderStatus: 'done', successSize: 8, failSize: 0 });
    expect(placed.stderr).toContain('错误：有 2 行未成功：失败 0 笔，已撤销 0 笔，未下单 2 行');
    expect(await pendingOf(outcome.batchSerialNo!)).toHaveLength(8);
  });

  it('bad files: exit 2 with the catalogue message and code, or the CLI’s own for a missing or non-xlsx file', async () => {
    const text = join(dir, 'text.xlsx');
    await writeFile(text, 'not a spreadsheet');
    const unreadable = await funddesk(['batch', 'import', text, '--dry-run']);
    expect(unreadable.code).toBe(ExitCode.Usage);
    expect(unreadable.stderr).toContain(
      `错误 [${ErrorCode.BatchFileUnreadable}] 文件无法识别，请上传Excel文件（.xlsx）`,
    );

    const otherHeader = join(dir, 'header.xlsx');
    await writeFile(
      otherHeader,
      await purchaseWorkbook([['张三', '13800000000', '上海']], ['姓名', '电话', '地址']),
    );
    const mismatch = await funddesk(['batch', 'import', otherHeader, '--dry-run', '--json']);
    expect(mismatch.code).toBe(ExitCode.Usage);
    // issue 16 finding 9: with --json every failed exit still prints what is known on stdout
    expect(JSON.parse(mismatch.stdout)).toMatchObject({
      error: { code: ErrorCode.BatchHeaderMismatch },
      exitCode: ExitCode.Usage,
    });
    expect(mismatch.stderr).toContain(`错误 [${ErrorCode.BatchHeaderMismatch}] 表头与模板不一致`);

    const empty = await purchaseFile('empty.xlsx', []);
    expect((await funddesk(['batch', 'import', empty, '--dry-run'])).stderr).toContain(
      `[${ErrorCode.BatchFileEmpty}]`,
    );

    const missing = await funddesk(['batch', 'import', join(dir, 'none.xlsx'), '--dry-run']);
    expect(missing.code).toBe(ExitCode.Usage);
    expect(missing.stderr).toContain(`错误 [${ErrorCode.BadRequest}] 文件不存在或不可读`);
    const csv = join(dir, 'orders.csv');
    await writeFile(csv, '账户,基金代码\n');
    expect((await funddesk(['batch', 'import', csv, '--dry-run'])).stderr).toContain('只支持 .xlsx 文件');
    const noFlags = await funddesk(['batch', 'import', placedFile]);
    expect(noFlags.code).toBe(ExitCode.Usage);
    expect(noFlags.stderr).toContain('--yes');
  });

  it('the network drops while polling: exit 4 with the command to resume; batch status --wait resumes', async () => {
    const file = await purchaseFile('network.xlsx', purchaseRows({ rows: 12, override: withAmounts(3000) }));
    let placed = false;
    const dropping: FetchLike = async (url, init) => {
      if (placed && url.includes('/tradeStatus')) throw new TypeError('fetch failed');
      const response = await fetch(url, init);
      if (url.includes('/batchPlaceOrderApply')) placed = true;
      return response;
    };
    const dropped = await funddesk(
      ['batch', 'import', file, '--yes', '--trade-password-stdin', '--result', join(dir, 'stray.xlsx')],
      {
        stdin: TRADE_PASSWORD,
        fetch: dropping,
      },
    );
    expect(dropped.code).toBe(ExitCode.Network);
    expect(dropped.stderr).toMatch(
      /查询进度失败（网络连接失败，请检查网络后重试），1 秒后重试（第 1\/3 次）/,
    );
    const serial = /运行 funddesk batch status (\S+) --wait 继续查看/.exec(dropped.stderr)?.[1];
    expect(serial).toBeTruthy();
    expect(dropped.stderr).toContain(`错误 [${ErrorCode.Network}]`);

    const resultFile = join(dir, 'resumed.xlsx');
    const resumed = await funddesk(['batch', 'status', serial!, '--wait', '--result', resultFile, '--json']);
    expect(resumed.code).toBe(ExitCode.Ok);
    const outcome = JSON.parse(resumed.stdout) as BatchStatusOutcome;
    expect(outcome.status).toMatchObject({ batchSerialNo: serial, orderStatus: 'done', successSize: 12 });
    expect(outcome.resultFile).toBe(resultFile);
    expect((await stat(resultFile)).size).toBeGreaterThan(0);
    expect(resumed.stderr).toContain(`批次 ${serial}：共 12 笔，成功 12 笔`);

    const once = await funddesk(['batch', 'status', serial!]);
    expect(once.code).toBe(ExitCode.Ok);
    expect(once.stderr).toMatch(/^状态\s+已完成$/m);
    const unknown = await funddesk(['batch', 'status', 'NO-SUCH-BATCH']);
    expect(unknown.code).toBe(ExitCode.Failed);
    expect(unknown.stderr).toContain(`错误 [${ErrorCode.BatchNotFound}]`);
  });

  it('batch list: the batches newest first, with Chinese labels; --json the status array', async () => {
    const json = await funddesk(['batch', 'list', '--json']);
    expect(json.code).toBe(ExitCode.Ok);
    const list = JSON.parse(json.stdout) as BatchStatus[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.every((b) => b.kind === 'excelBuy')).toBe(true);
    const created = list.map((b) => b.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const table = await funddesk(['batch', 'list']);
    expect(table.stdout).toMatch(/^批次号\s+类型\s+文件\s+创建时间\s+状态\s+总数\s+成功\s+失败\s+已撤销$/m);
    expect(table.stdout).toMatch(/批量申购\s+network\.xlsx\s+\S+\s+已完成\s+12\s+12\s+0\s+0$/m);
    expect(table.stderr).toMatch(/^共 \d+ 个批次，第 1\/1 页$/m);
  });

  it('--help shows the batch commands, examples and exit codes', async () => {
    const help = await funddesk(['batch', '--help']);
    expect(help.code).toBe(ExitCode.Ok);
    for (const text of [
      'template',
      'import',
      'status',
      'list',
      '示例：',
      '退出码：',
      '--trade-password-stdin',
    ])
      expect(help.stdout).toContain(text);
    const importHelp = await funddesk(['batch', 'import', '--help']);
    for (const flag of [
      '--dry-run',
      '--only-valid',
      '--yes',
      '--allow-duplicate',
      '--account <groupId>',
      '--no-wait',
    ])
      expect(importHelp.stdout).toContain(flag);
    expect(await readFile(placedFile)).toBeTruthy();
  });

  it("without --account, rows whose 账户 is empty take the session's organisation, said on stderr (issue 10 §6, spec 02 §2)", async () => {
    const file = join(dir, 'no-account.xlsx');
    await writeFile(file, await purchaseWorkbook(purchaseRows({ rows: 2, accounts: [''] })));
    const dry = await funddesk(['batch', 'import', file, '--dry-run', '--json']);
    expect(dry.code).toBe(ExitCode.Ok);
    expect(dry.stderr).toContain(
      '未指定 --account，“账户”为空的行使用默认账户：鼎元投资管理有限公司（10000001）',
    );
    const outcome = JSON.parse(dry.stdout) as BatchImportOutcome;
    expect(outcome.import).toMatchObject({ totalRows: 2, validRows: 2, invalidRows: 0 });
    expect(outcome.import.rows.map((row) => row.groupId)).toEqual(['10000001', '10000001']);
  });
});
