import { useState } from 'react';
import type { PlotData } from 'plotly.js';
import { Button, ButtonGroup, Card, HTMLSelect, SegmentedControl, Spinner } from '@blueprintjs/core';
import {
  benchmarkIndexSchema,
  benchmarkIndices,
  navTrendPoints,
  product,
  t,
  trendPeriods,
  type BenchmarkIndexCode,
  type MessageKey,
  type TrendPeriod,
} from '@funddesk/core';
import { useCall } from '../../../api/hooks';
import { SimulatedTag } from '../common/SimulatedTag';
import { PlotBox } from './PlotBox';
import { splitBySource, yRangeCovering, type SourcedPoint, type XY } from './chartSeries';

/** What the chart shows: cumulative return vs a benchmark, or the unit NAV alone. */
export type TrendMode = 'return' | 'nav';

const FUND_COLOUR = '#cd4246';
const INDEX_COLOUR = '#2d72d2';
const CHART_HEIGHT = 300;

type Trace = Partial<PlotData>;

function lines(
  name: string,
  xy: { real: XY; simulated: XY },
  colour: string,
  yFormat: string,
  suffix = '',
): Trace[] {
  const hover = `${name} %{y:${yFormat}}${suffix}<extra></extra>`;
  const out: Trace[] = [
    {
      type: 'scatter',
      mode: 'lines',
      name,
      x: xy.real.x,
      y: xy.real.y,
      line: { color: colour, width: 1.6 },
      hovertemplate: hover,
    },
  ];
  if (xy.simulated.x.length > 0) {
    const simName = `${name}(${t('product.simulated.series')})`;
    out.push({
      type: 'scatter',
      mode: 'lines',
      name: simName,
      x: xy.simulated.x,
      y: xy.simulated.y,
      line: { color: colour, width: 1.4, dash: 'dot' },
      hovertemplate: `${simName} %{y:${yFormat}}${suffix}<extra></extra>`,
    });
  }
  return out;
}

/** Props of {@link TrendChart}. */
export interface TrendChartProps {
  fundId: string;
  /** The view to start with (money funds: cumulative return; NAV is flat at 1.0000). */
  initialMode?: TrendMode;
  /**
   * The label of the 成立以来 period button: what the data covers (core sinceLabelOf, e.g. 2021年以来);
   * 成立以来 by default (issue 17 §3).
   */
  sinceLabel?: string;
}

/**
 * 业绩走势: the fund's cumulative return against a benchmark index (沪深300 by default; an index without
 * data shows 暂无数据), or its unit NAV alone, over 近1月 … 成立以来 (labelled `sinceLabel`). Plotly is
 * lazy-loaded in its own chunk; simulated stretches are drawn dotted. The y range covers every line (no
 * clipping below 0%), and indices without data are disabled in the selector with 暂无数据 (issue 17 §3).
 * @see spec 03 §7 (pc/ins/fund/nvTrend, achievementTrend), §3 (benchmark indices), DESIGN §6, §9
 */
