import { useCallback, useState } from 'react';
import {
  asset,
  GENERATED_FILE_MAX_POLLS,
  GENERATED_FILE_POLLING,
  poll,
  t,
  type DownloadedFile,
  type GeneratedFileStatus,
} from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { isInAppBrowser, saveDownloadedFile } from './saveFile';
import { useUnmountSignal } from './useUnmountSignal';

/** Where a generated-file flow stands. */
export type GeneratedFilePhase = 'idle' | 'requesting' | 'polling' | 'downloading';

/** State and trigger of {@link useGeneratedFile}. */
export interface GeneratedFile {
  phase: GeneratedFilePhase;
  /** Polls made so far (0..40). */
  polls: number;
  /** Polls allowed (40). */
  maxPolls: number;
  busy: boolean;
  /**
   * Runs the flow: `apply` requests the file and answers its serial number.
   * @returns whether the file was saved
   */
  run: (apply: () => Promise<{ serialNo: string }>) => Promise<boolean>;
}

/** Options of {@link useGeneratedFile}: the save step, replaceable in tests. */
export interface GeneratedFileOptions {
  save?: (file: DownloadedFile) => void;
}

/**
 * The generated-file flow: request (apply), poll documentResult every 3000 ms with core's `poll` and the
 * core rule `GENERATED_FILE_POLLING`, give up after 40 polls with 生成文件超时, 生成文件失败 when the server
 * says failed, otherwise download (documentDownload) and save the file under its name. A failing request
 * shows 当前页面访问量较大，请您稍后再试,
 * a failing download 文件下载失败; every message goes through the notifier. In-app browsers are refused.
 * Leaving the page stops the polling.
 * @see spec 01 §4.8 generated file download, §8 (生成文件超时, 生成文件失败, 文件下载失败, export failure)
 */
export function useGeneratedFile({ save = saveDownloadedFile }: GeneratedFileOptions = {}): GeneratedFile {
  const gateway = useGateway();
  const [phase, setPhase] = useState<GeneratedFilePhase>('idle');
  const [polls, setPolls] = useState(0);
  const unmountSignal = useUnmountSignal();

  const run = useCallback(
    async (apply: () => Promise<{ serialNo: string }>): Promise<boolean> => {
      if (isInAppBrowser()) {
        notifier.error(t('error.wechatDownload'));
        return false;
      }
      const signal = unmountSignal();
      setPolls(0);
      setPhase('requesting');
      const finish = (ok: boolean) => {
        if (!signal.aborted) setPhase('idle');
        return ok;
      };
      let serialNo: string;
      try {
        serialNo = (await apply()).serialNo;
      } catch {
        notifier.error(t('error.exportBusy'));
        return finish(false);
      }
      if (signal.aborted) return false;
      setPhase('polling');
      const outcome = await poll<GeneratedFileStatus>({
        fetch: async () =>
          (await gateway.call(asset.documentResult, { serialNo }, { hideResult: true })).status,
        isDone: (status) => status !== 'processing',
        onAnswer: (_status, made) => setPolls(made),
        ...GENERATED_FILE_POLLING,
        signal,
      });
      if (outcome.kind === 'aborted') return false;
      setPolls(outcome.polls);
      if (outcome.kind === 'exhausted' || outcome.answer === 'failed') {
        notifier.error(t(outcome.kind === 'exhausted' ? 'error.fileTimeout' : 'error.fileFailed'));
        return finish(false);
      }
      setPhase('downloading');
      try {
        const file = await gateway.download(asset.documentDownload, { serialNo }, { hideResult: true });
        save(file);
      } catch {
        notifier.error(t('error.downloadFailed'));
        return finish(false);
      }
      notifier.success(t('screens.file.done'));
      return finish(true);
    },
    [gateway, save, unmountSignal],
  );

  return { phase, polls, maxPolls: GENERATED_FILE_MAX_POLLS, busy: phase !== 'idle', run };
}
