import { Dec, formatNumber, t, type GatewayError, wireTimeText } from '@funddesk/core';
import type { Streams } from '../../context.js';
import { CliError, ExitCode } from '../../errors.js';
import { renderJson, renderKeyValue, renderTable, type Column } from '../../output.js';
import type { Spreadsheet } from './files.js';
import type { BatchImportEvents, BatchImportOutcome } from './import.js';
import type { BatchListResult } from './list.js';
import type { BatchTradeType } from './options.js';
import type { ProgressDisplay } from './progress.js';
import type { BatchStatusEvents, BatchStatusOutcome } from './status.js';
import type { BatchTemplateResult } from './template.js';
import type { BatchImport, BatchPlaceCheck, BatchRow, BatchStatus } from './types.js';

/** The Chinese word of a trade type (申购, 赎回). */
export function tradeTypeLabel(type: BatchTradeType): string {
  return t(`tradeType.${type}`);
}

/** An account as the report shows it: `鼎元投资管理有限公司（10000001）`, or the group id alone. */
export function accountLabel(row: Pick<BatchRow, 'groupId' | 'corpName'>): string {
  if (row.groupId === null) return '';
  return row.corpName ? `${row.corpName}（${row.groupId}）` : row.groupId;
}

/** One line of the invalid-row table: a row's error. */
interface ErrorLine {
  row: BatchRow;
  column: string;
  message: string;
}

const errorColumns: Column<ErrorLine>[] = [
  { header: t('cli.batch.field.rowNo'), value: (line) => String(line.row.rowNo), align: 'right' },
  { header: t('cli.batch.field.account'), value: (line) => line.row.groupId ?? line.row.account },
  { header: t('cli.field.fundId'), value: (line) => line.row.fundCode },
  { header: t('cli.batch.field.column'), value: (line) => line.column },
  { header: t('cli.batch.field.reason'), value: (line) => line.message },
];

/** Totals of the valid rows of one account. */
export interface AccountTotal {
  account: string;
  count: number;
  /** Yuan (purchase) or shares (redemption), 2 decimals. */
  total: string;
}

/**
 * The valid rows summed per account, in the order accounts first appear: count and the sum of amounts
 * (purchase, yuan) or shares (redemption), exact decimals.
 */
export function totalsByAccount(rows: readonly BatchRow[], tradeType: BatchTradeType): AccountTotal[] {
  const totals = new Map<string, { count: number; sum: Dec }>();
  for (const row of rows) {
    if (!row.valid) continue;
    const key = accountLabel(row);
    const entry = totals.get(key) ?? { count: 0, sum: new Dec(0) };
    entry.count += 1;
    entry.sum = entry.sum.plus((tradeType === 'purchase' ? row.amount : row.shares) ?? 0);
    totals.set(key, entry);
  }
  return [...totals].map(([account, { count, sum }]) => ({ account, count, total: sum.toFixed(2) }));
}

/**
 * The per-row report of an import, for stderr: the counts, the valid total, a notice when the same
 * file was imported before, every error of every invalid row (row number, account, fund, column,
 * message), and the valid rows per account. Every row with its fields is in `--json` and in the result
 * file. Amounts and shares as the web's batch screens write them (core's formatNumber: `2,000.30`).
 */
