/**
 * The NAV table of the fund detail (净值表; spec 03 §7 fund/queryFundNetValueTable; issue 14 §2): the fund's
 * daily NAV newest first, paged on the server.
 */

/** Rows per page of the NAV table (spec 03 §9 page size 20). */
export const NAV_TABLE_PAGE_SIZE = 20;

/** One page of a series shown newest first. */
export interface NavTablePage<T> {
  /** The rows of the page, newest first. */
  readonly rows: T[];
  /** The page shown, 1-based, clamped to 1..pageCount (1 when empty). */
  readonly currentPage: number;
  readonly pagesize: number;
  /** ceil(totalRows / pagesize); 0 when empty. */
  readonly pageCount: number;
  readonly totalRows: number;
}

/**
 * Page `page` (1-based) of `points` (oldest first, as the NAV store keeps them) shown newest first: page 1 holds
 * the newest `pagesize` rows. A page beyond the last is the last page (never an empty page of a non-empty list).
 *
 * @param points - the series, oldest first
 * @param page - requested page, >= 1
 * @param pagesize - rows per page, >= 1
 */
export function navTablePage<T>(points: readonly T[], page: number, pagesize: number): NavTablePage<T> {
  const totalRows = points.length;
  const pageCount = Math.ceil(totalRows / pagesize);
  const currentPage = Math.max(1, Math.min(page, pageCount || 1));
  const end = totalRows - (currentPage - 1) * pagesize;
  const start = Math.max(0, end - pagesize);
  const rows = points.slice(start, Math.max(0, end)).reverse();
  return { rows, currentPage, pagesize, pageCount, totalRows };
}
