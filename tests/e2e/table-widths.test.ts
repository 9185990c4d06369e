/**
 * Tables fit or scroll horizontally with their key columns frozen (issue 17 §4): the fund list's 申购状态 and
 * 操作 at 1280 px and the 操作 column of 交易记录 at 1440 px were cut off. Here each such cell is scrolled
 * into view the way a user would reach it and must then lie wholly inside the window and be the element
 * hit at its centre (not covered, not clipped).
 */
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { appUrl, LOCAL_HOSTS_ARGS, waitForRoute } from './shell.js';
import { expectAccessible, launchUi, type Ui } from './ui.js';

const webDist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));

let server: TestServer;
let ui: Ui;

beforeAll(async () => {
  server = await startServer({ webDir: webDist });
  ui = await launchUi(appUrl(server.baseUrl, 'localhost'), {
    args: LOCAL_HOSTS_ARGS,
    viewport: { width: 1280, height: 800 },
  });
  await ui.login('op01');
});

afterAll(async () => {
  await ui?.close();
  await server?.close();
});

/** Scrolls `cell` into view and tells whether it is wholly inside the window and hit at its centre. */
async function reachable(page: Page, cell: Locator): Promise<{ inside: boolean; hit: boolean }> {
  await cell.scrollIntoViewIfNeeded();
  return cell.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside =
      box.width > 0 &&
      box.left >= 0 &&
      box.top >= 0 &&
      box.right <= window.innerWidth &&
      box.bottom <= window.innerHeight;
    const target = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { inside, hit: target !== null && (element === target || element.contains(target)) };
  });
}

describe('tables fit or scroll with frozen key columns (issue 17 §4)', () => {
  it('the fund list at 1280 px: 申购状态 and 操作 (详情) can be reached in full', async () => {
    await ui.open('#/product/publicIndex');
    await waitForRoute(ui.page, '/product/publicIndex');
    const detail = ui.page.locator('.fd-fund-table').getByRole('button', { name: '详情' }).first();
    await detail.waitFor();
    await expectAccessible(ui.page, 'table-widths-fund-list-1280');
    expect(await ui.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    expect(await reachable(ui.page, detail)).toEqual({ inside: true, hit: true });
    const status = ui.page.locator('.fd-fund-table .fd-th', { hasText: '申购状态' }).first();
    expect((await reachable(ui.page, status)).inside).toBe(true);
  });

  it('交易记录 at 1440 px: the 操作 column is in view', async () => {
    await ui.page.setViewportSize({ width: 1440, height: 900 });
    await ui.open('#/dataService/tradeRecord');
    await waitForRoute(ui.page, '/dataService/tradeRecord');
    const header = ui.page.locator('th.fd-col-actions').first();
    await header.waitFor();
    await expectAccessible(ui.page, 'table-widths-trade-record-1440');
    expect(await ui.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    expect(await reachable(ui.page, header)).toEqual({ inside: true, hit: true });
  });
});
