import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayError, type DownloadedFile } from '@funddesk/core';
import { notifier } from '../../app/notifier';
import { WithGateway } from '../../features/product/testing/fakeGateway';
import { screensGateway, type ScreensGateway } from '../../features/trade/testing/screensFixtures';
import { useGeneratedFile } from './useGeneratedFile';

type Status = 'processing' | 'done' | 'failed';

function setup(statuses: (poll: number) => Status, download?: () => Promise<DownloadedFile>) {
  let polls = 0;
  const gateway = screensGateway(
    {
      documentResult: (req) => {
        polls += 1;
        const status = statuses(polls);
        return {
          serialNo: (req as { serialNo: string }).serialNo,
          status,
          docId: status === 'done' ? 'd1' : null,
          fileName: status === 'done' ? '交易记录.xlsx' : null,
        };
      },
    },
    download,
  );
  const saved: DownloadedFile[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WithGateway gateway={gateway}>{children}</WithGateway>
  );
  const hook = renderHook(() => useGeneratedFile({ save: (f) => saved.push(f) }), { wrapper });
  return { gateway, saved, hook };
}

async function runFlow(
  hook: ReturnType<typeof setup>['hook'],
  apply: () => Promise<{ serialNo: string }>,
  ms: number,
) {
  let result: Promise<boolean> = Promise.resolve(false);
  act(() => {
    result = hook.result.current.run(apply);
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  return result;
}

const pollTimes = (gateway: ScreensGateway) => gateway.requests('documentResult').length;

describe('generated file flow (spec 01 §4.8, §8)', () => {
  let errors: string[];
  let successes: string[];
  beforeEach(() => {
    vi.useFakeTimers();
    errors = [];
    successes = [];
    vi.spyOn(notifier, 'error').mockImplementation((m) => (errors.push(m), true));
    vi.spyOn(notifier, 'success').mockImplementation((m) => (successes.push(m), true));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('polls every 3000 ms until done, then downloads by serial and saves the file with its name', async () => {
    const { gateway, saved, hook } = setup((n) => (n < 3 ? 'processing' : 'done'));
    let result: Promise<boolean> = Promise.resolve(false);
    act(() => {
      result = hook.result.current.run(() => Promise.resolve({ serialNo: 'S1' }));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_999);
    });
    expect(pollTimes(gateway)).toBe(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(pollTimes(gateway)).toBe(1);
    expect(hook.result.current.polls).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6_000);
    });
    expect(await result).toBe(true);
    expect(pollTimes(gateway)).toBe(3);
    expect(gateway.downloadMock).toHaveBeenCalledTimes(1);
    expect(gateway.downloadMock.mock.calls[0]![1]).toEqual({ serialNo: 'S1' });
    expect(saved.map((f) => f.fileName)).toEqual(['交易记录.xlsx']);
    expect(errors).toEqual([]);
    expect(hook.result.current.phase).toBe('idle');
  });

  it('gives up after 40 polls with 生成文件超时 and downloads nothing', async () => {
    const { gateway, saved, hook } = setup(() => 'processing');
    const result = await runFlow(hook, () => Promise.resolve({ serialNo: 'S2' }), 3_000 * 45);
    expect(result).toBe(false);
    expect(pollTimes(gateway)).toBe(40);
    expect(errors).toEqual(['生成文件超时']);
    expect(gateway.downloadMock).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('a file ready at the 40th poll is still downloaded', async () => {
    const { gateway, saved, hook } = setup((n) => (n < 40 ? 'processing' : 'done'));
    const result = await runFlow(hook, () => Promise.resolve({ serialNo: 'S3' }), 3_000 * 41);
    expect(result).toBe(true);
    expect(pollTimes(gateway)).toBe(40);
    expect(saved).toHaveLength(1);
  });

  it('failed -> 生成文件失败', async () => {
    const { gateway, hook } = setup(() => 'failed');
    const result = await runFlow(hook, () => Promise.resolve({ serialNo: 'S4' }), 10_000);
    expect(result).toBe(false);
    expect(pollTimes(gateway)).toBe(1);
    expect(errors).toEqual(['生成文件失败']);
  });

  it('a refused request -> 当前页面访问量较大，请您稍后再试, no polling', async () => {
    const { gateway, hook } = setup(() => 'done');
    const result = await runFlow(hook, () => Promise.reject(new GatewayError('FD5000')), 10_000);
    expect(result).toBe(false);
    expect(pollTimes(gateway)).toBe(0);
    expect(errors).toEqual(['当前页面访问量较大，请您稍后再试']);
  });

  it('a failed download -> 文件下载失败', async () => {
    const { saved, hook } = setup(
      () => 'done',
      () => Promise.reject(new GatewayError('FD5000')),
    );
    const result = await runFlow(hook, () => Promise.resolve({ serialNo: 'S5' }), 10_000);
    expect(result).toBe(false);
    expect(errors).toEqual(['文件下载失败']);
    expect(saved).toEqual([]);
  });

  it('leaving the page stops the polling', async () => {
    const { gateway, hook } = setup(() => 'processing');
    act(() => {
      void hook.result.current.run(() => Promise.resolve({ serialNo: 'S6' }));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6_000);
    });
    expect(pollTimes(gateway)).toBe(2);
    hook.unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(pollTimes(gateway)).toBe(2);
    expect(errors).toEqual([]);
  });
});
