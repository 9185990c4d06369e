import { useState } from 'react';
import {
  Button,
  Callout,
  Card,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLTable,
  Spinner,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { orgRecord, t, type MessageKey } from '@funddesk/core';
import { useCall, useMutationCall } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { PageHead } from '../../components/PageHead/PageHead';
import {
  AttachmentsTable,
  CarriedAttachments,
  diffRows,
  DiffTable,
  RecordView,
} from '../orgAccount/OrgSections';
import { DecisionCells, SubmittedCells } from '../orgAccount/versionCells';
import '../orgAccount/orgAccount.css';

/** Bill addresses as typed in the batch box: split at commas, semicolons, blanks and line breaks. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;，；]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * 机构信息 (/account/enterpriseInformation, menu account_info; spec 03 §2, spec 01 §7.7
 * queryEnterpriseBasicInfo): the record on file with the account status (spec 01 §4.1), the licences and
 * attachments (upload, view, remove; spec 01 §7.8), the bill e-mails (修改邮箱 one address, 批量设置 a list;
 * the server refuses 请输入正确格式的邮箱 / 邮箱不能重复, spec 01 §5), and the version trail: each change with
 * who, when, its state, the reviewer, the reason and the before and after. 变更机构信息 and 变更经办人 lead to
 * the change pages (spec 01 §4.9); while a change is under review the page says so.
 */
export function EnterpriseInformationPage() {
  const navigate = useNavigate();
  const info = useCall(orgRecord.queryEnterpriseBasicInfo, {}, { hideResult: true });
  const batch = useMutationCall(orgRecord.jgtBillEmailEditBatch);
  const single = useMutationCall(orgRecord.jgtBillEmailEdit);
  const [emails, setEmails] = useState<{ mode: 'single' | 'batch'; text: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  if (!info.data)
    return info.error ? <Callout intent="danger">{info.error.message}</Callout> : <Spinner size={24} />;
  const data = info.data;

  const saveEmails = async () => {
    if (!emails) return;
    if (emails.mode === 'single') await single.trigger({ billEmail: emails.text.trim() });
    else await batch.trigger({ billEmails: splitEmails(emails.text) });
    setEmails(null);
    notifier.success(t('enterprise.billEmails.saved'));
    await info.mutate();
  };

  return (
    <div className="fd-org-enterprise">
      <PageHead title={t('enterprise.title')}>
        <span>
          {data.corpName} <Tag minimal>{t(`orgStatus.${data.status}` as MessageKey)}</Tag>
        </span>
        <span className="fd-org-enterprise__actions">
          <Button
            intent="primary"
            text={t('enterprise.change')}
            disabled={data.changingFlag || data.status !== 2}
            onClick={() => void navigate('/account/changeOrgInfo')}
          />
          <Button
            text={t('enterprise.changeTransactor')}
            disabled={data.changingFlag || data.status !== 2}
            onClick={() => void navigate('/account/changeOfManager')}
          />
        </span>
      </PageHead>
      {data.changingFlag && <Callout intent="warning">{t('enterprise.changing')}</Callout>}
      <Card className="fd-org-enterprise__card">
        {data.record.basic ? <RecordView record={data.record} /> : <p>{t('enterprise.empty')}</p>}
      </Card>
      <Card className="fd-org-enterprise__card">
        <h3>{t('enterprise.attachments')}</h3>
        <AttachmentsTable disabled={data.changingFlag} />
      </Card>
      <Card className="fd-org-enterprise__card">
        <h3>{t('enterprise.billEmails')}</h3>
        <p className="fd-org-enterprise__emails">{data.billEmails.join('、') || t('display.none')}</p>
        <Button
          size="small"
          text={t('enterprise.billEmails.edit')}
          onClick={() => setEmails({ mode: 'single', text: data.billEmails[0] ?? '' })}
        />{' '}
        <Button
          size="small"
          text={t('enterprise.billEmails.batch')}
          onClick={() => setEmails({ mode: 'batch', text: data.billEmails.join('\n') })}
        />
      </Card>
      <Card className="fd-org-enterprise__card">
        <h3>{t('enterprise.versions')}</h3>
        <div className="fd-table-wrap">
          <HTMLTable
            compact
            striped
            className="fd-table fd-dense-table"
            aria-label={t('enterprise.versions')}
          >
            <thead>
              <tr>
                <th>{t('enterprise.version.kind')}</th>
                <th>{t('enterprise.version.by')}</th>
                <th>{t('enterprise.version.at')}</th>
                <th>{t('enterprise.version.state')}</th>
                <th>{t('enterprise.version.decidedBy')}</th>
                <th>{t('enterprise.version.comment')}</th>
                <th>{t('enterprise.version.fields')}</th>
              </tr>
            </thead>
            <tbody>
              {data.versions.map((v) => (
                <tr key={v.submissionId}>
                  <td>{t(`orgKind.${v.kind}` as MessageKey)}</td>
                  <SubmittedCells version={v} />
                  <DecisionCells version={v} />
                  <td>
                    {v.changedFields.length > 0 || (v.attachments?.length ?? 0) > 0 ? (
                      <Button
                        size="small"
                        variant="minimal"
                        text={t('review.org.detail')}
                        onClick={() => setOpen(open === v.submissionId ? null : v.submissionId)}
                      />
                    ) : (
                      t('display.none')
                    )}
                    {open === v.submissionId && (
                      <>
                        <DiffTable
                          label={t('enterprise.versions')}
                          rows={diffRows(v.changedFields, v.before, v.after)}
                        />
                        {v.state !== 'draft' && v.kind !== 'billEmails' && (
                          <CarriedAttachments attachments={v.attachments ?? []} />
                        )}
                      </>
                    )}
                  </td>
                </tr>
              ))}
              {data.versions.length === 0 && (
                <tr>
                  <td colSpan={7}>{t('common.empty')}</td>
                </tr>
              )}
            </tbody>
          </HTMLTable>
        </div>
      </Card>
      <Dialog
        isOpen={emails !== null}
        title={emails?.mode === 'batch' ? t('enterprise.billEmails.batch') : t('enterprise.billEmails.edit')}
        onClose={() => setEmails(null)}
      >
        <DialogBody>
          <FormGroup
            label={t('enterprise.billEmails')}
            labelFor="fd-bill-emails"
            helperText={emails?.mode === 'batch' ? t('enterprise.billEmails.hint') : undefined}
          >
            <TextArea
              id="fd-bill-emails"
              fill
              rows={emails?.mode === 'batch' ? 5 : 1}
              value={emails?.text ?? ''}
              onChange={(e) => setEmails((m) => (m ? { ...m, text: e.currentTarget.value } : m))}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <Button
              intent="primary"
              loading={batch.isMutating || single.isMutating}
              text={t('change.save')}
              onClick={() => void saveEmails().catch(() => undefined)}
            />
          }
        />
      </Dialog>
    </div>
  );
}
