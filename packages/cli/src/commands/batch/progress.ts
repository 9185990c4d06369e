import { t } from '@funddesk/core';
import type { Writer } from '../../context.js';

/** What the progress display shows of a batch status (the contract's BatchStatus fields). */
export interface ProgressFigures {
  progress: number;
  totalSize: number;
  successSize: number;
  failSize: number;
  cancelledSize: number;
}

/** The progress of a batch on stderr while it is polled. */
export interface ProgressDisplay {
  update(status: ProgressFigures): void;
  /** Ends the display (the bar's line is kept). Safe to call twice. */
  stop(): void;
}

/** Orders of a batch already processed: succeeded, failed or cancelled. */
export function processedCount(status: ProgressFigures): number {
  return status.successSize + status.failSize + status.cancelledSize;
}

/**
 * Plain progress for a stderr that is not a terminal (a log file, CI): one line each time the
 * percentage changes (`下单进度 40%（已处理 200/500 笔）`), nothing for a repeat.
 */
export function createLineProgress(stderr: Writer): ProgressDisplay {
  let last = -1;
  return {
    update(status) {
      if (status.progress === last) return;
      last = status.progress;
      stderr.write(
        `${t('cli.batch.progressLine', {
          progress: status.progress,
          processed: processedCount(status),
          total: status.totalSize,
        })}\n`,
      );
    },
    stop() {
      last = -1;
    },
  };
}

/**
 * The terminal's progress bar (cli-progress, on stderr, redrawn in place):
 * `下单进度 [████░░░░] 40% 200/500 笔 成功 198 失败 2`. Loaded only when a bar is shown, so that
 * `funddesk --help` does not pay for it.
 */
export async function createBarProgress(stream: NodeJS.WritableStream): Promise<ProgressDisplay> {
  const { default: cliProgress } = await import('cli-progress');
  const bar = new cliProgress.SingleBar({
    stream,
    format: t('cli.batch.progressBar'),
    barsize: 24,
    barCompleteChar: '█',
    barIncompleteChar: '░',
    hideCursor: false,
    clearOnComplete: false,
    fps: 10,
  });
  let started = false;
  let stopped = false;
  return {
    update(status) {
      if (stopped) return;
      const payload = {
        processed: processedCount(status),
        totalSize: status.totalSize,
        success: status.successSize,
        failed: status.failSize,
      };
      if (!started) {
        bar.start(100, status.progress, payload);
        started = true;
      } else bar.update(status.progress, payload);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      if (started) bar.stop();
    },
  };
}
