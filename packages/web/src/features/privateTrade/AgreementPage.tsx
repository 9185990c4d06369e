import { useCallback, useState } from 'react';
import { Button, Card, Checkbox } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from 'react-router';
import { GatewayError, privateTrade, t, type MessageKey } from '@funddesk/core';
import { useCall, useGateway, useRevalidateCalls } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { formatDateTime } from '../trade/orderText';
import { ContractDialog } from './ContractDialog';
import { DealMissing, DoubleRecordButton, DownloadContractButton, PayButton } from './dealActions';
import { DealFacts, PrivatePage } from './parts';

/**
 * 确认电子合同 (/private-trade/privateTradeAgreement?dealId=): the deal, its contract's state, the contract in
 * pdf.js (read to the bottom), the consent, then the signing sequence of spec 02 §7: sign requisition, single
 * sign contract, TradeVdealInfo (addFlag), dealServerTime, dealConfirmContract with that time. A failed
 * confirm says 请重新尝试 (spec 02 §8). Once confirmed the page offers the double recording or the payment,
 * whichever the deal waits for, and the download.
 * @see spec 02 §2 privateTradeAgreement, §7, §8; issue 13 §4
 */
export function AgreementPage() {
  const [params] = useSearchParams();
  const dealId = params.get('dealId') ?? '';
  const gateway = useGateway();
  const navigate = useNavigate();
  const info = useCall(privateTrade.dealInfo, dealId ? { dealId } : null);
  const deal = info.data;
  const contract = deal?.contract ?? null;
  const [viewing, setViewing] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const revalidate = useRevalidateCalls([
    privateTrade.dealInfo,
    privateTrade.dealList,
    privateTrade.tradeReminder,
  ]);

  const load = useCallback(
    async () => (await gateway.download(privateTrade.downloadContracts, { dealId })).bytes,
    [gateway, dealId],
  );

  const sign = async () => {
    if (!contract) return;
    setBusy(true);
    try {
      if (!contract.requisitionSignedAt) {
        await gateway.call(
          privateTrade.signRequisition,
          { dealId, contractId: contract.contractId },
          { hideResult: true },
        );
      }
      if (contract.status === 'generated') {
        await gateway.call(
          privateTrade.singleSignContract,
          { dealId, contractId: contract.contractId },
          { hideResult: true },
        );
      }
      const vdeal = await gateway.call(
        privateTrade.dealInfo,
        { dealId, dealType: 'reserve' },
        { hideResult: true },
      );
      if (vdeal.addFlag === '0') {
        const { serverTime } = await gateway.call(privateTrade.dealServerTime, {}, { hideResult: true });
        await gateway.call(
          privateTrade.dealConfirmContract,
          { dealId, confirmTime: serverTime },
          { hideResult: true },
        );
      }
      setViewing(false);
      notifier.success(t('privateTrade.contractStatus.confirmed'));
    } catch (failure) {
      notifier.handle(GatewayError.from(failure));
    } finally {
      setBusy(false);
      await revalidate();
    }
  };

  return (
    <PrivatePage title={t('menu.privateTrade.agreement')}>
      <Card>
        {deal ? (
          <>
            <DealFacts
              deal={deal}
              extra={
                <>
                  <dt>{t('privateTrade.field.contract')}</dt>
                  <dd>
                    {t(`privateTrade.contractStatus.${contract?.status ?? 'none'}` as MessageKey)}
                    {contract?.confirmedAt ? `（${formatDateTime(contract.confirmedAt)}）` : ''}
                  </dd>
                </>
              }
            />
            {contract && contract.status !== 'confirmed' && deal.status === 'reserved' ? (
              <div className="fd-private-trade__sign">
                <Checkbox
                  checked={agreed}
                  label={t('privateTrade.agreement.read')}
                  onChange={(event) => setAgreed(event.currentTarget.checked)}
                />
                <Button intent="primary" disabled={!agreed} onClick={() => setViewing(true)}>
                  {t('privateTrade.action.signContract')}
                </Button>
              </div>
            ) : null}
            <div className="fd-private-trade__actions">
              {contract ? <DownloadContractButton dealId={dealId} /> : null}
              {deal.status === 'signed' ? <DoubleRecordButton dealId={dealId} /> : null}
              {deal.status === 'paying' ? <PayButton dealId={dealId} dealType={deal.dealType} /> : null}
              <Button onClick={() => void navigate(deal.detailPath)}>
                {t('privateTrade.action.toDeals')}
              </Button>
            </div>
          </>
        ) : (
          <DealMissing loading={info.isLoading} />
        )}
      </Card>
      <ContractDialog
        isOpen={viewing}
        title={contract?.fileName ?? t('privateTrade.contract.title')}
        load={load}
        confirmText={t('privateTrade.action.confirmContract')}
        busy={busy}
        onConfirm={() => void sign()}
        onClose={() => setViewing(false)}
      />
    </PrivatePage>
  );
}
