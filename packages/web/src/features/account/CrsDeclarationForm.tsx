import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  Callout,
  Card,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import {
  CRS_COUNTRY_CODES,
  CRS_ENTITY_TYPES,
  CRS_MAX_CONTROLLING_PERSONS,
  CRS_MAX_JURISDICTIONS,
  CRS_RESIDENCY_TYPES,
  entityNeedsControllingPersons,
  GatewayError,
  jurisdictionIssuesTin,
  shanghaiDate,
  t,
  validateControllingPersonBirthDate,
  validateCrsDeclaration,
  type CrsDeclarationRecord,
  type riskCrs,
  type CallRequest,
} from '@funddesk/core';
import { serverClock } from '../../app/serverClock';
import './riskCrs.css';

/** Today in Asia/Shanghai by the gateway's clock, `YYYY-MM-DD` (DESIGN §5). */
const todayByServer = (): string => shanghaiDate(serverClock.now());

/** The catalogue message of a core CRS refusal (filled from its params). */
const refusalMessage = (code: string, params: Record<string, string | number>): string =>
  new GatewayError(code, undefined, { detail: params }).message;

/** One row of the form as typed: the jurisdiction, TIN, reason ('' none, A, B) and explanation. */
export interface CrsFormRow {
  country: string;
  tin: string;
  noTinReason: '' | 'A' | 'B';
  explanation: string;
}

/** One controlling person as typed (core ControllingPerson): name, birth date, residency type, rows. */
export interface CrsFormPerson {
  name: string;
  birthDate: string;
  residencyType: string;
  rows: CrsFormRow[];
}

/** What the form opens with: a declaration on file, or one saved into a change draft. */
export interface CrsFormInitial {
  residencyType: string;
  entityType: string;
  rows: CrsDeclarationRecord['rows'];
  controllingPersons?: CrsDeclarationRecord['controllingPersons'];
}

/** The request of postOrgCRS and postManagerOrgCrs (spec 01 §7.9, §7.12). */
export type CrsRequest = CallRequest<typeof riskCrs.postOrgCRS>;

const emptyRow = (): CrsFormRow => ({
  country: CRS_COUNTRY_CODES[0]!,
  tin: '',
  noTinReason: '',
  explanation: '',
});

const emptyPerson = (): CrsFormPerson => ({
  name: '',
  birthDate: '',
  residencyType: '1',
  rows: [emptyRow()],
});

/** The rows of a request: only the fields a row uses, none for residency type 1. */
function rowsOf(residencyType: string, rows: readonly CrsFormRow[]): CrsRequest['rows'] {
  return residencyType === '1'
    ? []
    : rows.map((row) => ({
        country: row.country,
        ...(row.tin.trim() ? { tin: row.tin.trim() } : {}),
        ...(row.noTinReason ? { noTinReason: row.noTinReason } : {}),
        ...(row.noTinReason === 'B' ? { explanation: row.explanation } : {}),
      }));
}

/**
 * The request of postOrgCRS from the form: only the fields a row uses, rows only for types 2 and 3, and the
 * controlling persons only for category 2 (消极非金融机构; core entityNeedsControllingPersons).
 */
export function crsRequestOf(
  residencyType: string,
  entityType: string,
  rows: readonly CrsFormRow[],
  persons: readonly CrsFormPerson[] = [],
): CrsRequest {
  return {
    residencyType,
    entityType,
    rows: rowsOf(residencyType, rows),
    ...(entityNeedsControllingPersons(entityType)
      ? {
          controllingPersons: persons.map((person) => ({
            name: person.name.trim(),
            birthDate: person.birthDate,
            residencyType: person.residencyType,
            rows: rowsOf(person.residencyType, person.rows),
          })),
        }
      : {}),
  };
}

const formRowOf = (row: CrsDeclarationRecord['rows'][number]): CrsFormRow => ({
  country: row.country,
  tin: row.tin ?? '',
  noTinReason: row.noTinReason ?? '',
  explanation: row.explanation ?? '',
});

