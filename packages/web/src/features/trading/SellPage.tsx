import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Callout, Card, Checkbox, HTMLTable } from '@blueprintjs/core';
import { rateE6Text, t, trading } from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { formatShares, formatYuan } from '../trade/orderText';
import { CutOffNote, PasswordConfirm } from './parts';
import {
  HoldingTradeScreen,
  SharesField,
  SharesSubmit,
  useFundCodeParam,
  useSharesInput,
} from './sharesForm';
import { useSubmission } from './submission';
import '../product/product.css';
import '../trade/screens.css';
import './trading.css';

/**
 * 卖出 (/trade/sell?fundCode=, privilege redemption): the holding's available shares (position less the
 * shares frozen by pending sells), the shares to sell or 全部, the minimum remaining holding, the
 * large-redemption choice where the fund flags it, fast redemption for a money fund that allows it, the
 * estimate (asset/redeem/fee/predict: gross, fee, net and the fee per lot by holding period, with the
 * server's refusal shown under the input), the trading-day note, the under-7-days warning
 * (redeem/lessThenSevenDays/alert) to accept before the trade password, then `redeem` with one
 * idempotency key per submission and the result.
 * @see spec 02 §2 sell, §5, §7 (redeem, predict fee, under-7-days alert); issue 12 §3
 */
