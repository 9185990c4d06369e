import type { Page } from 'playwright-core';

/**
 * Small steps of the shell's browser tests (tests/e2e/shell-*.test.ts): where the app is, what the tab
 * bar shows, and the chromium flags that resolve both variants' local host names to the test server.
 */

/** The hash route the page shows (`/asset/index?x=1`). */
/**
 * Where a login or /redirect lands (spec 01 §2.2 "first visible menu child"): 首页, the first child of every
 * demo role's menu now that it has a page (issue 14 §1).
 */
export const LANDING = '/home/index';

export function routeOf(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '');
}

/** Waits until the hash route's path matches. */
export async function waitForRoute(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL(
    (url) => {
      const route = url.hash.replace(/^#/, '').split('?')[0] ?? '';
      return typeof path === 'string' ? route === path : path.test(route);
    },
    { timeout: 30_000 },
  );
}

/**
 * Opens a page from the sidebar as a person would: its section (expanded when it is not), then its link, until
 * the route is `path`. A click that lands while the section is still unfolding hits the section's box, not the
 * link (seen under load), so the link is clicked again until the route changes, for 30 s at most.
 */
export async function openFromSidebar(
  page: Page,
  section: string,
  item: string,
  path: string,
): Promise<void> {
  const sidebar = page.locator('.fd-sidebar');
  const group = sidebar.getByRole('button', { name: section });
  const link = sidebar.getByRole('link', { name: item });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    await link.click();
    try {
      await page.waitForURL((url) => (url.hash.replace(/^#/, '').split('?')[0] ?? '') === path, {
        timeout: 3_000,
      });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/** The titles of the visited-view tabs (the tab bar's links), in order. */
export async function tabTitles(page: Page): Promise<string[]> {
  return page.locator('.fd-tabs .fd-tabs__label').allInnerTexts();
}

/** The visited views kept in session storage (spec 01 §2.1), as full paths. */
export async function storedTabs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (JSON.parse(window.sessionStorage.getItem('fd.visitedViews') ?? '[]') as { fullPath: string }[]).map(
      (v) => v.fullPath,
    ),
  );
}

/** Standard base64 of a UTF-8 text (a hashUrl deep link). */
export const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/**
 * Chromium flags that send both variants' local names to the test server on 127.0.0.1 (chromium resolves
 * `*.localhost` to loopback by itself; the rule makes it IPv4, where the test server listens).
 */
export const LOCAL_HOSTS_ARGS: readonly string[] = [
  '--host-resolver-rules=MAP localhost 127.0.0.1, MAP siku.localhost 127.0.0.1',
];

/** The app's URL on a local host name at the test server's port. */
export function appUrl(baseUrl: string, host: 'localhost' | 'siku.localhost'): string {
  const { port } = new URL(baseUrl);
  return `http://${host}:${port}`;
}
