import { Dec, formatNumber, t, type Order } from '@funddesk/core';
import type { Streams } from '../../context.js';
import { renderJson, renderTable, type Column } from '../../output.js';
import { renderCsv, type CsvColumn } from './csv.js';
import type { OrdersListResult } from './list.js';

/** How `orders list` prints: a table, the JSON order array, or CSV. */
export type OrdersFormat = 'table' | 'json' | 'csv';

/** The Chinese label of an order status (已受理, 待复核, 已撤单, 已确认, 失败). */
export function statusLabel(status: Order['status']): string {
  return t(`tradeStatus.${status}`);
}

/** The Chinese label of a trade type (申购, 赎回, 转换). */
export function tradeTypeLabel(type: Order['tradeType']): string {
  return t(`tradeType.${type}`);
}

// Amounts as the web's order tables write them (core's formatNumber: `1,000.00`, spec 03 §5); the CSV and
// `--json` keep the wire values (`1000.00`).
const tableColumns: Column<Order>[] = [
  { header: t('cli.orders.field.serialNo'), value: (order) => order.serialNo },
  { header: t('cli.orders.field.corpName'), value: (order) => order.corpName || order.groupId },
  { header: t('cli.orders.field.fund'), value: (order) => `${order.fundId} ${order.fundName}` },
  { header: t('cli.orders.field.tradeType'), value: (order) => tradeTypeLabel(order.tradeType) },
  { header: t('cli.orders.field.status'), value: (order) => statusLabel(order.status) },
  { header: t('cli.orders.field.amount'), value: (order) => formatNumber(order.amount, 2), align: 'right' },
  { header: t('cli.orders.field.fee'), value: (order) => formatNumber(order.fee, 2), align: 'right' },
  { header: t('cli.orders.field.tradeDay'), value: (order) => order.tradeDay },
];

/** Columns of the CSV: everything a reconciliation needs, statuses and types as Chinese labels. */
export const csvColumns: CsvColumn<Order>[] = [
  { header: t('cli.orders.field.serialNo'), value: (order) => order.serialNo },
  { header: t('cli.orders.field.batchSerialNo'), value: (order) => order.batchSerialNo ?? '' },
  { header: t('cli.field.groupId'), value: (order) => order.groupId },
  { header: t('cli.orders.field.corpName'), value: (order) => order.corpName },
  { header: t('cli.field.fundId'), value: (order) => order.fundId },
  { header: t('cli.field.fundName'), value: (order) => order.fundName },
  { header: t('cli.orders.field.tradeType'), value: (order) => tradeTypeLabel(order.tradeType) },
  { header: t('cli.orders.field.status'), value: (order) => statusLabel(order.status) },
  { header: t('cli.orders.field.amount'), value: (order) => order.amount },
  { header: t('cli.orders.field.fee'), value: (order) => order.fee },
  { header: t('cli.orders.field.netAmount'), value: (order) => order.netAmount },
  { header: t('cli.orders.field.applyTime'), value: (order) => order.applyTime },
  { header: t('cli.orders.field.tradeDay'), value: (order) => order.tradeDay },
  { header: t('cli.orders.field.confirmDay'), value: (order) => order.confirmDay },
  { header: t('cli.orders.field.confirmNav'), value: (order) => order.confirmNav ?? '' },
  { header: t('cli.orders.field.confirmShares'), value: (order) => order.confirmShares ?? '' },
  { header: t('cli.orders.field.failReason'), value: (order) => order.failReason ?? '' },
  { header: t('cli.orders.field.operator'), value: (order) => order.operatorName },
];

/** The orders as CSV text (BOM, header row, CRLF records). */
export function ordersCsv(orders: readonly Order[]): string {
  return renderCsv(csvColumns, orders);
}

/** The sum of the orders' amounts in yuan, 2 decimals (exact decimal arithmetic). */
export function totalAmount(orders: readonly Order[]): string {
  return orders.reduce((sum, order) => sum.plus(order.amount), new Dec(0)).toFixed(2);
}

/**
 * Prints `orders list`: the table on stdout and the count and total on stderr; `json` prints exactly
 * the order array, `csv` exactly the CSV text (header row even when empty), nothing on stderr.
 */
export function printOrdersList(result: OrdersListResult, format: OrdersFormat, out: Streams): void {
  if (format === 'json') {
    out.stdout.write(renderJson(result.orders));
    return;
  }
  if (format === 'csv') {
    out.stdout.write(ordersCsv(result.orders));
    return;
  }
  if (result.orders.length === 0) {
    out.stderr.write(`${t('common.empty')}\n`);
    return;
  }
  out.stdout.write(renderTable(tableColumns, result.orders));
  const key = result.pending ? 'cli.orders.totalPending' : 'cli.orders.total';
  out.stderr.write(
    `${t(key, { count: result.orders.length, amount: formatNumber(totalAmount(result.orders), 2) })}\n`,
  );
}

/** Prints `orders cancel`: the new status as a notice on stderr, or with `json` the order on stdout. */
export function printOrdersCancel(order: Order, json: boolean, out: Streams): void {
  if (json) {
    out.stdout.write(renderJson(order));
    return;
  }
  out.stderr.write(
    `${t('cli.orders.cancelled', {
      serialNo: order.serialNo,
      fundName: order.fundName,
      amount: formatNumber(order.amount, 2),
      status: statusLabel(order.status),
    })}\n`,
  );
}
