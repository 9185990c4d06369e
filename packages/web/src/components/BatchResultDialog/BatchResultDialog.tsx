import type { ReactNode } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, NonIdealState, ProgressBar } from '@blueprintjs/core';
import { t, type BatchResult } from '@funddesk/core';

/** Width of the progress dialog (spec 02 §2: 460 px). */
export const PROGRESS_DIALOG_WIDTH = 460;

/**
 * The upload progress dialog of a batch: 订单处理中，请稍候 with the progress; it cannot be closed.
 * @see spec 02 §2 (progress dialog, 460 px), §4 (progress dialog polling the result)
 */
export function BatchProgressDialog({
  isOpen,
  progress,
  children,
  actions,
}: {
  isOpen: boolean;
  progress: number;
  /** Shown under the progress (a batch's counts so far). */
  children?: ReactNode;
  /** Footer buttons (a batch's cancel); none by default. */
  actions?: ReactNode;
}) {
  return (
    <Dialog
      isOpen={isOpen}
      title={t('trade.progress.title')}
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      style={{ width: PROGRESS_DIALOG_WIDTH }}
    >
      <DialogBody>
        <ProgressBar
          value={progress / 100}
          intent="primary"
          stripes={progress < 100}
          aria-label={t('trade.progress.title')}
        />
        <p className="fd-batch-progress__value">{t('trade.progress.value', { progress })}</p>
        {children}
      </DialogBody>
      {actions ? <DialogFooter actions={actions} /> : null}
    </Dialog>
  );
}

/** Props of {@link BatchResultDialog}. */
export interface BatchResultDialogProps {
  isOpen: boolean;
  result: BatchResult;
  /** Success dialog when successSize > 0, failure dialog otherwise (spec 02 §4). */
  success: boolean;
  onClose: () => void;
  /** Texts of other batch kinds (spreadsheet batches, redemptions); the cart's by default. */
  texts?: { accepted?: string; pendingReview?: string; close?: string };
  /** Whether the failure spreadsheet was downloaded automatically (the cart, spec 02 §4); true by default. */
  failuresDownloaded?: boolean;
  /** Shown under the counts (cancelled lines, the failure advice). */
  children?: ReactNode;
  /** Footer buttons before the close button (the result download). */
  actions?: ReactNode;
}

/**
 * The batch result dialogs: success (accepted, or accepted and pending review when batchTradeStatus is
 * not 1) with the counts, or 批量交易失败; with failApplyNum > 0 both say the failure spreadsheet was
 * downloaded. Closing goes on to pending trades (the caller does it).
 * @see spec 02 §2 (batch result success and failure dialogs), §3 (batch dialog result), §4, §8
 */
export function BatchResultDialog({
  isOpen,
  result,
  success,
  onClose,
  texts = {},
  failuresDownloaded = true,
  children,
  actions,
}: BatchResultDialogProps) {
  const counts = t('trade.result.summary', {
    total: result.totalSize,
    success: result.successSize,
    fail: result.failSize,
  });
  return (
    <Dialog
      isOpen={isOpen}
      title={success ? t('trade.result.successTitle') : t('trade.result.failureTitle')}
      onClose={onClose}
      canOutsideClickClose={false}
      style={{ width: PROGRESS_DIALOG_WIDTH }}
    >
      <DialogBody>
        <NonIdealState
          icon={success ? 'tick-circle' : 'error'}
          title={
            success
              ? result.batchTradeStatus === 1
                ? (texts.accepted ?? t('trade.result.accepted'))
                : (texts.pendingReview ?? t('trade.result.pendingReview'))
              : t('trade.result.failureAll')
          }
          description={
            <>
              <p>{counts}</p>
              <p>{t('trade.result.batchSerialNo', { batchSerialNo: result.batchSerialNo })}</p>
              {result.failApplyNum > 0 && failuresDownloaded ? (
                <p>{t('trade.result.failureDownloaded')}</p>
              ) : null}
              {children}
            </>
          }
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {actions}
            <Button intent="primary" text={texts.close ?? t('trade.result.close')} onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
