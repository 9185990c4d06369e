import type { ReactNode } from 'react';
import { Button, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router';
import { asset, formatNumber, fundTypeText, t } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { ChangeText } from '../product/common/ChangeText';
import { SimulatedTag } from '../product/common/SimulatedTag';
import { OrderTable, tradeInfoPath } from '../trade/OrderTable';
import { ProfitText } from './assetFormat';
import '../product/product.css';
import '../trade/screens.css';

function Field({
  label,
  children,
  numeric = true,
}: {
  label: string;
  children: ReactNode;
  numeric?: boolean;
}) {
  return (
    <div className="fd-field">
      <dt>{label}</dt>
      <dd className={numeric ? 'fd-num' : undefined}>{children}</dd>
    </div>
  );
}

/**
 * 持仓详情 (/asset/positionDetails/:fundId): the holding of the current organisation (shares, cost, NAV with
 * its date, market value, profits) and its confirmed orders.
 * @see spec 03 §2 positionDetails/:fundId, §7 pc/queryFundDetail
 */
export function PositionDetailsPage() {
  const { fundId = '' } = useParams();
  const navigate = useNavigate();
  const valid = /^\d{6}$/.test(fundId);
  const { data, isLoading } = useCall(asset.queryFundPositionDetail, valid ? { fundId } : null);
  if (isLoading) return <Spinner className="fd-page-spinner" />;
  const p = data?.position ?? null;
  return (
    <div className="fd-product fd-screens">
      <Card className="fd-page-head">
        <Button
          variant="minimal"
          icon="arrow-left"
          aria-label={t('screens.action.back')}
          onClick={() => void navigate(-1)}
        />
        <h2 className="fd-page-title">{t('screens.position.title')}</h2>
        {p ? (
          <span>
            {p.fundName} <span className="fd-code fd-muted">{p.fundId}</span> · {fundTypeText(p.fundTypeCode)}
          </span>
        ) : null}
      </Card>
      {p ? (
        <Card>
          <dl className="fd-fields">
            <Field label={t('screens.col.corpName')} numeric={false}>
              {p.corpName}
            </Field>
            <Field label={t('screens.asset.col.shares')}>{formatNumber(p.shares, 2)}</Field>
            <Field label={t('screens.asset.col.nav')}>
              {p.navSource === 'simulated' ? <SimulatedTag tip={t('screens.asset.simulatedNav')} /> : null}
              {formatNumber(p.nav, 4, { thousands: false })}（{p.navDate ?? t('display.none')}）
            </Field>
            <Field label={t('screens.asset.col.marketValue')}>{formatNumber(p.marketValue, 2)}</Field>
            <Field label={t('screens.asset.col.cost')}>{formatNumber(p.cost, 2)}</Field>
            <Field label={t('screens.asset.col.holdingProfit')}>
              <ProfitText value={p.holdingProfit} />
            </Field>
            <Field label={t('screens.asset.col.holdingProfitRate')}>
              <ChangeText value={p.holdingProfitRate} />
            </Field>
            <Field label={t('screens.asset.col.dayProfit')}>
              <ProfitText value={p.dayProfit} />
            </Field>
          </dl>
        </Card>
      ) : (
        <Card>
          <NonIdealState icon="inbox" description={t('screens.position.none')} />
        </Card>
      )}
      <Card>
        <h3 className="fd-section-title">{t('screens.position.orders')}</h3>
        <OrderTable
          label={t('screens.position.orders')}
          orders={data?.orders ?? []}
          columns={[
            'serialNo',
            'tradeType',
            'amount',
            'fee',
            'tradeDay',
            'confirmDay',
            'confirmNav',
            'confirmShares',
            'status',
            'actions',
          ]}
          onDetail={(o) => void navigate(tradeInfoPath(o.serialNo))}
        />
      </Card>
    </div>
  );
}
