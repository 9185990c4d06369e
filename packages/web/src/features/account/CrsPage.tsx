import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  Callout,
  Card,
  Classes,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Radio,
  RadioGroup,
  Spinner,
} from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router';
import {
  CRS_COUNTRY_CODES,
  CRS_ENTITY_TYPES,
  CRS_MAX_JURISDICTIONS,
  CRS_RESIDENCY_TYPES,
  GatewayError,
  jurisdictionIssuesTin,
  riskCrs,
  t,
  validateCrsDeclaration,
  type CrsDeclarationRecord,
} from '@funddesk/core';
import { useCall, useMutationCall, useRevalidateCalls } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import '../product/product.css';
import '../trade/screens.css';
import './riskCrs.css';

/** One row of the form as typed: the jurisdiction, TIN, reason ('' none, A, B) and explanation. */
interface CrsFormRow {
  country: string;
  tin: string;
  noTinReason: '' | 'A' | 'B';
  explanation: string;
}

const emptyRow = (): CrsFormRow => ({
  country: CRS_COUNTRY_CODES[0]!,
  tin: '',
  noTinReason: '',
  explanation: '',
});

/** The request of postOrgCRS from the form: only the fields a row uses, rows only for types 2 and 3. */
export function crsRequestOf(residencyType: string, entityType: string, rows: readonly CrsFormRow[]) {
  return {
    residencyType,
    entityType,
    rows:
      residencyType === '1'
        ? []
        : rows.map((row) => ({
            country: row.country,
            ...(row.tin.trim() ? { tin: row.tin.trim() } : {}),
            ...(row.noTinReason ? { noTinReason: row.noTinReason } : {}),
            ...(row.noTinReason === 'B' ? { explanation: row.explanation } : {}),
          })),
  };
}

const formRowOf = (row: CrsDeclarationRecord['rows'][number]): CrsFormRow => ({
  country: row.country,
  tin: row.tin ?? '',
  noTinReason: row.noTinReason ?? '',
  explanation: row.explanation ?? '',
});

/**
 * 税收居民身份声明 (/account/crs; spec 03 §2 crs, spec 01 §7.9 queryPersonalOrgCrs and postOrgCRS; issue 15 §4):
 * the organisation's residency type and category and, for a non-resident, each jurisdiction with its TIN or the
 * reason for none (原因A only where no TINs are issued, 原因B with an explanation). The form opens with the
 * current declaration; core validateCrsDeclaration checks it before sending (the server checks again); the
 * declaration is kept as a new version and the page goes to its detail.
 * @see core rules/taxResidency.ts
 */
export function CrsPage() {
  const navigate = useNavigate();
  const current = useCall(riskCrs.queryPersonalOrgCrs, {});
  const post = useMutationCall(riskCrs.postOrgCRS);
  const revalidate = useRevalidateCalls([riskCrs.queryPersonalOrgCrs]);
  const [residencyType, setResidencyType] = useState<string>('1');
  const [entityType, setEntityType] = useState<string>('3');
  const [rows, setRows] = useState<CrsFormRow[]>([emptyRow()]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const declaration = current.data?.declaration ?? null;

  useEffect(() => {
    if (!declaration) return;
    setResidencyType(declaration.residencyType);
    setEntityType(declaration.entityType);
    if (declaration.rows.length > 0) setRows(declaration.rows.map(formRowOf));
  }, [declaration]);

  const setRow = (index: number, patch: Partial<CrsFormRow>) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = crsRequestOf(residencyType, entityType, rows);
    const decision = validateCrsDeclaration(request);
    if (!decision.ok) {
      setRefusal(new GatewayError(decision.code, undefined, { detail: decision.params }).message);
      return;
    }
    setRefusal(null);
    await post.trigger(request);
    await revalidate();
    notifier.success(t('crs.saved'));
    void navigate('/account/crsDetail');
  };

  return (
    <div className="fd-product fd-screens fd-risk-crs">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('crs.title')}</h2>
        {current.data ? <span className="fd-note">{current.data.corpName}</span> : null}
        {declaration ? (
          <Link to="/account/crsDetail" className={Classes.BUTTON}>
            {t('crs.view')}
          </Link>
        ) : null}
      </Card>
      <Card>
        {current.isLoading ? <Spinner size={20} /> : null}
        <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
          <RadioGroup
            label={t('crs.residencyType')}
            name="residencyType"
            selectedValue={residencyType}
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
              onChange={(event) => setEntityType(event.currentTarget.value)}
              options={CRS_ENTITY_TYPES.map((type) => ({ value: type, label: t(`crs.entity.${type}`) }))}
            />
          </FormGroup>
          {residencyType !== '1' ? (
            <>
              <HTMLTable compact className="fd-table fd-crs-rows" aria-label={t('crs.rows')}>
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
                            aria-label={`${t('crs.country')} ${n}`}
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
                            aria-label={`${t('crs.tin')} ${n}`}
                            value={row.tin}
                            maxLength={40}
                            onChange={(event) => setRow(index, { tin: event.currentTarget.value })}
                          />
                        </td>
                        <td>
                          <HTMLSelect
                            aria-label={`${t('crs.noTinReason')} ${n}`}
                            value={row.noTinReason}
                            onChange={(event) =>
                              setRow(index, {
                                noTinReason: event.currentTarget.value as CrsFormRow['noTinReason'],
                              })
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
                            aria-label={`${t('crs.explanation')} ${n}`}
                            value={row.explanation}
                            maxLength={100}
                            disabled={row.noTinReason !== 'B'}
                            onChange={(event) => setRow(index, { explanation: event.currentTarget.value })}
                          />
                        </td>
                        <td>
                          <Button
                            minimal
                            intent="danger"
                            disabled={rows.length === 1}
                            aria-label={`${t('crs.removeRow')} ${n}`}
                            onClick={() => setRows((list) => list.filter((_, i) => i !== index))}
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
                disabled={rows.length >= CRS_MAX_JURISDICTIONS}
                onClick={() => setRows((list) => [...list, emptyRow()])}
              >
                {t('crs.addRow')}
              </Button>
            </>
          ) : null}
          {refusal ? (
            <Callout intent="danger" role="alert">
              {refusal}
            </Callout>
          ) : null}
          <div className="fd-risk-crs__actions">
            <Button type="submit" intent="primary" loading={post.isMutating}>
              {t('crs.submit')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
