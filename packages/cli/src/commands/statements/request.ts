import {
  asset,
  ErrorCode,
  GatewayError,
  nextGeneratedFileStep,
  statement,
  type Statement,
  type StatementFormat,
} from '@funddesk/core';
import type { CommandDeps, EnvOption } from '../../context.js';
import { CliError, ExitCode, exitCodeFor } from '../../errors.js';
import { parseFormat, parsePeriod, parseStatementAccounts } from './options.js';

/** What the statement commands need besides {@link CommandDeps}: a way to wait between polls. */
export interface StatementsDeps extends CommandDeps {
  /** Waits `ms` between two rounds of polls; setTimeout by default (tests pass an instant one). */
  sleep?: (ms: number) => Promise<void>;
}

/** Options of {@link statementsRequest}, as typed on the command line. */
export interface StatementsRequestOptions extends EnvOption {
  /** Organisation group ids; the session's organisation when absent. */
  account?: readonly string[];
  /** `YYYY-MM`; the last complete month when absent. */
  period?: string;
  /** `pdf` (default) or `xlsx`. */
  format?: string;
}

/** What {@link statementsRequest} tells while it waits (the printer shows it on stderr). */
export interface StatementsRequestEvents {
  /** The statements were requested (all `processing`). */
  requested?(list: readonly Statement[], period: string, format: StatementFormat): void | Promise<void>;
  /** After each round of polls: how many are settled, of how many, after `polls` of 40 rounds. */
  progress?(settled: number, total: number, polls: number): void;
  /** A statement finished (`done` or `failed`). */
  settled?(item: Statement): void;
}

/** The outcome of {@link statementsRequest}: every statement with its final state. */
export interface StatementsRequestResult {
  period: string;
  format: StatementFormat;
  list: Statement[];
  /** Polls made (rounds of documentResult calls, at most 40). */
  polls: number;
  /** Statements still processing after 40 polls (生成文件超时). */
  timedOut: number;
  /** Statements whose generation failed (生成文件失败). */
  failed: number;
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `funddesk statements request`: requests one statement per account for a month (exportStatementApply),
 * then polls each with documentResult every 3000 ms following the generated-file rule, up to 40 polls
 * (spec 01 §4.8). A poll that fails on the network counts as one that found nothing yet.
 * @returns the statements as they ended; see {@link statementsFailure} for the exit code
 * @throws UsageError for bad options (exit 2); GatewayError FD1004 for an organisation not the person's
 *   (exit 3), FD3603 for a future month (exit 1)
 * @see issue 4 §3; spec 03 §7 exportStatementApply; spec 01 §4.8
 */
export async function statementsRequest(
  options: StatementsRequestOptions,
  deps: StatementsDeps,
  events: StatementsRequestEvents = {},
): Promise<StatementsRequestResult> {
  const period = parsePeriod(options.period, deps.now());
  const format = parseFormat(options.format);
  const groupIds = parseStatementAccounts(options.account);
  const connection = await deps.connect(options.env);
  connection.requireSession();
  const sleep = deps.sleep ?? defaultSleep;

  const { list } = await connection.call(statement.exportStatementApply, {
    ...(groupIds ? { groupIds } : {}),
    period,
    format,
  });
  await events.requested?.(list, period, format);
  const current = new Map(list.map((item) => [item.serialNo, { ...item }]));
  const pending = () => [...current.values()].filter((item) => item.status === 'processing');
  let polls = 0;
  for (;;) {
    const step = nextGeneratedFileStep(polls, pending().length === 0 ? 'done' : 'processing');
    if (step.kind !== 'poll') break;
    await sleep(step.delayMs);
    for (const item of pending()) {
      try {
        const answer = await connection.call(asset.documentResult, { serialNo: item.serialNo });
        if (answer.status === 'processing') continue;
        item.status = answer.status;
        item.fileName = answer.fileName;
        events.settled?.(item);
      } catch (error) {
        if (!(error instanceof GatewayError) || exitCodeFor(error) !== ExitCode.Network) throw error;
      }
    }
    polls = step.poll;
    events.progress?.(list.length - pending().length, list.length, polls);
  }
  await refreshSettled(connection, current, period);
  const final = list.map((item) => current.get(item.serialNo) ?? item);
  return {
    period,
    format,
    list: final,
    polls,
    timedOut: final.filter((item) => item.status === 'processing').length,
    failed: final.filter((item) => item.status === 'failed').length,
  };
}

/**
 * The error that ends a request whose statements did not all finish: 生成文件超时 (FD0408, exit 4) when
 * some are still processing after 40 polls, else a count of failures
 * (FD3602, exit 1); null when every statement is done.
 * @see spec 01 §4.8, §8 (生成文件超时, 生成文件失败)
 */
export function statementsFailure(result: StatementsRequestResult): CliError | null {
  if (result.timedOut > 0)
    return new CliError(ExitCode.Network, 'error.fileTimeout', undefined, ErrorCode.Timeout);
  if (result.failed > 0)
    return new CliError(
      ExitCode.Failed,
      'cli.statements.error.someFailed',
      { count: result.failed },
      ErrorCode.DocumentNotReady,
    );
  return null;
}

/**
 * Replaces the settled statements with the gateway's own rows (statementList of the period), so that the
 * printed result carries what documentResult does not (finishedAt, read). Best effort: on a failure the
 * polled state stays.
 */
async function refreshSettled(
  connection: Awaited<ReturnType<StatementsDeps['connect']>>,
  current: Map<string, Statement>,
  period: string,
): Promise<void> {
  const settled = [...current.values()].filter((item) => item.status !== 'processing');
  if (settled.length === 0) return;
  const groupIds = [...new Set(settled.map((item) => item.groupId))];
  try {
    for (let currentPage = 1; ; currentPage += 1) {
      const { list, pagination } = await connection.call(statement.statementList, {
        groupIds,
        period,
        pagination: { currentPage, pagesize: 100 },
      });
      for (const row of list)
        if (current.get(row.serialNo)?.status === row.status) current.set(row.serialNo, row);
      if (currentPage >= pagination.pageCount || list.length === 0) return;
    }
  } catch {
    // The statements are made either way; the polled state is printed.
  }
}
