import {
  ErrorCode,
  GatewayError,
  orgRecord as api,
  statusAfterDecision,
  type OrgDecision,
  type OrgSubmission,
  type OrgSubmissionKind,
} from '@funddesk/core';
import { forgetPersonSessions } from '../auth/sessions.js';
import { storeCrsDeclaration } from './crs.js';
import { groupSessionOf, route, type HandlerContext, type Route } from '../services/types.js';
import { EMPTY_RECORD, submissionOf, submissionsWhere, versionOf } from './orgRecord.js';

/**
 * The back office's decisions on openings and changes (issue 15 §2 "a back-office decision in the local
 * environment (administrator screen or CLI)"; spec 01 §4.1, §4.9 send-back, §2.3). Privilege
 * org_record_review (role fd_ops, FundDesk's): the pipeline refuses everyone else before these handlers.
 */

/** The state a decision leaves a submission in. */
const stateOf: Record<OrgDecision, OrgSubmission['state']> = {
  approve: 'approved',
  reject: 'rejected',
  sendBack: 'sentBack',
};

/**
 * orgReviewDecide: in one transaction over the locked submission and organisation — only a submission under
 * review (FD6114 otherwise: a second decision finds none), a reason for reject and sendBack (FD6117):
 * records who, when and why; approve writes the after record on file; an opening's decision sets the status
 * (core statusAfterDecision: 2, 3 or 0) and an approved opening makes its applicant the operator too (the
 * transactor trades through the administrator's login in the local environment, docs/decisions.md); any
 * decision on a change clears changingFlag; a transactor change's wait (transactor_changes) ends.
 */
async function decide(
  request: { submissionId: string; decision: OrgDecision; reason?: string | undefined },
  ctx: HandlerContext,
): Promise<OrgSubmission> {
  const session = groupSessionOf(ctx);
  const reason = request.reason?.trim() ?? '';
  if (request.decision !== 'approve' && reason === '') {
    throw new GatewayError(ErrorCode.OrgDecisionReasonRequired);
  }
  const touched: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const row = (
      await tx.query<{
        group_id: string;
        kind: OrgSubmissionKind;
        after_record: object;
        created_by: string;
        submitted_by: string | null;
      }>(
        `SELECT group_id, kind, after_record, created_by, submitted_by FROM org_submissions
          WHERE submission_id = $1 AND state = 'submitted' FOR UPDATE`,
        [request.submissionId],
      )
    )[0];
    if (!row) throw new GatewayError(ErrorCode.OrgSubmissionNotFound);
    await tx.query('SELECT 1 FROM organisations WHERE group_id = $1 FOR UPDATE', [row.group_id]);
    const now = new Date(ctx.clock.now());
    await tx.query(
      `UPDATE org_submissions SET state = $2, decided_by = $3, decided_at = $4, decision_reason = $5,
              updated_at = $4
        WHERE submission_id = $1`,
      [request.submissionId, stateOf[request.decision], session.personId, now, reason || null],
    );
    if (request.decision === 'approve' && row.kind === 'productChange') {
      // A manager institution's product change (spec 01 §7.12 saveProductRecord): the product's record.
      const product = (row.after_record as { product?: Record<string, string> }).product;
      if (product) {
        await tx.query(
          `UPDATE organisations SET corp_name = $2, org_name = $2, prod_short_name = $3, prod_cred_no = $4,
                  custodian_name = $5 WHERE group_id = $1`,
          [row.group_id, product.prodName, product.prodShortName, product.prodCredNo, product.custodianName],
        );
      }
    } else if (request.decision === 'approve') {
      // A manager institution's change may carry bill e-mails and a CRS declaration (spec 01 §7.12
      // postManagerOrgModifyEmail, postManagerOrgCrs): applied beside the record, never stored in it.
      const { billEmails, crs, ...sections } = row.after_record as Record<string, unknown> & {
        billEmails?: string[];
        crs?: {
          residencyType: string;
          entityType: string;
          rows: unknown[];
          controllingPersons?: unknown[];
        } | null;
      };
      const record = { ...EMPTY_RECORD, ...sections };
      if (billEmails !== undefined) {
        await tx.query(
          `INSERT INTO org_records (group_id, record, bill_emails, updated_at, updated_by)
           VALUES ($1, $2::jsonb, $3::jsonb, $4, $5)
           ON CONFLICT (group_id) DO UPDATE SET bill_emails = $3::jsonb`,
          [row.group_id, JSON.stringify(record), JSON.stringify(billEmails), now, session.personId],
        );
      }
      if (crs) {
        await storeCrsDeclaration(tx, row.group_id, crs, {
          personId: row.submitted_by ?? row.created_by,
          ip: null,
          at: now,
        });
      }
      await tx.query(
        `INSERT INTO org_records (group_id, record, updated_at, updated_by) VALUES ($1, $2::jsonb, $3, $4)
         ON CONFLICT (group_id) DO UPDATE SET record = $2::jsonb, updated_at = $3, updated_by = $4`,
        [row.group_id, JSON.stringify(record), now, session.personId],
      );
      if (record.basic && row.kind !== 'transactorChange') {
        await tx.query('UPDATE organisations SET corp_name = $2, org_name = $2 WHERE group_id = $1', [
          row.group_id,
          record.basic.orgFullName,
        ]);
      }
    }
    const status = statusAfterDecision(row.kind, request.decision);
    if (status !== null) {
      await tx.query(
        `UPDATE organisations SET status = $2,
                synthesize_state = CASE WHEN $2 = 2 THEN 2 ELSE synthesize_state END,
                has_operator = has_operator OR $2 = 2
          WHERE group_id = $1`,
        [row.group_id, status],
      );
      if (status === 2) {
        await tx.query(
          `UPDATE persons SET roles = array_append(roles, 'op')
            WHERE person_id = $1 AND NOT ('op' = ANY(roles))`,
          [row.created_by],
        );
        touched.push(row.created_by);
      }
    } else {
      await tx.query('UPDATE organisations SET changing_flag = false WHERE group_id = $1', [row.group_id]);
    }
    if (row.kind === 'transactorChange') {
      await tx.query(
        `UPDATE transactor_changes SET status = $2, finished_at = $3 WHERE change_id = $1 AND status = 'changing'`,
        [request.submissionId, request.decision === 'approve' ? 'done' : 'rejected', now],
      );
    }
  });
  for (const personId of touched) forgetPersonSessions(personId);
  return submissionOf((await submissionsWhere(ctx.db, 's.submission_id = $1', [request.submissionId]))[0]!);
}

/** Handlers of the back office's list and decision (FundDesk; issue 15 §2). */
export const orgReviewRoutes: Route[] = [
  route(api.orgReviewList, async (req, ctx) => {
    const rows = await submissionsWhere(ctx.db, 's.state = $1', [req.state]);
    // Oldest first: the queue is worked in the order it came.
    return { list: rows.reverse().slice(0, 200).map(versionOf) };
  }),
  route(api.orgReviewDecide, (req, ctx) => decide(req, ctx)),
];
