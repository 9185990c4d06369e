import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ErrorCode,
  GatewayError,
  type BatchImport,
  type BatchPlaceCheck,
  type BatchRow,
  type BatchStatus,
  type OrgEntry,
} from '@funddesk/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Connection } from '../../client.js';
import type { Choice, Prompter } from '../../context.js';
import { CliError, ExitCode, exitCodeFor, UsageError } from '../../errors.js';
import type { BatchDeps } from './deps.js';
import { batchImport, importExitCode, placedDuplicate, type BatchImportEvents } from './import.js';
import { batchList } from './list.js';
import { batchStatus, statusExitCode } from './status.js';
import { batchTemplate } from './template.js';

// ---- fakes: contract answers, a connection answering by call name, a scripted prompter ----

function row(rowNo: number, extra: Partial<BatchRow> = {}): BatchRow {
  return {
    rowNo,
    account: '10000001',
    groupId: '10000001',
    corpName: '鼎元投资管理有限公司',
    fundCode: '000001',
    fundName: '华夏成长混合',
    amount: '1000.00',
    shares: null,
    dividendMethod: null,
    remark: '',
    valid: true,
    errors: [],
    ...extra,
  };
}

const badRow = (rowNo: number) =>
  row(rowNo, {
    fundCode: '99999',
    fundName: null,
    valid: false,
    errors: [{ column: '基金代码', field: 'fundCode', code: 'format', message: '基金代码应为6位数字' }],
  });

function importOf(rows: BatchRow[], extra: Partial<BatchImport> = {}): BatchImport {
  const valid = rows.filter((r) => r.valid);
  return {
    importId: 'I1',
    tradeType: 'purchase',
    fileName: 'orders.xlsx',
    fileSha256: 'ab'.repeat(32),
    importedAt: '2026-02-13T14:00:00+08:00',
    duplicateOf: null,
    totalRows: rows.length,
    validRows: valid.length,
    invalidRows: rows.length - valid.length,
    totalAmount: `${valid.length * 1000}.00`,
    totalShares: '0.00',
    batchSerialNo: null,
    rows,
    ...extra,
  };
}

function checkOf(imported: BatchImport, extra: Partial<BatchPlaceCheck> = {}): BatchPlaceCheck {
  return {
    importId: imported.importId,
    placeable: imported.validRows,
    skipped: imported.invalidRows,
    totalAmount: imported.totalAmount,
    totalShares: imported.totalShares,
    accounts: 1,
    funds: 1,
    duplicateOf: imported.duplicateOf,
    problems: [],
    ...extra,
  };
}

function statusOf(extra: Partial<BatchStatus> = {}): BatchStatus {
  return {
    batchSerialNo: 'B1',
    totalSize: 2,
    successSize: 2,
    failSize: 0,
    orderStatus: 'done',
    progress: 100,
    batchTradeStatus: 1,
    failApplyNum: 0,
    tradeType: 'purchase',
    kind: 'excelBuy',
    importId: 'I1',
    fileName: 'orders.xlsx',
    createdAt: '2026-02-13T14:00:00+08:00',
    finishedAt: '2026-02-13T14:00:05+08:00',
    cancelledSize: 0,
    ...extra,
  };
}

type Handler = (request: Record<string, unknown>) => unknown;

/** A connection answering calls, uploads and downloads by the call's name; records what it saw. */
function fakeConnection(handlers: Record<string, Handler>) {
  const calls: Array<{ name: string; request: Record<string, unknown> }> = [];
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
    upload: (def: { name: string }, fields: Record<string, unknown>, file: { name: string }) =>
      answer(def.name, { ...fields, fileName: file.name }),
    requireSession: () => ({ token: 't' }),
  } as unknown as Connection;
  return { connection, calls, names: () => calls.map((c) => c.name) };
}

/** A prompter answering selects in order and passwords from a list; records the questions. */
function scriptedPrompter(selects: boolean[], passwords: string[] = []) {
  const asked: string[] = [];
  const prompter: Prompter = {
    input: () => Promise.reject(new Error('no input expected')),
    password: (message) => {
      asked.push(message);
      const next = passwords.shift();
      return next === undefined ? Promise.reject(new Error('no password left')) : Promise.resolve(next);
    },
    select: <T>(message: string, _choices: readonly Choice<T>[]) => {
      asked.push(message);
      const next = selects.shift();
      if (next === undefined) return Promise.reject(new Error(`unexpected question: ${message}`));
      return Promise.resolve(next as T);
    },
  };
  return { prompter, asked };
}

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'funddesk-batch-import-'));
  file = join(dir, 'orders.xlsx');
  await writeFile(file, 'PK-fake-xlsx');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function depsOf(connection: Connection, extra: Partial<BatchDeps> = {}): BatchDeps {
  return {
    store: undefined as unknown as BatchDeps['store'],
    vars: {},
    connect: () => Promise.resolve(connection),
    prompter: undefined,
    readStdin: () => Promise.resolve('135790\n'),
    now: () => new Date('2026-02-13T06:00:00Z'),
    sleep: () => Promise.resolve(),
    retryDelaysMs: [0, 0, 0],
    cwd: dir,
    ...extra,
  };
}

