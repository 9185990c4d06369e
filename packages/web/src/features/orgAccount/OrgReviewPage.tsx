import { useState } from 'react';
import {
  Button,
  Card,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLTable,
  Spinner,
  TextArea,
} from '@blueprintjs/core';
import { orgRecord, t, type MessageKey, type OrgDecision, type OrgVersion } from '@funddesk/core';
import { useCall, useMutationCall } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { PageHead } from '../../components/PageHead/PageHead';
import { diffRows, DiffTable } from './OrgSections';
import { SubmittedCells } from './versionCells';
import './orgAccount.css';

/**
 * 开户及变更审核 (/backOffice/orgReview, menu org_record_review; FundDesk's back office, issue 15 §2): the
 * submissions under review of every organisation, oldest first, each with who submitted it, when, what it
 * changes (before and after); 通过, 驳回 and 退回修改 — the last two with the reason the organisation will read
 * (the server refuses without one, FD6117, and refuses a second decision, FD6114).
 */
export function OrgReviewPage() {
  const list = useCall(orgRecord.orgReviewList, { state: 'submitted' }, { hideResult: true });
  const decide = useMutationCall(orgRecord.orgReviewDecide);
  const [open, setOpen] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<{ version: OrgVersion; decision: OrgDecision } | null>(null);
  const [reason, setReason] = useState('');

  const confirm = async () => {
    if (!deciding) return;
    await decide.trigger({
      submissionId: deciding.version.submissionId,
      decision: deciding.decision,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    });
    setDeciding(null);
    setReason('');
    notifier.success(t('review.org.decided'));
    await list.mutate();
  };

  if (!list.data) return <Spinner size={24} />;
  return (
    <div className="fd-org-review">
      <PageHead title={t('review.org.title')} />
      <Card className="fd-card-table">
        <div className="fd-table-wrap">
          <HTMLTable compact striped className="fd-table fd-dense-table" aria-label={t('review.org.title')}>
            <thead>
              <tr>
                <th>{t('review.org.col.org')}</th>
                <th>{t('review.org.col.kind')}</th>
                <th>{t('review.org.col.by')}</th>
                <th>{t('review.org.col.at')}</th>
                <th>{t('review.org.col.fields')}</th>
                <th>{t('review.org.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((v) => (
                <tr key={v.submissionId}>
                  <td>
                    {v.corpName}
                    <div className="fd-first-login__hint">{v.groupId}</div>
                  </td>
                  <td>{t(`orgKind.${v.kind}` as MessageKey)}</td>
                  <SubmittedCells version={v} />
                  <td>
                    <Button
                      size="small"
                      variant="minimal"
                      text={`${t('review.org.detail')}（${v.changedFields.length}）`}
                      onClick={() => setOpen(open === v.submissionId ? null : v.submissionId)}
                    />
                    {open === v.submissionId && (
                      <DiffTable label={v.corpName} rows={diffRows(v.changedFields, v.before, v.after)} />
                    )}
                  </td>
                  <td className="fd-col-actions">
                    {(['approve', 'reject', 'sendBack'] as const).map((decision) => (
                      <Button
                        key={decision}
                        size="small"
                        intent={
                          decision === 'approve' ? 'success' : decision === 'reject' ? 'danger' : 'warning'
                        }
                        variant="minimal"
                        text={t(`orgDecision.${decision}` as MessageKey)}
                        aria-label={`${t(`orgDecision.${decision}` as MessageKey)} ${v.corpName}`}
                        onClick={() => setDeciding({ version: v, decision })}
                      />
                    ))}
                  </td>
                </tr>
              ))}
              {list.data.list.length === 0 && (
                <tr>
                  <td colSpan={6}>{t('review.org.empty')}</td>
                </tr>
              )}
            </tbody>
          </HTMLTable>
        </div>
      </Card>
      <Dialog
        isOpen={deciding !== null}
        title={
          deciding
            ? `${t(`orgDecision.${deciding.decision}` as MessageKey)} · ${deciding.version.corpName}`
            : ''
        }
        onClose={() => setDeciding(null)}
      >
        <DialogBody>
          <FormGroup label={t('review.org.reason')} labelFor="fd-org-review-reason">
            <TextArea
              id="fd-org-review-reason"
              fill
              rows={3}
              maxLength={200}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <Button
              intent="primary"
              loading={decide.isMutating}
              text={deciding ? t(`orgDecision.${deciding.decision}` as MessageKey) : ''}
              onClick={() => void confirm().catch(() => undefined)}
            />
          }
        />
      </Dialog>
    </div>
  );
}
