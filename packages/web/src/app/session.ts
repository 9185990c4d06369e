import { useSyncExternalStore } from 'react';
import type { FirstLoginFlags, OrgEntry } from '@funddesk/core';

/**
 * The values the client stores between page loads (spec 01 §3 "Stored client values"), plus the few
 * display values the shell needs (person and organisation names). Every field is optional: an empty
 * object is the logged-out state.
 * @see spec 01 §3, §4.2, §4.3
 */
export interface StoredSession {
  /** Session token, sent as `Authorization: Bearer …`. */
  token?: string;
  /** The chosen organisation's group id, sent as `x-gno`. */
  groupId?: string;
  /** 1 for the administrator (jgt_person), else 0 (spec 01 §4.2). */
  adminType?: 0 | 1;
  loginType?: number;
  /** True while logged in; other tabs reload when it changes (spec 01 §2.3). */
  loginStatus?: boolean;
  orgType?: number;
  /** Client type of the chosen organisation: '2' ordinary, '3' trust channel (spec 01 §1). */
  clienttype?: string;
  financialProFlag?: boolean;
  managerOrgFlag?: boolean;
  orgOpenWithManagerFlag?: boolean;
  jgtManagerOrg?: boolean;
  isOnlyCockpitUser?: boolean;
  isHostingUser?: boolean;
  /** The organisations the person may act for (spec 01 §3 organisation entry). */
  corpList?: OrgEntry[];
  yejList?: OrgEntry[];
  freshOrgList?: OrgEntry[];
  transactorChangeStatus?: { hasTransactorChanging: boolean; hasAdmin: boolean; roleType: string };
  /** Per group id: when the trade-password prompt was last shown, ms since epoch (spec 01 §4.7). Kept on logout. */
  isSetTradePwd?: Record<string, number>;
  /** Maintenance window (spec 01 §2.3). */
  maintainTime?: { dStart: string; dEnd: string };
  /** Notices closed and confirmed, `groupId:noticeId` entries (spec 01 §2.1, core `noticeKey`). Kept on logout. */
  noticeIds?: string[];
  /** The fund search history, as stored (spec 03 §9: 20 items, newest first). */
  searchData?: unknown;
  /** The person's role codes and first-login flags from login (the landing decision reads them, spec 01 §4.2). */
  roles?: string[];
  firstLogin?: FirstLoginFlags;
  /** Display: the person's name and role from login. */
  personName?: string;
  roleType?: string;
  /** Display: the chosen organisation's name. */
  corpName?: string;
  /** The sidebar's open state (spec 01 §2.1: it persists). */
  sidebarOpened?: boolean;
  /**
   * Institution managers: the account chosen on each account-selection route, by path (a group id, or
   * `all` for several), and the current account it sets on the route (spec 01 §2.3, spec 03 §4).
   */
  routeAccounts?: Record<string, string>;
  currentAccount?: { id: string; name: string };
}

/** A key of {@link StoredSession}. */
export type SessionKey = keyof StoredSession;

/** The keys of {@link StoredSession}, i.e. everything the store reads and writes. */
export const sessionKeys = [
  'token',
  'groupId',
  'adminType',
  'loginType',
  'loginStatus',
  'orgType',
  'clienttype',
  'financialProFlag',
  'managerOrgFlag',
  'orgOpenWithManagerFlag',
  'jgtManagerOrg',
  'isOnlyCockpitUser',
  'isHostingUser',
  'corpList',
  'yejList',
  'freshOrgList',
  'transactorChangeStatus',
  'isSetTradePwd',
  'maintainTime',
  'noticeIds',
  'searchData',
  'roles',
  'firstLogin',
  'personName',
  'roleType',
  'corpName',
  'sidebarOpened',
  'routeAccounts',
  'currentAccount',
] as const satisfies readonly SessionKey[];

/**
 * What logout keeps: the trade-password prompt flags and the closed notice ids (spec 01 §4.3), the
 * sidebar state, which is a display preference rather than session data (spec 01 §2.1 "persists"), and
 * the maintenance window, which is the platform's state rather than the person's (spec 01 §9: stored per
 * day; the next check replaces it).
 */
export const keptOnLogout: readonly SessionKey[] = [
  'isSetTradePwd',
  'noticeIds',
  'sidebarOpened',
  'maintainTime',
];

/** Prefix of the localStorage keys, so that FundDesk's values never collide with others on the origin. */
export const STORAGE_PREFIX = 'fd.';

/** A store of {@link StoredSession} over a Storage, with change subscription for React. */
export interface SessionStore {
  /** The current values; the same object until something changes (safe for useSyncExternalStore). */
  get: () => Readonly<StoredSession>;
  /** Writes some values; `undefined` removes a value. */
  set: (patch: Partial<StoredSession>) => void;
  /** spec 01 §4.3: clears everything but {@link keptOnLogout}. */
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
  /** Re-reads storage (another tab changed it). */
  reload: () => void;
}

function read(storage: Storage): StoredSession {
  const out: Record<string, unknown> = {};
  for (const key of sessionKeys) {
    const raw = storage.getItem(STORAGE_PREFIX + key);
    if (raw === null) continue;
    try {
      out[key] = JSON.parse(raw) as unknown;
    } catch {
      storage.removeItem(STORAGE_PREFIX + key);
    }
  }
  return out;
}

/**
 * Creates a session store over `storage` (localStorage in the app, a fresh Storage in tests).
 * Values are stored one key each (`fd.token`, `fd.groupId` …), JSON-encoded.
 * @see spec 01 §3 stored client values, §4.3 logout
 */
export function createSessionStore(storage: Storage): SessionStore {
  let snapshot: StoredSession = read(storage);
  const listeners = new Set<() => void>();
  const emit = (): void => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => snapshot,
    set(patch) {
      const next: Record<string, unknown> = { ...snapshot };
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined) {
          storage.removeItem(STORAGE_PREFIX + key);
          delete next[key];
        } else {
          storage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
          next[key] = value;
        }
      }
      snapshot = next;
      emit();
    },
    clear() {
      const next: Record<string, unknown> = {};
      for (const key of sessionKeys) {
        if (keptOnLogout.includes(key) && snapshot[key] !== undefined) {
          next[key] = snapshot[key];
        } else {
          storage.removeItem(STORAGE_PREFIX + key);
        }
      }
      snapshot = next;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload() {
      snapshot = read(storage);
      emit();
    },
  };
}

function browserStorage(): Storage {
  if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  return memoryStorage();
}

/** A Storage kept in memory (tests, or a browser that refuses localStorage). */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

/** The app's session store over localStorage. */
export const sessionStore: SessionStore = createSessionStore(browserStorage());

/** True when the session may act for an organisation: token and group id (spec 01 §2.3). */
export function isLoggedIn(session: Readonly<StoredSession>): boolean {
  return Boolean(session.token && session.groupId);
}

/**
 * The stored session as React state; re-renders on every change.
 * @see spec 01 §3
 */
export function useSession(store: SessionStore = sessionStore): Readonly<StoredSession> {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
