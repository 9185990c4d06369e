import { t } from '@funddesk/core';
import type { Writer } from '../../context.js';
import { createProgressBar } from '../../progressBar.js';

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
 * The terminal's progress bar (on stderr, redrawn in place):
 * `下单进度 [████░░░░] 40% 200/500 笔 成功 198 失败 2`.
 */
export async function createBarProgress(stream: NodeJS.WritableStream): Promise<ProgressDisplay> {
  const bar = await createProgressBar<Record<string, number>>(stream, t('cli.batch.progressBar'));
  return {
    update(status) {
      bar.update(status.progress, 100, {
        processed: processedCount(status),
        totalSize: status.totalSize,
        success: status.successSize,
        failed: status.failSize,
      });
    },
    stop: () => bar.stop(),
  };
}
