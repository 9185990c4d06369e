import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { asset, callPath, product, t, trade, type CallDef } from '@funddesk/core';
import type { BrowserContext, Page } from 'playwright-core';
import { CliError, ExitCode } from '../../errors.js';
import type { Check } from './checks.js';

/**
 * `funddesk smoke --browser` (issue 18 §4): the screens users see, driven headlessly with playwright-core
 * and the system chromium (never a downloaded browser), in both variants — institution (JGT) and enterprise
 * treasury (SK, spec 01 §1): log in, search a fund, open its detail, add it to the cart and remove it, open
 * pending trades and the asset overview. A failed screen is photographed next to the JUnit file.
 */

/** The system chromium (Debian's package); FUNDDESK_CHROMIUM or --chromium overrides it. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
/** How long one screen may take to show what the check waits for, ms. */
export const SCREEN_TIMEOUT_MS = 20_000;

/** A variant of the web app (spec 01 §1): where it is served and who logs in. */
export interface BrowserVariant {
  /** `jgt` institution or `sk` enterprise treasury: the checks' name prefix. */
  id: 'jgt' | 'sk';
  /** The app's origin, e.g. `http://localhost:8080` or `http://siku.localhost:8080`. */
  appUrl: string;
  /** The variant's organisation login route. */
  loginRoute: string;
  loginName: string;
  password: string;
}

/** Options of {@link browserChecks}. */
export interface BrowserSmokeOptions {
  variants: readonly BrowserVariant[];
  /** The chromium executable. */
  chromium: string;
  /** Where failure screenshots go (the JUnit file's directory, or the current one). */
  screenshotDir: string;
  /** The fund searched for and opened (six digits). */
  fundId: string;
  /** Extra chromium flags (host resolver rules for `*.localhost`). */
  args?: readonly string[];
  /**
   * A selector that replaces the one a check waits for (`<check>=<css>`), from FUNDDESK_SMOKE_BREAK: a
   * deliberately broken screen for the smoke's own test.
   */
  breakScreen?: string;
  /** How long a screen may take, ms; {@link SCREEN_TIMEOUT_MS} by default (FUNDDESK_SMOKE_TIMEOUT_MS). */
  screenTimeoutMs?: number;
}

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
 * The variants of a target: the institution app at `baseUrl`; the enterprise one at FUNDDESK_SK_URL, or on a
 * local target at `siku.localhost` on the same port (the server tells the variants apart by Host).
 * @returns the variants and the chromium flags they need
 */
export function browserVariants(
  baseUrl: string,
  vars: Readonly<Record<string, string | undefined>>,
  credentials: { loginName: string; password: string },
): { variants: BrowserVariant[]; args: string[] } {
  const url = new URL(baseUrl);
  const local = ['localhost', '127.0.0.1', '::1', '[::1]'].includes(url.hostname);
  const args: string[] = [];
  let skUrl = vars.FUNDDESK_SK_URL;
  if (!skUrl && local) {
    skUrl = `${url.protocol}//siku.localhost:${url.port}`;
    args.push(
      `--host-resolver-rules=MAP siku.localhost ${url.hostname === 'localhost' ? '127.0.0.1' : url.hostname}`,
    );
  }
  const variants: BrowserVariant[] = [
    {
      id: 'jgt',
      appUrl: baseUrl.replace(/\/$/, ''),
      loginRoute: '#/login/organizationLogin',
      ...credentials,
    },
  ];
  if (skUrl) {
    variants.push({
      id: 'sk',
      appUrl: skUrl.replace(/\/$/, ''),
      loginRoute: '#/login/sikuOrganizationLogin',
      loginName: vars.FUNDDESK_SK_USER ?? 'sk01',
      password: vars.FUNDDESK_SK_PASSWORD ?? credentials.password,
    });
  }
  // FUNDDESK_SMOKE_VARIANTS=jgt (or sk) runs one variant only.
  const only = vars.FUNDDESK_SMOKE_VARIANTS?.split(',').map((v) => v.trim().toLowerCase());
  return { variants: only ? variants.filter((v) => only.includes(v.id)) : variants, args };
}

