import { useSyncExternalStore } from 'react';
import {
  emptyTabs,
  parseViews,
  serializeViews,
  tabsReducer,
  VIEWS_STORAGE_KEY,
  type TabsAction,
  type TabsState,
} from '@funddesk/core';

/**
 * The tab bar's store: core's {@link tabsReducer} over session storage (spec 01 §2.1: tabs are kept in
 * session storage; spec 03 §4 Tabs).
 */
export interface TabsStore {
  get: () => TabsState;
  dispatch: (action: TabsAction) => void;
  subscribe: (listener: () => void) => () => void;
}

/** Creates a tab store saved in `storage` (sessionStorage in the app). */
export function createTabsStore(storage: Storage | undefined): TabsStore {
  let state: TabsState = storage
    ? { views: parseViews(storage.getItem(VIEWS_STORAGE_KEY)), navigateTo: null }
    : emptyTabs;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch(action) {
      const next = tabsReducer(state, action);
      if (next === state) return;
      if (storage && next.views !== state.views)
        storage.setItem(VIEWS_STORAGE_KEY, serializeViews(next.views));
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's tab store. */
export const tabsStore: TabsStore = createTabsStore(
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);

/** The tab bar's state as React state. */
export function useTabs(store: TabsStore = tabsStore): TabsState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
