import type { ReactNode } from 'react';
import { NonIdealState, Spinner, type IconName } from '@blueprintjs/core';
import { Pager } from '../product/common/Pager';

/** Props of {@link PagedList}. */
export interface PagedListProps {
  /** A page is being fetched: a spinner, and the pager disabled. */
  loading: boolean;
  /** Rows on this page: 0 shows the empty state (once loaded), more shows `children`. */
  rows: number;
  /** The empty state's icon and title (the page's catalogue text). */
  emptyIcon: IconName;
  emptyTitle: string;
  /** Current page, 1-based; the answer's page count (0 before the first answer); the page chosen. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The table of the page. */
  children: ReactNode;
}

/**
 * The frame of a paged list of the fund tools and the product extras (基金分红, 持仓风险监控, 平台公告, 基金规模排行):
 * a spinner while a page loads, the empty state when a loaded page has no rows, the table otherwise, then the
 * pager (spec 03 §5: at most 7 page numbers).
 */
export function PagedList({
  loading,
  rows,
  emptyIcon,
  emptyTitle,
  page,
  pageCount,
  onPage,
  children,
}: PagedListProps) {
  return (
    <>
      {loading ? <Spinner size={20} /> : null}
      {!loading && rows === 0 ? <NonIdealState icon={emptyIcon} title={emptyTitle} /> : null}
      {rows > 0 ? children : null}
      <Pager page={page} pageCount={pageCount} onChange={onPage} disabled={loading} />
    </>
  );
}