/**
 * Where the screenshots of a run go: next to the JUnit file, else the current directory.
 */
export function screenshotDirFor(junit: string | undefined, cwd = process.cwd()): string {
  return junit ? dirname(resolve(cwd, junit)) : cwd;
}

/**
 * The chromium to use, checked before anything starts.
 * @throws CliError (exit 2) when it is missing, with the install line (cli.smoke.error.chromiumMissing)
 */
export function requireChromium(path: string): string {
  if (!existsSync(path)) throw new CliError(ExitCode.Usage, 'cli.smoke.error.chromiumMissing', { path });
  return path;
}

/** Waits for the answer of `def` on the page and fails unless its envelope is a success (the screen's data). */
async function answered(
  page: Page,
  def: Pick<CallDef, 'service' | 'path'>,
  action: () => Promise<unknown>,
  timeout = SCREEN_TIMEOUT_MS,
) {
  const path = callPath(def);
  const response = page.waitForResponse((r) => r.url().split('?')[0]!.endsWith(path), { timeout });
  await action();
  const answer = await response;
  const envelope = (await answer.json().catch(() => null)) as {
    header?: { retCode?: string; retMessage?: string };
  } | null;
  const code = envelope?.header?.retCode;
  if (code !== '0000') {
    throw new CliError(ExitCode.Failed, 'cli.smoke.browser.fail.answer', {
      call: def.path,
      code: code ?? String(answer.status()),
      message: envelope?.header?.retMessage ?? '',
    });
  }
}

/**
 * The browser checks of every variant, in order; each check's failure is photographed. The browser starts
 * with the first check and is closed by the returned `close`.
 */
