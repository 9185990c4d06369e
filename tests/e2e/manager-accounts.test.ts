import { fileURLToPath } from 'node:url';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { openFromSidebar } from './shell.js';
import { expectAccessible, launchUi, type Ui } from './ui.js';

/**
 * An institution manager's account pages in chromium (spec 01 §2.3 per-route accounts, spec 03 §4 account
 * selection): mgr01 acts for the three products of 恒泰资产. Each route change cancels the pending
 * requests of the page left — and must keep the new page's own (its account list), which the new page
 * starts before the shell sees the change.
 */

const webDist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));
const PRODUCTS = [
  '恒泰稳健1号私募证券投资基金',
  '恒泰价值精选2号私募证券投资基金',
  '恒泰固收增强3号私募证券投资基金',
];

let server: TestServer;
let ui: Ui;
/** Gateway requests that failed in the browser (aborted included), by path. */
const failed: string[] = [];

beforeAll(async () => {
  server = await startServer({ webDir: webDist });
  ui = await launchUi(server.baseUrl);
  ui.page.on('requestfailed', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/api/')) failed.push(`${pathname} ${request.failure()?.errorText ?? ''}`);
  });
});

afterAll(async () => {
  await ui?.close();
  await server?.close();
});

const picker = () => ui.page.locator('.fd-page-head').getByRole('button', { name: /^账户 / });

/** Opens a page from the sidebar: its section, then its link (tests/e2e/shell.ts openFromSidebar). */
const fromSidebar = (section: string, page: string, path: string): Promise<void> =>
  openFromSidebar(ui.page, section, page, path);

describe("an institution manager's account pages in chromium (spec 01 §2.3, spec 03 §4)", () => {
  it('spec 01 §2.3, spec 03 §4: 资产概览 keeps its account list across the route change and defaults to the first product', async () => {
    await ui.login('mgr01');
    await fromSidebar('账户资产', '资产概览', '/asset/index');
    await expect.poll(() => picker().textContent(), { timeout: 15_000 }).toContain(PRODUCTS[0]);
    expect(await ui.page.getByTestId('account-picker-empty').count()).toBe(0);
    expect(failed.filter((f) => f.includes('/account/query'))).toEqual([]);
    await expectAccessible(ui.page, 'manager-01-asset-index');
    await ui.screenshot('manager-01-asset-index');
  });

  it('spec 01 §2.1: the picker lists the three products and 全部账户; choosing 全部账户 shows it', async () => {
    await picker().click();
    const panel = ui.page.getByTestId('account-picker-panel');
    await panel.waitFor();
    const items = await panel.getByRole('menuitem').allInnerTexts();
    expect(items[0]).toBe('全部账户');
    for (const name of PRODUCTS) expect(items.some((item) => item.includes(name))).toBe(true);
    await expectAccessible(ui.page, 'manager-02-asset-picker');
    await ui.screenshot('manager-02-asset-picker');
    await panel.getByRole('menuitem', { name: '全部账户' }).click();
    await expect.poll(() => picker().textContent()).toContain('全部账户');
  });

  it('spec 02 §2, 03 §3: 待处理交易 and 交易记录 default to every account after each route change', async () => {
    await fromSidebar('交易管理', '待处理交易', '/trade/stayTrade');
    await expect.poll(() => picker().textContent(), { timeout: 15_000 }).toContain('全部账户');
    await fromSidebar('数据服务', '交易记录', '/dataService/tradeRecord');
    await expect.poll(() => picker().textContent(), { timeout: 15_000 }).toContain('全部账户');
    expect(await ui.page.getByTestId('account-picker-empty').count()).toBe(0);
    expect(failed.filter((f) => f.includes('/account/query'))).toEqual([]);
    await expectAccessible(ui.page, 'manager-03-trade-record');
    await ui.screenshot('manager-03-trade-record');
  });

  it('saw no script errors on the way', () => {
    expect(ui.problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
