import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GatewayError, type Statement } from '@funddesk/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Connection } from '../../client.js';
import { ExitCode, UsageError } from '../../errors.js';
import { statementsDownload } from './download.js';
import { parseFormat, parsePeriod, parseStatementAccounts, parseStatementSerialNo } from './options.js';
import { printStatementsRequest, requestPrinter } from './print.js';
import { statementsFailure, statementsRequest, type StatementsDeps } from './request.js';

type Handler = (request: Record<string, unknown>) => unknown;

function fakeConnection(handlers: Record<string, Handler>) {
  const calls: { name: string; request: Record<string, unknown> }[] = [];
  const answer = (name: string, request: Record<string, unknown>): Promise<unknown> => {
    calls.push({ name, request });
    const handler = handlers[name];
    if (!handler) return Promise.reject(new Error(`no handler for ${name}`));
    try {
      return Promise.resolve(handler(request));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  const connection = {
    target: { env: 'local', baseUrl: 'http://gateway.test', mode: 'direct' },
    call: (def: { name: string }, request: Record<string, unknown>) => answer(def.name, request),
    download: (def: { name: string }, request: Record<string, unknown>) => answer(def.name, request),
    requireSession: () => ({ token: 't' }),
  } as unknown as Connection;
  return { connection, calls, names: () => calls.map((c) => c.name) };
}

/** Friday 2026-02-13 14:00 in Shanghai. */
const NOW = new Date('2026-02-13T06:00:00Z');

function depsOf(connection: Connection, sleeps: number[] = []): StatementsDeps {
  return {
    store: undefined as unknown as StatementsDeps['store'],
    vars: {},
    connect: () => Promise.resolve(connection),
    prompter: undefined,
    readStdin: () => Promise.resolve(''),
    now: () => NOW,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
  };
}

const item = (serialNo: string, groupId: string, extra: Partial<Statement> = {}): Statement => ({
  serialNo,
  groupId,
  corpName: groupId === '10000001' ? '鼎元投资管理有限公司' : '汇川信托',
  period: '2026-01',
  format: 'pdf',
  status: 'processing',
  fileName: null,
  requestedAt: '2026-02-13T14:00:00+08:00',
  finishedAt: null,
  read: false,
  ...extra,
});

describe('statements options (issue 4 §3)', () => {
  it.each([
    [undefined, '2026-01'], // default: the last complete month
    ['2026-02', '2026-02'], // the running month
    [' 2025-12 ', '2025-12'],
  ])('--period %s -> %s', (text, period) => {
    expect(parsePeriod(text, NOW)).toBe(period);
  });

  it('the default month follows Shanghai time: 2026-03-01 00:30 in Shanghai is still February in UTC', () => {
    expect(parsePeriod(undefined, new Date('2026-02-28T16:30:00Z'))).toBe('2026-02');
  });

  it.each([
    ['2026-1', '对账月份格式应为 YYYY-MM（如 2026-01）：2026-1'],
    ['2026-13', '对账月份格式应为 YYYY-MM（如 2026-01）：2026-13'],
    ['202601', '对账月份格式应为 YYYY-MM（如 2026-01）：202601'],
    ['2026-03', '对账月份不能晚于当前月份'],
  ])('refuses --period %s with exit 2: %s', (text, message) => {
    expect.assertions(3);
    try {
      parsePeriod(text, NOW);
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
      expect((error as UsageError).message).toBe(message);
      expect((error as UsageError).exitCode).toBe(ExitCode.Usage);
    }
  });

  it('formats: pdf by default, any case; others refused', () => {
    expect(parseFormat(undefined)).toBe('pdf');
    expect(parseFormat('XLSX')).toBe('xlsx');
    expect(() => parseFormat('csv')).toThrow(UsageError);
  });

  it('accounts deduplicated and checked; serial numbers checked', () => {
    expect(parseStatementAccounts(undefined)).toBeUndefined();
    expect(parseStatementAccounts(['10000001', '10000001 ', '10000002'])).toEqual(['10000001', '10000002']);
    expect(() => parseStatementAccounts(['1000 0001'])).toThrow(UsageError);
    expect(parseStatementSerialNo(' STM1 ')).toBe('STM1');
    expect(() => parseStatementSerialNo('a b')).toThrow(UsageError);
  });
});

describe('statements request: exportStatementApply, then documentResult every 3000 ms, at most 40 polls (spec 01 §4.8)', () => {
  it('polls each pending statement until all are done; one request per command', async () => {
    let polls = 0;
    const { connection, calls, names } = fakeConnection({
      exportStatementApply: () => ({ list: [item('S1', '10000001'), item('S2', '10000002')] }),
      documentResult: (req) => {
        polls += 1;
        const done = req.serialNo === 'S1' || polls > 2;
        return {
          serialNo: req.serialNo,
          status: done ? 'done' : 'processing',
          docId: done ? req.serialNo : null,
          fileName: done ? `对账单_${String(req.serialNo)}.pdf` : null,
        };
      },
    });
    const sleeps: number[] = [];
    const seen: string[] = [];
    const result = await statementsRequest(
      { account: ['10000001', '10000002'], period: '2026-01' },
      depsOf(connection, sleeps),
      {
        requested: (list) => void seen.push(`requested ${list.length}`),
        progress: (settled, total, n) => void seen.push(`progress ${settled}/${total} poll ${n}`),
        settled: (s) => void seen.push(`settled ${s.serialNo} ${s.status}`),
      },
    );
    expect(calls[0]).toEqual({
      name: 'exportStatementApply',
      request: { groupIds: ['10000001', '10000002'], period: '2026-01', format: 'pdf' },
    });
    expect(names().filter((n) => n === 'exportStatementApply')).toHaveLength(1);
    expect(sleeps).toEqual([3000, 3000]);
    expect(seen).toEqual([
      'requested 2',
      'settled S1 done',
      'progress 1/2 poll 1',
      'settled S2 done',
      'progress 2/2 poll 2',
    ]);
    expect(result).toMatchObject({ period: '2026-01', format: 'pdf', polls: 2, timedOut: 0, failed: 0 });
    expect(result.list.map((s) => [s.serialNo, s.status, s.fileName])).toEqual([
      ['S1', 'done', '对账单_S1.pdf'],
      ['S2', 'done', '对账单_S2.pdf'],
    ]);
    expect(statementsFailure(result)).toBeNull();
  });

  it('gives up after 40 polls with 生成文件超时 (FD0408, exit 4)', async () => {
    const { connection, names } = fakeConnection({
      exportStatementApply: () => ({ list: [item('S1', '10000001')] }),
      documentResult: (req) => ({
        serialNo: req.serialNo,
        status: 'processing',
        docId: null,
        fileName: null,
      }),
    });
    const sleeps: number[] = [];
    const result = await statementsRequest({ period: '2026-01' }, depsOf(connection, sleeps));
    expect(names().filter((n) => n === 'documentResult')).toHaveLength(40);
    expect(sleeps).toHaveLength(40);
    expect(result).toMatchObject({ polls: 40, timedOut: 1 });
    const failure = statementsFailure(result);
    expect(failure).toMatchObject({ exitCode: ExitCode.Network, code: 'FD0408', message: '生成文件超时' });
  });

  it('a failed statement ends with exit 1 (FD3602); a poll lost on the network counts as processing', async () => {
    let polls = 0;
    const { connection } = fakeConnection({
      exportStatementApply: () => ({ list: [item('S1', '10000001')] }),
      documentResult: (req) => {
        polls += 1;
        if (polls === 1) throw new GatewayError('FD0499');
        return { serialNo: req.serialNo, status: 'failed', docId: null, fileName: null };
      },
    });
    const result = await statementsRequest({ period: '2026-01', format: 'xlsx' }, depsOf(connection));
    expect(result).toMatchObject({ polls: 2, failed: 1, timedOut: 0, format: 'xlsx' });
    expect(statementsFailure(result)).toMatchObject({
      exitCode: ExitCode.Failed,
      code: 'FD3602',
      message: '1 份对账单生成失败',
    });
  });

  it('a session that ended while polling stops the command with its error', async () => {
    const { connection } = fakeConnection({
      exportStatementApply: () => ({ list: [item('S1', '10000001')] }),
      documentResult: () => {
        throw new GatewayError('FD0401');
      },
    });
    await expect(statementsRequest({ period: '2026-01' }, depsOf(connection))).rejects.toMatchObject({
      code: 'FD0401',
    });
  });

  it('bad options fail before any call', async () => {
    const { connection, calls } = fakeConnection({});
    await expect(statementsRequest({ period: '2026-03' }, depsOf(connection))).rejects.toBeInstanceOf(
      UsageError,
    );
    await expect(statementsRequest({ format: 'doc' }, depsOf(connection))).rejects.toBeInstanceOf(UsageError);
    expect(calls).toEqual([]);
  });
});

describe('statements printing: data on stdout, human text on stderr', () => {
  it('--json prints exactly the array; the table goes to stdout with the hint on stderr; lines per settled statement', async () => {
    let stdout = '';
    let stderr = '';
    const out = {
      stdout: { write: (s: string) => (stdout += s) },
      stderr: { write: (s: string) => (stderr += s) },
    };
    const printer = requestPrinter(
      out.stderr,
      () => Promise.resolve({ update: () => undefined, stop: () => undefined }),
      false,
    );
    await printer.requested?.([item('S1', '10000001')], '2026-01', 'pdf');
    printer.settled?.(item('S1', '10000001', { status: 'done' }));
    printer.done();
    expect(stderr).toBe(
      '已提交 1 份对账单（2026-01），正在生成…\n对账单 S1（鼎元投资管理有限公司 2026-01）：已生成\n',
    );
    const result = {
      period: '2026-01',
      format: 'pdf' as const,
      list: [item('S1', '10000001', { status: 'done', fileName: '对账单_鼎元投资管理有限公司_2026-01.pdf' })],
      polls: 1,
      timedOut: 0,
      failed: 0,
    };
    stdout = '';
    printStatementsRequest(result, true, out);
    expect(JSON.parse(stdout)).toEqual(result.list);
    stdout = '';
    stderr = '';
    printStatementsRequest(result, false, out);
    expect(stdout).toMatch(/^对账单编号\s+机构\s+月份\s+格式\s+状态\s+文件名\n/);
    expect(stdout).toMatch(
      /S1\s+鼎元投资管理有限公司\s+2026-01\s+PDF\s+已生成\s+对账单_鼎元投资管理有限公司_2026-01\.pdf\n$/,
    );
    expect(stderr).toBe('下载：funddesk statements download <对账单编号> [-o 目录]\n');
  });
});

describe('statements download (GET pc/document/download)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'funddesk-statements-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('saves under the gateway’s name without replacing a file, marks it read', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.3 fake');
    const { connection, names } = fakeConnection({
      documentDownload: () => ({
        bytes,
        fileName: '../对账单_鼎元_2026-01.pdf',
        contentType: 'application/pdf',
      }),
      assetReportRead: (req) => ({ reportSerialNo: req.reportSerialNo, read: true }),
    });
    const deps = { ...depsOf(connection), cwd: dir };
    const first = await statementsDownload({ serialNo: 'S1' }, deps);
    const second = await statementsDownload({ serialNo: 'S1', output: '.' }, deps);
    expect(first).toMatchObject({
      fileName: '对账单_鼎元_2026-01.pdf',
      path: join(dir, '对账单_鼎元_2026-01.pdf'),
      bytes: 13,
    });
    expect(second.path).toBe(join(dir, '对账单_鼎元_2026-01 (1).pdf'));
    expect(new TextDecoder().decode(await readFile(first.path))).toBe('%PDF-1.3 fake');
    expect(names()).toEqual(['documentDownload', 'assetReportRead', 'documentDownload', 'assetReportRead']);
  });

  it('refuses a missing directory with exit 2 before any call', async () => {
    const { connection, calls } = fakeConnection({});
    await expect(
      statementsDownload({ serialNo: 'S1', output: 'nope' }, { ...depsOf(connection), cwd: dir }),
    ).rejects.toMatchObject({ exitCode: ExitCode.Usage });
    expect(calls).toEqual([]);
  });
});
