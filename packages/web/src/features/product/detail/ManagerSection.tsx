import { Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { product, t } from '@funddesk/core';
import { useCall } from '../../../api/hooks';
import { ChangeText } from '../common/ChangeText';

/** Props of {@link ManagerSection}. */
export interface ManagerSectionProps {
  fundId: string;
}

/**
 * 基金经理: the current managers from the fund's profile and the unit NAV change over the real data's period,
 * labelled by that period ({from}以来), never as 任职回报: the data has no manager start dates nor past managers,
 * which the note says. 暂无数据 for funds without a profile.
 * @see spec 03 §7 (fund/manager); issue 14 §2 (managers, tenure returns)
 */
export function ManagerSection({ fundId }: ManagerSectionProps) {
  const { data, error, isLoading } = useCall(product.fundManager, { fundId }, { hideResult: true });
  return (
    <Card compact className="fd-section" aria-labelledby="fd-manager-title" data-testid="manager-section">
      <div className="fd-section-head">
        <h4 id="fd-manager-title">{t('fundDetail.manager.title')}</h4>
      </div>
      {error && !data ? (
        <p className="fd-note">{error.message}</p>
      ) : isLoading || !data ? (
        <Spinner size={20} />
      ) : !data.hasProfile || data.managers.length === 0 ? (
        <p className="fd-note">{t('fundDetail.manager.empty')}</p>
      ) : (
        <>
          <HTMLTable compact striped className="fd-table" aria-labelledby="fd-manager-title">
            <thead>
              <tr>
                <th>{t('fundDetail.manager.name')}</th>
                <th>{t('fundDetail.manager.period')}</th>
                <th className="fd-num">
                  {data.returnFrom
                    ? t('fundDetail.manager.dataReturn', { from: data.returnFrom })
                    : t('fundDetail.manager.dataReturn', { from: '--' })}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.managers.map((name) => (
                <tr key={name}>
                  <td>{name}</td>
                  <td className="fd-num-left">
                    {data.returnFrom && data.returnTo
                      ? t('fundDetail.manager.periodValue', { from: data.returnFrom, to: data.returnTo })
                      : t('display.none')}
                  </td>
                  <td className="fd-num">
                    <ChangeText value={data.dataPeriodReturn} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <p className="fd-note" data-testid="manager-note">
            {t('fundDetail.manager.noTenure', { from: data.returnFrom ?? '--' })}
          </p>
        </>
      )}
    </Card>
  );
}
