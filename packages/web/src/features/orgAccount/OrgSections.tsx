import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Callout,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Spinner,
} from '@blueprintjs/core';
import {
  checkCreditCode,
  GatewayError,
  ORG_ATTACHMENT_TYPES,
  orgRecord,
  t,
  type CallDef,
  type MessageKey,
  type OrgAttachment,
  type OrgRecord,
  type OrgSection,
} from '@funddesk/core';
import { useCall, useGateway, useMutationCall } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { saveDownloadedFile } from '../../components/GeneratedFile/saveFile';
import { beijingMinute } from './ChangeManagerResultPage';
import './orgAccount.css';

/** The label of a record field (`orgField.*`). */
export const fieldLabel = (field: string): string => t(`orgField.${field}` as MessageKey);
/** The label of a record section (`orgSection.*`). */
export const sectionLabel = (section: string): string => t(`orgSection.${section}` as MessageKey);
/** The label of an attachment type (`orgAttachment.*`). */
export const attachmentLabel = (type: string): string => t(`orgAttachment.${type}` as MessageKey);

/** The fields of the single-object sections, in form order (spec 01 §3). */
const OBJECT_FIELDS = {
  basic: ['orgFullName', 'orgCredNo', 'registerAddress', 'officeAddress'],
  legalPerson: ['legalPersonName', 'legalPersonCredNo', 'legalPersonMobilePhoneNo'],
  transactor: ['name', 'credNo', 'mobilePhoneNo', 'address'],
  bank: ['bkcAccountName', 'bkcAccountNo', 'bankName'],
  product: ['prodCredNo', 'prodName', 'prodShortName', 'custodianName'],
} as const;
/** The fields of one person of the list sections (spec 01 §3 beneficiary and actual controller lists). */
const LIST_FIELDS = {
  beneficiaries: ['name', 'credNo', 'address'],
  actualControllers: ['name', 'credNo'],
} as const;

type Row = Record<string, string>;

/** The jgtQuery and jgtEdit calls of each section (spec 01 §7.11). */
const SECTION_CALLS: Record<OrgSection, { query: CallDef; edit: CallDef }> = {
  basic: { query: orgRecord.jgtQueryBasicInfo, edit: orgRecord.jgtEditBasicInfo },
  legalPerson: { query: orgRecord.jgtQueryLegalPersonInfo, edit: orgRecord.jgtEditLegalPersonInfo },
  transactor: { query: orgRecord.jgtQueryTransactorInfo, edit: orgRecord.jgtEditTransactorInfo },
  bank: { query: orgRecord.jgtQueryBankInfo, edit: orgRecord.jgtEditBankInfo },
  beneficiaries: { query: orgRecord.jgtQueryBeneficiaryInfo, edit: orgRecord.jgtEditBeneficiaryInfo },
  actualControllers: {
    query: orgRecord.jgtQueryActualControllerInfo,
    edit: orgRecord.jgtEditActualControllerInfo,
  },
  product: { query: orgRecord.jgtQueryProdBasicInfo, edit: orgRecord.jgtEditProdBasicInfo },
};

const isList = (section: OrgSection): section is keyof typeof LIST_FIELDS => section in LIST_FIELDS;
const emptyRow = (fields: readonly string[]): Row => Object.fromEntries(fields.map((f) => [f, '']));

/** Props of {@link SectionForm}. */
export interface SectionFormProps {
  section: OrgSection;
  /** The save button's label (保存并继续 in the opening, 保存 in a change). */
  saveLabel: string;
  /** Called with the draft's missing items after a save. */
  onSaved?: (missing: readonly string[]) => void;
  /** Read-only (a submission is under review). */
  disabled?: boolean;
}

/**
 * One section of the institution record as a form (spec 01 §3, §7.11): loads the working draft's value
 * (jgtQuery), and saves it into the draft (jgtEdit; names, mobiles and ID numbers RSA-encrypted by the
 * gateway client, spec 01 §5). The server judges every field with core's rules and answers a catalogue
 * code, which shows above the form; the credit code is also checked as typed with the same rule (GB 32100,
 * core checkCreditCode).
 */
