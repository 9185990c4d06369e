import { useCallback, useRef, useState } from 'react';
import {
  asset,
  GatewayError,
  GENERATED_FILE_MAX_POLLS,
  GENERATED_FILE_POLLING,
  poll,
  statement,
  t,
  type DownloadedFile,
  type Statement,
} from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { isInAppBrowser, saveDownloadedFile } from '../../components/GeneratedFile/saveFile';
import { useUnmountSignal } from '../../components/GeneratedFile/useUnmountSignal';

/** Where a statement request stands. */
export type StatementRequestPhase = 'idle' | 'requesting' | 'polling' | 'downloading';

/** Options of {@link useStatementRequest}: the save step (replaceable in tests) and a hook after each poll. */
export interface StatementRequestOptions {
  save?: (file: DownloadedFile) => void;
  /** Told after each round of polls and at the end (the page refreshes its list). */
  onChange?: () => void;
}

/** State and triggers of {@link useStatementRequest}. */
export interface StatementRequest {
  phase: StatementRequestPhase;
  /** Polls made so far (0..40). */
  polls: number;
  maxPolls: number;
  busy: boolean;
  /** Requests statements (`apply`), polls them, and downloads the file when exactly one was asked for. */
  run: (apply: () => Promise<{ list: Statement[] }>) => Promise<void>;
  /** Downloads one finished statement and marks it read. @returns whether it was saved */
  download: (serialNo: string) => Promise<boolean>;
  /** The serial being downloaded by {@link download}, or null. */
  downloading: string | null;
}

/**
 * The statements flow (spec 01 §4.8 applied to spec 03 §7 exportStatementApply): request one statement per
 * account, poll each with documentResult every 3000 ms (core's `poll` with the core rule
 * `GENERATED_FILE_POLLING`), give up after 40 polls
 * with 生成文件超时 and report 生成文件失败 for a failed one; when a single statement was requested it is
 * fetched (GET pc/document/download) and saved at once, several are left in the list to download. A
 * refused request shows the gateway's message (or 当前页面访问量较大，请您稍后再试), a failed download
 * 文件下载失败; in-app browsers are refused. Leaving the page stops the polling.
 * @see spec 01 §4.8, §8; spec 03 §7, §8 (export failure)
 */
export function useStatementRequest({
  save = saveDownloadedFile,
  onChange,
}: StatementRequestOptions = {}): StatementRequest {
  const gateway = useGateway();
  const [phase, setPhase] = useState<StatementRequestPhase>('idle');
  const [polls, setPolls] = useState(0);
  const [downloading, setDownloading] = useState<string | null>(null);
  const unmountSignal = useUnmountSignal();
  const changed = useRef(onChange);
  changed.current = onChange;

  const fetchAndSave = useCallback(
    async (serialNo: string): Promise<boolean> => {
      try {
        const file = await gateway.download(asset.documentDownload, { serialNo }, { hideResult: true });
        save(file);
      } catch {
        notifier.error(t('error.downloadFailed'));
        return false;
      }
      // The read mark (spec 03 §7 /assetReport/read) is a convenience; the file is saved either way.
      await gateway
        .call(statement.assetReportRead, { reportSerialNo: serialNo }, { hideResult: true })
        .catch(() => undefined);
      changed.current?.();
      return true;
    },
    [gateway, save],
  );

  const run = useCallback(
    async (apply: () => Promise<{ list: Statement[] }>): Promise<void> => {
      if (isInAppBrowser()) {
        notifier.error(t('error.wechatDownload'));
        return;
      }
      const signal = unmountSignal();
      setPolls(0);
      setPhase('requesting');
      const finish = () => {
        if (!signal.aborted) setPhase('idle');
        changed.current?.();
      };
      let list: Statement[];
      try {
        list = (await apply()).list;
      } catch (error) {
        notifier.error(
          error instanceof GatewayError && error.message ? error.message : t('error.exportBusy'),
        );
        finish();
        return;
      }
      if (signal.aborted) return;
      changed.current?.();
      setPhase('polling');
      const status = new Map(list.map((s) => [s.serialNo, s.status]));
      const pending = () =>
        [...status.entries()].filter(([, s]) => s === 'processing').map(([serial]) => serial);
      // One poll is a round over the statements still processing; a failed call leaves its statement
      // processing (the 40-round limit still ends the flow).
      const outcome = await poll({
        fetch: async () => {
          for (const serialNo of pending()) {
            if (signal.aborted) break;
            try {
              const answer = await gateway.call(asset.documentResult, { serialNo }, { hideResult: true });
              status.set(serialNo, answer.status);
            } catch {
              // Found nothing yet.
            }
          }
          return pending().length;
        },
        isDone: (left) => left === 0,
        onAnswer: (_left, made) => {
          setPolls(made);
          changed.current?.();
        },
        ...GENERATED_FILE_POLLING,
        signal,
      });
      if (outcome.kind === 'aborted') return;
      if (outcome.kind === 'exhausted') {
        notifier.error(t('error.fileTimeout'));
        finish();
        return;
      }
      const failed = [...status.values()].filter((s) => s === 'failed').length;
      if (failed > 0) notifier.error(t('error.fileFailed'));
      const done = [...status.entries()].filter(([, s]) => s === 'done').map(([serial]) => serial);
      if (list.length === 1 && done.length === 1 && done[0]) {
        setPhase('downloading');
        if (await fetchAndSave(done[0])) notifier.success(t('screens.file.done'));
      } else if (done.length > 0) notifier.success(t('statements.web.allDone'));
      finish();
    },
    [gateway, fetchAndSave, unmountSignal],
  );

  const download = useCallback(
    async (serialNo: string): Promise<boolean> => {
      if (isInAppBrowser()) {
        notifier.error(t('error.wechatDownload'));
        return false;
      }
      setDownloading(serialNo);
      const ok = await fetchAndSave(serialNo);
      if (!unmountSignal().aborted) setDownloading(null);
      return ok;
    },
    [fetchAndSave, unmountSignal],
  );

  return {
    phase,
    polls,
    maxPolls: GENERATED_FILE_MAX_POLLS,
    busy: phase !== 'idle',
    run,
    download,
    downloading,
  };
}
