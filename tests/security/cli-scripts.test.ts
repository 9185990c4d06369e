/**
 * Issue 16 finding 9 (CLI for scripts) and the CLI side of finding 10: `batch import --json` prints a JSON
 * object on every exit — with the batch number to resume when waiting ends with exit 4 —, local usage errors
 * carry a catalogue code, browser wording (请刷新页面) stays out of the terminal, and a person with several
 * organisations who has not chosen one is told to choose (`orgs use`), not 您无权操作该机构或账户.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, GatewayError, t, type FetchLike } from '@funddesk/core';
import { describeError, ExitCode, main } from '@funddesk/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseRows, purchaseWorkbook } from '../fixtures/batch/make-500.mjs';
import { engineFor } from '../../packages/server/src/trade/index.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let dir: string;

beforeAll(async () => {
  server = await startServer();
  dir = await mkdtemp(join(tmpdir(), 'funddesk-security-cli-'));
});
afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function funddesk(argv: string[], run: { stdin?: string; fetch?: FetchLike; config?: string } = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    vars: { FUNDDESK_CONFIG_DIR: join(dir, run.config ?? 'config'), FUNDDESK_URL: server.baseUrl },
    isTTY: false,
    ...(run.fetch ? { fetch: run.fetch } : {}),
    readStdin: () => Promise.resolve(run.stdin ?? ''),
    sleep: () => engineFor(server.db)!.idle(),
  });
  return { code, stdout, stderr };
}

describe('batch import --json prints what is known on every exit (issue 16 finding 9)', () => {
  it('exit 4 while waiting: stdout names the placed batch, its state and the network code', async () => {
    expect(
      (await funddesk(['login', '--user', 'op01', '--password-stdin'], { stdin: 'Demo@2026' })).code,
    ).toBe(0);
    const file = join(dir, 'three.xlsx');
    await writeFile(file, await purchaseWorkbook(purchaseRows({ rows: 3 })));
    // The network goes away once the batch is placed: every status poll fails.
    const flaky: FetchLike = (url, init) =>
      String(url).includes('batch/tradeStatus')
        ? Promise.reject(new TypeError('fetch failed'))
        : fetch(url, init);
    const run = await funddesk(['batch', 'import', file, '--yes', '--trade-password-stdin', '--json'], {
      stdin: '135790',
      fetch: flaky,
    });
    expect(run.code).toBe(ExitCode.Network);
    const answer = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(answer).toMatchObject({
      batchSerialNo: expect.stringMatching(/\S/),
      state: 'processing',
      error: { code: ErrorCode.Network },
      exitCode: ExitCode.Network,
    });
    expect(answer.importId).toEqual(expect.any(String));
  });

  it('a refusal before placing (wrong trade password, exit 3): the import id and the code, no batch', async () => {
    const file = join(dir, 'two.xlsx');
    await writeFile(file, await purchaseWorkbook(purchaseRows({ rows: 2 })));
    const run = await funddesk(['batch', 'import', file, '--yes', '--trade-password-stdin', '--json'], {
      stdin: '000000',
    });
    expect(run.code).toBe(ExitCode.Auth);
    expect(JSON.parse(run.stdout)).toMatchObject({
      importId: expect.any(String),
      batchSerialNo: null,
      state: null,
      error: { code: ErrorCode.TradePasswordWrong },
      exitCode: ExitCode.Auth,
    });
  });

  it('a local usage error: exit 2, a catalogue code on stderr and in the JSON', async () => {
    const run = await funddesk(['batch', 'import', join(dir, 'missing.xlsx'), '--dry-run', '--json']);
    expect(run.code).toBe(ExitCode.Usage);
    expect(run.stderr).toContain(`错误 [${ErrorCode.BadRequest}]`);
    expect(JSON.parse(run.stdout)).toMatchObject({
      error: { code: ErrorCode.BadRequest },
      exitCode: ExitCode.Usage,
    });
  });
});

describe('CLI messages are the terminal’s (issue 16 finding 9)', () => {
  it('keeps 请刷新页面 out of the CLI: a timeout and a decryption failure say to run the command again', () => {
    for (const code of [ErrorCode.Timeout, ErrorCode.DecryptFailed, ErrorCode.FirstLoginSettingsMismatch]) {
      const [line] = describeError(new GatewayError(code));
      expect(line).toContain(`[${code}]`);
      expect(line).not.toContain('刷新');
    }
    expect(describeError(new GatewayError(ErrorCode.Timeout))[0]).toBe(
      t('cli.error.withCode', { code: ErrorCode.Timeout, message: t('cli.error.timeout') }),
    );
  });
});

describe('a person with several organisations is told to choose one (issue 16 finding 10)', () => {
  it('op02 before orgs use: exit 3 with the orgs use hint, not 您无权操作该机构或账户', async () => {
    const config = 'config-op02';
    const login = await funddesk(['login', '--user', 'op02', '--password-stdin'], {
      stdin: 'Demo@2026',
      config,
    });
    expect(login.code).toBe(0);
    const list = await funddesk(['orders', 'list', '--pending', '--json'], { config });
    expect(list.code).toBe(ExitCode.Auth);
    expect(list.stderr).toContain(t('cli.error.chooseOrg'));
    expect(list.stderr).not.toContain(t('error.orgForbidden'));
    expect((await funddesk(['orgs', 'use', '10000001'], { config })).code).toBe(0);
    expect((await funddesk(['orders', 'list', '--pending', '--json'], { config })).code).toBe(0);
  });
});
