import { formatNumber, t, type review } from '@funddesk/core';
import type { Streams } from '../../context.js';
import { CliError, ExitCode } from '../../errors.js';
import { renderJson, renderTable, type Column } from '../../output.js';
import type { ReviewDecideOutcome } from './decide.js';
import type { ReviewListResult } from './list.js';

/** The cut-off notice shown before approving (issue 11 §2; spec 02 §1: after 15:00 the next trading day). */
export function cutOffNotice(approvalDay: string, afterCutOff: boolean): string {
  return t(afterCutOff ? 'review.cutoff.after' : 'review.cutoff.before', { tradeDay: approvalDay });
}

const columns: Column<review.ProcessNode>[] = [
  { header: t('cli.review.field.serialNo'), value: (n) => n.order.serialNo },
  { header: t('cli.review.field.scene'), value: (n) => t(`review.scene.${n.scene}`) },
  { header: t('cli.review.field.fund'), value: (n) => `${n.order.fundId} ${n.order.fundName}` },
  {
    header: t('cli.review.field.quantity'),
    value: (n) =>
      n.order.tradeType === 'redemption'
        ? formatNumber(n.order.shares ?? '0', 2)
        : formatNumber(n.order.amount, 2),
    align: 'right',
  },
  { header: t('cli.review.field.maker'), value: (n) => n.order.operatorName },
  {
    header: t('cli.review.field.level'),
    value: (n) => t(n.level === 2 ? 'review.level.2' : 'review.level.1'),
  },
  { header: t('cli.review.field.mine'), value: (n) => t(n.canDecide ? 'cli.review.yes' : 'cli.review.no') },
  { header: t('cli.review.field.applyTime'), value: (n) => n.order.applyTime },
];

/**
 * Prints `review list`: the table on stdout and the cut-off notice on stderr, or with `--json` the result
 * `{ list, approvalDay, afterCutOff }` on stdout.
 */
export function printReviewList(result: ReviewListResult, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(result));
    return;
  }
  if (result.list.length === 0) {
    out.stderr.write(`${t('cli.review.list.empty')}\n`);
    return;
  }
  out.stdout.write(renderTable(columns, result.list));
  out.stderr.write(`${cutOffNotice(result.approvalDay, result.afterCutOff)}\n`);
}

/**
 * Prints the outcome of `review approve|reject`: the cut-off notice (approvals), one line per order and the
 * summary on stderr; with `--json` the outcome on stdout.
 */
export function printReviewDecision(outcome: ReviewDecideOutcome, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(outcome));
    return;
  }
  if (outcome.decision === 'approve')
    out.stderr.write(`${cutOffNotice(outcome.approvalDay, outcome.afterCutOff)}\n`);
  for (const r of outcome.results) {
    const line = r.ok
      ? t('cli.review.result.ok', {
          serialNo: r.serialNo,
          decision: t(`review.decision.${outcome.decision}`),
          status: t(`tradeStatus.${r.status ?? 'pendingReview'}`),
        })
      : t('cli.review.result.failed', {
          serialNo: r.serialNo,
          message: `[${r.code ?? ''}] ${r.message ?? ''}`,
        });
    out.stdout.write(`${line}\n`);
  }
  const failed = outcome.results.filter((r) => !r.ok).length;
  out.stderr.write(`${t('cli.review.summary', { ok: outcome.results.length - failed, failed })}\n`);
}

/** Exit 1 when some order could not be decided (each line says why), else null (exit 0). */
export function reviewFailure(outcome: ReviewDecideOutcome): CliError | null {
  const failed = outcome.results.filter((r) => !r.ok);
  if (failed.length === 0) return null;
  return new CliError(
    ExitCode.Failed,
    'cli.review.failed',
    { failed: failed.length },
    failed[0]!.code ?? undefined,
  );
}
