import { useEffect, useState, type FormEvent } from 'react';
import { Button, Callout, Card, Classes, FormGroup, HTMLTable, InputGroup } from '@blueprintjs/core';
import { Link, useSearchParams } from 'react-router';
import { orgRecord, riskCrs, t } from '@funddesk/core';
import { CallStatus } from '../../components/CallStatus/CallStatus';
import { useCall, useMutationCall, useRevalidateCalls } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { PageHead } from '../../components/PageHead/PageHead';
import { formatDateTime } from '../trade/orderText';
import { DecisionCells, SubmittedCells } from './versionCells';
import { CarriedAttachments, diffRows, DiffTable } from './OrgSections';
import { productStatusText } from './ProductManagePage';
import '../product/product.css';
import '../trade/screens.css';
import '../account/riskCrs.css';

type ProductForm = { prodName: string; prodShortName: string; prodCredNo: string; custodianName: string };

const FIELDS: readonly (readonly [
  keyof ProductForm,
  'orgField.prodName' | 'orgField.prodShortName' | 'orgField.prodCredNo' | 'orgField.custodianName',
  number,
])[] = [
  ['prodName', 'orgField.prodName', 60],
  ['prodShortName', 'orgField.prodShortName', 30],
  ['prodCredNo', 'orgField.prodCredNo', 30],
  ['custodianName', 'orgField.custodianName', 60],
];

/** A change's fields as `名称：值` joined, the changed ones only when both sides are known. */
function changeText(
  before: Record<string, string | null> | null,
  after: Record<string, string | null> | null,
): string {
  return FIELDS.filter(([key]) => (before?.[key] ?? null) !== (after?.[key] ?? null))
    .map(
      ([key, label]) =>
        `${t(label)}：${before?.[key] ?? t('display.none')} → ${after?.[key] ?? t('display.none')}`,
    )
    .join('；');
}

/**
 * 编辑产品信息 (/orgaccount/productEdit?groupId=; spec 03 §2 productEdit, spec 01 §3 product record: prodName,
 * prodShortName, prodCredNo, custodianName, changeProductRecord versus realProductRecord; §7.12
 * saveProductRecord; issue 15 §3-§4): one of the manager's products, its record in a form. 暂存
 * (saveProductRecordNoCheck) keeps a draft; 提交审核 (saveProductRecord) sends the change for the back office's
 * review; while one is under review the form is read-only and the page says so (the server refuses anyway,
 * FD6108). Below: the change being filled or reviewed (before/after), the product changes with who, when, the
 * decision and the attachments each carried, and the older direct edits (who, when, before → after). The server
 * refuses another organisation's product (FD1392).
 */
