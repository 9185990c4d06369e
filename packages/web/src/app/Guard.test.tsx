import { HotkeysProvider } from '@blueprintjs/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  account,
  support,
  type CallDef,
  type GatewayClient,
  type MenuNode,
  type OrgEntry,
} from '@funddesk/core';
import { GatewayContext } from '../api/hooks';
import { firstLoginGated, setAppOpening } from './Guard';
import { prefetchRoute } from './lazyPage';
import { routes } from './router';
import { serverClock } from './serverClock';
import { sessionStore } from './session';
import { tabsStore } from './tabsStore';

const menuList: MenuNode[] = [
  {
    code: 'asset_mgt',
    title: '账户资产',
    path: '/asset',
    hidden: false,
    children: [{ code: 'asset_mgt', title: '资产概览', path: '/asset/index', hidden: false, children: [] }],
  },
];

const org = (groupId: string, corpName: string): OrgEntry => ({
  groupId,
  corpName,
  gid: `G${groupId}`,
  orgName: corpName,
  managerOrgFlag: false,
  synthesizeState: 2,
  clientType: '2',
  orgType: 0,
  status: 2,
});

interface Fake {
  gateway: GatewayClient;
  calls: { name: string; request: unknown }[];
}

function fakeGateway(notice: unknown = null): Fake {
  const calls: Fake['calls'] = [];
  const answers: Record<string, unknown> = {
    [account.personMenu.name]: { menuList, routeCodes: ['asset_mgt'], privilegeCodes: [] },
    [support.noticeLast.name]: { notice },
    [support.noticeClose.name]: { id: 'N1', closedAt: '2026-02-13T06:00:00.000Z' },
    [account.getCorpsInfo.name]: {
      roleType: 'op',
      corpList: [org('10000001', '鼎元投资'), org('10000003', '示例二')],
    },
  };
  const gateway = {
    call: (def: CallDef, request: unknown) => {
      calls.push({ name: def.name, request });
      return def.name in answers ? Promise.resolve(answers[def.name]) : Promise.reject(new Error(def.name));
    },
    resetPublicKey: () => undefined,
  } as unknown as GatewayClient;
  return { gateway, calls };
}

async function open(path: string, fake: Fake = fakeGateway()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <GatewayContext.Provider value={fake.gateway}>
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

const loggedIn = {
  token: 't',
  groupId: '10000001',
  corpName: '鼎元投资',
  personName: '张伟',
  roleType: 'op',
};
const beijing = (text: string) => Date.parse(`${text}+08:00`);

describe('the route guard in the web (core decideRoute; spec 01 §2.3)', () => {
  // The shell is a lazy page (issue 17 §1): load its chunk once, so that every test renders it at once.
  beforeAll(() => prefetchRoute(routes, '/boss/screen'), 60_000);
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
    window.localStorage.clear();
    window.sessionStorage.clear();
    sessionStore.reload();
    tabsStore.dispatch({ type: 'closeAll' });
    tabsStore.dispatch({ type: 'navigated' });
    serverClock.set({ offsetMs: 0, workingDay: true });
    setAppOpening(false);
  });
  afterEach(cleanup);

  it('spec 01 §2.3: inside the maintenance window (by the gateway clock) every page is /maintain, logged in or not', async () => {
    serverClock.set({ offsetMs: beijing('2026-02-13T14:00:00') - Date.now(), workingDay: true });
    sessionStore.set({
      ...loggedIn,
      maintainTime: { dStart: '2026-02-13 13:00:00', dEnd: '2026-02-13 15:00:00' },
    });
    const router = await open('/asset/index');
    expect(router.state.location.pathname).toBe('/maintain');
    expect(screen.getByText('系统维护中')).toBeTruthy();
    expect(screen.getByText('维护时间：2026-02-13 13:00:00 至 2026-02-13 15:00:00')).toBeTruthy();
  });

  it('spec 01 §2.3: /maintain outside the window goes to /redirect', async () => {
    serverClock.set({ offsetMs: beijing('2026-02-13T16:00:00') - Date.now(), workingDay: true });
    sessionStore.set({
      ...loggedIn,
      maintainTime: { dStart: '2026-02-13 13:00:00', dEnd: '2026-02-13 15:00:00' },
    });
    const router = await open('/maintain');
    await waitFor(() => expect(router.state.location.pathname).toBe('/asset/index'));
  });

  it('spec 01 §2.3: a cockpit-only user always goes to /boss/screen', async () => {
    sessionStore.set({ ...loggedIn, isOnlyCockpitUser: true });
    const router = await open('/asset/index');
    expect(router.state.location.pathname).toBe('/boss/screen');
    expect(await screen.findByRole('heading', { name: '驾驶舱', level: 2 })).toBeTruthy();
    expect(screen.queryByText('功能建设中')).toBeNull();
  });

  it('spec 01 §2.3: during a manager change the old operator goes to the change-manager-result page', async () => {
    sessionStore.set({
      ...loggedIn,
      transactorChangeStatus: { hasTransactorChanging: true, hasAdmin: false, roleType: 'jgt_old_op' },
    });
    const router = await open('/asset/index');
    expect(router.state.location.pathname).toBe('/orgaccount/changeManagerResult');
  });

  it('spec 01 §2.3: opening the app in an in-app browser pushes /wechat', async () => {
    const agent = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent');
    Object.defineProperty(window.navigator, 'userAgent', {
      configurable: true,
      value: 'Mozilla/5.0 MicroMessenger/8.0',
    });
    try {
      setAppOpening(true);
      const router = await open('/login/organizationLogin');
      expect(router.state.location.pathname).toBe('/wechat');
      expect(screen.getByText('请在浏览器中打开')).toBeTruthy();
    } finally {
      if (agent) Object.defineProperty(window.navigator, 'userAgent', agent);
      else Reflect.deleteProperty(window.navigator, 'userAgent');
    }
  });

  it('spec 01 §4.2: while a first-login setting is missing every shell page goes to 首次登录设置, and the shell is told it is gated until the flags are complete', async () => {
    const flags = {
      isManager: false,
      isOperator: true,
      hasApproveSet: true,
      hasOperator: true,
      hasLoginPwd: false,
      hasTradePwd: false,
    };
    expect(firstLoginGated({})).toBe(false);
    expect(firstLoginGated({ firstLogin: flags })).toBe(true);
    expect(firstLoginGated({ firstLogin: { ...flags, hasLoginPwd: true } })).toBe(true);
    expect(firstLoginGated({ firstLogin: { ...flags, hasLoginPwd: true, hasTradePwd: true } })).toBe(false);
    // A manager whose approval process is not set is held there as well (the guard's rule, core decideRoute).
    const manager = { ...flags, isManager: true, isOperator: false, hasLoginPwd: true, hasApproveSet: false };
    expect(firstLoginGated({ firstLogin: manager })).toBe(true);

    sessionStore.set({ ...loggedIn, firstLogin: flags });
    const router = await open('/asset/index');
    expect(router.state.location.pathname).toBe('/orgaccount/settingLogin');
  });

  it('spec 01 §2.3: /login/chooseOrganization is open; without a login token the page goes to login', async () => {
    const router = await open('/login/chooseOrganization');
    expect(router.state.location.pathname).toBe('/login/organizationLogin');
  });

  it('spec 01 §2.2: /login goes to the variant’s login page', async () => {
    const router = await open('/login');
    expect(router.state.location.pathname).toBe('/login/organizationLogin');
  });
});

