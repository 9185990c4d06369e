/**
 * The shell of the enterprise (treasurer) variant in chromium (issue 5; spec 01 §1, §2.1, §2.3, §4.2): the
 * orange theme on http://siku.localhost:<port> (the server reads the same Host header), its own login
 * pages, 操作员, 我的资产, the 3 px notice line, the route guard, visited-view tabs, the organisation switch
 * and the maintenance window set on the server (clock TEST_NOW, Fri 2026-02-13 14:00 Beijing).
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../helpers/constants.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { publishNotice, setMaintenanceWindow } from '../helpers/support.js';
import { appUrl, LANDING, LOCAL_HOSTS_ARGS, storedTabs, tabTitles, waitForRoute } from './shell.js';
import { expectAccessible, launchUi, type Ui } from './ui.js';

const webDist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));
const HOUR = 3_600_000;

let server: TestServer;
let ui: Ui;

beforeAll(async () => {
  server = await startServer({ webDir: webDist });
  await publishNotice(server.db, {
    id: 'E2E-SK1',
    content: '司库理财平台将于2月14日凌晨升级，届时暂停服务约30分钟。',
    redirectType: 1,
    redirectUrl: 'https://example.com/notice/sk1',
    variant: 'SK',
  });
  await publishNotice(server.db, {
    id: 'E2E-JGT',
    content: '仅机构版公告',
    variant: 'JGT',
    startAt: TEST_NOW - HOUR,
  });
  ui = await launchUi(appUrl(server.baseUrl, 'siku.localhost'), { args: LOCAL_HOSTS_ARGS });
});

afterAll(async () => {
  await ui?.close();
  await server?.close();
});

/** Logs in on the enterprise login page. */
async function login(loginName: string): Promise<void> {
  await ui.page.getByPlaceholder('请输入登录名').fill(loginName);
  await ui.page.getByPlaceholder('请输入登录密码').fill('Demo@2026');
  await ui.page.getByRole('button', { name: '登录', exact: true }).click();
}

