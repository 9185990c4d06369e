import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { GatewayError } from '@funddesk/core';
import type { Notifier } from '../../app/notifier';

/** Thrown into a waiting flow when the user closes its dialog or the component unmounts. */
export class Cancelled extends Error {}

/** Resolves after `ms` milliseconds (the real pause; tests pass their own). */
export const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** What {@link useFlowPrompt} gives a multi-dialog trading flow. */
export interface FlowPrompt {
  /** False once the component has unmounted. */
  mounted: RefObject<boolean>;
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
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      waiter.current?.reject(new Cancelled());
    };
  }, []);

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

  return { mounted, answer, resolve, cancel };
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
 * Polls a batch's progress (0..100) until it reaches 100, then waits `stopDelayMs`. A failed poll shows its
 * error for `pollErrorMs` and stops. Stops too once `alive` turns false (the page was left).
 * @returns the last status when progress reached 100; null when a poll failed, the tries ran out or the
 *   page was left
 * @see spec 02 §4 (progress polling), §8 (polling failure 3 s), §9 (1000 ms, stop delay 1000 ms, 600 tries)
 */
export async function pollProgress<S extends { progress: number }>(options: {
  poll: () => Promise<S>;
  onStatus: (status: S) => void;
  timing: ProgressTiming;
  notifier: Pick<Notifier, 'error'>;
  sleep: (ms: number) => Promise<void>;
  alive: RefObject<boolean>;
}): Promise<S | null> {
  const { poll, onStatus, timing, notifier, sleep, alive } = options;
  for (let tries = 0; tries < timing.maxPolls && alive.current; tries += 1) {
    let status: S;
    try {
      status = await poll();
    } catch (failure) {
      notifier.error(GatewayError.from(failure).message, timing.pollErrorMs);
      return null;
    }
    onStatus(status);
    if (status.progress >= 100) {
      await sleep(timing.stopDelayMs);
      return status;
    }
    await sleep(timing.pollMs);
  }
  return null;
}
