import { ErrorCode, GatewayError } from '@funddesk/core';
import { describe, expect, it } from 'vitest';
import { waitForBatch, type BatchProgress } from './wait.js';

const status = (progress: number): BatchProgress => ({
  batchSerialNo: 'B1',
  progress,
  orderStatus: progress === 100 ? 'done' : 'processing',
});

/** A fetchStatus answering the given results in order (an Error is thrown). */
function script(results: Array<BatchProgress | Error>) {
  let i = 0;
  return {
    calls: () => i,
    fetchStatus: () => {
      const next = results[Math.min(i, results.length - 1)]!;
      i += 1;
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
  };
}

describe('waitForBatch (polling a batch until done, spec 02 §3)', () => {
  it('polls at the interval until orderStatus is done and answers the last status', async () => {
    const s = script([status(0), status(40), status(100)]);
    const seen: number[] = [];
    const sleeps: number[] = [];
    const last = await waitForBatch({
      fetchStatus: s.fetchStatus,
      onStatus: (x) => void seen.push(x.progress),
      sleep: (ms) => Promise.resolve(void sleeps.push(ms)),
      intervalMs: 250,
    });
    expect(last.progress).toBe(100);
    expect(seen).toEqual([0, 40, 100]);
    expect(sleeps).toEqual([250, 250]);
  });

  it('retries a network failure or timeout with growing waits, then goes on', async () => {
    const s = script([
      status(10),
      new GatewayError(ErrorCode.Network),
      new GatewayError(ErrorCode.Timeout),
      status(100),
    ]);
    const retries: Array<[string, number, number]> = [];
    const last = await waitForBatch({
      fetchStatus: s.fetchStatus,
      onStatus: () => undefined,
      onRetry: (error, attempt, _max, delay) => void retries.push([error.code, attempt, delay]),
      sleep: () => Promise.resolve(),
      retryDelaysMs: [5, 10, 20],
    });
    expect(last.orderStatus).toBe('done');
    expect(retries).toEqual([
      [ErrorCode.Network, 1, 5],
      [ErrorCode.Timeout, 2, 10],
    ]);
  });

  it('gives up when the network stays down (the caller prints how to resume)', async () => {
    const s = script([new GatewayError(ErrorCode.Network)]);
    await expect(
      waitForBatch({
        fetchStatus: s.fetchStatus,
        onStatus: () => undefined,
        sleep: () => Promise.resolve(),
        retryDelaysMs: [1, 1],
      }),
    ).rejects.toMatchObject({ code: ErrorCode.Network });
    expect(s.calls()).toBe(3);
  });

  it('does not retry other failures (session expired, batch not found)', async () => {
    const s = script([new GatewayError(ErrorCode.SessionExpired)]);
    await expect(
      waitForBatch({ fetchStatus: s.fetchStatus, onStatus: () => undefined, sleep: () => Promise.resolve() }),
    ).rejects.toMatchObject({ code: ErrorCode.SessionExpired });
    expect(s.calls()).toBe(1);
  });
});
