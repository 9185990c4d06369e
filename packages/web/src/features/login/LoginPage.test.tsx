import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createGatewayClient,
  ErrorCode,
  type FetchLike,
  type LoginResult,
  type OrgEntry,
} from '@funddesk/core';
import { GatewayContext } from '../../api/hooks';
import { sessionStore } from '../../app/session';
import { ChooseOrganizationPage } from './ChooseOrganizationPage';
import { LoginPage } from './LoginPage';

const org = (groupId: string, corpName: string, synthesizeState = 2): OrgEntry => ({
  corpName,
  groupId,
  gid: `g-${groupId}`,
  orgName: corpName,
  managerOrgFlag: false,
  synthesizeState,
  clientType: '2',
  orgType: 0,
  status: 2,
});

const loginResult = (corpList: OrgEntry[]): LoginResult => ({
  token: 'tok-login',
  loginType: 1,
  personName: '张伟',
  personPid: 'P0001',
  roleType: 'op',
  roles: ['op'],
  adminType: 0,
  isManager: false,
  isOperator: true,
  isFirstChecker: false,
  isSecondChecker: false,
  isTrader: true,
  inquirer: false,
  hasApproveSet: true,
  hasOperator: true,
  hasTradePwd: true,
  hasLoginPwd: true,
  managerOrgFlag: false,
  isHostingUser: false,
  isOnlyCockpitUser: false,
  corpList,
});

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** A fake gateway on the wire: the real client, a fake fetch and a visible "cipher". */
function fakeGateway(
  answers: Record<string, (body: Record<string, unknown>) => { retCode?: string; body?: unknown }>,
) {
  const sent: Sent[] = [];
  const fetch: FetchLike = (url, init) => {
    const body = init.body ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    sent.push({ url, headers: init.headers, body });
    const path = url.replace(/\?.*$/, '');
    const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix))?.[1];
    const out = answer ? answer(body) : { retCode: ErrorCode.NotFound };
    const text = JSON.stringify({
      header: { retCode: out.retCode ?? '0000', retMessage: '' },
      body: out.body ?? {},
    });
    return Promise.resolve({ status: 200, text: () => Promise.resolve(text) });
  };
  const client = createGatewayClient({
    baseUrl: '',
    fetch,
    session: { token: () => sessionStore.get().token, groupId: () => sessionStore.get().groupId },
    createCipher: () => ({ modulusBits: 1024, encryptBlock: (chunk) => `RSA(${chunk})` }),
  });
  return { client, sent };
}

function renderLogin(client: ReturnType<typeof fakeGateway>['client']) {
  const router = createMemoryRouter(
    [
      { path: '/login/organizationLogin', element: <LoginPage kind="org" /> },
      { path: '/login/chooseOrganization', element: <ChooseOrganizationPage /> },
      { path: '/redirect', element: <div>landing</div> },
    ],
    { initialEntries: ['/login/organizationLogin'] },
  );
  render(
    <GatewayContext.Provider value={client}>
      <RouterProvider router={router} />
    </GatewayContext.Provider>,
  );
  return router;
}

/** The public key and the single-use nonce sealed into every encrypted field (issue 16 finding 5). */
const publicKey = {
  'pc/ssh/public_key': () => ({ body: { publicKey: 'PEM', keyBits: 1024 } }),
  'pc/ssh/nonce': () => ({
    body: { nonce: 'nonce-0123456789abcdef', serverTime: 1700000000000, expiresInMs: 120000 },
  }),
};

async function submit(name: string, password: string) {
  fireEvent.change(screen.getByPlaceholderText('请输入登录名'), { target: { value: name } });
  fireEvent.change(screen.getByPlaceholderText('请输入登录密码'), { target: { value: password } });
  await act(async () => {
    fireEvent.submit(screen.getByRole('form', { name: '机构登录' }));
    await Promise.resolve();
  });
}

