import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayError, viewOf, type OrgEntry } from '@funddesk/core';
import { fakeGateway, WithGateway, type FakeGateway } from '../features/product/testing/fakeGateway';
import { sessionStore } from './session';
import { tabsStore } from './tabsStore';
import { SWITCH_RECLICK_MS, useOrgSwitch, type OrgSwitchOptions } from './useOrgSwitch';

const org = (groupId: string, corpName: string, managerOrgFlag = false): OrgEntry => ({
  corpName,
  groupId,
  gid: `g-${groupId}`,
  orgName: corpName,
  managerOrgFlag,
  synthesizeState: 2,
  clientType: '2',
  orgType: 0,
  status: 2,
});

const dingyuan = org('10000001', '鼎元投资管理有限公司');
const huichuan = org('10000002', '汇川信托稳盈1号');

/** The switch answers for the chosen organisation; the corporate info is not there (the landing is /redirect). */
const switchAnswer = (request: unknown) => {
  const { groupId } = request as { groupId: string };
  return {
    token: `tok-${groupId}`,
    groupId,
    clienttype: '2',
    roleType: 'op',
    orgType: 0,
    managerOrgFlag: false,
    corpName: groupId,
  };
};

function setUp(gateway: FakeGateway, options: Partial<OrgSwitchOptions> = {}) {
  let clock = 1_000_000;
  const notifier = { error: vi.fn(), success: vi.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WithGateway gateway={gateway}>
      <MemoryRouter initialEntries={['/asset/index']}>{children}</MemoryRouter>
    </WithGateway>
  );
  const view = renderHook(
    () => ({
      orgSwitch: useOrgSwitch({ feedback: 'toast', notifier, now: () => clock, ...options }),
      location: useLocation(),
      navigationType: useNavigationType(),
    }),
    { wrapper },
  );
  const choose = (entry: OrgEntry) => act(() => view.result.current.orgSwitch.choose(entry));
  const advance = (ms: number) => {
    clock += ms;
  };
  return { view, notifier, choose, advance };
}

const switches = (gateway: FakeGateway) =>
  gateway.requests('getOrgLoginswitch').map((r) => (r as { groupId: string }).groupId);

describe('useOrgSwitch: the account switch of the organisation bar and 选择企业 (spec 01 §4.2, §9)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    sessionStore.reload();
    sessionStore.set({ token: 'tok', groupId: '10000001', loginType: 1, corpList: [dingyuan, huichuan] });
    tabsStore.dispatch({ type: 'closeAll' });
    tabsStore.dispatch({ type: 'navigated' });
  });
  afterEach(cleanup);

  it('spec 01 §4.2: entering switches the session, closes the tabs, replaces the page with the landing and toasts', async () => {
    const gateway = fakeGateway({ getOrgLoginswitch: switchAnswer });
    tabsStore.dispatch({ type: 'visit', view: viewOf('/asset/index', '', '资产概览', { params: {} }) });
    const onEntered = vi.fn();
    const { view, notifier, choose } = setUp(gateway, { onEntered });

    await choose(huichuan);

    expect(switches(gateway)).toEqual(['10000002']);
    expect(sessionStore.get()).toMatchObject({ groupId: '10000002', token: 'tok-10000002' });
    expect(onEntered).toHaveBeenCalledWith(huichuan);
    expect(tabsStore.get().views).toEqual([]);
    expect(view.result.current.location.pathname).toBe('/redirect');
    expect(view.result.current.navigationType).toBe('REPLACE');
    expect(notifier.success).toHaveBeenCalledWith('已切换至 汇川信托稳盈1号');
    expect(view.result.current.orgSwitch).toMatchObject({ switching: null, problem: null });
  });

  it('spec 01 §9: a choice within 3000 ms of the last one that went ahead is ignored', async () => {
    const gateway = fakeGateway({ getOrgLoginswitch: switchAnswer });
    const { choose, advance } = setUp(gateway);

    await choose(huichuan);
    advance(SWITCH_RECLICK_MS - 1);
    await choose(dingyuan);
    expect(switches(gateway)).toEqual(['10000002']);

    advance(1);
    await choose(dingyuan);
    expect(switches(gateway)).toEqual(['10000002', '10000001']);
  });

  it('spec 01 §4.2: switching is blocked while another switch is loading', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const gateway = fakeGateway({
      getOrgLoginswitch: (request) =>
        new Promise((resolve) => {
          answer = () => resolve(switchAnswer(request));
        }),
    });
    const { view, choose, advance } = setUp(gateway);

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = view.result.current.orgSwitch.choose(huichuan);
    });
    expect(view.result.current.orgSwitch.switching).toBe('10000002');
    advance(SWITCH_RECLICK_MS);
    await choose(dingyuan);
    expect(switches(gateway)).toEqual(['10000002']);

    await act(async () => {
      answer(undefined);
      await first;
    });
    expect(view.result.current.orgSwitch.switching).toBeNull();
  });

  it('a failed switch shows its message and may be retried at once (toast feedback)', async () => {
    let fail = true;
    const gateway = fakeGateway({
      getOrgLoginswitch: (request) => {
        if (fail) throw new GatewayError('FD5000');
        return switchAnswer(request);
      },
    });
    const { view, notifier, choose } = setUp(gateway);

    await choose(huichuan);
    expect(notifier.error).toHaveBeenCalledTimes(1);
    expect(view.result.current.location.pathname).toBe('/asset/index');
    expect(view.result.current.orgSwitch.problem).toBeNull();

    fail = false;
    await choose(huichuan);
    expect(switches(gateway)).toEqual(['10000002', '10000002']);
    expect(view.result.current.location.pathname).toBe('/redirect');
  });

  it('inline feedback: the failure is the problem to show, and success needs no toast', async () => {
    let fail = true;
    const gateway = fakeGateway({
      getOrgLoginswitch: (request) => {
        if (fail) throw new GatewayError('FD5000');
        return switchAnswer(request);
      },
    });
    const { view, notifier, choose } = setUp(gateway, { feedback: 'inline' });

    await choose(huichuan);
    expect(view.result.current.orgSwitch.problem).toBe(new GatewayError('FD5000').message);
    expect(notifier.error).not.toHaveBeenCalled();

    fail = false;
    await choose(huichuan);
    expect(view.result.current.orgSwitch.problem).toBeNull();
    expect(view.result.current.location.pathname).toBe('/redirect');
    expect(notifier.success).not.toHaveBeenCalled();
  });

  it.each(['toast', 'inline'] as const)(
    'spec 01 §4.2: a manager-type profile whose manager already opened an account is refused (%s)',
    async (feedback) => {
      sessionStore.set({ loginType: 2, orgOpenWithManagerFlag: true });
      const gateway = fakeGateway({ getOrgLoginswitch: switchAnswer });
      const { view, notifier, choose } = setUp(gateway, { feedback });

      await choose(org('10000011', '恒泰稳健1号', true));

      const message = '管理人已开立管理机构账户，请以管理员身份登录已开立的管理机构账户，并新增产品。';
      expect(switches(gateway)).toEqual([]);
      if (feedback === 'toast') expect(notifier.error).toHaveBeenCalledWith(message);
      else expect(view.result.current.orgSwitch.problem).toBe(message);
      expect(view.result.current.location.pathname).toBe('/asset/index');
    },
  );
});
