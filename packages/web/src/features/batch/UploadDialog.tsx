import { Button, Dialog, DialogBody, DialogFooter, ProgressBar } from '@blueprintjs/core';
import { t } from '@funddesk/core';
import { PROGRESS_DIALOG_WIDTH } from '../../components/BatchResultDialog/BatchResultDialog';
import { formatBytes } from './batchText';
import type { ImportPhase } from './useBatchImport';

/** Props of {@link UploadDialog}. */
export interface UploadDialogProps {
  phase: ImportPhase;
  fileName: string;
  sent: number;
  total: number;
  onCancel: () => void;
}

/**
 * The upload progress dialog (460 px): the bytes sent as the upload transport reports them, then 正在逐行校验
 * while the server reads the rows; 取消上传 stops it. It cannot be closed otherwise.
 * @see spec 02 §2 (upload progress dialog, width 460px), §9 (uploads 120000 ms)
 */
export function UploadDialog({ phase, fileName, sent, total, onCancel }: UploadDialogProps) {
  const checking = phase === 'checking';
  const value = total > 0 ? Math.min(sent / total, 1) : 0;
  return (
    <Dialog
      isOpen={phase !== 'idle'}
      title={t('webBatch.upload.title')}
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      style={{ width: PROGRESS_DIALOG_WIDTH }}
    >
      <DialogBody>
        <p className="fd-batch-upload__file" title={fileName}>
          {fileName}
        </p>
        <ProgressBar
          value={checking ? 1 : value}
          intent="primary"
          stripes={checking}
          animate={checking}
          aria-label={t('web.a11y.progress')}
        />
        <p className="fd-batch-progress__value" role="status">
          {checking
            ? t('webBatch.upload.checking')
            : t('webBatch.upload.sent', { sent: formatBytes(sent), total: formatBytes(total) })}
        </p>
      </DialogBody>
      <DialogFooter actions={<Button text={t('webBatch.upload.cancel')} onClick={onCancel} />} />
    </Dialog>
  );
}
