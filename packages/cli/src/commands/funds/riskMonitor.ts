import {
  RISK_RECORD_KINDS,
  riskMonitor,
  riskValueText,
  t,
  type CallResponse,
  type MessageKey,
  type RiskRecord,
  type RiskRecordKind,
} from '@funddesk/core';
import type { CommandDeps, EnvOption, Streams } from '../../context.js';
import { UsageError } from '../../errors.js';
import { renderJson, renderTable, type Column } from '../../output.js';
import { parsePage } from './search.js';

/** Options of {@link fundsRiskMonitor}. */
export interface FundsRiskMonitorOptions extends EnvOption {
  /** `--unread`: only unread records. */
  unread?: boolean | undefined;
  /** `--kind drawdown|dayDrop|event1..event4`. */
  kind?: string | undefined;
  page?: string | undefined;
  /** `--read <id...>`: mark these records read first. */
  read?: readonly string[] | undefined;
  /** `--read-all`: mark every record of the account read first. */
  readAll?: boolean | undefined;
}

/** What `funds risk-monitor` answers: the page after marking, and how many it marked (null: none asked). */
export interface FundsRiskMonitorResult {
  marked: number | null;
  answer: CallResponse<typeof riskMonitor.queryConfigAndRecordPage>;
}

/** Parses `--kind`. @throws UsageError (exit 2) */
export function parseRiskKind(text: string | undefined): RiskRecordKind | undefined {
  if (text === undefined) return undefined;
  const kind = RISK_RECORD_KINDS.find((k) => k === text.trim());
  if (!kind)
    throw new UsageError('cli.error.badRiskKind', { kind: text, kinds: RISK_RECORD_KINDS.join('、') });
  return kind;
}

/**
 * `funddesk funds risk-monitor [--unread] [--kind k] [--page n] [--read id...|--read-all]`: 持仓风险监控 of the current
 * organisation (spec 03 §7 fundPositionRiskMonitor; issue 14 §5): marks records read when asked
 * (setRecordBeRead), then evaluates and lists one page (queryConfigAndRecordPage) with the rules in force and the
 * unread count. The server refuses the trust-type institution channel (FD1003, exit 3), as the web hides the page.
 * @throws UsageError for a malformed kind, page or id, or --read with --read-all (exit 2)
 */
export async function fundsRiskMonitor(
  options: FundsRiskMonitorOptions,
  deps: CommandDeps,
): Promise<FundsRiskMonitorResult> {
  const kind = parseRiskKind(options.kind);
  const page = parsePage(options.page);
  const ids = [...(options.read ?? [])].map((id) => id.trim());
  for (const id of ids) if (!/^\d{1,18}$/.test(id)) throw new UsageError('cli.error.badRecordId', { id });
  if (ids.length > 0 && options.readAll === true) throw new UsageError('cli.error.readBoth');
  const connection = await deps.connect(options.env);
  connection.requireSession();
  let marked: number | null = null;
  if (options.readAll === true || ids.length > 0) {
    const answer = await connection.call(riskMonitor.setRecordBeRead, { all: options.readAll === true, ids });
    marked = answer.updated;
  }
  const answer = await connection.call(riskMonitor.queryConfigAndRecordPage, {
    unreadOnly: options.unread === true,
    ...(kind ? { kind } : {}),
    pagination: { currentPage: page, pagesize: 20 },
  });
  return { marked, answer };
}

const columns: Column<RiskRecord>[] = [
  { header: t('cli.field.recordId'), value: (r) => r.id, align: 'right' },
  { header: t('cli.field.fundId'), value: (r) => r.fundId },
  { header: t('cli.field.fundName'), value: (r) => r.fundName },
  { header: t('riskMonitor.col.kind'), value: (r) => t(`riskMonitor.kind.${r.kind}` as MessageKey) },
  { header: t('riskMonitor.col.day'), value: (r) => r.day },
  { header: t('riskMonitor.col.value'), value: (r) => riskValueText(r), align: 'right' },
  {
    header: t('riskMonitor.col.state'),
    value: (r) => t(r.read ? 'riskMonitor.state.read' : 'riskMonitor.state.unread'),
  },
];

/**
 * Prints `funds risk-monitor`: the records on stdout; the rules in force, the unread count, the page and how many
 * were marked on stderr; with --json exactly the `{ marked, answer }` object on stdout.
 */
export function printFundsRiskMonitor(result: FundsRiskMonitorResult, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(result));
    return;
  }
  const { answer, marked } = result;
  if (marked !== null) out.stderr.write(`${t('cli.riskMonitor.marked', { count: marked })}\n`);
  out.stderr.write(
    `${t('riskMonitor.settings')}：${t('riskMonitor.drawdown')} ${answer.config.drawdownPercent}，${t('riskMonitor.dayDrop')} ${answer.config.dayDropPercent}\n`,
  );
  if (answer.list.length === 0) out.stderr.write(`${t('riskMonitor.none')}\n`);
  else out.stdout.write(renderTable(columns, answer.list));
  out.stderr.write(
    `${t('cli.funds.recordsPage', { total: answer.pagination.totalRows, page: answer.pagination.currentPage, pages: Math.max(answer.pagination.pageCount, 1) })}，${t('riskMonitor.unread', { count: answer.unread })}\n`,
  );
}
