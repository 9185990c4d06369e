/**
 * The `funddesk` CLI against the real local gateway, started in-process on an ephemeral port with a
 * fresh copy of the seeded database (STYLE "tests that tell a story"). Commands run through `main` with
 * captured streams and no TTY, and a few through the built binary as a script would.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ErrorCode, type FundSearchItem } from '@funddesk/core';
import { ExitCode, main } from '@funddesk/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = join(root, 'packages/cli/bin/funddesk.js');

let server: TestServer;
let configDir: string;

/**
 * Weeks after the real data ends (2026-02-13): the NAV of 2026-02-13 is published, and later ones, if
 * any, are the gateway's simulated continuation, so `funds show` must pick the last real one.
 */
const AFTER_DATA_END = Date.parse('2026-03-02T10:00:00+08:00');

beforeAll(async () => {
  server = await startServer();
  server.clock.set(AFTER_DATA_END);
  configDir = await mkdtemp(join(tmpdir(), 'funddesk-cli-'));
});
afterAll(async () => {
  await server?.close();
  await rm(configDir, { recursive: true, force: true });
});

/** Runs `funddesk <argv>` in-process without a TTY; `stdin` is what --password-stdin reads. */
async function funddesk(argv: string[], options: { stdin?: string; dir?: string } = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    vars: { FUNDDESK_CONFIG_DIR: options.dir ?? configDir, FUNDDESK_URL: server.baseUrl },
    isTTY: false,
    readStdin: () => Promise.resolve(options.stdin ?? ''),
  });
  return { code, stdout, stderr };
}

describe('funddesk against the local gateway', () => {
  it('refuses a wrong password with exit 3 and FD1001', async () => {
    const { code, stderr, stdout } = await funddesk(['login', '--user', 'op01', '--password-stdin'], {
      stdin: 'wrong\n',
    });
    expect(code).toBe(ExitCode.Auth);
    expect(stderr).toContain(`错误 [${ErrorCode.LoginFailed}] 用户名或密码错误`);
    expect(stdout).toBe('');
  });

  it('never prompts without a TTY: no credentials is exit 2', async () => {
    const { code, stderr } = await funddesk(['login']);
    expect(code).toBe(ExitCode.Usage);
    expect(stderr).toContain('FUNDDESK_USER');
  });

  it('logs op01 in with --password-stdin and switches to its one organisation', async () => {
    const { code, stderr, stdout } = await funddesk(['login', '--user', 'op01', '--password-stdin'], {
      stdin: 'Demo@2026\n',
    });
    expect(code).toBe(ExitCode.Ok);
    expect(stdout).toBe('');
    expect(stderr).toContain('已登录：张伟（op01）');
    expect(stderr).toContain('当前机构：鼎元投资管理有限公司（10000001）');
    const file = join(configDir, 'session.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(configDir)).mode & 0o777).toBe(0o700);
    const stored = JSON.parse(await readFile(file, 'utf8')) as {
      sessions: { local: { token: string; groupId: string } };
    };
    expect(stored.sessions.local.groupId).toBe('10000001');
    expect(stored.sessions.local.token.length).toBeGreaterThan(10);
  });

  it('whoami shows the person, roles and current organisation', async () => {
    const json = await funddesk(['whoami', '--json']);
    expect(json.code).toBe(ExitCode.Ok);
    expect(JSON.parse(json.stdout)).toMatchObject({
      loginName: 'op01',
      personName: '张伟',
      roles: ['op'],
      org: { groupId: '10000001', corpName: '鼎元投资管理有限公司' },
    });
    const human = await funddesk(['whoami']);
    expect(human.stdout).toContain('交易员（op）');
    expect(human.stdout).toContain('鼎元投资管理有限公司（10000001）');
  });

  it('orgs list marks the current organisation', async () => {
    const { code, stdout } = await funddesk(['orgs', 'list', '--json']);
    expect(code).toBe(ExitCode.Ok);
    const orgs = JSON.parse(stdout) as { groupId: string; current: boolean }[];
    expect(orgs.map((o) => [o.groupId, o.current])).toEqual([['10000001', true]]);
    const human = await funddesk(['orgs', 'list']);
    expect(human.stdout).toMatch(/^\*\s+10000001\s+鼎元投资管理有限公司/m);
  });

  it('funds search 华夏 --json prints real funds and nothing else', async () => {
    const { code, stdout, stderr } = await funddesk(['funds', 'search', '华夏', '--json']);
    expect(code).toBe(ExitCode.Ok);
    expect(stderr).toBe('');
    const funds = JSON.parse(stdout) as FundSearchItem[];
    expect(funds.length).toBeGreaterThan(0);
    expect(funds.length).toBeLessThanOrEqual(20);
    for (const fund of funds) {
      expect(fund.fundId).toMatch(/^\d{6}$/);
      expect(`${fund.fundName}${fund.company}`).toContain('华夏');
    }
  });

  it('funds show 000001 --json gives the latest real NAV, 1.143 on 2026-02-13', async () => {
    const { code, stdout, stderr } = await funddesk(['funds', 'show', '000001', '--json']);
    expect(code).toBe(ExitCode.Ok);
    expect(stderr).toBe('');
    const fund = JSON.parse(stdout) as { fundId: string; nav: string; navDate: string; navSource: string };
    expect(fund.fundId).toBe('000001');
    expect(Number(fund.nav)).toBe(1.143);
    expect(fund.navDate).toBe('2026-02-13');
    expect(fund.navSource).toBe('real');
    const human = await funddesk(['funds', 'show', '000001']);
    expect(human.stdout).toMatch(/^单位净值\s+1\.143\d*（2026-02-13）$/m);
  });

  it('an unknown fund is a business failure, exit 1 with its code', async () => {
    const { code, stderr } = await funddesk(['funds', 'show', '999998']);
    expect(code).toBe(ExitCode.Failed);
    expect(stderr).toMatch(/^错误 \[FD\d{4}\] /);
  });

  it('logout revokes the session and deletes the token; whoami then exits 3', async () => {
    const stored = JSON.parse(await readFile(join(configDir, 'session.json'), 'utf8')) as {
      sessions: { local: { token: string } };
    };
    expect((await funddesk(['logout'])).code).toBe(ExitCode.Ok);
    const after = JSON.parse(await readFile(join(configDir, 'session.json'), 'utf8')) as { sessions: object };
    expect(after.sessions).toEqual({});
    const who = await funddesk(['whoami']);
    expect(who.code).toBe(ExitCode.Auth);
    expect(who.stderr).toContain(`错误 [${ErrorCode.SessionExpired}]`);
    // The revoked token is refused by the gateway too.
    const raw = await fetch(`${server.baseUrl}/mutual-fund-account/api/pc/person/corps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stored.sessions.local.token}` },
      body: '{}',
    });
    expect(raw.status).toBe(401);
  });
});

