import { isStatementPeriod, statement, type Statement } from '@funddesk/core';
import type { CommandDeps, EnvOption } from '../../context.js';
import { UsageError } from '../../errors.js';
import { parseStatementAccounts } from './options.js';

/** Rows asked for per page (the contract's largest page). */
export const STATEMENTS_PAGE_SIZE = 100;
/** At most this many pages are fetched (10,000 statements). */
export const STATEMENTS_MAX_PAGES = 100;

/** Options of {@link statementsList}, as typed on the command line. */
export interface StatementsListOptions extends EnvOption {
  /** Organisation group ids; every organisation of the person when absent. */
  account?: readonly string[];
  /** Only this month, `YYYY-MM`. */
  period?: string;
}

/**
 * `funddesk statements list`: the statements the person requested, newest first, every page of
 * statementList (spec 03 §2 dataService/statementsList).
 * @throws UsageError for bad options (exit 2)
 */
export async function statementsList(
  options: StatementsListOptions,
  deps: CommandDeps,
): Promise<Statement[]> {
  const groupIds = parseStatementAccounts(options.account);
  const period = options.period?.trim();
  if (period !== undefined && !isStatementPeriod(period))
    throw new UsageError('cli.statements.error.badPeriod', { value: options.period ?? '' });
  const connection = await deps.connect(options.env);
  connection.requireSession();
  const out: Statement[] = [];
  const seen = new Set<string>();
  for (let page = 1; page <= STATEMENTS_MAX_PAGES; page += 1) {
    const answer = await connection.call(statement.statementList, {
      ...(groupIds ? { groupIds } : {}),
      ...(period ? { period } : {}),
      pagination: { currentPage: page, pagesize: STATEMENTS_PAGE_SIZE },
    });
    for (const item of answer.list) {
      if (seen.has(item.serialNo)) continue;
      seen.add(item.serialNo);
      out.push(item);
    }
    if (page >= answer.pagination.pageCount || answer.list.length === 0) break;
  }
  return out;
}
