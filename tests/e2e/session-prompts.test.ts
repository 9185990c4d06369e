import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishAgreements } from '../helpers/devTools.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { expectAccessible, launchUi, type Ui } from './ui.js';

/**
 * The prompts on entering the layout in chromium (spec 01 §4.5-§4.7, spec 02 §4): the three-step upgrade
 * dialog with its 3 s countdown, the three-dialog agreement sequence, the password-age reminder and the
 * trade-password prompt - each leaving its signatures and leave marks on the server.
 */

const webDist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));
const DAY = 86_400_000;

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

/** Forgets the browser's session so that the next login starts from the login page. */
async function signOut(): Promise<void> {
  await ui.page.evaluate(() => window.localStorage.clear());
  await ui.open('#/login/organizationLogin');
  await ui.page.reload(); // the app keeps its session in memory too
}

/** Signs every published agreement version for a person (so that only the prompt under test shows). */
async function signEverything(personId: string): Promise<void> {
  await server.db.query(
    `INSERT INTO agreement_signatures (person_id, group_id, agreement_id, sign_type, version, scene, signed_at)
     SELECT po.person_id, po.group_id, a.id, a.sign_type, a.version, '10', now()
       FROM person_orgs po JOIN agreements a ON true WHERE po.person_id = $1
     ON CONFLICT DO NOTHING`,
    [personId],
  );
}

const marksOf = async (personId: string): Promise<number[]> =>
  (
    await server.db.query<{ business_type: number }>(
      'SELECT business_type FROM leave_marks WHERE person_id = $1 ORDER BY id',
      [personId],
    )
  ).map((r) => r.business_type);

const button = (name: string | RegExp) =>
  ui.page.getByRole('button', { name, exact: typeof name === 'string' });

