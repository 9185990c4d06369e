import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import {
  benchmarkIndexSchema,
  errorCatalogue,
  portfolio,
  portfolioDecision,
  rebalancePeriods,
  t,
  type BenchmarkIndexCode,
  type CallResponse,
  type PortfolioWeight,
  type RebalancePeriod,
} from '@funddesk/core';
import type { CommandDeps, EnvOption, Streams } from '../../context.js';
import { CliError, ExitCode, UsageError } from '../../errors.js';
import { renderJson, renderTable, type Column } from '../../output.js';

/** Options of {@link portfolioBacktest}. */
export interface PortfolioBacktestOptions extends EnvOption {
  /** A CSV file of `fundCode,weight` lines (weights in percent), or a saved portfolio's id (`P12`). */
  source: string;
  benchmark?: string;
  from?: string;
  to?: string;
  rebalance?: string;
}

/** The answer of combination/performanceTrend (issue 14 §4). */
export type PortfolioBacktestResult = CallResponse<typeof portfolio.portfolioBacktest>;

/** A saved portfolio's id as the server makes it. */
const PORTFOLIO_ID = /^P\d{1,18}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The funds of a portfolio file: one `fundCode,weight` per record (weight in percent, up to 2 decimals, a
 * trailing % allowed; a header record whose first cell is not a number, blank lines and a BOM are skipped),
 * read by csv-parse (quoted cells, CRLF).
 * @throws UsageError portfolio.cli.fileFormat with the 1-based line of the first malformed record
 */
export function parsePortfolioCsv(text: string): PortfolioWeight[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw new UsageError('portfolio.cli.fileFormat', { line });
  }
  const funds: PortfolioWeight[] = [];
  records.forEach(({ record, info }, index) => {
    const fundId = record[0] ?? '';
    const weight = (record[1] ?? '').replace(/%$/, '');
    if (index === 0 && !/^\d+$/.test(fundId)) return; // the header
    if (record.length !== 2 || !/^\d{6}$/.test(fundId) || !/^\d{1,3}(\.\d{1,2})?$/.test(weight)) {
      throw new UsageError('portfolio.cli.fileFormat', { line: info.lines });
    }
    funds.push({ fundId, weight });
  });
  return funds;
}

/**
 * `funddesk portfolio backtest <file|id>`: back-tests a portfolio on the funds' real NAV against a benchmark
 * (combination/performanceTrend; core rules/backtest.ts on the server). A file's funds are judged by core's
 * portfolio rule before any call (FD3020 count, FD3021 weights: exit 2); the options are checked as typed.
 * @throws UsageError for an unreadable or malformed file, a bad date, benchmark or rebalancing period
 * @see issue 14 §4, §6 (CLI)
 */
export async function portfolioBacktest(
  options: PortfolioBacktestOptions,
  deps: CommandDeps,
): Promise<PortfolioBacktestResult> {
  const benchmark = options.benchmark ?? '399300';
  if (!benchmarkIndexSchema.safeParse(benchmark).success) {
    throw new UsageError('portfolio.cli.badBenchmark', { value: benchmark });
  }
  const rebalance = options.rebalance ?? 'none';
  if (!(rebalancePeriods as readonly string[]).includes(rebalance)) {
    throw new UsageError('portfolio.cli.badRebalance', { value: rebalance });
  }
  for (const value of [options.from, options.to]) {
    if (value !== undefined && !ISO_DATE.test(value))
      throw new UsageError('portfolio.cli.badDate', { value });
  }
  let source: { portfolioId: string } | { funds: PortfolioWeight[] };
  if (PORTFOLIO_ID.test(options.source)) source = { portfolioId: options.source };
  else {
    const text = await readFile(options.source, 'utf8').catch(() => {
      throw new UsageError('portfolio.cli.fileUnreadable', { file: options.source });
    });
    const funds = parsePortfolioCsv(text);
    const decision = portfolioDecision(funds, () => false);
    if (!decision.ok) {
      throw new CliError(
        ExitCode.Usage,
        errorCatalogue[decision.code].message,
        decision.params,
        decision.code,
      );
    }
    source = { funds };
  }
  const connection = await deps.connect(options.env);
  connection.requireSession();
  return connection.call(portfolio.portfolioBacktest, {
    ...source,
    benchmark: benchmark as BenchmarkIndexCode,
    rebalance: rebalance as RebalancePeriod,
    ...(options.from ? { from: options.from } : {}),
    ...(options.to ? { to: options.to } : {}),
  });
}

type Metrics = NonNullable<PortfolioBacktestResult['metrics']['portfolio']>;

/**
 * Prints a back-test: the metrics table portfolio vs benchmark on stdout (期末净值, 区间收益, 年化收益, 年化波动率,
 * 最大回撤, 夏普比率), the period and the funds whose NAV was carried on stderr; with --json exactly the answer.
 */
export function printPortfolioBacktest(result: PortfolioBacktestResult, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(result));
    return;
  }
  const none = t('display.none');
  const pct = (value: string | null | undefined) => (value == null ? none : `${value}%`);
  const rows: { label: string; value: (m: Metrics | null, final: string | undefined) => string }[] = [
    { label: t('portfolio.metric.finalValue'), value: (_m, final) => final ?? none },
    { label: t('portfolio.metric.totalReturn'), value: (m) => pct(m?.totalReturn) },
    { label: t('portfolio.metric.annualisedReturn'), value: (m) => pct(m?.annualisedReturn) },
    { label: t('portfolio.metric.volatility'), value: (m) => pct(m?.volatility) },
    { label: t('portfolio.metric.maxDrawdown'), value: (m) => pct(m?.maxDrawdown) },
    {
      label: t('portfolio.metric.sharpe', { rate: result.riskFreeRate }),
      value: (m) => m?.sharpe ?? none,
    },
  ];
  const columns: Column<(typeof rows)[number]>[] = [
    { header: t('portfolio.metric.item'), value: (row) => row.label },
    {
      header: t('portfolio.backtest.portfolio'),
      value: (row) => row.value(result.metrics.portfolio, result.portfolio.at(-1)),
      align: 'right',
    },
    {
      header: result.benchmarkName,
      value: (row) => row.value(result.metrics.benchmark, result.benchmarkValues.at(-1)),
      align: 'right',
    },
  ];
  out.stdout.write(renderTable(columns, rows));
  out.stderr.write(
    `${t('portfolio.backtest.period', {
      from: result.from,
      to: result.to,
      days: result.dates.length,
      count: result.rebalances.length,
    })}\n`,
  );
  for (const fund of result.funds) {
    if (fund.carriedDays > 0) {
      out.stderr.write(
        `${t('portfolio.backtest.carried', { fundId: fund.fundId, days: fund.carriedDays })}\n`,
      );
    }
  }
}
