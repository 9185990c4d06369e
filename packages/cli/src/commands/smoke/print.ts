import { t } from '@funddesk/core';
import type { Streams } from '../../context.js';
import { CliError } from '../../errors.js';
import { renderJson, renderTable, type Column } from '../../output.js';
import type { CheckResult } from './checks.js';
import type { SmokeReport } from './types.js';

const marks: Readonly<Record<CheckResult['status'], string>> = { ok: '✓', failed: '✗', skipped: '-' };

/** The result cell of a check: `通过`, `失败 [FD1001]`, `跳过`. */
function resultText(check: CheckResult): string {
  const label = t(`cli.smoke.status.${check.status}`);
  return `${marks[check.status]} ${label}${check.code ? ` [${check.code}]` : ''}`;
}

const columns: Column<CheckResult>[] = [
  { header: t('cli.smoke.field.check'), value: (check) => check.label },
  { header: t('cli.smoke.field.result'), value: resultText },
  {
    header: t('cli.smoke.field.ms'),
    value: (check) => (check.status === 'skipped' ? '' : String(check.ms)),
    align: 'right',
  },
  { header: t('cli.smoke.field.detail'), value: (check) => check.detail ?? check.message ?? '' },
];

/**
 * Prints a smoke report: the human summary (the checks as a table, the JUnit file, and when all
 * passed the verdict) on stderr, so that stdout stays empty; with `json` the report on stdout as well.
 * A failed run's verdict is the error line of {@link smokeFailure}, printed where errors are.
 */
export function printSmoke(report: SmokeReport, json: boolean, out: Streams): void {
  if (json) out.stdout.write(renderJson(report));
  const lines = [
    t('cli.smoke.header', { env: report.env, url: report.baseUrl, user: report.user }),
    renderTable(columns, report.checks).trimEnd(),
  ];
  if (report.junitFile !== null) lines.push(t('cli.smoke.junitWritten', { file: report.junitFile }));
  if (report.passed)
    lines.push(t('cli.smoke.passed', { total: report.checks.length, ms: report.durationMs }));
  out.stderr.write(`${lines.join('\n')}\n`);
}

/**
 * The error that ends a failed run with its exit code (1, 3 or 4) and the verdict
 * (`冒烟测试未通过：1 项失败，5 项跳过（共 7 项）`); null when every check passed.
 */
export function smokeFailure(report: SmokeReport): CliError | null {
  if (report.passed) return null;
  const failed = report.checks.filter((check) => check.status === 'failed').length;
  const skipped = report.checks.filter((check) => check.status === 'skipped').length;
  return new CliError(report.exitCode, 'cli.smoke.failed', { failed, skipped, total: report.checks.length });
}
