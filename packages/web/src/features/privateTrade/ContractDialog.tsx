import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, NonIdealState, Spinner } from '@blueprintjs/core';
import { t } from '@funddesk/core';
import '../../components/PdfDialog/PdfDialog.css';

const PdfViewer = lazy(() => import('../../components/PdfDialog/PdfViewer'));

/** Slack when deciding that the reader is at the bottom (sub-pixel scroll positions). */
const BOTTOM_SLACK_PX = 4;
const PAGE_WIDTH = 700;

/** Props of {@link ContractDialog}. */
export interface ContractDialogProps {
  isOpen: boolean;
  /** The dialog's title: the contract's file name. */
  title: string;
  /** Fetches the contract PDF (deal/down_load_contracts). */
  load: () => Promise<Uint8Array>;
  /** The confirm button, or none to only read (a signed contract). */
  confirmText?: string;
  busy?: boolean;
  onConfirm?: () => void;
  onClose: () => void;
}

/**
 * The e-contract in the existing pdf.js viewer (components/PdfDialog/PdfViewer): the confirm button is enabled
 * once the contract has been scrolled to its bottom (as the summary PDFs, spec 03 §4); a load failure says
 * pdf加载出错，请重试！ with a retry.
 * @see issue 13 §4 (the contract PDF shown in pdf.js), spec 01 §8
 */
export function ContractDialog({
  isOpen,
  title,
  load,
  confirmText,
  busy,
  onConfirm,
  onClose,
}: ContractDialogProps) {
  const [bytes, setBytes] = useState<Uint8Array | null>(null);
  const [failed, setFailed] = useState(false);
  const [read, setRead] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    let cancelled = false;
    setBytes(null);
    setFailed(false);
    setRead(false);
    load().then(
      (data) => !cancelled && setBytes(data),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [isOpen, load, attempt]);

  const checkBottom = useCallback(() => {
    const el = scroller.current;
    if (el && el.scrollTop + el.clientHeight >= el.scrollHeight - BOTTOM_SLACK_PX) setRead(true);
  }, []);

  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={onClose}
      canOutsideClickClose={false}
      className="fd-pdf-dialog"
    >
      <DialogBody className="fd-pdf-dialog__body" useOverflowScrollContainer={false}>
        <div
          ref={scroller}
          className="fd-pdf-dialog__scroller"
          data-testid="contract-scroller"
          onScroll={checkBottom}
          tabIndex={0}
          role="region"
          aria-label={title}
        >
          {failed ? (
            <NonIdealState
              icon="error"
              title={t('error.pdfLoad')}
              action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('privateTrade.retry')}</Button>}
            />
          ) : bytes ? (
            <Suspense fallback={<Spinner size={24} aria-label={t('trading.common.loading')} />}>
              <PdfViewer
                data={bytes}
                width={PAGE_WIDTH}
                onRendered={checkBottom}
                onError={() => setFailed(true)}
              />
            </Suspense>
          ) : (
            <Spinner size={24} aria-label={t('trading.common.loading')} />
          )}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('trading.common.cancel')}</Button>
            {confirmText && onConfirm ? (
              <Button intent="primary" disabled={!read || !bytes} loading={busy ?? false} onClick={onConfirm}>
                {confirmText}
              </Button>
            ) : null}
          </>
        }
      >
        {confirmText && !read ? (
          <span className="fd-pdf-dialog__hint">{t('trade.pdf.scrollHint')}</span>
        ) : null}
      </DialogFooter>
    </Dialog>
  );
}