/** An account entry of queryAccountList. */
function org(groupId: string, corpName: string): OrgEntry {
  return { groupId, corpName, clientType: '2' } as OrgEntry;
}

/** The handlers of a gateway that accepts `imported` and places it as batch B1 finishing with `final`. */
function gateway(
  imported: BatchImport,
  final: BatchStatus = statusOf(),
  extra: Record<string, Handler> = {},
) {
  const progress = [statusOf({ orderStatus: 'processing', progress: 50, successSize: 1 }), final];
  return fakeConnection({
    // Two accounts with the privilege and a session acting for neither: no default (spec 02 §2).
    queryAccountList: () => ({
      orgList: [org('10000001', '鼎元投资管理有限公司'), org('10000002', '汇川信托')],
    }),
    importExcel: () => imported,
    batchPlaceOrderCheck: (request) => {
      if (imported.invalidRows > 0 && request.onlyValid !== true)
        throw new GatewayError(ErrorCode.BatchHasInvalidRows, undefined, {
          detail: { N: imported.invalidRows },
        });
      return checkOf(imported);
    },
    batchPlaceOrderApply: () => ({ batchSerialNo: 'B1' }),
    batchTradeStatus: () => progress.shift() ?? final,
    batchResultDownload: () => ({
      bytes: new TextEncoder().encode('result'),
      fileName: '批量交易结果_鼎元投资管理有限公司_20260213140005.xlsx',
      contentType: 'application/octet-stream',
    }),
    ...extra,
  });
}

const flags = { yes: true, tradePasswordStdin: true };

