import { useCallback, useRef, useState } from 'react';
import { GatewayError } from '@funddesk/core';

/**
 * A fresh idempotency key (contract `idempotencyKeySchema`: 8-64 characters of `[A-Za-z0-9_-]`): a UUID
 * from the browser's crypto, 36 characters.
 * @see DESIGN §7 (idempotency), issue 12 "a double-click or retried submit (one order)"
 */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** State of {@link useSubmission}. */
export interface Submission {
  /** True while a submit is in flight (the confirm button's `loading`). */
  busy: boolean;
  /**
   * Sends one submission with its idempotency key. While one is in flight, a second call (a double
   * click, Enter pressed twice) gets the same promise and sends nothing. After a coded refusal nothing
   * was written, so the next try gets a new key; after a transport failure (timeout, network) the key
   * is kept, so a retry answers the first result if the server did place the order.
   */
  submit: <R>(send: (idempotencyKey: string) => Promise<R>) => Promise<R>;
  /** Forgets the key: the form changed, so the next submit is a new submission. */
  reset: () => void;
}

/** Transport failures after which the order may exist: keep the key for the retry. */
const RETRY_SAME_KEY = new Set(['timeout', 'network']);

/**
 * One submission of a trading form: an idempotency key per submission and at most one request in
 * flight, so that a double click places one order.
 * @see issue 12 (idempotency key per submission), contract trading.ts (one order per key and person)
 */
export function useSubmission(): Submission {
  const key = useRef<string | null>(null);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = useCallback(<R>(send: (idempotencyKey: string) => Promise<R>): Promise<R> => {
    if (inFlight.current) return inFlight.current as Promise<R>;
    key.current ??= newIdempotencyKey();
    setBusy(true);
    const running = send(key.current).then(
      (answer) => {
        key.current = null;
        return answer;
      },
      (failure: unknown) => {
        const error = GatewayError.from(failure);
        if (!RETRY_SAME_KEY.has(error.kind)) key.current = null;
        throw error;
      },
    );
    inFlight.current = running;
    void running
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = null;
        setBusy(false);
      });
    return running;
  }, []);

  const reset = useCallback(() => {
    if (!inFlight.current) key.current = null;
  }, []);

  return { busy, submit, reset };
}
