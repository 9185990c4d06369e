import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normaliseSearchKeyword } from '@funddesk/core';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { waitFor } from '../helpers/waitFor.js';

/** Where screenshots land (git-ignored); look at them after a run. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));

/** The flags this machine needs (no sandbox as root; no background networking on a closed network). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * A small test language over the browser (STYLE: Excalidraw's UI helpers): each step is one thing a user
 * does, with the waiting that step needs.
 */
export interface Ui {
  page: Page;
  /** Opens a hash route of the app, e.g. `#/login/organizationLogin`. */
  open(hash: string): Promise<void>;
  /** Logs in on the organisation login page and waits for the shell. */
  login(loginName: string, password?: string): Promise<void>;
  /** Types into the header fund search and waits for the result list. */
  search(keyword: string): Promise<string[]>;
  /** Saves a full-page screenshot under SCREENSHOT_DIR and returns its path. */
  screenshot(name: string): Promise<string>;
  /** Waits until nothing moves ({@link settled}): before a screenshot, instead of a fixed wait. */
  settle(): Promise<void>;
  /** Console errors and failed requests seen so far. */
  problems: string[];
  close(): Promise<void>;
}

/** Options of {@link launchUi}. */
export interface LaunchOptions {
  /** Extra chromium flags (e.g. `--host-resolver-rules=...`). */
  args?: readonly string[];
  /** The window size; 1440x900 by default. */
  viewport?: { width: number; height: number };
}

/**
 * Waits until the page is still (issue 10 §5: no fixed waits): no CSS transition or finite animation is
 * running or pending (infinite ones, e.g. spinners, do not count), and no element is in a
 * react-transition-group phase (Blueprint's overlays, popovers and drawers: `*-enter-active`,
 * `*-exit-active`, `*-appear-active`). Checked on every animation frame, at most `timeoutMs`.
 */
export async function settled(page: Page, timeoutMs = 10_000): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getAnimations().some((animation) => {
        if (animation.playState !== 'running' && !animation.pending) return false;
        return animation.effect?.getComputedTiming().iterations !== Infinity;
      }) &&
      !document.querySelector('[class*="-enter-active"], [class*="-exit-active"], [class*="-appear-active"]'),
    undefined,
    { timeout: timeoutMs, polling: 'raf' },
  );
}

