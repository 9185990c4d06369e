import { useMemo, useState } from 'react';
import { Dec } from '@funddesk/core';
import type { SortDirection } from '../../components/SortHeader/SortHeader';

/** A sortable column: its key, and whether its values are decimal text (compared exactly) or text. */
export interface SortColumn<R> {
  readonly key: string;
  readonly numeric: boolean;
  readonly value: (row: R) => string | null;
}

/**
 * Rows sorted by one column chosen by the user (clicking the same column flips the direction; a new column
 * starts descending for numbers, ascending for text). Decimal text is compared with core's Dec, never as
 * floats; missing values sort last either way.
 */
export function useSortedRows<R>(rows: readonly R[], columns: readonly SortColumn<R>[], initial: string) {
  const [sort, setSort] = useState<{ key: string; direction: SortDirection }>({
    key: initial,
    direction: columns.find((c) => c.key === initial)?.numeric === false ? 'ascending' : 'descending',
  });
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort.key);
    if (!column) return [...rows];
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const va = column.value(a);
      const vb = column.value(b);
      if (va === null || vb === null) return va === vb ? 0 : va === null ? 1 : -1;
      return sign * (column.numeric ? new Dec(va).comparedTo(vb) : va.localeCompare(vb, 'zh-CN'));
    });
  }, [rows, columns, sort]);
  const sortBy = (key: string) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : {
            key,
            direction: columns.find((c) => c.key === key)?.numeric === false ? 'ascending' : 'descending',
          },
    );
  return { sorted, sort, sortBy };
}
