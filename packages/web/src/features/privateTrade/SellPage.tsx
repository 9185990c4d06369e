import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from 'react-router';
import { GatewayError, privateRedeemRefusal, privateTrade, t } from '@funddesk/core';
import { useCall, useGateway, useRevalidateCalls } from '../../api/hooks';
import { formatYuan } from '../trade/orderText';
import { PasswordConfirm } from '../trading/parts';
import { useSubmission } from '../trading/submission';
import { DealFacts, PrivatePage } from './parts';

/**
 * 私募赎回 (/private-trade/privatefundSell?productId=, privilege redemption): the holding's shares and those
 * free to redeem (redemption/share/query), the shares checked as typed by core privateRedeemRefusal,
 * 提交赎回申请 (redemption/apply), then the trade password (redemption/apply/confirm) and the sell-success
 * page.
 * @see spec 02 §2 privatefundSell, privatefundSellSuccess; §7 redemption/apply, apply/confirm
 */
export function SellPage() {
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? '';
  const gateway = useGateway();
  const navigate = useNavigate();
  const holding = useCall(privateTrade.redemptionShareQuery, productId ? { productId } : null);
  const [shares, setShares] = useState('');
  const [dealId, setDealId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submission = useSubmission();
  const revalidate = useRevalidateCalls([
    privateTrade.dealList,
    privateTrade.tradeReminder,
    privateTrade.privatePositionDetails,
  ]);
  const data = holding.data;
  const typed = data && shares.trim() ? privateRedeemRefusal(shares, data.available) : null;
  const typedText = typed
    ? new GatewayError(typed.code, undefined, { detail: { ...typed.params } }).message
    : null;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!data || typed || !shares.trim()) return;
    setBusy(true);
    try {
      const applied = await gateway.call(
        privateTrade.redemptionApply,
        { productId, shares },
        { hideResult: true },
      );
      submission.reset();
      setDealId(applied.dealId);
    } catch (failure) {
      setRefusal(GatewayError.from(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PrivatePage title={`${t('menu.privateTrade.sell')}${data ? ` ${data.productName}` : ''}`}>
      <Card>
        {data ? (
          <form className="fd-trading__form" onSubmit={(event) => void apply(event)} noValidate>
            <dl className="fd-trading__facts">
              <dt>{t('privateTrade.field.shares')}</dt>
              <dd>{formatYuan(data.shares)}</dd>
              <dt>{t('privateTrade.field.available')}</dt>
              <dd>{formatYuan(data.available)}</dd>
              <dt>{t('privateTrade.field.openDay')}</dt>
              <dd>{data.openDay}</dd>
            </dl>
            <FormGroup
              label={t('privateTrade.field.shares')}
              labelFor="fd-private-shares"
              helperText={typedText ?? refusal ?? undefined}
              intent={typedText || refusal ? 'danger' : 'none'}
            >
              <InputGroup
                id="fd-private-shares"
                value={shares}
                inputMode="decimal"
                maxLength={20}
                onChange={(event) => {
                  setShares(event.currentTarget.value);
                  setRefusal(null);
                }}
              />
            </FormGroup>
            <Button type="submit" intent="primary" loading={busy} disabled={!shares.trim() || Boolean(typed)}>
              {t('privateTrade.action.apply')}
            </Button>
          </form>
        ) : (
          <Callout>{holding.isLoading ? t('trading.common.loading') : t('privateTrade.empty')}</Callout>
        )}
      </Card>
      <PasswordConfirm
        isOpen={dealId !== null}
        title={t('menu.privateTrade.sell')}
        confirmText={t('privateTrade.action.confirmRedeem')}
        submission={submission}
        onClose={() => setDealId(null)}
        send={async (tradePassword) => {
          if (!dealId) return;
          await gateway.call(
            privateTrade.redemptionApplyConfirm,
            { dealId, tradePassword },
            { hideResult: true },
          );
          await revalidate();
          void navigate(`/private-trade/privatefundSellSuccess?dealId=${encodeURIComponent(dealId)}`);
        }}
      >
        <p>
          {data?.productName} {t('privateTrade.field.shares')} {formatYuan(shares)}
        </p>
      </PasswordConfirm>
    </PrivatePage>
  );
}

/**
 * 赎回申请成功 (/private-trade/privatefundSellSuccess?dealId=): the redemption's facts and 查看交易详情.
 * @see spec 02 §2 privatefundSellSuccess
 */
export function SellSuccessPage() {
  const [params] = useSearchParams();
  const dealId = params.get('dealId') ?? '';
  const navigate = useNavigate();
  const info = useCall(privateTrade.dealInfo, dealId ? { dealId } : null);
  return (
    <PrivatePage title={t('menu.privateTrade.sellSuccess')}>
      <Card>
        <Callout intent="success" role="status">
          {t('privateTrade.sellSuccess')}
        </Callout>
        {info.data ? <DealFacts deal={info.data} /> : null}
        <div className="fd-private-trade__actions">
          <Button onClick={() => void navigate(info.data?.detailPath ?? '/dataService/tradeReminder')}>
            {t('privateTrade.action.toDeals')}
          </Button>
        </div>
      </Card>
    </PrivatePage>
  );
}
