import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, HTMLTable, InputGroup } from '@blueprintjs/core';
import { Link, useSearchParams } from 'react-router';
import {
  discountedRateE6,
  discountText,
  estimatePurchaseFee,
  feeRateText,
  formatLimit,
  GatewayError,
  openDayText,
  pdfListOf,
  product,
  rateE6Text,
  sanitiseAmountInput,
  sharesOf,
  t,
  tierText,
  trading,
  validateCartAmount,
  type CallResponse,
  type CartAmountVerdict,
} from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { PdfDialog } from '../../components/PdfDialog/PdfDialog';
import { RiskDialog } from '../../components/RiskDialog/RiskDialog';
import { RiskAssessmentDialog, riskQuestionsPath } from '../account/riskAssessmentDialog';
import { formatShares, formatYuan } from '../trade/orderText';
import { CutOffNote, PasswordConfirm, SubmitResult } from './parts';
import { useSubmission } from './submission';
import '../product/product.css';
import '../trade/screens.css';
import './trading.css';

/** The pre-info of the buy form (tradePreInfo/V2). */
export type BuyPreInfo = CallResponse<typeof trading.tradePreInfo>;

/** Where the buy flow is: the form, the risk dialog, the summary PDFs, the password, the result. */
type BuyStep = 'form' | 'assessment' | 'risk' | 'pdf' | 'password';

/** The text of a rule verdict's refusal (catalogue code and params, rendered at the edge). */
export function verdictText(verdict: CartAmountVerdict): string | null {
  if (verdict.ok) return null;
  return 'params' in verdict ? t(verdict.code, verdict.params) : t(verdict.code);
}

/** The buy form's amount verdict: the cart's rule over the pre-info's limits (spec 02 §5, one rule). */
export function buyAmountVerdict(info: BuyPreInfo, amount: string): CartAmountVerdict {
  return validateCartAmount(
    {
      minvalue: info.minLimit,
      maxvalue: info.maxLimit,
      dailyMaxValue: info.dailyMaxValue,
      orgmaxholdvol: info.orgmaxholdvol,
      lessDailyValue: info.lessDailyValue,
    },
    amount,
  );
}

/** The message of a refusal code from the server (a catalogue error code or message key). */
function refusalText(code: string): string {
  return new GatewayError(code).message;
}

/**
 * 买入 (/trade/buy?fundCode=, privilege subs): tradePreInfo/V2 — fund, open-day state, limits, the fee
 * tiers with the discount, the latest NAV, the trade and confirm days (the 15:00 note before confirming)
 * — the amount (focused; sanitised and judged by the cart's rule `validateCartAmount`, the same messages),
 * the estimated fee (价外法, `estimatePurchaseFee`) and shares (`sharesOf` at the latest NAV), then on
 * Enter or 确认买入: the risk-match dialog (RiskDialog), the summary PDF (PdfDialog, not for money funds),
 * the trade password (shared dialog) and `purchase` with one idempotency key per submission (a double
 * click places one order), then the result. An expired or missing assessment opens the assessment dialog
 * instead (spec 02 §5: 去测评 or 取消); the questionnaire comes back here with `?amount=` and the purchase goes on. A/C 类 explainer linked from the form.
 * @see spec 02 §2 buy, §4 (purchase flow), §5 (amount rules, trade password), §7 tradePreInfo/V2,
 *   purchase; spec 03 §4 (open-day codes, summary PDF); issue 12 §2
 */
