import { Button } from '@blueprintjs/core';
import type { SortDirection } from './useSortedRows';

/** Props of {@link SortHeader}. */
export interface SortHeaderProps {
  label: string;
  /** This column's direction when the table is sorted by it, else null. */
  direction: SortDirection | null;
  numeric?: boolean;
  onSort: () => void;
}

/** A column header that sorts its table: a minimal button inside a `th` carrying aria-sort. */
export function SortHeader({ label, direction, numeric = false, onSort }: SortHeaderProps) {
  return (
    <th scope="col" aria-sort={direction ?? 'none'} className={numeric ? 'fd-num' : undefined}>
      <Button
        variant="minimal"
        size="small"
        text={label}
        endIcon={
          direction === null
            ? 'double-caret-vertical'
            : direction === 'ascending'
              ? 'chevron-up'
              : 'chevron-down'
        }
        onClick={onSort}
      />
    </th>
  );
}
