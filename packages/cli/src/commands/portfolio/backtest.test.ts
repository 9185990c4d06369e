import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@funddesk/core';
import type { CommandDeps } from '../../context.js';
import { CliError, ExitCode, UsageError } from '../../errors.js';
import {
  parsePortfolioCsv,
  portfolioBacktest,
  printPortfolioBacktest,
  type PortfolioBacktestResult,
} from './backtest.js';
import { sink } from '../fakeDeps.testing.js';

/** Deps whose connect must not be reached (refused before any call). */
function depsNeverConnecting(): CommandDeps {
  return { connect: vi.fn(() => Promise.reject(new Error('connect'))) } as unknown as CommandDeps;
}

/** Deps whose gateway answers `answer` and records the request. */
function depsAnswering(answer: unknown) {
  const call = vi.fn((_def: unknown, _request: unknown) => Promise.resolve(answer));
  const deps = { connect: vi.fn(() => Promise.resolve({ requireSession: () => undefined, call })) };
  return { deps: deps as unknown as CommandDeps, call };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'funddesk-portfolio-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('portfolio backtest <file|id> (issue 14 §4, §6)', () => {
  it('reads a CSV of fundCode,weight with a header, a BOM, quotes and a % sign', () => {
    expect(parsePortfolioCsv('\uFEFFfundCode,weight\r\n000001,60\n"000003","40.00%"\n\n')).toEqual([
      { fundId: '000001', weight: '60' },
      { fundId: '000003', weight: '40.00' },
    ]);
    expect(() => parsePortfolioCsv('000001,60\n00003,40\n')).toThrow(UsageError);
  });

  it('refuses weights that do not sum to 100.00 with FD3021 and exit 2 before calling the gateway', async () => {
    const file = join(dir, 'bad.csv');
    await writeFile(file, '000001,33.33\n000003,66.66\n');
    const deps = depsNeverConnecting();
    const failure = await portfolioBacktest({ source: file }, deps).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CliError);
    expect((failure as CliError).code).toBe(ErrorCode.PortfolioWeights);
    expect((failure as CliError).exitCode).toBe(ExitCode.Usage);
    expect((failure as CliError).message).toContain('99.99');
    expect(deps.connect).not.toHaveBeenCalled();
  });

  it('refuses a bad benchmark, rebalancing period or date as usage errors', async () => {
    const deps = depsNeverConnecting();
    for (const options of [{ benchmark: '123456' }, { rebalance: 'weekly' }, { from: '2023/01/03' }]) {
      await expect(portfolioBacktest({ source: 'P1', ...options }, deps)).rejects.toThrow(UsageError);
    }
  });

  it('sends a saved id or the file funds with the options, and prints the metrics portfolio vs benchmark', async () => {
    const file = join(dir, 'ok.csv');
    await writeFile(file, '000001,60\n000003,40\n');
    const answer: PortfolioBacktestResult = {
      benchmark: '399300',
      benchmarkName: '沪深300',
      availableIndices: ['399300'],
      rebalance: 'monthly',
      dataFrom: '2021-01-04',
      from: '2023-01-03',
      to: '2023-01-05',
      riskFreeRate: '1.50',
      funds: [
        { fundId: '000001', fundName: '华夏成长混合', weight: '60.00', carriedDays: 0 },
        { fundId: '000003', fundName: '中海可转债A', weight: '40.00', carriedDays: 1 },
      ],
      rebalances: [],
      dates: ['2023-01-03', '2023-01-04', '2023-01-05'],
      portfolio: ['1.0000', '1.0100', '1.0200'],
      benchmarkValues: ['1.0000', '0.9900', '0.9800'],
      metrics: {
        portfolio: {
          totalReturn: '2.00',
          annualisedReturn: null,
          volatility: '5.00',
          maxDrawdown: '0.00',
          sharpe: null,
        },
        benchmark: {
          totalReturn: '-2.00',
          annualisedReturn: null,
          volatility: '6.00',
          maxDrawdown: '2.00',
          sharpe: null,
        },
      },
    };
    const { deps, call } = depsAnswering(answer);
    await portfolioBacktest({ source: file, rebalance: 'monthly', from: '2023-01-03' }, deps);
    expect(call.mock.calls[0]![1]).toEqual({
      funds: [
        { fundId: '000001', weight: '60' },
        { fundId: '000003', weight: '40' },
      ],
      benchmark: '399300',
      rebalance: 'monthly',
      from: '2023-01-03',
    });
    await portfolioBacktest({ source: 'P7' }, deps);
    expect(call.mock.calls[1]![1]).toEqual({ portfolioId: 'P7', benchmark: '399300', rebalance: 'none' });

    const stdout = sink();
    const stderr = sink();
    printPortfolioBacktest(answer, false, { stdout, stderr });
    const table = stdout.chunks.join('');
    expect(table).toContain('沪深300');
    expect(table).toMatch(/期末净值\s+1\.0200\s+0\.9800/);
    expect(table).toMatch(/最大回撤\s+0\.00%\s+2\.00%/);
    expect(stderr.chunks.join('')).toContain('000003 有 1 个交易日无净值');
    const json = sink();
    printPortfolioBacktest(answer, true, { stdout: json, stderr });
    expect(JSON.parse(json.chunks.join(''))).toEqual(answer);
  });
});