export function ProductEditPage() {
  const [params] = useSearchParams();
  const groupId = params.get('groupId') ?? '';
  const detail = useCall(riskCrs.queryManagedProduct, groupId ? { groupId } : null);
  const change = useCall(orgRecord.queryProductRecord, groupId ? { groupId } : null, { hideResult: true });
  const submit = useMutationCall(orgRecord.saveProductRecord);
  const draft = useMutationCall(orgRecord.saveProductRecordNoCheck);
  const revalidate = useRevalidateCalls([
    riskCrs.queryManagedProduct,
    riskCrs.queryManagerProducts,
    orgRecord.queryProductRecord,
  ]);
  const [form, setForm] = useState<ProductForm>({
    prodName: '',
    prodShortName: '',
    prodCredNo: '',
    custodianName: '',
  });
  const product = detail.data?.product;
  const pendingRecord = change.data?.changeProductRecord ?? null;
  useEffect(() => {
    if (pendingRecord) setForm({ ...pendingRecord });
    else if (product)
      setForm({
        prodName: product.prodName,
        prodShortName: product.prodShortName ?? '',
        prodCredNo: product.prodCredNo ?? '',
        custodianName: product.custodianName ?? '',
      });
  }, [product, pendingRecord]);
  const reviewing = change.data?.submission?.state === 'submitted';
  const error = submit.error ?? draft.error;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await submit.trigger({ groupId, ...form });
    notifier.success(t('change.submitted'));
    await revalidate();
  };
  const onDraft = async () => {
    await draft.trigger({ groupId, ...form });
    notifier.success(t('change.product.drafted'));
    await revalidate();
  };

  return (
    <div className="fd-product fd-screens fd-risk-crs">
      <PageHead title={t('productManage.editTitle')}>
        {product ? <span className="fd-note">{productStatusText(product.status)}</span> : null}
        <Link to="/orgaccount/orgProductManage" className={Classes.BUTTON}>
          {t('productManage.back')}
        </Link>
      </PageHead>
      <Card>
        <CallStatus loading={detail.isLoading} error={detail.error} />
        {product ? (
          <form
            className="fd-risk-crs__form"
            onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
            noValidate
          >
            {FIELDS.map(([key, label, max]) => (
              <FormGroup key={key} label={t(label)} labelFor={`fd-product-${key}`}>
                <InputGroup
                  id={`fd-product-${key}`}
                  value={form[key]}
                  maxLength={max}
                  disabled={reviewing}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setForm((current) => ({ ...current, [key]: value }));
                  }}
                />
              </FormGroup>
            ))}
            {reviewing ? <Callout intent="warning">{t('change.product.pending')}</Callout> : null}
            {error ? (
              <Callout intent="danger" role="alert">
                {error.message}
              </Callout>
            ) : null}
            <div className="fd-risk-crs__actions">
              <Button
                text={t('change.product.draft')}
                disabled={reviewing}
                loading={draft.isMutating}
                onClick={() => void onDraft().catch(() => undefined)}
              />
              <Button type="submit" intent="primary" disabled={reviewing} loading={submit.isMutating}>
                {t('change.submit')}
              </Button>
            </div>
          </form>
        ) : null}
      </Card>
      {change.data && pendingRecord && change.data.changedFields.length > 0 ? (
        <Card>
          <h3 className="fd-section-title">{t('change.product.title')}</h3>
          <DiffTable
            label={t('change.product.title')}
            rows={diffRows(
              change.data.changedFields,
              { product: change.data.realProductRecord },
              { product: pendingRecord },
            )}
          />
        </Card>
      ) : null}
      {change.data && change.data.versions.length > 0 ? (
        <Card>
          <h3 className="fd-section-title">{t('change.product.versions')}</h3>
          <HTMLTable compact striped className="fd-table" aria-label={t('change.product.versions')}>
            <thead>
              <tr>
                <th scope="col">{t('enterprise.version.by')}</th>
                <th scope="col">{t('enterprise.version.at')}</th>
                <th scope="col">{t('enterprise.version.state')}</th>
                <th scope="col">{t('enterprise.version.decidedBy')}</th>
                <th scope="col">{t('enterprise.version.comment')}</th>
                <th scope="col">{t('enterprise.version.fields')}</th>
              </tr>
            </thead>
            <tbody>
              {change.data.versions.map((v) => (
                <tr key={v.submissionId}>
                  <SubmittedCells version={v} />
                  <DecisionCells version={v} />
                  <td>
                    <DiffTable
                      label={t('enterprise.version.fields')}
                      rows={diffRows(v.changedFields, v.before, v.after)}
                    />
                    <CarriedAttachments attachments={v.attachments ?? []} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
      ) : null}
      {detail.data && detail.data.changes.length > 0 ? (
        <Card>
          <h3 className="fd-section-title">{t('productManage.history')}</h3>
          <HTMLTable compact striped className="fd-table" aria-label={t('productManage.history')}>
            <thead>
              <tr>
                <th scope="col">{t('productManage.changedAt')}</th>
                <th scope="col">{t('productManage.changedBy')}</th>
                <th scope="col">{t('productManage.change')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.data.changes.map((c) => (
                <tr key={c.changedAt}>
                  <td>{formatDateTime(c.changedAt)}</td>
                  <td>{c.personName}</td>
                  <td>{c.kind === 'revoke' ? t('productManage.revoked') : changeText(c.before, c.after)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
      ) : null}
    </div>
  );
}
