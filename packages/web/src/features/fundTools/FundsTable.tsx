import type { ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';
import { t } from '@funddesk/core';

/**
 * A table with the funds as columns and one row per item: the side-by-side layout of 基金比较 and 费率比较
 * (issue 14 §5), each fund's name with its code in the column header, numeric rows right-aligned.
 */
export function FundsTable<F extends { fundId: string; fundName: string }>({
  caption,
  captionShown = false,
  funds,
  rows,
}: {
  caption: string;
  /** Show the caption (a table under a heading of the same words keeps it for screen readers only). */
  captionShown?: boolean;
  funds: readonly F[];
  rows: readonly {
    key: string;
    label: ReactNode;
    cell: (fund: NoInfer<F>) => ReactNode;
    numeric?: boolean;
  }[];
}) {
  return (
    <div className="fd-ft-scroll">
      <HTMLTable compact striped className="fd-ft-table">
        <caption className={captionShown ? 'fd-ft-caption' : 'fd-visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fundTools.field.item')}</th>
            {funds.map((fund) => (
              <th key={fund.fundId} scope="col">
                {fund.fundName}
                <span className="fd-note">（{fund.fundId}）</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {funds.map((fund) => (
                <td key={fund.fundId} className={row.numeric ? 'fd-num' : undefined}>
                  {row.cell(fund)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
