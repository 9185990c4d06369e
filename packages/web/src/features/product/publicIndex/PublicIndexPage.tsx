import { t } from '@funddesk/core';

/** /product/publicIndex: the public fund list (spec 03 §2). */
export function PublicIndexPage() {
  return <h2>{t('product.publicIndex.title')}</h2>;
}
