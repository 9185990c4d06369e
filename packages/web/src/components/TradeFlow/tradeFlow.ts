import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { GatewayError, poll } from '@funddesk/core';
import type { Notifier } from '../../app/notifier';

/** Thrown into a waiting flow when the user closes its dialog or the component unmounts. */
export class Cancelled extends Error {}

/** What {@link useFlowPrompt} gives a multi-dialog trading flow. */
export interface FlowPrompt {
  /** False once the component has unmounted. */
  mounted: RefObject<boolean>;
  /** The signal that aborts when the component unmounts (stops the flow's polling). */
  leaving: () => AbortSignal;
  /** Waits for the user's answer to the dialog on screen (a trade password, or '' for a confirmation). */
  answer: () => Promise<string>;
  /** Answers the waiting dialog with `value`. */
  resolve: (value: string) => void;
  /** Closes the waiting dialog: the flow's pending {@link FlowPrompt.answer} rejects with {@link Cancelled}. */
  cancel: () => void;
}

/**
 * The dialog-answer lifecycle of an async trading flow (cart purchase, batch placing): one pending answer at
 * a time, rejected with {@link Cancelled} when the user cancels or the component unmounts.
 * @see spec 02 §4 (shopping-cart purchase and batch placing flows)
 */
export function useFlowPrompt(): FlowPrompt {
  const waiter = useRef<{ resolve: (value: string) => void; reject: (reason: Cancelled) => void } | null>(
    null,
  );
  const mounted = useRef(true);
  const unmount = useRef(new AbortController());
  useEffect(() => {
    mounted.current = true;
    const controller = new AbortController();
    unmount.current = controller;
    return () => {
      mounted.current = false;
      controller.abort();
      waiter.current?.reject(new Cancelled());
    };
  }, []);
  const leaving = useCallback(() => unmount.current.signal, []);

  const answer = useCallback(
    () =>
      new Promise<string>((resolve, reject) => {
        waiter.current = { resolve, reject };
      }),
    [],
  );
  const resolve = useCallback((value: string) => {
    const current = waiter.current;
    waiter.current = null;
    current?.resolve(value);
  }, []);
  const cancel = useCallback(() => {
    const current = waiter.current;
    waiter.current = null;
    current?.reject(new Cancelled());
  }, []);

  return { mounted, leaving, answer, resolve, cancel };
}

/** Progress polling timing (ms, tries). @see spec 02 §9 */
export interface ProgressTiming {
  /** Pause between two polls (spec 02 §9: 1000 ms). */
  pollMs: number;
  /** Pause after progress reaches 100 before the result shows (spec 02 §4, §9: 1000 ms). */
  stopDelayMs: number;
  /** At most this many polls (spec 02 §9: 600). */
  maxPolls: number;
  /** How long a polling failure's error shows (spec 02 §8: 3 s). */
  pollErrorMs: number;
}

/**
 * Polls a batch's progress (0..100) with core's {@link poll} until it reaches 100, then waits
 * `stopDelayMs`. A failed poll shows its error for `pollErrorMs` and stops. Stops too once `signal` aborts
 * (the page was left).
 * @returns the last status when progress reached 100; null when a poll failed, the tries ran out or the
 *   page was left
 * @see spec 02 §4 (progress polling), §8 (polling failure 3 s), §9 (1000 ms, stop delay 1000 ms, 600 tries)
 */
export async function pollProgress<S extends { progress: number }>(options: {
  poll: () => Promise<S>;
  onStatus: (status: S) => void;
  timing: ProgressTiming;
  notifier: Pick<Notifier, 'error'>;
  /** The pause between polls; core's `sleep` by default (tests pass their own). */
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}): Promise<S | null> {
  const { timing, notifier } = options;
  try {
    const outcome = await poll({
      fetch: options.poll,
      isDone: (status) => status.progress >= 100,
      onAnswer: (status) => options.onStatus(status),
      intervalMs: timing.pollMs,
      maxPolls: timing.maxPolls,
      doneDelayMs: timing.stopDelayMs,
      ...(options.sleep ? { sleep: options.sleep } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return outcome.kind === 'done' ? outcome.answer : null;
  } catch (failure) {
    notifier.error(GatewayError.from(failure).message, timing.pollErrorMs);
    return null;
  }
}
