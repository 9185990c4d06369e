import { describe, expect, it } from 'vitest';
import type { RsaBlockCipher } from '@funddesk/core';
import { createCheckedGroupNo, sendsCheckedGroupNo } from './checkedGroupNo';
import { createSessionStore, memoryStorage } from './session';

/** A stand-in cipher: "encrypts" by wrapping, so the test sees what was encrypted. */
const cipher: RsaBlockCipher = { modulusBits: 1024, encryptBlock: (chunk) => `enc(${chunk})` };

describe('checkedGroupNo header (spec 01 §7.1: encrypted account id for manager users)', () => {
  it('spec 01 §7.1: a manager sends the current account encrypted once the key is known; others send none', async () => {
    const store = createSessionStore(memoryStorage());
    let loads = 0;
    const header = createCheckedGroupNo({
      store,
      loadCipher: () => {
        loads += 1;
        return Promise.resolve(cipher);
      },
      applies: (session) => session.managerOrgFlag === true,
    });
    store.set({ managerOrgFlag: false, currentAccount: { id: '10000011', name: 'A' } });
    expect(header()).toBeUndefined();
    expect(loads).toBe(0);
    store.set({ managerOrgFlag: true });
    expect(header()).toBeUndefined(); // the key is being fetched
    await Promise.resolve();
    await Promise.resolve();
    expect(header()).toBe('enc(10000011)');
    store.set({ currentAccount: { id: 'all', name: '全部账户' } });
    expect(header()).toBe('enc(all)');
    store.set({ currentAccount: undefined });
    expect(header()).toBeUndefined();
    expect(loads).toBe(1);
  });

  it('spec 01 §7.1: only the manager role of a manager organisation sends it; its administrator (jgt_person, mgradmin01) sends none, which the gateway would refuse FD1004', () => {
    const store = createSessionStore(memoryStorage());
    store.set({ managerOrgFlag: true, roles: ['manager'] });
    expect(sendsCheckedGroupNo(store.get())).toBe(true);
    store.set({ managerOrgFlag: true, roles: ['jgt_person'] });
    expect(sendsCheckedGroupNo(store.get())).toBe(false);
    store.set({ managerOrgFlag: false, roles: ['manager'] });
    expect(sendsCheckedGroupNo(store.get())).toBe(false);
  });
});
