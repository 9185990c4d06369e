import { useCallback, useEffect, useRef, useState } from 'react';
import {
  batch,
  BATCH_MAX_BYTES,
  GatewayError,
  t,
  XLSX_MEDIA_TYPE,
  type BatchImport,
  type BatchTradeType,
  type GatewayClient,
  type MessageKey,
  type UploadOptions,
} from '@funddesk/core';
import type { Notifier } from '../../app/notifier';

/**
 * Why a chosen file is refused before it is sent, or `null`: only .xlsx, not empty, at most 10 MB. The
 * server checks the same and more (FD4701..FD4704); this saves a 10 MB upload that would be refused.
 * @param file - name and size in bytes
 * @see spec 02 §7 (importExcel multipart), DESIGN §7 (size limits on uploads)
 */
export function fileProblem(file: { name: string; size: number }): MessageKey | null {
  if (!/\.xlsx$/i.test(file.name)) return 'webBatch.drop.onlyXlsx';
  if (file.size === 0) return 'webBatch.drop.empty';
  if (file.size > BATCH_MAX_BYTES) return 'webBatch.drop.tooLarge';
  return null;
}

/** A file chosen in the browser (a `File`, or a stand-in in tests). */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** Where an import stands. */
export type ImportPhase = 'idle' | 'uploading' | 'checking';

/** State and actions of {@link useBatchImport}. */
export interface BatchImportState {
  phase: ImportPhase;
  /** The name of the file being sent. */
  pendingName: string | null;
  /** Bytes sent and the total of the upload in progress. */
  sent: number;
  total: number;
  /** The last successful import (its rows validated by the server). */
  result: BatchImport | null;
  /** The last file sent (re-validated when the default account changes). */
  file: ChosenFile | null;
  /** Sends a file; a refused one shows its reason and keeps the previous result. */
  upload: (file: ChosenFile, defaultGroupId: string | null) => Promise<void>;
  /** Stops the upload in progress. */
  abort: () => void;
  /** Forgets the import (after it was placed). */
  clear: () => void;
}

/**
 * Uploads a batch spreadsheet with importExcel (multipart, 120 s) and keeps the answer: the file's
 * rows validated one by one, totals, and the duplicate-file note. Progress comes from the gateway's upload
 * transport (XMLHttpRequest in the browser); when all bytes are sent the phase becomes `checking` while
 * the server reads the rows.
 * @see spec 02 §2 (upload progress dialog), §7 (importExcel), §9 (uploads 120000 ms)
 */
export function useBatchImport(deps: {
  gateway: GatewayClient;
  notifier: Pick<Notifier, 'error' | 'handle'>;
  tradeType: BatchTradeType;
}): BatchImportState {
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [progress, setProgress] = useState({ sent: 0, total: 0 });
  const [result, setResult] = useState<BatchImport | null>(null);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [pendingName, setPendingName] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const depsRef = useRef(deps);
  depsRef.current = deps;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
    };
  }, []);

  const upload = useCallback(async (chosen: ChosenFile, defaultGroupId: string | null) => {
    const d = depsRef.current;
    const problem = fileProblem(chosen);
    if (problem) {
      d.notifier.error(t(problem));
      return;
    }
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setPhase('uploading');
    setPendingName(chosen.name);
    setProgress({ sent: 0, total: chosen.size });
    try {
      const bytes = new Uint8Array(await chosen.arrayBuffer());
      // hideResult: the refusal is shown here unless the user aborted (the client reports an abort as a
      // network failure).
      const options: UploadOptions = {
        signal: abort.signal,
        hideResult: true,
        onProgress: (sent, total) => {
          if (!mounted.current || controller.current !== abort) return;
          setProgress({ sent, total });
          if (total > 0 && sent >= total) setPhase('checking');
        },
      };
      const answer = await d.gateway.upload(
        batch.importExcel,
        { tradeType: d.tradeType, ...(defaultGroupId ? { defaultGroupId } : {}) },
        { name: chosen.name, bytes, type: chosen.type || XLSX_MEDIA_TYPE },
        options,
      );
      if (!mounted.current || controller.current !== abort) return;
      setResult(answer);
      setFile(chosen);
    } catch (failure) {
      // FD4701..FD4710, a timeout: the notifier shows it; an abort is the user's own.
      if (!abort.signal.aborted) d.notifier.handle(GatewayError.from(failure));
    } finally {
      if (mounted.current && controller.current === abort) {
        controller.current = null;
        setPhase('idle');
      }
    }
  }, []);

  const abortUpload = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setPhase('idle');
  }, []);

  const clear = useCallback(() => {
    setResult(null);
    setFile(null);
  }, []);

  return {
    phase,
    pendingName,
    sent: progress.sent,
    total: progress.total,
    result,
    file,
    upload,
    abort: abortUpload,
    clear,
  };
}
