import { HotkeysProvider } from '@blueprintjs/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { account, type CallDef, type GatewayClient, type MenuNode } from '@funddesk/core';
import { GatewayContext } from '../../api/hooks';
import { prefetchRoute } from '../lazyPage';
import { routes } from '../router';
import { sessionStore } from '../session';
import { tabsStore } from '../tabsStore';
import { FUND_SEARCH_INPUT_ID, MAIN_ID, watchCloseButtonNames } from './a11y';

const node = (code: string, title: string, path: string, children: MenuNode[] = []): MenuNode => ({
  code,
  title,
  path,
  hidden: false,
  children,
});

const menuList: MenuNode[] = [
  node('trans_mgt', '交易管理', '/trade', [
    node('pending_trans', '待处理交易', '/trade/stayTrade'),
    node('monetary_fund_smart_split', '货币基金智能拆单', '/trade/separateBill'),
  ]),
];

/** Answers the menu (with the fund search privilege); every other call stays pending (pages load nothing). */
const gateway = {
  call: (def: CallDef) =>
    def.name === account.personMenu.name
      ? Promise.resolve({ menuList, routeCodes: ['trans_mgt'], privilegeCodes: ['fund_search'] })
      : new Promise(() => undefined),
  resetPublicKey: () => undefined,
} as unknown as GatewayClient;

async function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <GatewayContext.Provider value={gateway}>
          <HotkeysProvider>
            <RouterProvider router={router} />
          </HotkeysProvider>
        </GatewayContext.Provider>
      </SWRConfig>,
    );
    await Promise.resolve();
  });
  await screen.findByRole('navigation', { name: '已打开的页面' });
  return router;
}

const searchBox = () => document.getElementById(FUND_SEARCH_INPUT_ID);

describe('the shell is usable by keyboard and screen reader (issue 17 §2, WCAG 2.1 AA)', () => {
  beforeAll(
    () => Promise.all(['/trade/stayTrade', '/trade/separateBill'].map((p) => prefetchRoute(routes, p))),
    60_000,
  );
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
    window.localStorage.clear();
    window.sessionStorage.clear();
    sessionStore.reload();
    sessionStore.set({ token: 't', groupId: '10000001', corpName: '鼎元投资管理有限公司', roleType: 'op' });
    tabsStore.dispatch({ type: 'closeAll' });
    tabsStore.dispatch({ type: 'navigated' });
    document.title = 'FundDesk';
  });
  afterEach(cleanup);

  it('WCAG 2.4.2: the document title follows the route: the tab title, then FundDesk', async () => {
    const router = await open('/trade/stayTrade');
    expect(document.title).toBe('待处理交易 - FundDesk');
    await act(() => router.navigate('/trade/separateBill'));
    expect(document.title).toBe('货币基金智能拆单 - FundDesk');
  });

  it('one <main> landmark holding one <h1> that names the page', async () => {
    await open('/trade/stayTrade');
    const main = screen.getByRole('main');
    expect(main.id).toBe(MAIN_ID);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('待处理交易');
  });

  it('WCAG 2.4.1: the skip link 跳到主要内容 comes first in the tab order and moves the focus to <main>', async () => {
    await open('/trade/stayTrade');
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    const focusable = document.querySelectorAll('a[href], button, input, [tabindex]:not([tabindex="-1"])');
    expect(focusable[0]).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('the / key focuses the header fund search, but types a slash while in a field', async () => {
    await open('/trade/stayTrade');
    expect(searchBox()).not.toBeNull();
    expect(document.activeElement).not.toBe(searchBox());
    const slash = fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(searchBox());
    expect(slash).toBe(false); // the slash is not typed into the box

    const other = document.createElement('input');
    document.body.append(other);
    other.focus();
    const typed = fireEvent.keyDown(other, { key: '/' });
    expect(typed).toBe(true);
    expect(document.activeElement).toBe(other);
    other.remove();
  });

  it('the tab bar nests no control inside another: links to the pages, close buttons (关闭 …) beside them', async () => {
    const router = await open('/trade/stayTrade');
    await act(() => router.navigate('/trade/separateBill'));
    const bar = screen.getByRole('navigation', { name: '已打开的页面' });
    expect(within(bar).queryAllByRole('tab')).toHaveLength(0);
    const links = within(bar).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['待处理交易', '货币基金智能拆单']);
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
    for (const control of bar.querySelectorAll('a, button'))
      expect(control.parentElement?.closest('a, button, [role="tab"]')).toBeNull();
    expect(within(bar).getByRole('button', { name: '关闭 待处理交易' })).toBeTruthy();
  });
});

describe('Blueprint names in Chinese (issue 17 §2)', () => {
  it('close buttons read 关闭 and spinners 加载中, also when added later', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<button aria-label="Close"></button>';
    document.body.append(root);
    const stop = watchCloseButtonNames(root);
    expect(root.querySelector('button')!.getAttribute('aria-label')).toBe('关闭');
    const spinner = document.createElement('div');
    spinner.setAttribute('aria-label', 'loading');
    root.append(spinner);
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    expect(spinner.getAttribute('aria-label')).toBe('加载中');
    stop();
    root.remove();
  });
});
