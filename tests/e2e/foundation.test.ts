import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { expectAccessible, launchUi, type Ui } from './ui.js';

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

describe('the first real path in chromium: login -> search -> detail (foundation issue)', () => {
  it('logs the demo operator in (spec 01 §4.2: one organisation switches automatically)', async () => {
    await ui.login('op01');
    await ui.page.getByText('鼎元投资管理有限公司').first().waitFor();
    // The landing is reached once and stays: the login page must not navigate a second time after the
    // guard has already left it (that left the app blank on /redirect).
    await ui.page.waitForURL(/#\/home\/index$/, { timeout: 30_000 });
    // Once every request of the landing has answered (no request for 500 ms) and nothing moves, a second
    // navigation would have happened already.
    await ui.page.waitForLoadState('networkidle');
    await ui.settle();
    expect(ui.page.url()).toMatch(/#\/home\/index$/);
    expect(await ui.page.getByPlaceholder('请输入基金代码或名称').isVisible()).toBe(true);
    await expectAccessible(ui.page, '01-shell-after-login');
    await ui.screenshot('01-shell-after-login');
  });

  it('finds funds by Chinese name, pinyin abbreviation and code (spec 03 §5)', async () => {
    const byName = await ui.search('易方达');
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((text) => text.includes('易方达'))).toBe(true);
    await expectAccessible(ui.page, '02-search-yifangda');
    await ui.screenshot('02-search-yifangda');

    const byPinyin = await ui.search('YFD');
    expect(byPinyin.some((text) => text.includes('易方达'))).toBe(true);

    const byCode = await ui.search('110011');
    expect(byCode[0]).toContain('110011');
    await expectAccessible(ui.page, '03-search-110011');
    await ui.screenshot('03-search-110011');
  });

  it('opens the real fund detail with its NAV chart against CSI 300 and favourites it', async () => {
    await ui.page.getByRole('listbox').getByRole('option').first().click();
    await ui.page.waitForURL(/#\/product\/equality\/110011/);
    // plotly draws into an SVG once its lazy chunk has loaded; the legend names the fund and CSI 300.
    await ui.page.locator('.main-svg').first().waitFor({ timeout: 30_000 });
    await ui.page.locator('.legendtext', { hasText: '沪深300' }).first().waitFor({ timeout: 30_000 });
    await expectAccessible(ui.page, '04-fund-detail-110011');
    await ui.screenshot('04-fund-detail-110011');
    await ui.page.getByRole('button', { name: '加自选' }).first().click();
    await ui.page.getByText('已加入自选').first().waitFor({ timeout: 10_000 });
    await ui.page.getByRole('button', { name: '取消自选' }).first().waitFor({ timeout: 10_000 });
    await expectAccessible(ui.page, '05-fund-detail-favourited');
    await ui.screenshot('05-fund-detail-favourited');
  });

  it('lists public funds in a dense table (spec 03 §2 publicIndex)', async () => {
    await ui.open('#/product/publicIndex');
    await ui.page.locator('.bp6-table-container, .bp5-table-container').first().waitFor({ timeout: 30_000 });
    await expectAccessible(ui.page, '06-public-index');
    await ui.screenshot('06-public-index');
  });

  it('saw no script errors on the way', () => {
    expect(ui.problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
