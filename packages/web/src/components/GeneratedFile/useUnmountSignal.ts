import { useCallback, useEffect, useRef } from 'react';

/**
 * An `AbortSignal` that aborts when the component unmounts, for core's `poll` (and its `sleep`, whose
 * pending timer is cleared then): leaving the page stops a polling flow. Read it when the flow starts;
 * a remount (React's strict mode) gets a fresh one.
 * @returns a getter of the current mount's signal
 * @see spec 01 §4.8 (generated files: polling stops when the page is left)
 */
export function useUnmountSignal(): () => AbortSignal {
  const controller = useRef(new AbortController());
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return useCallback(() => controller.current.signal, []);
}
