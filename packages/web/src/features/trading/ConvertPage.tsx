import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useSearchParams } from 'react-router';
import { t, trading } from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { formatYuan } from '../trade/orderText';
import { CutOffNote, PasswordConfirm, SubmitResult } from './parts';
import { SharesField, sharesRequest } from './SellPage';
import { useSubmission } from './submission';
import '../product/product.css';
import '../trade/screens.css';
import './trading.css';

/**
 * 基金转换 (/trade/commonTransform?fundCode=, privilege transfer): from a held fund to a fund of the same
 * company that accepts conversion — the target picker lists only convert preInfo's targets (the server
 * filters by company and conversion state) — the shares or 全部, the predicted fee (redemption fee of the
 * source by holding period plus the purchase-fee difference, convert predictFee; a refusal shows under the
 * input), the trading-day note, then the trade password and convert confirm with one idempotency key per
 * submission, and the result.
 * @see spec 02 §2 commonTransform, §7 (convert preInfo, preCheck, predict fee, confirm); issue 12 §4
 */
export function ConvertPage() {
  const [params] = useSearchParams();
  const fundCode = params.get('fundCode') ?? '';
  const valid = /^\d{6}$/.test(fundCode);
  const gateway = useGateway();
  const preInfo = useCall(trading.convertPreInfo, valid ? { fundId: fundCode } : null);
  const info = preInfo.data;
  const [target, setTarget] = useState('');
  const [shares, setShares] = useState('');
  const [all, setAll] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<trading.TradeSubmitResult | null>(null);
  const submission = useSubmission();

  const choice = sharesRequest(all, shares);
  const request = info && choice && target ? { fromFundId: fundCode, toFundId: target, ...choice } : null;
  const predict = useCall(trading.convertPredictFee, request, { hideResult: true });
  const estimate = request ? predict.data : undefined;
  const error = request && predict.error ? predict.error.message : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (request && estimate && !error) setConfirming(true);
  };

  if (!valid) return <Callout intent="warning">{t('trading.common.noFund')}</Callout>;
  if (result) {
    return (
      <div className="fd-product fd-screens fd-trading">
        <SubmitResult title={t('trading.convert.resultTitle')} results={[result]} />
      </div>
    );
  }

  return (
    <div className="fd-product fd-screens fd-trading">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('trading.convert.title')}</h2>
      </Card>
      <Card>
        {info ? (
          <form className="fd-trading__form" onSubmit={onSubmit} noValidate>
            <dl className="fd-trading__facts">
              <dt>{t('trading.convert.from')}</dt>
              <dd>
                {info.holding.fundName}（{info.holding.fundId}）{info.holding.company}
              </dd>
            </dl>
            <FormGroup label={t('trading.convert.to')} labelFor="fd-convert-target">
              {info.targets.length === 0 ? (
                <Callout intent="warning">{t('trading.convert.noTargets')}</Callout>
              ) : (
                <HTMLSelect
                  id="fd-convert-target"
                  autoFocus
                  value={target}
                  fill
                  onChange={(event) => {
                    setTarget(event.currentTarget.value);
                    submission.reset();
                  }}
                >
                  <option value="">{t('trading.convert.toPlaceholder')}</option>
                  {info.targets.map((fund) => (
                    <option key={fund.fundId} value={fund.fundId}>
                      {fund.fundName}（{fund.fundId}）
                    </option>
                  ))}
                </HTMLSelect>
              )}
            </FormGroup>
            <SharesField
              label={t('trading.convert.shares')}
              available={info.holding.availableShares}
              shares={shares}
              all={all}
              error={error}
              onChange={(next, nextAll) => {
                setShares(next);
                setAll(nextAll);
                submission.reset();
              }}
            />
            {estimate ? (
              <>
                <dl className="fd-trading__facts" aria-label={t('trading.convert.predictFee')}>
                  <dt>{t('trading.convert.redeemFee')}</dt>
                  <dd>{t('trading.common.yuan', { value: formatYuan(estimate.redemptionFee) })}</dd>
                  <dt>{t('trading.convert.purchaseDiff')}</dt>
                  <dd>{t('trading.common.yuan', { value: formatYuan(estimate.purchaseFeeDifference) })}</dd>
                  <dt>{t('trading.convert.predictFee')}</dt>
                  <dd>{t('trading.common.yuan', { value: formatYuan(estimate.fee) })}</dd>
                  <dt>{t('trading.buy.estimateShares')}</dt>
                  <dd>
                    {estimate.estimatedTargetShares
                      ? t('trading.common.shares', { value: formatYuan(estimate.estimatedTargetShares) })
                      : t('trading.common.none')}
                  </dd>
                </dl>
                <CutOffNote timing={estimate} />
              </>
            ) : (
              <CutOffNote timing={info} />
            )}
            <Button
              type="submit"
              intent="primary"
              disabled={!estimate || error !== null}
              loading={submission.busy}
            >
              {t('trading.convert.submit')}
            </Button>
          </form>
        ) : (
          <p>{preInfo.error ? preInfo.error.message : t('trading.common.loading')}</p>
        )}
      </Card>
      <PasswordConfirm
        isOpen={confirming}
        title={t('trading.convert.title')}
        confirmText={t('trading.convert.submit')}
        submission={submission}
        onClose={() => setConfirming(false)}
        send={async (tradePassword, idempotencyKey) => {
          if (!request) return;
          const answer = await gateway.call(
            trading.convertConfirm,
            {
              ...request,
              tradePassword,
              idempotencyKey,
              ...(estimate ? { tradeDay: estimate.tradeDay } : {}),
            },
            { hideResult: true },
          );
          setConfirming(false);
          setResult(answer);
        }}
      >
        {estimate ? (
          <>
            <p>
              {info?.holding.fundName} → {info?.targets.find((fund) => fund.fundId === target)?.fundName}：
              {t('trading.common.shares', { value: formatYuan(estimate.shares) })}
            </p>
            <CutOffNote timing={estimate} />
          </>
        ) : null}
      </PasswordConfirm>
    </div>
  );
}
