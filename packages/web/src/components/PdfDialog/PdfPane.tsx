import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { t } from '@funddesk/core';

const PdfViewer = lazy(() => import('./PdfViewer'));

/** Slack when deciding that the reader is at the bottom (sub-pixel scroll positions). */
export const BOTTOM_SLACK_PX = 4;
/** The rendered page width in CSS pixels. */
const PAGE_WIDTH = 700;

/** Whether a scroll box is scrolled to its bottom (within {@link BOTTOM_SLACK_PX}). */
export function atBottom(el: HTMLElement | null): boolean {
  return el !== null && el.scrollTop + el.clientHeight >= el.scrollHeight - BOTTOM_SLACK_PX;
}

/** The bytes of the PDF being shown, as {@link usePdfBytes} fetches them. */
export interface PdfBytes {
  /** The file, once fetched (null while fetching or after a failure). */
  bytes: Uint8Array | null;
  /** The fetch or the rendering failed (pdf加载出错，请重试！). */
  failed: boolean;
  /** Marks the PDF failed (the viewer could not render it). */
  fail: () => void;
  /** Fetches it again. */
  retry: () => void;
  /** Counts the retries (a dialog resets what depends on one fetch). */
  attempt: number;
}

/**
 * Fetches a PDF while `active` (a dialog open on it): afresh each time `active`, `load` or a retry changes; an
 * answer that comes after the dialog moved on is dropped.
 */
export function usePdfBytes(active: boolean, load: () => Promise<Uint8Array>): PdfBytes {
  const [bytes, setBytes] = useState<Uint8Array | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    setBytes(null);
    setFailed(false);
    load().then(
      (data) => !cancelled && setBytes(data),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [active, load, attempt]);
  return {
    bytes,
    failed,
    fail: () => setFailed(true),
    retry: () => setAttempt((n) => n + 1),
    attempt,
  };
}

/** Props of {@link PdfPane}. */
export interface PdfPaneProps {
  pdf: PdfBytes;
  /** False while the dialog switches to another PDF (a spinner meanwhile). */
  ready?: boolean;
  /** Called once pages are drawn (the dialog checks whether the reader is at the bottom). */
  onRendered: () => void;
  /** The spinner's accessible name and the retry button's text (already translated). */
  loadingLabel: string;
  retryText: string;
}

/**
 * What a PDF dialog's scroll box holds: the pdf.js pages once fetched, a spinner before, and pdf加载出错，请重试！
 * with a retry button after a failure.
 * @see spec 01 §8 (pdf加载出错，请重试！), spec 03 §4 (summary PDF dialog)
 */
export function PdfPane({ pdf, ready = true, onRendered, loadingLabel, retryText }: PdfPaneProps) {
  if (pdf.failed)
    return (
      <NonIdealState
        icon="error"
        description={t('error.pdfLoad')}
        action={<Button text={retryText} onClick={pdf.retry} />}
      />
    );
  if (!pdf.bytes || !ready) return <Spinner size={24} aria-label={loadingLabel} />;
  return (
    <Suspense fallback={<Spinner size={24} aria-label={loadingLabel} />}>
      <PdfViewer data={pdf.bytes} width={PAGE_WIDTH} onRendered={onRendered} onError={pdf.fail} />
    </Suspense>
  );
}
