/**
 * The visited-view tab bar as a pure reducer (spec 01 §2.1 "Tab bar", spec 03 §4 "Tabs"):
 * - each route visit adds a tab; a tab with the same path but a different full path is replaced;
 * - with query `tagsType=replace` the current tab is replaced;
 * - the last remaining tab cannot be closed; close icons show only when more than one tab exists;
 * - closing the active tab moves to the last remaining tab, or /redirect when none is left.
 * The web keeps the views in session storage ({@link parseViews}, {@link serializeViews}); nothing here
 * touches storage or the router.
 */

/** One tab (spec 01 §2.1: fullPath, hash, meta, name, params, path, query and title). */
export interface VisitedView {
  /** Path with query string (`/product/equality/000001?from=search`). */
  fullPath: string;
  /** The URL hash inside the route, if any (normally empty in hash routing). */
  hash: string;
  meta: { title: string; code?: string };
  /** Route name: the menu code when known, else the path. */
  name: string;
  params: Record<string, string>;
  /** Path without query (`/product/equality/000001`). */
  path: string;
  query: Record<string, string>;
  title: string;
}

/** State of the tab bar. */
export interface TabsState {
  readonly views: readonly VisitedView[];
  /**
   * Where the app must navigate after the last action (closing the active tab), or null.
   * The shell navigates and then dispatches `navigated`.
   */
  readonly navigateTo: string | null;
}

/** Actions of {@link tabsReducer}. */
export type TabsAction =
  /** A route was visited; `from` is the full path of the tab active before (for tagsType=replace). */
  | { type: 'visit'; view: VisitedView; from?: string }
  /** Close one tab; `active` is the full path shown now. */
  | { type: 'close'; fullPath: string; active: string }
  | { type: 'closeOthers'; fullPath: string; active: string }
  /** Close every tab (spec 01 §8 S00010, A01008: "close all views"). */
  | { type: 'closeAll' }
  | { type: 'navigated' };

/** Where the app goes when no tab is left (spec 01 §2.1). */
export const TABS_FALLBACK_PATH = '/redirect';

/** The empty tab bar. */
export const emptyTabs: TabsState = { views: [], navigateTo: null };

/** Whether tab close icons show (spec 01 §2.1: only with more than one tab). */
export function canCloseTabs(state: TabsState): boolean {
  return state.views.length > 1;
}

function visit(views: readonly VisitedView[], view: VisitedView, from: string | undefined): VisitedView[] {
  const same = views.findIndex((v) => v.fullPath === view.fullPath);
  if (same >= 0) {
    // Same tab again: keep its place, refresh what it shows (the title may have loaded since).
    return views.map((v, i) => (i === same ? view : v));
  }
  const samePath = views.findIndex((v) => v.path === view.path);
  if (samePath >= 0) return views.map((v, i) => (i === samePath ? view : v));
  if (view.query.tagsType === 'replace' && from !== undefined) {
    const current = views.findIndex((v) => v.fullPath === from);
    if (current >= 0) return views.map((v, i) => (i === current ? view : v));
  }
  return [...views, view];
}

/**
 * The tab bar's reducer.
 * @see spec 01 §2.1, spec 03 §4 "Tabs"
 */
export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case 'visit':
      return { views: visit(state.views, action.view, action.from), navigateTo: state.navigateTo };
    case 'close': {
      if (state.views.length <= 1) return state;
      const views = state.views.filter((v) => v.fullPath !== action.fullPath);
      if (views.length === state.views.length) return state;
      const closingActive = action.fullPath === action.active;
      const last = views[views.length - 1];
      return { views, navigateTo: closingActive ? (last?.fullPath ?? TABS_FALLBACK_PATH) : state.navigateTo };
    }
    case 'closeOthers': {
      const kept = state.views.filter((v) => v.fullPath === action.fullPath);
      if (kept.length === 0) return state;
      return {
        views: kept,
        navigateTo: action.active === action.fullPath ? state.navigateTo : action.fullPath,
      };
    }
    case 'closeAll':
      return { views: [], navigateTo: TABS_FALLBACK_PATH };
    case 'navigated':
      return state.navigateTo === null ? state : { views: state.views, navigateTo: null };
    default: {
      const unreachable: never = action;
      return unreachable;
    }
  }
}

/** Session-storage key of the tabs (spec 01 §2.1: tabs are kept in session storage). */
export const VIEWS_STORAGE_KEY = 'fd.visitedViews';

function isView(value: unknown): value is VisitedView {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.fullPath === 'string' && typeof v.path === 'string' && typeof v.title === 'string';
}

/**
 * Reads saved tabs from the text kept in session storage; anything unreadable gives an empty bar, and
 * entries that are not tabs are dropped.
 * @param text - the stored JSON, or null when nothing is stored
 * @see spec 01 §2.1 (tabs are kept in session storage), spec 03 §4 Tabs
 */
export function parseViews(text: string | null | undefined): VisitedView[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isView) : [];
  } catch {
    return [];
  }
}

/** The text to keep in session storage for the tabs (the inverse of {@link parseViews}). */
export function serializeViews(views: readonly VisitedView[]): string {
  return JSON.stringify(views);
}

/** The two trade-record pages that share a saved filter (spec 03 §4 Tabs). */
export const TRADE_RECORD_PAGES: readonly string[] = [
  '/dataService/tradeRecord',
  '/dataService/tradeOrgRecord',
];

/**
 * Whether closing all tabs clears the saved trade-record filter (spec 03 §4 Tabs: "if only one of the two
 * trade-record pages was open").
 * @param views - the tabs open before closing all
 * @see spec 03 §4 Tabs
 */
export function closeAllClearsTradeRecordFilter(views: readonly VisitedView[]): boolean {
  return TRADE_RECORD_PAGES.filter((page) => views.some((v) => v.path === page)).length === 1;
}

/**
 * Builds the tab of a location.
 * @param pathname - `/product/equality/000001`
 * @param search - `?tagsType=replace` or empty
 * @param title - the tab's label
 */
export function viewOf(
  pathname: string,
  search: string,
  title: string,
  extra: { params?: Record<string, string>; code?: string; hash?: string } = {},
): VisitedView {
  const query: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    query[key] = value;
  });
  const meta: VisitedView['meta'] = extra.code ? { title, code: extra.code } : { title };
  return {
    fullPath: pathname + (search && search !== '?' ? search : ''),
    hash: extra.hash ?? '',
    meta,
    name: extra.code ?? pathname,
    params: extra.params ?? {},
    path: pathname,
    query,
    title,
  };
}