export function TrendChart({ fundId, initialMode = 'return', sinceLabel }: TrendChartProps) {
  const [mode, setMode] = useState<TrendMode>(initialMode);
  const [period, setPeriod] = useState<TrendPeriod>('1y');
  const [indexCode, setIndexCode] = useState<BenchmarkIndexCode>('399300');

  const achievement = useCall(
    product.achievementTrend,
    mode === 'return' ? { fundId, period, indexCode } : null,
    {
      keepPreviousData: true,
    },
  );
  const nav = useCall(product.nvTrend, mode === 'nav' ? { fundId, period } : null, {
    keepPreviousData: true,
  });

  let traces: Trace[] = [];
  let anySimulated = false;
  let indexMissing: string | null = null;
  let loading = false;
  // Indices without data are disabled in the selector (issue 17 §3); all are offered until the answer says.
  let availableIndices: readonly BenchmarkIndexCode[] = benchmarkIndexSchema.options;
  if (mode === 'return') {
    const data = achievement.data;
    if (data?.availableIndices) availableIndices = data.availableIndices;
    loading = achievement.isLoading;
    if (data) {
      traces = lines(t('product.chart.fund'), splitBySource(data.fund), FUND_COLOUR, '.2f', '%');
      anySimulated = data.fund.some((p) => p.source === 'simulated');
      if (data.indexAvailable && data.index.length > 0) {
        traces.push(
          ...lines(
            data.indexName || benchmarkIndices[data.indexCode],
            splitBySource(data.index),
            INDEX_COLOUR,
            '.2f',
            '%',
          ),
        );
      } else if (data.fund.length > 0) {
        indexMissing = t('product.chart.indexNoData', {
          index: data.indexName || benchmarkIndices[data.indexCode],
        });
      }
    }
  } else {
    const data = nav.data;
    loading = nav.isLoading;
    if (data) {
      const points: SourcedPoint[] = navTrendPoints(data).map((p) => ({
        date: p.date,
        value: p.nav,
        source: p.source,
      }));
      traces = lines(t('product.chart.navAxis'), splitBySource(points), FUND_COLOUR, '.4f');
      anySimulated = points.some((p) => p.source === 'simulated');
    }
  }
  const empty = !loading && traces.every((trace) => (trace.x?.length ?? 0) === 0);
  // An explicit range over every line, so that no series is clipped (沪深300 below 0%, issue 17 §3).
  const yRange = yRangeCovering(traces.map((trace) => (trace.y ?? []) as number[]));

  return (
    <Card compact className="fd-section fd-span2" aria-labelledby="fd-chart-title">
      <div className="fd-section-head">
        <h4 id="fd-chart-title">{t('product.chart.title')}</h4>
        {anySimulated && <SimulatedTag tip={t('product.simulated.navTip')} />}
        <div className="fd-section-tools">
          <SegmentedControl
            size="small"
            value={mode}
            onValueChange={(value) => setMode(value === 'nav' ? 'nav' : 'return')}
            options={[
              { label: t('product.chart.mode.return'), value: 'return' },
              { label: t('product.chart.mode.nav'), value: 'nav' },
            ]}
          />
          {mode === 'return' && (
            <HTMLSelect
              className="fd-index-select"
              aria-label={t('product.chart.benchmark')}
              value={indexCode}
              onChange={(e) => {
                const parsed = benchmarkIndexSchema.safeParse(e.currentTarget.value);
                if (parsed.success) setIndexCode(parsed.data);
              }}
              options={benchmarkIndexSchema.options.map((code) =>
                availableIndices.includes(code)
                  ? { value: code, label: benchmarkIndices[code] }
                  : {
                      value: code,
                      label: t('honest.benchmark.noData', { index: benchmarkIndices[code] }),
                      disabled: true,
                    },
              )}
            />
          )}
        </div>
      </div>
      <ButtonGroup variant="minimal" size="small" className="fd-periods" role="group">
        {trendPeriods.map((p) => (
          <Button
            key={p}
            text={p === 'all' && sinceLabel ? sinceLabel : t(`product.period.${p}` as MessageKey)}
            active={p === period}
            aria-pressed={p === period}
            intent={p === period ? 'primary' : 'none'}
            onClick={() => setPeriod(p)}
          />
        ))}
      </ButtonGroup>
      {indexMissing && (
        <span className="fd-note fd-index-missing" data-testid="index-missing">
          {indexMissing}
        </span>
      )}
      <div className="fd-chart-box" data-testid="trend-chart">
        {loading ? (
          <div className="fd-chart-empty">
            <Spinner size={24} />
          </div>
        ) : empty ? (
          <div className="fd-chart-empty">{t('common.empty')}</div>
        ) : (
          <PlotBox
            traces={traces}
            height={CHART_HEIGHT}
            yRange={yRange}
            ySuffix={mode === 'return' ? '%' : ''}
            yFormat={mode === 'return' ? '.2f' : '.4f'}
            zeroline={mode === 'return'}
          />
        )}
      </div>
    </Card>
  );
}
