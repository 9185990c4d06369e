import type { PlotData } from 'plotly.js';
import { Card, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatNumber, fundTypeText, productExtras, t } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { HeadRow } from '../../components/HeadRow/HeadRow';
import { HoldingProfitCells, ProfitText } from '../asset/assetFormat';
import { SummaryCard } from '../asset/AssetAccount';
import { ChangeText } from '../product/common/ChangeText';
import { SimulatedTag } from '../product/common/SimulatedTag';
import { yRangeCovering } from '../product/detail/chartSeries';
import { PlotBox } from '../product/detail/PlotBox';

/** The asset calls' request: the chosen accounts, null until they are known. */
type Request = { groupIds: string[] } | null;

/**
 * 持仓概况 of 公募资产分析 (spec 03 §7 pc/assetAnalysis/queryBasicAssetsInfo): market value, cost, holding profit
 * and its rate, day profit and the holdings' count, as the asset pages value them; 模拟 when a NAV is the model's.
 */
export function AnalysisSummary({ request }: { request: Request }) {
  const { data } = useCall(productExtras.analysisBasicInfo, request, { keepPreviousData: true });
  return (
    <section
      aria-label={t('productExtras.analysis.summary')}
      className="fd-summary"
      data-testid="analysis-summary"
    >
      <SummaryCard label="productExtras.analysis.marketValue">
        <span className="fd-num">{formatNumber(data?.totalMarketValue, 2)}</span>
        {data?.simulatedNav ? <SimulatedTag tip={t('product.simulated.navTip')} /> : null}
      </SummaryCard>
      <SummaryCard label="productExtras.analysis.cost">
        <span className="fd-num">{formatNumber(data?.totalCost, 2)}</span>
      </SummaryCard>
      <SummaryCard label="screens.asset.holdingProfit">
        <ProfitText value={data?.holdingProfit} />
      </SummaryCard>
      <SummaryCard label="productExtras.analysis.profitRate">
        <ChangeText value={data?.holdingProfitRate ?? null} />
      </SummaryCard>
      <SummaryCard label="screens.asset.dayProfit">
        <ProfitText value={data?.dayProfit} />
      </SummaryCard>
      <SummaryCard label="productExtras.analysis.fundCount">
        {data
          ? t('productExtras.analysis.fundCountValue', { funds: data.funds, positions: data.positions })
          : null}
        {data?.asOf ? (
          <div className="fd-note">{t('productExtras.analysis.asOf', { date: data.asOf })}</div>
        ) : null}
      </SummaryCard>
    </section>
  );
}

/**
 * 持仓明细 of 公募资产分析 (spec 03 §7 pc/assetAnalysis/queryFundPositionList): each holding's market value and
 * its weight in the total, holding profit and rate, largest first; 模拟 beside a NAV of the model.
 */
export function AnalysisPositions({ request }: { request: Request }) {
  const { data, isLoading } = useCall(productExtras.analysisPositionList, request, {
    keepPreviousData: true,
  });
  const list = data?.list ?? [];
  return (
    <Card className="fd-ft-card" role="region" aria-labelledby="fd-an-positions">
      <h3 id="fd-an-positions">{t('productExtras.analysis.positions')}</h3>
      {isLoading ? <Spinner size={20} /> : null}
      {data && list.length === 0 ? <NonIdealState icon="inbox" description={t('common.empty')} /> : null}
      {list.length > 0 ? (
        <HTMLTable
          compact
          striped
          className="fd-table"
          aria-labelledby="fd-an-positions"
          data-testid="analysis-positions"
        >
          <thead>
            <HeadRow
              columns={[
                { key: 'fund', label: t('productExtras.analysis.col.fund') },
                { key: 'type', label: t('productExtras.analysis.col.type') },
                { key: 'value', label: t('productExtras.analysis.col.value'), numeric: true },
                { key: 'weight', label: t('productExtras.analysis.col.weight'), numeric: true },
                { key: 'profit', label: t('productExtras.analysis.col.profit'), numeric: true },
                { key: 'profitRate', label: t('productExtras.analysis.col.profitRate'), numeric: true },
              ]}
            />
          </thead>
          <tbody>
            {list.map((p) => (
              <tr key={`${p.groupId}-${p.fundId}`}>
                <th scope="row">
                  {p.fundName}
                  <span className="fd-note">（{p.fundId}）</span>
                  {p.navSource === 'simulated' ? <SimulatedTag tip={t('product.simulated.navTip')} /> : null}
                </th>
                <td>{fundTypeText(p.fundTypeCode)}</td>
                <td className="fd-num">{formatNumber(p.marketValue, 2)}</td>
                <td className="fd-num">{p.weight}</td>
                <HoldingProfitCells holdingProfit={p.holdingProfit} holdingProfitRate={p.holdingProfitRate} />
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </Card>
  );
}

/**
 * 持仓市值走势 of 公募资产分析 (spec 03 §7 pc/assetAnalysis/queryAccountDaily): the current holdings' value on each
 * of the last 60 trading days from the REAL NAV (the fund detail's plot frame).
 */
export function AnalysisDaily({ request }: { request: Request }) {
  const { data, isLoading } = useCall(productExtras.analysisAccountDaily, request, {
    keepPreviousData: true,
  });
  const days = data?.days ?? [];
  const values = days.map((d) => Number(d.marketValue));
  const traces: Partial<PlotData>[] = [
    {
      type: 'scatter',
      mode: 'lines',
      name: t('productExtras.analysis.dailySeries'),
      x: days.map((d) => d.date),
      y: values,
      line: { color: '#cd4246', width: 1.6 },
      hovertemplate: `${t('productExtras.analysis.dailySeries')} %{y:,.2f}<extra></extra>`,
    },
  ];
  return (
    <Card className="fd-ft-card" role="region" aria-labelledby="fd-an-daily">
      <h3 id="fd-an-daily">{t('productExtras.analysis.daily')}</h3>
      {isLoading ? <Spinner size={20} /> : null}
      {data && days.length === 0 ? (
        <NonIdealState icon="timeline-line-chart" description={t('productExtras.analysis.monthlyNone')} />
      ) : null}
      {data && days.length > 0 ? (
        <>
          <div
            className="fd-chart-box"
            role="img"
            data-testid="analysis-daily"
            aria-label={t('productExtras.analysis.dailyAria', { from: data.from ?? '', to: data.to ?? '' })}
          >
            <PlotBox
              traces={traces}
              height={260}
              yRange={yRangeCovering([values])}
              ySuffix=""
              yFormat=",.0f"
              zeroline={false}
              marginTop={28}
            />
          </div>
          <p className="fd-note">
            {t('productExtras.analysis.dailyNote', {
              from: data.from ?? '',
              to: data.to ?? '',
              count: days.length,
            })}
          </p>
        </>
      ) : null}
    </Card>
  );
}