describe('batch import (issue 4 §4)', () => {
  it('uploads, re-checks, places with the stdin trade password, waits until done and saves the result file', async () => {
    const imported = importOf([row(2), row(3)]);
    const { connection, calls, names } = gateway(imported);
    const seen: string[] = [];
    const events: BatchImportEvents = {
      imported: () => void seen.push('imported'),
      checked: () => void seen.push('checked'),
      placed: (no, count) => void seen.push(`placed ${no} ${count}`),
      status: (s) => void seen.push(`status ${s.progress}`),
      done: () => void seen.push('done'),
      resultSaved: () => void seen.push('saved'),
    };
    const outcome = await batchImport({ file, ...flags, account: '10000001' }, depsOf(connection), events);
    expect(names()).toEqual([
      'importExcel',
      'batchPlaceOrderCheck',
      'batchPlaceOrderApply',
      'batchTradeStatus',
      'batchTradeStatus',
      'batchResultDownload',
    ]);
    expect(calls[0]?.request).toEqual({
      tradeType: 'purchase',
      defaultGroupId: '10000001',
      fileName: 'orders.xlsx',
    });
    expect(calls[2]?.request).toEqual({
      importId: 'I1',
      tradePassword: '135790',
      onlyValid: false,
      confirmDuplicate: false,
    });
    expect(seen).toEqual(['imported', 'checked', 'placed B1 2', 'status 50', 'status 100', 'done', 'saved']);
    expect(outcome).toMatchObject({ dryRun: false, batchSerialNo: 'B1', skipped: 0, exitCode: 0 });
    expect(outcome.resultFile).toBe(join(dir, '批量交易结果_鼎元投资管理有限公司_20260213140005.xlsx'));
    expect(await readFile(outcome.resultFile!, 'utf8')).toBe('result');
  });

  it('--dry-run validates and re-checks the valid rows without placing; exit 1 when a row is invalid', async () => {
    const { connection, calls, names } = gateway(importOf([row(2), badRow(3)]));
    const outcome = await batchImport({ file, dryRun: true }, depsOf(connection));
    expect(names()).toEqual(['queryAccountList', 'importExcel', 'batchPlaceOrderCheck']);
    expect(calls[2]?.request).toEqual({ importId: 'I1', onlyValid: true });
    expect(outcome).toMatchObject({ dryRun: true, batchSerialNo: null, skipped: 1, exitCode: 1 });

    const clean = gateway(importOf([row(2)]));
    expect((await batchImport({ file, dryRun: true }, depsOf(clean.connection))).exitCode).toBe(0);
  });

  it('without a terminal: no --yes or no --trade-password-stdin is exit 2 before anything is sent', async () => {
    const { connection, names } = gateway(importOf([row(2)]));
    await expect(batchImport({ file, tradePasswordStdin: true }, depsOf(connection))).rejects.toThrow(
      UsageError,
    );
    await expect(batchImport({ file, yes: true }, depsOf(connection))).rejects.toThrow(UsageError);
    await expect(batchImport({ file: join(dir, 'none.xlsx'), ...flags }, depsOf(connection))).rejects.toThrow(
      '文件不存在或不可读',
    );
    expect(names()).toEqual([]);
  });

  it('without a terminal, invalid rows need --only-valid: FD4705 (exit 2) with a hint; with it the valid rows are placed, exit 1', async () => {
    const imported = importOf([row(2), badRow(3)]);
    const hints: string[] = [];
    const refused = gateway(imported);
    const error = await batchImport({ file, ...flags }, depsOf(refused.connection), {
      hint: (key) => void hints.push(key),
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: ErrorCode.BatchHasInvalidRows });
    expect(exitCodeFor(error)).toBe(ExitCode.Usage);
    expect(hints).toEqual(['cli.batch.hint.onlyValid']);
    expect(refused.names()).not.toContain('batchPlaceOrderApply');

    const placed = gateway(imported, statusOf({ totalSize: 1, successSize: 1 }));
    const outcome = await batchImport({ file, ...flags, onlyValid: true }, depsOf(placed.connection));
    expect(placed.calls.find((c) => c.name === 'batchPlaceOrderApply')?.request.onlyValid).toBe(true);
    expect(outcome).toMatchObject({ skipped: 1, exitCode: 1 });
  });

  it('the same file placed before: without a terminal FD4706 (exit 2) unless --allow-duplicate', async () => {
    const duplicateOf = { importId: 'I0', importedAt: '2026-02-13T13:00:00+08:00', batchSerialNo: 'B0' };
    const imported = importOf([row(2)], { duplicateOf });
    const refused = gateway(imported);
    const error = await batchImport({ file, ...flags }, depsOf(refused.connection)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ code: ErrorCode.BatchDuplicateFile });
    expect((error as Error).message).toContain('B0');
    expect(exitCodeFor(error)).toBe(ExitCode.Usage);
    expect(refused.names()).not.toContain('batchPlaceOrderApply');

    const allowed = gateway(imported);
    await batchImport({ file, ...flags, allowDuplicate: true }, depsOf(allowed.connection));
    expect(allowed.calls.find((c) => c.name === 'batchPlaceOrderApply')?.request.confirmDuplicate).toBe(true);
  });

  it('on a terminal: asks to skip invalid rows, to place a duplicate again, to confirm, then the trade password', async () => {
    const duplicateOf = { importId: 'I0', importedAt: '2026-02-13T13:00:00+08:00', batchSerialNo: 'B0' };
    const { connection, calls } = gateway(importOf([row(2), badRow(3)], { duplicateOf }));
    const { prompter, asked } = scriptedPrompter([true, true, true], ['135790']);
    await batchImport({ file }, depsOf(connection, { prompter }));
    expect(asked).toEqual([
      '文件中有 1 行无效，是否跳过无效行，只为 1 行有效行下单？',
      '该文件已于 2026-02-13 13:00:00 导入并下单（批次 B0），确定再次下单吗？',
      '确认申购 1 笔？',
      '交易密码',
    ]);
    expect(calls.find((c) => c.name === 'batchPlaceOrderApply')?.request).toMatchObject({
      onlyValid: true,
      confirmDuplicate: true,
    });
  });

  it('on a terminal: declining places nothing (exit 1); a wrong trade password is asked again', async () => {
    const declined = gateway(importOf([row(2)]));
    const { prompter } = scriptedPrompter([false]);
    const error = await batchImport({ file }, depsOf(declined.connection, { prompter })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CliError);
    expect(exitCodeFor(error)).toBe(ExitCode.Failed);
    expect(declined.names()).not.toContain('batchPlaceOrderApply');

    let attempts = 0;
    const retried = gateway(importOf([row(2)]), statusOf(), {
      batchPlaceOrderApply: (request) => {
        attempts += 1;
        if (request.tradePassword !== '135790')
          throw new GatewayError(ErrorCode.TradePasswordWrong, undefined, { detail: { N: 4 } });
        return { batchSerialNo: 'B1' };
      },
    });
    const refusals: string[] = [];
    const second = scriptedPrompter([true], ['000000', '135790']);
    const outcome = await batchImport({ file }, depsOf(retried.connection, { prompter: second.prompter }), {
      passwordRefused: (e) => void refusals.push(e.code),
    });
    expect(attempts).toBe(2);
    expect(refusals).toEqual([ErrorCode.TradePasswordWrong]);
    expect(outcome.exitCode).toBe(0);
  });

  it('a wrong trade password from stdin is not retried (exit 3)', async () => {
    const { connection } = gateway(importOf([row(2)]), statusOf(), {
      batchPlaceOrderApply: () => {
        throw new GatewayError(ErrorCode.TradePasswordWrong, undefined, { detail: { N: 4 } });
      },
    });
    const error = await batchImport({ file, ...flags }, depsOf(connection)).catch((e: unknown) => e);
    expect(exitCodeFor(error)).toBe(ExitCode.Auth);
  });

  it('when the network stays down while waiting: tells how to resume and fails with exit 4', async () => {
    const interrupted: string[] = [];
    const { connection } = gateway(importOf([row(2)]), statusOf(), {
      batchTradeStatus: () => {
        throw new GatewayError(ErrorCode.Network);
      },
    });
    const error = await batchImport({ file, ...flags }, depsOf(connection), {
      interrupted: (no) => void interrupted.push(no),
    }).catch((e: unknown) => e);
    expect(exitCodeFor(error)).toBe(ExitCode.Network);
    expect(interrupted).toEqual(['B1']);
  });

  it('exit code: 0 only when every row was placed and none failed or was cancelled', () => {
    const check = checkOf(importOf([row(2)]));
    const done = statusOf();
    expect(importExitCode({ dryRun: false, check, status: done, skipped: 0 })).toBe(0);
    expect(importExitCode({ dryRun: false, check, status: statusOf({ failSize: 1 }), skipped: 0 })).toBe(1);
    expect(importExitCode({ dryRun: false, check, status: statusOf({ cancelledSize: 1 }), skipped: 0 })).toBe(
      1,
    );
    expect(importExitCode({ dryRun: false, check, status: done, skipped: 1 })).toBe(1);
    expect(importExitCode({ dryRun: true, check, status: null, skipped: 0 })).toBe(0);
    expect(importExitCode({ dryRun: true, check: null, status: null, skipped: 0 })).toBe(1);
  });

  it('only a duplicate that was placed needs confirmation', () => {
    const at = '2026-02-13T13:00:00+08:00';
    expect(placedDuplicate({ duplicateOf: null }, null)).toBeNull();
    expect(
      placedDuplicate({ duplicateOf: { importId: 'I0', importedAt: at, batchSerialNo: null } }, null),
    ).toBeNull();
    expect(
      placedDuplicate(
        { duplicateOf: null },
        { duplicateOf: { importId: 'I0', importedAt: at, batchSerialNo: 'B0' } },
      ),
    ).toMatchObject({ batchSerialNo: 'B0' });
  });
});

