import { Card, Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import { isHighestRisk, riskCrs, riskLevelText, t } from '@funddesk/core';
import { CallStatus } from '../../components/CallStatus/CallStatus';
import { useCall } from '../../api/hooks';
import { Facts } from '../../components/Facts/Facts';
import { PageHead } from '../../components/PageHead/PageHead';
import { formatDateTime } from '../trade/orderText';
import '../product/product.css';
import '../trade/screens.css';
import './riskCrs.css';

/**
 * 风险测评结果 (/account/riskResult; spec 03 §2 riskResult, spec 01 §7.9 queryRiskQA, spec 02 §3 risk info:
 * riskType, riskTypeDesc, expireDate; issue 15 §4): the level (高风险 in colour), the investor type, the score
 * and day of the questionnaire, the last valid day and whether it has expired on the server's today, a button
 * to take the questionnaire (again), and the person's past questionnaires — who answered, for which
 * organisation, when.
 * @see spec 02 §5 (risk assessment expired: one year)
 */
export function RiskResultPage() {
  const result = useCall(riskCrs.queryRiskQA, {});
  const data = result.data;
  return (
    <div className="fd-product fd-screens fd-risk-crs">
      <PageHead title={t('riskResult.title')} />
      <Card>
        <CallStatus loading={result.isLoading} error={result.error} />
        {data ? (
          <>
            <Facts
              className="fd-risk-crs__facts"
              label={t('riskResult.title')}
              facts={[
                {
                  label: t('riskResult.level'),
                  value: data.riskType ? riskLevelText(data.riskType) : t('riskResult.none'),
                  className: isHighestRisk(data.riskType) ? 'fd-risk-crs__high' : undefined,
                },
                { label: t('riskResult.type'), value: data.riskTypeDesc },
                { label: t('riskResult.score'), value: data.score ?? t('display.none') },
                { label: t('riskResult.assessedOn'), value: data.assessedOn ?? t('display.none') },
                { label: t('riskResult.expireDate'), value: data.expireDate ?? t('display.none') },
                {
                  label: t('riskResult.status'),
                  value: (
                    <Tag minimal intent={data.expired ? 'danger' : 'success'}>
                      {data.riskType === null
                        ? t('riskResult.none')
                        : t(data.expired ? 'riskResult.expired' : 'riskResult.valid')}
                    </Tag>
                  ),
                },
              ]}
            />
            <Link to="/account/riskQuestions" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
              {t(data.riskType === null ? 'riskResult.take' : 'riskResult.retake')}
            </Link>
          </>
        ) : null}
      </Card>
      {data && data.history.length > 0 ? (
        <Card>
          <h3 className="fd-section-title">{t('riskResult.history')}</h3>
          <HTMLTable compact striped className="fd-table" aria-label={t('riskResult.history')}>
            <thead>
              <tr>
                <th scope="col">{t('riskResult.at')}</th>
                <th scope="col">{t('riskResult.by')}</th>
                <th scope="col">{t('riskResult.org')}</th>
                <th scope="col" className="fd-num">
                  {t('riskResult.score')}
                </th>
                <th scope="col">{t('riskResult.level')}</th>
                <th scope="col">{t('riskResult.expireDate')}</th>
              </tr>
            </thead>
            <tbody>
              {data.history.map((h) => (
                <tr key={h.submittedAt}>
                  <td>{formatDateTime(h.submittedAt)}</td>
                  <td>
                    {h.personName}（{h.loginName}）
                  </td>
                  <td>{h.corpName}</td>
                  <td className="fd-num">{h.score}</td>
                  <td>{riskLevelText(h.riskLevel)}</td>
                  <td>{h.expireDate}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
      ) : null}
    </div>
  );
}
