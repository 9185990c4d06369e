import type { ReactNode } from 'react';
import { Button, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router';
import { formatNumber, rateE6Text, t, trading, type Order } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { SimulatedLegend, withSimulatedMark } from '../product/common/SimulatedMark';
import { SimulatedTag } from '../product/common/SimulatedTag';
import { OrderStatusTag } from './OrderStatusTag';
import { OrderTable, tradeInfoPath } from './OrderTable';
import { OrderTrail } from './OrderTrail';
import { ReviewTrail } from '../review/ReviewTrail';
import { formatDateTime, formatYuan, orderStatusText, tradeTypeText } from './orderText';
import { useCancelOrder } from './useCancelOrder';
import '../product/product.css';
import './screens.css';

function Field({ label, value, numeric = false }: { label: ReactNode; value: ReactNode; numeric?: boolean }) {
  return (
    <div className="fd-field">
      <dt>{label}</dt>
      <dd className={numeric ? 'fd-num' : undefined}>{value}</dd>
    </div>
  );
}

/**
 * The order's fields as a label/value grid; amounts, shares and NAV right-aligned in tabular numbers.
 * @see spec 02 §2 tradeInfo/:serialNo, §3 trade payloads
 */
export function OrderFields({ order }: { order: Order }) {
  const none = t('display.none');
  return (
    <>
      <dl className="fd-fields">
        <Field label={t('screens.col.serialNo')} value={<span className="fd-code">{order.serialNo}</span>} />
        <Field label={t('screens.col.status')} value={<OrderStatusTag status={order.status} />} />
        <Field label={t('screens.col.corpName')} value={order.corpName} />
        <Field label={t('screens.col.fundName')} value={`${order.fundName}（${order.fundId}）`} />
        <Field label={t('screens.col.tradeType')} value={tradeTypeText(order.tradeType)} />
        {order.shares ? (
          <Field label={t('trading.detail.shares')} value={formatNumber(order.shares, 2)} numeric />
        ) : null}
        <Field label={t('screens.col.amount')} value={formatYuan(order.amount)} numeric />
        <Field
          label={withSimulatedMark(t('screens.col.fee'), ['fees'])}
          value={formatYuan(order.fee)}
          numeric
        />
        <Field
          label={withSimulatedMark(t('screens.col.feeRate'), ['fees'])}
          value={rateE6Text(order.feeRateE6)}
          numeric
        />
        <Field label={t('screens.col.netAmount')} value={formatYuan(order.netAmount)} numeric />
        <Field label={t('screens.col.applyTime')} value={formatDateTime(order.applyTime)} numeric />
        <Field label={t('screens.col.tradeDay')} value={order.tradeDay} numeric />
        <Field label={t('screens.col.confirmDay')} value={order.confirmDay} numeric />
        <Field
          label={t('screens.col.confirmNav')}
          numeric
          value={
            <>
              {order.navSource === 'simulated' ? (
                <SimulatedTag tip={t('screens.detail.navSimulated')} />
              ) : null}
              {formatNumber(order.confirmNav, 4, { thousands: false })}
            </>
          }
        />
        <Field label={t('screens.col.confirmShares')} value={formatNumber(order.confirmShares, 2)} numeric />
        <Field label={t('screens.col.operator')} value={order.operatorName || none} />
        <Field label={t('screens.col.batchSerialNo')} value={order.batchSerialNo ?? none} />
        {order.failReason ? <Field label={t('screens.col.failReason')} value={order.failReason} /> : null}
        {order.remark ? <Field label={t('webBatch.col.remark')} value={order.remark} /> : null}
      </dl>
    </>
  );
}

/**
 * The order's timeline: each state with its time and note, oldest first; the last step is current.
 * @see spec 02 §2 tradeInfo/:serialNo (detail with its timeline)
 */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <ol className="fd-timeline" aria-label={t('screens.detail.timeline')}>
      {order.timeline.map((step, index) => (
        <li
          // The timeline only grows and never reorders; two steps may share a state and a time (a first-level
          // approval keeps pendingReview at the same instant), so the position is the key.
          key={index}
          className={index === order.timeline.length - 1 ? 'is-current' : undefined}
        >
          <span className="fd-timeline__dot" />
          <div className="fd-timeline__head">
            <strong>{orderStatusText(step.status)}</strong>
            <span className="fd-timeline__time">{formatDateTime(step.time)}</span>
          </div>
          {step.note ? <div className="fd-timeline__note">{step.note}</div> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * What a desk order adds to the detail (stayTradeDetail): the conversion's target fund with its confirmed
 * shares and NAV, the cancel cut-off, and the linked orders of a super convert (redemption, then the
 * purchase with its proceeds) or a smart split (its parts). Nothing for an order without them.
 * @see spec 02 §2 tradeInfo/:serialNo, stayTradeDetail; issue 12 §4, §5, §7
 */
export function DeskOrderFields({ order }: { order: trading.TradingDetail }) {
  const navigate = useNavigate();
  const none = t('display.none');
  const others = order.legs;
  return (
    <>
      <dl className="fd-fields">
        {order.targetFundId ? (
          <>
            <Field
              label={t('trading.convert.to')}
              value={`${order.targetFundName ?? ''}（${order.targetFundId}）`}
            />
            <Field
              label={t('trading.detail.targetShares')}
              value={order.targetShares ? formatNumber(order.targetShares, 2) : none}
              numeric
            />
            <Field
              label={t('trading.detail.targetNav')}
              value={order.targetNav ? formatNumber(order.targetNav, 4, { thousands: false }) : none}
              numeric
            />
          </>
        ) : null}
        <Field label={t('trading.detail.cutOff')} value={formatDateTime(order.cutOff)} numeric />
      </dl>
      {order.linkKind && others.length > 0 ? (
        <>
          <h3 className="fd-section-title">{t('trading.detail.legs')}</h3>
          <p className="fd-muted">{t(`trading.detail.linkKind.${order.linkKind}`)}</p>
          <OrderTable
            label={t('trading.detail.legs')}
            orders={others}
            columns={['serialNo', 'fund', 'tradeType', 'amount', 'fee', 'tradeDay', 'confirmDay', 'status']}
            onDetail={(leg) => void navigate(tradeInfoPath(leg.serialNo))}
          />
        </>
      ) : null}
    </>
  );
}

/**
 * 交易详情 (/trade/tradeInfo/:serialNo): every order type through stayTradeDetail: the order card with the
 * desk's target, cut-off and linked orders, its timeline, its trail (操作记录: who, when, from where) and
 * 撤单 (with the trade password) while cancellable.
 * @see spec 02 §2 tradeInfo/:serialNo, §7 cancel; DESIGN §7 (trail)
 */
export function TradeInfoPage() {
  const { serialNo = '' } = useParams();
  const navigate = useNavigate();
  const {
    data: order,
    error,
    isLoading,
    mutate,
  } = useCall(trading.stayTradeDetail, serialNo ? { serialNo } : null);
  const cancel = useCancelOrder(() => void mutate());

  if (isLoading) return <Spinner className="fd-page-spinner" />;
  if (!order) {
    return (
      <NonIdealState
        icon="search"
        title={error?.message ?? t('screens.detail.notFound')}
        action={<Button text={t('screens.action.back')} onClick={() => void navigate(-1)} />}
      />
    );
  }
  return (
    <div className="fd-product fd-screens">
      <Card className="fd-page-head">
        <Button
          variant="minimal"
          icon="arrow-left"
          aria-label={t('screens.action.back')}
          onClick={() => void navigate(-1)}
        />
        <h2 className="fd-page-title">{t('screens.detail.title')}</h2>
        <OrderStatusTag status={order.status} />
        {order.cancellable && cancel.allowed ? (
          <Button
            intent="danger"
            size="small"
            icon="undo"
            text={t('screens.action.cancel')}
            loading={cancel.pendingSerial !== null}
            onClick={() => cancel.ask(order)}
          />
        ) : null}
      </Card>
      <Card>
        <OrderFields order={order} />
        <DeskOrderFields order={order} />
        {/* The fee and its rate come from the documented model: marked once, one legend (issue 17 §3), under
            both field lists (between them it split the grid and pushed 撤单截止时间 under it). */}
        <SimulatedLegend />
      </Card>
      <Card>
        <h3 className="fd-section-title">{t('screens.detail.timeline')}</h3>
        <OrderTimeline order={order} />
      </Card>
      <Card>
        <h3 className="fd-section-title">{t('screens.trail.title')}</h3>
        <OrderTrail trail={order.trail} />
      </Card>
      <Card>
        <h3 className="fd-section-title">{t('review.trail.title')}</h3>
        <ReviewTrail serialNo={order.serialNo} />
      </Card>
      {cancel.dialog}
    </div>
  );
}
