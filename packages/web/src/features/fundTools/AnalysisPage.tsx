import type { ReactNode } from 'react';
import { Card, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatNumber, productExtras, t, type CallResponse, type MessageKey } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { AssetAccountPicker, useAssetAccount } from '../asset/AssetAccount';
import { AllocationChart } from '../asset/AllocationChart';
import { AnalysisDaily, AnalysisPositions, AnalysisSummary } from './AnalysisDetails';
import { AnalysisProfitTrend } from './AnalysisProfitTrend';
import { ChangeText } from '../product/common/ChangeText';
import { SimulatedLegend, SimulatedMark } from '../product/common/SimulatedMark';
import '../product/product.css';
import '../trade/screens.css';
import './fundTools.css';
import '../productExtras/productExtras.css';

/** One allocation of the answer (by type, risk or company). */
type Shares = CallResponse<typeof productExtras.analysisAllocation>['byType'];

/** An allocation: the pie (the asset pages' AllocationChart) and its table of value and share. */
function AllocationCard({
  id,
  title,
  shares,
  mark,
}: {
  id: string;
  title: MessageKey;
  shares: Shares;
  mark?: ReactNode;
}) {
  return (
    <Card className="fd-ft-card" role="region" aria-labelledby={`fd-an-${id}`}>
      <h3 id={`fd-an-${id}`}>
        {t(title)}
        {mark}
      </h3>
      <AllocationChart
        slices={shares.map((s) => ({
          fundTypeCode: s.key,
          fundTypeText: s.label,
          marketValue: s.marketValue,
        }))}
      />
      {shares.length > 0 ? (
        <HTMLTable
          compact
          striped
          className="fd-table"
          aria-labelledby={`fd-an-${id}`}
          data-testid={`analysis-${id}`}
        >
          <thead>
            <tr>
              <th scope="col">{t('productExtras.analysis.col.group')}</th>
              <th scope="col" className="fd-num">
                {t('productExtras.analysis.col.value')}
              </th>
              <th scope="col" className="fd-num">
                {t('productExtras.analysis.col.percent')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shares.map((s) => (
              <tr key={s.key}>
                <th scope="row">{s.label}</th>
                <td className="fd-num">{formatNumber(s.marketValue, 2)}</td>
                <td className="fd-num">{s.percent}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </Card>
  );
}

/** The holdings' monthly returns from the real NAV. */
function MonthlyCard({ request }: { request: { groupIds: string[] } | null }) {
  const { data, isLoading } = useCall(productExtras.analysisMonthlyReturns, request, {
    keepPreviousData: true,
  });
  return (
    <Card className="fd-ft-card" role="region" aria-labelledby="fd-an-monthly">
      <h3 id="fd-an-monthly">{t('productExtras.analysis.monthly')}</h3>
      {isLoading ? <Spinner size={20} /> : null}
      {data && data.months.length === 0 ? (
        <NonIdealState icon="timeline-line-chart" description={t('productExtras.analysis.monthlyNone')} />
      ) : null}
      {data && data.months.length > 0 ? (
        <>
          <HTMLTable
            compact
            striped
            className="fd-table"
            aria-labelledby="fd-an-monthly"
            data-testid="analysis-monthly"
          >
            <thead>
              <tr>
                <th scope="col">{t('productExtras.analysis.col.month')}</th>
                <th scope="col" className="fd-num">
                  {t('productExtras.analysis.col.rate')}
                </th>
                <th scope="col" className="fd-num">
                  {t('productExtras.analysis.col.funds')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{m.month}</th>
                  <td className="fd-num">
                    {m.rate === null ? t('productExtras.solution.noData') : <ChangeText value={m.rate} />}
                  </td>
                  <td className="fd-num">{m.funds}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <p className="fd-note">{t('productExtras.analysis.monthlyNote')}</p>
        </>
      ) : null}
    </Card>
  );
}

/**
 * /fundTools/analysis 公募资产分析 (issue 14 §5 Analysis; spec 03 §2 fund tools analysis, hidden from the menu;
 * §7 pc/assetAnalysis): the chosen account's public-fund holdings by fund type, risk level and fund company
 * (the asset pages' account selection and AllocationChart), the summary, the holdings with their weights, the
 * account's profit trend over a chosen period against a benchmark (收益走势, pa/queryPeriodProfitTrend), the
 * holdings' value on each of the last 60 trading days and their monthly returns, from the real NAV (the six
 * pc/assetAnalysis calls).
 */
export function AnalysisPage() {
  const account = useAssetAccount();
  const { selection, request } = account;
  const { data, isLoading } = useCall(productExtras.analysisAllocation, request, { keepPreviousData: true });
  return (
    <div className="fd-product fd-screens">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('productExtras.analysis.title')}</h2>
        <AssetAccountPicker account={account} />
        {data ? (
          <span className="fd-note" data-testid="analysis-total">
            {t('productExtras.analysis.total', {
              value: formatNumber(data.totalMarketValue, 2),
              count: data.positions,
            })}
          </span>
        ) : null}
        {isLoading || selection.loading ? <Spinner size={14} /> : null}
      </Card>
      <AnalysisSummary request={request} />
      {data ? (
        <div className="fd-px-allocations">
          <AllocationCard id="type" title="productExtras.analysis.byType" shares={data.byType} />
          <AllocationCard
            id="risk"
            title="productExtras.analysis.byRisk"
            shares={data.byRisk}
            mark={data.riskSimulated ? <SimulatedMark /> : undefined}
          />
          <AllocationCard id="company" title="productExtras.analysis.byCompany" shares={data.byCompany} />
        </div>
      ) : null}
      {data?.riskSimulated ? <SimulatedLegend /> : null}
      <AnalysisPositions request={request} />
      <AnalysisProfitTrend request={request} />
      <AnalysisDaily request={request} />
      <MonthlyCard request={request} />
    </div>
  );
}
