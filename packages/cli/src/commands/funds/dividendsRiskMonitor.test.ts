import { describe, expect, it, vi } from 'vitest';
import type { CallDef, DividendRecord, RiskRecord } from '@funddesk/core';
import type { CommandDeps } from '../../context.js';
import { UsageError } from '../../errors.js';
import { fundsDividends, parseYear, printFundsDividends } from './dividends.js';
import { fundsRiskMonitor, parseRiskKind, printFundsRiskMonitor } from './riskMonitor.js';

/** Deps whose connection answers calls by name and records them. */
function depsAnswering(answers: Record<string, unknown>) {
  const calls: { name: string; request: unknown }[] = [];
  const connection = {
    requireSession: vi.fn(),
    call: vi.fn((def: CallDef, request: unknown) => {
      calls.push({ name: def.name, request });
      return Promise.resolve(answers[def.name]);
    }),
  };
  const deps = { connect: vi.fn(() => Promise.resolve(connection)) } as unknown as CommandDeps;
  return { deps, calls };
}

const sink = () => {
  const chunks: string[] = [];
  return { chunks, write: (text: string) => (chunks.push(text), true) };
};
const streams = () => {
  const stdout = sink();
  const stderr = sink();
  return { stdout, stderr, out: { stdout, stderr } as never };
};

const record: DividendRecord = {
  fundId: '000001',
  fundName: '华夏成长混合',
  fundTypeText: '混合型',
  year: 2025,
  recordDate: '2025-06-16',
  exDate: '2025-06-16',
  payDate: '2025-06-18',
  navOnRecordDate: '1.2000',
  cashPerShare: '0.0120',
  per10Shares: '0.120',
  yieldPercent: '1.00',
  source: 'simulated',
};

const page = { currentPage: 1, pagesize: 20, totalRows: 1, pageCount: 1 };

describe('funds dividends (spec 03 §7 Bonus: list and detail; issue 14 §5, §6)', () => {
  it('lists by year through bonus/list, or one fund through bonus/detail', async () => {
    const { deps, calls } = depsAnswering({
      bonusList: { list: [record], pagination: page, years: [2025], source: 'simulated' },
      bonusDetail: { fundId: '000001', records: [record] },
    });
    const list = await fundsDividends({ year: '2025', page: '2' }, deps);
    expect(list.kind).toBe('list');
    expect(calls[0]).toEqual({
      name: 'bonusList',
      request: { year: 2025, pagination: { currentPage: 2, pagesize: 20 } },
    });
    const detail = await fundsDividends({ fundCode: '000001' }, deps);
    expect(detail.kind).toBe('detail');
    expect(calls[1]).toEqual({ name: 'bonusDetail', request: { fundId: '000001' } });
  });

  it('refuses a malformed code or year before connecting (exit 2)', async () => {
    const { deps } = depsAnswering({});
    await expect(fundsDividends({ fundCode: '12' }, deps)).rejects.toThrow(UsageError);
    await expect(fundsDividends({ year: '25' }, deps)).rejects.toThrow(UsageError);
    expect(deps.connect).not.toHaveBeenCalled();
    expect(parseYear('2026')).toBe(2026);
    expect(() => parseYear('1999')).toThrow(UsageError);
  });

  it('prints the records with the 模拟 note on stderr; --json is exactly the answer', () => {
    const answer = { list: [record], pagination: page, years: [2025], source: 'simulated' as const };
    const text = streams();
    printFundsDividends({ kind: 'list', answer }, false, text.out);
    expect(text.stdout.chunks.join('')).toContain('0.0120');
    expect(text.stderr.chunks.join('')).toContain('模拟');
    const json = streams();
    printFundsDividends({ kind: 'list', answer }, true, json.out);
    expect(JSON.parse(json.stdout.chunks.join(''))).toEqual(answer);
  });
});

describe('funds risk-monitor (spec 03 §7 fundPositionRiskMonitor; issue 14 §5)', () => {
  const risk: RiskRecord = {
    id: '12',
    fundId: '000001',
    fundName: '华夏成长混合',
    kind: 'dayDrop',
    day: '2026-02-13',
    value: '3.50',
    ref: '',
    read: false,
  };
  const answer = {
    config: {
      groupId: '10000001',
      drawdownPercent: '10.00',
      dayDropPercent: '3.00',
      updatedAt: null,
      updatedBy: null,
    },
    changes: [],
    list: [risk],
    pagination: page,
    unread: 1,
  };

  it('marks the records asked read first, then lists the unread page of a kind', async () => {
    const { deps, calls } = depsAnswering({
      riskMonitorRead: { updated: 1, unread: 0 },
      riskMonitorQuery: answer,
    });
    const result = await fundsRiskMonitor({ read: ['12'], unread: true, kind: 'dayDrop' }, deps);
    expect(result.marked).toBe(1);
    expect(calls.map((c) => c.name)).toEqual(['riskMonitorRead', 'riskMonitorQuery']);
    expect(calls[0]!.request).toEqual({ all: false, ids: ['12'] });
    expect(calls[1]!.request).toEqual({
      unreadOnly: true,
      kind: 'dayDrop',
      pagination: { currentPage: 1, pagesize: 20 },
    });
  });

  it('refuses a wrong kind, a non-numeric id, or --read with --read-all (exit 2)', async () => {
    const { deps } = depsAnswering({});
    expect(() => parseRiskKind('crash')).toThrow(UsageError);
    await expect(fundsRiskMonitor({ read: ['x'] }, deps)).rejects.toThrow(UsageError);
    await expect(fundsRiskMonitor({ read: ['1'], readAll: true }, deps)).rejects.toThrow(UsageError);
    expect(deps.connect).not.toHaveBeenCalled();
  });

  it('prints the records (value as 3.50%) with the rules and the unread count on stderr', () => {
    const text = streams();
    printFundsRiskMonitor({ marked: null, answer }, false, text.out);
    expect(text.stdout.chunks.join('')).toContain('3.50%');
    expect(text.stdout.chunks.join('')).toContain('单日跌幅');
    expect(text.stderr.chunks.join('')).toContain('未读 1 条');
  });
});
