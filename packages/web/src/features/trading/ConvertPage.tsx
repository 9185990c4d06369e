import { Callout, Card } from '@blueprintjs/core';
import { t, trading } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { formatShares, formatYuan } from '../trade/orderText';
import { ConversionConfirm, ConversionForm, TargetSelect, useConversion } from './conversionForm';
import { CutOffNote } from './parts';
import { HoldingTradeScreen, useFundCodeParam } from './sharesForm';
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
  const { fundCode, valid } = useFundCodeParam();
  const preInfo = useCall(trading.convertPreInfo, valid ? { fundId: fundCode } : null);
  const info = preInfo.data;
  const flow = useConversion(
    { predict: trading.convertPredictFee, confirm: trading.convertConfirm },
    fundCode,
    info !== undefined,
  );
  const { estimate } = flow;

  return (
    <HoldingTradeScreen
      valid={valid}
      result={flow.result}
      resultTitle={t('trading.convert.resultTitle')}
      title={t('trading.convert.title')}
    >
      <Card>
        {info ? (
          <ConversionForm
            flow={flow}
            info={info}
            targetFor="fd-convert-target"
            submitText={t('trading.convert.submit')}
            picker={
              info.targets.length === 0 ? (
                <Callout intent="warning">{t('trading.convert.noTargets')}</Callout>
              ) : (
                <TargetSelect id="fd-convert-target" autoFocus targets={info.targets} flow={flow} />
              )
            }
          >
            {estimate ? (
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
                    ? t('trading.common.shares', { value: formatShares(estimate.estimatedTargetShares) })
                    : t('trading.common.none')}
                </dd>
              </dl>
            ) : null}
          </ConversionForm>
        ) : (
          <p>{preInfo.error ? preInfo.error.message : t('trading.common.loading')}</p>
        )}
      </Card>
      <ConversionConfirm
        flow={flow}
        title={t('trading.convert.title')}
        confirmText={t('trading.convert.submit')}
      >
        {estimate ? (
          <>
            <p>
              {info?.holding.fundName} → {info?.targets.find((fund) => fund.fundId === flow.target)?.fundName}
              ：{t('trading.common.shares', { value: formatShares(estimate.shares) })}
            </p>
            <CutOffNote timing={estimate} />
          </>
        ) : null}
      </ConversionConfirm>
    </HoldingTradeScreen>
  );
}
