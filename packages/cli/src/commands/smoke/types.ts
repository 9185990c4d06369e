/**
 * The report of a smoke run: its own module so that index.ts (which builds it) and junit.ts and print.ts
 * (which render it) do not import each other.
 */
import type { ExitCodeValue } from '../../errors.js';
import type { CheckResult } from './checks.js';

/** The report of a smoke run (the `--json` output). */
export interface SmokeReport {
  env: string;
  baseUrl: string;
  /** The login name used (FUNDDESK_USER). */
  user: string;
  /** ISO time the run started. */
  startedAt: string;
  durationMs: number;
  /** Whether every check passed. */
  passed: boolean;
  /** The exit code of the run: 0 all passed, else 1, 3 or 4 after the first failed check. */
  exitCode: ExitCodeValue;
  checks: CheckResult[];
  /** The JUnit file written, if any. */
  junitFile: string | null;
}