export function SectionForm({ section, saveLabel, onSaved, disabled }: SectionFormProps) {
  const { query, edit } = SECTION_CALLS[section];
  const loaded = useCall(query, {}, { hideResult: true });
  const save = useMutationCall(edit);
  const fields: readonly string[] = isList(section) ? LIST_FIELDS[section] : OBJECT_FIELDS[section];
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!loaded.data || rows !== null) return;
    const value = (loaded.data as { value: unknown }).value;
    if (isList(section)) {
      const list = (value as Row[] | null) ?? [];
      setRows(list.length > 0 ? list : [emptyRow(fields)]);
    } else setRows([{ ...emptyRow(fields), ...((value as Row | null) ?? {}) }]);
  }, [loaded.data, rows, section, fields]);

  if (!rows)
    return loaded.error ? <Callout intent="danger">{loaded.error.message}</Callout> : <Spinner size={20} />;

  const set = (index: number, field: string, value: string) =>
    setRows((current) => (current ?? []).map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (section === 'basic') {
      const verdict = checkCreditCode(rows[0]?.orgCredNo ?? '');
      if (!verdict.ok)
        return setError(new GatewayError(verdict.code, undefined, { detail: verdict.params }).message);
    }
    setError(null);
    try {
      const request = isList(section) ? { list: rows } : rows[0];
      const answer = (await save.trigger(request, { hideResult: true })) as { missing: string[] };
      notifier.success(t('opening.form.saved'));
      onSaved?.(answer.missing);
    } catch (failure) {
      setError(GatewayError.from(failure).message);
    }
  };

  return (
    <form
      className="fd-org-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={sectionLabel(section)}
    >
      {error && (
        <Callout intent="danger" role="alert" className="fd-org-form__error">
          {error}
        </Callout>
      )}
      {rows.map((row, index) => (
        <fieldset key={index} className="fd-org-form__row" disabled={disabled}>
          {isList(section) && (
            <legend>
              {sectionLabel(section)} {index + 1}
            </legend>
          )}
          {fields.map((field) => {
            const id = `fd-org-${section}-${index}-${field}`;
            return (
              <FormGroup key={field} label={fieldLabel(field)} labelFor={id} inline>
                <InputGroup
                  id={id}
                  value={row[field] ?? ''}
                  onValueChange={(value) => set(index, field, value)}
                  maxLength={field.toLowerCase().includes('address') ? 200 : 100}
                />
              </FormGroup>
            );
          })}
          {isList(section) && rows.length > 1 && (
            <Button
              variant="minimal"
              intent="danger"
              icon="trash"
              text={t('opening.form.removePerson')}
              onClick={() => setRows(rows.filter((_, i) => i !== index))}
            />
          )}
        </fieldset>
      ))}
      <div className="fd-org-form__actions">
        {isList(section) && (
          <Button
            icon="add"
            disabled={disabled}
            text={t('opening.form.addPerson')}
            onClick={() => setRows([...rows, emptyRow(fields)])}
          />
        )}
        <Button
          type="submit"
          intent="primary"
          loading={save.isMutating}
          disabled={disabled}
          text={saveLabel}
        />
      </div>
    </form>
  );
}

/**
 * The attachments of the session organisation (spec 01 §7.8): a dense table with each licence's type, file,
 * size and time; 查看 fetches it through imageEcho (its http(s) link) and opens it, 删除 asks first; an upload
 * row picks the type and the file (JPEG, PNG or PDF; the server judges the bytes and the size).
 */
