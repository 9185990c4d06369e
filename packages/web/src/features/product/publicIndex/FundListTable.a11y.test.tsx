import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listRow } from '../testing/fixtures';
import { stubTableLayout } from '../testing/tableLayout';
import { FundListTable, type FundListSortField, type SortOrder } from './FundListTable';

function show(sortField: FundListSortField, sortOrder: SortOrder, onSort = vi.fn()) {
  render(
    <FundListTable
      rows={[listRow()]}
      loading={false}
      sortField={sortField}
      sortOrder={sortOrder}
      onSort={onSort}
      onOpen={() => undefined}
      isFavourite={() => false}
      isFavouritePending={() => false}
      onToggleFavourite={() => undefined}
      clientType="1"
    />,
  );
  return onSort;
}

describe('the fund list headers sort by mouse and say their order (issue 17 §2, §4; spec 03 §7)', () => {
  let unstub: () => void;
  beforeAll(() => {
    unstub = stubTableLayout();
  });
  afterAll(() => unstub());
  afterEach(cleanup);

  it('a click on a sortable header button sorts by its field; the active one reads 降序 or 升序 in its name', () => {
    const onSort = show('rate1y', 'desc');
    const active = document.querySelector<HTMLButtonElement>('[data-sort-field="rate1y"]')!;
    expect(active.textContent).toContain('降序');
    expect(active.getAttribute('data-sort')).toBe('desc');
    // aria-sort is not allowed on a button (axe aria-allowed-attr): no header control carries it.
    expect(document.querySelectorAll('button[aria-sort]')).toHaveLength(0);
    const other = document.querySelector<HTMLButtonElement>(
      '[data-sort-field]:not([data-sort-field="rate1y"])',
    )!;
    expect(other.textContent).not.toMatch(/升序|降序/);
    fireEvent.click(other);
    expect(onSort).toHaveBeenCalledWith(other.getAttribute('data-sort-field'));
    cleanup();
    show('rate1y', 'asc');
    // (Blueprint draws the header row once per table quadrant.)
    const ascending = screen.getAllByRole('button', { name: /升序/ });
    expect(ascending.map((b) => b.getAttribute('data-sort-field'))).toEqual(ascending.map(() => 'rate1y'));
  });
});
