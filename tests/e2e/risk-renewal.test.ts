import { fileURLToPath } from 'node:url';
import { riskAssessmentExpiry } from '@funddesk/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { orderRow } from '../helpers/trading.js';
import { waitFor } from '../helpers/waitFor.js';
import { acceptRiskStatements, expectAccessible, readSummaryPdfIfShown, launchUi, type Ui } from './ui.js';

/*
 * An expired risk assessment renewed from the purchase dialog (issue 15 "Done when"; spec 02 §5 risk assessment
 * expired: "buttons to take the assessment or cancel"; spec 01 §7.9 updateRiskQA): the demo person riskexp01,
 * whose assessment expired on 2025-06-30, asks to buy 1,000 yuan of 000001; the dialog leads to the
 * questionnaire, the ten answers are submitted, the app comes back to the purchase with the amount kept and
 * the purchase goes through to 买入申请已受理. axe-core checks every screen visited.
 */

const webDist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));
const FUND = '000001';

let server: TestServer;
let ui: Ui;

beforeAll(async () => {
  server = await startServer({ webDir: webDist });
  ui = await launchUi(server.baseUrl);
  await ui.login('riskexp01');
});

afterEach(async (context) => {
  if (context.task.result?.state === 'fail')
    await ui?.screenshot(`risk-renewal-failed-${context.task.name.slice(0, 20)}`);
});

afterAll(async () => {
  await ui?.close();
  await server?.close();
});

describe('an expired risk assessment is renewed from the purchase dialog and the purchase continues (issue 15)', () => {
  it('buy → 风险测评 dialog → questionnaire → back to the purchase → 买入申请已受理', async () => {
    const page = ui.page;
    const [before] = await server.db.query<{ risk_expire_date: string }>(
      "SELECT risk_expire_date FROM persons WHERE login_name = 'riskexp01'",
    );
    expect(before?.risk_expire_date).toBe('2025-06-30');

    await ui.open(`#/trade/buy?fundCode=${FUND}`);
    const amount = page.getByLabel('买入金额（元）');
    await amount.waitFor({ timeout: 20_000 });
    await page.getByText('您的风险测评已过期或尚未测评').waitFor();
    await expectAccessible(page, 'risk-renewal-buy');
    await amount.fill('1000');
    await page.getByRole('button', { name: '确认买入' }).click();

    const dialog = page.getByRole('dialog', { name: '风险测评' });
    await dialog.getByText('您的风险测评已过期，暂不能购买该类产品，请先更新风险测评').waitFor();
    await ui.settle();
    await expectAccessible(page, 'risk-renewal-dialog');
    await dialog.getByRole('button', { name: '去测评' }).click();

    await page.waitForURL(/#\/account\/riskQuestions\?redirect=/);
    const groups = page.getByRole('radiogroup');
    await groups.first().waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'risk-renewal-questions');
    const count = await groups.count();
    expect(count).toBe(10);
    for (let i = 0; i < count; i += 1) await groups.nth(i).getByRole('radio').nth(3).check({ force: true });
    await page.getByText('已答 10 / 10 题').waitFor();
    await page.getByRole('button', { name: '提交问卷' }).click();

    // Back on the purchase, the amount kept and the assessment valid again.
    await page.waitForURL(/#\/trade\/buy\?fundCode=000001&amount=1000\.00$/, { timeout: 20_000 });
    await waitFor(async () => (await page.getByLabel('买入金额（元）').inputValue()) === '1000.00');
    await page.getByText('您的风险测评已过期或尚未测评').waitFor({ state: 'detached' });
    const [after] = await server.db.query<{ risk_level: string; risk_expire_date: string }>(
      "SELECT risk_level, risk_expire_date FROM persons WHERE login_name = 'riskexp01'",
    );
    expect(after).toEqual({ risk_level: 'zxfxdj_4', risk_expire_date: riskAssessmentExpiry('2026-02-13') });

    await page.getByRole('button', { name: '确认买入' }).click();
    await acceptRiskStatements(page);
    await readSummaryPdfIfShown(page);
    const password = page.getByLabel('交易密码');
    await password.waitFor({ timeout: 15_000 });
    await password.fill('135790');
    await password.press('Enter');
    const result = page.getByRole('table', { name: '买入申请已受理' });
    await result.waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'risk-renewal-accepted');
    await result.getByRole('button', { name: '查看详情' }).click();
    await page.waitForURL(/#\/trade\/tradeInfo\//);
    const serialNo = decodeURIComponent(page.url().split('/tradeInfo/')[1]!);
    expect(await orderRow(server.db, serialNo)).toMatchObject({ status: 'accepted', amount: '1000.00' });
  });

  it('风险测评 shows the renewed assessment and who took it', async () => {
    await ui.open('#/account/riskResult');
    const facts = ui.page.getByLabel('风险测评结果');
    await facts.waitFor({ timeout: 20_000 });
    const text = (await facts.textContent()) ?? '';
    expect(text).toContain(riskAssessmentExpiry('2026-02-13'));
    expect(text).not.toContain('已过期');
    expect(await ui.page.getByRole('table', { name: '测评记录' }).textContent()).toContain(
      '韩雪（riskexp01）',
    );
    await expectAccessible(ui.page, 'risk-renewal-result');
  });
});
