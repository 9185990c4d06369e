import { useState } from 'react';
import { Button, Checkbox, Dialog, DialogBody, Radio, RadioGroup } from '@blueprintjs/core';
import {
  lookupError,
  privateFunds,
  selfConfirmPayloadOf,
  showsProfessionalStatement,
  t,
  validateIdentification,
  type CallResponse,
  type FinanceChoice,
  type HistoryChoice,
  type InvestType,
} from '@funddesk/core';
import { useMutationCall } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { investTypeText } from './labels';

/** An application as selfConfirm answers it. */
export type SubmittedApplication = CallResponse<typeof privateFunds.selfConfirmSubmit>;

/** Props of {@link IdentificationForm}. */
export interface IdentificationFormProps {
  /** The investor type applied for (spec 02 §4 '1' private, '2' professional, '3' asset-management). */
  investType: InvestType;
  /**
   * Private trade mode (spec 02 §4): the answers of the last confirmation are shown read-only until 重新认定,
   * the e-signature consent is asked, and 确认 stays disabled until the conditions are met.
   */
  tradeMode?: boolean;
  /** The last answers (selfConfirmInfo's investYears / financialCondition), '' when none. */
  initialHistory?: string;
  initialFinance?: string;
  /** Called after the application was accepted; in trade mode also after a failure (the dialog closes either way). */
  onDone: (application: SubmittedApplication | null) => void;
  /** Shown as a 取消 button when given. */
  onCancel?: () => void;
}

const asHistory = (value: string | undefined): HistoryChoice | null =>
  value === '0' || value === '1' ? value : null;
const asFinance = (value: string | undefined): FinanceChoice | null =>
  value === '0' || value === '1' ? value : null;

/**
 * The investor identification form (spec 02 §4 "Investor identification dialog", §5 investor confirm; issue 13
 * §2): investment history 0 (over 1 year) or 1 (under 1 year), financial condition 0 (net assets >= 10 million)
 * or 1 (and financial assets >= 5 million), the statement about converting to a professional investor for
 * history 0 with finance 1, the e-signature consent in private trade mode, 重新认定 and 确认. The checks are core
 * validateIdentification (请选择您的投资经历, 请选择您的财务条件 …); the server checks the same.
 */
export function IdentificationForm({
  investType,
  tradeMode = false,
  initialHistory,
  initialFinance,
  onDone,
  onCancel,
}: IdentificationFormProps) {
  const [history, setHistory] = useState<HistoryChoice | null>(asHistory(initialHistory));
  const [finance, setFinance] = useState<FinanceChoice | null>(asFinance(initialFinance));
  const [statement, setStatement] = useState(false);
  const [eSign, setESign] = useState(false);
  const [editing, setEditing] = useState(!tradeMode || asHistory(initialHistory) === null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useMutationCall(privateFunds.selfConfirmSubmit);
  const answers = {
    history,
    finance,
    investType,
    professionalStatement: statement,
    eSignConsent: eSign,
    eSignRequired: tradeMode,
  };
  const refusal = validateIdentification(answers);
  const confirm = async () => {
    if (refusal) {
      setProblem(t(lookupError(refusal.code).message, refusal.params));
      return;
    }
    setProblem(null);
    try {
      const application = await submit.trigger({
        ...selfConfirmPayloadOf(history!, finance!, investType),
        professionalStatement: statement,
        eSignConsent: eSign,
        eSignRequired: tradeMode,
      });
      notifier.success(
        t('private.qualify.submitted', { from: application.expectedFrom, by: application.expectedBy }),
      );
      onDone(application);
    } catch {
      // The notifier showed the refusal; in private trade mode the dialog closes either way (spec 02 §4).
      if (tradeMode) onDone(null);
    }
  };
  return (
    <div className="fd-pf-form" data-testid="identification-form">
      <p className="fd-note">
        {investTypeText(investType)} · {t('private.qualify.reaccreditation')}
      </p>
      {tradeMode && !editing ? <p className="fd-note">{t('private.qualify.readOnlyHint')}</p> : null}
      <RadioGroup
        label={t('private.qualify.history')}
        name="history"
        disabled={!editing}
        selectedValue={history ?? undefined}
        onChange={(event) => setHistory(event.currentTarget.value as HistoryChoice)}
      >
        <Radio value="0" label={t('private.qualify.history.0')} />
        <Radio value="1" label={t('private.qualify.history.1')} />
      </RadioGroup>
      <RadioGroup
        label={t('private.qualify.finance')}
        name="finance"
        disabled={!editing}
        selectedValue={finance ?? undefined}
        onChange={(event) => setFinance(event.currentTarget.value as FinanceChoice)}
      >
        <Radio value="0" label={t('private.qualify.finance.0')} />
        <Radio value="1" label={t('private.qualify.finance.1')} />
      </RadioGroup>
      {showsProfessionalStatement(history, finance) ? (
        <div className="fd-pf-statement" data-testid="professional-statement">
          <p>{t('private.qualify.statement')}</p>
          <Checkbox
            checked={statement}
            label={t('private.qualify.statementCheck')}
            onChange={(event) => setStatement(event.currentTarget.checked)}
          />
        </div>
      ) : null}
      {tradeMode ? (
        <Checkbox
          checked={eSign}
          label={t('private.qualify.eSign')}
          onChange={(event) => setESign(event.currentTarget.checked)}
        />
      ) : null}
      {problem ? (
        <p className="fd-px-warn" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="fd-pf-actions">
        {onCancel ? <Button text={t('private.qualify.cancel')} onClick={onCancel} /> : null}
        {tradeMode ? (
          <Button
            text={t('private.qualify.redo')}
            onClick={() => {
              setEditing(true);
              setHistory(null);
              setFinance(null);
              setStatement(false);
            }}
          />
        ) : null}
        <Button
          intent="primary"
          text={t('private.qualify.confirm')}
          loading={submit.isMutating}
          disabled={tradeMode && refusal !== null}
          onClick={() => void confirm()}
        />
      </div>
    </div>
  );
}

/** Props of {@link IdentificationDialog}. */
export interface IdentificationDialogProps extends Omit<IdentificationFormProps, 'onCancel'> {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The investor-qualification dialog (spec 02 §2 UI pieces, §4): {@link IdentificationForm} in a dialog titled
 * 合格投资者认定. The private trade flow opens it with `tradeMode`; it closes after 确认 whatever the answer.
 */
export function IdentificationDialog({ isOpen, onClose, onDone, ...form }: IdentificationDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('private.authDialog.title')} className="fd-pf-dialog">
      <DialogBody>
        <IdentificationForm
          {...form}
          onCancel={onClose}
          onDone={(application) => {
            onDone(application);
            onClose();
          }}
        />
      </DialogBody>
    </Dialog>
  );
}
