import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode, GatewayError } from '@funddesk/core';
import { useSubmission } from './submission';

describe('one idempotency key per submission (issue 12: a double click or retried submit places one order)', () => {
  it('a second submit while one is in flight sends nothing and gets the same answer', async () => {
    const { result } = renderHook(() => useSubmission());
    let resolve: (value: string) => void = () => undefined;
    const send = vi.fn((_key: string) => new Promise<string>((done) => (resolve = done)));
    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = result.current.submit(send);
      second = result.current.submit(send);
    });
    expect(send).toHaveBeenCalledTimes(1);
    await act(() => {
      resolve('T1');
      return first;
    });
    await expect(first).resolves.toBe('T1');
    await expect(second).resolves.toBe('T1');
  });

  it('a transport failure keeps the key for the retry; a coded refusal or a success starts a new one', async () => {
    const { result } = renderHook(() => useSubmission());
    const keys: string[] = [];
    const failWith = (code: string) => (key: string) => {
      keys.push(key);
      return Promise.reject(new GatewayError(code));
    };
    await act(() => expect(result.current.submit(failWith(ErrorCode.Timeout))).rejects.toThrow());
    await act(() =>
      expect(result.current.submit(failWith(ErrorCode.SharesAboveAvailable))).rejects.toThrow(),
    );
    await act(() => result.current.submit((key) => Promise.resolve(keys.push(key))));
    await act(() => result.current.submit((key) => Promise.resolve(keys.push(key))));
    expect(keys[0]).toBe(keys[1]); // retried after a timeout: same key
    expect(keys[2]).not.toBe(keys[1]); // after a refusal: new submission
    expect(keys[3]).not.toBe(keys[2]); // after a success: new submission
    expect(new Set(keys).size).toBe(3);
  });
});
