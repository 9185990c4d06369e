import {
  feeDiscountLabel,
  orgTradeInfo,
  REGISTER_PROGRESSES,
  shanghaiDateTime,
  t,
  tradeInfoSummary,
  type MessageKey,
  type TradeInfoChange,
  type TradeInfoRow,
} from '@funddesk/core';
import type { CommandDeps, EnvOption, Streams } from '../../context.js';
import { UsageError } from '../../errors.js';
import { renderJson, renderTable, type Column } from '../../output.js';

/** `2026-11-27 10:02` of an ISO instant, in Asia/Shanghai. */
const when = (iso: string | null): string => (iso ? shanghaiDateTime(Date.parse(iso)).slice(0, 16) : '');

const progressLabel = (progress: string): string =>
  (REGISTER_PROGRESSES as readonly string[]).includes(progress)
    ? t(`tradeInfo.progress.${progress}` as MessageKey)
    : progress;

/**
 * `funddesk admin trade-info list`: every organisation with its private-trade information (tradeInfoList;
 * privilege org_record_review, role fd_ops).
 * @throws CliError FD1003 (exit 3) without the privilege
 */
export async function tradeInfoList(options: EnvOption, deps: CommandDeps): Promise<TradeInfoRow[]> {
  const connection = await deps.connect(options.env);
  connection.requireSession();
  return (await connection.call(orgTradeInfo.tradeInfoList, {})).list;
}

/** Options of {@link tradeInfoShow}. */
export interface TradeInfoShowOptions extends EnvOption {
  groupId: string;
}

/**
 * `funddesk admin trade-info show <groupId>`: one organisation's private-trade information and its changes
 * (tradeInfoShow).
 * @throws CliError FD4832 (exit 1) for an unknown organisation; FD1003 (exit 3) without the privilege
 */
export async function tradeInfoShow(
  options: TradeInfoShowOptions,
  deps: CommandDeps,
): Promise<{ info: TradeInfoRow; history: TradeInfoChange[] }> {
  const connection = await deps.connect(options.env);
  connection.requireSession();
  return connection.call(orgTradeInfo.tradeInfoShow, { groupId: options.groupId });
}

/** Options of {@link tradeInfoSet}: an option left out keeps the organisation's current value. */
export interface TradeInfoSetOptions extends EnvOption {
  groupId: string;
  /** `on` or `off`. */
  blacklist?: string | undefined;
  reason?: string | undefined;
  progress?: string | undefined;
  /** `yes` or `no`. */
  job?: string | undefined;
  /** `yes` or `no`. */
  lcs?: string | undefined;
  /** The private subscription fee discount (`0.8`; `1` or blank: 不打折); the server checks it (FD4833). */
  feeDiscount?: string | undefined;
}

/** The boolean of a `--flag on|off` (or yes|no) option, undefined when left out. */
function flagOf(option: string, value: string | undefined, yes: string, no: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === yes) return true;
  if (value === no) return false;
  throw new UsageError('cli.admin.tradeInfo.error.flag', { option, values: `${yes}|${no}`, value });
}

/**
 * `funddesk admin trade-info set <groupId> [--blacklist on|off --reason …] [--progress 0-4] [--job yes|no]
 * [--lcs yes|no] [--fee-discount 0.8]`: reads the organisation's current information, applies the options
 * given and sends the whole state (tradeInfoSet; without --fee-discount the discount is left out, so the server
 * keeps it); the server checks it (core orgTradeInfoRefusal: FD4830 blacklisting without a reason, FD4831
 * progress, FD4833 a discount not above 0 and at most 1 with at most 4 decimals) and records the change.
 * @throws UsageError (exit 2) for a flag value other than on|off or yes|no
 */
