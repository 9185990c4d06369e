import { useState, type ReactNode } from 'react';
import type { PlotData } from 'plotly.js';
import { Button, ButtonGroup, Card, HTMLSelect, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import {
  benchmarkIndexSchema,
  benchmarkIndices,
  formatNumber,
  productExtras,
  profitTrendPeriods,
  t,
  type BenchmarkIndexCode,
  type CallResponse,
  type MessageKey,
  type ProfitTrendPeriod,
} from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { HeadRow } from '../../components/HeadRow/HeadRow';
import { ProfitText } from '../asset/assetFormat';
import { ChangeText } from '../product/common/ChangeText';
import { SimulatedLegend, SimulatedMark } from '../product/common/SimulatedMark';
import { splitBySource, yRangeCovering } from '../product/detail/chartSeries';
import { PlotBox } from '../product/detail/PlotBox';
import './AnalysisProfitTrend.css';

/** The asset calls' request: the chosen accounts, null until they are known. */
type Request = { groupIds: string[] } | null;
type Trend = CallResponse<typeof productExtras.analysisPeriodProfitTrend>;

/** The account's line and the benchmark's (distinct at 3:1 against white; the comparison chart's first two). */
const ACCOUNT_COLOUR = '#cd4246';
const BENCHMARK_COLOUR = '#2d72d2';

/** A period's button text: 近1月 … 今年以来 as the comparison's, 持有以来 for `since`. */
const periodText = (period: ProfitTrendPeriod): string =>
  period === 'since' ? t('profitTrend.period.since') : t(`fundTools.period.${period}` as MessageKey);

/**
 * The account's return and the benchmark's on one chart, both 0 % on the base day (the shared PlotBox); the days
 * valued at a NAV of the model are drawn dotted as 账户收益率(模拟), as the fund detail draws its simulated stretch.
 */
function TrendChart({ trend }: { trend: Trend }) {
  const dates = trend.days.map((d) => d.date);
  const account = trend.days.map((d) => Number(d.returnPercent));
  const benchmark = trend.days.map((d) => (d.benchmarkPercent === null ? null : Number(d.benchmarkPercent)));
  const name = t('profitTrend.series.return');
  const xy = splitBySource(
    trend.days.map((d) => ({
      date: d.date,
      value: d.returnPercent,
      source: d.simulated ? ('simulated' as const) : ('real' as const),
    })),
  );
  const simName = `${name}(${t('product.simulated.series')})`;
  const traces: Partial<PlotData>[] = [
    {
      type: 'scatter',
      mode: 'lines',
      name,
      x: xy.real.x,
      y: xy.real.y,
      line: { color: ACCOUNT_COLOUR, width: 1.8 },
      hovertemplate: `${name} %{y:.2f}%<extra></extra>`,
    },
  ];
  if (xy.simulated.x.length > 0) {
    traces.push({
      type: 'scatter',
      mode: 'lines',
      name: simName,
      x: xy.simulated.x,
      y: xy.simulated.y,
      line: { color: ACCOUNT_COLOUR, width: 1.6, dash: 'dot' },
      hovertemplate: `${simName} %{y:.2f}%<extra></extra>`,
    });
  }
  if (benchmark.some((v) => v !== null)) {
    traces.push({
      type: 'scatter',
      mode: 'lines',
      name: trend.benchmarkName,
      x: dates,
      y: benchmark,
      line: { color: BENCHMARK_COLOUR, width: 1.4 },
      hovertemplate: `${trend.benchmarkName} %{y:.2f}%<extra></extra>`,
    });
  }
  return (
    <div
      className="fd-chart-box"
      role="img"
      data-testid="profit-trend-chart"
      aria-label={t('profitTrend.aria', {
        from: trend.from ?? '',
        to: trend.to ?? '',
        benchmark: trend.benchmarkName,
      })}
    >
      <PlotBox
        traces={traces}
        height={280}
        yRange={yRangeCovering([account, benchmark.filter((v): v is number => v !== null)])}
        ySuffix="%"
        yFormat=".2f"
        zeroline
        marginTop={32}
      />
    </div>
  );
}

/** 区间收益概况: the period's figures as a two-column table (the chart's numbers, for every reader). */
function TrendSummary({ trend }: { trend: Trend }) {
  const summary = trend.summary!;
  const rows: { key: string; label: string; cell: ReactNode }[] = [
    { key: 'start', label: t('profitTrend.startValue'), cell: formatNumber(summary.startValue, 2) },
    { key: 'end', label: t('profitTrend.endValue'), cell: formatNumber(summary.endValue, 2) },
    { key: 'inflow', label: t('profitTrend.netInflow'), cell: formatNumber(summary.netInflow, 2) },
    {
      key: 'profit',
      label: t('profitTrend.periodProfit'),
      cell: <ProfitText value={summary.periodProfit} />,
    },
    {
      key: 'return',
      label: t('profitTrend.periodReturn'),
      cell: <ChangeText value={summary.periodReturn} />,
    },
    {
      key: 'benchmark',
      label: t('profitTrend.benchmarkReturn', { name: trend.benchmarkName }),
      cell: <ChangeText value={summary.benchmarkReturn} />,
    },
    {
      key: 'cumulative',
      label: t('profitTrend.cumulativeProfit'),
      cell: <ProfitText value={summary.cumulativeProfit} />,
    },
  ];
  return (
    <HTMLTable
      compact
      striped
      className="fd-table fd-pt-summary"
      aria-labelledby="fd-pt-summary"
      data-testid="profit-trend-summary"
    >
      <caption id="fd-pt-summary">{t('profitTrend.summary')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('profitTrend.col.item')}</th>
          <th scope="col" className="fd-num">
            {t('profitTrend.col.figure')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td className="fd-num">{row.cell}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** 逐日明细: each trading day's value, net invested money, cumulative profit and the two returns (folded). */
function TrendDays({ trend }: { trend: Trend }) {
  return (
    <details className="fd-pt-days">
      <summary>{t('profitTrend.days')}</summary>
      <HTMLTable
        compact
        striped
        className="fd-table"
        aria-label={t('profitTrend.days')}
        data-testid="profit-trend-days"
      >
        <thead>
          <HeadRow
            columns={[
              { key: 'date', label: t('profitTrend.col.date') },
              {
                key: 'value',
                label: (
                  <>
                    {t('profitTrend.col.value')}
                    {trend.simulatedNav ? <SimulatedMark /> : null}
                  </>
                ),
                numeric: true,
              },
              { key: 'invested', label: t('profitTrend.col.invested'), numeric: true },
              { key: 'profit', label: t('profitTrend.col.profit'), numeric: true },
              { key: 'return', label: t('profitTrend.col.return'), numeric: true },
              { key: 'benchmark', label: trend.benchmarkName, numeric: true },
            ]}
          />
        </thead>
        <tbody>
          {[...trend.days].reverse().map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              <td className="fd-num">{formatNumber(d.marketValue, 2)}</td>
              <td className="fd-num">{formatNumber(d.netInvested, 2)}</td>
              <td className="fd-num">
                <ProfitText value={d.profit} />
              </td>
              <td className="fd-num">
                <ChangeText value={d.returnPercent} />
              </td>
              <td className="fd-num">
                <ChangeText value={d.benchmarkPercent} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </details>
  );
}

/**
 * 收益走势 of 公募资产分析 (spec 03 §7 pa/queryPeriodProfitTrend; issue 14 §5 Analysis): the period (近1月 … 今年以来,
 * 持有以来) and the benchmark (the five indices of spec 03 §3; those without data disabled with 暂无数据), the account's
 * time-weighted return and the benchmark on one chart from the base day, the period's figures in a table and each
 * trading day's numbers folded below; 模拟 when a holding is valued at a NAV of the model; the empty state when the
 * account has no confirmed trade or held nothing in the period.
 */
export function AnalysisProfitTrend({ request }: { request: Request }) {
  const [period, setPeriod] = useState<ProfitTrendPeriod>('1y');
  const [benchmark, setBenchmark] = useState<BenchmarkIndexCode>('399300');
  const { data, isLoading } = useCall(
    productExtras.analysisPeriodProfitTrend,
    request && { ...request, period, benchmark },
    { keepPreviousData: true },
  );
  const available = new Set<string>(data?.availableIndices ?? benchmarkIndexSchema.options);
  return (
    <Card className="fd-ft-card" role="region" aria-labelledby="fd-an-trend">
      <h3 id="fd-an-trend">
        {t('profitTrend.title')}
        {data?.simulatedNav ? <SimulatedMark /> : null}
      </h3>
      <div className="fd-pt-tools">
        <ButtonGroup variant="minimal" size="small" role="group" aria-label={t('profitTrend.period')}>
          {profitTrendPeriods.map((p) => (
            <Button
              key={p}
              text={periodText(p)}
              active={p === period}
              aria-pressed={p === period}
              intent={p === period ? 'primary' : 'none'}
              onClick={() => setPeriod(p)}
            />
          ))}
        </ButtonGroup>
        <HTMLSelect
          aria-label={t('product.chart.benchmark')}
          value={benchmark}
          onChange={(e) => {
            const parsed = benchmarkIndexSchema.safeParse(e.currentTarget.value);
            if (parsed.success) setBenchmark(parsed.data);
          }}
          options={benchmarkIndexSchema.options.map((code) =>
            available.has(code)
              ? { value: code, label: benchmarkIndices[code] }
              : {
                  value: code,
                  label: t('honest.benchmark.noData', { index: benchmarkIndices[code] }),
                  disabled: true,
                },
          )}
        />
        {isLoading ? <Spinner size={16} /> : null}
      </div>
      {data && data.days.length === 0 ? (
        <NonIdealState icon="timeline-line-chart" description={t('profitTrend.empty')} />
      ) : null}
      {data && data.days.length > 0 && !data.held ? (
        <NonIdealState icon="timeline-line-chart" description={t('profitTrend.emptyPeriod')} />
      ) : null}
      {data && data.held ? (
        <>
          <TrendChart trend={data} />
          <p className="fd-note" data-testid="profit-trend-range">
            {t('profitTrend.range', { from: data.from ?? '', to: data.to ?? '', count: data.days.length })}
            {data.benchmarkTo && data.to && data.benchmarkTo < data.to
              ? ` ${t('profitTrend.benchmarkEnd', { name: data.benchmarkName, date: data.benchmarkTo })}`
              : null}
          </p>
          <TrendSummary trend={data} />
          <TrendDays trend={data} />
          <p className="fd-note">{t('profitTrend.note')}</p>
        </>
      ) : null}
      {data && data.untracedFunds.length > 0 ? (
        <p className="fd-note" data-testid="profit-trend-untraced">
          {t('profitTrend.untraced', { funds: data.untracedFunds.join('、') })}
        </p>
      ) : null}
      {data?.simulatedNav ? <SimulatedLegend /> : null}
    </Card>
  );
}