describe('LoginPage (spec 01 §2.2, §4.2, §5)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    sessionStore.reload();
  });
  afterEach(cleanup);

  it('sends the password RSA-encrypted, stores the session and switches to the only organisation', async () => {
    const { client, sent } = fakeGateway({
      ...publicKey,
      'pc/org/login': () => ({
        body: loginResult([org('10000001', '鼎元投资管理有限公司'), org('10000099', '已注销', 99)]),
      }),
      'pc/org/login/switch': (body) => ({
        body: {
          token: 'tok-org',
          groupId: body.groupId,
          clienttype: '2',
          roleType: 'op',
          orgType: 0,
          managerOrgFlag: false,
          corpName: '鼎元投资管理有限公司',
        },
      }),
    });
    const router = renderLogin(client);
    await submit('op01', 'Demo@2026');

    await waitFor(() => expect(router.state.location.pathname).toBe('/redirect'));
    const login = sent.find((s) => s.url.endsWith('/mutual-fund-account/api/pc/org/login'));
    expect(login?.body).toEqual({
      loginName: 'op01',
      password: 'RSA(fd1|nonce-0123456789abcdef|1700000000000|Demo@2026)',
    });
    const switched = sent.find((s) => s.url.endsWith('/pc/org/login/switch'));
    expect(switched?.body).toMatchObject({ groupId: '10000001', loginChannel: 'ORGANIZATION' });
    expect(switched?.headers.authorization).toBe('Bearer tok-login');
    expect(sessionStore.get()).toMatchObject({
      token: 'tok-org',
      groupId: '10000001',
      clienttype: '2',
      loginStatus: true,
      corpName: '鼎元投资管理有限公司',
    });
  });

  it('shows a catalogue error inline and keeps the user on the page', async () => {
    const { client } = fakeGateway({
      ...publicKey,
      'pc/org/login': () => ({ retCode: ErrorCode.LoginFailed }),
    });
    const router = renderLogin(client);
    await submit('op01', 'wrong');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '用户名或密码错误');
    expect(router.state.location.pathname).toBe('/login/organizationLogin');
    expect(sessionStore.get().token).toBeUndefined();
  });

  it('asks for the login name and password before calling', async () => {
    const { client, sent } = fakeGateway(publicKey);
    renderLogin(client);
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: '机构登录' }));
      await Promise.resolve();
    });
    expect(screen.getByRole('alert').textContent).toBe('请输入登录名');
    // Only the privacy agreement is queried on opening (spec 01 §4.5); no login call.
    expect(sent.filter((s) => /\/login/.test(s.url))).toHaveLength(0);
  });

  it('several organisations go to 选择企业, searchable by name or code; choosing one switches', async () => {
    const { client, sent } = fakeGateway({
      ...publicKey,
      'pc/org/login': () => ({
        body: loginResult([org('10000001', '鼎元投资管理有限公司'), org('10000002', '汇川信托稳盈1号')]),
      }),
      'pc/org/login/switch': (body) => ({
        body: {
          token: 'tok-2',
          groupId: body.groupId,
          clienttype: '3',
          roleType: 'op',
          orgType: 1,
          managerOrgFlag: false,
          corpName: '汇川信托稳盈1号',
        },
      }),
    });
    const router = renderLogin(client);
    await submit('op02', 'Demo@2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/chooseOrganization'));
    expect(screen.getByText('选择企业')).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(2);

    fireEvent.change(screen.getByPlaceholderText('请输入机构名称或客户号'), {
      target: { value: '10000002' },
    });
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    await act(async () => {
      fireEvent.click(options[0]!);
      await Promise.resolve();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/redirect'));
    expect(sent.filter((s) => s.url.endsWith('/switch')).map((s) => s.body.groupId)).toEqual(['10000002']);
    expect(sessionStore.get()).toMatchObject({ groupId: '10000002', clienttype: '3', token: 'tok-2' });
  });
});
