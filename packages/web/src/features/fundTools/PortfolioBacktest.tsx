import { useId, useState, type ReactNode } from 'react';
import { Button, Callout, FormGroup, HTMLSelect, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import {
  benchmarkIndices,
  Dec,
  portfolio,
  rebalancePeriods,
  t,
  type BenchmarkIndexCode,
  type CallResponse,
  type MessageKey,
  type RebalancePeriod,
} from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { ChangeText } from '../product/common/ChangeText';
import { CompareTrendChart } from './CompareTrendChart';

type Backtest = CallResponse<typeof portfolio.portfolioBacktest>;
type Metrics = NonNullable<Backtest['metrics']['portfolio']>;

/** The benchmark indices in the spec's order (spec 03 §3). */
const INDEX_ORDER: readonly BenchmarkIndexCode[] = ['399300', '000001', '399001', '399006', 'H11001'];

/** A value series as percent since the first day (1.0000 → 0 %), 2 decimals, for the comparison's chart. */
function asPercent(values: readonly string[]): string[] {
  return values.map((v) => new Dec(v).minus(1).times(100).toFixed(2, Dec.ROUND_HALF_UP));
}

/** The back-test as the comparison chart's trend: the portfolio and the benchmark, each 0 % on the first day. */
export function trendOf(
  answer: Backtest,
  portfolioName: string,
): Parameters<typeof CompareTrendChart>[0]['trend'] {
  const series = [
    {
      fundId: portfolioName,
      fundName: t('portfolio.backtest.portfolio'),
      values: asPercent(answer.portfolio),
    },
  ];
  if (answer.benchmarkValues.length > 0) {
    series.push({
      fundId: answer.benchmark,
      fundName: answer.benchmarkName,
      values: asPercent(answer.benchmarkValues),
    });
  }
  return { from: answer.from, to: answer.to, dates: answer.dates, series };
}

/** Props of {@link PortfolioBacktest}. */
export interface PortfolioBacktestProps {
  portfolioId: string;
  portfolioName: string;
}

/**
 * 组合回测 of a saved portfolio (issue 14 §4): the benchmark (the five indices of spec 03 §3, those without data
 * shown disabled with 暂无数据 as the fund detail's selector does), the rebalancing period, the start and end
 * dates; the metrics table portfolio vs benchmark (期末净值, 区间收益, 年化收益, 年化波动率, 最大回撤, 夏普比率:
 * core rules/fundMetrics.ts over the value series) and the performance trend on the comparison's lazy plotly
 * chart. The server's refusals (FD3023 before the data begins, FD3025 a benchmark without data) show as toasts.
 */
export function PortfolioBacktest({ portfolioId, portfolioName }: PortfolioBacktestProps) {
  const [benchmark, setBenchmark] = useState<BenchmarkIndexCode>('399300');
  const [rebalance, setRebalance] = useState<RebalancePeriod>('none');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [request, setRequest] = useState<{
    benchmark: BenchmarkIndexCode;
    rebalance: RebalancePeriod;
    from?: string;
    to?: string;
  }>({ benchmark: '399300', rebalance: 'none' });
  const answer = useCall(
    portfolio.portfolioBacktest,
    { portfolioId, ...request },
    { keepPreviousData: true },
  );
  const data = answer.data;
  const available = new Set<string>(data?.availableIndices ?? INDEX_ORDER);
  const ids = { benchmark: useId(), rebalance: useId(), from: useId(), to: useId() };

  const run = () => setRequest({ benchmark, rebalance, ...(from ? { from } : {}), ...(to ? { to } : {}) });

  const metricRows: { key: string; label: string; cell: (m: Metrics, final: string) => ReactNode }[] = [
    { key: 'final', label: t('portfolio.metric.finalValue'), cell: (_m, final) => final },
    {
      key: 'total',
      label: t('portfolio.metric.totalReturn'),
      cell: (m) => <ChangeText value={m.totalReturn} />,
    },
    {
      key: 'annual',
      label: t('portfolio.metric.annualisedReturn'),
      cell: (m) => <ChangeText value={m.annualisedReturn} />,
    },
    {
      key: 'vol',
      label: t('portfolio.metric.volatility'),
      cell: (m) => (m.volatility === null ? t('display.none') : `${m.volatility}%`),
    },
    { key: 'mdd', label: t('portfolio.metric.maxDrawdown'), cell: (m) => `${m.maxDrawdown}%` },
    {
      key: 'sharpe',
      label: t('portfolio.metric.sharpe', { rate: data?.riskFreeRate ?? '' }),
      cell: (m) => m.sharpe ?? t('display.none'),
    },
  ];

  return (
    <section aria-labelledby="fd-pf-backtest">
      <h3 id="fd-pf-backtest">{t('portfolio.backtest')}</h3>
      <div className="fd-ft-controls">
        <FormGroup label={t('portfolio.backtest.benchmark')} labelFor={ids.benchmark}>
          <HTMLSelect
            id={ids.benchmark}
            value={benchmark}
            onChange={(event) => setBenchmark(event.currentTarget.value as BenchmarkIndexCode)}
          >
            {INDEX_ORDER.map((code) => (
              <option key={code} value={code} disabled={!available.has(code)}>
                {available.has(code)
                  ? benchmarkIndices[code]
                  : t('portfolio.backtest.noData', { name: benchmarkIndices[code] })}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('portfolio.backtest.rebalance')} labelFor={ids.rebalance}>
          <HTMLSelect
            id={ids.rebalance}
            value={rebalance}
            onChange={(event) => setRebalance(event.currentTarget.value as RebalancePeriod)}
          >
            {rebalancePeriods.map((period) => (
              <option key={period} value={period}>
                {t(`portfolio.rebalance.${period}` as MessageKey)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('portfolio.backtest.from')} labelFor={ids.from}>
          <InputGroup
            id={ids.from}
            type="date"
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup label={t('portfolio.backtest.to')} labelFor={ids.to}>
          <InputGroup id={ids.to} type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        </FormGroup>
        <Button
          intent="primary"
          text={t('portfolio.backtest.run')}
          loading={answer.isValidating}
          onClick={run}
        />
      </div>
      {answer.isLoading ? <Spinner size={24} /> : null}
      {data ? (
        <>
          <p className="fd-note" data-testid="backtest-period">
            {t('portfolio.backtest.period', {
              from: data.from,
              to: data.to,
              days: data.dates.length,
              count: data.rebalances.length,
            })}
            {'　'}
            {t('portfolio.backtest.dataFrom', { date: data.dataFrom })}
          </p>
          {data.funds.some((f) => f.carriedDays > 0) ? (
            <Callout intent="primary" compact>
              {data.funds
                .filter((f) => f.carriedDays > 0)
                .map((f) => (
                  <div key={f.fundId}>
                    {t('portfolio.backtest.carried', { fundId: f.fundId, days: f.carriedDays })}
                  </div>
                ))}
            </Callout>
          ) : null}
          <h4 id="fd-pf-metrics">{t('portfolio.backtest.metrics')}</h4>
          <div className="fd-ft-scroll">
            <HTMLTable
              compact
              striped
              className="fd-ft-table"
              aria-labelledby="fd-pf-metrics"
              data-testid="backtest-metrics"
            >
              <thead>
                <tr>
                  <th scope="col">{t('portfolio.metric.item')}</th>
                  <th scope="col">{t('portfolio.backtest.portfolio')}</th>
                  <th scope="col">{data.benchmarkName}</th>
                </tr>
              </thead>
              <tbody>
                {metricRows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    <td className="fd-num">
                      {data.metrics.portfolio
                        ? row.cell(data.metrics.portfolio, data.portfolio[data.portfolio.length - 1] ?? '')
                        : t('display.none')}
                    </td>
                    <td className="fd-num">
                      {data.metrics.benchmark
                        ? row.cell(
                            data.metrics.benchmark,
                            data.benchmarkValues[data.benchmarkValues.length - 1] ?? '',
                          )
                        : t('display.none')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          <h4>{t('portfolio.backtest.trend')}</h4>
          <CompareTrendChart trend={trendOf(data, portfolioName)} />
        </>
      ) : null}
    </section>
  );
}
