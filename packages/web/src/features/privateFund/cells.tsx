import type { ReactNode } from 'react';
import { Tag } from '@blueprintjs/core';
import type { PrivateProductSummary } from '@funddesk/core';
import { ChangeText, type ChangeTextProps } from '../product/common/ChangeText';

/**
 * A private product's risk level as the server names it; the highest (zxfxdj_5, spec 02 §4) in the warning
 * colour — the same in the supermarket's rows and the detail's facts.
 */
export function RiskLevelText({
  product,
}: {
  product: Pick<PrivateProductSummary, 'productRiskCode' | 'productRiskLevel'>;
}) {
  return (
    <span className={product.productRiskCode === 'zxfxdj_5' ? 'fd-pf-high' : undefined}>
      {product.productRiskLevel}
    </span>
  );
}

/** A private product's reserve status as a tag (green while reservations are open, reserveStatus 1). */
export function ReserveTag({
  product,
}: {
  product: Pick<PrivateProductSummary, 'reserveStatus' | 'reserveName'>;
}) {
  return (
    <Tag minimal intent={product.reserveStatus === '1' ? 'success' : 'none'}>
      {product.reserveName}
    </Tag>
  );
}

/** A numeric column's header (right-aligned as its cells). */
export function NumHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="fd-num">
      {children}
    </th>
  );
}

/** A cell of a percentage change (a return), coloured by its sign; -- without a value. */
export function ChangeCell({ value }: { value: ChangeTextProps['value'] }) {
  return (
    <td className="fd-num">
      <ChangeText value={value} />
    </td>
  );
}
