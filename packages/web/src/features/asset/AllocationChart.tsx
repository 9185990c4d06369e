import { lazy, Suspense } from 'react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { formatNumber, t } from '@funddesk/core';

const PlotlyChart = lazy(() => import('../product/detail/PlotlyChart'));

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
    <div data-testid="allocation-chart" role="figure" aria-label={t('screens.asset.allocation')}>
      <Suspense fallback={<Spinner size={24} />}>
        <PlotlyChart
          data={[
            {
              type: 'pie',
              hole: 0.55,
              labels: shown.map((s) => s.fundTypeText),
              values: shown.map((s) => Number(s.marketValue)),
              text: shown.map((s) => formatNumber(s.marketValue, 2)),
              hovertemplate: `%{label}<br>%{text} ${t('screens.asset.yuan')}<br>%{percent}<extra></extra>`,
              textinfo: 'percent',
              sort: false,
            },
          ]}
          layout={{
            height: 260,
            margin: { l: 10, r: 10, t: 10, b: 10 },
            showlegend: true,
            legend: { orientation: 'h', y: -0.05 },
            paper_bgcolor: 'rgba(0,0,0,0)',
            font: { size: 12 },
          }}
          config={{ displayModeBar: false, responsive: true }}
          style={{ width: '100%' }}
          useResizeHandler
        />
      </Suspense>
    </div>
  );
}
