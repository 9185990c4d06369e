import { describe, expect, it } from 'vitest';
import { LOGOUT_KEPT_KEYS } from '@funddesk/core';
import { createSessionStore, keptOnLogout, memoryStorage } from '../../app/session';

describe('logout keeps trade-password flags and notice ids (spec 01 §4.3)', () => {
  it('the web store keeps at least the spec’s keys', () => {
    for (const key of LOGOUT_KEPT_KEYS) expect(keptOnLogout).toContain(key);
  });

  it('clearing the store drops the token, group and lists, and keeps isSetTradePwd and noticeIds', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.set({
      token: 'T',
      groupId: '10000001',
      adminType: 0,
      corpList: [],
      isSetTradePwd: { '10000001': 1_771_000_000_000 },
      noticeIds: ['N1'],
    });
    store.clear();
    expect(store.get()).toEqual({ isSetTradePwd: { '10000001': 1_771_000_000_000 }, noticeIds: ['N1'] });
    // and so does a fresh page load (the values are in storage, not only in memory)
    expect(createSessionStore(storage).get()).toEqual(store.get());
  });
});
