import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useSearchParams } from 'react-router';
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
import { formatYuan } from '../trade/orderText';
import { CutOffNote, PasswordConfirm, SubmitResult } from './parts';
import { SharesField, sharesRequest } from './SellPage';
import { useSubmission } from './submission';
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
  const [params] = useSearchParams();
  const fundCode = params.get('fundCode') ?? '';
  const valid = /^\d{6}$/.test(fundCode);
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
  const [target, setTarget] = useState('');
  const [shares, setShares] = useState('');
  const [all, setAll] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<trading.TradeSubmitResult | null>(null);
  const submission = useSubmission();

  const choice = sharesRequest(all, shares);
  const request =
    info?.agreementSigned && choice && target ? { fromFundId: fundCode, toFundId: target, ...choice } : null;
  const predict = useCall(trading.superConvertPredictFee, request, { hideResult: true });
  const estimate = request ? predict.data : undefined;
  const error = request && predict.error ? predict.error.message : null;
  const targetName = info?.targets.find((fund) => fund.fundId === target)?.fundName ?? target;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (request && estimate && !error) setConfirming(true);
  };

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

  if (!valid) return <Callout intent="warning">{t('trading.common.noFund')}</Callout>;
  if (result) {
    return (
      <div className="fd-product fd-screens fd-trading">
        <SubmitResult title={t('trading.super.resultTitle')} results={[result]} />
      </div>
    );
  }

  const typeThree = (agreements.data?.agreementList ?? []).filter((item) => item.agreementType === 3);
  return (
    <div className="fd-product fd-screens fd-trading">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('trading.super.title')}</h2>
        <span className="fd-note">{t('trading.super.intro')}</span>
      </Card>
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
          <form className="fd-trading__form" onSubmit={onSubmit} noValidate>
            <dl className="fd-trading__facts">
              <dt>{t('trading.convert.from')}</dt>
              <dd>
                {info.holding.fundName}（{info.holding.fundId}）{info.holding.company}
              </dd>
            </dl>
            <FormGroup label={t('trading.convert.to')} labelFor="fd-super-target">
              <InputGroup
                aria-label={t('trading.super.toPlaceholder')}
                placeholder={t('trading.super.toPlaceholder')}
                value={keyword}
                onChange={(event) => setKeyword(event.currentTarget.value)}
              />
              <HTMLSelect
                id="fd-super-target"
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
              <SuperLegs estimate={estimate} fromName={info.holding.fundName} toName={targetName} />
            ) : null}
            <CutOffNote timing={estimate ?? info} />
            <Button
              type="submit"
              intent="primary"
              disabled={!estimate || error !== null}
              loading={submission.busy}
            >
              {t('trading.super.submit')}
            </Button>
          </form>
        )}
      </Card>
      {signing && agreements.data ? (
        <AgreementDialogs items={typeThree} sign={sign} onLogout={() => setSigning(false)} />
      ) : null}
      <PasswordConfirm
        isOpen={confirming}
        title={t('trading.super.title')}
        confirmText={t('trading.super.submit')}
        submission={submission}
        onClose={() => setConfirming(false)}
        send={async (tradePassword, idempotencyKey) => {
          if (!request) return;
          const answer = await gateway.call(
            trading.superConvertConfirm,
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
        {estimate && info ? (
          <SuperLegs estimate={estimate} fromName={info.holding.fundName} toName={targetName} />
        ) : null}
      </PasswordConfirm>
    </div>
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
          <dd>{t('trading.common.shares', { value: formatYuan(estimate.shares) })}</dd>
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
              ? t('trading.common.shares', { value: formatYuan(estimate.estimatedTargetShares) })
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