export function browserChecks(options: BrowserSmokeOptions): { checks: Check[]; close(): Promise<void> } {
  let context: BrowserContext | undefined;
  let profile: string | undefined;
  let page: Page | undefined;
  const [brokenCheck, brokenSelector] = (options.breakScreen ?? '').split('=', 2);
  const timeout = options.screenTimeoutMs ?? SCREEN_TIMEOUT_MS;

  /** The page, chromium started on first use with a fresh profile. */
  async function pageOf(): Promise<Page> {
    if (page) return page;
    const { chromium } = await import('playwright-core');
    profile = await mkdtemp(join(tmpdir(), 'funddesk-smoke-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: options.chromium,
      args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(timeout);
    return page;
  }

  /** Waits for `selector`, unless the smoke's test broke this check's screen on purpose. */
  async function expectOn(p: Page, name: string, selector: string): Promise<void> {
    const wanted = name === brokenCheck && brokenSelector ? brokenSelector : selector;
    try {
      await p.locator(wanted).first().waitFor({ timeout });
    } catch {
      throw new CliError(ExitCode.Failed, 'cli.smoke.browser.fail.selector', {
        selector: wanted,
        url: p.url(),
      });
    }
  }

  /** A check whose failure saves a screenshot and names it in the failure's message. */
  function screenCheck(
    variant: BrowserVariant,
    step: string,
    label: string,
    requires: string[],
    run: (p: Page, name: string) => Promise<string>,
  ): Check {
    const name = `browser.${variant.id}.${step}`;
    return {
      name,
      label: `[${variant.id.toUpperCase()}] ${label}`,
      requires,
      async run() {
        const p = await pageOf();
        try {
          return await run(p, name);
        } catch (error) {
          await mkdir(options.screenshotDir, { recursive: true });
          const file = join(options.screenshotDir, `smoke-${variant.id}-${step}.png`);
          const saved = await p.screenshot({ path: file }).then(
            () => true,
            () => false,
          );
          const message = error instanceof Error ? error.message : String(error);
          const code = error instanceof CliError ? error.code : undefined;
          throw Object.assign(
            new CliError(
              error instanceof CliError ? error.exitCode : ExitCode.Failed,
              'cli.smoke.browser.failed',
              { message, screenshot: saved ? t('cli.smoke.browser.screenshot', { file }) : '' },
              code,
            ),
            { screenshot: saved ? file : null },
          );
        }
      },
    };
  }

  const checks = options.variants.flatMap((variant) => {
    const login = `browser.${variant.id}.login`;
    const searchBox = `input[placeholder="${t('web.fundSearch.placeholder')}"]`;
    return [
      screenCheck(
        variant,
        'login',
        t('cli.smoke.browser.check.login', { user: variant.loginName }),
        ['login'],
        async (p, name) => {
          await p.goto(`${variant.appUrl}/${variant.loginRoute}`);
          await p.getByPlaceholder(t('web.login.loginNamePlaceholder')).fill(variant.loginName);
          await p.getByPlaceholder(t('web.login.passwordPlaceholder')).fill(variant.password);
          await p.getByRole('button', { name: t('web.login.submit'), exact: true }).click();
          await expectOn(p, name, searchBox);
          return t('cli.smoke.browser.detail.ok', { url: p.url() });
        },
      ),
      screenCheck(
        variant,
        'search',
        t('cli.smoke.browser.check.search', { keyword: options.fundId }),
        [login],
        async (p, name) => {
          await p.locator(searchBox).first().click();
          await p.locator(searchBox).first().fill(options.fundId);
          await expectOn(p, name, `[role="listbox"] [role="option"]:has-text("${options.fundId}")`);
          return t('cli.smoke.browser.detail.ok', { url: p.url() });
        },
      ),
      screenCheck(
        variant,
        'detail',
        t('cli.smoke.browser.check.detail', { fundId: options.fundId }),
        [`browser.${variant.id}.search`],
        async (p, name) => {
          await answered(
            p,
            product.fundDetail,
            () => p.locator(`[role="listbox"] [role="option"]:has-text("${options.fundId}")`).first().click(),
            timeout,
          );
          await expectOn(p, name, `button:has-text("${t('trade.cart.add')}")`);
          return t('cli.smoke.browser.detail.ok', { url: p.url() });
        },
      ),
      screenCheck(
        variant,
        'cart',
        t('cli.smoke.browser.check.cart'),
        [`browser.${variant.id}.detail`],
        async (p, name) => {
          await answered(
            p,
            trade.cartAdd,
            () =>
              p
                .getByRole('button', { name: t('trade.cart.add') })
                .first()
                .click(),
            timeout,
          );
          await p
            .getByRole('button', { name: t('trade.drawer.title'), exact: true })
            .first()
            .click();
          const line = p.locator('.fd-cart-line').filter({ hasText: options.fundId });
          await expectOn(p, name, `.fd-cart-line:has-text("${options.fundId}")`);
          await line.getByRole('button', { name: t('trade.drawer.remove') }).click();
          await answered(
            p,
            trade.cartRemove,
            () => p.getByRole('button', { name: t('web.common.confirm'), exact: true }).click(),
            timeout,
          );
          await line.waitFor({ state: 'detached' });
          await p.keyboard.press('Escape');
          return t('cli.smoke.browser.detail.ok', { url: p.url() });
        },
      ),
      screenCheck(variant, 'pending', t('cli.smoke.browser.check.pending'), [login], async (p, name) => {
        await answered(
          p,
          trade.pendingTradeList,
          () => p.goto(`${variant.appUrl}/#/trade/stayTrade`),
          timeout,
        );
        await expectOn(p, name, `text=${t('screens.pending.title')}`);
        return t('cli.smoke.browser.detail.ok', { url: p.url() });
      }),
      screenCheck(variant, 'assets', t('cli.smoke.browser.check.assets'), [login], async (p, name) => {
        await answered(
          p,
          asset.queryBasicAssetsInfo,
          () => p.goto(`${variant.appUrl}/#/asset/index`),
          timeout,
        );
        await expectOn(p, name, `text=${t('screens.asset.title')}`);
        return t('cli.smoke.browser.detail.ok', { url: p.url() });
      }),
    ];
  });

  return {
    checks,
    async close() {
      await context?.close().catch(() => undefined);
      if (profile) await rm(profile, { recursive: true, force: true });
    },
  };
}
