import { HotkeysProvider } from '@blueprintjs/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  account,
  FIRST_LOGIN_OPEN_CALLS,
  riskMonitor,
  t,
  trade,
  type CallDef,
  type FirstLoginFlags,
  type GatewayClient,
  type MenuNode,
} from '@funddesk/core';
import { GatewayContext } from '../../api/hooks';
import { prefetchRoute } from '../lazyPage';
import { routes } from '../router';
import { sessionStore } from '../session';
import { tabsStore } from '../tabsStore';

const node = (
  code: string,
  title: string,
  path: string,
  children: MenuNode[] = [],
  hidden = false,
): MenuNode => ({
  code,
  title,
  path,
  hidden,
  children,
});

const menuList: MenuNode[] = [
  node('trans_mgt', '交易管理', '/trade', [
    node('pending_trans', '待处理交易', '/trade/stayTrade'),
    node('related_institutions', '未建页面', '/trade/notBuilt'),
    node('public_trans_detail', '交易详情', '/trade/detail/:id', [], true),
  ]),
  node('user_mgt', '个人中心', '/user', [node('user_info', '个人信息', '/user/userInfo')]),
];

const gateway = {
  call: (def: CallDef) =>
    def.name === account.personMenu.name
      ? Promise.resolve({ menuList, routeCodes: ['trans_mgt', 'pending_trans'], privilegeCodes: [] })
      : Promise.reject(new Error(`unexpected ${def.name}`)),
  resetPublicKey: () => undefined,
} as unknown as GatewayClient;

async function open(path: string, client: GatewayClient = gateway) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <GatewayContext.Provider value={client}>
          <HotkeysProvider>
            <RouterProvider router={router} />
          </HotkeysProvider>
        </GatewayContext.Provider>
      </SWRConfig>,
    );
    await Promise.resolve();
  });
  return router;
}

const tabs = () => within(screen.getByRole('navigation', { name: '已打开的页面' })).queryAllByRole('link');

