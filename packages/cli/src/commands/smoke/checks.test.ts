import { ErrorCode, GatewayError } from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import { CliError, ExitCode } from '../../errors.js';
import { failureExitCode, runChecks, type Check } from './checks.js';

const pass = (name: string, requires?: string[]): Check & { runs: number } => {
  const check = {
    name,
    label: `检查${name}`,
    requires,
    runs: 0,
    run() {
      check.runs += 1;
      return Promise.resolve(`${name} ok`);
    },
  };
  return check;
};
const fail = (name: string, error: Error, requires?: string[]): Check => ({
  name,
  label: `检查${name}`,
  requires,
  run: () => Promise.reject(error),
});

/** A clock that advances 5 ms at every reading. */
function steppingClock(): () => number {
  let now = 0;
  return () => (now += 5);
}

describe('the smoke check runner', () => {
  it('runs every check in order and records times; exit 0 when all pass', async () => {
    const run = await runChecks([pass('a'), pass('b', ['a'])], steppingClock());
    expect(run.exitCode).toBe(ExitCode.Ok);
    expect(run.results).toEqual([
      { name: 'a', label: '检查a', status: 'ok', ms: 5, code: null, message: null, detail: 'a ok' },
      { name: 'b', label: '检查b', status: 'ok', ms: 5, code: null, message: null, detail: 'b ok' },
    ]);
  });

  it('skips the checks that require a failed one, and exits 3 for a login refusal', async () => {
    const later = pass('menu', ['login']);
    const run = await runChecks([
      pass('publicKey'),
      fail('login', new GatewayError(ErrorCode.LoginFailed)),
      later,
      pass('independent'),
    ]);
    expect(later.runs).toBe(0);
    expect(run.results.map((r) => r.status)).toEqual(['ok', 'failed', 'skipped', 'ok']);
    expect(run.results[1]).toMatchObject({ code: ErrorCode.LoginFailed, message: '用户名或密码错误' });
    expect(run.results[2]).toMatchObject({ ms: 0, code: null, message: '未执行：“检查login”未通过' });
    expect(run.exitCode).toBe(ExitCode.Auth);
  });

  it('continues after a business failure, and the first failure decides the exit code', async () => {
    const after = pass('c');
    const run = await runChecks([
      fail('a', new GatewayError(ErrorCode.Internal)),
      fail('b', new GatewayError(ErrorCode.Forbidden)),
      after,
    ]);
    expect(after.runs).toBe(1);
    expect(run.results.map((r) => r.status)).toEqual(['failed', 'failed', 'ok']);
    expect(run.exitCode).toBe(ExitCode.Failed);
  });

  it('stops at a network failure: every later check is skipped, exit 4', async () => {
    const later = pass('b');
    const run = await runChecks([fail('a', new GatewayError(ErrorCode.Network)), later, pass('c')]);
    expect(later.runs).toBe(0);
    expect(run.results.map((r) => [r.status, r.message])).toEqual([
      ['failed', expect.any(String)],
      ['skipped', '未执行：网关无法访问'],
      ['skipped', '未执行：网关无法访问'],
    ]);
    expect(run.exitCode).toBe(ExitCode.Network);
  });

  it('records failures without a catalogue code and never answers a usage exit code', async () => {
    const run = await runChecks([
      fail('a', new CliError(ExitCode.Failed, 'cli.smoke.fail.emptyMenu')),
      fail('b', new Error('boom')),
    ]);
    expect(run.results.map((r) => [r.code, r.message])).toEqual([
      [null, '菜单为空'],
      [null, 'boom'],
    ]);
    expect(failureExitCode(new GatewayError(ErrorCode.BadRequest))).toBe(ExitCode.Failed);
    expect(failureExitCode(new GatewayError(ErrorCode.Timeout))).toBe(ExitCode.Network);
  });
});
