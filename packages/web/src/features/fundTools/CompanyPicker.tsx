import { MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import { fundTools, t } from '@funddesk/core';
import { useCall } from '../../api/hooks';

/** A fund company of queryCompanyAll with its fund count. */
interface Company {
  company: string;
  count: number;
}

/** How many matches the open list shows (the universe names about 200 companies). */
const SHOWN = 50;

const matches: ItemPredicate<Company> = (query, item) => item.company.includes(query.trim());

/** Props of {@link CompanyPicker}. */
export interface CompanyPickerProps {
  /** The chosen companies' full names. */
  value: readonly string[];
  onChange: (companies: string[]) => void;
  /** The accessible name of the input (the field's label). */
  label: string;
  /** At most this many (the screening takes 20). */
  max?: number;
  className?: string;
}

/**
 * A picker of fund companies (Blueprint MultiSelect) over the companies the data names, most funds first
 * (queryCompanyAll, spec 03 §7): typing filters by any part of the name (华夏 finds 华夏基金管理有限公司), Enter or a
 * click adds, the tag's × or Backspace removes. Chosen names are exact, as the screening compares them.
 * @see issue 14 §2 (public index filters: company)
 */
export function CompanyPicker({ value, onChange, label, max = 20, className }: CompanyPickerProps) {
  const { data } = useCall(fundTools.queryCompanyAll, {});
  const items = data?.companies ?? [];
  const chosen = new Set(value);
  const selected = value.map((company) => items.find((i) => i.company === company) ?? { company, count: 0 });

  const toggle = (item: Company) => {
    if (chosen.has(item.company)) onChange(value.filter((c) => c !== item.company));
    else if (value.length < max) onChange([...value, item.company]);
  };

  const renderItem: ItemRenderer<Company> = (item, { handleClick, handleFocus, modifiers, index }) => {
    if (!modifiers.matchesPredicate || (index ?? 0) >= SHOWN) return null;
    return (
      <MenuItem
        key={item.company}
        roleStructure="listoption"
        active={modifiers.active}
        selected={chosen.has(item.company)}
        text={item.company}
        label={String(item.count)}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    );
  };

  return (
    <MultiSelect<Company>
      className={className}
      items={items}
      selectedItems={selected}
      itemPredicate={matches}
      itemRenderer={renderItem}
      itemsEqual="company"
      onItemSelect={toggle}
      onRemove={(item) => onChange(value.filter((c) => c !== item.company))}
      tagRenderer={(item) => item.company}
      noResults={<MenuItem disabled roleStructure="listoption" text={t('screening.companyNone')} />}
      placeholder={t('screening.companyPlaceholder')}
      resetOnSelect
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      tagInputProps={{ inputProps: { 'aria-label': label } }}
      menuProps={{ 'aria-label': t('screening.companyOptions') }}
    />
  );
}
