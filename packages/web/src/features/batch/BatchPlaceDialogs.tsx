import { Alert, Button } from '@blueprintjs/core';
import { t, type BatchTradeType } from '@funddesk/core';
import { BatchProgressDialog, BatchResultDialog } from '../../components/BatchResultDialog/BatchResultDialog';
import { TradePasswordDialog } from '../../components/TradePasswordDialog/TradePasswordDialog';
import { formatDateTime } from '../trade/orderText';
import { CheckSummary } from './BatchSummary';
import { batchTexts } from './batchText';
import type { BatchPlaceFlow } from './useBatchPlaceFlow';

/** Props of {@link BatchPlaceDialogs}. */
export interface BatchPlaceDialogsProps {
  tradeType: BatchTradeType;
  flow: BatchPlaceFlow;
  /** Privilege subs_forget_password: the password dialog shows its forgot link. */
  canForget: boolean;
  /** The forgot link was pressed (the flow is already cancelled). */
  onForgot: () => void;
}

/**
 * The dialogs of the batch placing flow, one per step of {@link BatchPlaceFlow}: the trade password with
 * the check's summary, the duplicate-file confirmation, the progress dialog (counts so far, cancel of the
 * lines not yet placed, disabled at 100) with its cancel confirmation, and the result dialog (success or
 * 批量交易失败, cancelled lines, the failure advice, the result download).
 * @see spec 02 §2 (upload progress dialog 460 px; batch result dialogs), §4, §5 (trade password), §8
 */
export function BatchPlaceDialogs({ tradeType, flow, canForget, onForgot }: BatchPlaceDialogsProps) {
  const texts = batchTexts[tradeType];
  const step = flow.step;
  const status = step.kind === 'progress' ? step.status : null;
  const resultStatus = step.kind === 'result' ? step.status : null;
  const progress = status?.progress ?? 0;

  return (
    <>
      <TradePasswordDialog
        isOpen={step.kind === 'password'}
        title={t(texts.password)}
        busy={step.kind === 'password' && step.busy}
        error={step.kind === 'password' ? step.error : null}
        canForget={canForget}
        onForgot={() => {
          flow.cancel();
          onForgot();
        }}
        onConfirm={flow.submitPassword}
        onCancel={flow.cancel}
      >
        {step.kind === 'password' ? <CheckSummary check={step.check} tradeType={tradeType} /> : null}
      </TradePasswordDialog>

      <Alert
        isOpen={step.kind === 'duplicate'}
        intent="warning"
        icon="duplicate"
        cancelButtonText={t('web.common.cancel')}
        confirmButtonText={t('webBatch.duplicateConfirm.confirm')}
        onCancel={flow.cancel}
        onConfirm={flow.confirmDuplicate}
      >
        <h4 className="fd-batch-alert-title">{t('webBatch.duplicateConfirm.title')}</h4>
        <p>
          {step.kind === 'duplicate' && step.check.duplicateOf
            ? t('webBatch.duplicateConfirm.message', {
                time: formatDateTime(step.check.duplicateOf.importedAt),
                batchSerialNo: step.check.duplicateOf.batchSerialNo ?? '',
              })
            : null}
        </p>
      </Alert>

      <BatchProgressDialog
        isOpen={step.kind === 'progress'}
        progress={progress}
        actions={
          <Button
            text={t('webBatch.progress.cancel')}
            intent="danger"
            variant="outlined"
            disabled={step.kind !== 'progress' || step.cancelling || progress >= 100}
            loading={step.kind === 'progress' && step.cancelling && progress < 100}
            onClick={() => flow.askCancelBatch(true)}
          />
        }
      >
        {status ? (
          <p className="fd-batch-progress__counts">
            {t('webBatch.progress.counts', {
              total: status.totalSize,
              success: status.successSize,
              fail: status.failSize,
            })}
          </p>
        ) : null}
      </BatchProgressDialog>

      <Alert
        isOpen={step.kind === 'progress' && step.askingCancel}
        intent="danger"
        cancelButtonText={t('webBatch.cancel.keep')}
        confirmButtonText={t('webBatch.cancel.confirm')}
        onCancel={() => flow.askCancelBatch(false)}
        onConfirm={flow.cancelBatch}
      >
        <h4 className="fd-batch-alert-title">{t('webBatch.cancel.title')}</h4>
        <p>{t('webBatch.cancel.message')}</p>
      </Alert>

      {resultStatus && step.kind === 'result' ? (
        <BatchResultDialog
          isOpen
          result={resultStatus}
          success={step.success}
          onClose={flow.closeResult}
          failuresDownloaded={false}
          texts={{
            accepted: t(texts.accepted),
            pendingReview: t(texts.pendingReview),
            close: t(texts.close),
          }}
          actions={
            <Button
              icon="download"
              text={t('webBatch.result.download')}
              loading={flow.downloading}
              onClick={() => flow.downloadResult(resultStatus.batchSerialNo)}
            />
          }
        >
          {resultStatus.cancelledSize > 0 ? (
            <p>{t('webBatch.result.cancelled', { cancelled: resultStatus.cancelledSize })}</p>
          ) : null}
          {step.success && resultStatus.failSize > 0 ? <p>{t('webBatch.result.someFailed')}</p> : null}
          {!step.success ? (
            <p>
              {t('webBatch.result.failureHint', {
                hotline: t('web.hotline.number'),
                hours: t('web.hotline.hours'),
              })}
            </p>
          ) : null}
        </BatchResultDialog>
      ) : null}
    </>
  );
}