describe('the enterprise shell in chromium (issue 5)', () => {
  it('spec 01 §1, §2.3: without login a page goes to the orange treasurer login; the institution login pages map to it', async () => {
    await ui.open('#/asset/index');
    await waitForRoute(ui.page, '/login/sikuOrganizationLogin');
    expect(await ui.page.evaluate(() => document.documentElement.dataset.theme)).toBe('orange');
    expect(await ui.page.title()).toBe('FundDesk 企业司库理财平台');
    await ui.page.getByRole('form', { name: '司库登录' }).waitFor();
    expect(await ui.page.getByRole('link', { name: '个人用户登录' }).count()).toBe(0);
    await expectAccessible(ui.page, 'shell-sk-01-login');
    await ui.screenshot('shell-sk-01-login');

    for (const path of ['/login/organizationLogin', '/login/index', '/login']) {
      await ui.open(`#${path}`);
      await waitForRoute(ui.page, '/login/sikuOrganizationLogin');
    }
    await ui.open('#/login/fundBackPassword/org');
    await waitForRoute(ui.page, '/login/sikuFundBackPassword/org');
    await ui.open('#/login/sikuOrganizationLogin');
  });

  it('spec 01 §4.5: the treasurer signs the agreement sequence in orange on entering the layout', async () => {
    await server.db.query("DELETE FROM agreement_signatures WHERE person_id = 'P0011'");
    await login('sk01');
    await waitForRoute(ui.page, LANDING);
    const dialog = ui.page.getByRole('dialog');
    await dialog.getByText('协议签署提示').waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: '继续' }).click();
    await dialog.getByText('我已阅读并同意以上协议').waitFor();
    await expectAccessible(ui.page, 'shell-sk-02a-agreement-sign');
    await ui.screenshot('shell-sk-02a-agreement-sign');
    await dialog.getByRole('button', { name: '同意', exact: true }).click();
    await ui.page.getByText('协议签署成功').first().waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('spec 01 §1: the treasurer lands in the orange shell: 企业版, 操作员, 我的资产 (spec 03 §2), the 3 px notice line', async () => {
    await waitForRoute(ui.page, LANDING);
    await ui.page.getByText('星海科技集团有限公司').first().waitFor();
    await ui.page.locator('.fd-header').getByText('企业版').waitFor();
    await ui.page.locator('.fd-header__user').getByText('操作员').waitFor();
    await ui.page.locator('.fd-sidebar').getByText('我的资产').waitFor();
    expect(await ui.page.locator('.fd-sidebar').getByText('账户资产').count()).toBe(0);

    // spec 01 §2.1: the enterprise banner is 3 px high; its notice (the SK one, not the JGT one) opens on hover.
    const line = ui.page.getByTestId('notice-banner');
    await line.waitFor();
    expect((await line.boundingBox())?.height).toBe(3);
    expect(await line.getAttribute('aria-label')).toContain('司库理财平台将于2月14日凌晨升级');
    // The signing's toast (协议签署成功) sits over the line until it times out, and a pointer resting on a
    // toast holds it open: the pointer moves off first and the toast is waited out.
    await ui.page.mouse.move(700, 700);
    await ui.page.locator('.bp6-toast').first().waitFor({ state: 'detached' });
    await line.hover();
    await ui.page.getByRole('link', { name: '查看详情' }).waitFor();
    expect(await ui.page.getByRole('link', { name: '查看详情' }).getAttribute('href')).toBe(
      'https://example.com/notice/sk1',
    );
    await ui.settle();
    await expectAccessible(ui.page, 'shell-sk-02-shell-notice');
    await ui.screenshot('shell-sk-02-shell-notice');
    await ui.page.mouse.move(700, 700);
  });

  it('spec 01 §2.1, §2.3: tabs, /404 and /login/* when logged in, as in the institution variant', async () => {
    await ui.open('#/asset/index');
    await waitForRoute(ui.page, '/asset/index');
    await ui.open('#/trade/stayTrade');
    await waitForRoute(ui.page, '/trade/stayTrade');
    await expect.poll(() => tabTitles(ui.page)).toEqual(['首页', '资产概览', '待处理交易']);
    await expect.poll(() => storedTabs(ui.page)).toEqual([LANDING, '/asset/index', '/trade/stayTrade']);
    await expectAccessible(ui.page, 'shell-sk-03-tabs');
    await ui.screenshot('shell-sk-03-tabs');
    await ui.page.getByRole('button', { name: '关闭 待处理交易' }).click();
    await waitForRoute(ui.page, '/asset/index');

    await ui.open('#/login/sikuOrganizationLogin');
    await waitForRoute(ui.page, LANDING);
    await ui.open('#/nowhere');
    await waitForRoute(ui.page, '/404');
  });

  it('spec 01 §2.3, spec 03 §4: the maintenance window replaces every page by /maintain, in orange', async () => {
    await setMaintenanceWindow(server.db, { start: TEST_NOW - 10 * 60_000, end: TEST_NOW + 20 * 60_000 });
    await ui.open('#/asset/index');
    await ui.page.reload();
    await waitForRoute(ui.page, '/maintain');
    await ui.page.getByText('维护时间：2026-02-13 13:50:00 至 2026-02-13 14:20:00').waitFor();
    await expectAccessible(ui.page, 'shell-sk-04-maintain');
    await ui.screenshot('shell-sk-04-maintain');
    // A window that has not begun yet (by the server clock) is no maintenance: /maintain goes to /redirect.
    await setMaintenanceWindow(server.db, { start: TEST_NOW + HOUR, end: TEST_NOW + 2 * HOUR });
    await ui.page.getByRole('button', { name: '刷新' }).click();
    await waitForRoute(ui.page, LANDING);
    await ui.open('#/maintain');
    await waitForRoute(ui.page, LANDING);
    await setMaintenanceWindow(server.db, null);
  });

  it('spec 01 §2.1, §4.2: on the enterprise host a person of two organisations chooses and switches, in orange', async () => {
    await ui.page.locator('.fd-header__user').click();
    await ui.page.getByRole('menuitem', { name: '安全退出' }).click();
    await ui.page.getByRole('button', { name: '安全退出' }).click();
    await waitForRoute(ui.page, '/login/sikuOrganizationLogin');

    await login('op02');
    await waitForRoute(ui.page, '/login/sikuChooseOrganization');
    await ui.page.getByRole('tab', { name: '产品账户 1' }).waitFor();
    await expectAccessible(ui.page, 'shell-sk-05-choose-org');
    await ui.screenshot('shell-sk-05-choose-org');
    await ui.page.getByRole('listbox', { name: '选择企业' }).getByRole('option').first().click();
    await ui.page.getByText('客户号：10000001').waitFor();

    await ui.page.locator('.fd-header__org').click();
    const switcher = ui.page.getByTestId('org-switcher');
    await switcher.getByRole('tab', { name: '产品账户 1' }).click();
    await switcher.getByRole('option', { name: /汇川信托/ }).click();
    await ui.page.getByText('客户号：10000002').waitFor();
    // The switch replaces the page by /redirect, which then computes the landing (spec 01 §2.1): the
    // organisation bar shows the new group before the landing is reached.
    await waitForRoute(ui.page, LANDING);
    await expectAccessible(ui.page, 'shell-sk-06-switched');
    await ui.screenshot('shell-sk-06-switched');
  });

  it('saw no script errors on the way', () => {
    expect(ui.problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
