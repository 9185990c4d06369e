/**
 * First login and the transactor change in chromium (spec 01 §2.3, §4.2, §7.5, §7.7): new01 logs in with
 * the initial password, is kept on 首次登录设置 until it sets its login and trade passwords, then lands;
 * the old transactor of a change in progress is kept on 经办人变更结果.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { appUrl, LOCAL_HOSTS_ARGS, routeOf, waitForRoute } from './shell.js';
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

async function loginAs(loginName: string, password = 'Demo@2026') {
  await ui.open('#/login/organizationLogin');
  await ui.page.getByPlaceholder('请输入登录名').fill(loginName);
  await ui.page.getByPlaceholder('请输入登录密码').fill(password);
  await ui.page.getByRole('button', { name: '登录', exact: true }).click();
}

describe('first login and transactor change (spec 01 §2.3, §4.2)', () => {
  it('spec 01 §4.2: new01 is forced to 首次登录设置, sets both passwords and lands', async () => {
    await loginAs('new01');
    await waitForRoute(ui.page, '/orgaccount/settingLogin');
    await ui.page.getByRole('heading', { name: '首次登录设置', level: 2 }).waitFor();
    // The guard keeps the person there.
    await ui.open('#/asset/index');
    await waitForRoute(ui.page, '/orgaccount/settingLogin');
    await ui.page.getByLabel('新登录密码').fill('Fresh2026');
    await ui.page.getByLabel('确认登录密码').fill('Fresh2026');
    await ui.page.getByLabel('交易密码', { exact: true }).fill('246802');
    await ui.page.getByLabel('确认交易密码').fill('246802');
    await expectAccessible(ui.page, 'first-login-01-settings');
    await ui.screenshot('first-login-01-settings');
    await ui.page.getByRole('button', { name: '确认设置' }).click();
    await ui.page.waitForFunction(() => !location.hash.includes('/orgaccount/settingLogin'));
    expect(routeOf(ui.page)).not.toBe('/orgaccount/settingLogin');
  });

  it('spec 01 §2.3: the old transactor of a change in progress waits on 经办人变更结果', async () => {
    await ui.close();
    ui = await launchUi(appUrl(server.baseUrl, 'localhost'), { args: LOCAL_HOSTS_ARGS });
    await server.db.query(
      `INSERT INTO transactor_changes (change_id, group_id, old_person_id, old_transactor_name, new_transactor_name,
         status, submitted_at) VALUES ('E2E-TC', '10000001', 'P0001', '张伟', '钱晨', 'changing', '2026-02-12T02:00:00Z')`,
    );
    await loginAs('op01');
    await waitForRoute(ui.page, '/orgaccount/changeManagerResult');
    await ui.page.getByText('钱晨').waitFor();
    await expectAccessible(ui.page, 'first-login-02-change-manager');
    await ui.screenshot('first-login-02-change-manager');
    await ui.open('#/asset/index');
    await waitForRoute(ui.page, '/orgaccount/changeManagerResult');
    await server.db.query("UPDATE transactor_changes SET status = 'done' WHERE change_id = 'E2E-TC'");
    await ui.page.getByRole('button', { name: '刷新' }).click();
    await ui.page.waitForFunction(() => !location.hash.includes('/orgaccount/changeManagerResult'));
    expect(ui.problems).toEqual([]);
  });
});
