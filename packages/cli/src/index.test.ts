import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callPath, product, type FetchLike, type FundSearchItem } from '@funddesk/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createConfigStore, type StoredSession } from './config.js';
import type { Prompter } from './context.js';
import { ExitCode } from './errors.js';
import { main, type CliIo } from './index.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'funddesk-cli-main-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const fund: FundSearchItem = {
  fundId: '000001',
  fundTypeCode: 'A',
  declareStatus: 1,
  subStatus: 0,
  fundStatus: 0,
  isCurrency: false,
  summaryPdf: 'pdf-1',
  cantTradeCertificateType: [],
  minLimit: '10.00',
  maxLimit: '999999999.00',
  dailyMaxValue: '999999999.00',
  productId: 'P000001',
  fundName: '华夏成长混合',
  shortName: '华夏成长',
  pinyin: 'HXCZHH',
  fundType: '混合型-偏股',
  fundTypeText: '混合型',
  fundTypeDetail: '混合型-偏股',
  fundRiskLevel: 'zxfxdj_3',
  fundRiskLevelText: '中风险',
  exchange: false,
  favourite: false,
  rate: '1.23',
  ratePeriod: '近3月',
  rrInThreeMonth: '1.23',
  nav: '1.1430',
  navDate: '2026-02-13',
  company: '华夏基金',
  simulated: false,
};

const session: StoredSession = {
  token: 't0k3n',
  groupId: '10000001',
  corpName: '鼎元投资管理有限公司',
  loginName: 'op01',
  personName: '张伟',
  roles: ['op'],
  loginAs: 'org',
  baseUrl: 'http://gateway.test',
  loggedInAt: '2026-02-13T06:00:00.000Z',
  expiresAt: null,
};

/** A fake gateway: answers by path, records what was asked. */
function fakeGateway(answers: Record<string, { status?: number; body: unknown; retCode?: string }>) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, headers: init.headers });
    const path = new URL(url).pathname;
    const answer = answers[path];
    if (!answer) return Promise.resolve({ status: 404, text: () => Promise.resolve('') });
    const envelope = { header: { retCode: answer.retCode ?? '0000', retMessage: '' }, body: answer.body };
    return Promise.resolve({
      status: answer.status ?? 200,
      text: () => Promise.resolve(JSON.stringify(envelope)),
    });
  };
  return { fetch, calls };
}

const refusingPrompter: Prompter = {
  input: () => Promise.reject(new Error('prompted')),
  password: () => Promise.reject(new Error('prompted')),
  select: () => Promise.reject(new Error('prompted')),
};

async function run(argv: string[], io: Partial<CliIo> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    vars: { FUNDDESK_CONFIG_DIR: dir, FUNDDESK_URL: 'http://gateway.test' },
    isTTY: false,
    readStdin: () => Promise.resolve(''),
    fetch: () => Promise.reject(new Error('no network in this test')),
    ...io,
  });
  return { code, stdout, stderr };
}

