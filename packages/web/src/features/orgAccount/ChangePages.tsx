import { useState } from 'react';
import { Button, Callout, Card, FormGroup, InputGroup, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { firstLogin, orgRecord, t, type MessageKey, type OrgSection } from '@funddesk/core';
import { useCall, useMutationCall } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import {
  AttachmentsTable,
  CarriedAttachments,
  diffRows,
  DiffTable,
  SectionForm,
  sectionLabel,
} from './OrgSections';
import { ManagerBillEmailsForm, ManagerCrsForm } from './ManagerChangeForms';
import './orgAccount.css';

/** The sections an information change edits (the transactor changes through §7.13). */
function changeSections(clientType: string): OrgSection[] {
  const sections: OrgSection[] = ['basic', 'legalPerson', 'bank', 'beneficiaries', 'actualControllers'];
  if (Number(clientType) > 2) sections.push('product');
  return sections;
}

/**
 * 机构信息变更 (/account/changeOrgInfo; spec 01 §4.9, §7.11, §7.12; the trust channel's editing of basic,
 * bank, beneficiary, actual controller, legal person and product info): one tab per section, each 保存 into
 * the change draft (jgtEdit*), the attachments, and 提交审核 (jgtSubmit). While a submission is under review
 * (checkOrgInfoChangeTransit) everything is read-only and the page says so; the server refuses anyway
 * (FD6108). A manager institution (corpInfo managerOrgFlag) also has 对账单邮箱 and 税收居民身份声明 tabs
 * (spec 01 §7.12 postManagerOrgModifyEmail, postManagerOrgCrs) whose values travel with the change.
 */
export function ChangeOrgInfoPage() {
  const navigate = useNavigate();
  const info = useCall(firstLogin.corpInfo, {}, { hideResult: true });
  const transit = useCall(orgRecord.checkOrgInfoChangeTransit, {}, { hideResult: true });
  const submit = useMutationCall(orgRecord.jgtSubmit);
  const [tab, setTab] = useState<string>('basic');
  if (!info.data || !transit.data) return <Spinner size={24} />;
  const locked = transit.data.inTransit;

  const submitChange = async () => {
    await submit.trigger({});
    notifier.success(t('change.submitted'));
    void navigate('/account/infoChangeResult');
  };

  return (
    <div className="fd-org-change">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('change.info.title')}</h2>
        <Button
          intent="primary"
          text={t('change.submit')}
          loading={submit.isMutating}
          disabled={locked}
          onClick={() => void submitChange().catch(() => undefined)}
        />
      </Card>
      {locked && <Callout intent="warning">{t('orgRecord.error.inReview')}</Callout>}
      <Card>
        <Tabs
          id="fd-org-change-tabs"
          selectedTabId={tab}
          onChange={(id) => setTab(String(id))}
          renderActiveTabPanelOnly
        >
          {changeSections(info.data.clientType).map((section) => (
            <Tab
              key={section}
              id={section}
              title={sectionLabel(section)}
              panel={<SectionForm section={section} saveLabel={t('change.save')} disabled={locked} />}
            />
          ))}
          {info.data.managerOrgFlag
            ? [
                <Tab
                  key="billEmails"
                  id="billEmails"
                  title={t('enterprise.billEmails')}
                  panel={<ManagerBillEmailsForm disabled={locked} />}
                />,
                <Tab
                  key="crs"
                  id="crs"
                  title={t('change.crs')}
                  panel={<ManagerCrsForm disabled={locked} />}
                />,
              ]
            : null}
          <Tab
            id="attachments"
            title={t('opening.form.attachments')}
            panel={<AttachmentsTable disabled={locked} />}
          />
        </Tabs>
      </Card>
    </div>
  );
}

/**
 * 机构信息变更结果 (/account/infoChangeResult; spec 01 §4.9 query status, §7.12 queryStatus and
 * queryOrgRecord): the latest change's state (审核中, 审核通过, 审核驳回, 已退回 with the reason) and its
 * before/after table; 重新修改 when it was sent back.
 */
