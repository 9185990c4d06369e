import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { product, renderMessage, sinceLabelOf, t, templateRoute, type ProductTemplate } from '@funddesk/core';
import { Redirect } from '../../../app/Redirect';
import { useCall } from '../../../api/hooks';
import { useSession } from '../../../app/session';
import { FeeSection } from './FeeSection';
import { FundHeaderCard } from './FundHeaderCard';
import { NavHistory } from './NavHistory';
import { BonusSection } from './BonusSection';
import { EstimateSection } from './EstimateSection';
import { HoldingsSection } from './HoldingsSection';
import { ManagerSection } from './ManagerSection';
import { ShareClassSection } from './ShareClassSection';
import { PeriodReturns } from './PeriodReturns';
import { ProfileSection } from './ProfileSection';
import { TrendChart } from './TrendChart';
import '../product.css';

/** Props of {@link FundDetailPage}. */
export interface FundDetailPageProps {
  /** The product template the route was opened with (spec 02 §2: 1 money, 2 first publish, 3 equality). */
  template: ProductTemplate;
}

const FUND_ID = /^\d{6}$/;

function NotFound({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <NonIdealState
      icon="search"
      title={message}
      action={
        <Button
          icon="arrow-left"
          text={t('product.detail.back')}
          onClick={() => void navigate('/product/publicIndex')}
        />
      }
    />
  );
}

/**
 * /product/{equality|money|firstpublish}/:fundId — a fund's detail: header card (figures by template,
 * favourite, limits, open-day label, buy eligibility), profile, period returns, the NAV and return chart
 * (plotly, lazy), the modelled intraday estimate, the NAV table (paged on the server), managers, share classes,
 * dividends and splits, and the holdings' honest empty state (issue 14 §2). A route opened with the wrong template is replaced by the fund's
 * own; an unknown code shows the catalogue message 基金不存在.
 * @see spec 03 §2 (product section), §4, §5, §7 (fund detail group), spec 02 §2 (template routes)
 */
export function FundDetailPage({ template }: FundDetailPageProps) {
  const { fundId = '' } = useParams();
  const valid = FUND_ID.test(fundId);
  const { clienttype, isHostingUser } = useSession();
  const { data, error, isLoading, mutate } = useCall(product.fundDetail, valid ? { fundId } : null, {
    hideResult: true,
  });
  const reload = useCallback(() => mutate(), [mutate]);
  // 成立以来 labelled by what the data covers (core sinceLabelOf; the same call as PeriodReturns, issue 17 §3).
  const rates = useCall(product.periodRate, valid ? { fundId } : null, { hideResult: true });
  const sinceLabel = renderMessage(
    sinceLabelOf({ establishDate: data?.establishDate ?? null, dataFrom: rates.data?.dataFrom ?? null }),
  );

  if (!valid) return <NotFound message={t('error.fundNotFound')} />;
  if (error && !data) {
    if (error.code === 'FD3001') return <NotFound message={error.message} />;
    return (
      <NonIdealState
        icon="error"
        title={t('product.detail.loadFailed', { message: error.message })}
        action={<Button text={t('product.detail.retry')} onClick={() => void mutate()} />}
      />
    );
  }
  if (isLoading || !data) {
    return (
      <div className="fd-product">
        <Spinner size={32} />
      </div>
    );
  }
  if (data.template !== template) {
    return <Redirect to={`${templateRoute[data.template]}/${data.fundId}`} replace />;
  }

  return (
    <div className="fd-product fd-fund-detail" data-template={data.template}>
      <FundHeaderCard
        fund={data}
        clientType={clienttype ?? '2'}
        isHostingUser={isHostingUser === true}
        favourite={data.favourite}
        onFavouriteChanged={reload}
      />
      <div className="fd-detail-grid">
        <TrendChart fundId={data.fundId} sinceLabel={sinceLabel} />
        <PeriodReturns fundId={data.fundId} sinceLabel={sinceLabel} />
        <div className="fd-detail-col">
          <ProfileSection fund={data} />
          <FeeSection fundId={data.fundId} />
        </div>
        <div className="fd-detail-col">
          <EstimateSection fundId={data.fundId} />
          <NavHistory fundId={data.fundId} />
        </div>
        <div className="fd-detail-col">
          <ManagerSection fundId={data.fundId} />
          <ShareClassSection fundId={data.fundId} />
        </div>
        <div className="fd-detail-col">
          <BonusSection fundId={data.fundId} />
          <HoldingsSection />
        </div>
      </div>
    </div>
  );
}
