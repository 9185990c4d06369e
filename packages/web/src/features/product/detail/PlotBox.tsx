import { lazy, Suspense } from 'react';
import type { LayoutAxis, PlotData } from 'plotly.js';
import { Spinner } from '@blueprintjs/core';
import { t } from '@funddesk/core';

/** plotly in its own chunk, loaded when the first chart renders (DESIGN §9). */
const PlotlyChart = lazy(() => import('./PlotlyChart'));

/** Props of {@link PlotBox}. */
export interface PlotBoxProps {
  traces: Partial<PlotData>[];
  /** Chart height, px. */
  height: number;
  /** The y range covering every series (chartSeries yRangeCovering), or null to let plotly choose. */
  yRange: [number, number] | null;
  /** Tick suffix and d3 format of the y axis (`%` and `.2f` for returns, '' and `.4f` for NAV). */
  ySuffix: string;
  yFormat: string;
  /** Draw the 0 line (returns). */
  zeroline: boolean;
  /** The x axis: dates (`YYYY-MM-DD` ticks) by default, or categories (quarters). */
  xAxis?: 'date' | 'category';
  /** Space above the plot for the legend, px, and the legend's height above the plot (paper units). */
  marginTop?: number;
  legendY?: number;
  /** Bars side by side (`group`) for bar traces. */
  barmode?: 'group';
}

/**
 * The one plot frame of the fund charts (业绩走势 of the fund detail and of 基金比较, 季度涨幅): plotly lazily loaded
 * in its own chunk with a spinner and 图表加载中 meanwhile, the legend on top, compact margins, light grid, a
 * transparent background, and the y range given (issue 17 §3: nothing clipped).
 * @see DESIGN §9 (plotly basic bundle)
 */
export function PlotBox({
  traces,
  height,
  yRange,
  ySuffix,
  yFormat,
  zeroline,
  xAxis = 'date',
  marginTop = 24,
  legendY = 1.12,
  barmode,
}: PlotBoxProps) {
  const x: Partial<LayoutAxis> =
    xAxis === 'date' ? { type: 'date', tickformat: '%Y-%m-%d', showgrid: false } : { type: 'category' };
  return (
    <Suspense
      fallback={
        <div className="fd-chart-empty" data-testid="chart-loading">
          <Spinner size={24} />
          {t('product.chart.loading')}
        </div>
      }
    >
      <PlotlyChart
        data={traces}
        useResizeHandler
        style={{ width: '100%', height }}
        config={{ displayModeBar: false, responsive: true }}
        layout={{
          autosize: true,
          height,
          margin: { l: 56, r: 12, t: marginTop, b: 28 },
          hovermode: 'x unified',
          showlegend: true,
          legend: { orientation: 'h', x: 0, y: legendY, font: { size: 11 } },
          xaxis: x,
          yaxis: {
            ticksuffix: ySuffix,
            tickformat: yFormat,
            gridcolor: '#e5e8eb',
            ...(yRange ? { range: yRange, autorange: false } : { autorange: true }),
            zeroline,
            zerolinecolor: '#abb3bf',
          },
          ...(barmode ? { barmode } : {}),
          font: { size: 11 },
          paper_bgcolor: 'rgba(0,0,0,0)',
          plot_bgcolor: 'rgba(0,0,0,0)',
        }}
      />
    </Suspense>
  );
}
