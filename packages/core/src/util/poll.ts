/**
 * One polling loop for every "ask until it is done" flow of the clients: the generated-file and statement
 * downloads (spec 01 §4.8: every 3000 ms, at most 40 polls), the cart's and a batch's progress dialog
 * (spec 02 §4, §9: every 1000 ms, at most 600 polls, 1000 ms after 100) and the CLI's `batch import` /
 * `batch status --wait` (retries on the network). Environment-neutral: the pause is injected (tests pass
 * their own, or fake the timers), cancellation is an `AbortSignal`.
 * @see DESIGN §2 (core runs unchanged in the browser and in Node; environment pieces are passed in)
 */

/** Resolves after `ms` milliseconds, or at once when `signal` aborts (the pending timer is cleared). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * What to do with a poll that threw: `throw` it out of {@link poll} (the default), `continue` (it counts as
 * a poll that found nothing yet; the next comes after the interval), or retry after `retryAfterMs` (not
 * counted as a poll).
 */
export type PollFailure = 'throw' | 'continue' | { retryAfterMs: number };

/** Options of {@link poll}. */
export interface PollOptions<S> {
  /** One poll (a status call). */
  fetch: () => Promise<S>;
  /** Whether this answer ends the polling (progress 100, a file done or failed). */
  isDone: (answer: S) => boolean;
  /** Told every answer with the number of polls made so far (1-based), before `isDone` is asked. */
  onAnswer?: (answer: S, polls: number) => void | Promise<void>;
  /** Pause between two polls, ms. */
  intervalMs: number;
  /** Whether the first poll waits one interval too (a file that was only just requested); false by default. */
  waitFirst?: boolean;
  /** At most this many polls (answered or `continue`d failures); unlimited by default. */
  maxPolls?: number;
  /** Pause after the answer that ended the polling, before {@link poll} returns (ms); none by default. */
  doneDelayMs?: number;
  /**
   * Decides on a failed poll, given the error and how many polls in a row failed (1-based; an answer
   * resets it). `throw` by default.
   */
  onError?: (error: unknown, failuresInARow: number) => PollFailure;
  /** The pause; {@link sleep} by default. Given the signal so that it can end early. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Stops the polling (the page was left, the user cancelled): no poll starts once it has aborted. */
  signal?: AbortSignal;
}

/** How {@link poll} ended. */
export type PollOutcome<S> =
  /** An answer ended the polling. */
  | { kind: 'done'; answer: S; polls: number }
  /** `maxPolls` polls were made without such an answer; `last` is the last answer, if any. */
  | { kind: 'exhausted'; last: S | null; polls: number }
  /** The signal aborted. */
  | { kind: 'aborted'; last: S | null; polls: number };

/**
 * Polls `fetch` every `intervalMs` until `isDone` says an answer ends it, `maxPolls` is reached or the
 * signal aborts. A failed poll is thrown, counted as a poll that found nothing, or retried after a delay,
 * as `onError` decides.
 * @returns how the polling ended, with the answer and the polls made
 * @throws whatever `fetch` threw when `onError` answers `throw` (the default)
 */
export async function poll<S>(options: PollOptions<S>): Promise<PollOutcome<S>> {
  const { fetch, isDone, onAnswer, intervalMs, maxPolls = Number.POSITIVE_INFINITY, signal } = options;
  const pause = options.sleep ?? sleep;
  let polls = 0;
  let failures = 0;
  let last: S | null = null;
  let wait = options.waitFirst ? intervalMs : 0;
  for (;;) {
    if (signal?.aborted) return { kind: 'aborted', last, polls };
    if (polls >= maxPolls) return { kind: 'exhausted', last, polls };
    if (wait > 0) {
      await pause(wait, signal);
      if (signal?.aborted) return { kind: 'aborted', last, polls };
    }
    let answer: S;
    try {
      answer = await fetch();
    } catch (error) {
      failures += 1;
      const decision = options.onError?.(error, failures) ?? 'throw';
      if (decision === 'throw') throw error;
      if (decision === 'continue') {
        polls += 1;
        wait = intervalMs;
      } else wait = decision.retryAfterMs;
      continue;
    }
    failures = 0;
    polls += 1;
    last = answer;
    if (signal?.aborted) return { kind: 'aborted', last, polls };
    await onAnswer?.(answer, polls);
    if (isDone(answer)) {
      if (options.doneDelayMs) await pause(options.doneDelayMs, signal);
      return { kind: 'done', answer, polls };
    }
    wait = intervalMs;
  }
}
