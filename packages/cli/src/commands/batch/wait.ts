import { GatewayError, poll } from '@funddesk/core';
import { ExitCode, exitCodeFor } from '../../errors.js';

/** The part of a batch status the waiting loop reads (the contract's BatchStatus has more). */
export interface BatchProgress {
  batchSerialNo: string;
  orderStatus: 'processing' | 'done';
  progress: number;
}

/** Milliseconds between two status calls while a batch is processing. */
export const POLL_INTERVAL_MS = 500;
/** Waits before the retries of a status call that failed on the network (ms); then the failure stands. */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000];

/** Options of {@link waitForBatch}. */
export interface WaitOptions<S extends BatchProgress> {
  /** One status call (batchTradeStatus). */
  fetchStatus(): Promise<S>;
  /** Told every status answered, the last one `done`. */
  onStatus(status: S): void | Promise<void>;
  /** Told before a retry: the failure, the attempt (1-based), the retry count, the wait in ms. */
  onRetry?(error: GatewayError, attempt: number, max: number, delayMs: number): void;
  sleep(ms: number): Promise<void>;
  intervalMs?: number;
  retryDelaysMs?: readonly number[];
}

/**
 * Polls a batch until its orderStatus is `done` (spec 02 §3: the cart's progress dialog polls the same
 * way). A status call that fails on the network or times out (exit 4) is retried after
 * {@link RETRY_DELAYS_MS}; a failure that lasts, or any other failure, is thrown — the batch goes on
 * on the gateway and `funddesk batch status <batchSerialNo> --wait` resumes.
 * The loop is core's `poll`.
 * @returns the final status
 */
export async function waitForBatch<S extends BatchProgress>(options: WaitOptions<S>): Promise<S> {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const outcome = await poll({
    fetch: () => options.fetchStatus(),
    isDone: (status) => status.orderStatus === 'done',
    onAnswer: (status) => options.onStatus(status),
    intervalMs: options.intervalMs ?? POLL_INTERVAL_MS,
    sleep: (ms) => options.sleep(ms),
    onError: (error, failuresInARow) => {
      const delay = delays[failuresInARow - 1];
      if (!(error instanceof GatewayError) || exitCodeFor(error) !== ExitCode.Network || delay === undefined)
        return 'throw';
      options.onRetry?.(error, failuresInARow, delays.length, delay);
      return { retryAfterMs: delay };
    },
  });
  // Without maxPolls or a signal the loop ends only on `done` (or throws).
  if (outcome.kind !== 'done') throw new Error(`batch polling ended: ${outcome.kind}`);
  return outcome.answer;
}

/** A sleep over setTimeout (core's). */
export { sleep } from '@funddesk/core';
