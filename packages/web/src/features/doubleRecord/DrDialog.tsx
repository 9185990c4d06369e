import { useEffect, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, ProgressBar } from '@blueprintjs/core';
import {
  AUTO_JUMP_MS,
  DR_DIALOG_ACTIONS,
  t,
  UPLOAD_ESTIMATE_MS,
  type DrDialogAction,
  type DrDialogState,
  type MessageKey,
} from '@funddesk/core';
import { QrCode } from './QrCode';

/** What a dialog shows besides its state's text. */
export interface DrDialogProps {
  /** The dialog state of spec 02 §4, or null when closed. */
  state: DrDialogState | null;
  /** Pressed action (core DR_DIALOG_ACTIONS of the state); `close` when dismissed without one. */
  onAction: (action: DrDialogAction) => void;
  /** 2: failures in a row. */
  failures?: number;
  /** 22: the card fields an administrator must complete (already in Chinese). */
  missingFields?: readonly string[];
  /** 9 / 12: bytes sent and total of the upload. */
  progress?: { sent: number; total: number };
  /** 4, 6, 26, 28: the capture link (absolute URL) a phone opens or Chrome is given. */
  link?: string;
  /** 26: copies the link; resolves true when copied. */
  copy?: (text: string) => Promise<boolean>;
}

/** The intent of each action's button: the way on is primary. */
const primaryActions: ReadonlySet<DrDialogAction> = new Set([
  'retry',
  'recollect',
  'redo',
  'startRecording',
  'confirm',
  'reupload',
  'keepWaiting',
  'done',
  'recheck',
  'viewResult',
  'copyLink',
  'scanWithPhone',
  'contactService',
  'close',
]);

/**
 * The double-record dialog of one state (spec 02 §4 "Double-record and identity-check dialog states"; §8 dialog
 * texts; §9 upload estimate 60 s, auto-jump 3 s): the state's text from the catalogue and exactly its actions
 * (core DR_DIALOG_ACTIONS). 9 shows the upload's progress and has no button; 14 jumps on by itself after 3 s;
 * 4/6/28 show the link's code once 手机扫码 is pressed; 26 copies the link; 22 names the missing fields.
 */
export function DrDialog({ state, onAction, failures, missingFields, progress, link, copy }: DrDialogProps) {
  const [showQr, setShowQr] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setShowQr(false);
    setCopied(false);
  }, [state]);
  // 14: "upload succeeded, auto-jump after 3 s".
  useEffect(() => {
    if (state !== 14) return;
    const timer = setTimeout(() => onAction('viewResult'), AUTO_JUMP_MS);
    return () => clearTimeout(timer);
  }, [state, onAction]);
  if (state === null) return null;

  const percent = progress && progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 0;
  const text = t(`doubleRecord.dialog.${state}` as MessageKey, {
    N: failures ?? 0,
    seconds: state === 14 ? AUTO_JUMP_MS / 1000 : UPLOAD_ESTIMATE_MS / 1000,
  });
  const press = async (action: DrDialogAction) => {
    if (action === 'scanWithPhone') {
      setShowQr(true);
      return;
    }
    if (action === 'copyLink' && link && copy) {
      setCopied(await copy(link));
      return;
    }
    onAction(action);
  };
  // 9 (uploading) cannot be dismissed; the others close as their "close".
  const closable = state !== 9;
  return (
    <Dialog
      isOpen
      title={t('doubleRecord.dialog.title')}
      onClose={closable ? () => onAction('close') : undefined}
      isCloseButtonShown={closable}
      canEscapeKeyClose={closable}
      canOutsideClickClose={false}
      className="fd-dr-dialog"
    >
      <DialogBody>
        <p className="fd-dr-dialog__text" data-state={state}>
          {text}
        </p>
        {state === 22 && missingFields && missingFields.length > 0 && (
          <p>{t('doubleRecord.dialog.missing', { fields: missingFields.join('、') })}</p>
        )}
        {(state === 9 || state === 12) && progress && (
          <div className="fd-dr-dialog__progress">
            <ProgressBar
              value={percent / 100}
              animate={state === 9}
              aria-label={t('doubleRecord.dialog.progress', { percent })}
            />
            <span>{t('doubleRecord.dialog.progress', { percent })}</span>
          </div>
        )}
        {state === 16 && <p>{t('doubleRecord.dialog.service')}</p>}
        {showQr && link && (
          <div className="fd-dr-dialog__qr">
            <p>{t('doubleRecord.dialog.phoneHint')}</p>
            <QrCode text={link} label={t('doubleRecord.dialog.link')} />
          </div>
        )}
        {state === 26 && link && (
          <p className="fd-dr-dialog__link">
            {t('doubleRecord.dialog.link')}：<code>{link}</code>
          </p>
        )}
        {copied && <p role="status">{t('doubleRecord.dialog.copied')}</p>}
      </DialogBody>
      {DR_DIALOG_ACTIONS[state].length > 0 && (
        <DialogFooter
          actions={DR_DIALOG_ACTIONS[state].map((action) => (
            <Button
              key={action}
              intent={primaryActions.has(action) ? 'primary' : 'none'}
              onClick={() => void press(action)}
            >
              {t(`doubleRecord.action.${action}`)}
            </Button>
          ))}
        />
      )}
    </Dialog>
  );
}
