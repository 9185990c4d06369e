/**
 * `funddesk admin trade-info` against the real local gateway (spec 02 §5 blacklist and registration progress;
 * docs/decisions.md "Back-office maintenance of private-trade information"): ops01 blacklists 10000001 with a
 * reason, sets its registration progress, lifts the blacklist keeping the progress, and reads the history;
 * sets and clears the private subscription fee discount (--fee-discount);
 * blacklisting without a reason exits 1 with FD4830, a bad discount with FD4833, a wrong flag value exits 2,
 * op01 is refused (exit 3).
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

  it('set --fee-discount 0.8 stores the discount (list shows 0.8（8.0折）); a bad one exits 1 (FD4833); blank clears it', async () => {
    const set = await funddesk('ops01', ['admin', 'trade-info', 'set', '10000002', '--fee-discount', '0.8']);
    expect(set.code).toBe(ExitCode.Ok);
    expect(set.stdout).toContain('私募认购费折扣：0.8（8.0折）');
    const list = await funddesk('ops01', ['admin', 'trade-info', 'list']);
    expect(list.stdout).toContain('0.8（8.0折）');
    const bad = await funddesk('ops01', ['admin', 'trade-info', 'set', '10000002', '--fee-discount', '1.2']);
    expect(bad.code).toBe(ExitCode.Failed);
    expect(bad.stderr).toContain(ErrorCode.TradeInfoFeeDiscountInvalid);
    const kept = await funddesk('ops01', ['admin', 'trade-info', 'set', '10000002', '--job', 'no', '--json']);
    expect(JSON.parse(kept.stdout)).toMatchObject({ job: false, feeDiscount: '0.8' });
    const cleared = await funddesk('ops01', ['admin', 'trade-info', 'set', '10000002', '--fee-discount', '']);
    expect(cleared.stdout).toContain('私募认购费折扣：不打折');
    const shown = await funddesk('ops01', ['admin', 'trade-info', 'show', '10000002', '--json']);
    const { history } = JSON.parse(shown.stdout) as { history: TradeInfoChange[] };
    expect(history.map((c) => c.after.feeDiscount)).toEqual([null, '0.8', '0.8']);
  });

  it('op01 is refused (FD1003, exit 3)', async () => {
    const refused = await funddesk('op01', ['admin', 'trade-info', 'list']);
    expect(refused.code).toBe(ExitCode.Auth);
  });
});