/** Starts chromium with a fresh profile on the given app URL. */
export async function launchUi(baseUrl: string, options: LaunchOptions = {}): Promise<Ui> {
  const profile = await mkdtemp(join(tmpdir(), 'funddesk-chromium-'));
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
    viewport: options.viewport ?? { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

  const ui: Ui = {
    page,
    problems,
    async open(hash) {
      await page.goto(`${baseUrl}/${hash}`);
    },
    async login(loginName, password = 'Demo@2026') {
      await ui.open('#/login/organizationLogin');
      await page.getByPlaceholder('请输入登录名').fill(loginName);
      await page.getByPlaceholder('请输入登录密码').fill(password);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.getByPlaceholder('请输入基金代码或名称').waitFor({ timeout: 30_000 });
      // The shell shows while /redirect still computes the landing (spec 01 §2.2): a page opened before the
      // landing is reached would be replaced by it.
      await page.waitForFunction(() => !/^#\/(login|redirect)\b/.test(location.hash), undefined, {
        timeout: 30_000,
      });
    },
    async search(keyword) {
      const box = page.getByPlaceholder('请输入基金代码或名称');
      await box.click();
      // The first page's answer for this keyword (the 600 ms throttle may send it late; no fixed wait).
      const sent = normaliseSearchKeyword(keyword);
      const answered = page.waitForResponse(
        (response) => {
          if (!response.url().endsWith('/fundSearch')) return false;
          const body = JSON.parse(response.request().postData() ?? '{}') as {
            keyword?: string;
            page?: number;
          };
          return body.keyword === sent && (body.page ?? 0) === 0;
        },
        { timeout: 15_000 },
      );
      await box.fill(keyword);
      const first = ((await (await answered).json()) as { body?: { content?: { fundId: string }[] } }).body
        ?.content?.[0]?.fundId;
      const list = page.getByRole('listbox');
      // The list shows this answer once its first row is the answer's first fund.
      await page.waitForFunction(
        (code) => {
          const row = document.querySelector('[role="listbox"] [role="option"]');
          return !!row && (code === undefined || (row.textContent ?? '').includes(code));
        },
        first,
        { timeout: 15_000 },
      );
      return list.getByRole('option').allInnerTexts();
    },
    settle: () => settled(page),
    async screenshot(name) {
      const path = join(SCREENSHOT_DIR, `${name}.png`);
      await page.screenshot({ path, fullPage: false });
      return path;
    },
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
  return ui;
}

/** The axe-core rule tags checked by {@link expectAccessible}: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_21_AA_TAGS: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One critical or serious axe-core finding, as {@link accessibilityViolations} lists it. */
export interface AccessibilityViolation {
  /** The axe rule id, e.g. `color-contrast`. */
  id: string;
  impact: 'critical' | 'serious';
  /** The rule's one-line help text. */
  help: string;
  /** One entry per failing node: its CSS target and axe's failure summary. */
  nodes: { target: string; summary: string }[];
}

/**
 * Runs axe-core on the page as it is now, with the WCAG 2.1 A/AA rules ({@link WCAG_21_AA_TAGS}), and
 * returns the critical and serious violations (issue 17 §2; WCAG 2.1 AA). Moderate and minor findings are
 * not returned.
 */
export async function accessibilityViolations(page: Page): Promise<AccessibilityViolation[]> {
  const results = await new AxeBuilder({ page }).withTags([...WCAG_21_AA_TAGS]).analyze();
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({
      id: v.id,
      impact: v.impact as 'critical' | 'serious',
      help: v.help,
      nodes: v.nodes.map((node) => ({
        target: node.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : String(t))).join(' | '),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    }));
}

/**
 * Fails (throws) when axe-core finds any critical or serious WCAG 2.1 A/AA violation on the screen the
 * page shows now (issue 17 §2: every screen the browser tests visit has none). The error lists every
 * violation: rule id, impact, help, and each node's target and failure summary; `label` names the screen
 * in it (e.g. `'待处理交易'`). Waits until nothing moves ({@link settled}) first, and judges a failing screen a
 * second time once it is still again; call it once the screen's data has arrived, on every screen a browser
 * test visits.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // A screen mid-transition (a dialog fading in) has colours axe would misjudge: wait until it is still.
  await settled(page);
  let violations = await accessibilityViolations(page);
  if (violations.length === 0) return;
  // A toast or tooltip whose timer ran out during the analysis was judged fading (a whole run saw a success
  // toast at contrast 3.2): judge the screen again once it is still. A real violation is found both times.
  await settled(page);
  violations = await accessibilityViolations(page);
  if (violations.length === 0) return;
  const lines = violations.flatMap((v) => [
    `- ${v.id} (${v.impact}): ${v.help}`,
    ...v.nodes.map((node) => `    at ${node.target}: ${node.summary}`),
  ]);
  throw new Error(
    `axe-core: ${violations.length} critical/serious WCAG 2.1 AA violation(s) on ${label} (${page.url()}):\n${lines.join('\n')}`,
  );
}

/**
 * Accepts the risk-statement dialog of a purchase (spec 02 §5: every statement ticked, then 确认): ticks 全选
 * until it stays ticked (under load the dialog may re-render between the click and the state check), confirms,
 * and waits until the dialog is gone.
 */
export async function acceptRiskStatements(page: Page): Promise<void> {
  const risk = page.getByRole('dialog').filter({ has: page.getByRole('checkbox', { name: '全选' }) });
  const all = risk.getByRole('checkbox', { name: '全选' });
  await all.waitFor({ timeout: 20_000 });
  await waitFor(
    async () => {
      if (!(await all.isChecked())) await all.click({ force: true });
      return all.isChecked();
    },
    { what: 'the risk statements ticked' },
  );
  await risk.getByRole('button', { name: '确认', exact: true }).click();
  await risk.waitFor({ state: 'detached', timeout: 15_000 });
}

/** Scrolls the shown summary PDF (spec 03 §4) to its bottom once its pages are laid out. */
export async function scrollPdfToEnd(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (document.querySelector('[data-testid="pdf-scroller"]')?.scrollHeight ?? 0) > 600,
    undefined,
    { timeout: 30_000 },
  );
  await page.getByTestId('pdf-scroller').evaluate((el) => {
    el.scrollTop = el.scrollHeight;
    el.dispatchEvent(new Event('scroll'));
  });
}

/**
 * After the risk statements of a purchase: the fund's summary PDF when it has one (spec 03 §4: read to the
 * bottom, then 确认已完整阅读并同意), until the trade-password step shows.
 */
export async function readSummaryPdfIfShown(page: Page): Promise<void> {
  const pdfConfirm = page.getByRole('button', { name: '确认已完整阅读并同意' });
  await pdfConfirm.or(page.getByLabel('交易密码')).first().waitFor({ timeout: 20_000 });
  if ((await pdfConfirm.count()) > 0) {
    await scrollPdfToEnd(page);
    await pdfConfirm.click();
  }
}