const formPersonOf = (
  person: NonNullable<CrsDeclarationRecord['controllingPersons']>[number],
): CrsFormPerson => ({
  name: person.name,
  birthDate: person.birthDate,
  residencyType: person.residencyType,
  rows: person.rows.length > 0 ? person.rows.map(formRowOf) : [emptyRow()],
});

/**
 * The jurisdictions of a residency type, one table row each (country, TIN, reason, explanation, remove) and
 * 添加国家（地区）. `prefix` names the inputs of a controlling person's table apart from the institution's.
 */
function ResidencyRows({
  rows,
  onChange,
  prefix,
}: {
  rows: CrsFormRow[];
  onChange: (rows: CrsFormRow[]) => void;
  prefix: string;
}) {
  const setRow = (index: number, patch: Partial<CrsFormRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <>
      <HTMLTable compact className="fd-table fd-crs-rows" aria-label={`${prefix}${t('crs.rows')}`}>
        <thead>
          <tr>
            <th scope="col">{t('crs.country')}</th>
            <th scope="col">{t('crs.tin')}</th>
            <th scope="col">{t('crs.noTinReason')}</th>
            <th scope="col">{t('crs.explanation')}</th>
            <th scope="col">{t('productManage.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const issues = jurisdictionIssuesTin(row.country);
            const n = index + 1;
            return (
              <tr key={index}>
                <td>
                  <HTMLSelect
                    aria-label={`${prefix}${t('crs.country')} ${n}`}
                    value={row.country}
                    onChange={(event) => setRow(index, { country: event.currentTarget.value })}
                    options={CRS_COUNTRY_CODES.map((code) => ({
                      value: code,
                      label: t(`crs.country.${code as 'US'}`),
                    }))}
                  />
                  <div className="fd-note">{t(issues ? 'crs.hasTin.yes' : 'crs.hasTin.no')}</div>
                </td>
                <td>
                  <InputGroup
                    aria-label={`${prefix}${t('crs.tin')} ${n}`}
                    value={row.tin}
                    maxLength={40}
                    onChange={(event) => setRow(index, { tin: event.currentTarget.value })}
                  />
                </td>
                <td>
                  <HTMLSelect
                    aria-label={`${prefix}${t('crs.noTinReason')} ${n}`}
                    value={row.noTinReason}
                    onChange={(event) =>
                      setRow(index, { noTinReason: event.currentTarget.value as CrsFormRow['noTinReason'] })
                    }
                    options={[
                      { value: '', label: t('crs.noTin.none') },
                      { value: 'A', label: t('crs.noTin.A') },
                      { value: 'B', label: t('crs.noTin.B') },
                    ]}
                  />
                </td>
                <td>
                  <InputGroup
                    aria-label={`${prefix}${t('crs.explanation')} ${n}`}
                    value={row.explanation}
                    maxLength={100}
                    disabled={row.noTinReason !== 'B'}
                    onChange={(event) => setRow(index, { explanation: event.currentTarget.value })}
                  />
                </td>
                <td>
                  <Button
                    variant="minimal"
                    intent="danger"
                    disabled={rows.length === 1}
                    aria-label={`${prefix}${t('crs.removeRow')} ${n}`}
                    onClick={() => onChange(rows.filter((_, i) => i !== index))}
                  >
                    {t('crs.removeRow')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <Button
        icon="add"
        size="small"
        disabled={rows.length >= CRS_MAX_JURISDICTIONS}
        onClick={() => onChange([...rows, emptyRow()])}
      >
        {`${prefix}${t('crs.addRow')}`}
      </Button>
    </>
  );
}

/**
 * The controlling persons of a passive non-financial institution (spec 01 §7.9; docs/decisions.md "CRS
 * controlling persons"): one card per person with name, date of birth, their residency type and, for types 2
 * and 3, their jurisdictions with TIN or reason; 添加控制人 / 删除控制人 (1 to 10). A typed date of birth is
 * checked at once by core validateControllingPersonBirthDate against `today` (the rule the server runs on
 * submit: not after today, FD1396) and its catalogue message shown under the field.
 */
function ControllingPersons({
  persons,
  today,
  onChange,
}: {
  persons: CrsFormPerson[];
  /** `YYYY-MM-DD`, Asia/Shanghai, by the gateway's clock. */
  today: string;
  onChange: (persons: CrsFormPerson[]) => void;
}) {
  const setPerson = (index: number, patch: Partial<CrsFormPerson>) =>
    onChange(persons.map((person, i) => (i === index ? { ...person, ...patch } : person)));
  return (
    <section className="fd-crs-persons" aria-label={t('crs.controllingPersons')}>
      <h3>{t('crs.controllingPersons')}</h3>
      <p className="fd-note">{t('crs.controllingPersons.hint')}</p>
      {persons.map((person, index) => {
        const title = t('crs.person.title', { index: index + 1 });
        const id = `fd-crs-person-${index}`;
        // An empty date is left to the submit's check; a typed one is checked at once.
        const birth = person.birthDate.trim()
          ? validateControllingPersonBirthDate(person.birthDate, index + 1, today)
          : null;
        const birthRefusal = birth && !birth.ok ? refusalMessage(birth.code, birth.params) : null;
        return (
          <Card key={index} compact className="fd-crs-person">
            <div className="fd-crs-person__head">
              <strong>{title}</strong>
              <Button
                size="small"
                variant="minimal"
                intent="danger"
                disabled={persons.length === 1}
                aria-label={`${title} ${t('crs.person.remove')}`}
                onClick={() => onChange(persons.filter((_, i) => i !== index))}
              >
                {t('crs.person.remove')}
              </Button>
            </div>
            <div className="fd-crs-person__fields">
              <FormGroup label={t('crs.person.name')} labelFor={`${id}-name`} inline>
                <InputGroup
                  id={`${id}-name`}
                  aria-label={`${title} ${t('crs.person.name')}`}
                  value={person.name}
                  maxLength={60}
                  onChange={(event) => setPerson(index, { name: event.currentTarget.value })}
                />
              </FormGroup>
              <FormGroup
                label={t('crs.person.birthDate')}
                labelFor={`${id}-birth`}
                inline
                intent={birthRefusal ? 'danger' : 'none'}
                helperText={
                  birthRefusal ? (
                    <span id={`${id}-birth-error`} role="alert">
                      {birthRefusal}
                    </span>
                  ) : undefined
                }
              >
                <InputGroup
                  id={`${id}-birth`}
                  type="date"
                  max={today}
                  // The message under the field widens the group; the date keeps its own width.
                  style={{ width: 200 }}
                  intent={birthRefusal ? 'danger' : 'none'}
                  aria-label={`${title} ${t('crs.person.birthDate')}`}
                  aria-invalid={birthRefusal ? true : undefined}
                  aria-describedby={birthRefusal ? `${id}-birth-error` : undefined}
                  value={person.birthDate}
                  onChange={(event) => setPerson(index, { birthDate: event.currentTarget.value })}
                />
              </FormGroup>
              <FormGroup label={t('crs.person.residencyType')} labelFor={`${id}-residency`} inline>
                <HTMLSelect
                  id={`${id}-residency`}
                  aria-label={`${title} ${t('crs.person.residencyType')}`}
                  value={person.residencyType}
                  onChange={(event) => setPerson(index, { residencyType: event.currentTarget.value })}
                  options={CRS_RESIDENCY_TYPES.map((type) => ({
                    value: type,
                    label: t(`crs.residency.${type}`),
                  }))}
                />
              </FormGroup>
            </div>
            {person.residencyType !== '1' ? (
              <ResidencyRows
                prefix={`${title} `}
                rows={person.rows}
                onChange={(rows) => setPerson(index, { rows })}
              />
            ) : null}
          </Card>
        );
      })}
      <Button
        icon="add"
        disabled={persons.length >= CRS_MAX_CONTROLLING_PERSONS}
        onClick={() => onChange([...persons, emptyPerson()])}
      >
        {t('crs.person.add')}
      </Button>
    </section>
  );
}

/**
 * The CRS declaration form (spec 01 §7.9 postOrgCRS, §7.12 postManagerOrgCrs; core rules/taxResidency.ts):
 * residency type, institution category, for a non-resident each jurisdiction with its TIN or the reason for
 * none (原因A only where no TINs are issued, 原因B with an explanation), and for a passive non-financial
 * institution its controlling persons. Opens with `initial` (the declaration on file); core
 * validateCrsDeclaration checks it with today's date before `onSubmit` is called (the server checks again, by
 * its clock) and its refusal is shown in Chinese from the catalogue; a controlling person's date of birth after
 * today is shown under the field as soon as it is typed (issue 15).
 * @param submitLabel - the submit button's text (提交声明, 保存)
 * @param today - today `YYYY-MM-DD` in Asia/Shanghai (default: by the gateway's clock; tests inject one)
 * @param onSubmit - sends the request; a rejection is left to the call's own error display
 */
export function CrsDeclarationForm({
  initial,
  submitLabel,
  submitting,
  disabled = false,
  today = todayByServer,
  onSubmit,
}: {
  initial: CrsFormInitial | null;
  submitLabel: string;
  submitting: boolean;
  disabled?: boolean;
  today?: () => string;
  onSubmit: (request: CrsRequest) => Promise<void>;
}) {
  const [residencyType, setResidencyType] = useState<string>('1');
  const [entityType, setEntityType] = useState<string>('3');
  const [rows, setRows] = useState<CrsFormRow[]>([emptyRow()]);
  const [persons, setPersons] = useState<CrsFormPerson[]>([emptyPerson()]);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (!initial) return;
    setResidencyType(initial.residencyType);
    setEntityType(initial.entityType);
    if (initial.rows.length > 0) setRows(initial.rows.map(formRowOf));
    const onFile = initial.controllingPersons ?? [];
    if (onFile.length > 0) setPersons(onFile.map(formPersonOf));
  }, [initial]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = crsRequestOf(residencyType, entityType, rows, persons);
    const decision = validateCrsDeclaration(request, today());
    if (!decision.ok) {
      setRefusal(refusalMessage(decision.code, decision.params));
      return;
    }
    setRefusal(null);
    await onSubmit(request);
  };

  return (
    <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
      <RadioGroup
        label={t('crs.residencyType')}
        name="residencyType"
        selectedValue={residencyType}
        disabled={disabled}
        onChange={(event) => setResidencyType(event.currentTarget.value)}
      >
        {CRS_RESIDENCY_TYPES.map((type) => (
          <Radio key={type} value={type} label={t(`crs.residency.${type}`)} />
        ))}
      </RadioGroup>
      <FormGroup label={t('crs.entityType')} labelFor="fd-crs-entity" inline>
        <HTMLSelect
          id="fd-crs-entity"
          value={entityType}
          disabled={disabled}
          onChange={(event) => setEntityType(event.currentTarget.value)}
          options={CRS_ENTITY_TYPES.map((type) => ({ value: type, label: t(`crs.entity.${type}`) }))}
        />
      </FormGroup>
      {residencyType !== '1' ? <ResidencyRows prefix="" rows={rows} onChange={setRows} /> : null}
      {entityNeedsControllingPersons(entityType) ? (
        <ControllingPersons persons={persons} today={today()} onChange={setPersons} />
      ) : null}
      {refusal ? (
        <Callout intent="danger" role="alert">
          {refusal}
        </Callout>
      ) : null}
      <div className="fd-risk-crs__actions">
        <Button type="submit" intent="primary" loading={submitting} disabled={disabled}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