describe('batch status, list, template (issue 4 §4)', () => {
  it('status answers once; --wait polls until done and saves the result file; exit 1 with failed orders', async () => {
    const once = gateway(importOf([row(2)]), statusOf(), {
      batchTradeStatus: () => statusOf({ orderStatus: 'processing', progress: 40 }),
    });
    const first = await batchStatus({ batchSerialNo: 'B1' }, depsOf(once.connection));
    expect(first).toMatchObject({ resultFile: null, exitCode: 0 });
    expect(once.names()).toEqual(['batchTradeStatus']);

    const failed = statusOf({ successSize: 1, failSize: 1 });
    const waited = gateway(importOf([row(2)]), failed);
    const outcome = await batchStatus({ batchSerialNo: 'B1', wait: true }, depsOf(waited.connection));
    expect(waited.names()).toEqual(['batchTradeStatus', 'batchTradeStatus', 'batchResultDownload']);
    expect(outcome.exitCode).toBe(1);
    expect(outcome.resultFile).toMatch(/批量交易结果_.*\.xlsx$/);
    expect(statusExitCode(statusOf({ orderStatus: 'processing', failSize: 1 }))).toBe(0);
    await expect(batchStatus({ batchSerialNo: 'a b' }, depsOf(waited.connection))).rejects.toThrow(
      UsageError,
    );
  });

  it('list asks pages of 20, filtered by type when given', async () => {
    const { connection, calls } = fakeConnection({
      batchList: () => ({
        list: [statusOf()],
        pagination: { currentPage: 2, pagesize: 20, pageCount: 3, totalRows: 41 },
      }),
    });
    const result = await batchList({ type: 'redemption', page: '2' }, depsOf(connection));
    expect(calls[0]?.request).toEqual({
      tradeType: 'redemption',
      pagination: { currentPage: 2, pagesize: 20 },
    });
    expect(result).toMatchObject({ page: 2, pageCount: 3, totalRows: 41 });
  });

  it('template saves under the gateway name in the directory, and keeps an existing file unless --force', async () => {
    const { connection, calls } = fakeConnection({
      batchTemplate: () => ({
        bytes: new Uint8Array([1, 2, 3]),
        fileName: '批量赎回模板.xlsx',
        contentType: '',
      }),
    });
    const saved = await batchTemplate({ type: 'redemption' }, depsOf(connection));
    expect(calls[0]?.request).toEqual({ tradeType: 'redemption' });
    expect(saved).toEqual({ tradeType: 'redemption', file: join(dir, '批量赎回模板.xlsx'), bytes: 3 });
    await expect(batchTemplate({ type: 'redemption' }, depsOf(connection))).rejects.toThrow('文件已存在');
    await batchTemplate({ type: 'redemption', force: true }, depsOf(connection));
  });
});

