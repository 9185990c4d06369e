import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@blueprintjs/core';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import { t } from '@funddesk/core';

GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** Props of {@link PdfViewer}. */
export interface PdfViewerProps {
  /** The PDF's bytes. */
  data: Uint8Array;
  /** Rendered width of a page in CSS pixels. */
  width: number;
  /** Called once every page has been drawn (the dialog then checks whether it already fits). */
  onRendered: () => void;
  onError: () => void;
}

/**
 * Draws every page of a PDF onto canvases with pdf.js. This module holds the only import of
 * pdfjs-dist, so that the library and its worker load in their own chunk when a PDF is first shown.
 * @see spec 03 §4 (summary PDF dialog; the viewer reports reaching the bottom — the dialog measures it)
 */
export default function PdfViewer({ data, width, onRendered, onError }: PdfViewerProps) {
  const host = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(true);
  const callbacks = useRef({ onRendered, onError });
  callbacks.current = { onRendered, onError };

  useEffect(() => {
    let cancelled = false;
    // pdf.js takes ownership of (and detaches) the buffer it is given: pass a copy.
    const task = getDocument({ data: data.slice() });
    void (async () => {
      try {
        const pdf = await task.promise;
        const target = host.current;
        if (!target) return;
        target.replaceChildren();
        for (let index = 1; index <= pdf.numPages; index += 1) {
          const page = await pdf.getPage(index);
          if (cancelled) return;
          const base = page.getViewport({ scale: 1 });
          const scale = width / base.width;
          const ratio = window.devicePixelRatio || 1;
          const viewport = page.getViewport({ scale: scale * ratio });
          const canvas = document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
          canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
          canvas.className = 'fd-pdf__page';
          target.appendChild(canvas);
          await page.render({ canvas, viewport }).promise;
        }
        if (!cancelled) {
          setLoading(false);
          callbacks.current.onRendered();
        }
      } catch {
        if (!cancelled) callbacks.current.onError();
      }
    })();
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [data, width]);

  return (
    <>
      {loading ? <Spinner size={24} aria-label={t('trade.pdf.loading')} /> : null}
      <div ref={host} className="fd-pdf__pages" />
    </>
  );
}
