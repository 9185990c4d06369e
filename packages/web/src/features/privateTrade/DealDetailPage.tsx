import { Alert, Button, Callout, Card, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { GatewayError, privateTrade, t, type MessageKey, type PrivateDealInfo } from '@funddesk/core';
import { useCall, useGateway, useRevalidateCalls } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { formatDateTime } from '../trade/orderText';
import { PasswordConfirm } from '../trading/parts';
import { useSubmission } from '../trading/submission';
import { DealMissing, DoubleRecordButton, DownloadContractButton, PayButton } from './dealActions';
import { dealStatusText, DealFacts, nextStepText, PrivatePage } from './parts';
import { DealMaterialsCard, RedemptionEstimate } from './pathParts';

/** The detail page's title of a deal type (spec 02 §2: chosen by type reserve, rdm, other). */
const TITLES: Record<PrivateDealInfo['dealType'], MessageKey> = {
  reserve: 'menu.trade.privatefundSubscriptionDetail',
  rdm: 'menu.trade.privatefundRedemptionDetail',
  other: 'menu.trade.privatefundOtherDetail',
};

/**
 * 私募认购详情 / 私募赎回详情 / 私募交易详情 (/trade/privatefund{Subscription,Redemption,Other}Detail/:dealId,
 * privilege private_trans_detail): the deal's facts, its contract and double recording, the next step with
 * its action (sign the contract, record, pay, confirm the redemption), cancel (before payment) or revoke with
 * refund (paid, before confirmation), the contract download, 交易文件 (v2 deal/materials: each document's
 * signed/read state), the redemption's estimate before its trade password (v2 redemption/apply/confirm/check),
 * and the trail: every state change with who,
 * when, from where and what.
 * @see spec 02 §2 private deal details, §7 deal/info, reserve/cancel, deal/revoke; issue 13 §4
 */
export function DealDetailPage({ dealType }: { dealType: PrivateDealInfo['dealType'] }) {
  const { dealId = '' } = useParams();
  const gateway = useGateway();
  const navigate = useNavigate();
  const info = useCall(privateTrade.dealInfo, dealId ? { dealId } : null);
  const revalidate = useRevalidateCalls([
    privateTrade.dealInfo,
    privateTrade.dealList,
    privateTrade.tradeReminder,
  ]);
  const [asking, setAsking] = useState<'cancel' | 'revoke' | null>(null);
  const [confirmingRedeem, setConfirmingRedeem] = useState(false);
  const submission = useSubmission();
  const deal = info.data;
  // v2 redemption/apply/confirm/check: the estimate shown before the trade password (nothing while refused).
  const confirmCheck = useCall(privateTrade.redemptionConfirmCheck, confirmingRedeem ? { dealId } : null, {
    hideResult: true,
  });

  const act = async () => {
    if (!deal || !asking) return;
    try {
      if (asking === 'revoke') await gateway.call(privateTrade.dealRevoke, { dealId }, { hideResult: true });
      else if (deal.dealType === 'rdm')
        await gateway.call(privateTrade.redemptionApplyCancel, { dealId }, { hideResult: true });
      else await gateway.call(privateTrade.reserveCancel, { dealId }, { hideResult: true });
    } catch (failure) {
      notifier.handle(GatewayError.from(failure));
    } finally {
      setAsking(null);
      await revalidate();
    }
  };

  const cancellable = deal
    ? ['reserved', 'signed', 'paying', 'applied', 'submitted'].includes(deal.status)
    : false;

  return (
    <PrivatePage title={t(TITLES[deal?.dealType ?? dealType])}>
      <Card>
        {deal ? (
          <>
            <DealFacts
              deal={deal}
              extra={
                <>
                  {deal.payMethod ? (
                    <>
                      <dt>{t('privateTrade.field.payMethod')}</dt>
                      <dd>{t(`privateTrade.payMethod.${deal.payMethod}` as MessageKey)}</dd>
                    </>
                  ) : null}
                  {deal.contract ? (
                    <>
                      <dt>{t('privateTrade.field.contract')}</dt>
                      <dd>{t(`privateTrade.contractStatus.${deal.contract.status}` as MessageKey)}</dd>
                    </>
                  ) : null}
                  {deal.dealType === 'reserve' ? (
                    <>
                      <dt>{t('privateTrade.field.doubleRecord')}</dt>
                      <dd>
                        {t(
                          !deal.doubleRecord.required
                            ? 'privateTrade.doubleRecord.notRequired'
                            : deal.doubleRecord.passed
                              ? 'privateTrade.doubleRecord.passed'
                              : 'privateTrade.doubleRecord.pending',
                        )}
                      </dd>
                    </>
                  ) : null}
                  {deal.nextStep ? (
                    <>
                      <dt>{t('privateTrade.field.next')}</dt>
                      <dd>{nextStepText(deal.nextStep, deal.openDay)}</dd>
                    </>
                  ) : null}
                </>
              }
            />
            <div className="fd-private-trade__actions">
              {deal.nextStep === 'contract' ? (
                <Button
                  intent="primary"
                  onClick={() =>
                    void navigate(`/private-trade/privateTradeAgreement?dealId=${encodeURIComponent(dealId)}`)
                  }
                >
                  {t('privateTrade.action.signContract')}
                </Button>
              ) : null}
              {deal.nextStep === 'doubleRecord' ? <DoubleRecordButton dealId={dealId} /> : null}
              {deal.nextStep === 'payment' ? <PayButton dealId={dealId} dealType={deal.dealType} /> : null}
              {deal.nextStep === 'redemption' ? (
                <Button intent="primary" onClick={() => setConfirmingRedeem(true)}>
                  {t('privateTrade.action.confirmRedeem')}
                </Button>
              ) : null}
              {deal.contract ? <DownloadContractButton dealId={dealId} /> : null}
              {cancellable ? (
                <Button intent="danger" outlined onClick={() => setAsking('cancel')}>
                  {t('privateTrade.action.cancel')}
                </Button>
              ) : null}
              {deal.status === 'paid' ? (
                <Button intent="danger" outlined onClick={() => setAsking('revoke')}>
                  {t('privateTrade.action.revoke')}
                </Button>
              ) : null}
            </div>
          </>
        ) : (
          <DealMissing loading={info.isLoading} />
        )}
      </Card>
      {deal ? <DealMaterialsCard dealId={dealId} /> : null}
      {deal ? (
        <Card className="fd-card-table">
          <h3 className="fd-private-trade__subtitle">{t('privateTrade.field.trail')}</h3>
          <HTMLTable compact striped className="fd-dense-table" aria-label={t('privateTrade.field.trail')}>
            <thead>
              <tr>
                <th>{t('privateTrade.field.time')}</th>
                <th>{t('privateTrade.field.status')}</th>
                <th>{t('privateTrade.field.action')}</th>
                <th>{t('privateTrade.field.actor')}</th>
              </tr>
            </thead>
            <tbody>
              {deal.trail.map((event, index) => (
                <tr key={`${event.time}-${index}`}>
                  <td>{formatDateTime(event.time)}</td>
                  <td>{dealStatusText(event.toStatus)}</td>
                  <td>{event.note}</td>
                  <td>
                    {event.actorKind === 'system'
                      ? t('privateTrade.system')
                      : `${event.actorName ?? ''}（${event.loginName ?? ''}）${event.ip ? ` ${event.ip}` : ''}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
      ) : null}
      <Alert
        isOpen={asking !== null}
        intent="danger"
        cancelButtonText={t('trading.common.cancel')}
        confirmButtonText={t('trading.common.confirm')}
        onCancel={() => setAsking(null)}
        onConfirm={() => void act()}
      >
        <p>{t(asking === 'revoke' ? 'privateTrade.revokeConfirm' : 'privateTrade.cancelConfirm')}</p>
      </Alert>
      <PasswordConfirm
        isOpen={confirmingRedeem}
        title={t('menu.privateTrade.sell')}
        confirmText={t('privateTrade.action.confirmRedeem')}
        submission={submission}
        onClose={() => setConfirmingRedeem(false)}
        send={async (tradePassword) => {
          await gateway.call(
            privateTrade.redemptionApplyConfirm,
            { dealId, tradePassword },
            { hideResult: true },
          );
          setConfirmingRedeem(false);
          await revalidate();
        }}
      >
        {confirmCheck.data ? <RedemptionEstimate check={confirmCheck.data} /> : null}
        {confirmCheck.error ? (
          <Callout intent="danger" role="alert">
            {confirmCheck.error.message}
          </Callout>
        ) : null}
      </PasswordConfirm>
    </PrivatePage>
  );
}
