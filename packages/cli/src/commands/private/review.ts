import { privateFunds, t, type CallResponse, type QualificationReviewRow } from '@funddesk/core';
import type { CommandDeps, EnvOption, Streams } from '../../context.js';
import { UsageError } from '../../errors.js';
import { renderJson, renderTable, type Column } from '../../output.js';

/** A decision of `funddesk private review`. */
export type QualificationDecision = 'approve' | 'reject' | 'return';

/** The answer of qualificationReviewList. */
export type QualificationReviewListResult = CallResponse<typeof privateFunds.qualificationReviewList>;

/** The answer of qualificationReviewDecide. */
export type QualificationDecideResult = CallResponse<typeof privateFunds.qualificationReviewDecide>;

/**
 * `funddesk private review list [--all] [--json]` (issue 13 §2: the back-office review as a CLI command): the
 * applications under review of the administrator's organisations, with `--all` the decided ones too.
 */
export async function qualificationReviewList(
  options: EnvOption & { all: boolean },
  deps: CommandDeps,
): Promise<QualificationReviewListResult> {
  const connection = await deps.connect(options.env);
  connection.requireSession();
  return connection.call(privateFunds.qualificationReviewList, { all: options.all });
}

/**
 * `funddesk private review approve|reject|return <applyId> [--reason <text>]`: decides one application. A
 * rejection or return needs its reason (checked here first, exit 2; the server checks it too: FD3115).
 * @throws UsageError (exit 2) for an id that is not digits or a missing reason
 */
export async function qualificationReviewDecide(
  applyId: string,
  decision: QualificationDecision,
  options: EnvOption & { reason?: string | undefined },
  deps: CommandDeps,
): Promise<QualificationDecideResult> {
  if (!/^\d{1,18}$/.test(applyId)) throw new UsageError('cli.private.argument.applyId');
  const reason = options.reason?.trim() ?? '';
  if (decision !== 'approve' && reason === '') throw new UsageError('private.error.reasonRequired');
  const connection = await deps.connect(options.env);
  connection.requireSession();
  return connection.call(privateFunds.qualificationReviewDecide, { applyId, decision, reason });
}

const columns: Column<QualificationReviewRow>[] = [
  { header: t('cli.private.argument.applyId'), value: (r) => r.applyId },
  { header: t('private.review.col.org'), value: (r) => `${r.groupId} ${r.corpName}` },
  { header: t('private.qualify.col.type'), value: (r) => t(`private.investType.${r.investType}`) },
  { header: t('private.review.col.applicant'), value: (r) => r.appliedBy },
  { header: t('private.qualify.col.applied'), value: (r) => r.appliedAt },
  { header: t('private.qualify.col.expected'), value: (r) => `${r.expectedFrom}~${r.expectedBy}` },
  { header: t('private.qualify.col.status'), value: (r) => t(`private.apply.${r.applyStatus}`) },
];

/** Prints the review list: a table on stdout (or 暂无待审核的申请 on stderr); --json the answer. */
export function printQualificationReviewList(
  result: QualificationReviewListResult,
  json: boolean,
  out: Streams,
): void {
  if (json) {
    out.stdout.write(renderJson(result));
    return;
  }
  if (result.applications.length === 0) {
    out.stderr.write(`${t('cli.private.reviewEmpty')}\n`);
    return;
  }
  out.stdout.write(renderTable(columns, result.applications));
}

/** Prints a decision: one line on stderr (申请 7 已已认定 …); --json the application on stdout. */
export function printQualificationDecision(
  result: QualificationDecideResult,
  json: boolean,
  out: Streams,
): void {
  if (json) {
    out.stdout.write(renderJson(result));
    return;
  }
  out.stderr.write(
    `${t('cli.private.reviewed', { applyId: result.applyId, decision: t(`private.apply.${result.applyStatus}`) })}\n`,
  );
}
