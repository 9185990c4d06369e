import { useSyncExternalStore } from 'react';
import { emptyTabs, loadViews, saveViews, tabsReducer, type TabsAction, type TabsState } from './tabs';

/** The tab bar's store: {@link tabsReducer} over session storage (spec 01 §2.1). */
export interface TabsStore {
  get: () => TabsState;
  dispatch: (action: TabsAction) => void;
  subscribe: (listener: () => void) => () => void;
}

/** Creates a tab store saved in `storage` (sessionStorage in the app). */
export function createTabsStore(storage: Storage | undefined): TabsStore {
  let state: TabsState = storage ? { views: loadViews(storage), navigateTo: null } : emptyTabs;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch(action) {
      const next = tabsReducer(state, action);
      if (next === state) return;
      if (storage && next.views !== state.views) saveViews(storage, next.views);
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
