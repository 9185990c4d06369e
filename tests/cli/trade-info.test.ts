/**
 * `funddesk admin trade-info` against the real local gateway (spec 02 §5 blacklist and registration progress;
 * docs/decisions.md "Back-office maintenance of private-trade information"): ops01 blacklists 10000001 with a
 * reason, sets its registration progress, lifts the blacklist keeping the progress, and reads the history;
 * blacklisting without a reason exits 1 with FD4830, a wrong flag value exits 2, op01 is refused (exit 3).
 * Commands run through `main` with captured streams and no TTY; each user has their own config directory.
 */
import { ErrorCode, type TradeInfoChange, type TradeInfoRow } from '@funddesk/core';
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
  for (const user of ['ops01', 'op01']) {
    dirs[user] = await makeConfigDir(`funddesk-cli-trade-info-${user}-`);
    const login = await funddesk(user, ['login', '--user', user, '--password-stdin'], 'Demo@2026\n');
    expect(login.code).toBe(ExitCode.Ok);
  }
});
afterAll(async () => {
  await server?.close();
  for (const dir of Object.values(dirs)) await removeConfigDir(dir);
});

describe('funddesk admin trade-info (back-office private-trade information)', () => {
  it('set blacklists with a reason and a progress; set --blacklist off keeps the progress; show lists both changes', async () => {
    const on = await funddesk('ops01', [
      'admin',
      'trade-info',
      'set',
      '10000001',
      '--blacklist',
      'on',
      '--reason',
      '涉嫌违规交易',
      '--progress',
      '2',
      '--json',
    ]);
    expect(on.code).toBe(ExitCode.Ok);
    expect(JSON.parse(on.stdout)).toMatchObject({ blacklisted: true, registerProgress: '2' });
    const off = await funddesk('ops01', ['admin', 'trade-info', 'set', '10000001', '--blacklist', 'off']);
    expect(off.code).toBe(ExitCode.Ok);
    expect(off.stdout).toContain('黑名单：未列入；注册进度：2 已实名，未绑卡');
    const shown = await funddesk('ops01', ['admin', 'trade-info', 'show', '10000001', '--json']);
    const { info, history } = JSON.parse(shown.stdout) as { info: TradeInfoRow; history: TradeInfoChange[] };
    expect(info).toMatchObject({ blacklisted: false, registerProgress: '2', maintained: true });
    expect(history.map((c) => c.after.blacklisted)).toEqual([false, true]);
    const list = await funddesk('ops01', ['admin', 'trade-info', 'list']);
    expect(list.code).toBe(ExitCode.Ok);
    expect(list.stdout).toContain('10000001');
  });

  it('blacklisting without a reason exits 1 (FD4830); a flag other than on|off exits 2', async () => {
    const noReason = await funddesk('ops01', ['admin', 'trade-info', 'set', '10000002', '--blacklist', 'on']);
    expect(noReason.code).toBe(ExitCode.Failed);
    expect(noReason.stderr).toContain(ErrorCode.TradeInfoReasonRequired);
    const wrong = await funddesk('ops01', ['admin', 'trade-info', 'set', '10000002', '--blacklist', 'yes']);
    expect(wrong.code).toBe(ExitCode.Usage);
  });

  it('op01 is refused (FD1003, exit 3)', async () => {
    const refused = await funddesk('op01', ['admin', 'trade-info', 'list']);
    expect(refused.code).toBe(ExitCode.Auth);
  });
});
