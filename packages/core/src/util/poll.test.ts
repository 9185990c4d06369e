import { afterEach, describe, expect, it, vi } from 'vitest';
import { poll, sleep } from './poll.js';

/** A recorded pause: what was asked, answered at once (an injected clock, no real waiting). */
function recordedSleep() {
  const pauses: number[] = [];
  return {
    pauses,
    sleep: (ms: number) => {
      pauses.push(ms);
      return Promise.resolve();
    },
  };
}

/** A fetch answering the given values in turn (an Error value is thrown). */
function answers<S>(...values: Array<S | Error>) {
  return vi.fn(() => {
    const next = values.shift();
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next as S);
  });
}

describe('poll (one polling loop; spec 01 §4.8, spec 02 §4, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('spec 02 §9: polls every interval until done, then waits the stop delay', async () => {
    const { pauses, sleep: pause } = recordedSleep();
    const seen: Array<[number, number]> = [];
    const outcome = await poll({
      fetch: answers(10, 60, 100),
      isDone: (p) => p >= 100,
      onAnswer: (p, n) => {
        seen.push([p, n]);
      },
      intervalMs: 1_000,
      doneDelayMs: 1_000,
      sleep: pause,
    });
    expect(outcome).toEqual({ kind: 'done', answer: 100, polls: 3 });
    expect(seen).toEqual([
      [10, 1],
      [60, 2],
      [100, 3],
    ]);
    expect(pauses).toEqual([1_000, 1_000, 1_000]);
  });

  it('spec 01 §4.8: the first poll waits one interval; after maxPolls it is exhausted', async () => {
    const { pauses, sleep: pause } = recordedSleep();
    const fetch = vi.fn(() => Promise.resolve('processing'));
    const outcome = await poll({
      fetch,
      isDone: (s) => s !== 'processing',
      intervalMs: 3_000,
      waitFirst: true,
      maxPolls: 40,
      sleep: pause,
    });
    expect(outcome).toEqual({ kind: 'exhausted', last: 'processing', polls: 40 });
    expect(fetch).toHaveBeenCalledTimes(40);
    expect(pauses).toEqual(Array.from({ length: 40 }, () => 3_000));
  });

  it('a failed poll is thrown by default', async () => {
    const failure = new Error('down');
    await expect(
      poll({
        fetch: answers<number>(failure),
        isDone: () => true,
        intervalMs: 1,
        sleep: recordedSleep().sleep,
      }),
    ).rejects.toBe(failure);
  });

  it('onError continue: a failed poll counts as one that found nothing yet', async () => {
    const { pauses, sleep: pause } = recordedSleep();
    const outcome = await poll({
      fetch: answers<string>(new Error('x'), 'done'),
      isDone: (s) => s === 'done',
      intervalMs: 3_000,
      onError: () => 'continue',
      sleep: pause,
    });
    expect(outcome).toEqual({ kind: 'done', answer: 'done', polls: 2 });
    expect(pauses).toEqual([3_000]);
  });

  it('onError retry: waits the given delay, not counted as a poll; an answer resets the failure count', async () => {
    const { pauses, sleep: pause } = recordedSleep();
    const counts: number[] = [];
    const outcome = await poll({
      fetch: answers<number>(new Error('a'), new Error('b'), 50, new Error('c'), 100),
      isDone: (p) => p >= 100,
      intervalMs: 500,
      maxPolls: 2,
      onError: (_error, inARow) => {
        counts.push(inARow);
        return { retryAfterMs: inARow * 1_000 };
      },
      sleep: pause,
    });
    expect(outcome).toEqual({ kind: 'done', answer: 100, polls: 2 });
    expect(counts).toEqual([1, 2, 1]);
    expect(pauses).toEqual([1_000, 2_000, 500, 1_000]);
  });

  it('an aborted signal stops before the next poll; no poll starts once aborted', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(() => Promise.resolve(1));
    const outcome = await poll({
      fetch,
      isDone: () => false,
      onAnswer: () => controller.abort(),
      intervalMs: 1_000,
      sleep: recordedSleep().sleep,
      signal: controller.signal,
    });
    expect(outcome).toEqual({ kind: 'aborted', last: 1, polls: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    const never = vi.fn(() => Promise.resolve(1));
    expect(
      await poll({ fetch: never, isDone: () => true, intervalMs: 1, signal: AbortSignal.abort() }),
    ).toEqual({
      kind: 'aborted',
      last: null,
      polls: 0,
    });
    expect(never).not.toHaveBeenCalled();
  });

  it('sleep resolves after its time on the clock, or at once on abort with its timer cleared', async () => {
    vi.useFakeTimers();
    let woke = false;
    void sleep(3_000).then(() => (woke = true));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(woke).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(woke).toBe(true);

    const controller = new AbortController();
    let early = false;
    void sleep(3_000, controller.signal).then(() => (early = true));
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(early).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
