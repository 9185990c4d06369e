import { useState } from 'react';
import { Card, Spinner } from '@blueprintjs/core';
import {
  compareSinceLabel,
  formatFundSize,
  fundTools,
  renderMessage,
  riskPeriods,
  t,
  type CompareFund,
  type ComparePeriod,
  type FundSearchItem,
  type MessageKey,
  type RiskPeriod,
} from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { ChangeText } from '../product/common/ChangeText';
import { SimulatedLegend, withSimulatedMark } from '../product/common/SimulatedMark';
import { ComparePositions } from './ComparePositions';
import { CompareQuarterly } from './CompareQuarterly';
import { CompareTrendChart } from './CompareTrendChart';
import { FundPicker } from './FundPicker';
import { FundsTable } from './FundsTable';
import { useChosenFunds } from './useChosenFunds';

import '../product/product.css';
import './fundTools.css';

const none = (): string => t('display.none');

/** The label of a period column; `since` by what the common period covers (core compareSinceLabel). */
function periodLabel(period: ComparePeriod, from: string | null): string {
  if (period === 'since') return from ? renderMessage(compareSinceLabel(from)) : none();
  return t(`fundTools.period.${period}` as MessageKey);
}

/** The risk figures of one period of one fund, or undefined (the fund's NAV does not cover it). */
const riskOf = (fund: CompareFund, period: RiskPeriod) => fund.risk.find((r) => r.period === period);

/**
 * 基金比较 (/fundTools/fundCompare; issue 14 §5; spec 03 §2 fund tools, §7 fund comparison): 2 to 6 funds picked
 * by code, name or pinyin, side by side: facts (type, company, risk level 模拟, size, 成立时间, managers, the
 * real NAV's dates), the performance trend on one chart normalised to 0 % at the common period's start, period
 * returns and risk metrics (annualised return and volatility, maximum drawdown, Sharpe ratio with the stated
 * risk-free rate) over the common period of their real NAV, the quarterly returns (real NAV) and the position
 * distribution (模拟: the data has no holdings). A fund without NAV says 暂无净值数据.
 */
