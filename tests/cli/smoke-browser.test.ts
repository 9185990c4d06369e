/**
 * `funddesk smoke --browser [--junit]` (issue 18 §4, done-when 3) against the local server with the built
 * web app, in the system chromium: both variants pass (op01 institution, sk01 enterprise treasury); a
 * deliberately broken screen (FUNDDESK_SMOKE_BREAK swaps the selector a check waits for) fails with a
 * screenshot next to the JUnit file; a missing chromium says how to install it (exit 2); a stopped server
 * fails fast (exit 4) with a report. Run under `flock /tmp/e2e.lock` (it uses packages/web/dist).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { t } from '@funddesk/core';
import { ExitCode, main, type SmokeReport } from '@funddesk/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

const webDist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));

let server: TestServer;
let dir: string;

/** Runs `funddesk <argv>` in-process without a TTY, with op01's credentials. */
async function funddesk(argv: string[], vars: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    vars: {
      FUNDDESK_CONFIG_DIR: dir,
      FUNDDESK_URL: server.baseUrl,
      FUNDDESK_USER: 'op01',
      FUNDDESK_PASSWORD: 'Demo@2026',
      ...vars,
    },
    isTTY: false,
    readStdin: () => Promise.resolve(''),
  });
  return { code, stdout, stderr };
}

beforeAll(async () => {
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error('build the web first: npm -w @funddesk/web run build');
  server = await startServer({ webDir: webDist });
  dir = await mkdtemp(join(tmpdir(), 'funddesk-smoke-browser-'));
});
afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('funddesk smoke --browser (issue 18 §4)', () => {
  it('passes in both variants and writes every screen check to the JUnit file', async () => {
    const junit = join(dir, 'ok', 'out.xml');
    await import('node:fs/promises').then((fs) => fs.mkdir(join(dir, 'ok'), { recursive: true }));
    const run = await funddesk(['smoke', '--browser', '--junit', junit, '--json']);
    const report = JSON.parse(run.stdout) as SmokeReport;
    expect(report.checks.filter((check) => check.status !== 'ok')).toEqual([]);
    expect(run.code).toBe(ExitCode.Ok);
    const names = report.checks.map((check) => check.name);
    for (const variant of ['jgt', 'sk'])
      for (const step of ['login', 'search', 'detail', 'cart', 'pending', 'assets'])
        expect(names).toContain(`browser.${variant}.${step}`);
    const xml = await readFile(junit, 'utf8');
    expect(xml).toContain('name="browser.sk.assets"');
    expect(xml).not.toContain('<failure');
  }, 180_000); // two variants, twelve screens, on a loaded 2-core machine

  it('a broken screen fails with a screenshot saved next to the JUnit file (exit 1)', async () => {
    const junit = join(dir, 'broken', 'out.xml');
    await import('node:fs/promises').then((fs) => fs.mkdir(join(dir, 'broken'), { recursive: true }));
    const run = await funddesk(['smoke', '--browser', '--junit', junit, '--json'], {
      FUNDDESK_SMOKE_VARIANTS: 'jgt',
      FUNDDESK_SMOKE_BREAK: 'browser.jgt.pending=#fd-smoke-broken-screen',
      FUNDDESK_SMOKE_TIMEOUT_MS: '3000',
    });
    expect(run.code).toBe(ExitCode.Failed);
    const report = JSON.parse(run.stdout) as SmokeReport;
    const failed = report.checks.find((check) => check.name === 'browser.jgt.pending');
    const screenshot = join(dir, 'broken', 'smoke-jgt-pending.png');
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed?.message).toContain(t('cli.smoke.browser.screenshot', { file: screenshot }));
    expect((await stat(screenshot)).size).toBeGreaterThan(1000);
    expect(report.checks.find((check) => check.name === 'browser.jgt.assets')).toMatchObject({
      status: 'ok',
    });
    expect(await readFile(junit, 'utf8')).toContain(screenshot);
  }, 120_000);

  it('a missing chromium is refused before any request, with the install line (exit 2)', async () => {
    const run = await funddesk(['smoke', '--browser', '--chromium', '/nonexistent/chromium'], {
      FUNDDESK_URL: 'http://127.0.0.1:9',
    });
    expect(run.code).toBe(ExitCode.Usage);
    expect(run.stderr).toContain(t('cli.smoke.error.chromiumMissing', { path: '/nonexistent/chromium' }));
  });

  it('a stopped server fails fast with a report: the first check fails, the rest are skipped (exit 4)', async () => {
    const junit = join(dir, 'down.xml');
    const started = performance.now();
    const run = await funddesk(['smoke', '--browser', '--junit', junit, '--json'], {
      FUNDDESK_URL: 'http://127.0.0.1:9',
    });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(run.code).toBe(ExitCode.Network);
    const report = JSON.parse(run.stdout) as SmokeReport;
    expect(report.checks[0]).toMatchObject({ name: 'publicKey', status: 'failed' });
    expect(report.checks.slice(1).every((check) => check.status === 'skipped')).toBe(true);
    expect(await readFile(junit, 'utf8')).toContain('<skipped');
  });
});