export function SellPage() {
  const { fundCode, valid } = useFundCodeParam();
  const gateway = useGateway();
  const holdings = useCall(trading.queryCanSaleFundList, valid ? { fundId: fundCode } : null);
  const holding = holdings.data?.list.find((item) => item.fundId === fundCode);
  const [large, setLarge] = useState(true);
  const [fast, setFast] = useState(false);
  const [step, setStep] = useState<'form' | 'underSeven' | 'password'>('form');
  const [underSeven, setUnderSeven] = useState('0.00');
  const [result, setResult] = useState<trading.TradeSubmitResult | null>(null);
  const submission = useSubmission();
  const sharesInput = useSharesInput(submission.reset);
  const input = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (holding) input.current?.focus();
  }, [holding]);

  const { choice } = sharesInput;
  const predict = useCall(
    trading.redeemFeePredict,
    holding && choice ? { fundId: fundCode, ...choice, fastRedeem: fast } : null,
    { hideResult: true, keepPreviousData: false },
  );
  const estimate = choice ? predict.data : undefined;
  const error = choice && predict.error ? predict.error.message : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!holding || !choice || !estimate || error) return;
    const alert = await gateway.call(
      trading.redeemUnderSevenDaysAlert,
      { fundId: fundCode, ...choice },
      { hideResult: true },
    );
    if (alert.alert) {
      setUnderSeven(alert.shares);
      setStep('underSeven');
      return;
    }
    setStep('password');
  };

  return (
    <HoldingTradeScreen
      valid={valid}
      result={result}
      resultTitle={t('trading.sell.resultTitle')}
      title={
        <>
          {t('trading.sell.title')}
          {holding ? ` ${holding.fundName}（${holding.fundId}）` : ''}
        </>
      }
    >
      <Card>
        {holding ? (
          <form className="fd-trading__form" onSubmit={(event) => void onSubmit(event)} noValidate>
            <dl className="fd-trading__facts">
              <dt>{t('trading.desk.totalShares')}</dt>
              <dd>{formatShares(holding.shares)}</dd>
              <dt>{t('trading.desk.frozenShares')}</dt>
              <dd>{formatShares(holding.frozenShares)}</dd>
              <dt>{t('trading.desk.availableShares')}</dt>
              <dd>{formatShares(holding.availableShares)}</dd>
            </dl>
            <SharesField
              label={t('trading.sell.shares')}
              available={holding.availableShares}
              error={error}
              inputRef={input}
              {...sharesInput.field}
            />
            {Number(holding.minHoldShares) > 0 ? (
              <p className="fd-note">
                {t('trading.sell.minRemain', { shares: formatShares(holding.minHoldShares) })}
              </p>
            ) : null}
            {holding.largeRedemption ? (
              <Checkbox
                checked={large}
                label={t('trading.sell.large')}
                onChange={(event) => setLarge(event.currentTarget.checked)}
              />
            ) : null}
            {holding.fastRedeem ? (
              <Checkbox
                checked={fast}
                label={t('trading.sell.fast')}
                onChange={(event) => setFast(event.currentTarget.checked)}
              />
            ) : null}
            {estimate ? (
              <>
                <p aria-live="polite">
                  {t('trading.sell.estimateAmount')}：
                  {t('trading.common.yuan', { value: formatYuan(estimate.netAmount) })}
                  {t('trading.sell.estimateFee')}：
                  {t('trading.common.yuan', { value: formatYuan(estimate.fee) })}
                </p>
                {Number(estimate.underSevenDaysShares) > 0 ? (
                  <Callout intent="warning">
                    {t('trading.sell.underSeven', { shares: formatShares(estimate.underSevenDaysShares) })}
                  </Callout>
                ) : null}
                <HTMLTable compact className="fd-trading__table" aria-label={t('trading.sell.lots')}>
                  <thead>
                    <tr>
                      <th>{t('trading.sell.lotConfirmDay')}</th>
                      <th className="fd-num">{t('trading.sell.lotDays')}</th>
                      <th className="fd-num">{t('trading.sell.lotShares')}</th>
                      <th className="fd-num">{t('trading.sell.lotRate')}</th>
                      <th className="fd-num">{t('trading.sell.lotFee')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {estimate.lots.map((lot) => (
                      <tr key={`${lot.confirmDay}-${lot.shares}`}>
                        <td>{lot.confirmDay}</td>
                        <td className="fd-num">{lot.days}</td>
                        <td className="fd-num">{formatShares(lot.shares)}</td>
                        <td className="fd-num">{rateE6Text(lot.feeRateE6)}</td>
                        <td className="fd-num">{formatYuan(lot.fee)}</td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
                <CutOffNote timing={estimate} />
              </>
            ) : null}
            <SharesSubmit estimate={estimate} error={error} busy={submission.busy}>
              {t('trading.sell.submit')}
            </SharesSubmit>
          </form>
        ) : (
          <p>{holdings.isLoading ? t('trading.common.loading') : t('trading.desk.holdingsEmpty')}</p>
        )}
      </Card>
      <Alert
        isOpen={step === 'underSeven'}
        intent="warning"
        cancelButtonText={t('trading.common.cancel')}
        confirmButtonText={t('trading.common.confirm')}
        onCancel={() => setStep('form')}
        onConfirm={() => setStep('password')}
      >
        <p>{t('trading.sell.underSeven', { shares: formatYuan(underSeven) })}</p>
      </Alert>
      <PasswordConfirm
        isOpen={step === 'password'}
        title={t('trading.sell.title')}
        confirmText={t('trading.sell.submit')}
        submission={submission}
        onClose={() => setStep('form')}
        send={async (tradePassword, idempotencyKey) => {
          if (!choice) return;
          const answer = await gateway.call(
            trading.redeem,
            {
              fundId: fundCode,
              ...choice,
              largeRedemptionMode: large ? '1' : '0',
              fastRedeem: fast,
              underSevenDaysConfirmed: Number(underSeven) > 0,
              tradePassword,
              idempotencyKey,
              ...(estimate ? { tradeDay: estimate.tradeDay } : {}),
            },
            { hideResult: true },
          );
          setStep('form');
          setResult(answer);
        }}
      >
        {holding && estimate ? (
          <>
            <p>
              {holding.fundName}（{holding.fundId}）：
              {t('trading.common.shares', { value: formatShares(estimate.shares) })}
            </p>
            <CutOffNote timing={estimate} />
          </>
        ) : null}
      </PasswordConfirm>
    </HoldingTradeScreen>
  );
}
