import { useState } from 'react';
import { Button, Callout, Card, Radio, RadioGroup } from '@blueprintjs/core';
import { useNavigate, useParams } from 'react-router';
import { GatewayError, privateTrade, t, type privateTrade as api } from '@funddesk/core';
import { useCall, useGateway, useRevalidateCalls } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { formatYuan } from '../trade/orderText';
import { DealFacts, PrivatePage } from './parts';
import { ChargeFacts } from './pathParts';

type PayMethod = (typeof api.privatePayMethods)[number];

/**
 * 确认付款方式 (/trade/payment/:dealId/:dealType): the deal, its subscription fee (deal/charge: the fee is paid
 * with the amount), the amount and the payment methods
 * (deal/get_pay_method); 确认付款方式 sends deal/confirm/pay_method (refused while a required double recording
 * has not passed: 请先完成双录后再付款, with 去双录). Then the deal's page.
 * @see spec 02 §2 payment/:dealId/:dealType, §7 deal/get_pay_method, deal/confirm/pay_method
 */
export function PaymentPage() {
  const { dealId = '' } = useParams();
  const gateway = useGateway();
  const navigate = useNavigate();
  const info = useCall(privateTrade.dealInfo, dealId ? { dealId } : null);
  const methods = useCall(privateTrade.getPayMethod, dealId ? { dealId } : null);
  const charge = useCall(privateTrade.dealCharge, dealId ? { dealId } : null, { hideResult: true });
  const [chosen, setChosen] = useState<PayMethod | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidate = useRevalidateCalls([
    privateTrade.dealInfo,
    privateTrade.dealList,
    privateTrade.tradeReminder,
  ]);
  const deal = info.data;
  const method = chosen ?? methods.data?.chosen ?? 'transfer';

  const confirm = async () => {
    setBusy(true);
    try {
      await gateway.call(privateTrade.confirmPayMethod, { dealId, payMethod: method }, { hideResult: true });
      await revalidate();
      void navigate(deal?.detailPath ?? '/dataService/tradeReminder');
    } catch (failure) {
      notifier.handle(GatewayError.from(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PrivatePage title={t('menu.trade.payment')}>
      <Card>
        {deal && methods.data ? (
          <>
            <DealFacts deal={deal} />
            {charge.data ? <ChargeFacts charge={charge.data} /> : null}
            {deal.status === 'signed' ? (
              <Callout intent="warning">
                {t('privateTrade.error.doubleRecordRequired')}{' '}
                <Button
                  small
                  intent="primary"
                  onClick={() =>
                    void navigate(`/double-record/mobileCollectHome?dealId=${encodeURIComponent(dealId)}`)
                  }
                >
                  {t('privateTrade.action.doubleRecord')}
                </Button>
              </Callout>
            ) : null}
            <RadioGroup
              label={`${t('privateTrade.field.payMethod')}（${formatYuan(methods.data.amount)}）`}
              selectedValue={method}
              onChange={(event) => setChosen(event.currentTarget.value as PayMethod)}
              disabled={deal.status !== 'paying'}
            >
              {methods.data.methods.map((m) => (
                <Radio key={m.payMethod} value={m.payMethod} label={m.name} />
              ))}
            </RadioGroup>
            <Button
              intent="primary"
              loading={busy}
              disabled={deal.status !== 'paying'}
              onClick={() => void confirm()}
            >
              {t('privateTrade.action.confirmPay')}
            </Button>
          </>
        ) : (
          <Callout>
            {info.isLoading ? t('trading.common.loading') : t('privateTrade.error.dealNotFound')}
          </Callout>
        )}
      </Card>
    </PrivatePage>
  );
}
