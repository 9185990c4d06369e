import { useSyncExternalStore } from 'react';
import { storedMaintenance, support, type GatewayClient } from '@funddesk/core';
import { sessionStore, type SessionStore } from './session';

/**
 * The gateway's clock and calendar as this page knows them from the announcement check (spec 01 §7.2):
 * the offset between the gateway's clock and the browser's, and whether today is a working day. The
 * maintenance window is decided by the gateway's time (spec 01 §2.3), so a wrong browser clock neither
 * hides nor invents maintenance, and tests set one clock.
 */
export interface ServerClockState {
  /** Gateway time minus browser time, ms. */
  readonly offsetMs: number;
  /** Whether today is a working day; null until the first check answered. */
  readonly workingDay: boolean | null;
}

/** A store of {@link ServerClockState}. */
export interface ServerClock {
  get: () => ServerClockState;
  /** Now by the gateway's clock, ms since the epoch. */
  now: () => number;
  set: (state: ServerClockState) => void;
  subscribe: (listener: () => void) => () => void;
}

/** Creates a server clock over the browser's `Date.now`. */
export function createServerClock(browserNow: () => number = () => Date.now()): ServerClock {
  let state: ServerClockState = { offsetMs: 0, workingDay: null };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    now: () => browserNow() + state.offsetMs,
    set(next) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's server clock. */
export const serverClock: ServerClock = createServerClock();

/** The server clock as React state (re-renders when a check answers). */
export function useServerClock(clock: ServerClock = serverClock): ServerClockState {
  return useSyncExternalStore(clock.subscribe, clock.get, clock.get);
}

/**
 * Runs the announcement check (spec 01 §7.2, with hideResult: a failure shows nothing) and stores what
 * it answers: the maintenance window as the stored value maintainTime, removed when there is none
 * (spec 01 §2.3 via core `storedMaintenance`), and the gateway's clock and working day.
 * @returns whether the check answered
 * @see spec 01 §2.3, §7.2; spec 03 §4 Maintenance
 */
export async function checkAnnouncement(
  client: GatewayClient,
  store: SessionStore = sessionStore,
  clock: ServerClock = serverClock,
  browserNow: () => number = () => Date.now(),
): Promise<boolean> {
  try {
    const sentAt = browserNow();
    const answer = await client.call(support.announcementCheck, {}, { hideResult: true });
    // Half the round trip stands for the answer's age.
    const offsetMs = answer.serverTime - Math.round((sentAt + browserNow()) / 2);
    clock.set({ offsetMs, workingDay: answer.workingDay });
    const window = storedMaintenance(answer);
    store.set({
      maintainTime: window ? { dStart: String(window.dStart), dEnd: String(window.dEnd) } : undefined,
    });
    return true;
  } catch {
    return false;
  }
}
