import { t, type Statement, wireTimeText } from '@funddesk/core';
import type { Streams, Writer } from '../../context.js';
import { renderJson, renderTable, type Column } from '../../output.js';
import { createProgressBar } from '../../progressBar.js';
import type { StatementsDownloadResult } from './download.js';
import type { StatementsRequestEvents, StatementsRequestResult } from './request.js';

/** The Chinese label of a statement state (生成中, 已生成, 生成失败). */
export function statementStatusLabel(status: Statement['status']): string {
  return t(`statements.status.${status}`);
}

const columns: Column<Statement>[] = [
  { header: t('cli.statements.field.serialNo'), value: (s) => s.serialNo },
  { header: t('cli.statements.field.org'), value: (s) => s.corpName || s.groupId },
  { header: t('cli.statements.field.period'), value: (s) => s.period },
  { header: t('cli.statements.field.format'), value: (s) => t(`statements.format.${s.format}`) },
  { header: t('cli.statements.field.status'), value: (s) => statementStatusLabel(s.status) },
  { header: t('cli.statements.field.fileName'), value: (s) => s.fileName ?? t('display.none') },
];

const listColumns: Column<Statement>[] = [
  ...columns,
  {
    header: t('cli.statements.field.requestedAt'),
    value: (s) => wireTimeText(s.requestedAt),
  },
];

/** The progress of the statements of a request on stderr while they are generated. */
export interface StatementsProgress {
  update(settled: number, total: number): void;
  /** Ends the display (the bar's line is kept). Safe to call twice. */
  stop(): void;
}

/** Without a terminal: nothing per poll (the settled lines say it all). */
export function createQuietProgress(): StatementsProgress {
  return { update: () => undefined, stop: () => undefined };
}

/** The terminal's progress bar (on stderr, redrawn in place): `生成对账单 [████░░░░] 2/5 份`. */
export async function createStatementsBar(stream: NodeJS.WritableStream): Promise<StatementsProgress> {
  const bar = await createProgressBar(stream, t('cli.statements.progress'));
  return { update: (settled, total) => bar.update(settled, total), stop: () => bar.stop() };
}

/**
 * The events of `statements request` as human text on stderr: what was requested, the progress (a bar
 * on a terminal), one line per statement as it finishes (without a terminal). Nothing goes to stdout.
 */
export function requestPrinter(
  stderr: Writer,
  progress: () => Promise<StatementsProgress>,
  terminal: boolean,
): StatementsRequestEvents & { done(): void } {
  let display: StatementsProgress | undefined;
  return {
    async requested(list, period) {
      stderr.write(`${t('cli.statements.requested', { count: list.length, period })}\n`);
      display = await progress();
      display.update(0, list.length);
    },
    progress(settled, total) {
      display?.update(settled, total);
    },
    settled(item) {
      if (terminal) return;
      stderr.write(
        `${t('cli.statements.progressLine', {
          serialNo: item.serialNo,
          corpName: item.corpName || item.groupId,
          period: item.period,
          status: statementStatusLabel(item.status),
        })}\n`,
      );
    },
    done() {
      display?.stop();
    },
  };
}

/**
 * Prints the outcome of `statements request`: with `json` exactly the statements array on stdout; else the
 * table on stdout and the download hint on stderr.
 */
export function printStatementsRequest(result: StatementsRequestResult, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(result.list));
    return;
  }
  out.stdout.write(renderTable(columns, result.list));
  if (result.list.some((s) => s.status === 'done')) out.stderr.write(`${t('cli.statements.downloadHint')}\n`);
}

/** Prints `statements list`: the table (count on stderr) or exactly the JSON array. */
export function printStatementsList(list: readonly Statement[], json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(list));
    return;
  }
  if (list.length === 0) {
    out.stderr.write(`${t('common.empty')}\n`);
    return;
  }
  out.stdout.write(renderTable(listColumns, list));
  out.stderr.write(`${t('cli.statements.count', { count: list.length })}\n`);
}

/** Prints `statements download`: the saved path on stderr, or with `json` the result on stdout. */
export function printStatementsDownload(result: StatementsDownloadResult, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(result));
    return;
  }
  out.stderr.write(`${t('cli.statements.saved', { path: result.path, size: result.bytes })}\n`);
}
