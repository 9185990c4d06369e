import { useState } from 'react';
import { Button, Callout, FormGroup, Spinner, TextArea } from '@blueprintjs/core';
import { billEmailsRefusal, GatewayError, orgRecord, riskCrs, t } from '@funddesk/core';
import { useCall, useMutationCall, useRevalidateCalls } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { CrsDeclarationForm, type CrsRequest } from '../account/CrsDeclarationForm';
import { splitEmails } from '../account/EnterpriseInformationPage';
import './orgAccount.css';

/**
 * 对账单邮箱 of a manager institution's information change (spec 01 §7.12 postManagerOrgModifyEmail, §5 email
 * list): the addresses of the change draft (else those on file), one a line or separated by commas; core
 * billEmailsRefusal checks them before sending (请输入正确格式的邮箱, 邮箱不能重复; the server checks again) and
 * 保存 puts them into the change draft, submitted with 提交审核 and applied on approval.
 * @param disabled - a change is under review (the server refuses with FD6108 anyway)
 */
export function ManagerBillEmailsForm({ disabled }: { disabled: boolean }) {
  const onFile = useCall(orgRecord.jgtBillEmailQuery, {}, { hideResult: true });
  const draft = useCall(orgRecord.queryOrgRecord, {}, { hideResult: true });
  const save = useMutationCall(orgRecord.postManagerOrgModifyEmail);
  const revalidate = useRevalidateCalls([orgRecord.queryOrgRecord]);
  const [text, setText] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!onFile.data || !draft.data) return <Spinner size={20} />;
  const shown = text ?? (draft.data.changeExtras?.billEmails ?? onFile.data.billEmails).join('\n');

  const submit = async () => {
    const billEmails = splitEmails(shown);
    const refused = billEmailsRefusal(billEmails);
    if (refused) {
      setRefusal(new GatewayError(refused.code, undefined, { detail: refused.params }).message);
      return;
    }
    setRefusal(null);
    await save.trigger({ billEmails });
    await revalidate();
    notifier.success(t('change.saved'));
  };

  return (
    <div className="fd-org-manager-extra">
      <Callout intent="primary" compact>
        {t('change.manager.hint')}
      </Callout>
      <FormGroup
        label={t('enterprise.billEmails')}
        labelFor="fd-manager-bill-emails"
        helperText={t('enterprise.billEmails.hint')}
      >
        <TextArea
          id="fd-manager-bill-emails"
          fill
          rows={4}
          value={shown}
          disabled={disabled}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </FormGroup>
      {refusal ? (
        <Callout intent="danger" role="alert">
          {refusal}
        </Callout>
      ) : null}
      <Button
        intent="primary"
        text={t('change.save')}
        loading={save.isMutating}
        disabled={disabled}
        onClick={() => void submit().catch(() => undefined)}
      />
    </div>
  );
}

/**
 * 税收居民身份声明 of a manager institution's information change (spec 01 §7.12 postManagerOrgCrs, §7.9): the
 * declaration of the change draft (else the one on file) in the CRS form of 税收居民身份声明, controlling
 * persons included for a passive non-financial institution; 保存 puts it into the change draft, which becomes
 * the organisation's next CRS version on approval.
 * @param disabled - a change is under review (the server refuses with FD6108 anyway)
 */
export function ManagerCrsForm({ disabled }: { disabled: boolean }) {
  const onFile = useCall(riskCrs.queryPersonalOrgCrs, {}, { hideResult: true });
  const draft = useCall(orgRecord.queryOrgRecord, {}, { hideResult: true });
  const save = useMutationCall(orgRecord.postManagerOrgCrs);
  const revalidate = useRevalidateCalls([orgRecord.queryOrgRecord]);
  if (!onFile.data || !draft.data) return <Spinner size={20} />;
  const initial = draft.data.changeExtras?.crs ?? onFile.data.declaration;

  const submit = async (request: CrsRequest) => {
    await save.trigger(request);
    await revalidate();
    notifier.success(t('change.saved'));
  };

  return (
    <div className="fd-org-manager-extra fd-risk-crs">
      <Callout intent="primary" compact>
        {t('change.manager.hint')}
      </Callout>
      <CrsDeclarationForm
        initial={initial}
        submitLabel={t('change.save')}
        submitting={save.isMutating}
        disabled={disabled}
        onSubmit={submit}
      />
    </div>
  );
}
