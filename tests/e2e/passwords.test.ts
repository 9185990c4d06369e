import { fileURLToPath } from 'node:url';
import { trade } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '../helpers/devTools.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { openFromSidebar, tabTitles, waitForRoute } from './shell.js';
import { expectAccessible, launchUi, type Ui } from './ui.js';

/**
 * 密码管理 and 找回交易密码 in chromium (spec 01 §2.2 /user/password/login, /user/password/trade,
 * /user/forgetTradePassword; §5, §7.5, §8): op01 changes the trade password (a wrong current one first),
 * retrieves it with a code from the dev mailbox, then changes the login password and logs in again.
 */

const webDist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));

let server: TestServer;
let ui: Ui;

beforeAll(async () => {
  server = await startServer({ webDir: webDist });
  ui = await launchUi(server.baseUrl);
});

afterAll(async () => {
  await ui?.close();
  await server?.close();
});

const button = (name: string) => ui.page.getByRole('button', { name, exact: true });

/**
 * Clicks and catches a toast as it appears (issue 10 §5): the wait starts before the click, so a toast
 * that is gone by the time a route change has finished is still seen.
 */
async function clickForToast(name: string, toast: string): Promise<void> {
  const shown = ui.page.getByText(toast).first().waitFor({ timeout: 30_000 });
  await button(name).click();
  await shown;
}
const field = (label: string) => ui.page.getByLabel(label, { exact: true });

describe('密码管理 and 找回交易密码 in chromium (spec 01 §2.2, §5, §7.5)', () => {
  it('spec 01 §2.2: 个人中心 › 密码管理 opens the login-password tab', async () => {
    await ui.login('op01');
    await openFromSidebar(ui.page, '个人中心', '密码管理', '/user/password/login');
    await ui.page.getByRole('tab', { name: '登录密码', selected: true }).waitFor();
    await field('原登录密码').waitFor();
    await expectAccessible(ui.page, 'password-01-login-tab');
    await ui.screenshot('password-01-login-tab');
  });

  it('spec 01 §8, 02 §4: a wrong current trade password gets 原密码不正确 with the attempts left; the right one changes it', async () => {
    await ui.page.getByRole('tab', { name: '交易密码' }).click();
    await waitForRoute(ui.page, '/user/password/trade');
    // spec 01 §2.1 tagsType=replace: one 密码管理 tab for both passwords.
    await expect.poll(() => tabTitles(ui.page)).toEqual(['首页', '密码管理']);
    await field('原交易密码').fill('000000');
    await field('新交易密码').fill('246801');
    await field('确认新交易密码').fill('246801');
    await button('确认修改').click();
    const alert = ui.page.getByRole('alertdialog');
    await alert.getByText('输入错误，继续输错4次后账户将会被锁定').waitFor();
    await expectAccessible(ui.page, 'password-02-trade-wrong');
    await ui.screenshot('password-02-trade-wrong');
    await alert.getByRole('button', { name: '重试' }).click();
    await field('原交易密码').fill('135790');
    await clickForToast('确认修改', '交易密码修改成功');
    expect(await field('原交易密码').inputValue()).toBe('');
  });

  it('spec 01 §7.5: 忘记交易密码？ verifies with a code and sets a new one, which the order path then accepts', async () => {
    await ui.page.getByRole('link', { name: '忘记交易密码？' }).click();
    await waitForRoute(ui.page, '/user/forgetTradePassword');
    await ui.page.getByRole('heading', { name: '找回交易密码', level: 2 }).waitFor();
    await button('获取验证码').click();
    await ui.page.getByText(/验证码已发送至/).waitFor();
    await field('验证码').fill(await latestCode(server, 'op01'));
    await expectAccessible(ui.page, 'password-03-retrieve-code');
    await ui.screenshot('password-03-retrieve-code');
    await button('下一步').click();
    await field('新交易密码').fill('975310');
    await field('确认新交易密码').fill('975310');
    await expectAccessible(ui.page, 'password-04-retrieve-set');
    await ui.screenshot('password-04-retrieve-set');
    await clickForToast('确认修改', '交易密码设置成功');
    // Back where the person came from: the trade-password tab.
    await waitForRoute(ui.page, '/user/password/trade');
    const check = server.client();
    await check.login('op01');
    await expect(check.gateway.call(trade.checkTradePassword, { tradePassword: '975310' })).resolves.toEqual({
      remaining: 5,
    });
  });

  it('spec 01 §7.5: a changed login password ends the session; the new one logs in', async () => {
    // spec 01 §8: messages throttle at 600 ms, so the success message of the change would be dropped if the
    // previous step's toast (交易密码设置成功) had shown less than 600 ms before: a person reads it first
    // (the pointer off it, so that it times out).
    await ui.page.mouse.move(700, 700);
    await ui.page.locator('.bp6-toast').first().waitFor({ state: 'detached' });
    await ui.page.getByRole('tab', { name: '登录密码' }).click();
    await waitForRoute(ui.page, '/user/password/login');
    await field('原登录密码').fill('Demo@2026');
    await field('新登录密码').fill('Fresh2026x');
    await field('确认新登录密码').fill('Fresh2026x');
    // The toast shows while the app leaves for the login page and may be gone once the route has changed:
    // caught as it appears; then the state that stays (the login page, no session left in the browser).
    await clickForToast('确认修改', '登录密码修改成功，请重新登录');
    await waitForRoute(ui.page, '/login/organizationLogin');
    await ui.page.getByPlaceholder('请输入登录密码').waitFor();
    await expectAccessible(ui.page, 'password-05-login-changed');
    await ui.screenshot('password-05-login-changed');
    await ui.login('op01', 'Fresh2026x');
  });

  it('saw no script errors on the way', () => {
    expect(ui.problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