export function InfoChangeResultPage() {
  const navigate = useNavigate();
  const status = useCall(orgRecord.infoChangeQueryStatus, {}, { hideResult: true });
  const record = useCall(orgRecord.queryOrgRecord, {}, { hideResult: true });
  if (!status.data || !record.data) return <Spinner size={24} />;
  const submission = status.data.submission;
  const change = record.data.changeOrgRecord;
  return (
    <div className="fd-org-change">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('change.result.title')}</h2>
        {submission && (
          <Tag intent={submission.state === 'approved' ? 'success' : 'warning'}>
            {t(`orgState.${submission.state}` as MessageKey)}
          </Tag>
        )}
      </Card>
      <Card>
        {!submission ? (
          <p>{t('change.result.none')}</p>
        ) : (
          <>
            {submission.reason && (
              <Callout intent="warning">{t('opening.result.reason', { reason: submission.reason })}</Callout>
            )}
            {change && record.data.changedFields.length > 0 && (
              <DiffTable
                label={t('change.result.title')}
                rows={diffRows(record.data.changedFields, record.data.realOrgRecord, {
                  ...change,
                  // A manager institution's bill e-mails and CRS carried by the change (spec 01 §7.12).
                  ...record.data.changeExtras,
                })}
              />
            )}
            {submission.submittedAt && <CarriedAttachments attachments={submission.attachments ?? []} />}
            {submission.state === 'sentBack' && (
              <Button
                intent="primary"
                text={t('change.result.edit')}
                onClick={() => void navigate('/account/changeOrgInfo')}
              />
            )}
          </>
        )}
      </Card>
    </div>
  );
}

/**
 * 经办人变更 (/account/changeOfManager and administratorChange, the same page, spec 03 §2; spec 01 §7.13): the
 * new transactor's name, ID number, mobile (RSA-encrypted) and address saved as the change draft
 * (transactor/change/save), then 提交审核 (transactor/change/submit): the old transactor and the
 * administrators then wait on the change-manager-result page until the back office decides (spec 01 §2.3).
 */
export function ChangeOfManagerPage() {
  const navigate = useNavigate();
  const status = useCall(orgRecord.transactorChangeQueryStatus, {}, { hideResult: true });
  const save = useMutationCall(orgRecord.transactorChangeSave);
  const submit = useMutationCall(orgRecord.transactorChangeSubmit);
  const [form, setForm] = useState({ name: '', credNo: '', mobilePhoneNo: '', address: '' });
  const [saved, setSaved] = useState(false);
  if (!status.data) return <Spinner size={24} />;
  const old = status.data.oldTransactorDto;

  const saveChange = async () => {
    await save.trigger(form);
    setSaved(true);
    notifier.success(t('change.saved'));
  };
  const submitChange = async () => {
    await submit.trigger({});
    notifier.success(t('change.submitted'));
    void navigate('/orgaccount/changeManagerResult');
  };

  return (
    <div className="fd-org-change">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('change.transactor.title')}</h2>
      </Card>
      <Card>
        {old && (
          <p className="fd-first-login__hint">
            {t('change.old')}：{old.name}
          </p>
        )}
        <form
          className="fd-org-form"
          aria-label={t('change.transactor.title')}
          onSubmit={(e) => e.preventDefault()}
        >
          {(['name', 'credNo', 'mobilePhoneNo', 'address'] as const).map((field) => (
            <FormGroup
              key={field}
              label={t(`orgField.${field}` as MessageKey)}
              labelFor={`fd-transactor-${field}`}
              inline
            >
              <InputGroup
                id={`fd-transactor-${field}`}
                value={form[field]}
                maxLength={field === 'address' ? 200 : 60}
                onValueChange={(value) => {
                  setForm((f) => ({ ...f, [field]: value }));
                  setSaved(false);
                }}
              />
            </FormGroup>
          ))}
          <div className="fd-org-form__actions">
            <Button
              text={t('change.save')}
              loading={save.isMutating}
              onClick={() => void saveChange().catch(() => undefined)}
            />
            <Button
              intent="primary"
              text={t('change.submit')}
              disabled={!saved}
              loading={submit.isMutating}
              onClick={() => void submitChange().catch(() => undefined)}
            />
          </div>
        </form>
      </Card>
    </div>
  );
}