export function AttachmentsTable({ disabled, onChange }: { disabled?: boolean; onChange?: () => void }) {
  const client = useGateway();
  const list = useCall(orgRecord.queryOrgNccpImage, {}, { hideResult: true });
  const remove = useMutationCall(orgRecord.removeOrgNccpImage);
  const [type, setType] = useState<OrgAttachment['imageType']>('businessLicence');
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<OrgAttachment | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      await client.upload(
        orgRecord.uploadOrgNccpImage,
        { imageType: type },
        { name: file.name, bytes, type: file.type },
      );
      notifier.success(t('enterprise.attach.uploaded'));
      await list.mutate();
      onChange?.();
    } catch {
      // The notifier has shown the catalogue's refusal (FD6111, FD6112 …).
    } finally {
      setBusy(false);
    }
  };

  const view = async (attachment: OrgAttachment) => {
    const file = await client.download(orgRecord.imageEcho, {
      url: attachment.url,
      suffix: attachment.suffix,
    });
    saveDownloadedFile({ ...file, fileName: attachment.fileName });
  };

  const removeConfirmed = async () => {
    if (!confirm) return;
    await remove.trigger({ attachmentId: confirm.attachmentId });
    setConfirm(null);
    notifier.success(t('enterprise.attach.removed'));
    await list.mutate();
    onChange?.();
  };

  return (
    <div className="fd-org-attachments">
      <div className="fd-table-wrap">
        <HTMLTable
          compact
          striped
          className="fd-table fd-dense-table"
          aria-label={t('enterprise.attachments')}
        >
          <thead>
            <tr>
              <th>{t('enterprise.attach.type')}</th>
              <th>{t('enterprise.attach.file')}</th>
              <th>{t('enterprise.attach.size')}</th>
              <th>{t('enterprise.attach.time')}</th>
              <th>{t('enterprise.attach.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(list.data?.list ?? []).map((a) => (
              <tr key={a.attachmentId}>
                <td>{attachmentLabel(a.imageType)}</td>
                <td>{a.fileName}</td>
                <td>{(a.size / 1024).toFixed(1)} KB</td>
                <td>{beijingMinute(a.uploadedAt)}</td>
                <td>
                  <Button
                    size="small"
                    variant="minimal"
                    text={t('enterprise.attach.view')}
                    onClick={() => void view(a)}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    intent="danger"
                    disabled={disabled}
                    text={t('enterprise.attach.remove')}
                    onClick={() => setConfirm(a)}
                  />
                </td>
              </tr>
            ))}
            {list.data && list.data.list.length === 0 && (
              <tr>
                <td colSpan={5}>{t('common.empty')}</td>
              </tr>
            )}
          </tbody>
        </HTMLTable>
      </div>
      <div className="fd-org-attachments__upload">
        <HTMLSelect
          aria-label={t('enterprise.attach.type')}
          value={type}
          disabled={disabled}
          onChange={(e) => setType(e.currentTarget.value as OrgAttachment['imageType'])}
          options={ORG_ATTACHMENT_TYPES.map((value) => ({ value, label: attachmentLabel(value) }))}
        />
        <label className={`bp6-button${disabled || busy ? ' bp6-disabled' : ''}`}>
          <span>{busy ? t('enterprise.attach.upload') : t('enterprise.attach.choose')}</span>
          <input
            type="file"
            className="fd-visually-hidden"
            aria-label={t('enterprise.attach.choose')}
            accept="image/jpeg,image/png,application/pdf"
            disabled={disabled || busy}
            onChange={(e) => {
              const input = e.currentTarget;
              void upload(input.files?.[0]).finally(() => {
                input.value = '';
              });
            }}
          />
        </label>
      </div>
      <Alert
        isOpen={confirm !== null}
        intent="danger"
        confirmButtonText={t('enterprise.attach.remove')}
        cancelButtonText={t('opening.cancel.back')}
        onConfirm={() => void removeConfirmed()}
        onCancel={() => setConfirm(null)}
      >
        {t('enterprise.attach.removeConfirm')}
      </Alert>
    </div>
  );
}

/** A record value as text: an object's fields, a list's persons (names), or --. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return t('display.none');
  if (Array.isArray(value)) return value.map((p: Row) => p.name ?? '').join('、') || t('display.none');
  return typeof value === 'string' || typeof value === 'number' ? String(value) : t('display.none');
}

/** One row of a before/after table: `section.field` or a whole list section. */
export interface DiffRow {
  key: string;
  label: string;
  before: string;
  after: string;
}

/**
 * The rows of a change's before/after table (issue 15 §3 "who changed what, the before and after"): one per
 * changed field (`section.field`) or list section, labelled from the catalogue.
 */
export function diffRows(
  changedFields: readonly string[],
  before: Partial<OrgRecord> & { billEmails?: string[] },
  after: Partial<OrgRecord> & { billEmails?: string[] },
): DiffRow[] {
  return changedFields.map((key) => {
    const [section, field] = key.split('.') as [string, string | undefined];
    const pick = (record: Record<string, unknown>) => {
      const value = record[section];
      if (section === 'crs') return crsText(value);
      if (field === undefined)
        return Array.isArray(value) && section === 'billEmails' ? value.join('、') : valueText(value);
      return valueText((value as Row | null | undefined)?.[field]);
    };
    const label =
      section === 'billEmails'
        ? t('enterprise.billEmails')
        : section === 'crs'
          ? t('change.crs')
          : field === undefined
            ? sectionLabel(section)
            : `${sectionLabel(section)} · ${fieldLabel(field)}`;
    return { key, label, before: pick(before), after: pick(after) };
  });
}

