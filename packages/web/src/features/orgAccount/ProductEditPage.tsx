import { useEffect, useState, type FormEvent } from 'react';
import { Button, Callout, Card, Classes, FormGroup, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { Link, useSearchParams } from 'react-router';
import { riskCrs, t } from '@funddesk/core';
import { useCall, useMutationCall, useRevalidateCalls } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { PageHead } from '../../components/PageHead/PageHead';
import { formatDateTime } from '../trade/orderText';
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
 * prodShortName, prodCredNo, custodianName; issue 15 §4): one of the manager's products, its record in a form
 * and its changes (who, when, before → after). The server refuses another organisation's product (FD1392) and an
 * edit that changes nothing (FD1395).
 */
export function ProductEditPage() {
  const [params] = useSearchParams();
  const groupId = params.get('groupId') ?? '';
  const detail = useCall(riskCrs.queryManagedProduct, groupId ? { groupId } : null);
  const save = useMutationCall(riskCrs.editManagedProduct);
  const revalidate = useRevalidateCalls([riskCrs.queryManagedProduct, riskCrs.queryManagerProducts]);
  const [form, setForm] = useState<ProductForm>({
    prodName: '',
    prodShortName: '',
    prodCredNo: '',
    custodianName: '',
  });
  const product = detail.data?.product;
  useEffect(() => {
    if (product)
      setForm({
        prodName: product.prodName,
        prodShortName: product.prodShortName ?? '',
        prodCredNo: product.prodCredNo ?? '',
        custodianName: product.custodianName ?? '',
      });
  }, [product]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await save.trigger({ groupId, ...form });
    notifier.success(t('productManage.saved'));
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
        {detail.isLoading ? <Spinner size={20} /> : null}
        {detail.error ? (
          <Callout intent="danger" role="alert">
            {detail.error.message}
          </Callout>
        ) : null}
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
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setForm((current) => ({ ...current, [key]: value }));
                  }}
                />
              </FormGroup>
            ))}
            {save.error ? (
              <Callout intent="danger" role="alert">
                {save.error.message}
              </Callout>
            ) : null}
            <div className="fd-risk-crs__actions">
              <Button type="submit" intent="primary" loading={save.isMutating}>
                {t('productManage.save')}
              </Button>
            </div>
          </form>
        ) : null}
      </Card>
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
