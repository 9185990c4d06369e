import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

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
    },
    async search(keyword) {
      const box = page.getByPlaceholder('请输入基金代码或名称');
      await box.click();
      await box.fill(keyword);
      const list = page.getByRole('listbox');
      // Results belong to this keyword once the first row mentions it (code, name or pinyin match).
      await list.getByRole('option').first().waitFor({ timeout: 15_000 });
      await page.waitForFunction(
        (k) => {
          const first = document.querySelector('[role="listbox"] [role="option"]');
          return !!first && (/^[A-Z]+$/i.test(k) || (first.textContent ?? '').includes(k));
        },
        keyword,
        { timeout: 15_000 },
      );
      await page.waitForTimeout(700);
      return list.getByRole('option').allInnerTexts();
    },
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
