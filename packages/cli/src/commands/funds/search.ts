import { FUND_SEARCH_MAX_LENGTH, product, type FundSearchItem } from '@funddesk/core';
import type { CommandDeps, EnvOption } from '../../context.js';
import { UsageError } from '../../errors.js';

/** Results per page: the spec's page size (spec 03 §7 fundSearch size 20). */
export const SEARCH_PAGE_SIZE = 20;
/** The highest page the contract accepts (0-based 10,000, so 1-based 10,001; we stop at 10,000). */
const MAX_PAGE = 10_000;

/** Options of {@link fundsSearch}. */
export interface FundsSearchOptions extends EnvOption {
  keyword: string;
  /** 1-based page number as typed (`--page 2`); 1 when absent. */
  page?: string;
}

/** One page of search results. */
export interface FundsSearchResult {
  items: FundSearchItem[];
  total: number;
  /** 1-based. */
  page: number;
  pages: number;
  size: number;
}

/**
 * Validates a search keyword: trimmed, not empty, at most 25 characters (spec 03 §5), counted in
 * characters (a CJK character is one).
 * @throws UsageError (exit 2)
 */
export function parseKeyword(text: string): string {
  const keyword = text.trim();
  if (keyword === '') throw new UsageError('cli.error.emptyKeyword');
  if ([...keyword].length > FUND_SEARCH_MAX_LENGTH) {
    throw new UsageError('error.keywordTooLong', { max: FUND_SEARCH_MAX_LENGTH });
  }
  return keyword;
}

/** Parses `--page`: an integer 1..10000. @throws UsageError (exit 2) */
export function parsePage(text: string | undefined): number {
  if (text === undefined) return 1;
  if (!/^\d{1,5}$/.test(text.trim())) throw new UsageError('cli.error.badPage', { page: text });
  const page = Number(text.trim());
  if (page < 1 || page > MAX_PAGE) throw new UsageError('cli.error.badPage', { page: text });
  return page;
}

/**
 * `funddesk funds search <keyword>`: the header's fund search (fundSearch, spec 02 §7, 03 §7) by code
 * prefix, name or pinyin abbreviation; pages are 1-based here and 0-based on the wire.
 */
export async function fundsSearch(
  options: FundsSearchOptions,
  deps: CommandDeps,
): Promise<FundsSearchResult> {
  const keyword = parseKeyword(options.keyword);
  const page = parsePage(options.page);
  const connection = await deps.connect(options.env);
  connection.requireSession();
  const answer = await connection.call(product.fundSearch, {
    keyword,
    page: page - 1,
    size: SEARCH_PAGE_SIZE,
  });
  return {
    items: answer.content,
    total: answer.totalElements,
    page: answer.page + 1,
    pages: Math.max(1, Math.ceil(answer.totalElements / answer.size)),
    size: answer.size,
  };
}
