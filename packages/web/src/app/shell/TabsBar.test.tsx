import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewOf } from '@funddesk/core';
import { createTabsStore } from '../tabsStore';
import { TabsBar } from './TabsBar';

const PAGES = [
  ['/product/publicIndex', '公募基金'],
  ['/asset/index', '资产概览'],
  ['/trade/stayTrade', '待处理交易'],
  ['/user/password/login', '密码管理'],
] as const;

function show(active: string) {
  const store = createTabsStore(undefined);
  for (const [path, title] of PAGES) store.dispatch({ type: 'visit', view: viewOf(path, '', title) });
  const router = createMemoryRouter([{ path: '*', element: <TabsBar store={store} /> }], {
    initialEntries: [active],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the visited-view tab bar (spec 01 §2.1)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('spec 01 §2.1: the active tab is scrolled into view when the route changes (many tabs overflow the row)', async () => {
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.textContent ?? '');
    });
    const router = show('/user/password/login');
    expect(scrolled).toEqual(['密码管理']);
    await act(() => router.navigate('/asset/index'));
    expect(scrolled.at(-1)).toBe('资产概览');
  });

  it('a vertical mouse wheel scrolls the row sideways (its scroll bar is hidden)', () => {
    show('/asset/index');
    const row = screen.getAllByRole('link')[0]!.parentElement!.parentElement!;
    fireEvent.wheel(row, { deltaY: 120, deltaX: 0 });
    expect(row.scrollLeft).toBe(120);
  });
});
