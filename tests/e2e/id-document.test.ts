import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  backHtml,
  cardRenderer,
  frontHtml,
  syntheticPerson,
  type CardRenderer,
} from '../helpers/idCards.mjs';
import { startServer, type TestServer } from '../helpers/server.js';
import { waitFor } from '../helpers/waitFor.js';
import { acceptRiskStatements, expectAccessible, readSummaryPdfIfShown, launchUi, type Ui } from './ui.js';

/*
 * Issue 15 "Done when" (spec 02 §5 "expired ID document blocks"; spec 01 §2.2 /user/userInfo, /user/idCardHome,
 * §7.8 A/pc/card/ocr): idexp01, whose ID expired on 2025-06-30 (README demo logins), is blocked at the purchase
 * with the 温馨提示 that leads to 个人信息; they upload rendered synthetic card images (never a real document),
 * the server's OCR (tesseract chi_sim) fills the fields, they confirm, and the purchase that was blocked passes.
 * axe-core checks every screen visited.
 */

const webDist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));
const FUND = '000001';
const person = syntheticPerson(5);

let server: TestServer;
let ui: Ui;
let cards: CardRenderer;

beforeAll(async () => {
  [server, cards] = await Promise.all([startServer({ webDir: webDist }), cardRenderer()]);
  // Chromium's fake camera (a moving test pattern) stands in for a webcam: 拍照 reaches the server's OCR.
  ui = await launchUi(server.baseUrl, {
    args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  await ui.login('idexp01');
}, 120_000);

afterEach(async (context) => {
  if (context.task.result?.state === 'fail')
    await ui?.screenshot(`id-document-failed-${context.task.name.slice(0, 20)}`);
});

afterAll(async () => {
  await ui?.close();
  await cards?.close();
  await server?.close();
});

/** Buys FUND from the trading desk up to the trade password (risk statements ticked, summary read). */
async function buy(): Promise<void> {
  await ui.open('#/trade/publicOfferingOrder');
  const search = ui.page.getByRole('combobox', { name: '快速买入' });
  await search.waitFor({ timeout: 20_000 });
  await search.fill(FUND);
  await search.press('Enter');
  const amount = ui.page.getByLabel('买入金额（元）');
  await amount.waitFor({ timeout: 20_000 });
  await ui.page.getByText('本笔申请按').first().waitFor();
  await amount.fill('10000');
  await amount.press('Enter');
  await acceptRiskStatements(ui.page);
  await readSummaryPdfIfShown(ui.page);
  const password = ui.page.getByLabel('交易密码');
  await password.waitFor({ timeout: 15_000 });
  await password.fill('135790');
  await password.press('Enter');
}

/** Uploads one side's rendered image through the page's file input. */
async function upload(label: string, bytes: Uint8Array, name: string): Promise<void> {
  await ui.page.getByLabel(label).setInputFiles({ name, mimeType: 'image/png', buffer: Buffer.from(bytes) });
}

const orders = async () =>
  (
    await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE person_id = 'P0151'")
  )[0]!.n;

describe('an expired ID document is renewed by OCR and the blocked purchase passes (issue 15 §1)', () => {
  it('the purchase is refused with 温馨提示 (FD1210) whose 去更新 opens 个人信息, which says the ID expired', async () => {
    await buy();
    const dialog = ui.page.getByRole('alertdialog').filter({ hasText: '您的身份证件已于2025-06-30过期' });
    await dialog.waitFor({ timeout: 20_000 });
    await expectAccessible(ui.page, 'id-document-blocked');
    await ui.screenshot('id-document-01-blocked');
    expect(await orders()).toBe(0);
    await dialog.getByRole('button', { name: '去更新' }).click();
    await ui.page.waitForURL(/#\/user\/userInfo/);
    const table = ui.page.getByRole('table', { name: '基本信息' });
    await table.getByText('已过期').waitFor({ timeout: 15_000 });
    await ui.settle();
    await expectAccessible(ui.page, 'id-document-userinfo-expired');
    await ui.screenshot('id-document-02-userinfo-expired');

    // 修改信息 asks for name, mobile and number again (shown masked, never prefilled) and the expiry.
    await ui.page.getByRole('button', { name: '修改信息' }).click();
    const edit = ui.page.getByRole('dialog', { name: '修改个人信息' });
    await edit.getByLabel('证件有效期截止日').waitFor();
    expect(await edit.getByLabel('证件有效期截止日').inputValue()).toBe('2025-06-30');
    await ui.settle();
    await expectAccessible(ui.page, 'id-document-userinfo-edit');
    await ui.screenshot('id-document-02a-userinfo-edit');
    await edit.getByRole('button', { name: '取消' }).click();
    await edit.waitFor({ state: 'detached' });
  });

  it('uploads the rendered front and back; OCR fills the fields; the person confirms', async () => {
    await ui.page.getByRole('button', { name: '更新证件' }).click();
    await ui.page.waitForURL(/#\/user\/idCardHome/);
    await ui.page.getByRole('button', { name: '确认提交' }).waitFor({ timeout: 15_000 });
    await expectAccessible(ui.page, 'id-document-capture');

    // 拍照: the camera dialog previews the (fake) camera; its frame is no ID card, so the server refuses it.
    await ui.page.getByRole('region', { name: '人像面' }).getByRole('button', { name: '拍照' }).click();
    const camera = ui.page.getByRole('dialog', { name: '拍摄身份证人像面' });
    const shoot = camera.getByRole('button', { name: '拍摄' });
    await waitFor(
      async () => (await shoot.isEnabled()) && (await camera.getByLabel('摄像头画面').isVisible()),
      {
        timeoutMs: 20_000,
      },
    );
    await ui.page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
    await expectAccessible(ui.page, 'id-document-camera');
    await ui.screenshot('id-document-02b-camera');
    await shoot.click();
    await camera.waitFor({ state: 'detached' });
    await ui.page
      .getByText(/图片不清晰|未识别到身份证人像面|图片方向不正确/)
      .first()
      .waitFor({ timeout: 60_000 });
    expect(await ui.page.getByRole('button', { name: '确认提交' }).isDisabled()).toBe(true);

    await upload('上传人像面', await cards.render(frontHtml(person.front)), 'front.png');
    const number = ui.page.getByLabel('公民身份号码');
    await waitFor(async () => (await number.inputValue()) === person.expected.credNumber, {
      timeoutMs: 60_000,
    });
    expect(await ui.page.getByLabel('姓名').inputValue()).toBe(person.expected.name);
    expect(await ui.page.getByLabel('住址').inputValue()).toBe(person.expected.address);

    await upload('上传国徽面', await cards.render(backHtml(person.back)), 'back.png');
    const validTo = ui.page.getByLabel('有效期止');
    await waitFor(async () => (await validTo.inputValue()) === person.expected.validTo, {
      timeoutMs: 60_000,
    });
    expect(await ui.page.getByLabel('签发机关').inputValue()).toBe(person.expected.authority);
    expect(await ui.page.getByLabel('有效期起').inputValue()).toBe(person.expected.validFrom);
    await ui.settle();
    await expectAccessible(ui.page, 'id-document-recognised');
    await ui.screenshot('id-document-03-recognised');

    await ui.page.getByRole('button', { name: '确认提交' }).click();
    await ui.page.waitForURL(/#\/user\/userInfo/);
    const table = ui.page.getByRole('table', { name: '基本信息' });
    await table.getByText('有效', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await table.textContent()).toContain(`${person.expected.validFrom} 至`);
    await ui.settle();
    await expectAccessible(ui.page, 'id-document-userinfo-valid');
    await ui.screenshot('id-document-04-userinfo-valid');
  });

  it('the purchase that was blocked now passes', async () => {
    await buy();
    const result = ui.page.getByRole('table', { name: '买入申请已受理' });
    await result.waitFor({ timeout: 30_000 });
    await expectAccessible(ui.page, 'id-document-bought');
    await ui.screenshot('id-document-05-bought');
    expect(await orders()).toBe(1);
  });
});
