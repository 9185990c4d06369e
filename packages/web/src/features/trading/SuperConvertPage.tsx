import { useState } from 'react';
import { Button, Callout, Card, InputGroup } from '@blueprintjs/core';
import {
  account,
  AGREEMENT_SCENE,
  normaliseSearchKeyword,
  type signTypeOf,
  t,
  trading,
  type CallResponse,
} from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { AgreementDialogs } from '../session/AgreementDialogs';
import { formatShares, formatYuan } from '../trade/orderText';
import { ConversionConfirm, ConversionForm, TargetSelect, useConversion } from './conversionForm';
import { HoldingTradeScreen, useFundCodeParam } from './sharesForm';
import '../product/product.css';
import '../trade/screens.css';
import './trading.css';

/** signType of agreement type 3, the super-convert service agreement (spec 02 §4: signType = type + 1). */
export const SUPER_CONVERT_SIGN_TYPE = 4 as const satisfies ReturnType<typeof signTypeOf>;

/**
 * 超级转换 (/trade/superTransform?fundCode=, privilege super_transfer): across fund companies, a redemption
 * of the held fund then a purchase of the target with its proceeds. Agreement type 3 must be signed first
 * (the session's agreement dialogs, AgreementDialogs, over the unsigned type-3 agreement); then the
 * target (searched by keyword among buyable funds), the shares or 全部, and both legs shown side by side
 * from super convert predictFee — leg 1 the redemption (shares, gross, fee, proceeds, its days), leg 2 the
 * purchase with the proceeds (fee, net, estimated shares, its later days) — then the trade password and
 * confirm with one idempotency key; the result names the link serial of both legs.
 * @see spec 02 §2 superTransform, §4 (agreement types), §7 (super transfer calls); issue 12 §4
 */
export function SuperConvertPage() {
  const { fundCode, valid } = useFundCodeParam();
  const gateway = useGateway();
  const [keyword, setKeyword] = useState('');
  const search = normaliseSearchKeyword(keyword);
  const preInfo = useCall(
    trading.superConvertPreInfo,
    valid ? { fundId: fundCode, ...(search ? { keyword: search } : {}) } : null,
    { keepPreviousData: true },
  );
  const info = preInfo.data;
  const [signing, setSigning] = useState(false);
  const agreements = useCall(
    account.custAgreementBatchQuery,
    signing ? { signTypeList: [SUPER_CONVERT_SIGN_TYPE], scene: AGREEMENT_SCENE.layout } : null,
  );
  const flow = useConversion(
    { predict: trading.superConvertPredictFee, confirm: trading.superConvertConfirm },
    fundCode,
    info?.agreementSigned === true,
  );
  const { estimate } = flow;
  const targetName = info?.targets.find((fund) => fund.fundId === flow.target)?.fundName ?? flow.target;

  const sign = async () => {
    const items = (agreements.data?.agreementList ?? []).filter((item) => item.agreementType === 3);
    await gateway.call(account.custAgreementSign, {
      scene: AGREEMENT_SCENE.layout,
      signTypeList: [SUPER_CONVERT_SIGN_TYPE],
      ids: items.map((item) => item.id),
    });
    notifier.success(t('prompt.agreement.signed'));
    setSigning(false);
    await preInfo.mutate();
  };

  const typeThree = (agreements.data?.agreementList ?? []).filter((item) => item.agreementType === 3);
  return (
    <HoldingTradeScreen
      valid={valid}
      result={flow.result}
      resultTitle={t('trading.super.resultTitle')}
      title={t('trading.super.title')}
      note={<span className="fd-note">{t('trading.super.intro')}</span>}
    >
      <Card>
        {!info ? (
          <p>{preInfo.error ? preInfo.error.message : t('trading.common.loading')}</p>
        ) : !info.agreementSigned ? (
          <Callout intent="warning" title={t('trading.super.agreement')}>
            <Button intent="primary" onClick={() => setSigning(true)}>
              {t('trading.super.sign')}
            </Button>
          </Callout>
        ) : (
          <ConversionForm
            flow={flow}
            info={info}
            targetFor="fd-super-target"
            submitText={t('trading.super.submit')}
            picker={
              <>
                <InputGroup
                  aria-label={t('trading.super.toPlaceholder')}
                  placeholder={t('trading.super.toPlaceholder')}
                  value={keyword}
                  onChange={(event) => setKeyword(event.currentTarget.value)}
                />
                <TargetSelect id="fd-super-target" targets={info.targets} flow={flow} />
              </>
            }
          >
            {estimate ? (
              <SuperLegs estimate={estimate} fromName={info.holding.fundName} toName={targetName} />
            ) : null}
          </ConversionForm>
        )}
      </Card>
      {signing && agreements.data ? (
        <AgreementDialogs items={typeThree} sign={sign} onLogout={() => setSigning(false)} />
      ) : null}
      <ConversionConfirm flow={flow} title={t('trading.super.title')} confirmText={t('trading.super.submit')}>
        {estimate && info ? (
          <SuperLegs estimate={estimate} fromName={info.holding.fundName} toName={targetName} />
        ) : null}
      </ConversionConfirm>
    </HoldingTradeScreen>
  );
}

/** The two linked legs of a super convert, side by side: the redemption, then the purchase with its proceeds. */
export function SuperLegs({
  estimate,
  fromName,
  toName,
}: {
  estimate: CallResponse<typeof trading.superConvertPredictFee>;
  fromName: string;
  toName: string;
}) {
  const yuan = (value: string) => t('trading.common.yuan', { value: formatYuan(value) });
  return (
    <div className="fd-trading__legs">
      <Card aria-label={t('trading.super.legRedeem', { fundName: fromName })}>
        <h4>{t('trading.super.legRedeem', { fundName: fromName })}</h4>
        <dl className="fd-trading__facts">
          <dt>{t('trading.sell.lotShares')}</dt>
          <dd>{t('trading.common.shares', { value: formatShares(estimate.shares) })}</dd>
          <dt>{t('trading.sell.estimateAmount')}</dt>
          <dd>{yuan(estimate.redeemAmount)}</dd>
          <dt>{t('trading.convert.redeemFee')}</dt>
          <dd>{yuan(estimate.redemptionFee)}</dd>
          <dt>{t('trading.buy.tradeDay')}</dt>
          <dd>{estimate.tradeDay}</dd>
          <dt>{t('trading.buy.confirmDay')}</dt>
          <dd>{estimate.confirmDay}</dd>
        </dl>
      </Card>
      <Card aria-label={t('trading.super.legPurchase', { fundName: toName })}>
        <h4>{t('trading.super.legPurchase', { fundName: toName })}</h4>
        <dl className="fd-trading__facts">
          <dt>{t('trading.buy.amount')}</dt>
          <dd>{yuan(estimate.proceeds)}</dd>
          <dt>{t('trading.buy.estimateFee')}</dt>
          <dd>{yuan(estimate.purchaseFee)}</dd>
          <dt>{t('trading.buy.estimateShares')}</dt>
          <dd>
            {estimate.estimatedTargetShares
              ? t('trading.common.shares', { value: formatShares(estimate.estimatedTargetShares) })
              : t('trading.common.none')}
          </dd>
          <dt>{t('trading.buy.tradeDay')}</dt>
          <dd>{estimate.purchaseTradeDay}</dd>
          <dt>{t('trading.buy.confirmDay')}</dt>
          <dd>{estimate.purchaseConfirmDay}</dd>
        </dl>
      </Card>
    </div>
  );
}
