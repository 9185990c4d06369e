import type { ReactNode } from 'react';
import { Callout, Card, HTMLTable, Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import {
  ErrorCode,
  GatewayError,
  privateDealStatusKey,
  riskLevelText,
  t,
  type MessageKey,
  type PrivateDeal,
  type PrivateDealInfo,
  type PrivateDealStatus,
} from '@funddesk/core';
import { formatDateTime, formatShares, formatYuan } from '../trade/orderText';
import { EmptyRow } from '../trading/parts';
import '../product/product.css';
import '../trade/screens.css';
import '../trading/trading.css';
import './privateTrade.css';

/** The qualification guard's refusals (P1's requireQualified, FD3100-FD3103, FD3114). */
export const QUALIFICATION_CODES: ReadonlySet<string> = new Set([
  ErrorCode.PrivateNotQualified,
  ErrorCode.PrivateQualificationExpired,
  ErrorCode.PrivateQualificationPending,
  ErrorCode.PrivateInvestTypeMismatch,
  ErrorCode.PrivateNoPermission,
]);

/**
 * The refusal of a list page's call shown in the page (its calls go out with hideResult, so no error toast):
 * the catalogue message, and 去认定 leading to /private-account/chooseType when the qualification guard
 * refused (an organisation that is not, or no longer, a qualified investor opens 私募持仓 or 交易提醒).
 * Nothing when no call failed.
 * @see spec 02 §2 (authentication required); issue 13 §4
 */
export function RefusalNotice({ error }: { error: unknown }) {
  if (!error) return null;
  const gatewayError = error instanceof GatewayError ? error : null;
  return (
    <Callout intent="warning" role="status" className="fd-private-trade__refusal">
      {gatewayError?.message ?? t('privateTrade.empty')}
      {gatewayError && QUALIFICATION_CODES.has(gatewayError.code) ? (
        <>
          {' '}
          <Link to="/private-account/chooseType">{t('private.market.goQualify')}</Link>
        </>
      ) : null}
    </Callout>
  );
}

/** The name of a deal state (core privateDealStatusKey). */
export function dealStatusText(status: PrivateDealStatus): string {
  return t(privateDealStatusKey(status));
}

/** The name of a deal type (privateTrade.type.*: 预约认购, 赎回, 其他). */
export function dealTypeText(type: PrivateDeal['dealType']): string {
  return t(`privateTrade.type.${type}` as MessageKey);
}

/** The reminder text of a deal's next step (privateTrade.next.*). */
export function nextStepText(step: NonNullable<PrivateDealInfo['nextStep']>, openDay: string): string {
  return t(`privateTrade.next.${step}` as MessageKey, { openDay });
}

/** The page frame of private trade: the page head with its title, then the content. */
export function PrivatePage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="fd-product fd-screens fd-trading fd-private-trade">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{title}</h2>
      </Card>
      {children}
    </div>
  );
}

/** The state tag of a deal: green when confirmed, grey when cancelled or refunded, blue otherwise. */
export function StatusTag({ status }: { status: PrivateDealStatus }) {
  const intent =
    status === 'confirmed' ? 'success' : status === 'cancelled' || status === 'refunded' ? 'none' : 'primary';
  return (
    <Tag minimal intent={intent} className="fd-private-trade__status">
      {dealStatusText(status)}
    </Tag>
  );
}

/** The facts of a deal as a two-column list: product, type, amount or shares, open day, NAV, state. */
export function DealFacts({ deal, extra }: { deal: PrivateDeal | PrivateDealInfo; extra?: ReactNode }) {
  return (
    <dl className="fd-trading__facts fd-private-trade__facts">
      <dt>{t('privateTrade.field.dealId')}</dt>
      <dd>{deal.dealId}</dd>
      <dt>{t('privateTrade.field.product')}</dt>
      <dd>
        {deal.productName}（{deal.productId}）
      </dd>
      {'manager' in deal ? (
        <>
          <dt>{t('privateTrade.field.manager')}</dt>
          <dd>{deal.manager}</dd>
          <dt>{t('privateTrade.field.riskLevel')}</dt>
          <dd>{riskLevelText(deal.productRiskLevel)}</dd>
        </>
      ) : null}
      <dt>{t('privateTrade.field.dealType')}</dt>
      <dd>{dealTypeText(deal.dealType)}</dd>
      <dt>{t('privateTrade.field.amount')}</dt>
      <dd>{formatYuan(deal.amount)}</dd>
      <dt>{t('privateTrade.field.shares')}</dt>
      <dd>{formatShares(deal.shares)}</dd>
      <dt>{t('privateTrade.field.openDay')}</dt>
      <dd>{deal.openDay}</dd>
      <dt>{t('privateTrade.field.nav')}</dt>
      <dd>
        {deal.nav ?? t('display.none')}
        {deal.nav && deal.navSimulated ? (
          <Tag minimal className="fd-private-trade__sim">
            {t('privateTrade.simulated')}
          </Tag>
        ) : null}
      </dd>
      <dt>{t('privateTrade.field.status')}</dt>
      <dd>
        <StatusTag status={deal.status} />
      </dd>
      <dt>{t('privateTrade.field.createdAt')}</dt>
      <dd>{formatDateTime(deal.createdAt)}</dd>
      {extra}
    </dl>
  );
}

/** A dense table of deals with a link to each deal's detail page (its route by type). */
export function DealTable({
  deals,
  label,
  loading,
  next,
}: {
  deals: readonly (PrivateDeal & { nextStep?: PrivateDealInfo['nextStep'] })[];
  label: string;
  loading: boolean;
  /** Whether to show the 待办事项 column. */
  next?: boolean;
}) {
  const columns = next ? 9 : 8;
  return (
    <HTMLTable compact striped className="fd-dense-table fd-private-trade__table" aria-label={label}>
      <thead>
        <tr>
          <th>{t('privateTrade.field.dealId')}</th>
          <th>{t('privateTrade.field.product')}</th>
          <th>{t('privateTrade.field.dealType')}</th>
          <th className="fd-num">{t('privateTrade.field.amount')}</th>
          <th className="fd-num">{t('privateTrade.field.shares')}</th>
          <th>{t('privateTrade.field.openDay')}</th>
          <th>{t('privateTrade.field.status')}</th>
          {next ? <th>{t('privateTrade.field.next')}</th> : null}
          <th>{t('privateTrade.field.action')}</th>
        </tr>
      </thead>
      <tbody>
        {deals.map((deal) => (
          <tr key={deal.dealId}>
            <td>{deal.dealId}</td>
            <td>
              {deal.productName}（{deal.productId}）
            </td>
            <td>{dealTypeText(deal.dealType)}</td>
            <td className="fd-num">{formatYuan(deal.amount)}</td>
            <td className="fd-num">{formatShares(deal.shares)}</td>
            <td>{deal.openDay}</td>
            <td>
              <StatusTag status={deal.status} />
            </td>
            {next ? <td>{deal.nextStep ? nextStepText(deal.nextStep, deal.openDay) : ''}</td> : null}
            <td>
              <Link to={deal.detailPath} aria-label={`${t('privateTrade.action.detail')} ${deal.dealId}`}>
                {t('privateTrade.action.detail')}
              </Link>
            </td>
          </tr>
        ))}
        {deals.length === 0 && !loading ? (
          <EmptyRow columns={columns} text={t('privateTrade.empty')} />
        ) : null}
      </tbody>
    </HTMLTable>
  );
}
