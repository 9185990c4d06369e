import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { t } from '@funddesk/core';
import { findMenuNode } from '../menu';
import { sessionStore, useSession } from '../session';
import { viewOf } from '../tabs';
import { tabsStore, useTabs } from '../tabsStore';
import { hasPermission, useMenu } from '../useMenu';
import { CartPanel } from '../../features/cart/CartPanel';
import { SessionPrompts } from '../../features/session/SessionPrompts';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { TabsBar } from './TabsBar';
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

/**
 * The shell around every signed-in page: header, sidebar from the menu tree, visited-view tabs and the
 * page. Each visit adds a tab titled by the menu (or the route's handle.title); the sidebar's open state
 * persists and in mobile mode (under 1024 px) it closes on every route change.
 * @see spec 01 §2.1 layout, sidebar, tab bar
 */
export function Layout() {
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const { menu, codes, isLoading, failed } = useMenu();
  const session = useSession();
  const tabs = useTabs();
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const opened = mobile ? drawerOpen : session.sidebarOpened !== false;
  const previous = useRef<string | undefined>(undefined);
  const fullPath = location.pathname + location.search;

  // spec 01 §2.1: each route visit adds a tab (tagsType=replace replaces the one we came from).
  const deepestHandle = [...matches]
    .reverse()
    .map((m) => handleTitle(m.handle, m.params))
    .find(Boolean);
  const node = findMenuNode(menu, location.pathname);
  const title = deepestHandle ?? fallbackTitle(location.pathname) ?? node?.title;
  useEffect(() => {
    if (isLoading) return;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(matches[matches.length - 1]?.params ?? {})) {
      if (value !== undefined) params[key] = value;
    }
    const view = viewOf(location.pathname, location.search, title ?? t('web.app.subtitle'), {
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
  useEffect(() => setDrawerOpen(false), [fullPath]);

  const toggle = () => {
    if (mobile) setDrawerOpen((open) => !open);
    else sessionStore.set({ sidebarOpened: !opened });
  };

  return (
    <div className={`fd-shell${opened && !mobile ? '' : ' is-sidebar-closed'}`}>
      <Header canSearch={hasPermission(codes, 'fund_search')} mobile={mobile} onMenu={toggle} />
      <div className="fd-shell__body">
        <Sidebar
          menu={menu}
          opened={opened}
          mobile={mobile}
          loading={isLoading}
          failed={failed}
          onToggle={toggle}
          onNavigate={() => setDrawerOpen(false)}
        />
        {mobile && opened ? <div className="fd-shell__scrim" onClick={toggle} /> : null}
        <main className="fd-shell__main">
          <TabsBar />
          <div className="fd-shell__content">
            <Outlet />
          </div>
        </main>
      </div>
      <CartPanel
        canCart={hasPermission(codes, 'shopping_cart')}
        canBank={hasPermission(codes, 'public_accounts')}
        canForgetPassword={hasPermission(codes, 'subs_forget_password')}
      />
      <SessionPrompts />
    </div>
  );
}
