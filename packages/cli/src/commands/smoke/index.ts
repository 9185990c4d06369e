import { writeFile } from 'node:fs/promises';
import { account, asset, product, t, trade } from '@funddesk/core';
import type { Connection, Connector } from '../../client.js';
import type { ConfigStore, EnvName, StoredSession } from '../../config.js';
import type { CommandDeps, EnvOption } from '../../context.js';
import { CliError, ExitCode, UsageError } from '../../errors.js';
import { selectableOrgs } from '../login/index.js';
import {
  browserChecks,
  browserVariants,
  DEFAULT_CHROMIUM,
  requireChromium,
  screenshotDirFor,
} from './browser.js';
import { runChecks, type Check } from './checks.js';
import { renderJUnit } from './junit.js';
import type { SmokeReport } from './types.js';

export type { SmokeReport } from './types.js';

/** The keyword of the fund search check. */
export const SMOKE_KEYWORD = '华夏';
/** The fund of the fund detail check (华夏成长混合, in every environment's catalogue). */
export const SMOKE_FUND = '000001';

/** Options of {@link smoke}. */
export interface SmokeOptions extends EnvOption {
  /** Write the JUnit XML report to this file. */
  junit?: string;
  /** Also drive the web app's screens in chromium, both variants (issue 18 §4; see ./browser.ts). */
  browser?: boolean;
  /** The chromium executable (FUNDDESK_CHROMIUM, else /usr/bin/chromium). */
  chromium?: string;
}

/**
 * What smoke needs: the environment variables (credentials), the clock, and a connector whose
 * sessions live in memory (see {@link memorySessionStore}), so the user's stored login is neither
 * read nor changed.
 */
export interface SmokeDeps extends Pick<CommandDeps, 'vars' | 'now'> {
  connect: Connector;
  /** Monotonic milliseconds for check times; performance.now by default. */
  clock?: () => number;
}

/**
 * A config store that reads and writes the configuration through `store` but keeps sessions in memory
 * only: it starts with none, and what a login saves there is gone when the process ends.
 */
export function memorySessionStore(store: ConfigStore): ConfigStore {
  const sessions = new Map<EnvName, StoredSession>();
  return {
    dir: store.dir,
    readConfig: () => store.readConfig(),
    writeConfig: (config) => store.writeConfig(config),
    readSession: (env) => Promise.resolve(sessions.get(env)),
    writeSession: (env, session) => {
      sessions.set(env, session);
      return Promise.resolve();
    },
    clearSession: (env) => Promise.resolve(sessions.delete(env)),
  };
}

/** Credentials from FUNDDESK_USER and FUNDDESK_PASSWORD; smoke never prompts. @throws UsageError (exit 2) */
export function smokeCredentials(vars: CommandDeps['vars']): { loginName: string; password: string } {
  const loginName = vars.FUNDDESK_USER?.trim() ?? '';
  const password = vars.FUNDDESK_PASSWORD ?? '';
  if (loginName === '' || password === '') throw new UsageError('cli.smoke.error.needCredentials');
  return { loginName, password };
}

/**
 * The checks of a smoke run, in order: public key, login (and switch to the first organisation), menu,
 * fund search, fund detail, cart count, asset overview. Every check after the login requires it.
 */
