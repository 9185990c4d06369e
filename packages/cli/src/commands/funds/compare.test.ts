import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@funddesk/core';
import type { CommandDeps } from '../../context.js';
import { CliError, ExitCode, UsageError } from '../../errors.js';
import { fundsCompare, printFundsCompare, type FundsCompareResult } from './compare.js';
import { sink } from '../fakeDeps.testing.js';

/** Deps whose connect must not be reached (the count is refused before any call). */
function depsNeverConnecting(): CommandDeps {
  return { connect: vi.fn(() => Promise.reject(new Error('connect'))) } as unknown as CommandDeps;
}

describe('funds compare (issue 14 §5, §6: the count rule of core fundMetrics)', () => {
  it('refuses 1 or 7 distinct codes with FD3010 and exit 2 before calling the gateway', async () => {
    const deps = depsNeverConnecting();
    for (const codes of [
      ['000001'],
      ['000001', '000001'],
      ['1', '2', '3', '4', '5', '6', '7'].map((d) => `00000${d}`),
    ]) {
      const failure = await fundsCompare({ codes }, deps).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(CliError);
      expect((failure as CliError).code).toBe(ErrorCode.CompareFundCount);
      expect((failure as CliError).exitCode).toBe(ExitCode.Usage);
    }
    expect(deps.connect).not.toHaveBeenCalled();
  });

  it('refuses a malformed code as a usage error', async () => {
    await expect(fundsCompare({ codes: ['000001', 'abc'] }, depsNeverConnecting())).rejects.toThrow(
      UsageError,
    );
  });

  it('prints one row per fund with the since column labelled by the data (2021年以来), and --json the answer', () => {
    const result: FundsCompareResult = {
      asOf: '2026-02-13',
      from: '2021-01-04',
      riskFreeRate: '1.50',
      funds: [
        {
          fundId: '000001',
          fundName: '华夏成长混合',
          fundTypeText: '混合型',
          fundTypeDetail: '混合型-偏股',
          company: '华夏基金',
          fundRiskLevel: 'zxfxdj_3',
          fundRiskLevelText: '中风险',
          fundSize: null,
          fundSizeDate: null,
          establishDate: '2001-12-18',
          managers: [],
          simulatedFields: [],
          navFrom: '2021-01-04',
          navTo: '2026-02-13',
          returns: [
            { period: '1y', rate: '12.34' },
            { period: 'since', rate: '-5.00' },
          ],
          risk: [
            {
              period: '1y',
              from: '2025-02-13',
              to: '2026-02-13',
              tradingDays: 243,
              dailyReturns: 243,
              missingDays: 0,
              totalReturn: '12.34',
              annualisedReturn: '12.80',
              volatility: '18.20',
              maxDrawdown: '9.87',
              drawdownPeak: '2025-10-01',
              drawdownTrough: '2025-11-01',
              sharpe: '0.62',
            },
          ],
        },
      ],
    };
    const stdout = sink();
    const stderr = sink();
    printFundsCompare(result, false, { stdout, stderr });
    const table = stdout.chunks.join('');
    expect(table).toContain('2021年以来');
    expect(table).toContain('+12.34%');
    expect(table).toContain('9.87%');
    expect(stderr.chunks.join('')).toContain('1.50%');
    const json = sink();
    printFundsCompare(result, true, { stdout: json, stderr: sink() });
    expect(JSON.parse(json.chunks.join(''))).toEqual(result);
  });
});
