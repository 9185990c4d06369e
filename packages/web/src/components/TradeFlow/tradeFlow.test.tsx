import { describe, expect, it, vi } from 'vitest';
import { GatewayError } from '@funddesk/core';
import { pollProgress } from './tradeFlow';

const timing = { pollMs: 1_000, stopDelayMs: 1_000, maxPolls: 600, pollErrorMs: 3_000 };

describe('pollProgress (spec 02 §4 progress polling, §8, §9)', () => {
  it('polls every 1000 ms until progress 100, then waits the 1000 ms stop delay (spec 02 §9)', async () => {
    const progress = [10, 60, 100];
    const sleeps: number[] = [];
    const seen: number[] = [];
    const result = await pollProgress({
      poll: () => Promise.resolve({ progress: progress.shift()! }),
      onStatus: (status) => seen.push(status.progress),
      timing,
      notifier: { error: () => true },
      sleep: (ms) => {
        sleeps.push(ms);
        return Promise.resolve();
      },
    });
    expect(result).toEqual({ progress: 100 });
    expect(seen).toEqual([10, 60, 100]);
    expect(sleeps).toEqual([1_000, 1_000, 1_000]);
  });

  it('a failed poll shows its error for 3 s and stops (spec 02 §8)', async () => {
    const error = vi.fn(() => true);
    const poll = vi.fn(() => Promise.reject(new GatewayError('FD9999', '网络异常')));
    const result = await pollProgress({
      poll,
      onStatus: () => undefined,
      timing,
      notifier: { error },
      sleep: () => Promise.resolve(),
    });
    expect(result).toBeNull();
    expect(poll).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('网络异常', 3_000);
  });

  it('stops after 600 tries, and at once when the page was left', async () => {
    const poll = vi.fn(() => Promise.resolve({ progress: 50 }));
    const base = {
      onStatus: () => undefined,
      timing,
      notifier: { error: () => true },
      sleep: () => Promise.resolve(),
    };
    expect(await pollProgress({ ...base, poll })).toBeNull();
    expect(poll).toHaveBeenCalledTimes(600);
    poll.mockClear();
    expect(await pollProgress({ ...base, poll, signal: AbortSignal.abort() })).toBeNull();
    expect(poll).not.toHaveBeenCalled();
  });
});
