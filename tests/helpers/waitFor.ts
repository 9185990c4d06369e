/**
 * The one condition wait of the tests (issue 10 §5: no fixed sleeps). A test never sleeps for a guessed
 * time: it waits until a condition holds, with a deadline, and fails naming what it waited for.
 */
import { vi } from 'vitest';

/** How long and how often {@link waitFor} checks its condition. */
export interface WaitForOptions {
  /** Deadline in ms (default 15 000: generous for a loaded 2-core machine; a met condition returns at once). */
  timeoutMs?: number;
  /** Milliseconds between two checks (default 20). */
  intervalMs?: number;
  /** What is awaited, for the error message (e.g. "batch B1 done"). */
  what?: string;
}

/**
 * Checks `probe` until it returns a truthy value (or a promise of one) and returns that value; a probe
 * that throws is checked again. Built on vitest's `vi.waitUntil` (real timers, even under fake timers).
 *
 * @throws Error "timed out after N ms waiting for <what>" when the deadline passes
 */
export async function waitFor<T>(
  probe: () => T | Promise<T>,
  options: WaitForOptions = {},
): Promise<Exclude<T, false | null | undefined | 0 | ''>> {
  const timeout = options.timeoutMs ?? 15_000;
  let lastError: unknown;
  try {
    return await vi.waitUntil(
      async () => {
        try {
          return await probe();
        } catch (error) {
          lastError = error;
          return false;
        }
      },
      { timeout, interval: options.intervalMs ?? 20 },
    );
  } catch {
    const cause = lastError instanceof Error ? `: ${lastError.message}` : '';
    throw new Error(`timed out after ${timeout} ms waiting for ${options.what ?? 'a condition'}${cause}`);
  }
}

/** A promise with its resolver. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * A gate for the batch runner's pace (AppOptions.batchPace): lets `open` lines of each batch through, then
 * holds that batch until {@link PaceGate.release}. `held(batch)` resolves once the batch is held, i.e. with
 * exactly `open` lines placed, so a test cancels or restarts at a known point instead of after a sleep.
 */
export interface PaceGate {
  /** The function to pass as `batchPace`. */
  pace: (step: { batchSerialNo: string }) => Promise<void>;
  /** Resolves when the batch is held at the gate (`open` lines placed, more waiting). */
  held(batchSerialNo: string): Promise<void>;
  /** Lets the batch's held and later lines through. */
  release(batchSerialNo: string): void;
}

/** A {@link PaceGate} that lets `open` lines of each batch through, then holds it (issue 10 §5). */
export function paceGate(open: number): PaceGate {
  const batches = new Map<
    string,
    { placed: number; held: ReturnType<typeof deferred>; released: ReturnType<typeof deferred> }
  >();
  const of = (batchSerialNo: string) => {
    let entry = batches.get(batchSerialNo);
    if (!entry) {
      entry = { placed: 0, held: deferred(), released: deferred() };
      batches.set(batchSerialNo, entry);
    }
    return entry;
  };
  return {
    pace: async ({ batchSerialNo }) => {
      const entry = of(batchSerialNo);
      entry.placed += 1;
      if (entry.placed < open) return;
      entry.held.resolve();
      await entry.released.promise;
    },
    held: (batchSerialNo) => of(batchSerialNo).held.promise,
    release: (batchSerialNo) => of(batchSerialNo).released.resolve(),
  };
}
