import { Card, Classes, Spinner } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router';
import { riskCrs, t } from '@funddesk/core';
import { useCall, useMutationCall, useRevalidateCalls } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { CrsDeclarationForm, type CrsRequest } from './CrsDeclarationForm';
import '../product/product.css';
import '../trade/screens.css';
import './riskCrs.css';

/**
 * 税收居民身份声明 (/account/crs; spec 03 §2 crs, spec 01 §7.9 queryPersonalOrgCrs and postOrgCRS; issue 15 §4):
 * the organisation's residency type and category, for a non-resident each jurisdiction with its TIN or the
 * reason for none, and for a passive non-financial institution its controlling persons
 * ({@link CrsDeclarationForm}). The form opens with the current declaration; core validateCrsDeclaration checks
 * it before sending (the server checks again); the declaration is kept as a new version and the page goes to
 * its detail.
 * @see core rules/taxResidency.ts
 */
export function CrsPage() {
  const navigate = useNavigate();
  const current = useCall(riskCrs.queryPersonalOrgCrs, {});
  const post = useMutationCall(riskCrs.postOrgCRS);
  const revalidate = useRevalidateCalls([riskCrs.queryPersonalOrgCrs]);
  const declaration = current.data?.declaration ?? null;

  const submit = async (request: CrsRequest) => {
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
        <CrsDeclarationForm
          initial={declaration}
          submitLabel={t('crs.submit')}
          submitting={post.isMutating}
          onSubmit={submit}
        />
      </Card>
    </div>
  );
}
