import type { ReactNode } from 'react';
import { Button, Icon, Tooltip } from '@blueprintjs/core';
import {
  Cell,
  Column,
  ColumnHeaderCell,
  RenderMode,
  SelectionModes,
  Table2,
  TableLoadingOption,
} from '@blueprintjs/table';
import {
  checkBuyEligibility,
  formatAmount,
  formatFundSize,
  formatNumber,
  fundTypeText,
  isSimulatedShown,
  t,
  type CallResponse,
  type product,
  type fundListSortFields,
  type MessageKey,
  renderMessage,
} from '@funddesk/core';
import '@blueprintjs/table/lib/css/table.css';
import { ChangeText } from '../common/ChangeText';
import { RiskTag } from '../common/RiskTag';
import { SimulatedLegend, withSimulatedMark } from '../common/SimulatedMark';
import './fundListTable.css';
import { AddToCartButton } from '../../cart/AddToCartButton';

/** One row of the public fund list (searchByPage). */
export type FundListRow = CallResponse<typeof product.searchByPage>['list'][number];
/** A server-side sort field of searchByPage. */
export type FundListSortField = (typeof fundListSortFields)[number];
/** A sort direction. */
export type SortOrder = 'asc' | 'desc';

/** Row height of the dense table in px. */
export const ROW_HEIGHT = 26;
/** Header height in px (spec 03 §9: header height 44 is the spec's default; FundDesk's dense table uses less). */
export const HEADER_HEIGHT = 30;

/** Columns kept in view while the table scrolls horizontally: 基金代码 and 基金简称 (issue 17 §4). */
export const FROZEN_COLUMNS = 2;

/** Props of {@link FundListTable}. */
export interface FundListTableProps {
  rows: readonly FundListRow[];
  /** Rows of skeleton to show while the first page loads. */
  loading: boolean;
  sortField: FundListSortField;
  sortOrder: SortOrder;
  /** Called when a sortable header is clicked: same field flips the order, another field sorts descending. */
  onSort: (field: FundListSortField) => void;
  /** Opens the fund's detail (row click or 详情). */
  onOpen: (row: FundListRow) => void;
  isFavourite: (row: FundListRow) => boolean;
  isFavouritePending: (row: FundListRow) => boolean;
  onToggleFavourite: (row: FundListRow) => void;
  /** The acting organisation's client type for the buy eligibility check (spec 03 §5). */
  clientType: string;
}

interface ColumnDef {
  key: string;
  title: MessageKey;
  width: number;
  numeric?: boolean;
  sortField?: FundListSortField;
  /** The wire fields it shows, for the 模拟 mark on its header (core isSimulatedShown; issue 17 §3). */
  fields?: readonly string[];
  render: (row: FundListRow) => ReactNode;
  /** Plain text for the cell's tooltip / copy. */
  text?(row: FundListRow): string;
}

/** Whether a fund is in its offering period (认购 open, 申购 not yet). */
function isOffering(row: FundListRow): boolean {
  return row.subStatus === 1 && row.declareStatus === 0 && row.fundStatus !== 4;
}

function BuyStatus({ row, clientType }: { row: FundListRow; clientType: string }) {
  const decision = checkBuyEligibility(row, { clientType });
  if (decision.ok) {
    return (
      <span className="fd-status-open">
        {t(isOffering(row) ? 'product.buyStatus.offering' : 'product.buyStatus.open')}
      </span>
    );
  }
  return (
    <Tooltip
      content={<span className="fd-tip-wide">{renderMessage(decision)}</span>}
      placement="left"
      compact
    >
      <span className="fd-status-closed" data-reason={decision.reason} title={renderMessage(decision)}>
        {t('buy.notSupportedYet')}
        <Icon icon="info-sign" size={11} className="fd-status-icon" />
      </span>
    </Tooltip>
  );
}

