import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
} from '@blueprintjs/core';
import { ASSIGNABLE_ROLES, CRED_TYPES, permission, t, type MessageKey, type PersonRow } from '@funddesk/core';
import { useCall, useMutationCall } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import '../product/product.css';
import '../trade/screens.css';

/** The fields of the add/edit dialog (spec 03 §7 person/adds, person/edits). */
interface Draft {
  personId?: string;
  loginName: string;
  name: string;
  mobilePhone: string;
  credType: string;
  credNumber: string;
  email: string;
  roleCodes: string[];
  loginPwd: string;
  confirmPassword: string;
}

const emptyDraft: Draft = {
  loginName: '',
  name: '',
  mobilePhone: '',
  credType: '0',
  credNumber: '',
  email: '',
  roleCodes: ['op'],
  loginPwd: '',
  confirmPassword: '',
};

/** The catalogue name of a role code (`role.*`). */
export const roleName = (code: string): string => t(`role.${code}` as MessageKey);

/**
 * 账户管理 (/permissionMgt/userManage, menu code account_mgt; spec 03 §2, §7; issue 11 §3): the persons of the
 * session's organisation in a dense table, add and edit dialogs (name, mobile, certificate and email travel
 * RSA-encrypted: the contract's encryptedFields), disable/enable and remove with a confirmation. The server
 * enforces every rule (duplicate mobile, forged role, last administrator); its refusal is shown by the
 * notifier from the catalogue.
 */
