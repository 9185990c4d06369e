/**
 * The shell of the institution variant in chromium (issue 5; spec 01 §1, §2.1, §2.3, §4.2): the red theme
 * on http://localhost:<port>, the route guard, login and 选择企业, visited-view tabs, the notice banner,
 * the organisation switch, the hotline, the sidebar, deep links and the maintenance window set on the
 * server (its clock is TEST_NOW, Fri 2026-02-13 14:00 Beijing; the window is a row the test inserts).
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../helpers/constants.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { publishNotice, setMaintenanceWindow } from '../helpers/support.js';
import {
  appUrl,
  base64,
  LANDING,
  LOCAL_HOSTS_ARGS,
  routeOf,
  storedTabs,
  tabTitles,
  waitForRoute,
} from './shell.js';
import { expectAccessible, launchUi, type Ui } from './ui.js';

const webDist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));
const HOUR = 3_600_000;

let server: TestServer;
let ui: Ui;
let base: string;

beforeAll(async () => {
  server = await startServer({ webDir: webDist });
  await publishNotice(server.db, {
    id: 'E2E-N1',
    content: '春节假期（2月15日至2月23日）暂停交易，2月13日15:00后的申购将顺延至2月24日处理。',
    redirectType: 2,
    redirectFundCode: '110011',
    variant: 'JGT',
  });
  base = appUrl(server.baseUrl, 'localhost');
  ui = await launchUi(base, { args: LOCAL_HOSTS_ARGS });
});

afterAll(async () => {
  await ui?.close();
  await server?.close();
});

describe('the institution shell in chromium (issue 5)', () => {
  it('spec 01 §2.3: without login a page goes to the red organisation login; §1 the other variant’s login page maps here', async () => {
    await ui.open('#/asset/index');
    await waitForRoute(ui.page, '/login/organizationLogin');
    expect(await ui.page.evaluate(() => document.documentElement.dataset.theme)).toBe('red');
    expect(await ui.page.title()).toBe('FundDesk 机构基金销售服务平台');
    await ui.page.getByRole('form', { name: '机构登录' }).waitFor();
    await expectAccessible(ui.page, 'shell-inst-01-login');
    await ui.screenshot('shell-inst-01-login');

    await ui.open('#/login/sikuOrganizationLogin');
    await waitForRoute(ui.page, '/login/organizationLogin');
    await ui.open('#/login/index');
    await ui.page.getByRole('form', { name: '个人登录' }).waitFor();
    await ui.page.getByRole('link', { name: '机构用户登录' }).click();
    await waitForRoute(ui.page, '/login/organizationLogin');
  });

  it('spec 01 §4.2: two organisations go to 选择企业; choosing one lands on the first menu page', async () => {
    await ui.page.getByPlaceholder('请输入登录名').fill('op02');
    await ui.page.getByPlaceholder('请输入登录密码').fill('Demo@2026');
    await ui.page.getByRole('button', { name: '登录', exact: true }).click();
    await waitForRoute(ui.page, '/login/chooseOrganization');
    const options = ui.page.getByRole('listbox', { name: '选择企业' }).getByRole('option');
    await options.first().waitFor();
    // spec 01 §4.2 organisation tabs: type number 1 (鼎元, ordinary) and 2-4 (汇川, trust channel type 3).
    await ui.page.getByRole('tab', { name: '产品账户 1' }).click();
    await expect.poll(() => options.allInnerTexts()).toEqual([expect.stringContaining('汇川信托')]);
    await ui.page.getByRole('tab', { name: '机构账户 1' }).click();
    await expect.poll(() => options.allInnerTexts()).toEqual([expect.stringContaining('鼎元投资')]);
    await ui.page.getByPlaceholder('请输入机构名称或客户号').fill('10000001');
    await expect.poll(() => options.count()).toBe(1);
    await expectAccessible(ui.page, 'shell-inst-02-choose-org');
    await ui.screenshot('shell-inst-02-choose-org');
    await options.first().click();
    await waitForRoute(ui.page, LANDING);
    await ui.page.getByPlaceholder('请输入基金代码或名称').waitFor();
    await ui.page.getByText('交易员').first().waitFor();
  });

  it('spec 01 §2.1: the notice banner is 36 px high and opens the fund detail of redirectType 2', async () => {
    const banner = ui.page.getByTestId('notice-banner');
    await banner.waitFor();
    expect((await banner.boundingBox())?.height).toBe(36);
    await expectAccessible(ui.page, 'shell-inst-03-notice');
    await ui.screenshot('shell-inst-03-notice');
    await banner.getByRole('link', { name: '查看详情' }).click();
    await waitForRoute(ui.page, '/product/equality/110011');
  });

  it('spec 01 §2.1: visits add tabs kept in session storage; same path replaces; tagsType=replace; closing moves to the last', async () => {
    await ui.open('#/asset/index');
    await waitForRoute(ui.page, '/asset/index');
    await ui.open('#/dataService/tradeRecord?from=a');
    await waitForRoute(ui.page, '/dataService/tradeRecord');
    await ui.open('#/dataService/tradeRecord?from=b');
    await ui.page.waitForFunction(() => window.location.hash.endsWith('from=b'));
    await expect.poll(() => storedTabs(ui.page)).toContain('/dataService/tradeRecord?from=b');
    let titles = await tabTitles(ui.page);
    expect(titles.filter((t) => t === '交易记录')).toHaveLength(1);
    await expect.poll(() => storedTabs(ui.page)).not.toContain('/dataService/tradeRecord?from=a');

    // tagsType=replace: the current tab (交易记录) is replaced by the pending trades.
    await ui.open('#/trade/stayTrade?tagsType=replace');
    await waitForRoute(ui.page, '/trade/stayTrade');
    await expect.poll(() => tabTitles(ui.page)).not.toContain('交易记录');
    titles = await tabTitles(ui.page);
    expect(titles.at(-1)).toBe('待处理交易');
    await expectAccessible(ui.page, 'shell-inst-04-tabs');
    await ui.screenshot('shell-inst-04-tabs');

    // Closing the active tab moves to the last remaining one.
    const count = titles.length;
    await ui.page.getByRole('button', { name: '关闭 待处理交易' }).click();
    await expect.poll(() => tabTitles(ui.page)).toHaveLength(count - 1);
    await expect.poll(async () => routeOf(ui.page) === (await storedTabs(ui.page)).at(-1)).toBe(true);

    // Close others: one tab left, no close icons (the last tab cannot be closed).
    await ui.page.locator('.fd-tabs').getByRole('button', { name: '关闭全部' }).click();
    await ui.page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect.poll(() => tabTitles(ui.page)).toHaveLength(1);
    await expect.poll(() => ui.page.locator('.fd-tabs__close').count()).toBe(0);

    // Tabs survive a reload (session storage).
    const before = await storedTabs(ui.page);
    await ui.page.reload();
    await ui.page.locator('.fd-tabs .fd-tabs__label').first().waitFor();
    await expect.poll(() => storedTabs(ui.page)).toEqual(before);
  });

  it('spec 01 §2.3: /login/* when logged in goes to the redirect page; unknown paths go to /404', async () => {
    await ui.open('#/login/organizationLogin');
    await waitForRoute(ui.page, LANDING);
    await ui.open('#/no/such/page');
    await waitForRoute(ui.page, '/404');
    await ui.page.getByText('页面不存在', { exact: true }).waitFor();
    await ui.open('#/maintain');
    await waitForRoute(ui.page, LANDING);
  });

  it('spec 01 §2.2: two quick hash changes to /redirect still land (the page once stayed blank on /redirect)', async () => {
    // A hash set by hand has no history state: both locations share the key "default", and the second one
    // lands while the redirect is already leaving. Several delays, since the race depends on timing.
    for (const delayMs of [0, 1, 2, 5, 10, 20]) {
      await ui.page.evaluate(
        (d) =>
          new Promise<void>((resolve) => {
            window.location.hash = '#/redirect';
            setTimeout(() => {
              window.location.hash = `#/redirect?again=${d}`;
              resolve();
            }, d);
          }),
        delayMs,
      );
      await waitForRoute(ui.page, LANDING);
      await ui.page.getByPlaceholder('请输入基金代码或名称').waitFor();
    }
  });

  it('spec 01 §1: the hotline is staffed at 14:00 on a working day (by the server clock)', async () => {
    await ui.page.getByRole('button', { name: '客服热线' }).hover();
    const hotline = ui.page.getByTestId('hotline');
    await hotline.waitFor();
    expect(await hotline.innerText()).toContain('工作日 09:00-18:00');
    expect(await hotline.innerText()).toContain('服务中');
    await ui.settle(); // the popover's opening transition
    await expectAccessible(ui.page, 'shell-inst-05-hotline');
    await ui.screenshot('shell-inst-05-hotline');
    await ui.page.mouse.move(700, 600);
  });

  it('spec 01 §2.1, §4.2: the organisation switcher searches by name or code and switches; the notice is dismissed per group', async () => {
    await ui.page.locator('.fd-header__org').click();
    const switcher = ui.page.getByTestId('org-switcher');
    await switcher.waitFor();
    const options = switcher.getByRole('option');
    await switcher.getByRole('tab', { name: '产品账户 1' }).click();
    await switcher.getByPlaceholder('请输入机构名称或客户号').fill('汇川');
    await expect.poll(() => options.allInnerTexts()).toEqual([expect.stringContaining('汇川')]);
    await ui.settle();
    expect(await switcher.getByRole('menuitem', { name: '安全退出' }).count()).toBe(1);
    await expectAccessible(ui.page, 'shell-inst-06-org-switcher');
    await ui.screenshot('shell-inst-06-org-switcher');
    // The agreements of 10000002 are not signed yet: entering its layout starts the agreement sequence
    // (spec 01 §4.5; the dialogs are features/session's).
    await server.db.query(
      "DELETE FROM agreement_signatures WHERE person_id = 'P0002' AND group_id = '10000002'",
    );
    await options.first().click();
    await ui.page.getByText('客户号：10000002').waitFor();
    await ui.page.getByText('已切换至 汇川信托·稳盈1号集合资金信托计划').first().waitFor();
    // The switch clears the tabs and goes through /redirect to the landing: wait for its one tab.
    await expect.poll(() => tabTitles(ui.page)).toHaveLength(1);

    const dialog = ui.page.getByRole('dialog');
    await dialog.getByText('协议签署提示').waitFor({ timeout: 15_000 });
    await expectAccessible(ui.page, 'shell-inst-06b-agreement-notice');
    await ui.screenshot('shell-inst-06b-agreement-notice');
    await dialog.getByRole('button', { name: '继续' }).click();
    await dialog.getByText('我已阅读并同意以上协议').waitFor();
    await expectAccessible(ui.page, 'shell-inst-06c-agreement-sign');
    await ui.screenshot('shell-inst-06c-agreement-sign');
    await dialog.getByRole('button', { name: '同意', exact: true }).click();
    await ui.page.getByText('协议签署成功').first().waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });

    // Close and confirm the notice for 10000002: hidden there, still shown for 10000001.
    const banner = ui.page.getByTestId('notice-banner');
    await banner.getByRole('button', { name: '关闭公告' }).click();
    await ui.page.getByRole('button', { name: '确定' }).click();
    await banner.waitFor({ state: 'detached' });
    // After the reload the banner stays hidden once the latest notice has answered and been rendered.
    const noticeAnswered = ui.page.waitForResponse((r) => r.url().endsWith('/homePage/notice/last'));
    await ui.page.reload();
    await ui.page.getByText('客户号：10000002').waitFor();
    await noticeAnswered;
    await ui.page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    await ui.settle();
    expect(await ui.page.getByTestId('notice-banner').count()).toBe(0);

    await ui.page.locator('.fd-header__org').click();
    await ui.page.getByTestId('org-switcher').getByRole('tab', { name: '机构账户 1' }).click();
    await ui.page.getByTestId('org-switcher').getByRole('option', { name: /鼎元/ }).click();
    await ui.page.getByText('客户号：10000001').waitFor();
    await ui.page.getByTestId('notice-banner').waitFor();
  });

  it('spec 01 §2.1: the sidebar collapses to 108 and stays so after a reload; under 1024 px it is a drawer closing on navigation', async () => {
    const shell = ui.page.locator('.fd-shell');
    expect(await shell.getAttribute('data-offset')).toBe('288');
    expect((await ui.page.locator('.fd-sidebar').boundingBox())?.width).toBe(240);
    await ui.page.getByRole('button', { name: '收起菜单' }).click();
    await expect.poll(() => shell.getAttribute('data-offset')).toBe('108');
    // The width animates: wait for the end of the transition.
    await expect.poll(async () => (await ui.page.locator('.fd-sidebar').boundingBox())?.width).toBe(60);
    await ui.page.reload();
    await ui.page.locator('.fd-shell[data-offset="108"]').waitFor();
    await expectAccessible(ui.page, 'shell-inst-07-sidebar-collapsed');
    await ui.screenshot('shell-inst-07-sidebar-collapsed');
    await ui.page.getByRole('button', { name: '展开菜单' }).last().click();
    await ui.page.locator('.fd-shell[data-offset="288"]').waitFor();

    await ui.page.setViewportSize({ width: 1000, height: 800 });
    await ui.page.locator('.fd-shell[data-offset="0"]').waitFor();
    await ui.page.locator('.fd-header').getByRole('button', { name: '展开菜单' }).click();
    await ui.page.locator('.fd-sidebar.is-open').waitFor();
    await ui.page.locator('.fd-sidebar').getByRole('button', { name: '账户资产' }).click();
    await ui.settle(); // the drawer's slide-in
    await expectAccessible(ui.page, 'shell-inst-08-mobile-drawer');
    await ui.screenshot('shell-inst-08-mobile-drawer');
    await ui.page.locator('.fd-sidebar').getByRole('link', { name: '资产概览' }).click();
    await waitForRoute(ui.page, '/asset/index');
    await ui.page.locator('.fd-sidebar.is-open').waitFor({ state: 'detached' });
    await ui.page.setViewportSize({ width: 1440, height: 900 });
  });

  it('spec 01 §2.3: a hashUrl deep link replaces the hash route when the app opens', async () => {
    await ui.page.goto(`${base}/?hashUrl=${encodeURIComponent(base64('/trade/stayTrade'))}`);
    await waitForRoute(ui.page, '/trade/stayTrade');
    expect(new URL(ui.page.url()).search).toBe('');
  });

  it('spec 01 §2.3, spec 03 §4: inside the maintenance window every page is /maintain; after it /maintain goes to /redirect', async () => {
    await setMaintenanceWindow(server.db, { start: TEST_NOW - HOUR, end: TEST_NOW + HOUR });
    await ui.page.reload();
    await waitForRoute(ui.page, '/maintain');
    await ui.page.getByText('维护时间：2026-02-13 13:00:00 至 2026-02-13 15:00:00').waitFor();
    await expectAccessible(ui.page, 'shell-inst-09-maintain');
    await ui.screenshot('shell-inst-09-maintain');
    await ui.open('#/asset/index');
    await waitForRoute(ui.page, '/maintain');

    await setMaintenanceWindow(server.db, null);
    await ui.page.getByRole('button', { name: '刷新' }).click();
    await waitForRoute(ui.page, LANDING);
  });

  it('spec 01 §4.3: 安全退出 logs out to the login page; pages need login again', async () => {
    await ui.page.locator('.fd-header__user').click();
    await ui.page.getByRole('menuitem', { name: '安全退出' }).click();
    await ui.page.getByRole('button', { name: '安全退出' }).click();
    await waitForRoute(ui.page, '/login/organizationLogin');
    await ui.open('#/asset/index');
    await waitForRoute(ui.page, '/login/organizationLogin');
  });

  it('saw no script errors on the way', () => {
    expect(ui.problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
