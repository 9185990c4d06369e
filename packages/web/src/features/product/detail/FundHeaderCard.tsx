import type { ReactNode } from 'react';
import { Callout, Card, Tag } from '@blueprintjs/core';
import {
  canBuy,
  checkBuyEligibility,
  formatAmount,
  formatLimit,
  formatNumber,
  fundTypeText,
  openDayText,
  openDayTimeText,
  t,
  type FundDetail,
  renderMessage,
} from '@funddesk/core';
import { ChangeText } from '../common/ChangeText';
import { RiskTag } from '../common/RiskTag';
import { SimulatedTag } from '../common/SimulatedTag';
import { isSimulated, simulatedFieldLabels } from './simulatedFields';
import { AddToCartButton } from '../../cart/AddToCartButton';
import { FavouriteStar } from '../../fundTools/FavouriteStar';

/** Props of {@link FundHeaderCard}. */
export interface FundHeaderCardProps {
  fund: FundDetail;
  /** The acting organisation's client type (spec 01 §1: '2' ordinary, '3' trust channel). */
  clientType: string;
  /** Hosting users cannot buy (spec 03 §6). */
  isHostingUser: boolean;
  favourite: boolean;
  /** Reloads the detail after the favourite star changed it (issue 14 §3). */
  onFavouriteChanged: () => Promise<unknown>;
}

function Figure({ label, children, small = false }: { label: string; children: ReactNode; small?: boolean }) {
  return (
    <div className="fd-figure">
      <span className="fd-figure-label">{label}</span>
      <span className={small ? 'fd-figure-value fd-small' : 'fd-figure-value'}>{children}</span>
    </div>
  );
}

function Fact({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <span className="fd-fact">
      {label && <b>{label}</b>}
      <span className="fd-num">{children}</span>
    </span>
  );
}

/**
 * An open window of purchase or redemption at 15:00 (spec 03 §4): `申购开放 … 至 …`, or `… 起` when the
 * end is not known; nothing without a start.
 */
function openWindow(start: string | null, end: string | null, side: 'buy' | 'sell'): ReactNode {
  if (!start) return null;
  const text = end
    ? t(side === 'buy' ? 'product.detail.buyOpenTime' : 'product.detail.sellOpenTime', {
        start: openDayTimeText(start),
        end: openDayTimeText(end),
      })
    : t(side === 'buy' ? 'product.detail.buyOpenFrom' : 'product.detail.sellOpenFrom', {
        start: openDayTimeText(start),
      });
  return <Fact>{text}</Fact>;
}

/**
 * The fund detail's header: name, code, type, risk (高风险 coloured), the template's key figures
 * (equality: 单位净值 and 日涨跌幅; money: 万份收益 and 七日年化; first publish: the offering period),
 * favourite toggle, purchase limits (不限额), open-day label and the buy eligibility decision, and a
 * note listing the simulated fields.
 * @see spec 03 §2 (fund detail by template), §3 (risk levels), §4 (open-day codes, 15:00), §5 (buy
 *   eligibility, 不限额, rates), spec 02 §5
 */