export function UserManagePage() {
  const persons = useCall(permission.personList, {});
  const add = useMutationCall(permission.personAdds);
  const edit = useMutationCall(permission.personEdits);
  const cancel = useMutationCall(permission.personCancel);
  const remove = useMutationCall(permission.personDel);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [confirm, setConfirm] = useState<{ person: PersonRow; kind: 'disable' | 'remove' } | null>(null);

  const set = (next: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...next } : d));
  const fields = (d: Draft) => ({
    name: d.name,
    mobilePhone: d.mobilePhone,
    credType: d.credType,
    credNumber: d.credNumber,
    ...(d.email ? { email: d.email } : {}),
    roleCodes: d.roleCodes,
  });

  const save = async () => {
    if (!draft) return;
    if (draft.personId) await edit.trigger({ personId: draft.personId, ...fields(draft) });
    else
      await add.trigger({
        loginName: draft.loginName,
        ...fields(draft),
        loginPwd: draft.loginPwd,
        confirmPassword: draft.confirmPassword,
      });
    setDraft(null);
    notifier.toast(t('perm.user.saved'), 'success');
    await persons.mutate();
  };

  const decide = async () => {
    if (!confirm) return;
    if (confirm.kind === 'disable')
      await cancel.trigger({ personId: confirm.person.personId, disabled: true });
    else await remove.trigger({ personId: confirm.person.personId });
    setConfirm(null);
    await persons.mutate();
  };

  const enable = async (person: PersonRow) => {
    await cancel.trigger({ personId: person.personId, disabled: false });
    await persons.mutate();
  };

  const text = (label: MessageKey, key: keyof Draft, type = 'text') =>
    draft ? (
      <FormGroup label={t(label)} labelFor={`perm-${key}`} inline>
        <InputGroup
          id={`perm-${key}`}
          type={type}
          value={String(draft[key] ?? '')}
          onChange={(e) => set({ [key]: e.currentTarget.value })}
        />
      </FormGroup>
    ) : null;

  return (
    <div className="fd-product fd-screens">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('perm.user.title')}</h2>
        <Button intent="primary" icon="add" text={t('perm.user.add')} onClick={() => setDraft(emptyDraft)} />
      </Card>
      <Card className="fd-card-table">
        <div className="fd-table-wrap">
          <HTMLTable compact striped aria-label={t('perm.user.title')} className="fd-table">
            <thead>
              <tr>
                <th>{t('perm.user.col.loginName')}</th>
                <th>{t('perm.user.col.name')}</th>
                <th>{t('perm.user.col.mobile')}</th>
                <th>{t('perm.user.col.credType')}</th>
                <th>{t('perm.user.col.credNumber')}</th>
                <th>{t('perm.user.col.email')}</th>
                <th>{t('perm.user.col.roles')}</th>
                <th>{t('perm.user.col.status')}</th>
                <th>{t('perm.user.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {(persons.data?.list ?? []).map((p) => (
                <tr key={p.personId}>
                  <td>{p.loginName}</td>
                  <td>{p.name}</td>
                  <td className="fd-num">{p.mobilePhone}</td>
                  <td>{t(`credType.${p.credType}` as MessageKey)}</td>
                  <td className="fd-num">{p.credNumber}</td>
                  <td>{p.email}</td>
                  <td>{p.roleCodes.map(roleName).join('、')}</td>
                  <td>{t(`person.status.${p.status}`)}</td>
                  <td>
                    <Button
                      small
                      minimal
                      text={t('perm.user.edit')}
                      onClick={() =>
                        setDraft({ ...emptyDraft, ...p, email: p.email, loginPwd: '', confirmPassword: '' })
                      }
                    />
                    {/* Nobody disables or removes themself (the server refuses it too). */}
                    {p.self ? null : p.status === 'active' ? (
                      <Button
                        small
                        minimal
                        text={t('perm.user.disable')}
                        onClick={() => setConfirm({ person: p, kind: 'disable' })}
                      />
                    ) : (
                      <Button small minimal text={t('perm.user.enable')} onClick={() => void enable(p)} />
                    )}
                    {p.self ? null : (
                      <Button
                        small
                        minimal
                        intent="danger"
                        text={t('perm.user.remove')}
                        onClick={() => setConfirm({ person: p, kind: 'remove' })}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      </Card>
      <Dialog
        isOpen={draft !== null}
        title={draft?.personId ? t('perm.user.edit') : t('perm.user.add')}
        onClose={() => setDraft(null)}
      >
        <DialogBody>
          {draft && !draft.personId ? text('perm.user.col.loginName', 'loginName') : null}
          {text('perm.user.col.name', 'name')}
          {text('perm.user.col.mobile', 'mobilePhone')}
          {draft ? (
            <FormGroup label={t('perm.user.col.credType')} labelFor="perm-credType" inline>
              <HTMLSelect
                id="perm-credType"
                value={draft.credType}
                onChange={(e) => set({ credType: e.currentTarget.value })}
                options={CRED_TYPES.map((c) => ({ value: c, label: t(`credType.${c}`) }))}
              />
            </FormGroup>
          ) : null}
          {text('perm.user.col.credNumber', 'credNumber')}
          {text('perm.user.col.email', 'email')}
          {draft ? (
            <FormGroup label={t('perm.user.col.roles')}>
              {ASSIGNABLE_ROLES.map((code) => (
                <Checkbox
                  key={code}
                  inline
                  label={roleName(code)}
                  checked={draft.roleCodes.includes(code)}
                  onChange={() =>
                    set({
                      roleCodes: draft.roleCodes.includes(code)
                        ? draft.roleCodes.filter((r) => r !== code)
                        : [...draft.roleCodes, code],
                    })
                  }
                />
              ))}
            </FormGroup>
          ) : null}
          {draft && !draft.personId ? (
            <>
              {text('perm.user.field.loginPwd', 'loginPwd', 'password')}
              {text('perm.user.field.confirmPassword', 'confirmPassword', 'password')}
              <p className="fd-note">{t('perm.user.initialPwdHint')}</p>
            </>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('perm.common.cancel')} onClick={() => setDraft(null)} />
              <Button
                intent="primary"
                text={t('perm.common.save')}
                loading={add.isMutating || edit.isMutating}
                onClick={() => void save().catch(() => undefined)}
              />
            </>
          }
        />
      </Dialog>
      <Alert
        isOpen={confirm !== null}
        intent="danger"
        cancelButtonText={t('perm.common.cancel')}
        confirmButtonText={t('perm.common.confirm')}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void decide().catch(() => setConfirm(null))}
      >
        {confirm
          ? t(confirm.kind === 'disable' ? 'perm.user.confirmDisable' : 'perm.user.confirmRemove', {
              name: confirm.person.name,
            })
          : null}
      </Alert>
    </div>
  );
}
