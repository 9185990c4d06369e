import { Button, Callout, Card, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { applyStatusGroup, privateFunds, t, type CallResponse, type InvestType } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { applyStatusText, investTypeText } from './labels';
import './privateFund.css';

type Qualification = CallResponse<typeof privateFunds.queryInvestQualification>;

/** The status text of one investor type: recognised / expired (confirm list) or the latest application's. */
function statusOf(
  q: Qualification,
  investType: InvestType,
): { text: string; intent: 'success' | 'warning' | 'danger' | 'none' } {
  const confirmed = q.investTypeConfirmInfoList.find((c) => c.investType === investType);
  const apply = q.investApplyInfoList.find((a) => a.investType === investType);
  if (apply && applyStatusGroup(apply.applyStatus) === 'underReview')
    return { text: t('private.status.underReview'), intent: 'warning' };
  if (confirmed) {
    return confirmed.confirmStatus === '1'
      ? { text: t('private.status.recognised'), intent: 'success' }
      : { text: t('private.status.expired'), intent: 'danger' };
  }
  if (apply && applyStatusGroup(apply.applyStatus) === 'failed')
    return { text: t('private.status.failed'), intent: 'danger' };
  return { text: t('private.status.none'), intent: 'none' };
}

/**
 * /private-account/chooseType 投资者认定 (spec 02 §2 /private-account chooseType, §3 invest qualification, §4 states;
 * issue 13 §2): the organisation's state per investor type (recognised until …, expired, under review with the
 * days it is expected by, review failed with the reason) and the way to (re)apply, which goes to the
 * questionnaire. A person who may not assess is told 请联系管理员进行投资者认定 (spec 02 §5).
 */
export function ChooseTypePage() {
  const navigate = useNavigate();
  const { data, isLoading } = useCall(privateFunds.queryInvestQualification, {});
  return (
    <div className="fd-pf">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('private.qualify.title')}</h2>
        <span className="fd-note">{t('private.qualify.reaccreditation')}</span>
      </Card>
      {isLoading ? <Spinner size={24} /> : null}
      {data ? (
        <>
          {!data.mayReassess ? (
            <Callout intent="warning" data-testid="contact-admin">
              {t('private.error.contactAdmin')}
            </Callout>
          ) : null}
          <Card>
            <h3>{t('private.qualify.current')}</h3>
            <HTMLTable
              compact
              striped
              className="fd-table fd-pf-qualify-table"
              aria-label={t('private.qualify.table')}
            >
              <thead>
                <tr>
                  <th scope="col">{t('private.qualify.col.type')}</th>
                  <th scope="col">{t('private.qualify.col.status')}</th>
                  <th scope="col">{t('private.qualify.col.expire')}</th>
                  <th scope="col">{t('private.qualify.col.applied')}</th>
                  <th scope="col">{t('private.qualify.col.expected')}</th>
                  <th scope="col">{t('private.qualify.col.reason')}</th>
                  <th scope="col">{t('private.qualify.col.action')}</th>
                </tr>
              </thead>
              <tbody>
                {privateFunds.investTypeSchema.options.map((investType) => {
                  const status = statusOf(data, investType);
                  const confirmed = data.investTypeConfirmInfoList.find((c) => c.investType === investType);
                  const apply = data.investApplyInfoList.find((a) => a.investType === investType);
                  const pending =
                    apply !== undefined && applyStatusGroup(apply.applyStatus) === 'underReview';
                  return (
                    <tr key={investType}>
                      <th scope="row">{investTypeText(investType)}</th>
                      <td>
                        <Tag minimal intent={status.intent}>
                          {status.text}
                        </Tag>
                        {/* The application's own state, unless the tag already says it (已认定 showed twice). */}
                        {apply && applyStatusText(apply.applyStatus) !== status.text ? (
                          <span className="fd-note"> {applyStatusText(apply.applyStatus)}</span>
                        ) : null}
                      </td>
                      <td>{confirmed?.expireDate ?? t('display.none')}</td>
                      <td>{apply?.appliedAt ?? t('display.none')}</td>
                      <td>{pending ? `${apply.expectedFrom} ~ ${apply.expectedBy}` : t('display.none')}</td>
                      <td>{apply?.failureReason || t('display.none')}</td>
                      <td>
                        <Button
                          size="small"
                          intent="primary"
                          disabled={!data.mayReassess || pending}
                          text={
                            confirmed || apply ? t('private.qualify.reapply') : t('private.qualify.apply')
                          }
                          onClick={() => void navigate(`/private-account/questionnaire?type=${investType}`)}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
          </Card>
          <div className="fd-pf-types">
            {privateFunds.investTypeSchema.options.map((investType) => (
              <Card key={investType}>
                <h3>{investTypeText(investType)}</h3>
                <p className="fd-note">{t(`private.qualify.typeDesc.${investType}`)}</p>
              </Card>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
