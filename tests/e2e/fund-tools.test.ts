import { fileURLToPath } from 'node:url';
import { account } from '@funddesk/core';
import type { Locator } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buyAndHoldFinal, oneYearFigures } from '../helpers/navMath.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { appUrl, LANDING, LOCAL_HOSTS_ARGS, waitForRoute } from './shell.js';
import { expectAccessible, launchUi, type Ui } from './ui.js';

/*
 * 首页 and the fund tools in chromium, in both variants (issue 14 "Done when"): op01 on the institution host
 * (localhost) and sk01 on the enterprise host (siku.localhost, only the pages its menu shows) visit 首页, 基金比较,
 * 费率比较, 基金行情 (sorted by a column, a fund starred), 我的自选 (the starred fund listed, then removed after
 * the confirmation), 模拟组合 (a 2-fund 60/40 portfolio created and back-tested), 基金分红 and 持仓风险监控.
 * The comparison's 近1年 return and maximum drawdown of 000001 and the back-test's final value are checked
 * against computations straight over shared/data/nav (tests/helpers/navMath.ts). axe-core checks every screen.
 * One server, one browser; each variant logs in once.
 */

const webDist = fileURLToPath(new URL('../../packages/web/dist/', import.meta.url));
/** The two funds compared and put in the portfolio (both have NAV files). */
const FUND_A = '000001';
const FUND_B = '110011';
/** The fund starred on 基金行情 and removed on 我的自选. */
const STARRED = '000003';

let server: TestServer;
let ui: Ui;

beforeAll(async () => {
  server = await startServer({ webDir: webDist });
  ui = await launchUi(appUrl(server.baseUrl, 'localhost'), { args: LOCAL_HOSTS_ARGS });
});

afterEach(async (context) => {
  // A failed step leaves its screen for the report (tests/.artifacts/screenshots).
  if (context.task.result?.state === 'fail')
    await ui?.screenshot(`fund-tools-failed-${context.task.name.slice(0, 24)}`);
});

afterAll(async () => {
  await ui?.close();
  await server?.close();
});

/** The text of the cell in the row headed `rowLabel` and the column of fund `code` (header `name（code）`). */
async function fundCell(table: Locator, rowLabel: string, code: string): Promise<string> {
  return table.evaluate(
    (element, [label, fund]) => {
      const headers = [...element.querySelectorAll('thead th')];
      const column = headers.findIndex((th) => (th.textContent ?? '').includes(`（${fund}）`));
      const row = [...element.querySelectorAll('tbody tr')].find(
        (tr) => (tr.querySelector('th')?.textContent ?? '').trim() === label,
      );
      if (column < 0 || !row) throw new Error(`no cell ${label} × ${fund}`);
      return (row.children[column]?.textContent ?? '').trim();
    },
    [rowLabel, code] as const,
  );
}

/** A percent figure as shown (`+12.34%`, `-3.21%`, `5.60%`) as a number of percent. */
const percentOf = (text: string): number => Number(text.replace(/[%+\s]/g, ''));

