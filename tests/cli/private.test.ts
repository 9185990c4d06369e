/**
 * `funddesk private list|show|review` against the real local gateway (issue 13 §6; §2 "a back-office review …
 * or a CLI command"): op01 (organisation 10000001, not yet qualified) lists masked products and is refused the
 * detail (exit 1, FD3100); op01 applies through the gateway; admin01 lists the application, is told a rejection
 * needs its reason (exit 2) and approves it; op01 then lists and shows the products. Commands run through `main`
 * with captured streams and no TTY; each person has their own config directory.
 */
import { privateFunds, selfConfirmPayloadOf } from '@funddesk/core';
import { ExitCode } from '@funddesk/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeConfigDir, removeConfigDir, runFunddesk } from '../helpers/cli.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
const dirs: Record<string, string> = {};

/** Runs `funddesk <argv>` in-process without a TTY, in `user`'s config directory. */
const funddesk = (user: string, argv: string[], stdin = '') =>
  runFunddesk({ configDir: dirs[user]!, baseUrl: server.baseUrl }, argv, stdin);

beforeAll(async () => {
  server = await startServer();
  for (const user of ['op01', 'admin01']) {
    dirs[user] = await makeConfigDir(`funddesk-cli-private-${user}-`);
    const login = await funddesk(user, ['login', '--user', user, '--password-stdin'], 'Demo@2026\n');
    expect(login.code).toBe(ExitCode.Ok);
  }
}, 60_000);
afterAll(async () => {
  await server?.close();
  for (const dir of Object.values(dirs)) await removeConfigDir(dir);
});

describe('funddesk private (issue 13 §6)', () => {
  it('not qualified: list is masked, show exits 1 with FD3100, a bad id or option exits 2', async () => {
    const list = await funddesk('op01', ['private', 'list', '--json']);
    expect(list.code).toBe(ExitCode.Ok);
    const answer = JSON.parse(list.stdout) as {
      qualified: boolean;
      total: number;
      products: { masked: boolean }[];
    };
    expect(answer.qualified).toBe(false);
    expect(answer.products).toHaveLength(answer.total);
    expect(answer.products.every((p) => p.masked)).toBe(true);
    const table = await funddesk('op01', ['private', 'list', '--reserve', '1']);
    expect(table.stderr).toContain('未通过合格投资者认定');
    const show = await funddesk('op01', ['private', 'show', 'SM0001']);
    expect(show.code).toBe(ExitCode.Failed);
    expect(show.stderr).toContain('您尚未通过合格投资者认定');
    expect((await funddesk('op01', ['private', 'show', 'X1'])).code).toBe(ExitCode.Usage);
    expect((await funddesk('op01', ['private', 'list', '--risk', 'zxfxdj_1'])).code).toBe(ExitCode.Usage);
  });

  it('the administrator reviews the application with the CLI; then op01 sees the products', async () => {
    const op01 = server.client();
    await op01.login('op01', undefined, '10000001');
    const apply = await op01.gateway.call(
      privateFunds.selfConfirmSubmit,
      selfConfirmPayloadOf('0', '0', '1'),
    );
    const pending = await funddesk('admin01', ['private', 'review', 'list']);
    expect(pending.code).toBe(ExitCode.Ok);
    expect(pending.stdout).toContain('鼎元投资管理有限公司');
    expect(pending.stdout).toContain('私募合格投资者');
    expect((await funddesk('admin01', ['private', 'review', 'reject', apply.applyId])).code).toBe(
      ExitCode.Usage,
    );
    const approved = await funddesk('admin01', ['private', 'review', 'approve', apply.applyId, '--json']);
    expect(approved.code).toBe(ExitCode.Ok);
    expect(JSON.parse(approved.stdout)).toMatchObject({ applyId: apply.applyId, applyStatus: 'confirmed' });
    const again = await funddesk('admin01', ['private', 'review', 'approve', apply.applyId]);
    expect(again.code).toBe(ExitCode.Failed);

    const list = await funddesk('op01', ['private', 'list', '--strategy', 'bond']);
    expect(list.code).toBe(ExitCode.Ok);
    expect(list.stdout).toContain('债券策略');
    const show = await funddesk('op01', ['private', 'show', 'sm0001']);
    expect(show.code).toBe(ExitCode.Ok);
    expect(show.stdout).toContain('SM0001');
    expect(show.stdout).toContain('模拟');
  });
});
