/**
 * Issue 17 §2 (WCAG 2.1 AA) in chromium: what a component test cannot see. A mouse click on a fund-list
 * header sorts (Blueprint's CSS used to swallow it), the skip link and the `/` shortcut work with real key
 * presses, the document title follows the route, the orange theme's focus ring is orange, and axe-core
 * finds no critical or serious violation on these screens (the search panel with its answer, the
 * enterprise login page).
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { appUrl, LOCAL_HOSTS_ARGS } from './shell.js';
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

describe('accessibility in the browser (issue 17 §2, WCAG 2.1 AA)', () => {
  it('a mouse click on a sortable fund-list header sorts by it; the title names the page', async () => {
    await ui.login('op01');
    await ui.page.waitForURL(/#\/home\/index$/, { timeout: 30_000 });
    await ui.open('#/product/publicIndex');
    await expect.poll(() => ui.page.title()).toBe('公募基金 - FundDesk');
    const header = ui.page.locator('[data-sort-field="rate1y"]').first();
    await header.waitFor();
    const box = await header.boundingBox();
    expect(box).not.toBeNull();
    const sorted = ui.page.waitForRequest(
      (request) => request.url().endsWith('/searchByPage') && (request.postData() ?? '').includes('"rate1y"'),
      { timeout: 15_000 },
    );
    // A real mouse press at the header's place: whatever is on top there gets it (Blueprint draws the header
    // row in several quadrants; its CSS used to let the click fall through the button).
    await Promise.all([sorted, ui.page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2)]);
    await ui.page.locator('[data-sort-field="rate1y"][data-sort]').first().waitFor();
    await expectAccessible(ui.page, '公募基金（已排序）');
  });

  it('Tab reaches the skip link first, Enter moves to the page; / focuses the fund search', async () => {
    // A fresh page: the tab order starts at the top.
    await ui.page.reload();
    await ui.page.getByPlaceholder('请输入基金代码或名称').waitFor({ timeout: 30_000 });
    await ui.page.keyboard.press('Tab');
    await expect.poll(() => ui.page.evaluate(() => document.activeElement?.textContent)).toBe('跳到主要内容');
    await ui.page.keyboard.press('Enter');
    await expect.poll(() => ui.page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');

    await ui.page.keyboard.press('/');
    await expect.poll(() => ui.page.evaluate(() => document.activeElement?.id)).toBe('fd-fund-search');
    expect(await ui.page.locator('#fd-fund-search').inputValue()).toBe('');
    await ui.search('易方达');
    await expectAccessible(ui.page, '基金搜索结果');
    await ui.page.keyboard.press('Escape');
  });

  it('the enterprise login page: orange focus ring, no violation', async () => {
    await ui.page.goto(`${appUrl(server.baseUrl, 'siku.localhost')}/#/login/sikuOrganizationLogin`);
    const name = ui.page.getByPlaceholder('请输入登录名');
    await name.waitFor();
    await expectAccessible(ui.page, '司库登录');
    await ui.page.keyboard.press('Tab');
    const outline = await ui.page.evaluate(() => {
      const focused = document.activeElement;
      return focused ? getComputedStyle(focused).outlineColor : '';
    });
    expect(outline).not.toMatch(/rgba?\(33, 93, 176|rgb\(45, 114, 210\)/); // Blueprint blue
  });

  it('saw no script errors on the way', () => {
    expect(ui.problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