describe('batch import without --account defaults it as the web does (issue 10 §6, spec 02 §2, §6)', () => {
  /** A connection whose session acts for `sessionGroupId` and whose subs/redemption accounts are `orgs`. */
  function withAccounts(orgs: OrgEntry[], sessionGroupId?: string) {
    const fake = gateway(importOf([row(2)]), statusOf(), { queryAccountList: () => ({ orgList: orgs }) });
    const connection = {
      ...fake.connection,
      requireSession: () => ({ token: 't', ...(sessionGroupId ? { groupId: sessionGroupId } : {}) }),
    } as unknown as Connection;
    return { ...fake, connection };
  }
  const said = (chosen: string[]): BatchImportEvents => ({
    defaultAccount: (entry) => void chosen.push(`${entry.corpName} ${entry.groupId}`),
  });

  it('the only account with the privilege is the default, and is said', async () => {
    const { connection, calls } = withAccounts([org('10000002', '汇川信托')]);
    const chosen: string[] = [];
    await batchImport({ file, dryRun: true, type: 'redemption' }, depsOf(connection), said(chosen));
    expect(calls[0]).toEqual({ name: 'queryAccountList', request: { privilegeCode: 'redemption' } });
    expect(calls.find((c) => c.name === 'importExcel')?.request).toEqual({
      tradeType: 'redemption',
      defaultGroupId: '10000002',
      fileName: 'orders.xlsx',
    });
    expect(chosen).toEqual(['汇川信托 10000002']);
  });

  it("the session's organisation wins among several accounts with the privilege", async () => {
    const orgs = [org('10000001', '鼎元投资管理有限公司'), org('10000002', '汇川信托')];
    const { connection, calls } = withAccounts(orgs, '10000002');
    const chosen: string[] = [];
    await batchImport({ file, dryRun: true }, depsOf(connection), said(chosen));
    expect(calls[0]?.request).toEqual({ privilegeCode: 'subs' });
    expect(calls.find((c) => c.name === 'importExcel')?.request.defaultGroupId).toBe('10000002');
    expect(chosen).toEqual(['汇川信托 10000002']);
  });

  it("several accounts and none the session's: no default, nothing said", async () => {
    const orgs = [org('10000001', '鼎元投资管理有限公司'), org('10000002', '汇川信托')];
    const { connection, calls } = withAccounts(orgs);
    const chosen: string[] = [];
    await batchImport({ file, dryRun: true }, depsOf(connection), said(chosen));
    expect(calls.find((c) => c.name === 'importExcel')?.request).not.toHaveProperty('defaultGroupId');
    expect(chosen).toEqual([]);
  });

  it('--account is used as given, without asking for the accounts', async () => {
    const { connection, names } = withAccounts([org('10000002', '汇川信托')]);
    await batchImport({ file, dryRun: true, account: '10000001' }, depsOf(connection));
    expect(names()).not.toContain('queryAccountList');
  });
});
