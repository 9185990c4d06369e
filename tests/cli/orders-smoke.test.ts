/**
 * `funddesk orders` and `funddesk smoke` against the real local gateway, started in-process with a
 * fresh copy of the seeded database. An order is placed first through the core client, as the web's
 * cart does (cartAdd, getSessionToken, cartPurchase, then cartPurchaseResult until done); the CLI then
 * lists and cancels it. Commands run through `main` with captured streams and no TTY.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, trade, type Order } from '@funddesk/core';
import { ExitCode, main, type SmokeReport } from '@funddesk/cli';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { waitFor } from '../helpers/waitFor.js';

const TRADE_PASSWORD = '135790';
const BOM = '\ufeff';

let server: TestServer;
let configDir: string;
/** The serial number of the order placed in beforeAll (op01, 鼎元投资, 000001, 1,000 yuan). */
let serialNo: string;

/** Runs `funddesk <argv>` in-process without a TTY. */
async function funddesk(argv: string[], options: { stdin?: string; vars?: Record<string, string> } = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    vars: { FUNDDESK_CONFIG_DIR: configDir, FUNDDESK_URL: server.baseUrl, ...options.vars },
    isTTY: false,
    readStdin: () => Promise.resolve(options.stdin ?? ''),
  });
  return { code, stdout, stderr };
}

/** Places one purchase as op01 through the core client and waits until the batch is done. */
async function placeOrder(): Promise<string> {
  const c = server.client();
  await c.login('op01');
  await c.gateway.call(trade.cartClear, {});
  await c.gateway.call(trade.cartAdd, { fundIds: ['000001'] });
  const { sessionToken } = await c.gateway.call(trade.getSessionToken, {
    gid: c.session.groupId!,
    scene: 'SHOPPING_CART_PURCHASE',
  });
  const { batchSerialNo } = await c.gateway.call(trade.cartPurchase, {
    password: TRADE_PASSWORD,
    sessionToken,
    capsource: 2,
    purchaseList: [{ fundCode: '000001', amount: '1000' }],
  });
  const result = await waitFor(
    async () => {
      const status = await c.gateway.call(trade.cartPurchaseResult, { batchSerialNo });
      return status.progress === 100 && status.orderStatus === 'done' && status;
    },
    { timeoutMs: 30_000, what: `batch ${batchSerialNo} done` },
  );
  expect(result.successSize).toBe(1);
  const [row] = await server.db.query<{ serial_no: string }>(
    'SELECT serial_no FROM orders WHERE batch_serial_no = $1',
    [batchSerialNo],
  );
  return row!.serial_no;
}