/**
 * A CRS declaration a manager institution's change carries (spec 01 §7.12 postManagerOrgCrs), as text: the
 * residency type, the institution category, each jurisdiction with its TIN or the reason for none, and the
 * controlling persons.
 */
function crsText(value: unknown): string {
  const crs = value as {
    residencyType?: string;
    entityType?: string;
    rows?: { country: string; tin?: string; noTinReason?: string }[];
    controllingPersons?: { name: string; birthDate: string }[];
  };
  if (!crs?.residencyType) return t('display.none');
  const rows = (crs.rows ?? []).map(
    (r) =>
      `${t(`crs.country.${r.country}` as MessageKey)} ${r.tin ?? t(`crs.noTin.${r.noTinReason ?? 'B'}` as MessageKey)}`,
  );
  const entity = crs.entityType ? [t(`crs.entity.${crs.entityType}` as MessageKey)] : [];
  // A passive non-financial institution's controlling persons (spec 01 §7.9): name and date of birth.
  const persons = (crs.controllingPersons ?? []).map(
    (p) => `${t('crs.controllingPersons')} ${p.name}（${p.birthDate}）`,
  );
  return [t(`crs.residency.${crs.residencyType}` as MessageKey), ...entity, ...rows, ...persons].join('；');
}

/**
 * The attachments a submission carried when it was submitted (issue 15 §3 "attachments versioned with each
 * change"): type, file name and the start of the SHA-256 of its bytes (the whole hash as the cell's title).
 */
export function CarriedAttachments({
  attachments,
}: {
  attachments: readonly { attachmentId: string; imageType: string; fileName: string; contentHash: string }[];
}) {
  return (
    <HTMLTable
      compact
      striped
      className="fd-table fd-dense-table fd-org-diff"
      aria-label={t('change.carried')}
    >
      <thead>
        <tr>
          <th>{t('enterprise.attach.type')}</th>
          <th>{t('enterprise.attach.file')}</th>
          <th>{t('change.carried.hash')}</th>
        </tr>
      </thead>
      <tbody>
        {attachments.map((a) => (
          <tr key={a.attachmentId}>
            <td>{attachmentLabel(a.imageType)}</td>
            <td>{a.fileName}</td>
            <td title={a.contentHash}>
              <code>{a.contentHash.slice(0, 12)}</code>
            </td>
          </tr>
        ))}
        {attachments.length === 0 && (
          <tr>
            <td colSpan={3}>{t('change.carried.none')}</td>
          </tr>
        )}
      </tbody>
    </HTMLTable>
  );
}

/** A before/after table of a change (issue 15 §3). */
export function DiffTable({ rows, label }: { rows: readonly DiffRow[]; label: string }) {
  return (
    <HTMLTable compact striped className="fd-table fd-dense-table fd-org-diff" aria-label={label}>
      <thead>
        <tr>
          <th>{t('enterprise.version.fields')}</th>
          <th>{t('enterprise.version.before')}</th>
          <th>{t('enterprise.version.after')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>{row.label}</td>
            <td>{row.before}</td>
            <td>{row.after}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** A record's sections as read-only label/value lists (机构信息). */
export function RecordView({ record }: { record: OrgRecord }) {
  return (
    <div className="fd-org-record">
      {(Object.keys(OBJECT_FIELDS) as (keyof typeof OBJECT_FIELDS)[]).map((section) =>
        record[section] ? (
          <section key={section} aria-label={sectionLabel(section)}>
            <h3>{sectionLabel(section)}</h3>
            <dl className="fd-org-record__facts">
              {OBJECT_FIELDS[section].map((field) => (
                <div key={field}>
                  <dt>{fieldLabel(field)}</dt>
                  <dd>{valueText((record[section] as Row)[field])}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null,
      )}
      {(Object.keys(LIST_FIELDS) as (keyof typeof LIST_FIELDS)[]).map((section) =>
        record[section] ? (
          <section key={section} aria-label={sectionLabel(section)}>
            <h3>{sectionLabel(section)}</h3>
            <HTMLTable compact striped className="fd-table fd-dense-table" aria-label={sectionLabel(section)}>
              <thead>
                <tr>
                  {LIST_FIELDS[section].map((field) => (
                    <th key={field}>{fieldLabel(field)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {(record[section] as Row[]).map((person, i) => (
                  <tr key={i}>
                    {LIST_FIELDS[section].map((field) => (
                      <td key={field}>{person[field]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </section>
        ) : null,
      )}
    </div>
  );
}
