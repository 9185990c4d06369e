import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import {
  nextUpgradeStep,
  startUpgrade,
  t,
  upgradeCountdownLeft,
  type UpgradeEvent,
  type UpgradeLeaveMark,
  type UpgradeStep,
  type UpgradeTransition,
} from '@funddesk/core';
import { AgreementList, type AgreementItem } from './AgreementList';
import './session.css';

/** A text of the upgrade dialog (alterMsgDto / alterMsgDtoTwo). */
export interface AlterMsg {
  title: string;
  content: string;
}

/** Props of {@link UpgradeAgreementDialog}. */
export interface UpgradeAgreementDialogProps {
  /** The first dialog's text (alterMsgDto). */
  first: AlterMsg;
  /** The second dialog's text (alterMsgDtoTwo). */
  second: AlterMsg | null;
  items: readonly AgreementItem[];
  /** Signs the agreements (custAgreementSign); rejects when the call fails. */
  sign: () => Promise<void>;
  /** Records a leave mark with the current path and this business type (71-76). */
  recordMark: (businessType: UpgradeLeaveMark) => void;
  onLogout: () => void;
  /** Clock for the countdown (ms); Date.now by default. */
  now?: () => number;
}

/** How often the countdown redraws (ms). */
const TICK_MS = 250;

/**
 * The three-step upgrade dialog (spec 01 §4.5, spec 02 §4): the first shows what changed and enables
 * 我已阅读并知晓 after a 3 s countdown; it leads to the second, whose 同意并签署 signs; 取消 on either opens
 * the third, which asks to log out - its cancel 退出登录 logs out, 返回阅读 reopens the first. Every step
 * records a leave mark (71-76, core `upgradeLeaveMarks`).
 * @see spec 01 §4.5, §7.6b, §9 (3 s); spec 02 §4
 */
export function UpgradeAgreementDialog({
  first,
  second,
  items,
  sign,
  recordMark,
  onLogout,
  now = Date.now,
}: UpgradeAgreementDialogProps) {
  const [step, setStep] = useState<UpgradeStep>(1);
  const [shownAt, setShownAt] = useState(now);
  const [tick, setTick] = useState(0);
  const started = useRef(false);
  const left = upgradeCountdownLeft(now() - shownAt);
  void tick;

  const apply = (transition: UpgradeTransition) => {
    setStep(transition.step);
    if (transition.leaveMark !== undefined) recordMark(transition.leaveMark);
    if (transition.step === 1) setShownAt(now());
    if (transition.effect === 'logout') onLogout();
    if (transition.effect === 'sign') {
      sign().then(
        () => setStep((current) => nextUpgradeStep(current, 'signed').step),
        () => setStep((current) => nextUpgradeStep(current, 'signFailed').step),
      );
    }
  };
  const dispatch = (event: UpgradeEvent) => apply(nextUpgradeStep(step, event, now() - shownAt));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    apply(startUpgrade());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the opening is recorded once
  }, []);

  useEffect(() => {
    if (step !== 1 || left === 0) return;
    const timer = setInterval(() => setTick((n) => n + 1), TICK_MS);
    return () => clearInterval(timer);
  }, [step, left]);

  const fixed = { isCloseButtonShown: false, canEscapeKeyClose: false, canOutsideClickClose: false };
  // One dialog whose content follows the step, so that steps swap without overlay transitions.
  if (step === 1) {
    return (
      <Dialog isOpen title={first.title} className="fd-prompt" {...fixed}>
        <DialogBody className="fd-prompt__body">
          <div className="fd-prompt__text">{first.content}</div>
          <AgreementList items={items} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={() => dispatch('cancel')}>{t('prompt.upgrade.cancel')}</Button>
              <Button intent="danger" disabled={left > 0} onClick={() => dispatch('read')}>
                {left > 0 ? t('prompt.upgrade.first.countdown', { N: left }) : t('prompt.upgrade.first.read')}
              </Button>
            </>
          }
        />
      </Dialog>
    );
  }
  if (step === 2 || step === 'signing') {
    return (
      <Dialog
        isOpen
        title={second?.title ?? t('prompt.upgrade.second.title')}
        className="fd-prompt"
        {...fixed}
      >
        <DialogBody className="fd-prompt__body">
          {second ? <p>{second.content}</p> : null}
          <AgreementList items={items} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button disabled={step === 'signing'} onClick={() => dispatch('cancel')}>
                {t('prompt.upgrade.cancel')}
              </Button>
              <Button intent="danger" loading={step === 'signing'} onClick={() => dispatch('agree')}>
                {t('prompt.upgrade.second.agree')}
              </Button>
            </>
          }
        />
      </Dialog>
    );
  }
  if (step === 3) {
    return (
      <Dialog isOpen title={t('prompt.upgrade.third.title')} className="fd-prompt" {...fixed}>
        <DialogBody className="fd-prompt__body">
          <p>{t('prompt.upgrade.third.body')}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={() => dispatch('logout')}>{t('prompt.upgrade.third.logout')}</Button>
              <Button intent="danger" onClick={() => dispatch('back')}>
                {t('prompt.upgrade.third.back')}
              </Button>
            </>
          }
        />
      </Dialog>
    );
  }
  return null;
}
