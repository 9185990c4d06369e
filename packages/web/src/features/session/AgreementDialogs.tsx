import { useState } from 'react';
import { Button, Checkbox, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import {
  AGREEMENT_CHECKBOX_DEFAULT,
  nextSequenceStep,
  t,
  type SequenceEvent,
  type SequenceStep,
} from '@funddesk/core';
import { AgreementList, type AgreementItem } from './AgreementList';
import './session.css';

/** Props of {@link AgreementDialogs}. */
export interface AgreementDialogsProps {
  /** The agreements never signed (the batch query's agreementList). */
  items: readonly AgreementItem[];
  /** Signs them (custAgreementSign); rejects when the call fails (the notifier shows why). */
  sign: () => Promise<void>;
  /** Logs out (exit on the first or the final notice). */
  onLogout: () => void;
}

/**
 * The three-dialog sequence for agreements never signed (spec 01 §4.5, spec 02 §4): a first notice (退出 or
 * 继续; 继续 is disabled while there is nothing to read), then signing (同意 or 不同意, with the agreement
 * checkbox ticked by default), then - after 不同意 - a final notice that without agreement the service
 * cannot continue (退出 logs out, 继续阅读 returns to signing). The steps are core's `nextSequenceStep`.
 * @see spec 01 §4.5, spec 02 §4
 */
export function AgreementDialogs({ items, sign, onLogout }: AgreementDialogsProps) {
  const [step, setStep] = useState<SequenceStep>('notice');
  const [checked, setChecked] = useState(AGREEMENT_CHECKBOX_DEFAULT);

  const dispatch = (event: SequenceEvent) => {
    const next = nextSequenceStep(step, event, checked);
    setStep(next.step);
    if (next.effect === 'logout') onLogout();
    if (next.effect === 'sign') {
      sign().then(
        () => setStep((current) => nextSequenceStep(current, 'signed').step),
        () => setStep((current) => nextSequenceStep(current, 'signFailed').step),
      );
    }
  };

  const fixed = { isCloseButtonShown: false, canEscapeKeyClose: false, canOutsideClickClose: false };
  // One dialog whose content follows the step, so that steps swap without overlay transitions.
  if (step === 'notice') {
    return (
      <Dialog isOpen title={t('prompt.agreement.notice.title')} className="fd-prompt" {...fixed}>
        <DialogBody className="fd-prompt__body">
          <p>{t('prompt.agreement.notice.body')}</p>
          <AgreementList items={items} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={() => dispatch('exit')}>{t('prompt.agreement.notice.exit')}</Button>
              <Button intent="danger" disabled={items.length === 0} onClick={() => dispatch('continue')}>
                {t('prompt.agreement.notice.continue')}
              </Button>
            </>
          }
        />
      </Dialog>
    );
  }
  if (step === 'sign' || step === 'signing') {
    return (
      <Dialog isOpen title={t('prompt.agreement.sign.title')} className="fd-prompt" {...fixed}>
        <DialogBody className="fd-prompt__body">
          <p>{t('prompt.agreement.sign.intro')}</p>
          <AgreementList items={items} />
          <Checkbox
            className="fd-prompt__check"
            checked={checked}
            label={t('prompt.agreement.sign.check')}
            onChange={(e) => setChecked(e.currentTarget.checked)}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button disabled={step === 'signing'} onClick={() => dispatch('disagree')}>
                {t('prompt.agreement.sign.disagree')}
              </Button>
              <Button
                intent="danger"
                disabled={!checked}
                loading={step === 'signing'}
                onClick={() => dispatch('agree')}
              >
                {t('prompt.agreement.sign.agree')}
              </Button>
            </>
          }
        />
      </Dialog>
    );
  }
  if (step === 'final') {
    return (
      <Dialog isOpen title={t('prompt.agreement.final.title')} className="fd-prompt" {...fixed}>
        <DialogBody className="fd-prompt__body">
          <p>{t('prompt.agreement.final.body')}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={() => dispatch('exit')}>{t('prompt.agreement.final.exit')}</Button>
              <Button intent="danger" onClick={() => dispatch('back')}>
                {t('prompt.agreement.final.back')}
              </Button>
            </>
          }
        />
      </Dialog>
    );
  }
  return null;
}
