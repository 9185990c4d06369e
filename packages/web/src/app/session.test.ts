import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSessionStore, isLoggedIn, memoryStorage, STORAGE_PREFIX, useSession } from './session';

describe('session store (spec 01 §3 stored client values)', () => {
  it('stores each value under its own key and reads it back after a reload', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.set({ token: 't-1', groupId: 'G100', adminType: 0, clienttype: '2', loginStatus: true });
    expect(storage.getItem(`${STORAGE_PREFIX}groupId`)).toBe('"G100"');
    const again = createSessionStore(storage);
    expect(again.get()).toMatchObject({
      token: 't-1',
      groupId: 'G100',
      adminType: 0,
      clienttype: '2',
      loginStatus: true,
    });
  });

  it('spec 01 §2.3: logged in needs both a token and a group id', () => {
    expect(isLoggedIn({})).toBe(false);
    expect(isLoggedIn({ token: 't' })).toBe(false);
    expect(isLoggedIn({ token: 't', groupId: 'G1' })).toBe(true);
  });

  it('spec 01 §4.3: logout clears everything but the trade-password flags and notice ids', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.set({
      token: 't-1',
      groupId: 'G100',
      adminType: 1,
      corpList: [],
      searchData: [{ fundId: '000001' }],
      isSetTradePwd: { G100: 1_760_000_000_000 },
      noticeIds: ['n-7'],
    });
    store.clear();
    expect(store.get()).toEqual({ isSetTradePwd: { G100: 1_760_000_000_000 }, noticeIds: ['n-7'] });
    expect(storage.getItem(`${STORAGE_PREFIX}token`)).toBeNull();
    expect(storage.getItem(`${STORAGE_PREFIX}searchData`)).toBeNull();
    expect(createSessionStore(storage).get()).toEqual({
      isSetTradePwd: { G100: 1_760_000_000_000 },
      noticeIds: ['n-7'],
    });
  });

  it('setting undefined removes a value; unreadable stored values are dropped', () => {
    const storage = memoryStorage();
    storage.setItem(`${STORAGE_PREFIX}orgType`, '{not json');
    const store = createSessionStore(storage);
    expect(store.get().orgType).toBeUndefined();
    store.set({ corpName: '甲公司' });
    store.set({ corpName: undefined });
    expect(storage.getItem(`${STORAGE_PREFIX}corpName`)).toBeNull();
  });

  it('useSession re-renders on change and keeps the same snapshot otherwise', () => {
    const store = createSessionStore(memoryStorage());
    const { result } = renderHook(() => useSession(store));
    const first = result.current;
    expect(store.get()).toBe(first);
    act(() => store.set({ token: 'x' }));
    expect(result.current.token).toBe('x');
  });
});
