import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** What {@link usePollingTimer} gives a polling flow. */
export interface PollingTimer {
  /** False once the component has unmounted: the flow stops at its next step. */
  alive: RefObject<boolean>;
  /** Resolves after `ms` (the pause between two polls); the pending pause is cleared on unmount. */
  wait: (ms: number) => Promise<void>;
}

/**
 * The lifecycle of a polling flow inside a component (spec 01 §4.8 generated files: documentResult every
 * 3000 ms): an `alive` flag that turns false on unmount and a `wait` whose timer is cleared then, so that
 * leaving the page stops the polling. Shared by the generated-file and the statements flows.
 * @see spec 01 §4.8
 */
export function usePollingTimer(): PollingTimer {
  const alive = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current !== null) clearTimeout(timer.current);
    };
  }, []);

  const wait = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        timer.current = setTimeout(() => {
          timer.current = null;
          resolve();
        }, ms);
      }),
    [],
  );

  return { alive, wait };
}
