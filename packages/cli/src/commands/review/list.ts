import { review } from '@funddesk/core';
import type { CommandDeps, EnvOption } from '../../context.js';

/** Rows asked for per page (the contract's largest page). */
const PAGE_SIZE = 100;
/** At most this many pages (10,000 orders pending review). */
const MAX_PAGES = 100;

/** Options of {@link reviewList}. */
export interface ReviewListOptions extends EnvOption {
  /** Only the orders the caller may decide now. */
  mine: boolean;
}

/** What `review list` answers: the orders pending review and the application day an approval now gives. */
export interface ReviewListResult {
  list: review.ProcessNode[];
  /** `YYYY-MM-DD`. */
  approvalDay: string;
  /** True after 15:00 on a trading day or on a non-trading day (the next trading day, spec 02 §1). */
  afterCutOff: boolean;
}

/**
 * `funddesk review list`: every page of the session organisation's review queue (queryProcessNode/list,
 * spec 01 §7.14), oldest first.
 * @throws GatewayError FD1003 without the review privilege (exit 3)
 */
export async function reviewList(options: ReviewListOptions, deps: CommandDeps): Promise<ReviewListResult> {
  const connection = await deps.connect(options.env);
  connection.requireSession();
  const list: review.ProcessNode[] = [];
  let approvalDay = '';
  let afterCutOff = false;
  for (let currentPage = 1, pageCount = 1; currentPage <= Math.min(pageCount, MAX_PAGES); currentPage += 1) {
    const page = await connection.call(review.queryProcessNode, {
      mine: options.mine,
      pagination: { currentPage, pagesize: PAGE_SIZE },
    });
    if (currentPage === 1) ({ approvalDay, afterCutOff } = page);
    pageCount = page.pagination.pageCount;
    list.push(...page.list);
    if (page.list.length === 0) break;
  }
  return { list, approvalDay, afterCutOff };
}
