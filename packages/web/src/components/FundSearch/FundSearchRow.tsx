import type { JSX } from 'react';
import {
  formatRate,
  fundTypeCodes,
  fundTypeText,
  isHighestRisk,
  rateTrend,
  riskLevelText,
  t,
  type FundSearchItem,
  type FundTypeCode,
  type SearchHistoryItem,
} from '@funddesk/core';
import type { ItemRendererProps } from '@blueprintjs/select';
import { FavouriteStarMark } from '../../features/fundTools/FavouriteStar';

/** One row of the search dropdown: a search result or favourite (full data) or a history entry (code and name). */
export type Row = { kind: 'fund'; item: FundSearchItem } | { kind: 'history'; item: SearchHistoryItem };

/** Two rows are the same entry when kind and fund code agree (the list keeps its active row across pages). */
export function sameRow(a: Row, b: Row): boolean {
  return a.kind === b.kind && a.item.fundId === b.item.fundId;
}

/** The period label of a result's rate: the server's Chinese label, or 近3月 (spec 03 §2). */
function periodLabel(item: FundSearchItem): string {
  return /[\u4e00-\u9fff]/.test(item.ratePeriod) ? item.ratePeriod : t('display.ratePeriod.default');
}

/** The type label of a history entry; codes outside the public set (private funds) show as stored. */
function historyTypeText(code: string): string {
  return (fundTypeCodes as readonly string[]).includes(code) ? fundTypeText(code as FundTypeCode) : '';
}

/** Chinese market colours: red up, green down (spec 03 §5 rates). */
function rateClass(rate: string | null): string {
  const trend = rateTrend(rate);
  return trend === 'up' ? 'fd-up' : trend === 'down' ? 'fd-down' : '';
}

/** The cells of a result row: name, code, type, risk, rate (2 decimals or --) and its period (spec 03 §2). */
function FundCells({ item }: { item: FundSearchItem }) {
  return (
    <>
      <span className="fd-fs__name" title={item.fundName}>
        {item.shortName || item.fundName}
      </span>
      <span className="fd-fs__code">{item.fundId}</span>
      <span className="fd-fs__type">{item.fundTypeText}</span>
      <span className={`fd-fs__risk${isHighestRisk(item.fundRiskLevel) ? ' is-high' : ''}`}>
        {item.fundRiskLevelText || riskLevelText(item.fundRiskLevel)}
      </span>
      <span className={`fd-fs__rate ${rateClass(item.rate)}`}>{formatRate(item.rate)}</span>
      <span className="fd-fs__period">
        {periodLabel(item)}
        <FavouriteStarMark fundId={item.fundId} favourite={item.favourite} />
      </span>
    </>
  );
}

/**
 * The `itemRenderer` of the search's QueryList: one `option` of the named listbox, with the id the
 * combobox's `aria-activedescendant` points at; hovering makes it active, a click chooses it, and a mouse
 * press keeps the focus in the box (so its blur does not close the list first).
 * @see spec 03 §2 "Other shell elements", §9
 */
export function renderRow(row: Row, props: ItemRendererProps): JSX.Element {
  const active = props.modifiers.active;
  return (
    <li
      key={`${row.kind}-${row.item.fundId}`}
      ref={props.ref}
      id={props.id}
      role="option"
      aria-selected={active}
      className={`fd-fs__row${active ? ' is-active' : ''}`}
      onMouseDown={(e) => e.preventDefault()}
      onMouseEnter={props.handleFocus}
      onClick={props.handleClick}
    >
      {row.kind === 'fund' ? (
        <FundCells item={row.item} />
      ) : (
        <>
          <span className="fd-fs__name">{row.item.shortName}</span>
          <span className="fd-fs__code">{row.item.fundId}</span>
          <span className="fd-fs__type">{historyTypeText(row.item.fundTypeCode)}</span>
        </>
      )}
    </li>
  );
}
