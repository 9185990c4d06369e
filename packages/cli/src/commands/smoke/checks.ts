import { GatewayError, t } from '@funddesk/core';
import { CliError, ExitCode, exitCodeFor, type ExitCodeValue } from '../../errors.js';

/** The outcome of one check. */
export type CheckStatus = 'ok' | 'failed' | 'skipped';

/** One check of a run: a stable name, a Chinese label, and what it needs. */
export interface Check {
  /** Stable identifier (`login`, `fundSearch` …): JSON reports and JUnit test case names. */
  name: string;
  /** Chinese label for people. */
  label: string;
  /** Names of earlier checks that must have passed; otherwise this one is skipped. */
  requires?: readonly string[];
  /** Runs the check; answers a short Chinese description of what was seen. Throws on failure. */
  run(): Promise<string>;
}

/** What one check did. */
export interface CheckResult {
  name: string;
  label: string;
  status: CheckStatus;
  /** Wall time of the check in whole milliseconds (0 when skipped). */
  ms: number;
  /** Catalogue code of the failure (`FD1001`), null when ok, skipped, or the failure has none. */
  code: string | null;
  /** Chinese message of the failure or the reason it was skipped; null when ok. */
  message: string | null;
  /** What a passing check saw (`共 57 只基金`); null otherwise. */
  detail: string | null;
}

/** Results of a run and the exit code they lead to. */
export interface CheckRun {
  results: CheckResult[];
  /** 0 when every check passed, else the exit code of the first failure (see {@link failureExitCode}). */
  exitCode: ExitCodeValue;
}

/**
 * The exit code of a failed check: 3 for an authentication or authorisation refusal, 4 for a network
 * failure or timeout (the CLI's one mapping, ../../errors.ts), otherwise 1 (a failed check is never a
 * usage error, even when the gateway's kind would say so).
 */
export function failureExitCode(error: unknown): ExitCodeValue {
  const code = exitCodeFor(error);
  return code === ExitCode.Auth || code === ExitCode.Network ? code : ExitCode.Failed;
}

function codeOf(error: unknown): string | null {
  if (error instanceof GatewayError) return error.code;
  if (error instanceof CliError) return error.code ?? null;
  return null;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs checks in order and records each one's time and result. The rules:
 * - a check whose `requires` did not all pass is skipped (not run), with the first unmet one named;
 * - a failure continues with the next check, except a network failure or timeout (exit 4): the gateway
 *   is unreachable, so every later check is skipped rather than waited for;
 * - the exit code is 0 when all passed, else that of the first failure ({@link failureExitCode}).
 * @param clock - monotonic milliseconds (performance.now by default)
 */
export async function runChecks(
  checks: readonly Check[],
  clock: () => number = () => performance.now(),
): Promise<CheckRun> {
  const results: CheckResult[] = [];
  const passed = new Set<string>();
  let exitCode: ExitCodeValue = ExitCode.Ok;
  let unreachable = false;
  const skip = (check: Check, message: string): void => {
    results.push({ ...ids(check), status: 'skipped', ms: 0, code: null, message, detail: null });
  };
  for (const check of checks) {
    if (unreachable) {
      skip(check, t('cli.smoke.skipped.network'));
      continue;
    }
    const unmet = check.requires?.find((name) => !passed.has(name));
    if (unmet !== undefined) {
      const label = checks.find((c) => c.name === unmet)?.label ?? unmet;
      skip(check, t('cli.smoke.skipped.requires', { label }));
      continue;
    }
    const started = clock();
    try {
      const detail = await check.run();
      passed.add(check.name);
      results.push({
        ...ids(check),
        status: 'ok',
        ms: elapsed(clock, started),
        code: null,
        message: null,
        detail,
      });
    } catch (error) {
      const ms = elapsed(clock, started);
      results.push({
        ...ids(check),
        status: 'failed',
        ms,
        code: codeOf(error),
        message: messageOf(error),
        detail: null,
      });
      const failure = failureExitCode(error);
      if (exitCode === ExitCode.Ok) exitCode = failure;
      if (failure === ExitCode.Network) unreachable = true;
    }
  }
  return { results, exitCode };
}

function ids(check: Check): Pick<CheckResult, 'name' | 'label'> {
  return { name: check.name, label: check.label };
}

function elapsed(clock: () => number, started: number): number {
  return Math.max(0, Math.round(clock() - started));
}
