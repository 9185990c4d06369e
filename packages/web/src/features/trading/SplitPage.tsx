import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, HTMLTable, InputGroup } from '@blueprintjs/core';
import { ErrorCode, GatewayError, sanitiseDecimalInput, t, trading, type CallResponse } from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { formatYuan } from '../trade/orderText';
import { CutOffNote, PasswordConfirm, SubmitResult } from './parts';
import { useSubmission } from './submission';
import '../product/product.css';
import '../trade/screens.css';
import './trading.css';

/** A smart-split plan as the server computed it. */
export type SplitPlan = CallResponse<typeof trading.splitPlan>;

/**
 * 货币基金智能拆单 (/trade/separateBill, menu key monetary_fund_smart_split): a large money-fund purchase
 * amount, 生成拆单方案 asks the server for the plan (greedy over the money funds, each part under its single
 * and daily caps and the account's room, exact to the cent) and shows every part with its caps, the total
 * and what could not be placed — before anything is placed; 按方案下单 sends the parts as shown with the
 * trade password and one idempotency key (a changed plan is refused, FD4621), and the linked orders show
 * as the result.
 * @see spec 02 §2 separateBill; issue 12 §5 (plan shown before placing, linked orders)
 */
export function SplitPage() {
  const gateway = useGateway();
  const [amount, setAmount] = useState('');
  const [plan, setPlan] = useState<SplitPlan | null>(null);
  const [planning, setPlanning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [orders, setOrders] = useState<trading.TradeSubmitResult[] | null>(null);
  const submission = useSubmission();

  const onPlan = async (event: FormEvent) => {
    event.preventDefault();
    setPlanning(true);
    setError(null);
    try {
      setPlan(await gateway.call(trading.splitPlan, { amount }, { hideResult: true }));
      submission.reset();
    } catch (failure) {
      setPlan(null);
      setError(GatewayError.from(failure).message);
    } finally {
      setPlanning(false);
    }
  };

  if (orders) {
    return (
      <div className="fd-product fd-screens fd-trading">
        <SubmitResult title={t('trading.split.resultTitle')} results={orders} />
      </div>
    );
  }

  const unallocated = plan !== null && Number(plan.unallocated) > 0;
  return (
    <div className="fd-product fd-screens fd-trading">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('trading.split.title')}</h2>
      </Card>
      <Card>
        <form className="fd-trading__form" onSubmit={(event) => void onPlan(event)} noValidate>
          <FormGroup
            label={t('trading.split.amount')}
            labelFor="fd-split-amount"
            helperText={error ?? undefined}
            intent={error ? 'danger' : 'none'}
          >
            <InputGroup
              id="fd-split-amount"
              autoFocus
              inputMode="decimal"
              value={amount}
              onChange={(event) => {
                setAmount(sanitiseDecimalInput(event.currentTarget.value));
                setPlan(null);
              }}
            />
          </FormGroup>
          <Button type="submit" loading={planning} disabled={amount === ''}>
            {t('trading.split.plan')}
          </Button>
        </form>
        {plan ? (
          <>
            <h3 className="fd-trading__section">{t('trading.split.planTitle')}</h3>
            <p>
              {t('trading.split.planSummary', {
                count: plan.parts.length,
                total: formatYuan(plan.allocated),
              })}
            </p>
            {unallocated ? (
              <Callout intent="warning" role="alert">
                {t('trading.split.unallocated', { amount: formatYuan(plan.unallocated) })}
              </Callout>
            ) : null}
            <HTMLTable compact className="fd-trading__table" aria-label={t('trading.split.planTitle')}>
              <thead>
                <tr>
                  <th>{t('trading.common.fund')}</th>
                  <th className="fd-num">{t('trading.split.lineAmount')}</th>
                  <th className="fd-num">{t('trading.split.singleCap')}</th>
                  <th className="fd-num">{t('trading.split.dailyCap')}</th>
                  <th className="fd-num">{t('trading.split.room')}</th>
                  <th className="fd-num">{t('trading.buy.estimateFee')}</th>
                </tr>
              </thead>
              <tbody>
                {plan.parts.map((part) => (
                  <tr key={part.fundId}>
                    <td>
                      {part.fundName}（{part.fundId}）
                    </td>
                    <td className="fd-num">{formatYuan(part.amount)}</td>
                    <td className="fd-num">{formatYuan(part.maxLimit)}</td>
                    <td className="fd-num">{formatYuan(part.dailyMaxValue)}</td>
                    <td className="fd-num">{formatYuan(part.lessDailyValue)}</td>
                    <td className="fd-num">{formatYuan(part.fee)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            <CutOffNote timing={plan} />
            <Button
              intent="primary"
              disabled={plan.parts.length === 0 || unallocated}
              loading={submission.busy}
              onClick={() => setConfirming(true)}
            >
              {t('trading.split.place')}
            </Button>
          </>
        ) : (
          <p className="fd-note">{t('trading.split.empty')}</p>
        )}
      </Card>
      <PasswordConfirm
        isOpen={confirming}
        title={t('trading.split.title')}
        confirmText={t('trading.split.place')}
        submission={submission}
        onClose={() => setConfirming(false)}
        send={async (tradePassword, idempotencyKey) => {
          if (!plan) return;
          try {
            const placed = await gateway.call(
              trading.splitPlace,
              {
                amount: plan.amount,
                parts: plan.parts.map((part) => ({ fundId: part.fundId, amount: part.amount })),
                tradePassword,
                idempotencyKey,
                tradeDay: plan.tradeDay,
              },
              { hideResult: true },
            );
            setConfirming(false);
            setOrders(placed.orders);
          } catch (failure) {
            const refusal = GatewayError.from(failure);
            // The plan changed meanwhile (caps used elsewhere): show the new plan before placing again.
            if (refusal.code === ErrorCode.SplitPlanChanged) {
              setConfirming(false);
              notifier.handle(refusal);
              setPlan(await gateway.call(trading.splitPlan, { amount }, { hideResult: true }));
              return;
            }
            throw refusal;
          }
        }}
      >
        {plan ? (
          <>
            <p>
              {t('trading.split.planSummary', {
                count: plan.parts.length,
                total: formatYuan(plan.allocated),
              })}
            </p>
            <CutOffNote timing={plan} />
          </>
        ) : null}
      </PasswordConfirm>
    </div>
  );
}
