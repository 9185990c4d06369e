/**
 * Private funds end to end in chromium (issue 13 "Done when"): op01, not yet qualified, is refused (the page's
 * notice, and the server's refusal of the call itself); completes the qualification (投资者认定); admin01
 * approves it on 投资者认定审核; op01 is refused the reservation while its organisation has no CRS declaration
 * (以下信息尚未完善：税收居民身份), declares it, reserves a private product (trade password), reads and signs the
 * e-contract in the pdf.js viewer (confirmed with the server's time), completes the double recording with
 * chromium's fake camera and microphone, which the review approves; confirms the payment method; the deal shows
 * its states through to 已确认 after the open day (the confirmation engine run at the test clock) and the position
 * appears on 私募持仓. Every screen visited is checked with axe-core (no critical or serious violation).
 */
import { fileURLToPath } from 'node:url';
import type { GatewayError } from '@funddesk/core';
import { Dec, doubleRecord, ErrorCode, privateFunds, privateTrade, riskCrs } from '@funddesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../../packages/server/src/trade/index.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { appUrl, LOCAL_HOSTS_ARGS } from './shell.js';
import { expectAccessible, launchUi, type Ui } from './ui.js';

const webDist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));

/** Chromium's fake media devices (a test pattern and a beep), permission granted without a prompt. */
const FAKE_MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];
const GROUP = '10000001';

let server: TestServer;
let ui: Ui;
/** The product reserved: a private fund (mjfs_2/6) op01 (zxfxdj_4) matches, open for reservation. */
let productId = '';
let minAmount = '';
let openDay = '';
let dealId = '';

beforeAll(async () => {
  server = await startServer({ webDir: webDist });
  ui = await launchUi(appUrl(server.baseUrl, 'localhost'), {
    args: [...LOCAL_HOSTS_ARGS, ...FAKE_MEDIA_ARGS],
  });
  await ui.login('op01');
}, 120_000);

afterAll(async () => {
  await ui?.close();
  await server?.close();
});