export function renderImportReport(imported: BatchImport): string {
  const lines = [
    t('cli.batch.imported', {
      fileName: imported.fileName,
      total: imported.totalRows,
      valid: imported.validRows,
      invalid: imported.invalidRows,
      tradeType: tradeTypeLabel(imported.tradeType),
      importId: imported.importId,
    }),
  ];
  const duplicate = imported.duplicateOf;
  if (duplicate?.batchSerialNo) {
    lines.push(
      t('cli.batch.duplicatePlaced', {
        importedAt: wireTimeText(duplicate.importedAt),
        batchSerialNo: duplicate.batchSerialNo,
      }),
    );
  } else if (duplicate) lines.push(t('cli.batch.duplicateImported', { importedAt: duplicate.importedAt }));
  const invalid = imported.rows.filter((row) => !row.valid);
  if (invalid.length > 0) {
    const errorLines = invalid.flatMap((row) =>
      row.errors.length > 0
        ? row.errors.map((error) => ({ row, column: error.column, message: error.message }))
        : [{ row, column: '', message: '' }],
    );
    lines.push('', t('cli.batch.invalidTitle', { count: invalid.length }));
    lines.push(renderTable(errorColumns, errorLines).trimEnd());
  }
  const totals = totalsByAccount(imported.rows, imported.tradeType);
  if (totals.length > 0) {
    const header =
      imported.tradeType === 'purchase' ? t('cli.batch.field.amount') : t('cli.batch.field.shares');
    lines.push('', t('cli.batch.accountsTitle'));
    lines.push(
      renderTable<AccountTotal>(
        [
          { header: t('cli.batch.field.account'), value: (row) => row.account },
          { header: t('cli.batch.field.count'), value: (row) => String(row.count), align: 'right' },
          { header, value: (row) => formatNumber(row.total, 2), align: 'right' },
        ],
        totals,
      ).trimEnd(),
    );
    lines.push(
      imported.tradeType === 'purchase'
        ? t('cli.batch.validTotal.purchase', { amount: formatNumber(imported.totalAmount, 2) })
        : t('cli.batch.validTotal.redemption', { shares: formatNumber(imported.totalShares, 2) }),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The re-check before placing: what will be placed, and the rows refused now. */
export function renderCheck(check: BatchPlaceCheck, tradeType: BatchTradeType): string {
  const lines: string[] = [];
  if (check.problems.length > 0) {
    lines.push(t('cli.batch.problemsTitle', { count: check.problems.length }));
    lines.push(
      renderTable<BatchPlaceCheck['problems'][number]>(
        [
          { header: t('cli.batch.field.rowNo'), value: (p) => String(p.rowNo), align: 'right' },
          { header: t('cli.batch.field.reason'), value: (p) => p.message },
        ],
        check.problems,
      ).trimEnd(),
    );
  }
  const params = {
    placeable: check.placeable,
    skipped: check.skipped,
    accounts: check.accounts,
    funds: check.funds,
    amount: formatNumber(check.totalAmount, 2),
    shares: formatNumber(check.totalShares, 2),
  };
  lines.push(t(`cli.batch.check.${tradeType}`, params));
  return `${lines.join('\n')}\n`;
}

/**
 * The outcome of a batch: `批次 B…：共 500 笔，成功 498 笔，失败 2 笔，已撤销 0 笔（已完成）`, and, when its orders
 * were placed under review (batchTradeStatus other than 1, spec 02 §3), a second line saying they await
 * review (issue 11 §4; the exit code stays that of the placement: 0 when every row was placed).
 */
export function renderSummary(status: BatchStatus): string {
  const summary = t('cli.batch.summary', {
    batchSerialNo: status.batchSerialNo,
    total: status.totalSize,
    success: status.successSize,
    failed: status.failSize,
    cancelled: status.cancelledSize,
    state: t(`cli.batch.state.${status.orderStatus}`),
  });
  return status.batchTradeStatus === 1 ? summary : `${summary}\n${t('cli.batch.pendingReview')}`;
}

/** How the progress of a batch is shown: a bar on a terminal, plain lines otherwise. */
export type ProgressFactory = () => Promise<ProgressDisplay>;

/** Event handlers shared by import and status: progress, retries, interruption, summary, result file. */
function waitingEvents(out: Streams, progressFactory: ProgressFactory): BatchStatusEvents {
  let display: ProgressDisplay | undefined;
  const stop = () => {
    display?.stop();
    display = undefined;
  };
  return {
    async status(status) {
      display ??= await progressFactory();
      display.update(status);
    },
    retry(error: GatewayError, attempt, max, delayMs) {
      stop();
      out.stderr.write(
        `${t('cli.batch.retrying', { message: error.message, seconds: delayMs / 1000, attempt, max })}\n`,
      );
    },
    interrupted(batchSerialNo) {
      stop();
      out.stderr.write(`${t('cli.batch.resumeHint', { batchSerialNo })}\n`);
    },
    done(status) {
      stop();
      out.stderr.write(`${renderSummary(status)}\n`);
    },
    resultSaved(file) {
      out.stderr.write(`${t('cli.batch.resultSaved', { file })}\n`);
    },
  };
}

/**
 * The printer of `batch import`: everything human on stderr (report, re-check, questions, progress,
 * summary), so that stdout carries only the `--json` outcome.
 */
export function importPrinter(out: Streams, progressFactory: ProgressFactory): BatchImportEvents {
  const waiting = waitingEvents(out, progressFactory);
  let tradeType: BatchTradeType = 'purchase';
  return {
    ...waiting,
    defaultAccount(entry) {
      out.stderr.write(
        `${t('cli.batch.defaultAccount', { corpName: entry.corpName, groupId: entry.groupId })}\n`,
      );
    },
    uploading(file: Spreadsheet) {
      out.stderr.write(`${t('cli.batch.uploading', { file: file.name, bytes: file.bytes.length })}\n`);
    },
    imported(imported) {
      tradeType = imported.tradeType;
      out.stderr.write(renderImportReport(imported));
    },
    checked(check) {
      out.stderr.write(`\n${renderCheck(check, tradeType)}`);
    },
    hint(key) {
      out.stderr.write(`${t(key)}\n`);
    },
    passwordRefused(error) {
      out.stderr.write(`${t('cli.error.withCode', { code: error.code, message: error.message })}\n`);
    },
    placed(batchSerialNo, count, type) {
      out.stderr.write(
        `${t('cli.batch.placed', { batchSerialNo, count, tradeType: tradeTypeLabel(type) })}\n`,
      );
    },
  };
}

/** The printer of `batch status`: progress, summary and result file on stderr. */
export function statusPrinter(out: Streams, progressFactory: ProgressFactory): BatchStatusEvents {
  return waitingEvents(out, progressFactory);
}

/**
 * The error that ends an import with exit 1 and says why (`有 3 行未成功：…`); null for exit 0.
 * A dry run's: `校验未通过：…`.
 */
export function importFailure(outcome: BatchImportOutcome): CliError | null {
  if (outcome.exitCode === 0) return null;
  if (outcome.dryRun) {
    const problems = outcome.check?.problems.length ?? 0;
    return new CliError(ExitCode.Failed, 'cli.batch.dryRunFailed', {
      count: outcome.skipped,
      invalid: outcome.import.invalidRows,
      problems,
    });
  }
  const failed = outcome.status?.failSize ?? 0;
  const cancelled = outcome.status?.cancelledSize ?? 0;
  return new CliError(ExitCode.Failed, 'cli.batch.failedRows', {
    count: failed + cancelled + outcome.skipped,
    failed,
    cancelled,
    skipped: outcome.skipped,
  });
}

/** Prints the end of `batch import`: the dry-run notice or skipped rows on stderr, `--json` on stdout. */
export function printImport(outcome: BatchImportOutcome, json: boolean, out: Streams): void {
  if (json) out.stdout.write(renderJson(outcome));
  if (outcome.dryRun) out.stderr.write(`${t('cli.batch.dryRunDone')}\n`);
}

/** The status of a batch as a key/value block. */
export function renderStatus(status: BatchStatus): string {
  return renderKeyValue([
    [t('cli.batch.field.batchSerialNo'), status.batchSerialNo],
    [t('cli.batch.field.kind'), t(`cli.batch.kind.${status.kind}`)],
    [t('cli.batch.field.fileName'), status.fileName ?? t('display.none')],
    [t('cli.batch.field.state'), t(`cli.batch.state.${status.orderStatus}`)],
    [t('cli.batch.field.progress'), `${status.progress}%`],
    [t('cli.batch.field.total'), String(status.totalSize)],
    [t('cli.batch.field.success'), String(status.successSize)],
    [t('cli.batch.field.failed'), String(status.failSize)],
    [t('cli.batch.field.cancelled'), String(status.cancelledSize)],
    [t('cli.batch.field.createdAt'), status.createdAt],
    [t('cli.batch.field.finishedAt'), status.finishedAt ?? t('display.none')],
  ]);
}

/**
 * Prints `batch status`: without `--wait` the status block on stderr (with `--wait` the summary was
 * printed when it finished); `--json` prints `{ status, resultFile, exitCode }` on stdout.
 */
export function printStatus(outcome: BatchStatusOutcome, waited: boolean, json: boolean, out: Streams): void {
  if (json) out.stdout.write(renderJson(outcome));
  if (!waited) out.stderr.write(renderStatus(outcome.status));
  if (outcome.status.orderStatus !== 'done') {
    out.stderr.write(
      `${t('cli.batch.notDone', { batchSerialNo: outcome.status.batchSerialNo, progress: outcome.status.progress })}\n`,
    );
  }
}

/** The error that ends `batch status` with exit 1 (the batch finished with failed or cancelled orders). */
export function statusFailure(outcome: BatchStatusOutcome): CliError | null {
  if (outcome.exitCode === 0) return null;
  const { failSize: failed, cancelledSize: cancelled } = outcome.status;
  return new CliError(ExitCode.Failed, 'cli.batch.failedRows', {
    count: failed + cancelled,
    failed,
    cancelled,
    skipped: 0,
  });
}

const listColumns: Column<BatchStatus>[] = [
  { header: t('cli.batch.field.batchSerialNo'), value: (s) => s.batchSerialNo },
  { header: t('cli.batch.field.kind'), value: (s) => t(`cli.batch.kind.${s.kind}`) },
  { header: t('cli.batch.field.fileName'), value: (s) => s.fileName ?? '' },
  { header: t('cli.batch.field.createdAt'), value: (s) => s.createdAt },
  { header: t('cli.batch.field.state'), value: (s) => t(`cli.batch.state.${s.orderStatus}`) },
  { header: t('cli.batch.field.total'), value: (s) => String(s.totalSize), align: 'right' },
  { header: t('cli.batch.field.success'), value: (s) => String(s.successSize), align: 'right' },
  { header: t('cli.batch.field.failed'), value: (s) => String(s.failSize), align: 'right' },
  { header: t('cli.batch.field.cancelled'), value: (s) => String(s.cancelledSize), align: 'right' },
];

/** Prints `batch list`: the table on stdout and the page on stderr, or with `json` the batch array. */
export function printBatchList(result: BatchListResult, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(result.list));
    return;
  }
  if (result.list.length === 0) {
    out.stderr.write(`${t('common.empty')}\n`);
    return;
  }
  out.stdout.write(renderTable(listColumns, result.list));
  out.stderr.write(
    `${t('cli.batch.listTotal', { total: result.totalRows, page: result.page, pages: Math.max(1, result.pageCount) })}\n`,
  );
}

/** Prints `batch template`: the saved file on stderr, or with `json` the result on stdout. */
export function printTemplate(result: BatchTemplateResult, json: boolean, out: Streams): void {
  if (json) out.stdout.write(renderJson(result));
  out.stderr.write(`${t('cli.batch.templateSaved', { file: result.file, bytes: result.bytes })}\n`);
}

/** What a `batch import` had done when it ended: the `--json` answer of a failed run (issue 16 finding 9). */
export interface ImportProgressKnown {
  /** The stored import, once the gateway read the file. */
  importId: string | null;
  /** The batch, once placed: what `batch status --wait` resumes. */
  batchSerialNo: string | null;
  /** The batch's last known state (`processing`, `done`), null before it was placed. */
  state: string | null;
}

/**
 * Wraps the import's events so that what they report (import id, batch serial, last state) is kept for
 * {@link printImportFailure}. @returns the wrapped events and the record they fill
 */
export function trackImport(events: BatchImportEvents): {
  events: BatchImportEvents;
  known: ImportProgressKnown;
} {
  const known: ImportProgressKnown = { importId: null, batchSerialNo: null, state: null };
  return {
    known,
    events: {
      ...events,
      imported: (result) => {
        known.importId = result.importId;
        events.imported?.(result);
      },
      placed: (batchSerialNo, count, tradeType) => {
        known.batchSerialNo = batchSerialNo;
        known.state = 'processing';
        return events.placed?.(batchSerialNo, count, tradeType);
      },
      status: (status) => {
        known.batchSerialNo = status.batchSerialNo;
        known.state = status.orderStatus;
        return events.status?.(status);
      },
    },
  };
}

/**
 * Prints, with `--json`, the object a script reads when `batch import` ends with a failure: what is known
 * (importId, batchSerialNo, state) and the error (its catalogue code, message and the exit code), so that a
 * run ending with exit 4 while waiting still names the batch to resume (`batch status --wait`).
 * @see issue 16 finding 9; DESIGN §1 (scripts: --json, exit codes)
 */
export function printImportFailure(
  known: ImportProgressKnown,
  failure: { code: string | null; message: string; exitCode: number },
  out: Streams,
): void {
  out.stdout.write(
    renderJson({
      ...known,
      error: { code: failure.code, message: failure.message },
      exitCode: failure.exitCode,
    }),
  );
}
