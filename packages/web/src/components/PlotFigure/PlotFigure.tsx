import { lazy, Suspense } from 'react';
import type { Data, Layout } from 'plotly.js';
import { Spinner } from '@blueprintjs/core';

/** plotly in its own chunk, loaded when the first chart renders (DESIGN §9). */
const PlotlyChart = lazy(() => import('../../features/product/detail/PlotlyChart'));

/** Props of {@link PlotFigure}. */
export interface PlotFigureProps {
  /** The figure's accessible name. */
  label: string;
  testId: string;
  data: Data[];
  layout: Partial<Layout>;
}

/**
 * A plotly chart as a named figure (资产配置, 驾驶舱 distributions and capital flow): plotly lazy-loaded with a
 * spinner meanwhile, no mode bar, full width, resized with its container.
 * @see DESIGN §9 (plotly only on pages that draw charts)
 */
export function PlotFigure({ label, testId, data, layout }: PlotFigureProps) {
  return (
    <div role="figure" aria-label={label} data-testid={testId}>
      <Suspense fallback={<Spinner size={24} />}>
        <PlotlyChart
          data={data}
          layout={layout}
          config={{ displayModeBar: false, responsive: true }}
          style={{ width: '100%' }}
          useResizeHandler
        />
      </Suspense>
    </div>
  );
}

/** One slice of a donut: its legend label, its value (yuan, decimal text) and the text its hover shows. */
export interface DonutSlice {
  label: string;
  value: string;
  text: string;
}

/** Props of {@link DonutChart}. */
export interface DonutChartProps {
  label: string;
  testId: string;
  slices: readonly DonutSlice[];
  /** plotly's hover template (`%{label}`, `%{text}`, `%{percent}`). */
  hovertemplate: string;
  /** Height, px, and the margins, px. */
  height: number;
  margin: { l: number; r: number; t: number; b: number };
  /** The legend's font size, px (plotly's default when not given). */
  legendFontSize?: number;
  /** Percent labels kept inside the slices, horizontal. */
  insideText?: boolean;
}

/**
 * A donut of market values (hole 0.55, slices in the given order, percent on each, legend below) in a
 * {@link PlotFigure}. Values go to plotly as numbers for drawing only; the texts shown are the callers'.
 */
export function DonutChart({
  label,
  testId,
  slices,
  hovertemplate,
  height,
  margin,
  legendFontSize,
  insideText = false,
}: DonutChartProps) {
  return (
    <PlotFigure
      label={label}
      testId={testId}
      data={[
        {
          type: 'pie',
          hole: 0.55,
          labels: slices.map((s) => s.label),
          values: slices.map((s) => Number(s.value)),
          text: slices.map((s) => s.text),
          hovertemplate,
          textinfo: 'percent',
          ...(insideText ? { textposition: 'inside', insidetextorientation: 'horizontal' } : {}),
          sort: false,
        },
      ]}
      layout={{
        height,
        margin,
        showlegend: true,
        legend: { orientation: 'h', y: -0.05, ...(legendFontSize ? { font: { size: legendFontSize } } : {}) },
        paper_bgcolor: 'rgba(0,0,0,0)',
        font: { size: 12 },
      }}
    />
  );
}