describe('the notice banner and the organisation bar (spec 01 §1, §2.1)', () => {
  beforeAll(() => prefetchRoute(routes, '/boss/screen'), 60_000);
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
    window.localStorage.clear();
    window.sessionStorage.clear();
    sessionStore.reload();
    setAppOpening(false);
  });
  afterEach(cleanup);

  it('spec 01 §2.1: the banner shows the notice with its link; closed and confirmed it is gone for the group', async () => {
    sessionStore.set(loggedIn);
    const fake = fakeGateway({
      id: 'N1',
      content: '春节休市安排',
      redirectType: 1,
      redirectUrl: 'https://example.com/n1',
      redirectFundCode: null,
      startTime: '2026-02-01T00:00:00.000Z',
    });
    await open('/asset/index', fake);
    const banner = await screen.findByTestId('notice-banner');
    expect(banner.style.height).toBe('36px');
    expect(within(banner).getByText('春节休市安排')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: '查看详情' }).getAttribute('href')).toBe(
      'https://example.com/n1',
    );

    await act(async () => {
      fireEvent.click(within(banner).getByRole('button', { name: '关闭公告' }));
      await Promise.resolve();
    });
    expect(screen.getByText('关闭后该公告将不再对本机构显示，确定关闭吗？')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确定' }));
      await Promise.resolve();
    });
    expect(screen.queryByTestId('notice-banner')).toBeNull();
    expect(sessionStore.get().noticeIds).toEqual(['10000001:N1']);
    expect(fake.calls.filter((c) => c.name === support.noticeClose.name).map((c) => c.request)).toEqual([
      { id: 'N1' },
    ]);
  });

  it('spec 01 §1: on /orgaccount/settingLogin the organisation bar lists the organisations instead of switching', async () => {
    sessionStore.set({ ...loggedIn, corpList: [org('10000001', '鼎元投资'), org('10000003', '示例二')] });
    await open('/orgaccount/settingLogin');
    expect(await screen.findByText('我的机构（2）')).toBeTruthy();
    expect(screen.queryByText('客户号：10000001')).toBeNull();
  });

  it('spec 01 §1: /orgaccount/openAccountType shows the bar with a bottom line', async () => {
    sessionStore.set(loggedIn);
    await open('/orgaccount/openAccountType');
    await screen.findByText('客户号：10000001');
    expect(document.querySelector('.fd-orgbar.has-bottom-line')).not.toBeNull();
  });
});
