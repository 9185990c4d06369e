import { review, reviewCommentRefusal, type ReviewDecision } from '@funddesk/core';
import type { CommandDeps, EnvOption } from '../../context.js';
import { UsageError } from '../../errors.js';
import { parseSerialNo } from '../orders/cancel.js';

/** At most this many orders per call (the contract's limit of dealProcess). */
export const REVIEW_MAX_ORDERS = 100;

/** Options of {@link reviewDecide}. */
export interface ReviewDecideOptions extends EnvOption {
  serialNos: readonly string[];
  decision: ReviewDecision;
  comment?: string | undefined;
}

/** What `review approve|reject` answers: each order's outcome, the pending count, the application day. */
export interface ReviewDecideOutcome {
  decision: ReviewDecision;
  results: review.DealResult[];
  pendingNum: number;
  /** The application day an approval now gives and whether the 15:00 cut-off moved it (spec 02 §1). */
  approvalDay: string;
  afterCutOff: boolean;
}

/**
 * `funddesk review approve|reject <serialNo>...`: checks the serial numbers and, for a rejection, the
 * reason locally (core reviewCommentRefusal, FD4906: exit 2), reads the application day an approval now
 * gives, then decides every order with one dealProcess call (spec 01 §7.14); each order answers its own
 * outcome.
 * @throws UsageError (exit 2) for a bad serial number, more than 100, or a rejection without --comment
 */
export async function reviewDecide(
  options: ReviewDecideOptions,
  deps: CommandDeps,
): Promise<ReviewDecideOutcome> {
  const serialNos = [...new Set(options.serialNos.map(parseSerialNo))];
  if (serialNos.length > REVIEW_MAX_ORDERS) throw new UsageError('cli.review.error.tooMany');
  if (reviewCommentRefusal(options.decision, options.comment))
    throw new UsageError('review.error.commentRequired');
  const connection = await deps.connect(options.env);
  connection.requireSession();
  const queue = await connection.call(review.queryProcessNode, {
    pagination: { currentPage: 1, pagesize: 1 },
  });
  const answer = await connection.call(review.dealProcess, {
    serialNos,
    decision: options.decision,
    ...(options.comment === undefined ? {} : { comment: options.comment }),
  });
  return {
    decision: options.decision,
    results: answer.results,
    pendingNum: answer.pendingNum,
    approvalDay: queue.approvalDay,
    afterCutOff: queue.afterCutOff,
  };
}
