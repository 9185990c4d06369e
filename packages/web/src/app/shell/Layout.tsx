// Styles only the back office needs (date pickers, selects, tables), out of the login page's entry (issue 17 §1).
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import '@blueprintjs/table/lib/css/table.css';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import {
  account,
  drawerOpenAfterRouteChange,
  findMenuNode,
  sidebarOffset,
  sidebarOpened,
  t,
  viewOf,
} from '@funddesk/core';
import { useRevalidateCalls } from '../../api/hooks';
import { firstLoginGated } from '../Guard';
import { cancelPendingRequests } from '../requestScope';
import { applyManagerRouteChange } from '../routeAccounts';
import { sessionStore, useSession } from '../session';
import { tabsStore, useTabs } from '../tabsStore';
import { useMenu } from '../useMenu';
import { variant } from '../variant';
import { CartPanel } from '../../features/cart/CartPanel';
import { SessionPrompts } from '../../features/session/SessionPrompts';
import { Header } from './Header';
import { NoticeBanner } from './NoticeBanner';
import { Sidebar } from './Sidebar';
import { TabsBar } from './TabsBar';
import { MAIN_ID, SkipLink, useDocumentTitle, useSearchShortcut } from './a11y';
import { useIsMobile } from './useViewport';

/**
 * A route's `handle` may name its tab: `{ title: '基金详情' }` or `{ title: (params) => … }`.
 */
export interface RouteHandle {
  title?: string | ((params: Record<string, string | undefined>) => string);
}

function handleTitle(handle: unknown, params: Record<string, string | undefined>): string | undefined {
  if (typeof handle === 'object' && handle !== null && 'title' in handle) {
    const title = (handle as RouteHandle).title;
    if (typeof title === 'function') return title(params);
    return typeof title === 'string' ? title : undefined;
  }
  return undefined;
}

/** Fund detail pages outside the menu: 基金详情 with the fund code (spec 03 §2 equality, money, firstpublish). */
const FUND_DETAIL_PATH = /^\/product\/(equality|money|firstpublish)\/(\w+)$/;

function fallbackTitle(pathname: string): string | undefined {
  const fundId = FUND_DETAIL_PATH.exec(pathname)?.[2];
  return fundId ? t('web.tabs.fundDetail', { fundId }) : undefined;
}

/** The menu call, whose privilege codes an institution manager's route change refreshes. */
const menuCalls = [account.personMenu];

/**
 * The shell around every signed-in page: header, optional notice banner, sidebar from the menu tree,
 * visited-view tabs and the page. The decisions are core's: each visit adds a tab (core `tabsReducer`,
 * titled by the route's handle or the menu), the sidebar's open state persists and in mobile mode it
 * closes on every route change, the layout offsets are 288 / 108 px, and an institution manager's route
 * change cancels pending requests, sets or clears the current account and refreshes the privilege codes.
 * Accessibility (issue 17 §2, WCAG 2.1 AA): a skip link to the `<main>` landmark, one `<h1>` (visually
 * hidden) naming the page by its tab title, the document title `标题 - FundDesk` following the route, and
 * the `/` shortcut to the header fund search. While the session is held at 首次登录设置 ({@link firstLoginGated})
 * the sidebar, the fund search, the cart panel and the personal pages of the user menu are left out, and with
 * them their calls (menu badges, favourites, cart count); they appear once the settings are done.
 * @see spec 01 §2.1 layout, sidebar, tab bar, §2.3 (manager route change), §4.2 (forced first-login settings)
 */