/**
 * The dense public fund table (spec 03 §2 publicIndex): Blueprint Table with sortable headers
 * (server-side sort), red-up/green-down returns, 万/亿 sizes, buy status with the eligibility message
 * as tooltip, and per-row 详情 / 自选. Columns of model-generated values (风险等级, 起购金额, 申购状态) carry
 * the 模拟 mark on their header with one legend line under the table; narrower than the columns, the table
 * scrolls horizontally inside its box with 基金代码 and 基金简称 frozen, so that 申购状态 and 操作 stay
 * reachable (issue 17 §3, §4).
 * @see spec 03 §5 (rates 2 decimals else --; amounts in 万; fund size in 万 or 亿; buy eligibility)
 */
export function FundListTable(props: FundListTableProps) {
  const { rows, loading, sortField, sortOrder, onSort, onOpen, clientType } = props;

  const columns: ColumnDef[] = [
    {
      key: 'fundId',
      title: 'product.col.fundId',
      width: 76,
      sortField: 'fundId',
      render: (r) => <span className="fd-code">{r.fundId}</span>,
    },
    {
      key: 'shortName',
      title: 'product.col.shortName',
      width: 148,
      sortField: 'shortName',
      render: (r) => (
        <span className="fd-name-cell">
          <span className="fd-name" title={r.fundName}>
            {r.shortName}
          </span>
        </span>
      ),
    },
    {
      key: 'fundType',
      title: 'product.col.fundType',
      width: 70,
      sortField: 'fundType',
      render: (r) => fundTypeText(r.fundTypeCode),
    },
    {
      key: 'risk',
      title: 'product.col.risk',
      width: 90,
      sortField: 'risk',
      fields: ['fundRiskLevel'],
      render: (r) => <RiskTag level={r.fundRiskLevel} text={r.fundRiskLevelText} />,
    },
    {
      key: 'nav',
      title: 'product.col.nav',
      width: 78,
      numeric: true,
      sortField: 'nav',
      render: (r) => formatNumber(r.nav, 4, { thousands: false }),
    },
    {
      key: 'navDate',
      title: 'product.col.navDate',
      width: 88,
      sortField: 'navDate',
      numeric: true,
      render: (r) => r.navDate ?? t('display.none'),
    },
    {
      key: 'dailyReturn',
      title: 'product.col.dailyReturn',
      width: 80,
      numeric: true,
      sortField: 'dailyReturn',
      render: (r) => <ChangeText value={r.dailyReturn} />,
    },
    {
      key: 'rrInThreeMonth',
      title: 'product.col.rrInThreeMonth',
      width: 80,
      numeric: true,
      sortField: 'rrInThreeMonth',
      render: (r) => <ChangeText value={r.rrInThreeMonth} />,
    },
    {
      key: 'rate1y',
      title: 'product.col.rate1y',
      width: 80,
      numeric: true,
      sortField: 'rate1y',
      render: (r) => <ChangeText value={r.rate1y} />,
    },
    {
      key: 'fundSize',
      title: 'product.col.fundSize',
      width: 92,
      numeric: true,
      sortField: 'fundSize',
      render: (r) => formatFundSize(r.fundSize),
    },
    {
      key: 'minLimit',
      title: 'product.col.minLimit',
      width: 100,
      sortField: 'minLimit',
      fields: ['minLimit'],
      numeric: true,
      render: (r) => formatAmount(r.minLimit),
    },
    {
      key: 'buyStatus',
      title: 'product.col.buyStatus',
      width: 84,
      fields: ['declareStatus', 'fundStatus'],
      render: (r) => <BuyStatus row={r} clientType={clientType} />,
    },
    {
      key: 'actions',
      title: 'product.col.actions',
      width: 120,
      render: (r) => {
        const favourite = props.isFavourite(r);
        const label = t(favourite ? 'product.action.removeFavourite' : 'product.action.addFavourite');
        return (
          <span className="fd-actions">
            <Button
              variant="minimal"
              size="small"
              intent="primary"
              text={t('product.action.detail')}
              onClick={(e) => {
                e.stopPropagation();
                onOpen(r);
              }}
            />
            <AddToCartButton fundId={r.fundId} compact />
            <Button
              variant="minimal"
              size="small"
              icon={
                <Icon
                  icon={favourite ? 'star' : 'star-empty'}
                  className={favourite ? 'fd-star-on' : 'fd-star-off'}
                />
              }
              aria-label={label}
              aria-pressed={favourite}
              title={label}
              loading={props.isFavouritePending(r)}
              onClick={(e) => {
                e.stopPropagation();
                props.onToggleFavourite(r);
              }}
            />
          </span>
        );
      },
    },
  ];

  const headerRenderer = (col: ColumnDef) => () => {
    const name = t(col.title);
    if (!col.sortField) {
      return (
        <ColumnHeaderCell
          name={name}
          nameRenderer={() => (
            <span className={col.numeric ? 'fd-th fd-th-num' : 'fd-th'}>
              {withSimulatedMark(name, col.fields ?? [])}
            </span>
          )}
        />
      );
    }
    const field = col.sortField;
    const active = field === sortField;
    const icon = active ? (sortOrder === 'asc' ? 'sort-asc' : 'sort-desc') : 'double-caret-vertical';
    return (
      <ColumnHeaderCell
        name={name}
        nameRenderer={() => (
          <button
            type="button"
            className={`fd-th fd-th-sort${col.numeric ? ' fd-th-num' : ''}${active ? ' fd-th-active' : ''}`}
            data-sort-field={field}
            // Blueprint's Table2 has no table roles (no row elements) to carry aria-sort, and aria-sort is
            // not allowed on a button (issue 17 §2): the sort order is read in the button's name instead.
            data-sort={active ? sortOrder : undefined}
            title={t('product.list.sortHint')}
            onClick={() => onSort(field)}
          >
            {withSimulatedMark(name, col.fields ?? [])}
            {active ? (
              <span className="fd-visually-hidden">
                {t(sortOrder === 'asc' ? 'web.a11y.sortAscending' : 'web.a11y.sortDescending')}
              </span>
            ) : null}
            <Icon icon={icon} size={11} />
          </button>
        )}
      />
    );
  };

  const cellRenderer = (col: ColumnDef) => (rowIndex: number) => {
    const row = rows[rowIndex];
    if (!row) return <Cell loading />;
    return (
      <Cell className={col.numeric ? 'fd-td fd-td-num' : 'fd-td'} interactive={col.key === 'actions'}>
        <div className="fd-td-inner" data-row={row.fundId} onClick={() => onOpen(row)}>
          {col.render(row)}
        </div>
      </Cell>
    );
  };

  const numRows = loading && rows.length === 0 ? 10 : rows.length;
  return (
    <>
      <div
        className="fd-fund-table"
        style={{ height: HEADER_HEIGHT + Math.max(numRows, 1) * ROW_HEIGHT + 2 }}
      >
        <Table2
          numRows={numRows}
          numFrozenColumns={FROZEN_COLUMNS}
          defaultRowHeight={ROW_HEIGHT}
          columnWidths={columns.map((c) => c.width)}
          enableRowHeader={false}
          enableColumnResizing={false}
          enableColumnReordering={false}
          enableFocusedCell={false}
          enableGhostCells={false}
          selectionModes={SelectionModes.NONE}
          renderMode={RenderMode.NONE}
          loadingOptions={loading && rows.length === 0 ? [TableLoadingOption.CELLS] : []}
          cellRendererDependencies={[
            rows,
            sortField,
            sortOrder,
            props.isFavourite,
            props.isFavouritePending,
            clientType,
          ]}
        >
          {columns.map((col) => (
            <Column
              key={col.key}
              id={col.key}
              columnHeaderCellRenderer={headerRenderer(col)}
              cellRenderer={cellRenderer(col)}
            />
          ))}
        </Table2>
      </div>
      {columns.some((c) => isSimulatedShown(c.fields ?? [])) ? <SimulatedLegend /> : null}
    </>
  );
}
