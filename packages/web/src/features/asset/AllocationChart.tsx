import { NonIdealState } from '@blueprintjs/core';
import { formatNumber, t } from '@funddesk/core';
import { DonutChart } from '../../components/PlotFigure/PlotFigure';

/** One slice of the allocation: a fund type and its market value in yuan. */
export interface AllocationSlice {
  fundTypeCode: string;
  fundTypeText: string;
  marketValue: string;
}

/** The pie's height with a one-row legend, px. */
const BASE_HEIGHT = 260;
/** The width the legend may use in the narrowest card that draws it (公募资产分析's three columns at 1440 px), px. */
const LEGEND_WIDTH = 300;
/** One legend row's height, px. */
const LEGEND_ROW = 19;

/**
 * How many rows plotly's horizontal legend takes for `labels`: each entry is its symbol (40 px) and its text
 * (13 px a CJK character), entries packed left to right within {@link LEGEND_WIDTH}.
 */
function legendRows(labels: readonly string[]): number {
  let rows = 1;
  let used = 0;
  for (const label of labels) {
    const width = 40 + 13 * label.length;
    if (used > 0 && used + width > LEGEND_WIDTH) {
      rows += 1;
      used = 0;
    }
    used += width;
  }
  return rows;
}

/**
 * The allocation by fund type as a plotly pie (plotly lazy-loaded in its own chunk). Slices of zero are
 * left out; with nothing held it says 暂无持仓. Each extra legend row (long names such as fund companies wrap one a
 * row) adds its height, so that the donut keeps its size beside the other charts.
 * @see spec 03 §2 asset index; DESIGN §9 (plotly only on pages that draw charts)
 */
export function AllocationChart({ slices }: { slices: readonly AllocationSlice[] }) {
  const shown = slices.filter((s) => Number(s.marketValue) > 0);
  if (shown.length === 0)
    return <NonIdealState icon="pie-chart" description={t('screens.asset.allocationEmpty')} />;
  return (
    <DonutChart
      label={t('screens.asset.allocation')}
      testId="allocation-chart"
      slices={shown.map((s) => ({
        label: s.fundTypeText,
        value: s.marketValue,
        text: formatNumber(s.marketValue, 2),
      }))}
      hovertemplate={`%{label}<br>%{text} ${t('screens.asset.yuan')}<br>%{percent}<extra></extra>`}
      height={BASE_HEIGHT + (legendRows(shown.map((s) => s.fundTypeText)) - 1) * LEGEND_ROW}
      margin={{ l: 10, r: 10, t: 10, b: 10 }}
    />
  );
}
