import { NonIdealState } from '@blueprintjs/core';
import { formatNumber, t } from '@funddesk/core';
import { DonutChart } from '../../components/PlotFigure/PlotFigure';

/** One slice of the allocation: a fund type and its market value in yuan. */
export interface AllocationSlice {
  fundTypeCode: string;
  fundTypeText: string;
  marketValue: string;
}

/**
 * The allocation by fund type as a plotly pie (plotly lazy-loaded in its own chunk). Slices of zero are
 * left out; with nothing held it says 暂无持仓.
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
      height={260}
      margin={{ l: 10, r: 10, t: 10, b: 10 }}
    />
  );
}
