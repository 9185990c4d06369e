/**
 * The four-eyes review in chromium (issue 11 "Done when", lean): with two-level review on for 10000001,
 * op01's cart purchase of 3 funds is in chk01's 交易复核 queue; chk01 approves two and rejects one with a
 * comment (the confirmation states the application day), chk02 approves one; the trade detail shows the
 * approval trail; only that order is accepted and then confirmed. The settings and the orders are made
 * through the core client (their own tests are tests/integration/review.test.ts); the screens are checked
 * with axe-core.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../../packages/server/src/trade/index.js';
import { cartPurchaseUnderTwoLevelReview, orderStatusOf } from '../helpers/review.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { appUrl, LOCAL_HOSTS_ARGS } from './shell.js';
import { expectAccessible, launchUi, type Ui } from './ui.js';

const webDist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));

let server: TestServer;
let serials: string[] = [];

beforeAll(async () => {
  server = await startServer({ webDir: webDist });
  serials = await cartPurchaseUnderTwoLevelReview(server);
});

afterAll(async () => {
  await server?.close();
});

const statusOf = (serialNo: string) => orderStatusOf(server, serialNo);

/** A fresh browser logged in as `loginName`, on the review queue. */
async function queueAs(loginName: string): Promise<Ui> {
  const ui = await launchUi(appUrl(server.baseUrl, 'localhost'), { args: LOCAL_HOSTS_ARGS });
  await ui.login(loginName);
  await ui.open('#/trade/reviewQueue');
  await ui.page.getByRole('table', { name: '交易复核' }).waitFor();
  return ui;
}

/** Decides the selected orders in the open queue: the button, the comment, the confirmation. */
async function decide(ui: Ui, button: '复核通过' | '复核驳回', comment: string, screen: string) {
  await ui.page.getByRole('button', { name: button }).click();
  const dialog = ui.page.getByRole('dialog');
  await dialog.getByLabel('复核意见').fill(comment);
  await expectAccessible(ui.page, screen);
  await dialog.getByRole('button', { name: '确认' }).click();
  await ui.page.getByText(/已处理 \d+ 笔，失败 0 笔/).waitFor();
}

describe('four-eyes review (issue 11 "Done when")', () => {
  it('chk01 approves two and rejects one, chk02 approves one; only it is accepted, with its approval trail', async () => {
    const [a, b, c] = serials as [string, string, string];
    const chk01 = await queueAs('chk01');
    try {
      const table = chk01.page.getByRole('table', { name: '交易复核' });
      for (const serialNo of serials) await table.getByText(serialNo).waitFor();
      await expectAccessible(chk01.page, '交易复核');
      await table.getByRole('checkbox', { name: `选择 ${a}` }).check({ force: true });
      await table.getByRole('checkbox', { name: `选择 ${b}` }).check({ force: true });
      await chk01.page.getByRole('button', { name: '复核通过' }).click();
      await chk01.page
        .getByRole('dialog')
        .getByText(/申请日/)
        .waitFor();
      await chk01.page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
      await decide(chk01, '复核通过', '金额无误', '交易复核-确认');
      await table.getByRole('checkbox', { name: `选择 ${c}` }).check({ force: true });
      await decide(chk01, '复核驳回', '基金选择有误', '交易复核-驳回');
      expect(chk01.problems).toEqual([]);
    } finally {
      await chk01.close();
    }
    const chk02 = await queueAs('chk02');
    try {
      const table = chk02.page.getByRole('table', { name: '交易复核' });
      await table.getByRole('checkbox', { name: `选择 ${a}` }).check({ force: true });
      await decide(chk02, '复核通过', '同意', '交易复核-二级');
      await chk02.open(`#/trade/tradeInfo/${a}`);
      const trail = chk02.page.getByRole('table', { name: '复核记录' });
      await trail.getByText(/王芳（chk01）/).waitFor();
      await trail.getByText(/刘洋（chk02）/).waitFor();
      await trail.getByText('金额无误').waitFor();
      await expectAccessible(chk02.page, '交易详情-复核记录');
      expect(chk02.problems).toEqual([]);
    } finally {
      await chk02.close();
    }
    expect([await statusOf(a), await statusOf(b), await statusOf(c)]).toEqual([
      'accepted',
      'pendingReview',
      'failed',
    ]);
    // Later confirmed on its T+1 (2026-02-24, after the Spring Festival closure); b stays pending review.
    server.clock.set(Date.parse('2026-02-24T09:30:00+08:00'));
    await engineFor(server.db)!.confirm();
    expect([await statusOf(a), await statusOf(b)]).toEqual(['confirmed', 'pendingReview']);
  });
});