export function smokeChecks(
  connection: Connection,
  credentials: { loginName: string; password: string },
  now: () => Date,
): Check[] {
  const afterLogin = ['login'];
  return [
    {
      name: 'publicKey',
      label: t('cli.smoke.check.publicKey'),
      async run() {
        const key = await connection.call(account.publicKey, {});
        return t('cli.smoke.detail.publicKey', { bits: key.keyBits });
      },
    },
    {
      name: 'login',
      label: t('cli.smoke.check.login'),
      async run() {
        const result = await connection.call(account.orgLogin, credentials);
        await connection.saveSession({
          token: result.token,
          loginName: credentials.loginName,
          personName: result.personName,
          roles: result.roles,
          loginAs: 'org',
          loginType: result.loginType,
          baseUrl: connection.target.baseUrl,
          loggedInAt: now().toISOString(),
          expiresAt: null,
        });
        const org = selectableOrgs(result.corpList)[0];
        if (!org) throw new CliError(ExitCode.Auth, 'cli.login.noOrg');
        const switched = await connection.call(account.loginSwitch, {
          groupId: org.groupId,
          loginType: result.loginType,
          loginChannel: 'ORGANIZATION',
        });
        const session = connection.requireSession();
        await connection.saveSession({
          ...session,
          token: switched.token,
          groupId: switched.groupId,
          corpName: switched.corpName,
        });
        return t('cli.smoke.detail.login', {
          personName: result.personName,
          loginName: credentials.loginName,
          corpName: switched.corpName,
          groupId: switched.groupId,
        });
      },
    },
    {
      name: 'menu',
      label: t('cli.smoke.check.menu'),
      requires: afterLogin,
      async run() {
        const menu = await connection.call(account.personMenu, {});
        if (menu.menuList.length === 0) throw new CliError(ExitCode.Failed, 'cli.smoke.fail.emptyMenu');
        return t('cli.smoke.detail.menu', {
          menus: menu.routeCodes.length,
          privileges: menu.privilegeCodes.length,
        });
      },
    },
    {
      name: 'fundSearch',
      label: t('cli.smoke.check.fundSearch', { keyword: SMOKE_KEYWORD }),
      requires: afterLogin,
      async run() {
        const answer = await connection.call(product.fundSearch, {
          keyword: SMOKE_KEYWORD,
          page: 0,
          size: 20,
        });
        if (answer.content.length === 0) {
          throw new CliError(ExitCode.Failed, 'cli.smoke.fail.noResults', { keyword: SMOKE_KEYWORD });
        }
        return t('cli.smoke.detail.fundSearch', { total: answer.totalElements });
      },
    },
    {
      name: 'fundDetail',
      label: t('cli.smoke.check.fundDetail', { fundId: SMOKE_FUND }),
      requires: afterLogin,
      async run() {
        const fund = await connection.call(product.fundDetail, { fundId: SMOKE_FUND });
        if (fund.fundId !== SMOKE_FUND) {
          throw new CliError(ExitCode.Failed, 'cli.smoke.fail.wrongFund', {
            expected: SMOKE_FUND,
            actual: fund.fundId,
          });
        }
        const none = t('display.none');
        return t('cli.smoke.detail.fundDetail', {
          fundName: fund.fundName,
          nav: fund.nav ?? none,
          navDate: fund.navDate ?? none,
        });
      },
    },
    {
      name: 'cartCount',
      label: t('cli.smoke.check.cartCount'),
      requires: afterLogin,
      async run() {
        const cart = await connection.call(trade.cartNumInfo, {});
        return t('cli.smoke.detail.cartCount', { added: cart.added, maxLimit: cart.maxLimit });
      },
    },
    {
      name: 'assetOverview',
      label: t('cli.smoke.check.assetOverview'),
      requires: afterLogin,
      async run() {
        const overview = await connection.call(asset.queryBasicAssetsInfo, {});
        return t('cli.smoke.detail.assetOverview', { totalAsset: overview.totalAsset });
      },
    },
  ];
}

/** Writes the JUnit XML of a report. @throws CliError (exit 1) when the file cannot be written */
export async function writeJUnit(file: string, report: SmokeReport): Promise<void> {
  try {
    await writeFile(file, renderJUnit(report), 'utf8');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CliError(ExitCode.Failed, 'cli.smoke.error.junitWrite', { file, message });
  }
}

/**
 * `funddesk smoke`: logs in with FUNDDESK_USER / FUNDDESK_PASSWORD in a session kept in memory, runs
 * the checks of {@link smokeChecks} (with `browser`, then the screens of both variants in chromium,
 * ./browser.ts; a failed screen's screenshot next to the JUnit file) and records each one's time and result; logs the session out
 * afterwards (best effort, not a check). Writes the JUnit file when asked. The caller turns
 * `exitCode` into the process's.
 * @throws UsageError without credentials (exit 2), before any call; CliError (exit 2) with the install line
 *   when `browser` is asked and chromium is missing, before any call
 */
export async function smoke(options: SmokeOptions, deps: SmokeDeps): Promise<SmokeReport> {
  const credentials = smokeCredentials(deps.vars);
  const chromium = options.browser
    ? requireChromium(options.chromium ?? deps.vars.FUNDDESK_CHROMIUM ?? DEFAULT_CHROMIUM)
    : undefined;
  const connection = await deps.connect(options.env);
  const clock = deps.clock ?? (() => performance.now());
  const startedAt = deps.now().toISOString();
  const started = clock();
  const checks = smokeChecks(connection, credentials, deps.now);
  let browser: ReturnType<typeof browserChecks> | undefined;
  if (chromium) {
    const { variants, args } = browserVariants(connection.target.baseUrl, deps.vars, credentials);
    browser = browserChecks({
      variants,
      args,
      chromium,
      screenshotDir: screenshotDirFor(options.junit),
      fundId: SMOKE_FUND,
      ...(deps.vars.FUNDDESK_SMOKE_BREAK ? { breakScreen: deps.vars.FUNDDESK_SMOKE_BREAK } : {}),
      ...(deps.vars.FUNDDESK_SMOKE_TIMEOUT_MS
        ? { screenTimeoutMs: Number(deps.vars.FUNDDESK_SMOKE_TIMEOUT_MS) }
        : {}),
    });
    checks.push(...browser.checks);
  }
  const run = await runChecks(checks, clock).finally(() => browser?.close());
  const durationMs = Math.max(0, Math.round(clock() - started));
  if (connection.session()) {
    await connection.call(account.logout, {}).catch(() => undefined);
    await connection.clearSession();
  }
  const report: SmokeReport = {
    env: connection.target.env,
    baseUrl: connection.target.baseUrl,
    user: credentials.loginName,
    startedAt,
    durationMs,
    passed: run.exitCode === ExitCode.Ok,
    exitCode: run.exitCode,
    checks: run.results,
    junitFile: options.junit ?? null,
  };
  if (options.junit !== undefined) await writeJUnit(options.junit, report);
  return report;
}
