/**
 * The cockpit in chromium (spec 01 §2.3: a cockpit-only user always lands on /boss/screen; spec 03 §2 "Cockpit"):
 * boss01 logs in, lands on 驾驶舱 and sees its figures, then opens 数据驾驶舱 and 关联机构; axe-core checks each.
 * Holdings and confirmed purchases of two related institutions are inserted with SQL (standing in for the order
 * engine); the market value shown is Σ shares × the last NAV read here from the database.
 */
import { fileURLToPath } from 'node:url';
import { Dec, formatNumber } from '@funddesk/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { appUrl, LOCAL_HOSTS_ARGS, openFromSidebar, waitForRoute } from './shell.js';
import { expectAccessible, launchUi, type Ui } from './ui.js';

const webDist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));

let server: TestServer;
let ui: Ui;

beforeAll(async () => {
  server = await startServer({ webDir: webDist });
  await server.db.query(
    `INSERT INTO positions (group_id, fund_id, shares, cost, updated_at) VALUES
       ('10000001', '000001', 3333.33, 3500.00, now()),
       ('10000001', '000003', 10000.55, 11300.00, now()),
       ('10000002', '000001', 100.00, 100.00, now())`,
  );
  await server.db.query(
    `INSERT INTO orders (serial_no, person_id, group_id, fund_id, trade_type, status, amount, fee, net_amount, fee_rate_e6,
       apply_time, trade_day, confirm_day, confirm_nav, confirm_shares, nav_source)
     VALUES ('E2E-C1', 'P0001', '10000001', '000003', 'purchase', 'confirmed', 11300.00, 0, 11300.00, 0,
       '2026-01-05T10:00:00+08:00', '2026-01-05', '2026-01-06', 1.1000, 10000.55, 'real'),
            ('E2E-C2', 'P0001', '10000001', '000001', 'purchase', 'confirmed', 3500.00, 0, 3500.00, 0,
       '2025-11-10T10:00:00+08:00', '2025-11-10', '2025-11-11', 1.0500, 3333.33, 'real'),
            ('E2E-C3', 'P0010', '10000002', '000001', 'purchase', 'confirmed', 100.00, 0, 100.00, 0,
       '2026-02-02T10:00:00+08:00', '2026-02-02', '2026-02-03', 1.0000, 100.00, 'real')`,
  );
  ui = await launchUi(appUrl(server.baseUrl, 'localhost'), { args: LOCAL_HOSTS_ARGS });
});

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await ui?.screenshot('cockpit-failed');
});

afterAll(async () => {
  await ui?.close();
  await server?.close();
});

/** Σ shares × the last NAV on or before `asOf` of boss01's related holdings, yuan (the database's rows). */
async function expectedMarketValue(asOf: string): Promise<string> {
  const rows = await server.db.query<{ shares: string; nav: string }>(
    `SELECT p.shares::text AS shares,
            (SELECT n.nav::text FROM nav n WHERE n.fund_id = p.fund_id AND n.nav_date <= $1::date
             ORDER BY n.nav_date DESC LIMIT 1) AS nav
     FROM positions p JOIN cockpit_relations r ON r.group_id = p.group_id AND r.state = '1'
     JOIN persons s ON s.person_id = r.person_id AND s.login_name = 'boss01'`,
    [asOf],
  );
  return rows
    .reduce(
      (acc, r) => acc.plus(new Dec(r.shares).mul(r.nav).toDecimalPlaces(2, Dec.ROUND_HALF_UP)),
      new Dec(0),
    )
    .toFixed(2);
}

describe('the cockpit (spec 01 §2.3; spec 03 §2 Cockpit)', () => {
  it('boss01 lands on 驾驶舱 with figures, then opens 数据驾驶舱 and 关联机构', async () => {
    const page = ui.page;
    await ui.open('#/login/organizationLogin');
    await page.getByPlaceholder('请输入登录名').fill('boss01');
    await page.getByPlaceholder('请输入登录密码').fill('Demo@2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await waitForRoute(page, '/boss/screen');

    const kpis = page.getByTestId('cockpit-kpis');
    const asOf = (await page.getByTestId('cockpit-as-of').textContent({ timeout: 30_000 }))!;
    const date = /数据截至 (\d{4}-\d{2}-\d{2})/.exec(asOf)?.[1];
    expect(date).toBe('2026-02-12');
    await kpis.getByText(formatNumber(await expectedMarketValue(date!), 2), { exact: true }).waitFor();
    await kpis.getByText('4 家').waitFor();
    await page.getByRole('table', { name: '持仓排行（前 10）' }).getByText('中海可转债债券A').waitFor();
    await page.getByTestId('capital-flow-chart').locator('.main-svg').first().waitFor();
    expect(await page.getByText('功能建设中').count()).toBe(0);
    await expectAccessible(page, '驾驶舱');
    await ui.screenshot('cockpit-01-boss-screen');

    await openFromSidebar(page, '驾驶舱报表', '数据驾驶舱', '/cockpit/dataCockpit');
    const holdings = page.getByRole('table', { name: '持仓明细' });
    await holdings.getByText('汇川信托·稳盈1号集合资金信托计划').waitFor();
    expect(await holdings.locator('tbody tr').count()).toBe(3);
    await expectAccessible(page, '数据驾驶舱');
    await ui.screenshot('cockpit-02-data-cockpit');

    await openFromSidebar(page, '驾驶舱报表', '关联机构', '/cockpit/affiliatedOrg');
    const relations = page.getByRole('table', { name: '关联机构列表' });
    await relations.getByText('已解除').waitFor();
    expect(await relations.locator('tbody tr').count()).toBe(5);
    await expect.poll(() => relations.getByText('138****8008').count()).toBe(1);
    await expectAccessible(page, '关联机构');
    await ui.screenshot('cockpit-03-affiliated-org');
    expect(ui.problems.filter((p) => !p.includes('favicon'))).toEqual([]);
  });
});
