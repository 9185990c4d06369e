import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  ErrorCode,
  GatewayError,
  privateAmountRefusal,
  privateFunds,
  privateTrade,
  riskLevelText,
  t,
  trade,
  type MessageKey,
} from '@funddesk/core';
import { useCall, useGateway, useRevalidateCalls } from '../../api/hooks';
import { tabsStore } from '../../app/tabsStore';
import { RiskAssessmentDialog } from '../account/riskAssessmentDialog';
import { closeTabOnArrival } from '../cart/closeTabOnArrival';
import { QualificationRequiredDialog } from '../privateFund/QualificationRequiredDialog';
import { formatYuan } from '../trade/orderText';
import { PasswordConfirm } from '../trading/parts';
import { useSubmission } from '../trading/submission';
import { DealFacts, PrivatePage, QUALIFICATION_CODES } from './parts';
import { ChargeFacts, OnlineTradeFacts } from './pathParts';

/**
 * The assessment refusals of the check (core reserveCheckRefusal, first in its order): they open the purchase's
 * 风险测评 dialog (true: expired, false: never assessed), matched by code.
 */
const ASSESSMENT_CODES: ReadonlyMap<string, boolean> = new Map([
  [ErrorCode.RiskExpired, true],
  [ErrorCode.RiskMissing, false],
]);

/** The reservation page of `productId` with `amount` typed: where the questionnaire comes back to. */
export function reservePath(productId: string, amount: string): string {
  const query = new URLSearchParams({ productId });
  if (amount.trim()) query.set('amount', amount.trim());
  return `/private-trade/privatefundBuyIn?${query.toString()}`;
}

/** The catalogue message of a refusal code with its params (core errors catalogue). */
function refusalText(code: string, params?: Readonly<Record<string, string>>): string {
  return new GatewayError(code, undefined, params ? { detail: { ...params } } : {}).message;
}

/**
 * 私募预约 (/private-trade/privatefundBuyIn?productId=, privilege subs): the product's facts (manager, risk,
 * minimum and step, open day and reserve window), the amount checked as typed by core privateAmountRefusal,
 * 预约校验 (reserve/create/check: risk assessment, qualification, risk match, blacklist, registration, ID
 * expiry, missing items — the server's refusal is shown under the amount; an expired or missing risk assessment
 * (FD4616/FD4617) opens the purchase's 风险测评 dialog, whose 去测评 leads to the questionnaire and back here with
 * the amount (`?amount=`); an expired ID document (FD1210) is the notifier's 温馨提示 leading to 个人信息; a
 * qualification refusal of the check opens the authentication-required dialog; the product's detail refused
 * shows the private-fund authentication-required message with 去认定), then the trade password and
 * reserve/create with one idempotency key, the confirmation showing the subscription fee (deal/charge: rate
 * 模拟, the organisation's discount, fee and total); 线上交易 shows whether the organisation has opened online
 * private trading, with 开通线上交易; on success the pending count refreshes, the buy-success page opens
 * and this tab closes.
 * @see spec 02 §2 privatefundBuyIn, §4 private-fund reservation, §5 (risk assessment expired / not assessed);
 *   issue 13 §4
 */
