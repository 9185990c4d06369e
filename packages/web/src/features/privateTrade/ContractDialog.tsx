import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { t } from '@funddesk/core';
import { atBottom, PdfPane, usePdfBytes } from '../../components/PdfDialog/PdfPane';
import '../../components/PdfDialog/PdfDialog.css';

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
  const [read, setRead] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const pdf = usePdfBytes(isOpen, load);
  // Each fetch of the contract is read afresh.
  useEffect(() => {
    if (isOpen) setRead(false);
  }, [isOpen, load, pdf.attempt]);

  const checkBottom = useCallback(() => {
    if (atBottom(scroller.current)) setRead(true);
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
          <PdfPane
            pdf={pdf}
            onRendered={checkBottom}
            loadingLabel={t('trading.common.loading')}
            retryText={t('privateTrade.retry')}
          />
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('trading.common.cancel')}</Button>
            {confirmText && onConfirm ? (
              <Button
                intent="primary"
                disabled={!read || !pdf.bytes}
                loading={busy ?? false}
                onClick={onConfirm}
              >
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
