import type { ReactNode } from 'react';
import { Button, HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router';
import { formatNumber, isSimulatedShown, t, type MessageKey, type Order } from '@funddesk/core';
import { SimulatedLegend, withSimulatedMark } from '../product/common/SimulatedMark';
import { SimulatedTag } from '../product/common/SimulatedTag';
import './orderTable.css';
import { OrderStatusTag } from './OrderStatusTag';
import { formatDateTime, formatYuan, tradeTypeText } from './orderText';
import { TableEmpty } from '../../components/TableEmpty/TableEmpty';

/** A column of {@link OrderTable}. */
export type OrderColumn =
  | 'serialNo'
  | 'corpName'
  | 'fund'
  | 'tradeType'
  | 'amount'
  | 'fee'
  | 'netAmount'
  | 'tradeDay'
  | 'confirmDay'
  | 'confirmNav'
  | 'confirmShares'
  | 'status'
  | 'applyTime'
  | 'actions';

interface ColumnDef {
  title: MessageKey;
  numeric?: boolean;
  /** The wire fields it shows, for the 模拟 mark on its header (core isSimulatedShown; issue 17 §3). */
  fields?: readonly string[];
  render: (order: Order) => ReactNode;
}

/** The route of an order's detail (spec 02 §2 tradeInfo/:serialNo). */
export function tradeInfoPath(serialNo: string): string {
  return `/trade/tradeInfo/${encodeURIComponent(serialNo)}`;
}

const columnDefs: Record<Exclude<OrderColumn, 'actions'>, ColumnDef> = {
  serialNo: {
    title: 'screens.col.serialNo',
    render: (o) => (
      <Link className="fd-code" to={tradeInfoPath(o.serialNo)}>
        {o.serialNo}
      </Link>
    ),
  },
  corpName: {
    title: 'screens.col.corpName',
    render: (o) => (
      <span className="fd-ellipsis" title={o.corpName}>
        {o.corpName}
      </span>
    ),
  },
  fund: {
    title: 'screens.col.fund',
    render: (o) => (
      <span className="fd-fund-cell">
        <span className="fd-ellipsis" title={o.fundName}>
          {o.fundName}
        </span>
        <span className="fd-code fd-muted">{o.fundId}</span>
      </span>
    ),
  },
  tradeType: { title: 'screens.col.tradeType', render: (o) => tradeTypeText(o.tradeType) },
  amount: { title: 'screens.col.amount', numeric: true, render: (o) => formatYuan(o.amount) },
  fee: { title: 'screens.col.fee', numeric: true, fields: ['fees'], render: (o) => formatYuan(o.fee) },
  netAmount: { title: 'screens.col.netAmount', numeric: true, render: (o) => formatYuan(o.netAmount) },
  tradeDay: { title: 'screens.col.tradeDay', numeric: true, render: (o) => o.tradeDay },
  confirmDay: { title: 'screens.col.confirmDay', numeric: true, render: (o) => o.confirmDay },
  confirmNav: {
    title: 'screens.col.confirmNav',
    numeric: true,
    render: (o) => (
      <>
        {o.navSource === 'simulated' ? <SimulatedTag tip={t('screens.detail.navSimulated')} /> : null}
        {formatNumber(o.confirmNav, 4, { thousands: false })}
      </>
    ),
  },
  confirmShares: {
    title: 'screens.col.confirmShares',
    numeric: true,
    render: (o) => formatNumber(o.confirmShares, 2),
  },
  status: { title: 'screens.col.status', render: (o) => <OrderStatusTag status={o.status} /> },
  applyTime: { title: 'screens.col.applyTime', numeric: true, render: (o) => formatDateTime(o.applyTime) },
};

/** Props of {@link OrderTable}. */
export interface OrderTableProps {
  orders: readonly Order[];
  columns: readonly OrderColumn[];
  loading?: boolean;
  /** 详情: opens the order's detail. */
  onDetail?: (order: Order) => void;
  /** 撤单: shown for cancellable orders only. */
  onCancel?: (order: Order) => void;
  /** The serial being cancelled (its button spins). */
  cancellingSerial?: string | null;
  /** Accessible name of the table. */
  label: string;
}

/**
 * A dense order table (Blueprint HTMLTable, compact, striped): amounts right-aligned in tabular numbers,
 * the state as a tag, 详情 and (when the order may still be cancelled) 撤单. Empty shows 暂无数据. A column of
 * model-generated values (手续费) carries the 模拟 mark on its header, with one legend line under the table.
 * Wider than its box, the table scrolls horizontally with the 操作 column frozen at the right edge, so that
 * it is never cut off (issue 17 §3, §4).
 * @see spec 02 §2 stayTrade, 03 §2 tradeRecord, 03 §5 (number display)
 */
export function OrderTable({
  orders,
  columns,
  loading = false,
  onDetail,
  onCancel,
  cancellingSerial,
  label,
}: OrderTableProps) {
  return (
    <div className={`fd-table-wrap${loading ? ' is-loading' : ''}`}>
      <HTMLTable
        compact
        striped
        interactive={onDetail !== undefined}
        className="fd-dense-table"
        aria-label={label}
      >
        <thead>
          <tr>
            {columns.map((c) =>
              c === 'actions' ? (
                <th key={c} className="fd-col-actions">
                  {t('screens.col.actions')}
                </th>
              ) : (
                <th key={c} className={columnDefs[c].numeric ? 'fd-num' : undefined}>
                  {withSimulatedMark(t(columnDefs[c].title), columnDefs[c].fields ?? [])}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.serialNo} data-serial={o.serialNo}>
              {columns.map((c) =>
                c === 'actions' ? (
                  <td key={c} className="fd-col-actions">
                    {onDetail ? (
                      <Button
                        variant="minimal"
                        size="small"
                        intent="primary"
                        text={t('screens.action.detail')}
                        onClick={() => onDetail(o)}
                      />
                    ) : null}
                    {onCancel && o.cancellable ? (
                      <Button
                        variant="minimal"
                        size="small"
                        intent="danger"
                        text={t('screens.action.cancel')}
                        loading={cancellingSerial === o.serialNo}
                        onClick={() => onCancel(o)}
                      />
                    ) : null}
                  </td>
                ) : (
                  <td key={c} className={columnDefs[c].numeric ? 'fd-num' : undefined}>
                    {columnDefs[c].render(o)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {orders.length === 0 ? <TableEmpty loading={loading} /> : null}
      {columns.some((c) => c !== 'actions' && isSimulatedShown(columnDefs[c].fields ?? [])) ? (
        <SimulatedLegend />
      ) : null}
    </div>
  );
}
