import { Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { formatNumber, product, t } from '@funddesk/core';
import { useCall } from '../../../api/hooks';
import { SimulatedLegend, SimulatedMark } from '../common/SimulatedMark';

/** Props of {@link BonusSection}. */
export interface BonusSectionProps {
  fundId: string;
}

/**
 * 分红与拆分: the fund's dividends newest first from the simulated dividend model over its real NAV (every
 * column marked 模拟 with the legend), and 暂无拆分记录 (the model and the data have no splits).
 * @see spec 03 §7 (remote/fundBonus, fundDistribution); issue 14 §2 (dividends and splits)
 */
export function BonusSection({ fundId }: BonusSectionProps) {
  const { data, error, isLoading } = useCall(product.fundBonus, { fundId }, { hideResult: true });
  return (
    <Card compact className="fd-section" aria-labelledby="fd-bonus-title" data-testid="bonus-section">
      <div className="fd-section-head">
        <h4 id="fd-bonus-title">{t('fundDetail.bonus.title')}</h4>
      </div>
      {error && !data ? (
        <p className="fd-note">{error.message}</p>
      ) : isLoading || !data ? (
        <Spinner size={20} />
      ) : (
        <>
          <h5 id="fd-bonus-dividends">{t('fundDetail.bonus.dividends')}</h5>
          {data.records.length === 0 ? (
            <p className="fd-note">{t('fundDetail.bonus.none')}</p>
          ) : (
            <>
              <HTMLTable compact striped className="fd-table" aria-labelledby="fd-bonus-dividends">
                <thead>
                  <tr>
                    <th>
                      {t('fundDetail.bonus.recordDate')}
                      <SimulatedMark />
                    </th>
                    <th>
                      {t('fundDetail.bonus.payDate')}
                      <SimulatedMark />
                    </th>
                    <th className="fd-num">
                      {t('fundDetail.bonus.per10Shares')}
                      <SimulatedMark />
                    </th>
                    <th className="fd-num">{t('fundDetail.bonus.navOnRecordDate')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.records.map((r) => (
                    <tr key={r.recordDate}>
                      <td className="fd-num-left">{r.recordDate}</td>
                      <td className="fd-num-left">{r.payDate}</td>
                      <td className="fd-num">{formatNumber(r.per10Shares, 3, { thousands: false })}</td>
                      <td className="fd-num">{formatNumber(r.navOnRecordDate, 4, { thousands: false })}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
              <SimulatedLegend />
            </>
          )}
          <h5>{t('fundDetail.bonus.splits')}</h5>
          <p className="fd-note" data-testid="no-splits">
            {t('fundDetail.bonus.noSplits')}
          </p>
        </>
      )}
    </Card>
  );
}