beforeAll(async () => {
  server = await startServer();
  configDir = await mkdtemp(join(tmpdir(), 'funddesk-cli-orders-'));
  serialNo = await placeOrder();
  const login = await funddesk(['login', '--user', 'op01', '--password-stdin'], { stdin: 'Demo@2026\n' });
  expect(login.code).toBe(ExitCode.Ok);
});
afterAll(async () => {
  await server?.close();
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

describe('funddesk orders', () => {
  it('orders list --pending --json prints exactly the pending orders, the new one among them', async () => {
    const { code, stdout, stderr } = await funddesk(['orders', 'list', '--pending', '--json']);
    expect(code).toBe(ExitCode.Ok);
    expect(stderr).toBe('');
    const orders = JSON.parse(stdout) as Order[];
    const placed = orders.find((order) => order.serialNo === serialNo);
    expect(placed).toMatchObject({
      groupId: '10000001',
      fundId: '000001',
      tradeType: 'purchase',
      amount: '1000.00',
      tradeDay: '2026-02-13',
      cancellable: true,
    });
    expect(['accepted', 'pendingReview']).toContain(placed?.status);
    for (const order of orders) expect(['accepted', 'pendingReview']).toContain(order.status);
  });

  it('orders list --pending shows a table with Chinese labels, the count on stderr', async () => {
    const { code, stdout, stderr } = await funddesk(['orders', 'list', '--pending']);
    expect(code).toBe(ExitCode.Ok);
    expect(stdout).toMatch(
      /^订单流水号\s+机构\s+基金\s+业务类型\s+状态\s+金额（元）\s+手续费（元）\s+交易日$/m,
    );
    const line = stdout.split('\n').find((l) => l.startsWith(serialNo));
    expect(line).toMatch(
      /鼎元投资管理有限公司\s+000001 华夏成长混合\s+申购\s+(已受理|待复核)\s+1,000\.00\s+\d+\.\d{2}\s+2026-02-13$/,
    );
    expect(stderr).toMatch(/^共 \d+ 笔待处理交易，金额合计 [\d,]+\.\d{2} 元\n$/);
  });

  it('orders list --csv over the trade day is RFC 4180 with a BOM and a header row', async () => {
    const { code, stdout, stderr } = await funddesk([
      'orders',
      'list',
      '--from',
      '2026-02-13',
      '--to',
      '2026-02-13',
      '--account',
      '10000001',
      '--csv',
    ]);
    expect(code).toBe(ExitCode.Ok);
    expect(stderr).toBe('');
    expect(stdout.startsWith(`${BOM}订单流水号,批次号,机构编号,机构,基金代码,基金名称,业务类型,状态,`)).toBe(
      true,
    );
    expect(stdout.endsWith('\r\n')).toBe(true);
    const records = stdout.slice(1).split('\r\n').slice(1, -1);
    expect(records.length).toBeGreaterThan(0);
    const record = records.find((r) => r.startsWith(`${serialNo},`));
    expect(record).toMatch(
      /,10000001,鼎元投资管理有限公司,000001,华夏成长混合,申购,(已受理|待复核),1000\.00,/,
    );
    // Every record has as many fields as the header (no field holds a comma in this data).
    const width = stdout.slice(1).split('\r\n')[0]!.split(',').length;
    for (const r of records) expect(r.split(',').length).toBe(width);
  });

  it('refuses bad options with exit 2 and an organisation not theirs with exit 3', async () => {
    expect((await funddesk(['orders', 'list', '--json', '--csv'])).code).toBe(ExitCode.Usage);
    const badDate = await funddesk(['orders', 'list', '--from', '2026-02-30']);
    expect(badDate.code).toBe(ExitCode.Usage);
    expect(badDate.stderr).toContain('日期不合法：2026-02-30');
    expect((await funddesk(['orders', 'list', '--pending', '--to', '2026-02-13'])).code).toBe(ExitCode.Usage);
    const other = await funddesk(['orders', 'list', '--account', '10000010', '--json']);
    expect(other.code).toBe(ExitCode.Auth);
    expect(other.stdout).toBe('');
    expect(other.stderr).toContain(`错误 [${ErrorCode.OrgForbidden}]`);
  });

  it('orders cancel needs the trade password (DESIGN §7), cancels the order; it leaves the pending list; a second cancel is refused', async () => {
    // Without a TTY the trade password comes from standard input; without it nothing is called (exit 2).
    const noPassword = await funddesk(['orders', 'cancel', serialNo]);
    expect(noPassword.code).toBe(ExitCode.Usage);
    expect(noPassword.stderr).toContain('--trade-password-stdin');
    const wrong = await funddesk(['orders', 'cancel', serialNo, '--trade-password-stdin'], {
      stdin: '000000\n',
    });
    expect(wrong.code).toBe(ExitCode.Auth);
    expect(wrong.stderr).toContain(`错误 [${ErrorCode.TradePasswordWrong}]`);
    const { code, stderr, stdout } = await funddesk(
      ['orders', 'cancel', serialNo, '--trade-password-stdin'],
      {
        stdin: '135790\n',
      },
    );
    expect(code).toBe(ExitCode.Ok);
    expect(stdout).toBe('');
    expect(stderr).toContain(`已撤销订单 ${serialNo}（华夏成长混合，1,000.00 元），当前状态：已撤单`);

    const pending = JSON.parse((await funddesk(['orders', 'list', '--pending', '--json'])).stdout) as Order[];
    expect(pending.map((order) => order.serialNo)).not.toContain(serialNo);
    const records = JSON.parse(
      (await funddesk(['orders', 'list', '--from', '2026-02-13', '--json'])).stdout,
    ) as Order[];
    expect(records.find((order) => order.serialNo === serialNo)?.status).toBe('cancelled');

    const again = await funddesk(['orders', 'cancel', serialNo, '--trade-password-stdin'], {
      stdin: '135790',
    });
    expect(again.code).toBe(ExitCode.Failed);
    expect(again.stderr).toContain(`错误 [${ErrorCode.OrderNotCancellable}]`);
    const unknown = await funddesk(
      ['orders', 'cancel', 'NO-SUCH-ORDER', '--json', '--trade-password-stdin'],
      {
        stdin: '135790',
      },
    );
    expect(unknown.code).toBe(ExitCode.Failed);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toContain(`错误 [${ErrorCode.OrderNotFound}]`);
  });
});

/** Reads a JUnit file with an XML parser (a malformed file yields a parsererror element). */
async function readJUnit(file: string) {
  const window = new Window();
  try {
    const doc = new window.DOMParser().parseFromString(await readFile(file, 'utf8'), 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const suite = doc.querySelector('testsuite')!;
    return {
      root: doc.documentElement.nodeName,
      suite: {
        tests: suite.getAttribute('tests'),
        failures: suite.getAttribute('failures'),
        skipped: suite.getAttribute('skipped'),
      },
      cases: [...doc.querySelectorAll('testcase')].map((c) => ({
        name: c.getAttribute('name'),
        time: c.getAttribute('time'),
        failure: c.querySelector('failure')
          ? {
              type: c.querySelector('failure')!.getAttribute('type'),
              message: c.querySelector('failure')!.getAttribute('message'),
            }
          : null,
        skipped: c.querySelector('skipped') !== null,
      })),
    };
  } finally {
    await window.happyDOM.close();
  }
}

const CHECKS = ['publicKey', 'login', 'menu', 'fundSearch', 'fundDetail', 'cartCount', 'assetOverview'];

describe('funddesk smoke', () => {
  it('passes with op01, writes valid JUnit, and leaves the stored login alone', async () => {
    const sessionFile = join(configDir, 'session.json');
    const before = await readFile(sessionFile, 'utf8');
    const junit = join(configDir, 'smoke.xml');
    const { code, stdout, stderr } = await funddesk(['smoke', '--junit', junit, '--json'], {
      vars: { FUNDDESK_USER: 'op01', FUNDDESK_PASSWORD: 'Demo@2026' },
    });
    expect(code).toBe(ExitCode.Ok);
    const report = JSON.parse(stdout) as SmokeReport;
    expect(report).toMatchObject({
      env: 'local',
      baseUrl: server.baseUrl,
      user: 'op01',
      passed: true,
      exitCode: 0,
    });
    expect(report.checks.map((c) => [c.name, c.status])).toEqual(CHECKS.map((name) => [name, 'ok']));
    for (const check of report.checks) {
      expect(check.ms).toBeGreaterThanOrEqual(0);
      expect(check.detail).toBeTruthy();
    }
    expect(report.checks[1]?.detail).toContain('鼎元投资管理有限公司（10000001）');
    expect(stderr).toContain('全部 7 项检查通过');
    expect(stderr).toContain(`已写入 JUnit 报告：${junit}`);

    const xml = await readJUnit(junit);
    expect(xml.root).toBe('testsuites');
    expect(xml.suite).toEqual({ tests: '7', failures: '0', skipped: '0' });
    expect(xml.cases.map((c) => c.name)).toEqual(CHECKS);
    for (const c of xml.cases) {
      expect(c.failure).toBeNull();
      expect(c.time).toMatch(/^\d+\.\d{3}$/);
    }

    expect(await readFile(sessionFile, 'utf8')).toBe(before);
    expect((await funddesk(['whoami'])).code).toBe(ExitCode.Ok);
  });

  it('exits 3 for a wrong password, with the failed login recorded and the rest skipped', async () => {
    const junit = join(configDir, 'smoke-wrong.xml');
    const { code, stdout, stderr } = await funddesk(['smoke', '--json', '--junit', junit], {
      vars: { FUNDDESK_USER: 'op01', FUNDDESK_PASSWORD: 'wrong-password' },
    });
    expect(code).toBe(ExitCode.Auth);
    const report = JSON.parse(stdout) as SmokeReport;
    expect(report.passed).toBe(false);
    expect(report.exitCode).toBe(ExitCode.Auth);
    expect(report.checks[0]?.status).toBe('ok');
    expect(report.checks[1]).toMatchObject({
      name: 'login',
      status: 'failed',
      code: ErrorCode.LoginFailed,
      message: '用户名或密码错误',
    });
    expect(report.checks.slice(2).map((c) => c.status)).toEqual(Array(5).fill('skipped'));
    expect(stderr).toContain('冒烟测试未通过：1 项失败，5 项跳过（共 7 项）');

    const xml = await readJUnit(junit);
    expect(xml.suite).toEqual({ tests: '7', failures: '1', skipped: '5' });
    expect(xml.cases[1]?.failure).toEqual({
      type: ErrorCode.LoginFailed,
      message: `[${ErrorCode.LoginFailed}] 用户名或密码错误`,
    });
    expect(xml.cases.slice(2).every((c) => c.skipped)).toBe(true);
  });

  it('never prompts: without FUNDDESK_USER / FUNDDESK_PASSWORD it exits 2 and calls nothing', async () => {
    const { code, stdout, stderr } = await funddesk(['smoke', '--json'], { vars: { FUNDDESK_USER: 'op01' } });
    expect(code).toBe(ExitCode.Usage);
    expect(stdout).toBe('');
    expect(stderr).toContain('FUNDDESK_PASSWORD');
  });

  it('exits 4 when the gateway is unreachable, the later checks skipped', async () => {
    const { code, stdout, stderr } = await funddesk(['smoke', '--json'], {
      vars: { FUNDDESK_URL: 'http://127.0.0.1:1', FUNDDESK_USER: 'op01', FUNDDESK_PASSWORD: 'Demo@2026' },
    });
    expect(code).toBe(ExitCode.Network);
    const report = JSON.parse(stdout) as SmokeReport;
    expect(report.checks[0]).toMatchObject({ name: 'publicKey', status: 'failed', code: ErrorCode.Network });
    expect(report.checks.slice(1).every((c) => c.status === 'skipped')).toBe(true);
    expect(stderr).toContain('提示：无法访问 http://127.0.0.1:1');
  });
});
