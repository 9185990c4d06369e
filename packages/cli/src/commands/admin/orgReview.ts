import {
  orgRecord,
  shanghaiDateTime,
  t,
  type MessageKey,
  type OrgDecision,
  type OrgSubmission,
  type OrgVersion,
} from '@funddesk/core';
import type { CommandDeps, EnvOption, Streams } from '../../context.js';
import { UsageError } from '../../errors.js';
import { renderJson, renderTable, type Column } from '../../output.js';

/** The states `--state` accepts (core ORG_SUBMISSION_STATES). */
const STATES = ['draft', 'submitted', 'approved', 'rejected', 'sentBack', 'cancelled'] as const;

/** The decision of a subcommand name (`send-back` is the wire's `sendBack`). */
export function decisionOf(command: 'approve' | 'reject' | 'send-back'): OrgDecision {
  return command === 'send-back' ? 'sendBack' : command;
}

/** Options of {@link orgReviewList}. */
export interface OrgReviewListOptions extends EnvOption {
  state: string;
}

/**
 * `funddesk admin org-review list`: the submissions of every organisation in a state (default submitted,
 * oldest first) with what each changes (orgReviewList; privilege org_record_review, role fd_ops).
 * @throws UsageError (exit 2) for an unknown --state; CliError FD1003 (exit 3) without the privilege
 */
export async function orgReviewList(options: OrgReviewListOptions, deps: CommandDeps): Promise<OrgVersion[]> {
  if (!(STATES as readonly string[]).includes(options.state)) {
    throw new UsageError('cli.admin.orgReview.error.state', {
      state: options.state,
      states: STATES.join(', '),
    });
  }
  const connection = await deps.connect(options.env);
  connection.requireSession();
  const answer = await connection.call(orgRecord.orgReviewList, {
    state: options.state as (typeof STATES)[number],
  });
  return answer.list;
}

/** Options of {@link orgReviewDecide}. */
export interface OrgReviewDecideOptions extends EnvOption {
  submissionId: string;
  decision: 'approve' | 'reject' | 'send-back';
  reason?: string | undefined;
}

/**
 * `funddesk admin org-review approve|reject|send-back <submissionId>`: the back office's decision
 * (orgReviewDecide). A rejection or send-back needs `--reason` (checked here first, exit 2, as the server
 * does with FD6117); a decided or unknown submission answers FD6114 (exit 1).
 * @throws UsageError (exit 2) without --reason for reject or send-back
 */
export async function orgReviewDecide(
  options: OrgReviewDecideOptions,
  deps: CommandDeps,
): Promise<OrgSubmission> {
  const decision = decisionOf(options.decision);
  const reason = options.reason?.trim() ?? '';
  if (decision !== 'approve' && reason === '') throw new UsageError('orgRecord.error.reasonRequired');
  const connection = await deps.connect(options.env);
  connection.requireSession();
  return connection.call(orgRecord.orgReviewDecide, {
    submissionId: options.submissionId,
    decision,
    ...(reason ? { reason } : {}),
  });
}

const columns: Column<OrgVersion>[] = [
  { header: t('cli.admin.orgReview.field.submissionId'), value: (v) => v.submissionId },
  { header: t('review.org.col.org'), value: (v) => `${v.corpName}（${v.groupId}）` },
  { header: t('review.org.col.kind'), value: (v) => t(`orgKind.${v.kind}` as MessageKey) },
  { header: t('enterprise.version.state'), value: (v) => t(`orgState.${v.state}` as MessageKey) },
  { header: t('review.org.col.by'), value: (v) => v.submittedBy ?? '' },
  {
    header: t('review.org.col.at'),
    value: (v) => (v.submittedAt ? shanghaiDateTime(new Date(v.submittedAt).getTime()).slice(0, 16) : ''),
  },
  { header: t('review.org.col.fields'), value: (v) => v.changedFields.join(', ') },
];

/** Prints `org-review list`: a table on stdout (the empty note on stderr), or with --json the versions. */
export function printOrgReviewList(list: readonly OrgVersion[], json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(list));
    return;
  }
  if (list.length === 0) {
    out.stderr.write(`${t('review.org.empty')}\n`);
    return;
  }
  out.stdout.write(renderTable(columns, list));
}

/** Prints a decision: one line (organisation, kind, state, reviewer) or with --json the submission. */
export function printOrgReviewDecision(submission: OrgSubmission, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(submission));
    return;
  }
  out.stdout.write(
    `${t('cli.admin.orgReview.decided', {
      corpName: submission.corpName,
      kind: t(`orgKind.${submission.kind}` as MessageKey),
      state: t(`orgState.${submission.state}` as MessageKey),
    })}\n`,
  );
}