export function FundHeaderCard({
  fund,
  clientType,
  isHostingUser,
  favourite,
  onFavouriteChanged,
}: FundHeaderCardProps) {
  const sim = fund.simulatedFields;
  const navSimulated = fund.navSource === 'simulated' || isSimulated(sim, 'nav');
  const decision = checkBuyEligibility(fund, { clientType });
  const eligibility = isHostingUser
    ? { ok: false as const, message: t('buy.hostingUser') }
    : decision.ok
      ? decision
      : { ok: false as const, message: renderMessage(decision) };
  const { openDay } = fund;
  const simulatedLabels = simulatedFieldLabels(sim);

  return (
    <Card compact className="fd-header-card">
      <div className="fd-header-title">
        <h2>{fund.shortName}</h2>
        <span className="fd-code">{fund.fundId}</span>
        <Tag minimal>{fundTypeText(fund.fundTypeCode)}</Tag>
        <RiskTag level={fund.fundRiskLevel} text={fund.fundRiskLevelText} />
        {fund.template === 2 && (
          <Tag minimal intent="primary">
            {t('product.detail.offeringBadge')}
          </Tag>
        )}
        {fund.template === 1 && (
          <Tag minimal intent="success">
            {t('product.detail.moneyBadge')}
          </Tag>
        )}
        <FavouriteStar
          fundId={fund.fundId}
          fundName={fund.shortName}
          favourite={favourite}
          withText
          onChanged={onFavouriteChanged}
        />
        <AddToCartButton fundId={fund.fundId} disabled={!eligibility.ok} />
      </div>

      <div className="fd-header-figures">
        {fund.template === 1 ? (
          <>
            <Figure label={t('product.detail.incomePer10k')}>
              {formatNumber(fund.incomePer10k, 4, { thousands: false })}
              {isSimulated(sim, 'incomePer10k') && (
                <SimulatedTag tip={t('product.simulated.field.moneyYield')} />
              )}
            </Figure>
            <Figure label={t('product.detail.sevenDayYield')}>
              <ChangeText value={fund.sevenDayYield} />
            </Figure>
          </>
        ) : (
          <>
            <Figure
              label={
                fund.navDate ? t('product.detail.navDate', { date: fund.navDate }) : t('product.detail.nav')
              }
            >
              <span data-testid="nav">
                {fund.nav === null
                  ? t('product.detail.noNav')
                  : formatNumber(fund.nav, 4, { thousands: false })}
              </span>
              {navSimulated && <SimulatedTag tip={t('product.simulated.navTip')} />}
            </Figure>
            <Figure label={t('product.detail.dailyReturn')}>
              <ChangeText value={fund.dailyReturn} />
            </Figure>
          </>
        )}
        {fund.template === 2 && (
          <Figure label={t('product.buyStatus.offering')} small>
            {t('product.detail.offeringPeriod', {
              start: openDayTimeText(openDay.buyStDate ?? openDay.buyStDateTime),
              end: openDayTimeText(openDay.buyEdDate ?? openDay.buyEdDateTime),
            })}
          </Figure>
        )}
        <Figure label={t('product.detail.minLimit')} small>
          {formatAmount(fund.minLimit)}
        </Figure>
        <Figure label={t('product.detail.maxLimit')} small>
          {formatLimit(fund.maxLimit)}
        </Figure>
        <Figure label={t('product.detail.dailyMaxValue')} small>
          {formatLimit(fund.dailyMaxValue)}
        </Figure>
      </div>

      <div className="fd-header-facts">
        <Fact label={t('product.detail.purchaseStatus')}>
          <span
            className={canBuy(openDay.code) ? 'fd-status-open' : 'fd-status-closed'}
            data-testid="purchase-status"
          >
            {t(canBuy(openDay.code) ? 'product.detail.purchaseOpen' : 'product.detail.purchasePaused')}
          </span>
        </Fact>
        <Fact label={t('product.detail.openDay')}>
          <span data-open-day={openDay.code}>{openDayText(openDay.code)}</span>
        </Fact>
        {fund.template !== 2 &&
          openWindow(
            openDay.buyStDate ?? openDay.buyStDateTime,
            openDay.buyEdDate ?? openDay.buyEdDateTime,
            'buy',
          )}
        {openWindow(
          openDay.sellStDate ?? openDay.sellStDateTime,
          openDay.sellEdDate ?? openDay.sellEdDateTime,
          'sell',
        )}
        <Fact label={t('product.profile.company')}>{fund.company || t('display.none')}</Fact>
      </div>

      {eligibility.ok ? (
        <Callout compact intent="success" icon="tick-circle" className="fd-eligibility" data-eligible="true">
          {t('product.detail.eligibility')}: {t('product.detail.eligible')}
        </Callout>
      ) : (
        <Callout
          compact
          intent="warning"
          icon="warning-sign"
          className="fd-eligibility"
          data-eligible="false"
        >
          {eligibility.message}
        </Callout>
      )}

      {simulatedLabels.length > 0 && (
        <p className="fd-note" data-testid="simulated-note">
          {t('product.simulated.note', {
            fields: simulatedLabels.join(t('product.simulated.listSeparator')),
          })}
        </p>
      )}
    </Card>
  );
}