describe('a person with several organisations, without a TTY', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'funddesk-cli-op02-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the login token and asks to choose with `orgs use`', async () => {
    const { code, stderr } = await funddesk(['login', '--user', 'op02', '--password-stdin'], {
      stdin: 'Demo@2026',
      dir,
    });
    expect(code).toBe(ExitCode.Ok);
    expect(stderr).toContain('funddesk orgs use');
    expect(stderr).toContain('10000001');
    expect(stderr).toContain('10000002');
    const who = await funddesk(['whoami', '--json'], { dir });
    expect(JSON.parse(who.stdout)).toMatchObject({ loginName: 'op02', org: null });
  });

  it('orgs use switches to one of them', async () => {
    const { code, stderr } = await funddesk(['orgs', 'use', '10000002'], { dir });
    expect(code).toBe(ExitCode.Ok);
    expect(stderr).toContain('已切换到机构：汇川信托·稳盈1号集合资金信托计划（10000002）');
    const who = await funddesk(['whoami', '--json'], { dir });
    expect(JSON.parse(who.stdout)).toMatchObject({ org: { groupId: '10000002' } });
    expect((await funddesk(['orgs', 'use', '10000001'], { dir })).code).toBe(ExitCode.Ok);
  });

  it('refuses an organisation that is not theirs with exit 3', async () => {
    const { code, stderr } = await funddesk(['orgs', 'use', '10000010'], { dir });
    expect(code).toBe(ExitCode.Auth);
    expect(stderr).toMatch(/^错误 \[FD100[34]\] /);
  });
});

describe('the built binary', () => {
  beforeAll(async () => {
    // Build (incremental) so the binary runs the sources under test.
    await promisify(execFile)(join(root, 'node_modules/.bin/tsc'), ['-b', 'packages/cli'], { cwd: root });
  });

  /** Spawns `funddesk` with a pipe for stdin (no TTY), as a script or CI job would. */
  function spawnCli(
    argv: string[],
    stdin: string,
    dir: string,
  ): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [bin, ...argv], {
        env: { PATH: process.env.PATH, HOME: dir, FUNDDESK_CONFIG_DIR: dir, FUNDDESK_URL: server.baseUrl },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(stdin);
    });
  }

  it('logs in from a pipe, searches with --json, and exits 2 without credentials', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'funddesk-bin-'));
    try {
      const none = await spawnCli(['login'], '', dir);
      expect(none.code).toBe(ExitCode.Usage);
      expect(none.stderr).toContain(`错误 [${ErrorCode.BadRequest}]`); // usage errors carry a code (issue 16)

      const login = await spawnCli(['login', '--user', 'op01', '--password-stdin'], 'Demo@2026\n', dir);
      expect(login.stderr).toContain('当前机构');
      expect(login.code).toBe(ExitCode.Ok);

      const search = await spawnCli(['funds', 'search', '华夏', '--json'], '', dir);
      expect(search.code).toBe(ExitCode.Ok);
      expect(search.stderr).toBe('');
      expect((JSON.parse(search.stdout) as unknown[]).length).toBeGreaterThan(0);

      const wrong = await spawnCli(['login', '--user', 'op01', '--password-stdin'], 'nope', dir);
      expect(wrong.code).toBe(ExitCode.Auth);
      expect(wrong.stderr).toContain('错误 [FD1001] 用户名或密码错误');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