describe('funddesk main', () => {
  it('prints the Chinese help with exit codes and examples on stdout, exit 0', async () => {
    const { code, stdout, stderr } = await run(['--help']);
    expect(code).toBe(ExitCode.Ok);
    expect(stdout).toContain('退出码');
    expect(stdout).toContain('示例');
    expect(stdout).toContain('用法');
    expect(stderr).toBe('');
  });

  it('refuses a search keyword longer than 25 characters with exit 2, before any request', async () => {
    const gateway = fakeGateway({});
    const { code, stderr, stdout } = await run(['funds', 'search', '华'.repeat(26)], {
      fetch: gateway.fetch,
    });
    expect(code).toBe(ExitCode.Usage);
    expect(stderr).toContain('搜索内容不能超过25个字符');
    expect(stdout).toBe('');
    expect(gateway.calls).toHaveLength(0);
  });

  it('accepts exactly 25 characters', async () => {
    await createConfigStore(dir).writeSession('local', session);
    const gateway = fakeGateway({
      [callPath(product.fundSearch)]: { body: { content: [], totalElements: 0, page: 0, size: 20 } },
    });
    const { code } = await run(['funds', 'search', '华'.repeat(25), '--json'], { fetch: gateway.fetch });
    expect(code).toBe(ExitCode.Ok);
  });

  it('never prompts without a TTY: login without credentials is exit 2', async () => {
    const gateway = fakeGateway({});
    const { code, stderr } = await run(['login'], { fetch: gateway.fetch, prompter: refusingPrompter });
    expect(code).toBe(ExitCode.Usage);
    expect(stderr).toContain('--password-stdin');
    expect(stderr).not.toContain('prompted');
    expect(gateway.calls).toHaveLength(0);
  });

  it('translates commander parse errors and exits 2', async () => {
    const unknown = await run(['funds', 'search', '华夏', '--bogus']);
    expect(unknown.code).toBe(ExitCode.Usage);
    expect(unknown.stderr).toContain('未知选项 --bogus');
    expect(unknown.stderr).toContain('funddesk funds search --help');
    const missing = await run(['funds', 'show']);
    expect(missing.code).toBe(ExitCode.Usage);
    expect(missing.stderr).toContain('缺少参数 fundCode');
    expect((await run(['funds', 'search', 'x', '--page', 'zero'])).code).toBe(ExitCode.Usage);
    expect((await run(['funds', 'show', '12345'])).code).toBe(ExitCode.Usage);
  });

  it('prints exactly the content array with --json, nothing else on stdout or stderr', async () => {
    await createConfigStore(dir).writeSession('local', session);
    const gateway = fakeGateway({
      [callPath(product.fundSearch)]: { body: { content: [fund], totalElements: 1, page: 0, size: 20 } },
    });
    const { code, stdout, stderr } = await run(['funds', 'search', '华夏', '--json'], {
      fetch: gateway.fetch,
    });
    expect(code).toBe(ExitCode.Ok);
    expect(JSON.parse(stdout)).toEqual([fund]);
    expect(stderr).toBe('');
    expect(gateway.calls[0]?.headers.authorization).toBe('Bearer t0k3n');
    expect(gateway.calls[0]?.headers['x-gno']).toBe('10000001');
  });

  it('prints a table on stdout and the page line on stderr without --json', async () => {
    await createConfigStore(dir).writeSession('local', session);
    const gateway = fakeGateway({
      [callPath(product.fundSearch)]: { body: { content: [fund], totalElements: 41, page: 1, size: 20 } },
    });
    const { stdout, stderr } = await run(['funds', 'search', '华夏', '--page', '2'], {
      fetch: gateway.fetch,
    });
    expect(stdout.split('\n')[0]).toMatch(/^基金代码\s+基金名称/);
    expect(stdout).toContain('000001    华夏成长混合');
    expect(stderr).toBe('共 41 只基金，第 2/3 页\n');
    expect(new URL(gateway.calls[0]!.url).pathname).toBe(callPath(product.fundSearch));
  });

  it('exits 3 without a session, and 3 with the session deleted when the gateway answers 401', async () => {
    const none = await run(['whoami']);
    expect(none.code).toBe(ExitCode.Auth);
    expect(none.stderr).toContain('错误 [FD0401]');

    const store = createConfigStore(dir);
    await store.writeSession('local', session);
    const gateway = fakeGateway({
      [callPath(product.fundSearch)]: { status: 401, body: null, retCode: 'FD0401' },
    });
    const expired = await run(['funds', 'search', '华夏'], { fetch: gateway.fetch });
    expect(expired.code).toBe(ExitCode.Auth);
    expect(expired.stderr).toContain('错误 [FD0401] 登录信息已过期，请重新登录');
    expect(await store.readSession('local')).toBeUndefined();
  });

  it('exits 4 when the gateway cannot be reached, naming the address', async () => {
    await createConfigStore(dir).writeSession('local', session);
    const { code, stderr } = await run(['funds', 'search', '华夏'], {
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(code).toBe(ExitCode.Network);
    expect(stderr).toContain('错误 [FD0499]');
    expect(stderr).toContain('http://gateway.test');
  });

  it('configures and switches environments', async () => {
    expect((await run(['env', 'set', 'sit', '--url', 'https://sit.example.com/'])).code).toBe(ExitCode.Ok);
    expect((await run(['env', 'use', 'sit'])).code).toBe(ExitCode.Ok);
    const listed = await run(['env', 'list', '--json']);
    const rows = JSON.parse(listed.stdout) as { name: string; url: string | null; current: boolean }[];
    expect(rows.find((r) => r.current)?.name).toBe('sit');
    expect(rows.find((r) => r.name === 'sit')?.url).toBe('https://sit.example.com');
    expect(rows.find((r) => r.name === 'prod')?.url).toBeNull();
    const unconfigured = await run(['--env', 'prod', 'whoami']);
    expect(unconfigured.code).toBe(ExitCode.Usage);
    expect(unconfigured.stderr).toContain('funddesk env set prod --url');
    expect((await run(['env', 'set', 'uat', '--url', 'https://x'])).code).toBe(ExitCode.Usage);
  });
});
