import type { ReactNode } from 'react';

/** One column heading of a {@link HeadRow}: its text (and any mark after it), right-aligned when numeric. */
export interface ColumnHead {
  key: string;
  label: ReactNode;
  /** Right-aligned (`fd-num`) for numbers. */
  numeric?: boolean;
}

/**
 * The header row of a dense table (驾驶舱 rankings, 公募资产分析 持仓明细 and 逐日明细): one `th scope="col"` per
 * column, `fd-num` on the numeric ones so that they line up with their figures.
 */
export function HeadRow({ columns }: { columns: readonly ColumnHead[] }) {
  return (
    <tr>
      {columns.map((c) => (
        <th key={c.key} scope="col" className={c.numeric ? 'fd-num' : undefined}>
          {c.label}
        </th>
      ))}
    </tr>
  );
}
