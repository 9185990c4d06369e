import { Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { formatNumber, product, t } from '@funddesk/core';
import { useCall } from '../../../api/hooks';
import { ChangeText } from '../common/ChangeText';
import { SimulatedMark } from '../common/SimulatedMark';

/** Props of {@link EstimateSection}. */
export interface EstimateSectionProps {
  fundId: string;
}

/**
 * 盘中估值: the modelled intraday estimate of today's NAV and change with the time it was made, marked 模拟 with a
 * note that it is not a live quote; the reason when there is none (money funds, no NAV data, a non-trading day,
 * before 09:30).
 * @see spec 03 §7 (remote/fundRealTimeNetValue); issue 14 §2 (real-time estimate where modelled)
 */
export function EstimateSection({ fundId }: EstimateSectionProps) {
  const { data, error, isLoading } = useCall(product.fundRealTimeNetValue, { fundId }, { hideResult: true });
  return (
    <Card compact className="fd-section" aria-labelledby="fd-estimate-title" data-testid="estimate-section">
      <div className="fd-section-head">
        <h4 id="fd-estimate-title">
          {t('fundDetail.estimate.title')}
          <SimulatedMark />
        </h4>
        {data?.time && (
          <span className="fd-section-tools fd-note fd-num">
            {t('fundDetail.estimate.asOf', { date: data.date, time: data.time })}
          </span>
        )}
      </div>
      {error && !data ? (
        <p className="fd-note">{error.message}</p>
      ) : isLoading || !data ? (
        <Spinner size={20} />
      ) : data.reason !== null ? (
        <p className="fd-note">{t(`fundDetail.estimate.reason.${data.reason}`)}</p>
      ) : (
        <>
          <HTMLTable compact className="fd-kv">
            <tbody>
              <tr>
                <th scope="row">{t('fundDetail.estimate.nav')}</th>
                <td className="fd-num" data-testid="estimate-nav">
                  {formatNumber(data.estimateNav, 4, { thousands: false })}
                </td>
              </tr>
              <tr>
                <th scope="row">{t('fundDetail.estimate.change')}</th>
                <td>
                  <ChangeText value={data.estimateChange} />
                </td>
              </tr>
            </tbody>
          </HTMLTable>
          <p className="fd-note">
            {t('fundDetail.estimate.base', { date: data.baseDate ?? '--', nav: data.baseNav ?? '--' })}
          </p>
          <p className="fd-note">{t('fundDetail.estimate.note')}</p>
        </>
      )}
    </Card>
  );
}
