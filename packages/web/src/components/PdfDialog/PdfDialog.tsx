import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Tab, Tabs } from '@blueprintjs/core';
import { t, type SummaryPdf } from '@funddesk/core';
import { tabPanelProps } from '../TabPanel/tabPanel';
import { atBottom, PdfPane, usePdfBytes } from './PdfPane';
import './PdfDialog.css';

/** Delay before another PDF shows (spec 03 §4: switching between PDFs has a 200 ms delay). */
export const PDF_SWITCH_DELAY_MS = 200;

/** Props of {@link PdfDialog}. */
export interface PdfDialogProps {
  isOpen: boolean;
  pdfs: readonly SummaryPdf[];
  /** Fetches a summary PDF's bytes (gateway.download(viewAttachmentPdf, { anyshareId })). */
  load: (anyshareId: string) => Promise<Uint8Array>;
  /** Resolves with the list of PDFs once each has been read to the bottom and agreed. */
  onConfirm: (pdfs: readonly SummaryPdf[]) => void;
  onCancel: () => void;
}

/**
 * The product-summary PDF dialog, titled by the fund: one tab per PDF, starting at index 0 with confirm
 * disabled; confirm 确认已完整阅读并同意 is enabled only once the current PDF has been scrolled to its
 * bottom. Confirming a PDF moves to the next after 200 ms; confirming the last resolves with the list.
 * With no PDFs the dialog resolves at once.
 *
 * @see spec 03 §4 (summary PDF dialog), spec 02 §2 (titled by the fund, button), §4 (each must be
 *   scrolled to the bottom; no PDFs resolves immediately), spec 01 §8 (pdf加载出错，请重试！)
 */
export function PdfDialog({ isOpen, pdfs, load, onConfirm, onCancel }: PdfDialogProps) {
  const [index, setIndex] = useState(0);
  const [read, setRead] = useState<ReadonlySet<number>>(new Set());
  const [switching, setSwitching] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!isOpen) return;
    setIndex(0);
    setRead(new Set());
    if (pdfs.length === 0) onConfirm([]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, [isOpen]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const current = pdfs[index];
  const loadCurrent = useCallback(
    () => (current ? load(current.summaryPdf) : Promise.reject(new Error('no PDF'))),
    [load, current],
  );
  const pdf = usePdfBytes(isOpen && current !== undefined, loadCurrent);

  const checkBottom = useCallback(() => {
    if (atBottom(scroller.current)) {
      setRead((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));
    }
  }, [index]);

  const switchTo = (next: number) => {
    setSwitching(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setIndex(next);
      setSwitching(false);
      scroller.current?.scrollTo({ top: 0 });
    }, PDF_SWITCH_DELAY_MS);
  };

  const confirm = () => {
    const unread = pdfs.findIndex((_pdf, i) => !read.has(i));
    if (unread < 0) onConfirm(pdfs);
    else switchTo(unread);
  };

  if (!current) return null;
  return (
    <Dialog
      isOpen={isOpen}
      title={t('trade.pdf.title', { fundName: current.fundName })}
      onClose={onCancel}
      canOutsideClickClose={false}
      className="fd-pdf-dialog"
    >
      {pdfs.length > 1 ? (
        <Tabs
          id="fd-pdf-tabs"
          selectedTabId={index}
          onChange={(id) => switchTo(Number(id))}
          className="fd-pdf-dialog__tabs"
        >
          {pdfs.map((pdf, i) => (
            <Tab key={pdf.fundId} id={i} title={pdf.fundName} />
          ))}
        </Tabs>
      ) : null}
      <DialogBody className="fd-pdf-dialog__body" useOverflowScrollContainer={false}>
        <div
          ref={scroller}
          className="fd-pdf-dialog__scroller"
          data-testid="pdf-scroller"
          onScroll={checkBottom}
          // A scroll region a keyboard can reach and scroll (WCAG 2.1.1; axe scrollable-region-focusable),
          // named by its fund; with several funds it is the selected tab's panel.
          tabIndex={0}
          {...(pdfs.length > 1
            ? tabPanelProps('fd-pdf-tabs', index)
            : { role: 'region', 'aria-label': t('web.a11y.pdfContent', { fundName: current.fundName }) })}
        >
          <PdfPane
            pdf={pdf}
            ready={!switching}
            onRendered={checkBottom}
            loadingLabel={t('trade.pdf.loading')}
            retryText={t('web.common.retry')}
          />
        </div>
      </DialogBody>
      <DialogFooter
        minimal
        actions={
          <>
            <span className="fd-pdf-dialog__hint">{read.has(index) ? null : t('trade.pdf.scrollHint')}</span>
            <Button
              intent="primary"
              text={t('trade.pdf.confirm')}
              disabled={!read.has(index) || switching}
              onClick={confirm}
            />
          </>
        }
      />
    </Dialog>
  );
}
