import { useState, type ReactNode } from 'react';
import { Button, Card, HTMLTable } from '@blueprintjs/core';
import { formatFundSize, t, type FundDetail } from '@funddesk/core';
import { SimulatedTag } from '../common/SimulatedTag';
import { isSimulated } from './simulatedFields';

/** A long text shown in three lines until expanded. */
function Collapsible({ text, name }: { text: string; name: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > 120;
  return (
    <div>
      <div
        className={open || !long ? 'fd-collapsible-text' : 'fd-collapsible-text fd-clamped'}
        data-testid={`collapsible-${name}`}
      >
        {text}
      </div>
      {long && (
        <Button
          variant="minimal"
          size="small"
          intent="primary"
          endIcon={open ? 'chevron-up' : 'chevron-down'}
          text={t(open ? 'product.profile.collapse' : 'product.profile.expand')}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        />
      )}
    </div>
  );
}

/** Props of {@link ProfileSection}. */
export interface ProfileSectionProps {
  fund: FundDetail;
}

/**
 * 基金档案: full name, establishment date, fund size with its date (万/亿), company, managers,
 * custodian, rating, benchmark, objective and a collapsible strategy.
 * @see spec 03 §2 (fund detail), §5 (fund size in 万 or 亿, shown with its date)
 */
export function ProfileSection({ fund }: ProfileSectionProps) {
  const none = t('display.none');
  const size =
    fund.fundSize === null
      ? none
      : fund.fundSizeDate
        ? t('product.profile.fundSizeAsOf', { size: formatFundSize(fund.fundSize), date: fund.fundSizeDate })
        : formatFundSize(fund.fundSize);
  const rating = fund.rating
    ? fund.ratingAgency
      ? t('product.profile.ratingBy', { rating: fund.rating, agency: fund.ratingAgency })
      : fund.rating
    : none;
  const rows: Array<[string, ReactNode]> = [
    [t('product.profile.fullName'), fund.fullName || none],
    [t('product.profile.establishDate'), <span className="fd-num">{fund.establishDate ?? none}</span>],
    [
      t('product.profile.fundSize'),
      <span className="fd-num">
        {size}
        {isSimulated(fund.simulatedFields, 'fundSize') && <SimulatedTag />}
      </span>,
    ],
    [t('product.profile.company'), fund.company || none],
    [
      t('product.profile.managers'),
      fund.managers.length ? fund.managers.join(t('product.profile.managerSeparator')) : none,
    ],
    [t('product.profile.custodian'), fund.custodian ?? none],
    [t('product.profile.rating'), rating],
    [t('product.profile.benchmark'), fund.benchmark ?? none],
    [
      t('product.profile.objective'),
      fund.objective ? <Collapsible text={fund.objective} name="objective" /> : none,
    ],
    [
      t('product.profile.strategy'),
      fund.strategy ? <Collapsible text={fund.strategy} name="strategy" /> : none,
    ],
  ];
  return (
    <Card compact className="fd-section" aria-labelledby="fd-profile-title">
      <div className="fd-section-head">
        <h4 id="fd-profile-title">{t('product.profile.title')}</h4>
      </div>
      <HTMLTable compact className="fd-kv">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
