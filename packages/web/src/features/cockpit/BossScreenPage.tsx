import type { ReactNode } from 'react';
import { Card, Spinner, Tooltip } from '@blueprintjs/core';
import { cockpit, formatNumber, t, type MessageKey } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { ProfitText } from '../asset/assetFormat';
import { ChangeText } from '../product/common/ChangeText';
import { SimulatedTag } from '../product/common/SimulatedTag';
import { CapitalFlowChart, DistributionChart } from './CockpitCharts';
import { RankingTable } from './RankingTable';
import '../product/product.css';
import '../trade/screens.css';
import './cockpit.css';

/** How many funds each ranking lists, and how many months the capital flow covers. */
const TOP = 10;
const FLOW_MONTHS = 12;

/** One KPI of the strip: label (catalogue key, optionally with a tooltip) and value. */
function Kpi({ label, tip, children }: { label: MessageKey; tip?: MessageKey; children: ReactNode }) {
  return (
    <Card className="fd-summary__card">
      <div className="fd-summary__label">
        {tip ? (
          <Tooltip content={t(tip)} placement="top" compact>
            <span tabIndex={0}>{t(label)}</span>
          </Tooltip>
        ) : (
          t(label)
        )}
      </div>
      <div className="fd-summary__value">{children}</div>
    </Card>
  );
}

/**
 * 驾驶舱 (/boss/screen; spec 01 §2.2-§2.3, spec 03 §2 "Cockpit", §7 pc/cockpit/*): the dashboard over the
 * institutions related to the cockpit user. The KPI strip (总市值, 持有收益 and its rate, 日收益, 累计收益, 关联机构,
 * 持有基金), the asset distribution by fund type and by institution, capital in and out over 12 months, and the
 * top-10 rankings by market value and by profit. The as-of day and NAV date are shown; figures valued at a
 * simulated NAV carry 模拟. Every figure is the server's (core rules/cockpit.ts).
 */
export function BossScreenPage() {
  const index = useCall(cockpit.cockpitIndex, {});
  const distribute = useCall(cockpit.cockpitAssetDistribute, {});
  const flow = useCall(cockpit.cockpitCapitalInOutFlow, { months: FLOW_MONTHS });
  const byValue = useCall(cockpit.cockpitPositionRanking, { top: TOP });
  const byProfit = useCall(cockpit.cockpitProfitRanking, { top: TOP });
  const info = index.data;
  const simulated = info?.simulated === true ? <SimulatedTag tip={t('cockpit.simulatedTip')} /> : null;

  return (
    <div className="fd-product fd-screens fd-cockpit">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('web.page.cockpit')}</h2>
        {info ? (
          <>
            <span className="fd-note" data-testid="cockpit-as-of">
              {info.asOf && info.navDate
                ? t('cockpit.asOf', { asOf: info.asOf, navDate: info.navDate })
                : t('cockpit.asOf.noNav', { asOf: info.asOf ?? t('display.none') })}
            </span>
            <span className="fd-note">{t('cockpit.scope', { n: info.institutions })}</span>
          </>
        ) : null}
        {index.isLoading ? <Spinner size={14} /> : null}
      </Card>
      <div className="fd-summary" data-testid="cockpit-kpis">
        <Kpi label="cockpit.kpi.marketValue">
          {simulated}
          <span className="fd-num">{formatNumber(info?.marketValue, 2)}</span>
        </Kpi>
        <Kpi label="cockpit.kpi.holdingProfit">
          <ProfitText value={info?.holdingProfit} />
          <ChangeText value={info?.holdingProfitRate} className="fd-summary__sub" />
        </Kpi>
        <Kpi label="cockpit.kpi.dayProfit">
          <ProfitText value={info?.dayProfit} />
        </Kpi>
        <Kpi label="cockpit.kpi.cumulativeProfit" tip="cockpit.kpi.cumulativeProfitTip">
          <ProfitText value={info?.cumulativeProfit} />
        </Kpi>
        <Kpi label="cockpit.kpi.institutions">
          <span className="fd-num">
            {info ? t('cockpit.kpi.institutionsValue', { n: info.institutions }) : t('display.none')}
          </span>
        </Kpi>
        <Kpi label="cockpit.kpi.funds">
          <span className="fd-num">
            {info
              ? t('cockpit.kpi.fundsValue', { n: info.funds, holdings: info.holdings })
              : t('display.none')}
          </span>
        </Kpi>
      </div>
      <div className="fd-cockpit-charts">
        <Card>
          <h3 className="fd-section-title">
            {t('cockpit.distribute.title')} · {t('cockpit.distribute.byFundType')}
          </h3>
          {distribute.data ? (
            <DistributionChart
              title={t('cockpit.distribute.byFundType')}
              slices={distribute.data.byFundType}
            />
          ) : (
            <Spinner size={20} />
          )}
        </Card>
        <Card>
          <h3 className="fd-section-title">
            {t('cockpit.distribute.title')} · {t('cockpit.distribute.byInstitution')}
          </h3>
          {distribute.data ? (
            <DistributionChart
              title={t('cockpit.distribute.byInstitution')}
              slices={distribute.data.byInstitution}
            />
          ) : (
            <Spinner size={20} />
          )}
        </Card>
        <Card>
          <h3 className="fd-section-title">{t('cockpit.flow.title', { n: FLOW_MONTHS })}</h3>
          {flow.data ? (
            <CapitalFlowChart title={t('cockpit.flow.title', { n: FLOW_MONTHS })} months={flow.data.list} />
          ) : (
            <Spinner size={20} />
          )}
        </Card>
      </div>
      <div className="fd-cockpit-two">
        <Card>
          <h3 className="fd-section-title">{t('cockpit.rank.position', { n: TOP })}</h3>
          <RankingTable
            title={t('cockpit.rank.position', { n: TOP })}
            rows={byValue.data?.list ?? []}
            loading={byValue.isLoading}
          />
        </Card>
        <Card>
          <h3 className="fd-section-title">{t('cockpit.rank.profit', { n: TOP })}</h3>
          <RankingTable
            title={t('cockpit.rank.profit', { n: TOP })}
            rows={byProfit.data?.list ?? []}
            loading={byProfit.isLoading}
          />
        </Card>
      </div>
    </div>
  );
}