describe('the shell (spec 01 §2.1 layout, §2.3 guard)', () => {
  // The shell and its pages are lazy (issue 17 §1): load their chunks once, so that every test renders at once.
  beforeAll(
    () =>
      Promise.all(
        ['/trade/stayTrade', '/dataService/tradeRecord', '/orgaccount/settingLogin'].map((p) =>
          prefetchRoute(routes, p),
        ),
      ),
    60_000,
  );
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
    window.localStorage.clear();
    window.sessionStorage.clear();
    sessionStore.reload();
    tabsStore.dispatch({ type: 'closeAll' });
    tabsStore.dispatch({ type: 'navigated' });
  });
  afterEach(cleanup);

  it('spec 01 §2.3: without a token or group id every page goes to login', async () => {
    const router = await open('/trade/stayTrade');
    expect(router.state.location.pathname).toBe('/login/organizationLogin');
    expect(screen.getByRole('form', { name: '机构登录' })).toBeTruthy();
  });

  it('spec 01 §2.3: /login/* when logged in goes to /redirect', async () => {
    sessionStore.set({ token: 't', groupId: '10000001' });
    const router = await open('/login/organizationLogin');
    // /redirect lands on the first menu child; with no page yet it falls back to the fund list.
    expect(router.state.location.pathname).not.toMatch(/^\/login/);
  });

  it('builds the sidebar from the menu without hidden nodes; pages not built say 功能建设中', async () => {
    sessionStore.set({
      token: 't',
      groupId: '10000001',
      corpName: '鼎元投资管理有限公司',
      personName: '张伟',
      roleType: 'op',
    });
    // /trade/stayTrade has its page now (issue 3 screens); the menu's /trade/notBuilt has none (a made-up node: every
    // page of the real menu is being built, the cockpit's 关联机构 included).
    await open('/trade/notBuilt');
    const nav = screen.getByRole('navigation', { name: '基金销售服务平台' });
    expect(within(nav).getByText('交易管理')).toBeTruthy();
    expect(within(nav).getByText('未建页面')).toBeTruthy();
    expect(within(nav).queryByText('交易详情')).toBeNull();
    expect(screen.getByText('功能建设中')).toBeTruthy();
    expect(screen.getByText('“未建页面”页面正在建设中，敬请期待。')).toBeTruthy();
    expect(screen.getByText('交易员')).toBeTruthy();
    expect(screen.getByText('客户号：10000001')).toBeTruthy();
    // No fund_search privilege in this menu: no search box (spec 01 §2.1).
    expect(screen.queryByPlaceholderText('请输入基金代码或名称')).toBeNull();
  });

  it('spec 01 §2.1: visits add tabs; close icons only with two; closing the active tab moves to the last one', async () => {
    sessionStore.set({ token: 't', groupId: '10000001' });
    const router = await open('/trade/stayTrade');
    expect(tabs().map((t) => t.textContent)).toEqual(['待处理交易']);
    expect(screen.queryByRole('button', { name: /关闭/ })).toBeNull();

    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('navigation', { name: '基金销售服务平台' })).getByText('未建页面'),
      );
      await Promise.resolve();
    });
    expect(router.state.location.pathname).toBe('/trade/notBuilt');
    expect(tabs().map((t) => t.textContent)).toEqual(['待处理交易', '未建页面']);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '关闭 未建页面' }));
      await Promise.resolve();
    });
    expect(router.state.location.pathname).toBe('/trade/stayTrade');
    expect(tabs().map((t) => t.textContent)).toEqual(['待处理交易']);
    expect(JSON.parse(window.sessionStorage.getItem('fd.visitedViews') ?? '[]')).toHaveLength(1);
  });

  /** A gateway answering the menu like {@link gateway}, counting the menu requests. */
  function countingMenu() {
    const counted = { menuRequests: 0, client: gateway };
    counted.client = {
      ...gateway,
      call: (def: CallDef, request: unknown) => {
        if (def.name === account.personMenu.name) counted.menuRequests += 1;
        return gateway.call(def as typeof account.personMenu, request as never);
      },
    } as GatewayClient;
    return counted;
  }

  const manager = (currentAccount: string | undefined) =>
    sessionStore.set({
      token: 't',
      groupId: '10000010',
      managerOrgFlag: true,
      routeAccounts: { '/trade/stayTrade': '10000011', '/dataService/tradeRecord': '10000012' },
      ...(currentAccount ? { currentAccount: { id: currentAccount, name: currentAccount } } : {}),
    });

  it('spec 01 §2.3: an institution manager reloading on a page with its remembered account asks for the menu once; route changes refresh it', async () => {
    manager('10000011');
    const counted = countingMenu();
    const router = await open('/trade/stayTrade', counted.client);
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: '基金销售服务平台' })).getByText('交易管理'),
      ).toBeTruthy(),
    );
    expect(sessionStore.get().currentAccount?.id).toBe('10000011');
    expect(counted.menuRequests).toBe(1);

    await act(async () => {
      await router.navigate('/trade/notBuilt');
    });
    expect(sessionStore.get().currentAccount).toBeUndefined();
    await act(async () => {
      await router.navigate('/trade/stayTrade');
    });
    expect(sessionStore.get().currentAccount?.id).toBe('10000011');
    await waitFor(() => expect(counted.menuRequests).toBe(2));
  });

  it('spec 01 §2.3: the first page with another account than the stored one refreshes the privilege codes', async () => {
    manager('10000011');
    const counted = countingMenu();
    await open('/dataService/tradeRecord', counted.client);
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: '基金销售服务平台' })).getByText('交易管理'),
      ).toBeTruthy(),
    );
    expect(sessionStore.get().currentAccount?.id).toBe('10000012');
    await waitFor(() => expect(counted.menuRequests).toBe(2));
  });

  /** new01's first-login flags: an operator who still has the initial login password and no trade password. */
  const pendingFlags: FirstLoginFlags = {
    isManager: false,
    isOperator: true,
    hasApproveSet: true,
    hasOperator: true,
    hasLoginPwd: false,
    hasTradePwd: false,
  };

  /** A gateway answering the menu (with 待处理交易, 持仓风险监控, the cart and the search) and the three counts. */
  function recordingGateway() {
    const names: string[] = [];
    const gatedMenu: MenuNode[] = [
      ...menuList,
      node('fund_tools', '基金工具', '/fundTools', [
        node('risk_monitor', '持仓风险监控', '/fundTools/riskMonitor'),
      ]),
    ];
    const answers: Record<string, unknown> = {
      [account.personMenu.name]: {
        menuList: gatedMenu,
        routeCodes: ['trans_mgt', 'pending_trans', 'fund_tools', 'risk_monitor'],
        privilegeCodes: ['shopping_cart', 'fund_search'],
      },
      [trade.pendingTradeNum.name]: { num: 3 },
      [riskMonitor.countUnreadRecord.name]: { num: 2 },
      [trade.cartNumInfo.name]: { added: 1, maxLimit: 50, fundIds: ['000001'] },
    };
    const client = {
      call: (def: CallDef) => {
        names.push(def.name);
        return def.name in answers ? Promise.resolve(answers[def.name]) : Promise.reject(new Error(def.name));
      },
      resetPublicKey: () => undefined,
    } as unknown as GatewayClient;
    return { names, client };
  }

  const countCalls = [trade.pendingTradeNum.name, riskMonitor.countUnreadRecord.name, trade.cartNumInfo.name];

  it('spec 01 §4.2 (FD1018): held at 首次登录设置 the shell shows no menu, search, cart or personal pages and calls only what the gate lets through; once the settings are done everything appears', async () => {
    sessionStore.set({
      token: 't',
      groupId: '10000001',
      personName: '新用户',
      roleType: 'op',
      firstLogin: pendingFlags,
    });
    const recorded = recordingGateway();
    const router = await open('/orgaccount/settingLogin', recorded.client);
    await waitFor(() => expect(recorded.names).toContain(account.personMenu.name));
    expect(router.state.location.pathname).toBe('/orgaccount/settingLogin');
    expect(screen.getByRole('heading', { level: 2, name: t('firstLogin.title') })).toBeTruthy();
    // No sidebar, no fund search, no cart panel: nothing the guard would send back or the server refuse.
    expect(screen.queryByRole('navigation', { name: '基金销售服务平台' })).toBeNull();
    expect(screen.queryByPlaceholderText('请输入基金代码或名称')).toBeNull();
    expect(screen.queryByRole('button', { name: t('trade.panel.cart') })).toBeNull();
    // The user menu offers 安全退出 only.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /新用户/ }));
      await Promise.resolve();
    });
    expect(await screen.findByRole('menuitem', { name: t('web.header.logout') })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: t('web.header.userInfo') })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: t('web.header.password') })).toBeNull();
    // Every call made is one the server's first-login gate lets through (core FIRST_LOGIN_OPEN_CALLS).
    expect(recorded.names.filter((name) => !FIRST_LOGIN_OPEN_CALLS.has(name))).toEqual([]);
    for (const name of countCalls) expect(recorded.names).not.toContain(name);

    // The settings page stores the completed flags (SettingLoginPage after firstLoginSet).
    await act(async () => {
      sessionStore.set({ firstLogin: { ...pendingFlags, hasLoginPwd: true, hasTradePwd: true } });
      await Promise.resolve();
    });
    const nav = await screen.findByRole('navigation', { name: '基金销售服务平台' });
    expect(within(nav).getByText('待处理交易')).toBeTruthy();
    expect(within(nav).getByText('持仓风险监控')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入基金代码或名称')).toBeTruthy();
    expect(screen.getByRole('button', { name: t('trade.panel.cart') })).toBeTruthy();
    await waitFor(() => {
      for (const name of countCalls) expect(recorded.names).toContain(name);
    });
    expect((await screen.findAllByTestId('pending-badge')).length).toBeGreaterThan(0);
    expect(await screen.findByTestId('risk-badge')).toBeTruthy();
    expect(await screen.findByTestId('cart-count')).toBeTruthy();
  });

  it('unknown paths show 页面不存在', async () => {
    sessionStore.set({ token: 't', groupId: '10000001' });
    await open('/no/such/page');
    expect(screen.getByText('页面不存在')).toBeTruthy();
  });
});