export async function tradeInfoSet(options: TradeInfoSetOptions, deps: CommandDeps): Promise<TradeInfoRow> {
  const blacklisted = flagOf('--blacklist', options.blacklist, 'on', 'off');
  const job = flagOf('--job', options.job, 'yes', 'no');
  const lcs = flagOf('--lcs', options.lcs, 'yes', 'no');
  const connection = await deps.connect(options.env);
  connection.requireSession();
  const { info } = await connection.call(orgTradeInfo.tradeInfoShow, { groupId: options.groupId });
  const nextBlacklisted = blacklisted ?? info.blacklisted;
  const reason = options.reason?.trim() ?? (nextBlacklisted ? (info.blacklistReason ?? '') : '');
  return connection.call(orgTradeInfo.tradeInfoSet, {
    groupId: options.groupId,
    blacklisted: nextBlacklisted,
    ...(nextBlacklisted ? { blacklistReason: reason } : {}),
    registerProgress: options.progress?.trim() ?? info.registerProgress,
    job: job ?? info.job,
    lcs: lcs ?? info.lcs,
    ...(options.feeDiscount !== undefined ? { feeDiscount: options.feeDiscount } : {}),
  });
}

const rowColumns: Column<TradeInfoRow>[] = [
  { header: t('cli.admin.tradeInfo.field.groupId'), value: (r) => r.groupId },
  { header: t('tradeInfo.col.org'), value: (r) => r.corpName },
  {
    header: t('tradeInfo.col.blacklist'),
    value: (r) =>
      r.blacklisted
        ? `${t('tradeInfo.blacklisted')}${r.blacklistReason ? `（${r.blacklistReason}）` : ''}`
        : t('tradeInfo.notBlacklisted'),
  },
  { header: t('tradeInfo.col.progress'), value: (r) => progressLabel(r.registerProgress) },
  { header: t('tradeInfo.col.job'), value: (r) => t(r.job ? 'tradeInfo.onFile' : 'tradeInfo.missing') },
  { header: t('tradeInfo.col.lcs'), value: (r) => t(r.lcs ? 'tradeInfo.onFile' : 'tradeInfo.missing') },
  { header: t('tradeInfo.col.feeDiscount'), value: (r) => feeDiscountLabel(r.feeDiscount) },
  {
    header: t('tradeInfo.col.updated'),
    value: (r) => (r.maintained ? `${when(r.updatedAt)} ${r.updatedBy ?? ''}` : t('tradeInfo.defaults')),
  },
];

const changeColumns: Column<TradeInfoChange>[] = [
  { header: t('tradeInfo.col.at'), value: (c) => when(c.at) },
  { header: t('tradeInfo.col.by'), value: (c) => c.byName },
  { header: t('tradeInfo.col.ip'), value: (c) => c.ip ?? '' },
  { header: t('tradeInfo.col.before'), value: (c) => tradeInfoSummary(c.before) },
  { header: t('tradeInfo.col.after'), value: (c) => tradeInfoSummary(c.after) },
];

/** Prints `trade-info list`: a table on stdout (the empty note on stderr), or with --json the rows. */
export function printTradeInfoList(list: readonly TradeInfoRow[], json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(list));
    return;
  }
  if (list.length === 0) {
    out.stderr.write(`${t('tradeInfo.empty')}\n`);
    return;
  }
  out.stdout.write(renderTable(rowColumns, list));
}

/** Prints `trade-info show`: the organisation's row, then its history (or the empty note), or with --json both. */
export function printTradeInfoShow(
  answer: { info: TradeInfoRow; history: readonly TradeInfoChange[] },
  json: boolean,
  out: Streams,
): void {
  if (json) {
    out.stdout.write(renderJson(answer));
    return;
  }
  out.stdout.write(renderTable(rowColumns, [answer.info]));
  out.stdout.write(
    answer.history.length > 0
      ? `\n${t('tradeInfo.history')}\n${renderTable(changeColumns, answer.history)}`
      : `\n${t('tradeInfo.historyEmpty')}\n`,
  );
}

/** Prints what `trade-info set` stored: one line (organisation, summary), or with --json the row. */
export function printTradeInfoSet(row: TradeInfoRow, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(row));
    return;
  }
  out.stdout.write(
    `${t('cli.admin.tradeInfo.saved', { corpName: row.corpName, summary: tradeInfoSummary(row) })}\n`,
  );
}
