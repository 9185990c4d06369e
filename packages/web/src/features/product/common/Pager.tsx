import { Button, ButtonGroup } from '@blueprintjs/core';
import { t } from '@funddesk/core';
import { pageWindow } from '@funddesk/core';

/** Props of {@link Pager}. */
export interface PagerProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages. */
  pageCount: number;
  /** Called with the 1-based page the user chose. */
  onChange: (page: number) => void;
  /** Disables every button (while a page loads). */
  disabled?: boolean;
}

/**
 * A compact pager: previous, at most 7 page numbers around the current page, next.
 * @see spec 03 §5 (pagination shows at most 7 page numbers)
 */
export function Pager({ page, pageCount, onChange, disabled = false }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <ButtonGroup variant="outlined" size="small" className="fd-pager">
      <Button
        icon="chevron-left"
        aria-label={t('product.pager.prev')}
        title={t('product.pager.prev')}
        disabled={disabled || page <= 1}
        onClick={() => onChange(page - 1)}
      />
      {pageWindow(page, pageCount).map((n) => (
        <Button
          key={n}
          text={n}
          active={n === page}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('product.pager.page', { page: n })}
          disabled={disabled}
          onClick={() => n !== page && onChange(n)}
        />
      ))}
      <Button
        icon="chevron-right"
        aria-label={t('product.pager.next')}
        title={t('product.pager.next')}
        disabled={disabled || page >= pageCount}
        onClick={() => onChange(page + 1)}
      />
    </ButtonGroup>
  );
}

/** Props of {@link ListFooter}. */
export interface ListFooterProps {
  /** The list answer's pagination; `undefined` before the first answer (no total shown). */
  pagination: { totalRows: number; pageCount: number } | undefined;
  /** Current page, 1-based. */
  page: number;
  /** Called with the 1-based page the user chose. */
  onChange: (page: number) => void;
  /** Disables the pager (while a page loads). */
  disabled?: boolean;
}

/**
 * The footer of a paged list: 共 N 条 and the {@link Pager}.
 * @see spec 03 §5 (pagination)
 */
export function ListFooter({ pagination, page, onChange, disabled = false }: ListFooterProps) {
  return (
    <div className="fd-footer">
      {pagination ? (
        <span className="fd-total">{t('screens.list.total', { total: pagination.totalRows })}</span>
      ) : null}
      <Pager page={page} pageCount={pagination?.pageCount ?? 0} onChange={onChange} disabled={disabled} />
    </div>
  );
}
