import { Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { benchmarkIndices, product, t, type MessageKey } from '@funddesk/core';
import { useCall } from '../../../api/hooks';
import { ChangeText } from '../common/ChangeText';
import { SimulatedTag } from '../common/SimulatedTag';

/** Props of {@link PeriodReturns}. */
export interface PeriodReturnsProps {
  fundId: string;
  /**
   * The label of the `since` column: what the data covers (core sinceLabelOf, e.g. 2021年以来);
   * 成立以来 by default (issue 17 §3).
   */
  sinceLabel?: string;
}

/**
 * 阶段涨幅: the fund's period returns (近1周 … 成立以来, the last labelled by what the data covers) against
 * CSI 300, from pc/ins/periodrate;
 * returns with 2 decimals, red up and green down, `--` when missing.
 * @see spec 03 §7 (pc/ins/periodrate), §5 (rates show 2 decimals, otherwise '--'), §3 (CSI 300 399300)
 */
export function PeriodReturns({ fundId, sinceLabel }: PeriodReturnsProps) {
  const { data, isLoading } = useCall(product.periodRate, { fundId });
  const list = data?.list ?? [];
  const anySimulated = list.some((row) => row.source === 'simulated');
  return (
    <Card compact className="fd-section fd-span2" aria-labelledby="fd-periods-title">
      <div className="fd-section-head">
        <h4 id="fd-periods-title">{t('product.periods.title')}</h4>
        {anySimulated && <SimulatedTag />}
        {data?.asOf && (
          <span className="fd-section-tools fd-note">{t('product.periods.asOf', { date: data.asOf })}</span>
        )}
      </div>
      {isLoading ? (
        <Spinner size={20} />
      ) : list.length === 0 ? (
        <p className="fd-note">{t('common.empty')}</p>
      ) : (
        <HTMLTable compact bordered className="fd-table" data-testid="period-returns">
          <thead>
            <tr>
              <th>{t('product.periods.period')}</th>
              {list.map((row) => (
                <th key={row.period} className="fd-num">
                  {row.period === 'since' && sinceLabel
                    ? sinceLabel
                    : t(`product.period.${row.period}` as MessageKey)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('product.periods.fund')}</th>
              {list.map((row) => (
                <td key={row.period} className="fd-num">
                  <ChangeText value={row.rate} />
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{benchmarkIndices['399300']}</th>
              {list.map((row) => (
                <td key={row.period} className="fd-num">
                  <ChangeText value={row.indexRate} />
                </td>
              ))}
            </tr>
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
