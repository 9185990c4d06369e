import { describe, expect, it } from 'vitest';
import { support, type CallDef, type GatewayClient } from '@funddesk/core';
import { checkAnnouncement, createServerClock } from './serverClock';
import { createSessionStore, memoryStorage } from './session';

const answering = (body: unknown): GatewayClient =>
  ({
    call: (def: CallDef) =>
      def.name === support.announcementCheck.name
        ? Promise.resolve(body)
        : Promise.reject(new Error(def.name)),
  }) as unknown as GatewayClient;

describe('the announcement check (spec 01 §2.3, §7.2; spec 03 §4 Maintenance)', () => {
  it('spec 01 §2.3: stores the window as maintainTime and learns the gateway clock and working day', async () => {
    const store = createSessionStore(memoryStorage());
    const clock = createServerClock(() => 1_000);
    const ok = await checkAnnouncement(
      answering({
        dStart: '2026-02-13 13:00:00',
        dEnd: '2026-02-13 15:00:00',
        serverTime: 5_000,
        workingDay: true,
      }),
      store,
      clock,
      () => 1_000,
    );
    expect(ok).toBe(true);
    expect(store.get().maintainTime).toEqual({ dStart: '2026-02-13 13:00:00', dEnd: '2026-02-13 15:00:00' });
    expect(clock.now()).toBe(5_000);
    expect(clock.get().workingDay).toBe(true);
  });

  it('spec 01 §2.3: with no window the stored value is removed', async () => {
    const store = createSessionStore(memoryStorage());
    store.set({ maintainTime: { dStart: '2026-02-13 13:00:00', dEnd: '2026-02-13 15:00:00' } });
    await checkAnnouncement(
      answering({ dStart: null, dEnd: null, serverTime: 0, workingDay: false }),
      store,
      createServerClock(),
    );
    expect(store.get().maintainTime).toBeUndefined();
  });

  it('spec 01 §7.2: a failed check (hideResult) changes nothing', async () => {
    const store = createSessionStore(memoryStorage());
    store.set({ maintainTime: { dStart: '2026-02-13 13:00:00', dEnd: '2026-02-13 15:00:00' } });
    const failing = { call: () => Promise.reject(new Error('down')) } as unknown as GatewayClient;
    expect(await checkAnnouncement(failing, store, createServerClock())).toBe(false);
    expect(store.get().maintainTime).toBeDefined();
  });
});
