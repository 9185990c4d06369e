import type { ProductTemplate } from '@funddesk/core';
import { t } from '@funddesk/core';

/** Props of {@link FundDetailPage}. */
export interface FundDetailPageProps {
  /** The product template the route was opened with (spec 02 §2). */
  template: ProductTemplate;
}

/** /product/{equality|money|firstpublish}/:fundId: a fund's detail (spec 03 §2). */
export function FundDetailPage(_props: FundDetailPageProps) {
  return <h2>{t('product.profile.title')}</h2>;
}
