import {
  isStatementPeriod,
  previousPeriod,
  shanghaiMonth,
  statementFormats,
  STATEMENT_MAX_ACCOUNTS,
  type StatementFormat,
} from '@funddesk/core';
import { UsageError } from '../../errors.js';
import { parseGroupIds } from '../../groupIds.js';

/** Serial numbers: 1..64 visible characters without spaces (the contract's limit). */
const SERIAL_NO = /^[\x21-\x7e]{1,64}$/;

/**
 * The month of `--period`: `YYYY-MM`, not after the current month (Asia/Shanghai); the last complete month
 * when absent.
 * @throws UsageError (exit 2) for a malformed month, or one after the current month (对账月份不能晚于当前月份)
 * @see issue 4 §3; docs/decisions.md "Statements"
 */
export function parsePeriod(text: string | undefined, now: Date): string {
  const current = shanghaiMonth(now.getTime());
  if (text === undefined) return previousPeriod(current);
  const period = text.trim();
  if (!isStatementPeriod(period)) throw new UsageError('cli.statements.error.badPeriod', { value: text });
  if (period > current) throw new UsageError('statements.error.future');
  return period;
}

/** The `--format`: `pdf` (default) or `xlsx`, any case. @throws UsageError (exit 2) */
export function parseFormat(text: string | undefined): StatementFormat {
  if (text === undefined) return 'pdf';
  const format = text.trim().toLowerCase();
  const known = statementFormats.find((f) => f === format);
  if (!known) throw new UsageError('cli.statements.error.badFormat', { value: text });
  return known;
}

/**
 * The `--account` values: group ids, duplicates dropped, at most {@link STATEMENT_MAX_ACCOUNTS}; undefined
 * when none was given (the gateway then uses the session's organisation).
 * @throws UsageError (exit 2)
 */
export function parseStatementAccounts(values: readonly string[] | undefined): string[] | undefined {
  return parseGroupIds(values, STATEMENT_MAX_ACCOUNTS);
}

/** A statement serial number (`STM…`, as request and list print it). @throws UsageError (exit 2) */
export function parseStatementSerialNo(text: string): string {
  const serialNo = text.trim();
  if (!SERIAL_NO.test(serialNo)) throw new UsageError('cli.statements.error.badSerialNo', { value: text });
  return serialNo;
}
