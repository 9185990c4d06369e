/**
 * `funddesk api <call> [--data json]` (issue 18 §3) against the real local gateway: any contract call by
 * name with the stored session, marked fields encrypted, the envelope printed as JSON; an unknown call name
 * or a body that fails the schema is refused with the schema's error before any request (exit 2).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, t } from '@funddesk/core';
import { ExitCode, main } from '@funddesk/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let configDir: string;
/** A port nothing listens on: a command that sent a request there would exit 4 (network). */
const DEAD_URL = 'http://127.0.0.1:9';

/** Runs `funddesk <argv>` in-process without a TTY. */
async function funddesk(argv: string[], options: { stdin?: string; url?: string } = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    vars: { FUNDDESK_CONFIG_DIR: configDir, FUNDDESK_URL: options.url ?? server.baseUrl },
    isTTY: false,
    readStdin: () => Promise.resolve(options.stdin ?? ''),
  });
  return { code, stdout, stderr };
}

beforeAll(async () => {
  server = await startServer();
  configDir = await mkdtemp(join(tmpdir(), 'funddesk-cli-api-'));
  const login = await funddesk(['login', '--user', 'op01', '--password-stdin'], { stdin: 'Demo@2026\n' });
  expect(login.code).toBe(ExitCode.Ok);
});
afterAll(async () => {
  await server?.close();
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

describe('funddesk api (issue 18 §3)', () => {
  it('calls fundSearch with the stored session and prints the envelope as JSON (exit 0)', async () => {
    const run = await funddesk(['api', 'fundSearch', '--data', '{"keyword":"华夏","page":0,"size":5}']);
    expect(run.code).toBe(ExitCode.Ok);
    const envelope = JSON.parse(run.stdout) as { header: { retCode: string }; body: { content: unknown[] } };
    expect(envelope.header).toEqual({ retCode: '0000', retMessage: t('common.success') });
    expect(envelope.body.content.length).toBeGreaterThan(0);
  });

  it('encrypts the contract-marked fields: checkTradePassword with the plain trade password answers 0000', async () => {
    const run = await funddesk(['api', 'checkTradePassword', '--data', '{"tradePassword":"135790"}']);
    expect(run.code).toBe(ExitCode.Ok);
    expect(JSON.parse(run.stdout)).toMatchObject({ header: { retCode: '0000' }, body: { remaining: 5 } });
  });

  it('a business refusal prints its envelope and exits 1 with the code on stderr', async () => {
    const run = await funddesk(['api', 'fundDetail', '--data', '{"fundId":"999999"}']);
    expect(run.code).toBe(ExitCode.Failed);
    const envelope = JSON.parse(run.stdout) as { header: { retCode: string; retMessage: string } };
    expect(envelope.header.retCode).toBe(ErrorCode.FundNotFound);
    expect(run.stderr).toContain(`[${ErrorCode.FundNotFound}]`);
    expect(run.stderr).toContain(envelope.header.retMessage);
  });

  it('an unknown call name is refused before any request (exit 2, FD2000)', async () => {
    const run = await funddesk(['api', 'noSuchCall'], { url: DEAD_URL });
    expect(run.code).toBe(ExitCode.Usage);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(t('cli.api.error.unknownCall', { name: 'noSuchCall' }));
    expect(run.stderr).toContain(`[${ErrorCode.BadRequest}]`);
  });

  it('a body that fails the schema is refused with the schema’s error before any request (exit 2)', async () => {
    const run = await funddesk(['api', 'fundDetail', '--data', '{"fundId":12}'], { url: DEAD_URL });
    expect(run.code).toBe(ExitCode.Usage);
    expect(run.stderr).toContain(t('cli.api.error.schema', { name: 'fundDetail', issues: '' }).slice(0, 8));
    expect(run.stderr).toContain('fundId:');
    const notJson = await funddesk(['api', 'fundDetail', '--data', '{fundId'], { url: DEAD_URL });
    expect(notJson.code).toBe(ExitCode.Usage);
  });

  it('a download is pointed to its command; a call without a session exits 3', async () => {
    const download = await funddesk(['api', 'documentDownload'], { url: DEAD_URL });
    expect(download.code).toBe(ExitCode.Usage);
    expect(download.stderr).toContain(t('cli.api.error.notACall', { name: 'documentDownload' }));
    const logout = await funddesk(['logout']);
    expect(logout.code).toBe(ExitCode.Ok);
    const anonymous = await funddesk(['api', 'addCartNumInfo']);
    expect(anonymous.code).toBe(ExitCode.Auth);
    // A public call needs no session.
    const key = await funddesk(['api', 'publicKey']);
    expect(key.code).toBe(ExitCode.Ok);
    expect(JSON.parse(key.stdout)).toMatchObject({ header: { retCode: '0000' } });
  });
});
