/**
 * `funddesk statements` against the real local gateway (issue 4 §3 "done when"): purchases placed through
 * the cart in December 2025 and January 2026 and confirmed by the engine; `statements request` then
 * `statements download` produce a PDF whose Chinese totals equal the sums of `funddesk orders list --json`
 * over the trades confirmed in the month, and an xlsx with the same figures. Commands run through `main`
 * with captured streams and no TTY; the polls wait 100 ms instead of 3000 ms.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Dec, formatNumber, type Order, type Statement } from '@funddesk/core';
import { ExitCode, main } from '@funddesk/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../helpers/constants.js';
import { settleDocuments } from '../../packages/server/src/documents/index.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { confirmAt, loadWorkbook, pdfPages, purchaseAt, summaryOf } from '../helpers/statements.js';

let server: TestServer;
let configDir: string;
let outDir: string;

/** Runs `funddesk <argv>` in-process without a TTY, at the server's clock. */
async function funddesk(argv: string[], options: { stdin?: string } = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    vars: { FUNDDESK_CONFIG_DIR: configDir, FUNDDESK_URL: server.baseUrl },
    isTTY: false,
    readStdin: () => Promise.resolve(options.stdin ?? ''),
    now: () => new Date(server.clock.now()),
    // No real wait between polls: the next round comes once the server's document jobs have finished.
    sleep: () => settleDocuments(server.db),
  });
  return { code, stdout, stderr };
}

beforeAll(async () => {
  server = await startServer();
  configDir = await mkdtemp(join(tmpdir(), 'funddesk-cli-statements-'));
  outDir = await mkdtemp(join(tmpdir(), 'funddesk-cli-statements-out-'));
  const c = server.client();
  await c.login('op01');
  await purchaseAt(server, c, '2025-12-15T10:00:00+08:00', [{ fundCode: '000001', amount: '10000' }]);
  expect(await confirmAt(server, '2025-12-16T09:30:00+08:00')).toBe(1);
  await purchaseAt(server, c, '2026-01-15T10:00:00+08:00', [
    { fundCode: '000001', amount: '5000' },
    { fundCode: '000003', amount: '2000.50' },
  ]);
  await purchaseAt(server, c, '2026-01-20T16:00:00+08:00', [{ fundCode: '000005', amount: '12345.67' }]);
  expect(await confirmAt(server, '2026-01-22T09:30:00+08:00')).toBe(3);
  // Trade day 2026-01-30, confirmed 2026-02-02: in no January statement.
  await purchaseAt(server, c, '2026-01-30T14:00:00+08:00', [{ fundCode: '000005', amount: '3000' }]);
  expect(await confirmAt(server, '2026-02-02T09:30:00+08:00')).toBe(1);
  server.clock.set(TEST_NOW);
  const login = await funddesk(['login', '--user', 'op01', '--password-stdin'], { stdin: 'Demo@2026\n' });
  expect(login.code).toBe(ExitCode.Ok);
}, 180_000);
afterAll(async () => {
  await server?.close();
  for (const dir of [configDir, outDir]) if (dir) await rm(dir, { recursive: true, force: true });
});

/** The January figures from `funddesk orders list --json`: trades confirmed from 01-01 to 01-31. */
async function januaryFromOrders() {
  const listed = await funddesk(['orders', 'list', '--json']);
  expect(listed.code).toBe(ExitCode.Ok);
  const orders = JSON.parse(listed.stdout) as Order[];
  const january = orders.filter(
    (o) => o.status === 'confirmed' && o.confirmDay >= '2026-01-01' && o.confirmDay <= '2026-01-31',
  );
  const sum = (pick: (o: Order) => string, list = january) =>
    list.reduce((acc, o) => acc.plus(pick(o)), new Dec(0)).toFixed(2);
  const purchases = january.filter((o) => o.tradeType === 'purchase');
  return {
    serials: january.map((o) => o.serialNo),
    count: january.length,
    purchaseAmount: sum((o) => o.amount, purchases),
    fees: sum((o) => o.fee),
  };
}

async function request(argv: string[]): Promise<Statement[]> {
  const { code, stdout, stderr } = await funddesk(['statements', 'request', ...argv, '--json']);
  expect(stderr).toMatch(/^已提交 \d+ 份对账单（\d{4}-\d{2}），正在生成…\n/);
  expect(code, stderr).toBe(ExitCode.Ok);
  const list = JSON.parse(stdout) as Statement[];
  // The printed rows are the gateway's own once settled: a finished statement says when it finished.
  for (const item of list) if (item.status === 'done') expect(item.finishedAt).not.toBeNull();
  return list;
}

async function download(serialNo: string): Promise<{ path: string; fileName: string }> {
  const { code, stdout, stderr } = await funddesk([
    'statements',
    'download',
    serialNo,
    '-o',
    outDir,
    '--json',
  ]);
  expect(code, stderr).toBe(ExitCode.Ok);
  expect(stderr).toBe('');
  return JSON.parse(stdout) as { path: string; fileName: string };
}