export function ReservePage() {
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? '';
  const gateway = useGateway();
  const navigate = useNavigate();
  const location = useLocation();
  const detail = useCall(privateFunds.privateFundDetail, productId ? { productId } : null, {
    hideResult: true,
  });
  const [qualifyMessage, setQualifyMessage] = useState<MessageKey | null>(null);
  const product = detail.data?.product;
  const [amount, setAmount] = useState(() => params.get('amount') ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The 风险测评 dialog: expired (true) or never assessed (false); null when closed. */
  const [assessmentExpired, setAssessmentExpired] = useState<boolean | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const submission = useSubmission();
  const revalidate = useRevalidateCalls([
    privateTrade.dealList,
    privateTrade.tradeReminder,
    trade.pendingTradeNum,
  ]);

  const typed =
    product && amount.trim() ? privateAmountRefusal(amount, product.minAmount, product.stepAmount) : null;
  // deal/charge: the fee of the amount checked, shown in the confirmation (nothing while it is refused).
  const charge = useCall(privateTrade.dealCharge, confirming ? { productId, amount } : null, {
    hideResult: true,
  });
  const typedText = typed ? refusalText(typed.code, typed.params) : null;

  const onCheck = async (event: FormEvent) => {
    event.preventDefault();
    if (!product || typed || !amount.trim()) return;
    setChecking(true);
    setRefusal(null);
    try {
      await gateway.call(privateTrade.reserveCreateCheck, { productId, amount }, { hideResult: true });
      submission.reset();
      setConfirming(true);
    } catch (failure) {
      const error = GatewayError.from(failure);
      const expired = ASSESSMENT_CODES.get(error.code);
      if (expired !== undefined) setAssessmentExpired(expired);
      else if (QUALIFICATION_CODES.has(error.code)) setQualifyMessage(error.entry.message);
      // The notifier's 温馨提示 (去更新 → 个人信息) says it; hideResult does not quiet that reaction.
      else if (error.kind !== 'profileIncomplete') setRefusal(error.message);
    } finally {
      setChecking(false);
    }
  };

  if (!productId) return <Callout intent="warning">{t('privateTrade.error.dealNotFound')}</Callout>;
  return (
    <PrivatePage title={`${t('menu.privateTrade.buyIn')}${product ? ` ${product.productName}` : ''}`}>
      <Card>
        {product ? (
          <form className="fd-trading__form" onSubmit={(event) => void onCheck(event)} noValidate>
            <dl className="fd-trading__facts">
              <dt>{t('privateTrade.field.productId')}</dt>
              <dd>{product.productId}</dd>
              <dt>{t('privateTrade.field.manager')}</dt>
              <dd>{product.managerName}</dd>
              <dt>{t('privateTrade.field.riskLevel')}</dt>
              <dd>{riskLevelText(product.productRiskCode)}</dd>
              <dt>{t('privateTrade.field.minimum')}</dt>
              <dd>{formatYuan(product.minAmount)}</dd>
              <dt>{t('privateTrade.field.step')}</dt>
              <dd>{formatYuan(product.stepAmount)}</dd>
              <dt>{t('privateTrade.field.openDay')}</dt>
              <dd>
                {product.openDay}（{product.reserveName} {product.reserveStart} ~ {product.reserveEnd}）
              </dd>
              <OnlineTradeFacts />
            </dl>
            <FormGroup
              label={t('privateTrade.field.amount')}
              labelFor="fd-private-amount"
              helperText={typedText ?? refusal ?? undefined}
              intent={typedText || refusal ? 'danger' : 'none'}
            >
              <InputGroup
                id="fd-private-amount"
                value={amount}
                inputMode="decimal"
                maxLength={16}
                intent={typedText || refusal ? 'danger' : 'none'}
                onChange={(event) => {
                  setAmount(event.currentTarget.value);
                  setRefusal(null);
                }}
              />
            </FormGroup>
            <Button
              type="submit"
              intent="primary"
              loading={checking}
              disabled={!amount.trim() || Boolean(typed)}
            >
              {t('privateTrade.action.reserve')}
            </Button>
          </form>
        ) : detail.error ? (
          // Inline, not a dialog: a kept tab never pops one up (the check's refusal opens the dialog).
          <Callout intent="warning" role="status">
            {detail.error.message}
            {QUALIFICATION_CODES.has(detail.error.code) ? (
              <Button
                small
                intent="primary"
                className="fd-private-trade__inline"
                onClick={() => void navigate('/private-account/chooseType')}
              >
                {t('private.market.goQualify')}
              </Button>
            ) : null}
          </Callout>
        ) : (
          <p>{detail.isLoading ? t('trading.common.loading') : t('privateTrade.empty')}</p>
        )}
      </Card>
      <RiskAssessmentDialog
        isOpen={assessmentExpired !== null}
        expired={assessmentExpired === true}
        returnTo={reservePath(productId, amount)}
        onCancel={() => setAssessmentExpired(null)}
        // A kept tab stays mounted: the dialog closes as the questionnaire opens, not over it.
        onTake={() => setAssessmentExpired(null)}
      />
      <QualificationRequiredDialog
        isOpen={qualifyMessage !== null}
        message={qualifyMessage ?? undefined}
        onClose={() => setQualifyMessage(null)}
      />
      <PasswordConfirm
        isOpen={confirming}
        title={t('menu.privateTrade.buyIn')}
        confirmText={t('privateTrade.action.reserve')}
        submission={submission}
        onClose={() => setConfirming(false)}
        send={async (tradePassword, idempotencyKey) => {
          const created = await gateway.call(
            privateTrade.reserveCreate,
            { productId, amount, tradePassword, idempotencyKey },
            { hideResult: true },
          );
          setConfirming(false);
          await revalidate();
          // spec 02 §4: on success the tab is closed and the buy-success page opens.
          const from = location.pathname + location.search;
          const to = `/private-trade/privatefundBuySuccess?dealId=${encodeURIComponent(created.dealId)}&dealType=${created.dealType}`;
          void navigate(to);
          closeTabOnArrival(tabsStore, from, to);
        }}
      >
        {product ? (
          <p>
            {product.productName}（{product.productId}） {t('privateTrade.field.amount')} {formatYuan(amount)}
          </p>
        ) : null}
        {charge.data ? <ChargeFacts charge={charge.data} /> : null}
      </PasswordConfirm>
    </PrivatePage>
  );
}

/**
 * 预约成功 (/private-trade/privatefundBuySuccess?dealId=): the deal's facts and the next step, 签署电子合同
 * (the agreement page) and 查看交易详情.
 * @see spec 02 §2 privatefundBuySuccess, §4 (on success the user goes to the buy-success page)
 */
export function BuySuccessPage() {
  const [params] = useSearchParams();
  const dealId = params.get('dealId') ?? '';
  const navigate = useNavigate();
  const info = useCall(privateTrade.dealInfo, dealId ? { dealId } : null);
  const deal = info.data;
  return (
    <PrivatePage title={t('menu.privateTrade.buySuccess')}>
      <Card>
        <Callout intent="success" role="status">
          {t('privateTrade.reserveSuccess')}
        </Callout>
        {deal ? <DealFacts deal={deal} /> : null}
        <div className="fd-private-trade__actions">
          <Button
            intent="primary"
            onClick={() =>
              void navigate(`/private-trade/privateTradeAgreement?dealId=${encodeURIComponent(dealId)}`)
            }
          >
            {t('privateTrade.action.signContract')}
          </Button>
          <Button onClick={() => void navigate(deal?.detailPath ?? '/dataService/tradeReminder')}>
            {t('privateTrade.action.toDeals')}
          </Button>
        </div>
      </Card>
    </PrivatePage>
  );
}
