/**
 * `funddesk review` against the real local gateway (issue 11 §4 and its first "Done when"): with two-level
 * review on for 10000001, op01's cart purchase of 3 funds is listed for chk01; chk01 approves two and
 * rejects one with the CLI, chk02 approves one; exactly that one is accepted; deciding an order again
 * exits 1 with its code, a rejection without a reason exits 2. Commands run through `main` with captured
 * streams and no TTY; each checker has their own config directory.
 */
import { ErrorCode } from '@funddesk/core';
import { ExitCode } from '@funddesk/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartPurchaseUnderTwoLevelReview, orderStatusOf } from '../helpers/review.js';
import { makeConfigDir, removeConfigDir, runFunddesk } from '../helpers/cli.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
const dirs: Record<string, string> = {};
let serials: string[] = [];

/** Runs `funddesk <argv>` in-process without a TTY, in `user`'s config directory. */
const funddesk = (user: string, argv: string[], stdin = '') =>
  runFunddesk({ configDir: dirs[user]!, baseUrl: server.baseUrl }, argv, stdin);

const statusOf = (serialNo: string) => orderStatusOf(server, serialNo);

beforeAll(async () => {
  server = await startServer();
  serials = await cartPurchaseUnderTwoLevelReview(server);
  for (const user of ['chk01', 'chk02']) {
    dirs[user] = await makeConfigDir(`funddesk-cli-review-${user}-`);
    const login = await funddesk(user, ['login', '--user', user, '--password-stdin'], 'Demo@2026\n');
    expect(login.code).toBe(ExitCode.Ok);
  }
});
afterAll(async () => {
  await server?.close();
  for (const dir of Object.values(dirs)) await removeConfigDir(dir);
});

describe('funddesk review (issue 11 §4)', () => {
  it('review list --json lists the three orders for chk01 with the application day of an approval now', async () => {
    const { code, stdout } = await funddesk('chk01', ['review', 'list', '--mine', '--json']);
    expect(code).toBe(ExitCode.Ok);
    const result = JSON.parse(stdout) as {
      list: { order: { serialNo: string }; level: number }[];
      approvalDay: string;
    };
    expect(result.list.map((n) => n.order.serialNo)).toEqual(serials);
    expect(result.list.every((n) => n.level === 1)).toBe(true);
    expect(result.approvalDay).toBe('2026-02-13');
    const table = await funddesk('chk01', ['review', 'list']);
    expect(table.stdout).toContain(serials[0]);
    expect(table.stdout).toContain('购物车申购');
    expect(table.stderr).toContain('现在通过，申请日为 2026-02-13。');
  });

  it('a rejection without --comment is a usage error (exit 2, FD4906) and decides nothing', async () => {
    const { code, stderr } = await funddesk('chk01', ['review', 'reject', serials[2]!]);
    expect(code).toBe(ExitCode.Usage);
    expect(stderr).toContain('驳回时请填写原因');
    expect(await statusOf(serials[2]!)).toBe('pendingReview');
  });

  it('chk01 approves two and rejects one; chk02 approves one: only it is accepted', async () => {
    const [a, b, c] = serials as [string, string, string];
    const approve = await funddesk('chk01', ['review', 'approve', a, b, '--comment', '金额无误']);
    expect(approve.code).toBe(ExitCode.Ok);
    expect(approve.stdout).toBe(`${a}：通过，订单状态 待复核\n${b}：通过，订单状态 待复核\n`);
    const reject = await funddesk('chk01', ['review', 'reject', c, '--comment', '基金选择有误', '--json']);
    expect(reject.code).toBe(ExitCode.Ok);
    expect(JSON.parse(reject.stdout)).toMatchObject({
      results: [{ serialNo: c, ok: true, status: 'failed' }],
    });
    const second = await funddesk('chk02', ['review', 'approve', a]);
    expect(second.code).toBe(ExitCode.Ok);
    expect(second.stdout).toBe(`${a}：通过，订单状态 已受理\n`);
    expect([await statusOf(a), await statusOf(b), await statusOf(c)]).toEqual([
      'accepted',
      'pendingReview',
      'failed',
    ]);
  });

  it('deciding a decided order exits 1 with its code on the order line', async () => {
    const { code, stdout, stderr } = await funddesk('chk02', ['review', 'approve', serials[2]!]);
    expect(code).toBe(ExitCode.Failed);
    expect(stdout).toBe(`${serials[2]}：[${ErrorCode.ReviewAlreadyDecided}] 该订单已被处理，请刷新后查看\n`);
    expect(stderr).toContain('已处理 0 笔，失败 1 笔');
  });
});
