import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, InputGroup, Tag } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from 'react-router';
import { GatewayError, privateRedemptionRefusal, privateTrade, t, type CallResponse } from '@funddesk/core';
import { useCall, useGateway, useRevalidateCalls } from '../../api/hooks';
import { PasswordConfirm } from '../trading/parts';
import { useSubmission } from '../trading/submission';
import { formatShares } from '../trade/orderText';
import { DealFacts, PrivatePage } from './parts';
import { RedemptionEstimate } from './pathParts';

/**
 * 私募赎回 (/private-trade/privatefundSell?productId=, privilege redemption): the facts to confirm before a
 * redemption (redemption/confirm_info: the holding's shares, those free to redeem, the minimum holding (模拟),
 * the open day and the last NAV (模拟)), the shares checked as typed by core privateRedemptionRefusal (FD4815,
 * FD4818), then 提交赎回申请: the server's check (v2 redemption/apply/check; its refusal shown under the shares)
 * and redemption/apply, then the trade password with the estimated amount at the last NAV
 * (redemption/apply/confirm) and the sell-success page. Shares are 份 (formatShares), not yuan.
 * @see spec 02 §2 privatefundSell, privatefundSellSuccess; §7 redemption/confirm_info, v2 redemption/apply/check,
 *   redemption/apply, apply/confirm
 */
export function SellPage() {
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? '';
  const gateway = useGateway();
  const navigate = useNavigate();
  const holding = useCall(privateTrade.redemptionConfirmInfo, productId ? { productId } : null);
  const [shares, setShares] = useState('');
  const [dealId, setDealId] = useState<string | null>(null);
  const [check, setCheck] = useState<CallResponse<typeof privateTrade.redemptionApplyCheck> | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submission = useSubmission();
  const revalidate = useRevalidateCalls([
    privateTrade.dealList,
    privateTrade.tradeReminder,
    privateTrade.privatePositionDetails,
    privateTrade.redemptionConfirmInfo,
    privateTrade.redemptionShareQuery,
  ]);
  const data = holding.data;
  const typed = data && shares.trim() ? privateRedemptionRefusal(shares, data.available) : null;
  const typedText = typed
    ? new GatewayError(typed.code, undefined, { detail: { ...typed.params } }).message
    : null;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!data || typed || !shares.trim()) return;
    setBusy(true);
    try {
      const checked = await gateway.call(
        privateTrade.redemptionApplyCheck,
        { productId, shares },
        { hideResult: true },
      );
      const applied = await gateway.call(
        privateTrade.redemptionApply,
        { productId, shares },
        { hideResult: true },
      );
      submission.reset();
      setCheck(checked);
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
              <dd>{formatShares(data.shares)}</dd>
              <dt>{t('privateTrade.field.available')}</dt>
              <dd>{formatShares(data.available)}</dd>
              <dt>{t('privateTrade.redeem.minimumHolding')}</dt>
              <dd>{formatShares(data.minimumHolding)}</dd>
              <dt>{t('privateTrade.field.openDay')}</dt>
              <dd>{data.openDay}</dd>
              <dt>{t('privateTrade.redeem.lastNav')}</dt>
              <dd>
                {data.lastNav ? `${data.lastNav}（${data.lastNavDate ?? ''}）` : t('display.none')}
                {data.lastNav && data.navSimulated ? (
                  <Tag minimal className="fd-private-trade__inline">
                    {t('privateTrade.simulated')}
                  </Tag>
                ) : null}
              </dd>
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
        <p>{data?.productName}</p>
        {check ? <RedemptionEstimate check={check} /> : null}
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
