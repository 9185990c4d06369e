import { useState, type FormEvent, type ReactNode } from 'react';
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { z } from 'zod';
import { t, type CallDef, type trading } from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { CutOffNote, PasswordConfirm, type Timing } from './parts';
import { SharesField, SharesSubmit, useSharesInput, type SharesInput } from './sharesForm';
import { useSubmission, type Submission } from './submission';

/** The request of a conversion estimate, the same for convert and super convert (spec 02 §7). */
export type ConversionRequest = z.input<(typeof trading.convertPredictFee)['request']>;

/**
 * The calls of one kind of conversion: convert (`convertPredictFee`, `convertConfirm`) or super convert
 * (`superConvertPredictFee`, `superConvertConfirm`); `E` is the estimate the predict call answers.
 */
export interface ConversionCalls<E extends Timing> {
  predict: CallDef<(typeof trading.convertPredictFee)['request'], z.ZodType<E>>;
  confirm: typeof trading.convertConfirm | typeof trading.superConvertConfirm;
}

/** State of {@link useConversion}. */
export interface Conversion<E extends Timing> {
  submission: Submission;
  /** The chosen target fund code ('' until chosen). */
  target: string;
  /** Chooses the target; the form changed, so the submission is reset. */
  pickTarget: (fundId: string) => void;
  shares: SharesInput;
  /** The request judged by the server, or null while the source, target or shares are not there yet. */
  request: ConversionRequest | null;
  /** The server's estimate of `request`. */
  estimate: E | undefined;
  /** The server's refusal of `request` (a catalogue message), or null. */
  error: string | null;
  /** Whether the trade-password dialog is open. */
  confirming: boolean;
  onSubmit: (event: FormEvent) => void;
  closeConfirm: () => void;
  /** Places the conversion with the password and key, sending the trade day shown (spec 02 §1). */
  send: (tradePassword: string, idempotencyKey: string) => Promise<void>;
  /** The placed order, once placed. */
  result: trading.TradeSubmitResult | null;
}

/**
 * The flow of a conversion form (convert or super convert) from the held fund `fromFundId`: the target and
 * the shares or 全部, the server's estimate while `ready` (the pre-info answered; super convert: with
 * agreement type 3 signed), the trade password, then confirm with the submission's idempotency key and
 * the trade day of the estimate.
 * @see spec 02 §2 commonTransform, superTransform, §7 (predict fee, confirm); issue 12 §4
 */
export function useConversion<E extends Timing>(
  calls: ConversionCalls<E>,
  fromFundId: string,
  ready: boolean,
): Conversion<E> {
  const gateway = useGateway();
  const submission = useSubmission();
  const [target, setTarget] = useState('');
  const shares = useSharesInput(submission.reset);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<trading.TradeSubmitResult | null>(null);

  const request =
    ready && shares.choice && target ? { fromFundId, toFundId: target, ...shares.choice } : null;
  const predict = useCall(calls.predict, request, { hideResult: true });
  const estimate = request ? predict.data : undefined;
  const error = request && predict.error ? predict.error.message : null;

  return {
    submission,
    target,
    pickTarget: (fundId) => {
      setTarget(fundId);
      submission.reset();
    },
    shares,
    request,
    estimate,
    error,
    confirming,
    onSubmit: (event) => {
      event.preventDefault();
      if (request && estimate && !error) setConfirming(true);
    },
    closeConfirm: () => setConfirming(false),
    send: async (tradePassword, idempotencyKey) => {
      if (!request) return;
      const answer = await gateway.call(
        calls.confirm,
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
    },
    result,
  };
}

/** The select of a conversion's target fund: the placeholder, then each target as 名称（代码）. */
export function TargetSelect<E extends Timing>({
  id,
  autoFocus,
  targets,
  flow,
}: {
  id: string;
  autoFocus?: boolean;
  targets: readonly trading.ConvertTarget[];
  flow: Conversion<E>;
}) {
  return (
    <HTMLSelect
      id={id}
      autoFocus={autoFocus}
      value={flow.target}
      fill
      onChange={(event) => flow.pickTarget(event.currentTarget.value)}
    >
      <option value="">{t('trading.convert.toPlaceholder')}</option>
      {targets.map((fund) => (
        <option key={fund.fundId} value={fund.fundId}>
          {fund.fundName}（{fund.fundId}）
        </option>
      ))}
    </HTMLSelect>
  );
}

/**
 * The form of a conversion over its pre-info `info`: the source holding (转出基金), the target picker under
 * 转入基金 (`picker`, labelled by the control `targetFor`), the shares or 全部, the estimate (`children`),
 * the trading-day note of the estimate (of the pre-info before one answers) and the submit button.
 * @see spec 02 §2 commonTransform, superTransform; issue 12 §4
 */
export function ConversionForm<E extends Timing>({
  flow,
  info,
  targetFor,
  picker,
  submitText,
  children,
}: {
  flow: Conversion<E>;
  /** The convert or super convert preInfo: the source holding and the timing of an order placed now. */
  info: Timing & { holding: trading.SaleableHolding };
  targetFor: string;
  picker: ReactNode;
  submitText: string;
  children?: ReactNode;
}) {
  const { holding } = info;
  return (
    <form className="fd-trading__form" onSubmit={flow.onSubmit} noValidate>
      <dl className="fd-trading__facts">
        <dt>{t('trading.convert.from')}</dt>
        <dd>
          {holding.fundName}（{holding.fundId}）{holding.company}
        </dd>
      </dl>
      <FormGroup label={t('trading.convert.to')} labelFor={targetFor}>
        {picker}
      </FormGroup>
      <SharesField
        label={t('trading.convert.shares')}
        placeholder={t('trading.convert.sharesPlaceholder')}
        available={holding.availableShares}
        error={flow.error}
        {...flow.shares.field}
      />
      {children}
      <CutOffNote timing={flow.estimate ?? info} />
      <SharesSubmit estimate={flow.estimate} error={flow.error} busy={flow.submission.busy}>
        {submitText}
      </SharesSubmit>
    </form>
  );
}

/** The trade-password step of a conversion: {@link PasswordConfirm} over the flow's `send`. */
export function ConversionConfirm<E extends Timing>({
  flow,
  title,
  confirmText,
  children,
}: {
  flow: Conversion<E>;
  title: string;
  confirmText: string;
  children?: ReactNode;
}) {
  return (
    <PasswordConfirm
      isOpen={flow.confirming}
      title={title}
      confirmText={confirmText}
      submission={flow.submission}
      onClose={flow.closeConfirm}
      send={flow.send}
    >
      {children}
    </PasswordConfirm>
  );
}