describe('private funds in chromium (issue 13 Done when)', () => {
  it('op01, not yet qualified, is refused: the reservation page says so and the server refuses the call', async () => {
    await ui.open('#/private-trade/privatefundBuyIn?productId=SM0001');
    // The authentication-required message (spec 02 §2 UI pieces) with 去认定.
    await ui.page
      .getByRole('status')
      .getByText('您尚未通过合格投资者认定，暂不能查看或购买私募产品')
      .waitFor({ timeout: 30_000 });
    await ui.page.getByRole('button', { name: '去认定' }).waitFor();
    await expectAccessible(ui.page, 'private-refused');
    await ui.screenshot('private-refused');
    const op01 = server.client();
    await op01.login('op01', undefined, GROUP);
    const refused = await op01.gateway
      .call(privateTrade.reserveCreateCheck, { productId: 'SM0001', amount: '1000000' })
      .catch((e: unknown) => e);
    expect((refused as GatewayError).code).toBe(ErrorCode.PrivateNotQualified);
  });

  it('completes the qualification and admin01 approves it on 投资者认定审核', async () => {
    await ui.open('#/private-account/chooseType');
    await ui.page.getByRole('button', { name: '申请认定' }).first().click();
    await ui.page.getByRole('radio', { name: '具有1年以上投资经历' }).check({ force: true });
    await ui.page
      .getByRole('radio', { name: '最近1年末净资产不低于1000万元', exact: true })
      .check({ force: true });
    await expectAccessible(ui.page, 'private-questionnaire');
    await ui.page.getByRole('button', { name: '确认', exact: true }).click();
    await expect
      .poll(
        async () =>
          (await server.db.query('SELECT apply_id FROM investor_qualification_applications')).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);

    const admin = await launchUi(appUrl(server.baseUrl, 'localhost'), { args: [...LOCAL_HOSTS_ARGS] });
    try {
      await admin.login('admin01');
      await admin.open('#/account/qualificationReview');
      const approve = admin.page.getByRole('button', { name: '通过' }).first();
      await approve.waitFor({ timeout: 30_000 });
      await expectAccessible(admin.page, 'private-qualification-review');
      await approve.click();
      await admin.page.getByText('已处理').first().waitFor({ timeout: 15_000 });
    } finally {
      await admin.close();
    }
    const op01 = server.client();
    await op01.login('op01', undefined, GROUP);
    const list = await op01.gateway.call(privateFunds.privateFundList, { size: 100 });
    expect(list.qualified).toBe(true);
    const product = list.products.find(
      (p) =>
        p.reserveStatus === '1' &&
        (p.fundType === 'mjfs_2' || p.fundType === 'mjfs_6') &&
        p.productRiskCode !== 'zxfxdj_5',
    )!;
    ({ productId, minAmount, openDay } = product);
  });

  it('reserves the product with the trade password and lands on 预约成功', async () => {
    await ui.open(`#/private-trade/privatefundBuyIn?productId=${productId}`);
    const amount = ui.page.getByLabel('预约金额（元）');
    await amount.waitFor({ timeout: 30_000 });
    await amount.fill(new Dec(minAmount).toFixed(0));
    await expectAccessible(ui.page, 'private-buy-in');
    await ui.screenshot('private-buy-in');
    // The check reads the account records: no CRS declaration on file yet names 税收居民身份 (spec 02 §5).
    await ui.page.getByRole('button', { name: '确认预约' }).click();
    await ui.page.getByText('以下信息尚未完善：税收居民身份，请完善后再预约').waitFor({ timeout: 15_000 });
    const op01 = server.client();
    await op01.login('op01', undefined, GROUP);
    await op01.gateway.call(riskCrs.postOrgCRS, { residencyType: '1', entityType: '3', rows: [] });
    await ui.page.getByRole('button', { name: '确认预约' }).click();
    const password = ui.page.getByLabel('交易密码');
    await password.waitFor({ timeout: 15_000 });
    await password.fill('135790');
    await ui.page.getByRole('dialog').getByRole('button', { name: '确认预约' }).click();
    await ui.page.getByText('预约成功，请签署电子合同').waitFor({ timeout: 30_000 });
    await expect.poll(() => ui.page.url()).toContain('privatefundBuySuccess');
    dealId = new URL(ui.page.url().replace('#/', '')).searchParams.get('dealId') ?? '';
    expect(dealId).toMatch(/^PD\d+/);
    await expectAccessible(ui.page, 'private-buy-success');
    await ui.screenshot('private-buy-success');
  });

  it('reads the e-contract in pdf.js to the end, signs and confirms it with the server time', async () => {
    await ui.page.getByRole('button', { name: '签署电子合同' }).click();
    await ui.page.getByRole('heading', { name: '确认电子合同', level: 2 }).waitFor({ timeout: 15_000 });
    await ui.page
      .getByRole('checkbox', { name: /我已阅读并同意《私募基金电子合同》/ })
      .check({ force: true });
    await ui.page.getByRole('button', { name: '签署电子合同' }).click();
    const scroller = ui.page.getByTestId('contract-scroller');
    await ui.page.locator('.fd-pdf__page').first().waitFor({ timeout: 30_000 });
    await expectAccessible(ui.page, 'private-contract');
    await ui.screenshot('private-contract');
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    const confirm = ui.page.getByRole('button', { name: '确认合同' });
    await expect.poll(() => confirm.isEnabled(), { timeout: 15_000 }).toBe(true);
    await confirm.click();
    await ui.page.getByText('合同已签署，待双录').first().waitFor({ timeout: 30_000 });
    await expectAccessible(ui.page, 'private-contract-confirmed');
    const [contract] = await server.db.query<{ status: string; confirmed_at: Date | null }>(
      'SELECT status, confirmed_at FROM private_contracts WHERE deal_id = $1',
      [dealId],
    );
    expect(contract).toMatchObject({ status: 'confirmed' });
    expect(contract!.confirmed_at!.getTime()).toBe(server.clock.now());
  });

  it('completes the double recording with the fake camera and microphone; the review approves it', async () => {
    const { page } = ui;
    await ui.open(`#/double-record/mobileDrHome?dealId=${dealId}`);
    await page.getByRole('table', { name: '交易信息' }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'private-dr-home');
    await page.getByRole('button', { name: '开始双录' }).click();
    const capture = page.getByRole('button', { name: '拍摄证件' });
    await expect.poll(() => capture.isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
    await capture.click();
    await page.getByRole('img', { name: '证件照片预览' }).waitFor();
    await page.getByRole('button', { name: '提交证件照片' }).click();
    await page.getByText('证件照片是否已采集完成？').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '已完成' }).click();
    await page.getByRole('button', { name: '开始核验' }).waitFor();
    await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
    await page.getByRole('button', { name: '开始核验' }).click();
    await page.getByText('身份核验成功，阅读监管提示后开始录制').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '开始录制' }).click();
    await page.getByRole('region', { name: '监管提示（请在录制时朗读）' }).waitFor();
    const start = page.getByRole('button', { name: '开始录制' });
    await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true);
    await expectAccessible(page, 'private-dr-record');
    await start.click();
    const stop = page.getByRole('button', { name: '结束录制' });
    await expect.poll(() => stop.isEnabled(), { timeout: 30_000, interval: 500 }).toBe(true);
    await stop.click();
    await page.getByText('双录是否已完成？').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '已完成' }).click();
    await page.getByText('请确认已完整朗读提示内容，确认后提交视频').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await page
      .getByText('双录视频已提交，正在审核中，审核结果将在交易详情中显示。')
      .waitFor({ timeout: 60_000 });
    await expectAccessible(page, 'private-dr-auditing');

    const admin = server.client();
    await admin.login('admin01', undefined, GROUP);
    const [row] = (await admin.gateway.call(doubleRecord.doubleRecordReviewList, { status: 'auditing' }))
      .list;
    expect(row?.dealId).toBe(dealId);
    await admin.gateway.call(doubleRecord.doubleRecordReview, {
      doubleRecordId: row!.doubleRecordId,
      decision: 'approve',
    });
  }, 180_000);

  it('confirms the payment method; the deal waits for its open day', async () => {
    await ui.open(`#/trade/privatefundSubscriptionDetail/${dealId}`);
    await ui.page.getByRole('button', { name: '去付款' }).click({ timeout: 30_000 });
    await ui.page.getByRole('radio', { name: '银行转账' }).check({ force: true });
    await expectAccessible(ui.page, 'private-payment');
    await ui.screenshot('private-payment');
    await ui.page.getByRole('button', { name: '确认付款方式', exact: true }).click();
    await ui.page.getByRole('heading', { name: '私募认购详情', level: 2 }).waitFor({ timeout: 15_000 });
    await ui.page.getByText('已付款，待确认').first().waitFor({ timeout: 15_000 });
    await ui.page.getByText(`等待开放日${openDay}确认`).first().waitFor();
    await expectAccessible(ui.page, 'private-paid');
  });

  it('after the open day the deal shows its states through to 已确认 and the position appears', async () => {
    const [next] = await server.db.query<{ day: string }>(
      'SELECT day::text AS day FROM trading_days WHERE day > $1::date ORDER BY day LIMIT 1',
      [openDay],
    );
    // The detail page's tab is closed first: a kept tab would show the answer its expired session got.
    await ui.page.getByRole('button', { name: '关闭 私募认购详情' }).click();
    await ui.page.getByRole('button', { name: '关闭 私募认购详情' }).waitFor({ state: 'detached' });
    server.clock.set(Date.parse(`${next!.day}T09:30:00+08:00`));
    await engineFor(server.db)!.confirm();
    // Days later the session has expired (12 h absolute): log in again.
    await ui.login('op01');
    await ui.open(`#/trade/privatefundSubscriptionDetail/${dealId}`);
    const trail = ui.page.getByRole('table', { name: '交易进度' });
    await trail.waitFor({ timeout: 30_000 });
    await ui.page.getByText('已确认').first().waitFor();
    const text = await trail.innerText();
    for (const state of ['预约成功，待签署合同', '合同已签署，待双录', '待付款', '已付款，待确认', '已确认'])
      expect(text).toContain(state);
    await expectAccessible(ui.page, 'private-confirmed');
    await ui.screenshot('private-confirmed');

    const [nav] = await server.db.query<{ nav: string }>(
      'SELECT nav::text AS nav FROM private_navs WHERE product_id = $1 AND nav_date = $2',
      [productId, openDay],
    );
    const shares = new Dec(minAmount).dividedBy(nav!.nav).toDecimalPlaces(2, Dec.ROUND_DOWN);
    await ui.open('#/private-asset/privatePositionDetails');
    const table = ui.page.getByRole('table', { name: '私募持仓' });
    await table.waitFor({ timeout: 30_000 });
    await ui.page
      .getByRole('link', { name: /^赎回 / })
      .first()
      .waitFor();
    expect(await table.innerText()).toContain(shares.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
    await expectAccessible(ui.page, 'private-positions');
    await ui.screenshot('private-positions');
    // 赎回 from the position: the holding's shares free to redeem.
    await ui.page
      .getByRole('link', { name: /^赎回 / })
      .first()
      .click();
    await ui.page.getByLabel('份额（份）').waitFor({ timeout: 30_000 });
    await expectAccessible(ui.page, 'private-sell');
    await ui.screenshot('private-sell');
    await ui.open('#/dataService/tradeReminder');
    await ui.page.getByRole('table', { name: '私募交易' }).getByText(dealId).waitFor({ timeout: 30_000 });
    await expectAccessible(ui.page, 'private-reminder');
    await ui.screenshot('private-reminder');
    await ui.open('#/trade/privateRefund');
    await ui.page.getByRole('table', { name: '私募退款' }).waitFor({ timeout: 30_000 });
    await expectAccessible(ui.page, 'private-refund');
    // The clock's jump past the session's end answers the open page's calls 401 before the new login.
    expect(ui.problems.filter((p) => !p.includes('401'))).toEqual([]);
  });
});
