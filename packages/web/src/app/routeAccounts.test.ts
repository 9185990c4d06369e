import { describe, expect, it } from 'vitest';
import type { OrgEntry } from '@funddesk/core';
import { applyManagerRouteChange, rememberRouteAccount } from './routeAccounts';
import { createSessionStore, memoryStorage } from './session';

const entry = (groupId: string, corpName: string): OrgEntry => ({
  groupId,
  corpName,
  gid: `G${groupId}`,
  orgName: corpName,
  managerOrgFlag: false,
  synthesizeState: 2,
  clientType: '3',
  orgType: 1,
  status: 2,
});
const products = [entry('10000011', '恒泰稳健1号'), entry('10000012', '恒泰价值精选2号')];

function managerStore() {
  const store = createSessionStore(memoryStorage());
  store.set({
    token: 't',
    groupId: '10000010',
    managerOrgFlag: true,
    corpList: [
      { ...entry('10000010', '恒泰资产'), managerOrgFlag: true, managerChildCorpInfoList: products },
    ],
  });
  return store;
}

describe('institution managers on each route change (spec 01 §2.3, spec 03 §4 account selection)', () => {
  it('spec 01 §2.3: the choice of an account-selection page is remembered per route and sets the current account', () => {
    const store = managerStore();
    rememberRouteAccount('/asset/index', products, { kind: 'some', groupIds: ['10000012'] }, store);
    expect(store.get().routeAccounts).toEqual({ '/asset/index': '10000012' });
    expect(store.get().currentAccount).toEqual({ id: '10000012', name: '恒泰价值精选2号' });
    rememberRouteAccount('/trade/stayTrade', products, { kind: 'all' }, store);
    expect(store.get().currentAccount).toEqual({ id: 'all', name: '全部账户' });
  });

  it('spec 01 §2.3: back on a page, its remembered account is current again; privilege codes refresh; requests are cancelled', () => {
    const store = managerStore();
    store.set({ routeAccounts: { '/asset/index': '10000011' } });
    const decision = applyManagerRouteChange('/asset/index', store);
    expect(decision).toEqual({
      cancelPendingRequests: true,
      currentAccount: '10000011',
      refreshPrivilegeCodes: true,
    });
    expect(store.get().currentAccount).toEqual({ id: '10000011', name: '恒泰稳健1号' });
  });

  it('spec 01 §2.3: a page without account selection clears the current account', () => {
    const store = managerStore();
    store.set({ currentAccount: { id: '10000011', name: '恒泰稳健1号' } });
    const decision = applyManagerRouteChange('/product/publicIndex', store);
    expect(decision.cancelPendingRequests).toBe(true);
    expect(store.get().currentAccount).toBeUndefined();
  });

  it('spec 01 §2.3: other people keep no route accounts and nothing changes', () => {
    const store = createSessionStore(memoryStorage());
    store.set({ token: 't', groupId: '10000001', managerOrgFlag: false });
    rememberRouteAccount('/asset/index', products, { kind: 'some', groupIds: ['10000011'] }, store);
    expect(store.get().routeAccounts).toBeUndefined();
    expect(applyManagerRouteChange('/asset/index', store)).toEqual({
      cancelPendingRequests: false,
      currentAccount: undefined,
      refreshPrivilegeCodes: false,
    });
  });
});
