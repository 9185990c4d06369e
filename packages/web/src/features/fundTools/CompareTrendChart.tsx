import { lazy, Suspense } from 'react';
import type { PlotData } from 'plotly.js';
import { Spinner } from '@blueprintjs/core';
import { t, type CallResponse, type fundTools } from '@funddesk/core';
import { yRangeCovering } from '../product/detail/chartSeries';

/** plotly in its own chunk, loaded when the chart first renders (DESIGN §9; as the fund detail's TrendChart). */
const PlotlyChart = lazy(() => import('../product/detail/PlotlyChart'));

/** One colour per fund, in the order chosen (distinct at 3:1 against white). */
export const SERIES_COLOURS = ['#cd4246', '#2d72d2', '#238551', '#c87619', '#7961db', '#00a396'] as const;
const CHART_HEIGHT = 320;

/** Props of {@link CompareTrendChart}. */
export interface CompareTrendChartProps {
  trend: CallResponse<typeof fundTools.fundComparePerformanceTrend>;
}

/**
 * 业绩走势 of the compared funds on one chart: each fund's return since the common period's first day (0 % there),
 * from real NAV only (issue 14 §5). Dates without a fund's NAV leave a gap in its line. The y range covers
 * every line (issue 17 §3: nothing clipped).
 */
export function CompareTrendChart({ trend }: CompareTrendChartProps) {
  const traces: Partial<PlotData>[] = trend.series.map((series, i) => ({
    type: 'scatter',
    mode: 'lines',
    name: `${series.fundName}（${series.fundId}）`,
    x: trend.dates,
    y: series.values.map((value) => (value === null ? null : Number(value))) as number[],
    connectgaps: true,
    line: { color: SERIES_COLOURS[i % SERIES_COLOURS.length], width: 1.6 },
    hovertemplate: `${series.fundName} %{y:.2f}%<extra></extra>`,
  }));
  const yRange = yRangeCovering(
    trend.series.map((series) => series.values.filter((v): v is string => v !== null).map(Number)),
  );
  if (trend.dates.length === 0) return <div className="fd-chart-empty">{t('common.empty')}</div>;
  return (
    <div
      className="fd-chart-box"
      data-testid="compare-chart"
      role="img"
      aria-label={t('fundTools.chart.aria', { from: trend.from ?? '' })}
    >
      <Suspense
        fallback={
          <div className="fd-chart-empty">
            <Spinner size={24} />
          </div>
        }
      >
        <PlotlyChart
          data={traces}
          useResizeHandler
          style={{ width: '100%', height: CHART_HEIGHT }}
          config={{ displayModeBar: false, responsive: true }}
          layout={{
            autosize: true,
            height: CHART_HEIGHT,
            margin: { l: 56, r: 12, t: 36, b: 28 },
            hovermode: 'x unified',
            showlegend: true,
            legend: { orientation: 'h', x: 0, y: 1.16, font: { size: 11 } },
            xaxis: { type: 'date', tickformat: '%Y-%m-%d', showgrid: false },
            yaxis: {
              ticksuffix: '%',
              tickformat: '.2f',
              gridcolor: '#e5e8eb',
              ...(yRange ? { range: yRange, autorange: false } : { autorange: true }),
              zeroline: true,
              zerolinecolor: '#abb3bf',
            },
            font: { size: 11 },
            paper_bgcolor: 'rgba(0,0,0,0)',
            plot_bgcolor: 'rgba(0,0,0,0)',
          }}
        />
      </Suspense>
    </div>
  );
}
