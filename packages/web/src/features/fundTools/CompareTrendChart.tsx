import type { PlotData } from 'plotly.js';
import { t, type CallResponse, type fundTools } from '@funddesk/core';
import { yRangeCovering } from '../product/detail/chartSeries';
import { PlotBox } from '../product/detail/PlotBox';

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
 * every line (issue 17 §3: nothing clipped). The frame is the fund detail's (PlotBox).
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
      <PlotBox
        traces={traces}
        height={CHART_HEIGHT}
        yRange={yRange}
        ySuffix="%"
        yFormat=".2f"
        zeroline
        marginTop={36}
        legendY={1.16}
      />
    </div>
  );
}
