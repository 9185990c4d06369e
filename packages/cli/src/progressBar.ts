import type { Writer } from './context.js';

/** A progress bar drawn in place on a terminal's stderr. */
export interface ProgressBar<P extends object> {
  /**
   * Shows `value` of `total` (the first call starts the bar) with the format's `{name}` tokens from
   * `payload`. Ignored after {@link ProgressBar.stop}.
   */
  update(value: number, total: number, payload?: P): void;
  /** Ends the bar, keeping its last line. Safe to call twice. */
  stop(): void;
}

/**
 * The CLI's one progress bar (cli-progress `SingleBar` on `stream`, 24 cells of █/░, 10 redraws a second,
 * the cursor left visible, the last line kept). cli-progress is imported only when a bar is shown, so that
 * `funddesk --help` does not pay for it. Used by `batch import|status --wait` and `statements request`.
 * @param format - a cli-progress format from the message catalogue (`{bar}`, `{value}`, `{total}`,
 *   `{percentage}` and the payload's names)
 * @see issue 4 §4 (progress bars on stderr)
 */
export async function createProgressBar<P extends object>(
  stream: NodeJS.WritableStream | Writer,
  format: string,
): Promise<ProgressBar<P>> {
  const { default: cliProgress } = await import('cli-progress');
  const bar = new cliProgress.SingleBar({
    stream: stream as NodeJS.WritableStream,
    format,
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
    update(value, total, payload) {
      if (stopped) return;
      if (!started) {
        bar.start(total, value, payload);
        started = true;
      } else {
        bar.setTotal(total);
        bar.update(value, payload);
      }
    },
    stop() {
      if (stopped) return;
      stopped = true;
      if (started) bar.stop();
    },
  };
}
