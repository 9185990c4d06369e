import { Button, type IconName } from '@blueprintjs/core';

/** The sort direction of a table column, as aria-sort names it. */
export type SortDirection = 'ascending' | 'descending';

/** The aria-sort direction of a column: `order` when the table is sorted by it (`sorted`), else null. */
export function sortDirectionOf(sorted: boolean, order: 'asc' | 'desc'): SortDirection | null {
  if (!sorted) return null;
  return order === 'asc' ? 'ascending' : 'descending';
}

/** Props of {@link SortHeader}. */
export interface SortHeaderProps {
  label: string;
  /** This column's direction when the table is sorted by it, else null. */
  direction: SortDirection | null;
  /** Right-aligned (`fd-num`) for numbers. */
  numeric?: boolean;
  /** The icon of a column the table is not sorted by (none by default; the cockpit shows a double caret). */
  unsortedIcon?: IconName;
  onSort: () => void;
}

/**
 * A column header that sorts its table, on the client or the server (数据驾驶舱, 自选基金, 基金行情): a minimal
 * button inside a `th` carrying aria-sort, chevron up/down on the sorted column.
 */
export function SortHeader({ label, direction, numeric = false, unsortedIcon, onSort }: SortHeaderProps) {
  return (
    <th scope="col" aria-sort={direction ?? 'none'} className={numeric ? 'fd-num' : undefined}>
      <Button
        variant="minimal"
        size="small"
        text={label}
        endIcon={
          direction === null ? unsortedIcon : direction === 'ascending' ? 'chevron-up' : 'chevron-down'
        }
        onClick={onSort}
      />
    </th>
  );
}
