import { useState } from 'react';
import { Button, Card, Checkbox, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { applyStatusGroup, privateFunds, t, type QualificationReviewRow } from '@funddesk/core';
import { useCall, useMutationCall } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { applyStatusText, investTypeText } from './labels';
import './privateFund.css';

type Decision = 'approve' | 'reject' | 'return';

/** One application with its reason box and the three decisions (only while under review). */
function ReviewRow({ row, onDecided }: { row: QualificationReviewRow; onDecided: () => void }) {
  const [reason, setReason] = useState('');
  const decide = useMutationCall(privateFunds.qualificationReviewDecide);
  const pending = applyStatusGroup(row.applyStatus) === 'underReview';
  const run = async (decision: Decision) => {
    try {
      const answer = await decide.trigger({ applyId: row.applyId, decision, reason });
      notifier.success(
        t('cli.private.reviewed', { applyId: answer.applyId, decision: applyStatusText(answer.applyStatus) }),
      );
      onDecided();
    } catch {
      // shown by the notifier
    }
  };
  return (
    <tr>
      <th scope="row">
        {row.corpName}
        <span className="fd-note">（{row.groupId}）</span>
      </th>
      <td>{investTypeText(row.investType)}</td>
      <td>{row.appliedBy}</td>
      <td className="fd-num">{row.appliedAt}</td>
      <td className="fd-num">{`${row.expectedFrom} ~ ${row.expectedBy}`}</td>
      <td className="fd-pf-answers">
        {t('private.review.answers', {
          history: t(`private.qualify.history.${row.historyChoice}`),
          finance: t(`private.qualify.finance.${row.financeChoice}`),
        })}
      </td>
      <td>
        <Tag minimal intent={pending ? 'warning' : row.applyStatus === 'confirmed' ? 'success' : 'danger'}>
          {applyStatusText(row.applyStatus)}
        </Tag>
        {row.failureReason ? <span className="fd-note"> {row.failureReason}</span> : null}
      </td>
      <td>
        {pending ? (
          <div className="fd-pf-review-actions">
            <InputGroup
              size="small"
              value={reason}
              aria-label={t('private.review.reason')}
              placeholder={t('private.review.reasonPlaceholder')}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Button
              size="small"
              intent="success"
              text={t('private.review.approve')}
              loading={decide.isMutating}
              onClick={() => void run('approve')}
            />
            <Button
              size="small"
              intent="danger"
              text={t('private.review.reject')}
              disabled={decide.isMutating}
              onClick={() => void run('reject')}
            />
            <Button
              size="small"
              text={t('private.review.return')}
              disabled={decide.isMutating}
              onClick={() => void run('return')}
            />
          </div>
        ) : (
          <span className="fd-note">{t('private.review.done')}</span>
        )}
      </td>
    </tr>
  );
}

/**
 * /account/qualificationReview 投资者认定审核 (issue 13 §2 "a back-office review of the application in the local
 * environment (an administrator's screen …)"): the applications under review of the administrator's
 * organisations, oldest first, each approved, rejected or returned with a reason; 显示已处理 lists the decided ones.
 * The server checks the privilege, the organisation and the state and records who decided when (FD3111, FD3115,
 * FD3116).
 */
export function QualificationReviewPage() {
  const [all, setAll] = useState(false);
  const { data, isLoading, mutate } = useCall(privateFunds.qualificationReviewList, { all });
  return (
    <div className="fd-pf">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('private.review.title')}</h2>
        <Checkbox
          checked={all}
          label={t('private.review.showDone')}
          onChange={(event) => setAll(event.currentTarget.checked)}
        />
        {isLoading ? <Spinner size={20} /> : null}
      </Card>
      <Card>
        <HTMLTable compact striped className="fd-table fd-pf-review" aria-label={t('private.review.table')}>
          <thead>
            <tr>
              <th scope="col">{t('private.review.col.org')}</th>
              <th scope="col">{t('private.qualify.col.type')}</th>
              <th scope="col">{t('private.review.col.applicant')}</th>
              <th scope="col">{t('private.qualify.col.applied')}</th>
              <th scope="col">{t('private.qualify.col.expected')}</th>
              <th scope="col">{t('private.review.col.answers')}</th>
              <th scope="col">{t('private.qualify.col.status')}</th>
              <th scope="col">{t('private.qualify.col.action')}</th>
            </tr>
          </thead>
          <tbody data-testid="review-rows">
            {(data?.applications ?? []).map((row) => (
              <ReviewRow key={row.applyId} row={row} onDecided={() => void mutate()} />
            ))}
          </tbody>
        </HTMLTable>
        {data && data.applications.length === 0 ? (
          <p className="fd-note">{t('private.review.empty')}</p>
        ) : null}
      </Card>
    </div>
  );
}
