import type { CSSProperties } from 'react';
import type { Config, Data, Layout } from 'plotly.js';
import Plotly from 'plotly.js-basic-dist-min';
import createPlotlyComponent from 'react-plotly.js/factory';

/** react-plotly bound to plotly's basic bundle (DESIGN §9: scatter/bar/pie at a fraction of the full size). */
const Plot = createPlotlyComponent(Plotly);

/** Props of {@link PlotlyChart}: react-plotly's, typed with plotly.js's own types. */
export interface PlotlyChartProps {
  data: Data[];
  layout: Partial<Layout>;
  config?: Partial<Config>;
  style?: CSSProperties;
  useResizeHandler?: boolean;
}

/**
 * The plotly chart. This module is only ever loaded through `React.lazy` (see TrendChart), so plotly
 * lands in its own chunk and never in the main bundle (DESIGN §9).
 */
export default function PlotlyChart(props: PlotlyChartProps) {
  return <Plot {...props} />;
}