export function FundComparePage() {
  const { codes, add, remove } = useChosenFunds();
  const [picked, setPicked] = useState<Record<string, string>>({});
  const ready = codes.length >= 2;
  const basic = useCall(fundTools.fundCompareBasic, ready ? { fundIds: codes } : null, {
    keepPreviousData: true,
  });
  const trend = useCall(fundTools.fundComparePerformanceTrend, ready ? { fundIds: codes } : null, {
    keepPreviousData: true,
  });
  const data = ready ? basic.data : undefined;
  const names = { ...picked, ...Object.fromEntries((data?.funds ?? []).map((f) => [f.fundId, f.fundName])) };
  const funds = data?.funds ?? [];

  const onAdd = (fund: FundSearchItem) => {
    setPicked((current) => ({ ...current, [fund.fundId]: fund.fundName }));
    add(fund.fundId);
  };

  return (
    <div className="fd-product fd-ft">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('fundTools.compare.title')}</h2>
      </Card>
      <Card>
        <FundPicker codes={codes} names={names} onAdd={onAdd} onRemove={remove} />
      </Card>
      {ready && basic.isLoading && !data ? (
        <Card>
          <Spinner size={24} />
        </Card>
      ) : null}
      {data ? (
        <>
          <Card className="fd-section" aria-labelledby="fd-ft-facts">
            <h3 id="fd-ft-facts">{t('fundTools.section.facts')}</h3>
            <FundsTable
              caption={t('fundTools.section.facts')}
              funds={funds}
              rows={[
                {
                  key: 'type',
                  label: t('fundTools.field.fundType'),
                  cell: (f) => f.fundTypeDetail || f.fundTypeText,
                },
                { key: 'company', label: t('fundTools.field.company'), cell: (f) => f.company || none() },
                {
                  key: 'risk',
                  label: withSimulatedMark(t('fundTools.field.risk'), ['fundRiskLevel']),
                  cell: (f) => f.fundRiskLevelText,
                },
                {
                  key: 'size',
                  label: t('fundTools.field.size'),
                  cell: (f) => formatFundSize(f.fundSize),
                  numeric: true,
                },
                {
                  key: 'establish',
                  label: t('fundTools.field.establish'),
                  cell: (f) => f.establishDate ?? none(),
                },
                {
                  key: 'managers',
                  label: t('fundTools.field.managers'),
                  cell: (f) => (f.managers.length > 0 ? f.managers.join('、') : none()),
                },
                {
                  key: 'nav',
                  label: t('fundTools.field.navRange'),
                  cell: (f) =>
                    f.navFrom && f.navTo ? (
                      t('fundTools.navRange', { from: f.navFrom, to: f.navTo })
                    ) : (
                      <strong data-testid={`no-nav-${f.fundId}`}>{t('fundTools.noNav')}</strong>
                    ),
                },
              ]}
            />
            <SimulatedLegend />
          </Card>

          <Card className="fd-section" aria-labelledby="fd-ft-trend">
            <h3 id="fd-ft-trend">{t('fundTools.section.trend')}</h3>
            <p className="fd-note" data-testid="compare-period">
              {data.from && data.asOf
                ? t('fundTools.period.asOf', { from: data.from, to: data.asOf })
                : t('fundTools.period.none')}
            </p>
            {trend.data ? <CompareTrendChart trend={trend.data} /> : <Spinner size={24} />}
          </Card>

          <Card className="fd-section" aria-labelledby="fd-ft-returns">
            <h3 id="fd-ft-returns">{t('fundTools.section.returns')}</h3>
            <FundsTable
              caption={t('fundTools.section.returns')}
              funds={funds}
              rows={(funds[0]?.returns ?? []).map(({ period }) => ({
                key: period,
                label: periodLabel(period, data.from),
                numeric: true,
                cell: (f: CompareFund) => (
                  <ChangeText value={f.returns.find((r) => r.period === period)?.rate ?? null} />
                ),
              }))}
            />
          </Card>

          <Card className="fd-section" aria-labelledby="fd-ft-risk">
            <h3 id="fd-ft-risk">{t('fundTools.section.risk')}</h3>
            <p className="fd-note">{t('fundTools.risk.note', { rate: data.riskFreeRate })}</p>
            {riskPeriods.map((period) => (
              <FundsTable
                key={period}
                captionShown
                caption={`${t('fundTools.section.risk')} · ${periodLabel(period, data.from)}`}
                funds={funds}
                rows={[
                  {
                    key: 'annual',
                    label: t('fundTools.risk.annualisedReturn'),
                    numeric: true,
                    cell: (f) => <ChangeText value={riskOf(f, period)?.annualisedReturn ?? null} />,
                  },
                  {
                    key: 'vol',
                    label: t('fundTools.risk.volatility'),
                    numeric: true,
                    cell: (f) => percent(riskOf(f, period)?.volatility),
                  },
                  {
                    key: 'mdd',
                    label: t('fundTools.risk.maxDrawdown'),
                    numeric: true,
                    cell: (f) => percent(riskOf(f, period)?.maxDrawdown),
                  },
                  {
                    key: 'sharpe',
                    label: t('fundTools.risk.sharpe'),
                    numeric: true,
                    cell: (f) => riskOf(f, period)?.sharpe ?? none(),
                  },
                  {
                    key: 'missing',
                    label: t('fundTools.risk.missingDays'),
                    numeric: true,
                    cell: (f) => riskOf(f, period)?.missingDays ?? none(),
                  },
                ]}
              />
            ))}
          </Card>

          <CompareQuarterly fundIds={codes} />
          <ComparePositions fundIds={codes} />
        </>
      ) : null}
    </div>
  );
}

/** A percent figure (`12.34%`) or `--`. */
function percent(value: string | null | undefined): string {
  return value == null ? none() : `${value}%`;
}