describe('funddesk statements request -> download (issue 4 §3)', () => {
  it('the PDF renders the statement in Chinese and its totals equal the sums of orders list --json', async () => {
    const expected = await januaryFromOrders();
    expect(expected.count).toBe(3);
    const [requested, ...others] = await request(['--account', '10000001', '--period', '2026-01']);
    expect(others).toEqual([]);
    expect(requested).toMatchObject({
      groupId: '10000001',
      period: '2026-01',
      format: 'pdf',
      status: 'done',
      fileName: '对账单_鼎元投资管理有限公司_2026-01.pdf',
    });
    const saved = await download(requested!.serialNo);
    expect(saved.path).toBe(join(outDir, '对账单_鼎元投资管理有限公司_2026-01.pdf'));
    const pages = await pdfPages(new Uint8Array(await readFile(saved.path)));
    const lines = pages.join('\n').split('\n');
    const after = (label: string) => lines[lines.indexOf(label) + 1];
    expect(lines).toContain('基金对账单');
    expect(lines).toContain('鼎元投资管理有限公司');
    expect(after('本期申购金额(元)')).toBe(formatNumber(expected.purchaseAmount, 2));
    expect(after('本期手续费合计(元)')).toBe(formatNumber(expected.fees, 2));
    expect(after('本期确认交易(笔)')).toBe(`${expected.count} 笔（申购 ${expected.count} 笔，赎回 0 笔）`);
    for (const serialNo of expected.serials) expect(lines).toContain(serialNo);
    expect(pages[0]).toContain(`第 1 页 / 共 ${pages.length} 页`);
  });

  it('--format xlsx: the same totals in the 汇总 sheet; the list shows both, the downloaded one read', async () => {
    const expected = await januaryFromOrders();
    const [requested] = await request(['--period', '2026-01', '--format', 'xlsx']);
    const saved = await download(requested!.serialNo);
    expect(saved.fileName).toBe('对账单_鼎元投资管理有限公司_2026-01.xlsx');
    const summary = summaryOf(await loadWorkbook(new Uint8Array(await readFile(saved.path))));
    expect(new Dec(summary.get('本期申购金额(元)') as number).toFixed(2)).toBe(expected.purchaseAmount);
    expect(new Dec(summary.get('本期手续费合计(元)') as number).toFixed(2)).toBe(expected.fees);

    const listed = await funddesk(['statements', 'list', '--period', '2026-01', '--json']);
    expect(listed.code).toBe(ExitCode.Ok);
    const list = JSON.parse(listed.stdout) as Statement[];
    expect(list.map((s) => s.format).sort()).toEqual(['pdf', 'xlsx']);
    expect(list.every((s) => s.read)).toBe(true);
    const table = await funddesk(['statements', 'list', '--period', '2026-01']);
    expect(table.stdout).toMatch(/^对账单编号\s+机构\s+月份\s+格式\s+状态\s+文件名\s+申请时间\n/);
    expect(table.stderr).toBe('共 2 份对账单\n');
  });

  it('without --json: the table on stdout, one line per statement and the download hint on stderr', async () => {
    const { code, stdout, stderr } = await funddesk(['statements', 'request', '--period', '2026-01']);
    expect(code).toBe(ExitCode.Ok);
    expect(stdout).toMatch(
      /STM\d{14}[0-9a-f]{8}\s+鼎元投资管理有限公司\s+2026-01\s+PDF\s+已生成\s+对账单_鼎元投资管理有限公司_2026-01\.pdf\n$/,
    );
    expect(stderr).toMatch(
      /^已提交 1 份对账单（2026-01），正在生成…\n对账单 STM\w+（鼎元投资管理有限公司 2026-01）：已生成\n下载：funddesk statements download <对账单编号> \[-o 目录\]\n$/,
    );
  });
});

describe('funddesk statements refusals and help (exit codes 2, 3, 1)', () => {
  it('a month after the current one is a usage error (exit 2) before any call', async () => {
    const { code, stdout, stderr } = await funddesk(['statements', 'request', '--period', '2026-03']);
    expect(code).toBe(ExitCode.Usage);
    expect(stdout).toBe('');
    expect(stderr).toContain('对账月份不能晚于当前月份');
    expect(stderr).toContain('funddesk statements request --help');
  });

  it('an organisation that is not the person’s: exit 3 with the catalogue code', async () => {
    const { code, stderr } = await funddesk([
      'statements',
      'request',
      '--account',
      '10000002',
      '--period',
      '2026-01',
    ]);
    expect(code).toBe(ExitCode.Auth);
    expect(stderr).toContain('错误 [FD1004] 您无权操作该机构或账户');
  });

  it('an unknown statement: exit 1 with FD3601', async () => {
    const { code, stderr } = await funddesk(['statements', 'download', 'STM-unknown', '-o', outDir]);
    expect(code).toBe(ExitCode.Failed);
    expect(stderr).toContain('错误 [FD3601] 文件不存在或无权下载');
  });

  it('--help shows the options and examples in Chinese', async () => {
    const { code, stdout } = await funddesk(['statements', 'request', '--help']);
    expect(code).toBe(ExitCode.Ok);
    expect(stdout).toContain('--period <YYYY-MM>');
    expect(stdout).toContain('对账月份，格式 YYYY-MM（默认上个月）');
    expect(stdout).toContain('$ funddesk statements download <对账单编号> -o ./statements');
  });
});
