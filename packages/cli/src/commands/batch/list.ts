import { batch } from '@funddesk/core';
import type { EnvOption } from '../../context.js';
import { parsePage } from '../funds/search.js';
import type { BatchDeps } from './deps.js';
import { BATCH_LIST_PAGE_SIZE, parseTradeType, type BatchTradeType } from './options.js';
import type { BatchStatus } from './types.js';

/** Options of {@link batchList}. */
export interface BatchListOptions extends EnvOption {
  /** Only batches of this trade type (`purchase` or `redemption`); all when absent. */
  type?: string;
  /** Page, counting from 1. */
  page?: string;
}

/** One page of batch history (the `--json` output is `list`). */
export interface BatchListResult {
  list: BatchStatus[];
  page: number;
  pageCount: number;
  totalRows: number;
}

/**
 * `funddesk batch list`: the batch history of the organisation, newest first, pages of
 * {@link BATCH_LIST_PAGE_SIZE} (batchList, `pc/excel/query/batch/trade`; cart batches included).
 * @throws UsageError for a bad `--type` or `--page`
 */
export async function batchList(options: BatchListOptions, deps: BatchDeps): Promise<BatchListResult> {
  const tradeType: BatchTradeType | undefined =
    options.type === undefined ? undefined : parseTradeType(options.type);
  const page = parsePage(options.page);
  const connection = await deps.connect(options.env);
  connection.requireSession();
  const answer = await connection.call(batch.batchList, {
    ...(tradeType === undefined ? {} : { tradeType }),
    pagination: { currentPage: page, pagesize: BATCH_LIST_PAGE_SIZE },
  });
  return {
    list: answer.list,
    page,
    pageCount: answer.pagination.pageCount,
    totalRows: answer.pagination.totalRows,
  };
}
