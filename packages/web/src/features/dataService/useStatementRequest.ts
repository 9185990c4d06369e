import { useCallback, useRef, useState } from 'react';
import {
  asset,
  GatewayError,
  GENERATED_FILE_MAX_POLLS,
  nextGeneratedFileStep,
  statement,
  t,
  type DownloadedFile,
  type Statement,
} from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { isInAppBrowser, saveDownloadedFile } from '../../components/GeneratedFile/saveFile';
import { usePollingTimer } from '../../components/GeneratedFile/usePollingTimer';

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
 * account, poll each with documentResult every 3000 ms following the core rule, give up after 40 polls
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
  const { alive, wait } = usePollingTimer();
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
      setPolls(0);
      setPhase('requesting');
      const finish = () => {
        if (alive.current) setPhase('idle');
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
      if (!alive.current) return;
      changed.current?.();
      setPhase('polling');
      const status = new Map(list.map((s) => [s.serialNo, s.status]));
      const pending = () =>
        [...status.entries()].filter(([, s]) => s === 'processing').map(([serial]) => serial);
      let made = 0;
      for (;;) {
        const step = nextGeneratedFileStep(made, pending().length === 0 ? 'done' : 'processing');
        if (step.kind === 'fail') {
          notifier.error(t('error.fileTimeout'));
          finish();
          return;
        }
        if (step.kind === 'download') break;
        await wait(step.delayMs);
        if (!alive.current) return;
        for (const serialNo of pending()) {
          try {
            const answer = await gateway.call(asset.documentResult, { serialNo }, { hideResult: true });
            status.set(serialNo, answer.status);
          } catch {
            // A failed poll counts as one that found nothing yet; the 40-poll limit still ends the flow.
          }
          if (!alive.current) return;
        }
        made = step.poll;
        setPolls(made);
        changed.current?.();
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
    [gateway, fetchAndSave, alive, wait],
  );

  const download = useCallback(
    async (serialNo: string): Promise<boolean> => {
      if (isInAppBrowser()) {
        notifier.error(t('error.wechatDownload'));
        return false;
      }
      setDownloading(serialNo);
      const ok = await fetchAndSave(serialNo);
      if (alive.current) setDownloading(null);
      return ok;
    },
    [fetchAndSave, alive],
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
