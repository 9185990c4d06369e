import { useState } from 'react';
import { Alert, Button, Card, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { riskCrs, t, type ManagedProduct } from '@funddesk/core';
import { CallStatus } from '../../components/CallStatus/CallStatus';
import { useCall, useMutationCall, useRevalidateCalls } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import '../product/product.css';
import '../trade/screens.css';
import '../account/riskCrs.css';

/** The label of an account status (spec 01 §4.1). */
export function productStatusText(status: number): string {
  return t(`orgStatus.${status as 0}`);
}

/**
 * 产品管理 (/orgaccount/orgProductManage; spec 03 §2 "orgProductManage: shown only for manager users"; issue 15
 * §4): the manager organisation's products — name, short name, record code, custodian, account status — each
 * with 编辑 (/orgaccount/productEdit?groupId=) and, while its registration has not opened (status 0, 1, 3),
 * 撤销登记 after a confirmation (spec 01 §4.10 revoking a manager-type registration: jgtOrgProdFlag and gid).
 */
export function ProductManagePage() {
  const navigate = useNavigate();
  const products = useCall(riskCrs.queryManagerProducts, {});
  const revoke = useMutationCall(riskCrs.revokeManagedProduct);
  const revalidate = useRevalidateCalls([riskCrs.queryManagerProducts]);
  const [revoking, setRevoking] = useState<ManagedProduct | null>(null);

  const confirmRevoke = async () => {
    if (!revoking) return;
    await revoke.trigger({ jgtOrgProdFlag: '3', gid: revoking.gid });
    setRevoking(null);
    notifier.success(t('productManage.revoked'));
    await revalidate();
  };

  return (
    <div className="fd-product fd-screens fd-risk-crs">
      <Card className="fd-page-head">
        <h2 className="fd-page-title">{t('productManage.title')}</h2>
        {products.data ? <span className="fd-note">{products.data.managerName}</span> : null}
      </Card>
      <Card>
        <CallStatus loading={products.isLoading} error={products.error} />
        {products.data && products.data.list.length === 0 ? (
          <NonIdealState title={t('productManage.empty')} />
        ) : null}
        {products.data && products.data.list.length > 0 ? (
          <HTMLTable compact striped className="fd-table" aria-label={t('productManage.title')}>
            <thead>
              <tr>
                <th scope="col">{t('orgField.prodName')}</th>
                <th scope="col">{t('orgField.prodShortName')}</th>
                <th scope="col">{t('orgField.prodCredNo')}</th>
                <th scope="col">{t('orgField.custodianName')}</th>
                <th scope="col">{t('productManage.status')}</th>
                <th scope="col">{t('productManage.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {products.data.list.map((p) => (
                <tr key={p.groupId}>
                  <td>{p.prodName}</td>
                  <td>{p.prodShortName ?? t('display.none')}</td>
                  <td>{p.prodCredNo ?? t('display.none')}</td>
                  <td>{p.custodianName ?? t('display.none')}</td>
                  <td>{productStatusText(p.status)}</td>
                  <td>
                    <Button
                      small
                      minimal
                      intent="primary"
                      aria-label={`${t('productManage.edit')} ${p.prodName}`}
                      onClick={() => void navigate(`/orgaccount/productEdit?groupId=${p.groupId}`)}
                    >
                      {t('productManage.edit')}
                    </Button>
                    {p.revocable ? (
                      <Button
                        small
                        minimal
                        intent="danger"
                        aria-label={`${t('productManage.revoke')} ${p.prodName}`}
                        onClick={() => setRevoking(p)}
                      >
                        {t('productManage.revoke')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        ) : null}
      </Card>
      <Alert
        isOpen={revoking !== null}
        intent="danger"
        confirmButtonText={t('productManage.revoke')}
        cancelButtonText={t('riskQ.dialog.cancel')}
        loading={revoke.isMutating}
        onConfirm={() => void confirmRevoke().catch(() => undefined)}
        onCancel={() => setRevoking(null)}
      >
        <h3 className="fd-section-title">{t('productManage.revokeTitle')}</h3>
        <p>
          {revoking?.prodName}：{t('productManage.revokeBody')}
        </p>
      </Alert>
    </div>
  );
}