/** `|shown − expected|` within half a unit of the shown decimals (plus float noise). */
function expectShown(shown: number, expected: number, decimals: number): void {
  expect(Math.abs(shown - expected)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
}

const variants = [
  { name: 'institution', host: 'localhost', login: 'op01', loginPage: '/login/organizationLogin' },
  { name: 'enterprise', host: 'siku.localhost', login: 'sk01', loginPage: '/login/sikuOrganizationLogin' },
] as const;

describe.each(variants)(
  '首页 and the fund tools, $name variant as $login (issue 14 §1, §3-§5)',
  ({ name, host, login, loginPage }) => {
    const base = () => appUrl(server.baseUrl, host);
    /** The menu paths the person sees (spec 01 §2.2), read through the gateway before the browser logs in. */
    let paths = new Set<string>();
    const open = (hash: string) => ui.page.goto(`${base()}/#${hash}`);
    const label = (screen: string) => `fund-tools-${name}-${screen}`;

    beforeAll(async () => {
      const client = server.client();
      await client.login(login);
      const menu = await client.gateway.call(account.personMenu, {});
      paths = new Set(menu.menuList.flatMap((group) => [group.path, ...group.children.map((c) => c.path)]));
      await open(loginPage);
      await ui.page.getByPlaceholder('请输入登录名').fill(login);
      await ui.page.getByPlaceholder('请输入登录密码').fill('Demo@2026');
      await ui.page.getByRole('button', { name: '登录', exact: true }).click();
      await waitForRoute(ui.page, LANDING);
    });

    /** Skips a page the person's menu does not show (the enterprise menu may be smaller). */
    const shows = (path: string, skip: (note?: string) => void) => {
      if (!paths.has(path)) skip(`${login}'s menu has no ${path}`);
    };

    it('首页 (/home/index): the landing page with its quick entries', async ({ skip }) => {
      shows('/home/index', skip);
      await open('/home/index');
      await ui.page.getByRole('heading', { name: '首页', level: 2 }).waitFor({ timeout: 20_000 });
      await ui.page.getByRole('heading', { name: '快捷入口' }).waitFor();
      await ui.page.getByTestId('home-entries').waitFor();
      await expectAccessible(ui.page, label('home'));
    });

    it(`基金比较 of ${FUND_A} and ${FUND_B}: 近1年 return and maximum drawdown equal the NAV files' (spec 03 §7)`, async ({
      skip,
    }) => {
      shows('/fundTools/fundCompare', skip);
      await open(`/fundTools/fundCompare?funds=${FUND_A},${FUND_B}`);
      const returns = ui.page.getByRole('table', { name: '区间收益' });
      const risk = ui.page.getByRole('table', { name: '风险指标 · 近1年' });
      await returns.waitFor({ timeout: 30_000 });
      await risk.waitFor();
      const period = (await ui.page.getByTestId('compare-period').innerText()).match(
        /(\d{4}-\d{2}-\d{2}) 至 (\d{4}-\d{2}-\d{2})/,
      );
      expect(period).not.toBeNull();
      const asOf = period![2]!;
      // The chart (plotly, its own chunk) is part of the screen axe checks.
      await ui.page.getByTestId('compare-chart').waitFor({ timeout: 30_000 });
      await expectAccessible(ui.page, label('compare'));

      const expected = await oneYearFigures(FUND_A, asOf);
      expectShown(percentOf(await fundCell(returns, '近1年', FUND_A)), expected.oneYear, 2);
      expectShown(percentOf(await fundCell(risk, '最大回撤', FUND_A)), expected.maxDrawdown, 2);
      expectShown(percentOf(await fundCell(risk, '年化波动率', FUND_A)), expected.volatility, 2);
      const other = await oneYearFigures(FUND_B, asOf);
      expectShown(percentOf(await fundCell(returns, '近1年', FUND_B)), other.oneYear, 2);
      expectShown(percentOf(await fundCell(risk, '最大回撤', FUND_B)), other.maxDrawdown, 2);
    });

    it('费率比较: purchase, redemption and holding costs of the two funds for 100,000 yuan (模拟)', async ({
      skip,
    }) => {
      shows('/fundTools/ratioCompare', skip);
      await open(`/fundTools/ratioCompare?funds=${FUND_A},${FUND_B}`);
      const fees = ui.page.getByRole('table', { name: '费率比较' });
      await fees.waitFor({ timeout: 30_000 });
      // Each fund's total cost of holding 1, 3 and 5 years is a yuan figure (no 暂无).
      for (const years of [1, 3, 5]) {
        const cells = await fees
          .locator('tbody tr')
          .filter({ has: ui.page.locator('th', { hasText: `持有 ${years} 年总费用` }) })
          .locator('td')
          .allInnerTexts();
        expect(cells).toHaveLength(2);
        for (const cell of cells) expect(cell).toMatch(/\d\.\d{2}/);
      }
      await expectAccessible(ui.page, label('ratio'));
    });

    it(`基金行情: sorted by 最新净值 (descending on the server), ${STARRED} starred into 我的自选`, async ({
      skip,
    }) => {
      shows('/fundTools/fundQuotes', skip);
      await open('/fundTools/fundQuotes');
      const table = ui.page.getByRole('table', { name: '基金行情列表' });
      await table.waitFor({ timeout: 30_000 });
      const navHeader = table.getByRole('columnheader', { name: '最新净值' });
      await navHeader.getByRole('button').click();
      await expect.poll(() => navHeader.getAttribute('aria-sort'), { timeout: 15_000 }).toBe('descending');
      // The first page is the largest NAVs, in order (the rows are replaced when the sorted page arrives).
      await expect
        .poll(
          async () => {
            const navs = (await table.locator('tbody tr td:nth-of-type(4)').allInnerTexts()).map((t) =>
              Number.parseFloat(t),
            );
            return navs.length > 1 && navs.every((v, i) => i === 0 || !(v > navs[i - 1]!));
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      await expectAccessible(ui.page, label('quotes-sorted'));

      await ui.page.getByRole('textbox', { name: '代码、名称或拼音' }).fill(STARRED);
      await ui.page.getByRole('button', { name: '查询' }).click();
      const row = table.locator('tbody tr').filter({ hasText: STARRED }).first();
      await row.waitFor({ timeout: 15_000 });
      await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1);
      const star = row.getByRole('button', { name: /^加自选 / });
      await star.click();
      await row.getByRole('button', { name: /^取消自选 / }).waitFor({ timeout: 15_000 });
    });

    it(`我的自选: ${STARRED} is listed; 取消自选 asks first, then removes it`, async ({ skip }) => {
      shows('/fundTools/customizeFund', skip);
      await open('/fundTools/customizeFund');
      const table = ui.page.getByRole('table', { name: '自选基金列表' });
      await table.waitFor({ timeout: 30_000 });
      const row = table.locator('tbody tr').filter({ hasText: STARRED });
      await row.waitFor({ timeout: 15_000 });
      await expectAccessible(ui.page, label('favourites'));
      await row.getByRole('button', { name: /^取消自选 / }).click();
      const confirm = ui.page.getByRole('alertdialog');
      await confirm.getByText(`（${STARRED}）`).waitFor({ timeout: 15_000 });
      await expectAccessible(ui.page, label('favourites-confirm'));
      await confirm.getByRole('button', { name: '移除' }).click();
      await row.waitFor({ state: 'detached', timeout: 15_000 });
    });

    it(`模拟组合: a 60/40 portfolio of ${FUND_A} and ${FUND_B} back-tested; its 期末净值 equals buy-and-hold over the NAV files`, async ({
      skip,
    }) => {
      shows('/fundTools/combineFund', skip);
      await open('/fundTools/combineFund');
      await ui.page.getByRole('heading', { name: '模拟组合', level: 2 }).waitFor({ timeout: 30_000 });
      await ui.page.getByRole('button', { name: '新建组合' }).click();
      await waitForRoute(ui.page, '/fundTools/combineFundEdit');
      const portfolioName = `回测${name === 'institution' ? '机构' : '企业'}6040`;
      await ui.page.getByRole('textbox', { name: '组合名称' }).fill(portfolioName);
      const weights = ui.page.getByRole('table', { name: '权重（%）' });
      const picker = ui.page.getByRole('searchbox', { name: /添加基金/ });
      for (const [code, weight] of [
        [FUND_A, '60'],
        [FUND_B, '40'],
      ] as const) {
        await picker.fill(code);
        const result = ui.page
          .getByRole('list', { name: '搜索结果' })
          .getByRole('listitem')
          .filter({ hasText: `（${code}）` });
        await result.getByRole('button', { name: /^添加 / }).click();
        const row = weights.locator('tbody tr').filter({ hasText: `（${code}）` });
        await row.getByRole('textbox').fill(weight);
      }
      await expect.poll(() => ui.page.getByTestId('weight-sum').innerText()).toBe('权重合计 100.00%');
      await expectAccessible(ui.page, label('portfolio-edit'));
      await ui.page.getByRole('button', { name: '保存' }).click();
      await waitForRoute(ui.page, '/fundTools/combineFund');

      const metrics = ui.page.getByTestId('backtest-metrics');
      await metrics.waitFor({ timeout: 30_000 });
      await ui.page.getByRole('table', { name: '我的组合' }).getByText(portfolioName).waitFor();
      const period = (await ui.page.getByTestId('backtest-period').innerText()).match(
        /回测区间 (\d{4}-\d{2}-\d{2}) 至 (\d{4}-\d{2}-\d{2})/,
      );
      expect(period).not.toBeNull();
      const final = await metrics
        .locator('tbody tr')
        .filter({ has: ui.page.locator('th', { hasText: '期末净值' }) })
        .locator('td')
        .first()
        .innerText();
      const expected = await buyAndHoldFinal({ [FUND_A]: 0.6, [FUND_B]: 0.4 }, period![1]!, period![2]!);
      expectShown(Number(final), expected, 4);
      await expectAccessible(ui.page, label('portfolio-backtest'));
    });

    it('基金分红: the dividends list', async ({ skip }) => {
      shows('/fundTools/bonusFund', skip);
      await open('/fundTools/bonusFund');
      await ui.page.getByRole('heading', { name: '基金分红', level: 2 }).waitFor({ timeout: 30_000 });
      await ui.page
        .getByRole('table', { name: '基金分红列表' })
        .or(ui.page.getByText('没有符合条件的分红记录'))
        .first()
        .waitFor({ timeout: 30_000 });
      await expectAccessible(ui.page, label('bonus'));
    });

    it('持仓风险监控: the rules and the records', async ({ skip }) => {
      shows('/fundTools/riskMonitor', skip);
      await open('/fundTools/riskMonitor');
      await ui.page.getByRole('heading', { name: '持仓风险监控', level: 2 }).waitFor({ timeout: 30_000 });
      await ui.page.getByRole('heading', { name: '风险提示', exact: true }).waitFor();
      await ui.page
        .getByRole('table', { name: '风险提示记录' })
        .or(ui.page.locator('.bp6-non-ideal-state'))
        .first()
        .waitFor({ timeout: 30_000 });
      await expectAccessible(ui.page, label('risk-monitor'));
    });
  },
);
