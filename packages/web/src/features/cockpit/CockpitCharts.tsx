import { NonIdealState } from '@blueprintjs/core';
import { Dec, formatNumber, t } from '@funddesk/core';
import { DonutChart, PlotFigure } from '../../components/PlotFigure/PlotFigure';

/** One slice of a distribution: label, market value (yuan) and percent, as pc/cockpit/assetDistribute answers. */
export interface DistributionSlice {
  key: string;
  label: string;
  marketValue: string;
  percent: string;
}

/**
 * A distribution of market value as a plotly donut (plotly lazy-loaded in its own chunk; DESIGN §9), named by
 * `title`; 暂无持仓 when nothing is held. Values go to plotly as numbers for drawing only; the texts shown are
 * the answer's decimal strings.
 */
export function DistributionChart({
  title,
  slices,
}: {
  title: string;
  slices: readonly DistributionSlice[];
}) {
  if (slices.length === 0)
    return <NonIdealState icon="pie-chart" description={t('cockpit.distribute.empty')} />;
  return (
    <DonutChart
      label={title}
      testId={`distribution-${title}`}
      slices={slices.map((s) => ({
        label: s.label,
        value: s.marketValue,
        text: `${formatNumber(s.marketValue, 2)}（${s.percent}%）`,
      }))}
      hovertemplate="%{label}<br>%{text}<extra></extra>"
      height={240}
      margin={{ l: 8, r: 8, t: 4, b: 4 }}
      legendFontSize={11}
      insideText
    />
  );
}

/** One month of pc/cockpit/queryCapitalInOutFlow (yuan, decimal text). */
export interface FlowMonth {
  month: string;
  inflow: string;
  outflow: string;
  net: string;
}

/**
 * Capital in and out per month as plotly bars (in up, out down) with the net as a line; a caption names it
 * for assistive technology. Empty months stay on the axis; with no trade at all it says so.
 */
export function CapitalFlowChart({ months, title }: { months: readonly FlowMonth[]; title: string }) {
  const empty = months.every((m) => new Dec(m.inflow).isZero() && new Dec(m.outflow).isZero());
  if (empty)
    return (
      <NonIdealState icon="timeline-bar-chart" description={t('cockpit.flow.empty', { n: months.length })} />
    );
  const x = months.map((m) => m.month);
  return (
    <PlotFigure
      label={title}
      testId="capital-flow-chart"
      data={[
        {
          type: 'bar',
          name: t('cockpit.flow.inflow'),
          x,
          y: months.map((m) => Number(m.inflow)),
          text: months.map((m) => formatNumber(m.inflow, 2)),
          hovertemplate: '%{x}<br>%{text}<extra></extra>',
          textposition: 'none',
          marker: { color: '#cd4246' },
        },
        {
          type: 'bar',
          name: t('cockpit.flow.outflow'),
          x,
          y: months.map((m) => -Number(m.outflow)),
          text: months.map((m) => formatNumber(m.outflow, 2)),
          hovertemplate: '%{x}<br>%{text}<extra></extra>',
          textposition: 'none',
          marker: { color: '#238551' },
        },
        {
          type: 'scatter',
          mode: 'lines+markers',
          name: t('cockpit.flow.net'),
          x,
          y: months.map((m) => Number(m.net)),
          text: months.map((m) => formatNumber(m.net, 2)),
          hovertemplate: '%{x}<br>%{text}<extra></extra>',
          line: { color: '#2d72d2' },
        },
      ]}
      layout={{
        height: 240,
        barmode: 'relative',
        margin: { l: 48, r: 16, t: 24, b: 48 },
        showlegend: true,
        legend: { orientation: 'h', x: 0, y: 1.14, font: { size: 11 } },
        paper_bgcolor: 'rgba(0,0,0,0)',
        plot_bgcolor: 'rgba(0,0,0,0)',
        font: { size: 11 },
        xaxis: { type: 'category', tickangle: -45, automargin: true },
        yaxis: { tickformat: '~s' },
      }}
    />
  );
}