describe('session prompts in chromium (spec 01 §4.5-§4.7, spec 02 §4)', () => {
  it('upgrade dialog: 3 s countdown, read, sign; leave marks 71, 72, 74 (spec 01 §4.5)', async () => {
    await publishAgreements(server, [2], '新增私募基金风险提示条款，明确适当性匹配规则。');
    await ui.login('op01');
    const dialog = ui.page.getByRole('dialog');
    await dialog.getByText('协议更新提示').waitFor({ timeout: 15_000 });
    await dialog.getByText(/新增私募基金风险提示条款/).waitFor();
    const read = dialog.getByRole('button', { name: /我已阅读并知晓/ });
    expect(await read.isDisabled()).toBe(true);
    expect(await read.innerText()).toMatch(/我已阅读并知晓（[123]s）/);
    await expectAccessible(ui.page, 'session-01-upgrade-countdown');
    await ui.screenshot('session-01-upgrade-countdown');

    await dialog.getByRole('button', { name: '我已阅读并知晓', exact: true }).waitFor({ timeout: 6_000 });
    expect(await read.isEnabled()).toBe(true);
    await expectAccessible(ui.page, 'session-02-upgrade-read-enabled');
    await ui.screenshot('session-02-upgrade-read-enabled');
    await read.click();

    await dialog.getByText('请阅读并签署更新后的协议。', { exact: false }).waitFor();
    await expectAccessible(ui.page, 'session-03-upgrade-sign');
    await ui.screenshot('session-03-upgrade-sign');
    await dialog.getByRole('button', { name: '同意并签署' }).click();
    await ui.page.getByText('协议签署成功').first().waitFor({ timeout: 10_000 });
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });

    const signed = await server.db.query<{ version: number }>(
      "SELECT version FROM agreement_signatures WHERE person_id = 'P0001' AND group_id = '10000001' AND sign_type = 2 ORDER BY version",
    );
    expect(signed.map((r) => r.version)).toEqual([1, 2]);
    expect(await marksOf('P0001')).toEqual([71, 72, 74]);
    const paths = await server.db.query<{ path: string }>(
      "SELECT DISTINCT path FROM leave_marks WHERE person_id = 'P0001'",
    );
    expect(paths.map((r) => r.path)[0]).toMatch(/^\//);
  });

  it('agreement sequence: notice, signing (box ticked), disagree -> final notice, continue reading, agree', async () => {
    await server.db.query("DELETE FROM agreement_signatures WHERE person_id = 'P0003'");
    await signOut();
    await ui.login('chk01');
    const dialog = ui.page.getByRole('dialog');
    await dialog.getByText('协议签署提示').waitFor({ timeout: 15_000 });
    await dialog.getByText('《法律声明及用户协议》').waitFor();
    await expectAccessible(ui.page, 'session-04-sequence-notice');
    await ui.screenshot('session-04-sequence-notice');
    await dialog.getByRole('button', { name: '继续' }).click();

    await dialog.getByText('我已阅读并同意以上协议').waitFor();
    expect(await dialog.getByRole('checkbox').isChecked()).toBe(true);
    await expectAccessible(ui.page, 'session-05-sequence-sign');
    await ui.screenshot('session-05-sequence-sign');
    await dialog.getByText('《基金投资风险揭示书》').click();
    await ui.page.getByText('基金投资有风险', { exact: false }).waitFor();
    await expectAccessible(ui.page, 'session-06-agreement-text');
    await ui.screenshot('session-06-agreement-text');
    await ui.page.getByRole('button', { name: '关闭', exact: true }).last().click();

    await dialog.first().getByRole('button', { name: '不同意' }).click();
    await ui.page.getByText('如您不同意上述协议，我们将无法继续为您提供服务。').waitFor();
    await expectAccessible(ui.page, 'session-07-sequence-final');
    await ui.screenshot('session-07-sequence-final');
    await button('继续阅读').click();
    await button('同意').click();
    await ui.page.getByText('协议签署成功').first().waitFor({ timeout: 10_000 });
    const count = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM agreement_signatures WHERE person_id = 'P0003' AND group_id = '10000001'",
    );
    expect(count[0]?.n).toBe(5);
  });

  it('agreement sequence: 退出 on the first notice logs out', async () => {
    await server.db.query("DELETE FROM agreement_signatures WHERE person_id = 'P0005'");
    await signOut();
    await ui.login('query01');
    await ui.page.getByText('协议签署提示').waitFor({ timeout: 15_000 });
    await button('退出').click();
    await ui.page.getByPlaceholder('请输入登录名').waitFor({ timeout: 10_000 });
    expect(await ui.page.evaluate(() => window.localStorage.getItem('fd.token'))).toBeNull();
  });

  it('password reminder: 温馨提示 with 立即修改 and 我知道了, recorded as leave mark 40 (spec 01 §4.6)', async () => {
    await signEverything('P0004');
    await server.db.query("UPDATE persons SET password_changed_at = $1 WHERE login_name = 'chk02'", [
      new Date(server.clock.now() - 120 * DAY),
    ]);
    await signOut();
    await ui.login('chk02');
    const dialog = ui.page.getByRole('dialog');
    await dialog.getByText('温馨提示').waitFor({ timeout: 15_000 });
    await dialog.getByText('您的登录密码已超过120天未修改，为了您的账户安全，建议您立即修改密码。').waitFor();
    await dialog.getByRole('button', { name: '立即修改' }).waitFor();
    await expectAccessible(ui.page, 'session-08-password-reminder');
    await ui.screenshot('session-08-password-reminder');
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await marksOf('P0004')).toEqual([40]);
  });

  it('trade-password prompt once a day for a manager without one (spec 01 §4.7; an operator without one is sent to settingLogin first, §4.2)', async () => {
    await signEverything('P0009');
    await server.db.query("UPDATE persons SET trade_password_hash = NULL WHERE login_name = 'mgr01'");
    await signOut();
    await ui.login('mgr01');
    await ui.page.getByText('您还没有设置过交易密码，是否前去设置?').waitFor({ timeout: 15_000 });
    await expectAccessible(ui.page, 'session-09-trade-password-prompt');
    await ui.screenshot('session-09-trade-password-prompt');
    await button('取消').click();
    const asked = await ui.page.evaluate(() => window.localStorage.getItem('fd.isSetTradePwd'));
    expect(Object.keys(JSON.parse(asked ?? '{}') as Record<string, number>)).toEqual([
      await ui.page.evaluate(() => JSON.parse(window.localStorage.getItem('fd.groupId') ?? 'null') as string),
    ]);
    // The same day: no second prompt, also after logging in again (the flag survives logout).
    await ui.page.evaluate(() => window.localStorage.removeItem('fd.token'));
    await ui.open('#/login/organizationLogin');
    await ui.page.reload();
    let asks = 0;
    const count = (request: { url(): string }) => {
      if (request.url().includes('/pc/isSetTradePassword')) asks += 1;
    };
    ui.page.on('request', count);
    const menuLoaded = ui.page.waitForResponse((r) => r.url().includes('/pc/person/menu'), {
      timeout: 30_000,
    });
    const tipLoaded = ui.page.waitForResponse((r) => r.url().includes('/pc/org/pwd/modify/tip'), {
      timeout: 30_000,
    });
    await ui.login('mgr01');
    await Promise.all([menuLoaded, tipLoaded]);
    ui.page.off('request', count);
    expect(asks).toBe(0);
    expect(await ui.page.getByText('您还没有设置过交易密码，是否前去设置?').count()).toBe(0);
  });

  it('no console errors', () => {
    expect(ui.problems.filter((p) => !p.includes('401'))).toEqual([]);
  });
});