export function Layout() {
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const refreshMenu = useRevalidateCalls(menuCalls);
  const { menu, can, isLoading, failed } = useMenu();
  const session = useSession();
  const tabs = useTabs();
  const mobile = useIsMobile();
  // spec 01 §4.2: held at 首次登录设置, the shell offers only what the person may use there (no menu, search,
  // cart panel or personal pages), so that none of the calls the server refuses with FD1018 is made.
  const gated = firstLoginGated(session);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const opened = sidebarOpened({ mobile, storedOpened: session.sidebarOpened, drawerOpen });
  const previous = useRef<string | undefined>(undefined);
  const previousPath = useRef<string | undefined>(undefined);
  const fullPath = location.pathname + location.search;

  // spec 01 §2.1: each route visit adds a tab (tagsType=replace replaces the one we came from).
  const deepestHandle = [...matches]
    .reverse()
    .map((m) => handleTitle(m.handle, m.params))
    .find(Boolean);
  const node = findMenuNode(menu, location.pathname);
  const title = deepestHandle ?? fallbackTitle(location.pathname) ?? node?.title;
  const pageTitle = isLoading && !title ? undefined : (title ?? t(variant.subtitleKey));
  // issue 17 §2: the document title follows the route (WCAG 2.4.2); `/` focuses the header search.
  useDocumentTitle(pageTitle);
  useSearchShortcut();
  useEffect(() => {
    if (isLoading) return;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(matches[matches.length - 1]?.params ?? {})) {
      if (value !== undefined) params[key] = value;
    }
    const view = viewOf(location.pathname, location.search, title ?? t(variant.subtitleKey), {
      params,
      ...(node ? { code: node.code } : {}),
    });
    tabsStore.dispatch({ type: 'visit', view, ...(previous.current ? { from: previous.current } : {}) });
    previous.current = fullPath;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one visit per location (and once the menu names it)
  }, [fullPath, isLoading, title]);

  // Closing the active tab moves to another (spec 01 §2.1); the reducer says where.
  useEffect(() => {
    if (tabs.navigateTo) {
      const to = tabs.navigateTo;
      tabsStore.dispatch({ type: 'navigated' });
      if (to !== fullPath) void navigate(to);
    }
  }, [tabs.navigateTo, fullPath, navigate]);

  // spec 01 §2.1: in mobile mode the sidebar closes on every route change.
  useEffect(() => setDrawerOpen((open) => drawerOpenAfterRouteChange(mobile, open)), [fullPath, mobile]);

  // spec 01 §2.3: an institution manager's route change (core decideManagerRouteChange).
  // The shell's first page (a reload, or back from a page outside it) is no route change of the shell: the
  // guard has shown it with the menu fetched under the stored current account, so the privilege codes are
  // asked again only when this page's account differs from that one (a reload would otherwise ask twice).
  useEffect(() => {
    const path = location.pathname;
    const first = previousPath.current === undefined;
    const changed = !first && previousPath.current !== path;
    previousPath.current = path;
    const accountBefore = sessionStore.get().currentAccount?.id;
    const decision = applyManagerRouteChange(path);
    const accountChanged = sessionStore.get().currentAccount?.id !== accountBefore;
    if (changed && decision.cancelPendingRequests) cancelPendingRequests(path);
    if (decision.refreshPrivilegeCodes && (!first || accountChanged)) void refreshMenu();
  }, [location.pathname, refreshMenu]);

  const toggle = () => {
    if (mobile) setDrawerOpen((open) => !open);
    else sessionStore.set({ sidebarOpened: !opened });
  };

  const offset = sidebarOffset(opened, mobile);
  // The sidebar is this offset minus the page gutters (styles/app.css), so the spec's numbers drive the layout.
  const style = { '--fd-shell-offset': `${offset}px` } as CSSProperties;

  return (
    <div
      className={`fd-shell${opened && !mobile ? '' : ' is-sidebar-closed'}`}
      style={style}
      data-offset={offset}
    >
      <SkipLink />
      <Header canSearch={!gated && can('fund_search')} mobile={mobile} onMenu={toggle} gated={gated} />
      <NoticeBanner gated={gated} />
      <div className="fd-shell__body">
        {gated ? null : (
          <Sidebar
            menu={menu}
            opened={opened}
            mobile={mobile}
            loading={isLoading}
            failed={failed}
            onToggle={toggle}
            onNavigate={() => setDrawerOpen(false)}
          />
        )}
        {!gated && mobile && opened ? <div className="fd-shell__scrim" onClick={toggle} /> : null}
        <main className="fd-shell__main" id={MAIN_ID} tabIndex={-1} aria-labelledby={`${MAIN_ID}-title`}>
          <h1 id={`${MAIN_ID}-title`} className="fd-visually-hidden">
            {pageTitle ?? t(variant.subtitleKey)}
          </h1>
          <TabsBar />
          <div className="fd-shell__content">
            <Outlet />
          </div>
        </main>
      </div>
      {gated ? null : (
        <CartPanel
          canCart={can('shopping_cart')}
          canBank={can('public_accounts')}
          canForgetPassword={can('subs_forget_password')}
        />
      )}
      <SessionPrompts />
    </div>
  );
}
