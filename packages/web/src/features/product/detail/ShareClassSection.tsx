import { Link } from 'react-router';
import { Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { formatNumber, product, t, templateRoute } from '@funddesk/core';
import { useCall } from '../../../api/hooks';
import { ChangeText } from '../common/ChangeText';
import { SimulatedLegend, SimulatedMark } from '../common/SimulatedMark';

/** Props of {@link ShareClassSection}. */
export interface ShareClassSectionProps {
  fundId: string;
}

/**
 * 份额类别: the other classes of the same fund (same short name but the trailing class letter, core
 * shareClassSiblings) with code, latest NAV and 1-year return, each linking to its detail. A column whose figures
 * include the model's days after the data ends is marked 模拟.
 * @see spec 03 §7 (ab-shares); issue 14 §2 (A/B share classes)
 */
export function ShareClassSection({ fundId }: ShareClassSectionProps) {
  const { data, error, isLoading } = useCall(product.abShares, { fundId }, { hideResult: true });
  const anySimulated = data?.classes.some((c) => c.simulated) ?? false;
  return (
    <Card compact className="fd-section" aria-labelledby="fd-classes-title" data-testid="share-classes">
      <div className="fd-section-head">
        <h4 id="fd-classes-title">{t('fundDetail.classes.title')}</h4>
      </div>
      {error && !data ? (
        <p className="fd-note">{error.message}</p>
      ) : isLoading || !data ? (
        <Spinner size={20} />
      ) : data.classes.length === 0 ? (
        <p className="fd-note">{t('fundDetail.classes.none')}</p>
      ) : (
        <>
          <HTMLTable compact striped className="fd-table" aria-label={t('fundDetail.classes.table')}>
            <thead>
              <tr>
                <th>{t('fundDetail.classes.class')}</th>
                <th>{t('fundDetail.classes.code')}</th>
                <th>{t('fundDetail.classes.name')}</th>
                <th className="fd-num">
                  {t('fundDetail.classes.nav')}
                  {anySimulated && <SimulatedMark />}
                </th>
                <th className="fd-num">
                  {t('fundDetail.classes.rate1y')}
                  {anySimulated && <SimulatedMark />}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.classes.map((c) => (
                <tr key={c.fundId}>
                  <td>{t('fundDetail.classes.classLetter', { letter: c.letter })}</td>
                  <td className="fd-num-left">
                    <Link to={`${templateRoute[c.template]}/${c.fundId}`}>{c.fundId}</Link>
                  </td>
                  <td>
                    <Link to={`${templateRoute[c.template]}/${c.fundId}`}>{c.fundName}</Link>
                  </td>
                  <td className="fd-num">
                    {c.nav === null ? t('display.none') : formatNumber(c.nav, 4, { thousands: false })}
                  </td>
                  <td className="fd-num">
                    <ChangeText value={c.rate1y} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {anySimulated && <SimulatedLegend />}
        </>
      )}
    </Card>
  );
}
