import type { PlotData } from 'plotly.js';
import { Card, Spinner } from '@blueprintjs/core';
import { fundTools, t, type CallResponse } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { ChangeText } from '../product/common/ChangeText';
import { yRangeCovering } from '../product/detail/chartSeries';
import { PlotBox } from '../product/detail/PlotBox';
import { SERIES_COLOURS } from './CompareTrendChart';
import { FundsTable } from './FundsTable';

type Quarterly = CallResponse<typeof fundTools.fundCompareQuarterlyChart>;

/** `2025Q4` as 2025年4季度. */
export function quarterLabel(quarter: string): string {
  return t('fundTools.quarter.label', { year: quarter.slice(0, 4), n: quarter.slice(5) });
}

/** The bars: one trace per fund, quarters as categories. */
function QuarterBars({ data }: { data: Quarterly }) {
  const labels = data.quarters.map(quarterLabel);
  const traces: Partial<PlotData>[] = data.series.map((series, i) => ({
    type: 'bar',
    name: `${series.fundName}（${series.fundId}）`,
    x: labels,
    y: series.rates.map((rate) => (rate === null ? null : Number(rate))) as number[],
    marker: { color: SERIES_COLOURS[i % SERIES_COLOURS.length] },
    hovertemplate: `${series.fundName} %{y:.2f}%<extra></extra>`,
  }));
  const yRange = yRangeCovering([
    [0],
    ...data.series.map((s) => s.rates.filter((r): r is string => r !== null).map(Number)),
  ]);
  return (
    <div
      className="fd-chart-box"
      data-testid="quarterly-chart"
      role="img"
      aria-label={t('fundTools.quarterly.aria', { count: data.quarters.length })}
    >
      <PlotBox
        traces={traces}
        height={280}
        yRange={yRange}
        ySuffix="%"
        yFormat=".2f"
        zeroline
        xAxis="category"
        marginTop={36}
        legendY={1.18}
        barmode="group"
      />
    </div>
  );
}

/**
 * 季度涨幅 of 基金比较 (spec 03 §7 fundCompare quarterlyChart; issue 14 §5): each fund's return in the last 8
 * quarters from its REAL NAV, as grouped bars and as a table with the funds as columns (the figures for screen
 * readers and for reading off). The newest quarter may still be running: its label says up to which NAV day.
 */
export function CompareQuarterly({ fundIds }: { fundIds: readonly string[] }) {
  const { data } = useCall(
    fundTools.fundCompareQuarterlyChart,
    { fundIds: [...fundIds] },
    { keepPreviousData: true },
  );
  return (
    <Card className="fd-section" aria-labelledby="fd-ft-quarterly">
      <h3 id="fd-ft-quarterly">{t('fundTools.section.quarterly')}</h3>
      {!data ? <Spinner size={24} /> : null}
      {data && data.quarters.length === 0 ? <p className="fd-note">{t('fundTools.quarterly.none')}</p> : null}
      {data && data.quarters.length > 0 ? (
        <>
          <p className="fd-note">{t('fundTools.quarterly.note')}</p>
          <QuarterBars data={data} />
          <FundsTable
            caption={t('fundTools.section.quarterly')}
            funds={data.series}
            rows={[...data.quarters]
              .map((quarter, i) => ({ quarter, i }))
              .reverse()
              .map(({ quarter, i }) => ({
                key: quarter,
                label:
                  data.partial && i === data.quarters.length - 1
                    ? t('fundTools.quarterly.partial', {
                        quarter: quarterLabel(quarter),
                        asOf: data.asOf ?? '',
                      })
                    : quarterLabel(quarter),
                numeric: true,
                cell: (series: Quarterly['series'][number]) => <ChangeText value={series.rates[i] ?? null} />,
              }))}
          />
        </>
      ) : null}
    </Card>
  );
}