export function BuyPage() {
  const [params] = useSearchParams();
  const fundCode = params.get('fundCode') ?? '';
  const valid = /^\d{6}$/.test(fundCode);
  const preInfo = useCall(trading.tradePreInfo, valid ? { fundId: fundCode } : null);
  const info = preInfo.data;
  const gateway = useGateway();
  // Back from the questionnaire (spec 02 §5 expired assessment) the purchase continues with its amount.
  const [amount, setAmount] = useState(() => sanitiseAmountInput(params.get('amount') ?? ''));
  const [touched, setTouched] = useState(amount !== '');
  const [step, setStep] = useState<BuyStep>('form');
  const [result, setResult] = useState<trading.TradeSubmitResult | null>(null);
  const submission = useSubmission();
  const amountInput = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (info) amountInput.current?.focus();
  }, [info]);

  const verdict = info ? buyAmountVerdict(info, amount) : null;
  const estimate =
    info && verdict?.ok ? estimatePurchaseFee({ amountYuan: verdict.amount, tiers: info.buyRate }) : null;
  const shares = estimate && info?.nav ? sharesOf(estimate.netAmount, info.nav) : null;
  // One list per pre-info answer: the PDF dialog loads again whenever its current entry changes.
  const pdfs = useMemo(
    () =>
      info
        ? pdfListOf([
            {
              fundId: info.fundId,
              fundName: info.fundName,
              fundType: info.fundTypeCode,
              summaryPdf: info.summaryPdf,
            },
          ])
        : [],
    [info],
  );
  const loadPdf = useCallback(
    async (anyshareId: string) => (await gateway.download(product.viewAttachmentPdf, { anyshareId })).bytes,
    [gateway],
  );
  const assessmentMissing = info !== undefined && (info.userRiskLevel === null || info.riskExpired);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!info || !info.canBuy || !verdict?.ok) return;
    setStep(assessmentMissing ? 'assessment' : 'risk');
  };
  const afterRisk = () => setStep(pdfs.length > 0 ? 'pdf' : 'password');

  if (!valid) {
    return (
      <Callout intent="warning" className="fd-trading">
        {t('trading.common.noFund')}
      </Callout>
    );
  }
  if (result) {
    return (
      <div className="fd-product fd-screens fd-trading">
        <SubmitResult
          title={t(
            result.status === 'pendingReview' ? 'trading.buy.resultPendingReview' : 'trading.buy.resultTitle',
          )}
          results={[result]}
        />
      </div>
    );
  }

  return (
    <div className="fd-product fd-screens fd-trading">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">
          {t('trading.buy.title')}
          {info ? ` ${info.fundName}（${info.fundId}）` : ''}
        </h2>
        {info ? <span className="fd-note">{info.company}</span> : null}
      </Card>
      {info ? (
        <Card>
          <dl className="fd-trading__facts" aria-label={t('trading.buy.preInfo')}>
            <dt>{t('trading.buy.openDay')}</dt>
            <dd>{openDayText(info.openDayCode)}</dd>
            <dt>{t('trading.buy.minvalue')}</dt>
            <dd>{formatLimit(info.minLimit)}</dd>
            <dt>{t('trading.buy.maxvalue')}</dt>
            <dd>{formatLimit(info.maxLimit)}</dd>
            <dt>{t('trading.buy.dailyMaxValue')}</dt>
            <dd>{formatLimit(info.dailyMaxValue)}</dd>
            <dt>{t('trading.buy.nav')}</dt>
            <dd>{info.nav ? `${info.nav}（${info.navDate ?? ''}）` : t('trading.common.none')}</dd>
            <dt>{t('trading.buy.tradeDay')}</dt>
            <dd>{info.tradeDay}</dd>
            <dt>{t('trading.buy.confirmDay')}</dt>
            <dd>{info.confirmDay}</dd>
          </dl>
          <HTMLTable compact className="fd-trading__table" aria-label={t('trading.buy.feeTiers')}>
            <thead>
              <tr>
                <th>{t('trading.buy.tier')}</th>
                <th>{t('trading.buy.standardRate')}</th>
                <th>{t('trading.buy.discountRate')}</th>
              </tr>
            </thead>
            <tbody>
              {info.buyRate.map((tier) => (
                <tr key={`${tier.minLimiteE6}-${tier.maxLimiteE6}`}>
                  <td>{tierText(tier)}</td>
                  <td>{feeRateText(tier)}</td>
                  <td>
                    {tier.feeUnit === 4 && discountText(tier.enDiscountE4) !== null
                      ? `${rateE6Text(discountedRateE6(tier))}（${discountText(tier.enDiscountE4) ?? ''}）`
                      : t('trading.common.none')}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {!info.canBuy ? (
            <Callout intent="danger" role="alert">
              {info.refusalCode
                ? refusalText(info.refusalCode)
                : t('trading.buy.closed', { state: openDayText(info.openDayCode) })}
            </Callout>
          ) : null}
          {assessmentMissing ? (
            <Callout intent="warning" role="alert">
              {t('trading.buy.assessment')}{' '}
              <Link
                className="fd-risk-crs__inline-link"
                to={riskQuestionsPath(`/trade/buy?fundCode=${info.fundId}`)}
              >
                {t('riskQ.dialog.take')}
              </Link>
            </Callout>
          ) : null}
          <form className="fd-trading__form" onSubmit={onSubmit} noValidate>
            <FormGroup
              label={t('trading.buy.amount')}
              labelFor="fd-buy-amount"
              helperText={touched && verdict && !verdict.ok ? verdictText(verdict) : undefined}
              intent={touched && verdict && !verdict.ok ? 'danger' : 'none'}
            >
              <InputGroup
                id="fd-buy-amount"
                inputRef={amountInput}
                inputMode="decimal"
                value={amount}
                placeholder={t('trading.buy.amountPlaceholder')}
                intent={touched && verdict && !verdict.ok ? 'danger' : 'none'}
                onChange={(event) => {
                  setAmount(sanitiseAmountInput(event.currentTarget.value));
                  setTouched(true);
                  submission.reset();
                }}
              />
            </FormGroup>
            <p aria-live="polite">
              {t('trading.buy.estimateFee')}：
              {estimate
                ? t('trading.common.yuan', { value: formatYuan(estimate.fee) })
                : t('trading.common.none')}
              {t('trading.buy.estimateShares')}：
              {shares
                ? t('trading.common.shares', { value: formatShares(shares) })
                : t('trading.common.none')}
              <span className="fd-note"> {t('trading.buy.estimateNote')}</span>
            </p>
            <CutOffNote timing={info} />
            <Link to={`/trade/acQa?fundCode=${info.fundId}`}>{t('trading.buy.acLink')}</Link>
            <Button type="submit" intent="primary" disabled={!info.canBuy} loading={submission.busy}>
              {t('trading.buy.submit')}
            </Button>
          </form>
        </Card>
      ) : (
        <Card>{preInfo.error ? preInfo.error.message : t('trading.common.loading')}</Card>
      )}
      {info && step === 'assessment' ? (
        <RiskAssessmentDialog
          isOpen
          expired={info.userRiskLevel !== null}
          returnTo={`/trade/buy?fundCode=${info.fundId}${verdict?.ok ? `&amount=${verdict.amount}` : ''}`}
          onCancel={() => setStep('form')}
        />
      ) : null}
      {info && step === 'risk' ? (
        <RiskDialog
          isOpen
          matchResult={info.matchResult}
          fundRiskLevel={info.fundRiskLevel}
          userRiskLevel={info.userRiskLevel ?? info.fundRiskLevel}
          onConfirm={afterRisk}
          onCancel={() => setStep('form')}
        />
      ) : null}
      {step === 'pdf' ? (
        <PdfDialog
          isOpen
          pdfs={pdfs}
          load={loadPdf}
          onConfirm={() => setStep('password')}
          onCancel={() => setStep('form')}
        />
      ) : null}
      <PasswordConfirm
        isOpen={info !== undefined && step === 'password'}
        title={t('trading.buy.title')}
        confirmText={t('trading.buy.submit')}
        submission={submission}
        onClose={() => setStep('form')}
        send={async (tradePassword, idempotencyKey) => {
          if (!info || !verdict?.ok) return;
          const answer = await gateway.call(
            trading.purchase,
            {
              fundId: info.fundId,
              amount: verdict.amount,
              tradePassword,
              idempotencyKey,
              tradeDay: info.tradeDay,
              riskConfirmed: true,
              summaryConfirmed: true,
            },
            { hideResult: true },
          );
          setStep('form');
          setResult(answer);
        }}
      >
        {info && verdict?.ok ? (
          <>
            <p>
              {info.fundName}（{info.fundId}）：
              {t('trading.common.yuan', { value: formatYuan(verdict.amount) })}
            </p>
            <CutOffNote timing={info} />
          </>
        ) : null}
      </PasswordConfirm>
    </div>
  );
}
