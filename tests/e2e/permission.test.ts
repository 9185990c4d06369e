/**
 * Permission management in chromium (issue 11 §3 Done when; spec 03 §2 /permissionMgt): admin01 sees the
 * persons on 账号管理, unticks 购物车 for 交易员 on 角色权限 and saves; op01 then has no cart button in the
 * shell and the server refuses the cart call (FD1003).
 */
import { fileURLToPath } from 'node:url';
import { ErrorCode, trade } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { appUrl, LANDING, LOCAL_HOSTS_ARGS, waitForRoute } from './shell.js';
import { expectAccessible, launchUi, type Ui } from './ui.js';

const webDist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));

let server: TestServer;
let ui: Ui;

beforeAll(async () => {
  server = await startServer({ webDir: webDist });
  ui = await launchUi(appUrl(server.baseUrl, 'localhost'), { args: LOCAL_HOSTS_ARGS });
});

afterAll(async () => {
  await ui?.close();
  await server?.close();
});

async function loginAs(loginName: string) {
  await ui.open('#/login/organizationLogin');
  await ui.page.getByPlaceholder('请输入登录名').fill(loginName);
  await ui.page.getByPlaceholder('请输入登录密码').fill('Demo@2026');
  await ui.page.getByRole('button', { name: '登录', exact: true }).click();
  // The login leaves through /redirect to the landing: a page opened before the landing is reached would be
  // replaced by it (spec 01 §2.2).
  await waitForRoute(ui.page, LANDING);
}

describe('permission management (issue 11 §3)', () => {
  it('admin01 removes 购物车 from 交易员: op01’s cart disappears and the call is refused', async () => {
    await loginAs('admin01');
    await ui.open('#/permissionMgt/userManage');
    await waitForRoute(ui.page, '/permissionMgt/userManage');
    await ui.page.getByRole('table', { name: '账号管理' }).getByText('op01', { exact: true }).waitFor();
    await expectAccessible(ui.page, 'permission-01-users');

    await ui.open('#/permissionMgt/roleManage');
    await waitForRoute(ui.page, '/permissionMgt/roleManage');
    const cart = ui.page.getByRole('checkbox', { name: '购物车' });
    await expect.poll(() => cart.isChecked()).toBe(true);
    await expectAccessible(ui.page, 'permission-02-roles');
    await cart.uncheck({ force: true });
    const saved = ui.page.waitForResponse((r) => r.url().includes('person/role/power/edit'));
    await ui.page.getByRole('button', { name: '保存权限' }).click();
    expect((await saved).ok()).toBe(true);

    await ui.close();
    ui = await launchUi(appUrl(server.baseUrl, 'localhost'), { args: LOCAL_HOSTS_ARGS });
    await loginAs('op01');
    await ui.page.getByRole('toolbar').waitFor();
    expect(await ui.page.getByRole('button', { name: '购物车' }).count()).toBe(0);
    await expectAccessible(ui.page, 'permission-03-operator-without-cart');

    const op01 = server.client();
    await op01.login('op01');
    await expect(op01.gateway.call(trade.queryShopCartData, {})).rejects.toMatchObject({
      code: ErrorCode.Forbidden,
    });
  });
});
