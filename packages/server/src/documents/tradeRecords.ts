/**
 * Trade records: the order query behind tradeList and its xlsx export (spec 03 §2 dataService/tradeRecord,
 * §7 exportTradeRecordsApply; spec 02 §2 trade payloads). Money, shares and NAV are read from PostgreSQL
 * `numeric` as text and never pass through a binary float on the wire.
 */
import { t, type MessageKey, type Order, type OrderStatus, wireTimeText } from '@funddesk/core';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import type { Db } from '../db/db.js';
import type { MarketService } from '../market/index.js';
import { isCancellable } from '../trade/orders.js';
import { shanghaiIso } from '../trade/time.js';

/** Filters of the trade records (spec 03 §2): organisations (already checked), fund, state, trade-day range. */
export const tradeRecordFiltersSchema = z.object({
  groupIds: z.array(z.string()).min(1),
  fundId: z.string().optional(),
  status: z.enum(['accepted', 'pendingReview', 'cancelled', 'confirmed', 'failed']).optional(),
  /** Trade-day range, `YYYY-MM-DD`, both inclusive. */
  startDate: z.string().optional(),
  endDate: z.string().optional(),
});
/** Filters of the trade records. */
export type TradeRecordFilters = z.infer<typeof tradeRecordFiltersSchema>;

/** Order columns: numeric and days as text (never JS numbers), the apply time as a timestamp for `shanghaiIso`. */
const ORDER_COLUMNS = `o.serial_no, o.batch_serial_no, o.group_id, coalesce(g.corp_name, '') AS corp_name, o.fund_id,
  o.trade_type, o.status, o.amount::text AS amount, o.fee::text AS fee, o.net_amount::text AS net_amount,
  o.fee_rate_e6, o.apply_time,
  o.trade_day::text AS trade_day, o.confirm_day::text AS confirm_day, o.confirm_nav::text AS confirm_nav,
  o.confirm_shares::text AS confirm_shares, o.nav_source, o.fail_reason, coalesce(p.person_name, '') AS operator_name`;

const ORDER_FROM = `orders o LEFT JOIN organisations g ON g.group_id = o.group_id
  LEFT JOIN persons p ON p.person_id = o.person_id`;

/** One orders row as the queries here select it. */
interface OrderRow {
  serial_no: string;
  batch_serial_no: string | null;
  group_id: string;
  corp_name: string;
  fund_id: string;
  trade_type: string;
  status: string;
  amount: string;
  fee: string;
  net_amount: string;
  fee_rate_e6: number;
  apply_time: Date | string;
  trade_day: string;
  confirm_day: string;
  confirm_nav: string | null;
  confirm_shares: string | null;
  nav_source: string | null;
  fail_reason: string | null;
  operator_name: string;
}

/** A WHERE clause and its parameters from trade record filters. */
function whereOf(filters: TradeRecordFilters): { sql: string; params: unknown[] } {
  const params: unknown[] = [filters.groupIds];
  const parts = ['o.group_id = ANY($1::text[])'];
  if (filters.fundId) {
    params.push(filters.fundId);
    parts.push(`o.fund_id = $${params.length}`);
  }
  if (filters.status) {
    params.push(filters.status);
    parts.push(`o.status = $${params.length}`);
  }
  if (filters.startDate) {
    params.push(filters.startDate);
    parts.push(`o.trade_day >= $${params.length}::date`);
  }
  if (filters.endDate) {
    params.push(filters.endDate);
    parts.push(`o.trade_day <= $${params.length}::date`);
  }
  return { sql: parts.join(' AND '), params };
}

/** Turns order rows into contract orders with their timelines (spec 02 §2 tradeInfo). */
async function toOrders(
  db: Db,
  market: MarketService,
  rows: readonly OrderRow[],
  nowMs: number,
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const events = await db.query<{ serial_no: string; status: string; at: Date | string; note: string }>(
    `SELECT serial_no, status, note, at
     FROM order_events WHERE serial_no = ANY($1::text[]) ORDER BY serial_no, seq`,
    [rows.map((r) => r.serial_no)],
  );
  const timelines = new Map<string, Order['timeline']>();
  for (const e of events) {
    const list = timelines.get(e.serial_no) ?? [];
    list.push({ status: e.status as OrderStatus, time: shanghaiIso(e.at, 'second'), note: e.note });
    timelines.set(e.serial_no, list);
  }
  return rows.map((r) => ({
    serialNo: r.serial_no,
    batchSerialNo: r.batch_serial_no,
    groupId: r.group_id,
    corpName: r.corp_name || t('server.asset.unknownOrg'),
    fundId: r.fund_id,
    fundName: market.fund(r.fund_id)?.shortName ?? r.fund_id,
    tradeType: r.trade_type as Order['tradeType'],
    status: r.status as OrderStatus,
    amount: r.amount,
    fee: r.fee,
    netAmount: r.net_amount,
    feeRateE6: r.fee_rate_e6,
    applyTime: shanghaiIso(r.apply_time, 'second'),
    tradeDay: r.trade_day,
    confirmDay: r.confirm_day,
    confirmNav: r.confirm_nav,
    confirmShares: r.confirm_shares,
    navSource: r.nav_source as Order['navSource'],
    failReason: r.fail_reason,
    operatorName: r.operator_name,
    cancellable: isCancellable(r.status as OrderStatus, r.trade_day, nowMs),
    timeline: timelines.get(r.serial_no) ?? [],
  }));
}

/** A page of trade records and the total row count. */
export interface TradeRecordPage {
  list: Order[];
  totalRows: number;
}

/**
 * Trade records matching `filters`, newest first (apply time, then serial number), one page.
 *
 * @param page - 1-based page number
 * @param pageSize - rows per page
 * @see spec 03 §2 dataService/tradeRecord, spec 02 §2
 */
export async function queryTradeRecords(
  db: Db,
  market: MarketService,
  filters: TradeRecordFilters,
  nowMs: number,
  page?: { page: number; pageSize: number },
): Promise<TradeRecordPage> {
  const { sql, params } = whereOf(filters);
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders o WHERE ${sql}`,
    params,
  );
  let limit = '';
  if (page) {
    params.push(page.pageSize, (page.page - 1) * page.pageSize);
    limit = ` LIMIT $${params.length - 1} OFFSET $${params.length}`;
  }
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE ${sql} ORDER BY o.apply_time DESC, o.serial_no DESC${limit}`,
    params,
  );
  return { list: await toOrders(db, market, rows, nowMs), totalRows: count?.n ?? 0 };
}

/**
 * Confirmed orders of one organisation and fund, newest first (spec 03 §7 pc/queryFundDetail).
 */
export async function confirmedOrdersOf(
  db: Db,
  market: MarketService,
  groupId: string,
  fundId: string,
  nowMs: number,
): Promise<Order[]> {
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM}
     WHERE o.group_id = $1 AND o.fund_id = $2 AND o.status = 'confirmed'
     ORDER BY o.confirm_day DESC, o.apply_time DESC, o.serial_no DESC`,
    [groupId, fundId],
  );
  return toOrders(db, market, rows, nowMs);
}

/** Columns of the export: header message, width, number format and the cell value of an order. */
const EXPORT_COLUMNS: readonly {
  header: MessageKey;
  width: number;
  numFmt?: string;
  value: (o: Order) => string | number | null;
}[] = [
  { header: 'server.export.col.serialNo', width: 24, value: (o) => o.serialNo },
  { header: 'server.export.col.org', width: 30, value: (o) => o.corpName },
  { header: 'server.export.col.fundCode', width: 10, value: (o) => o.fundId },
  { header: 'server.export.col.fundName', width: 28, value: (o) => o.fundName },
  {
    header: 'server.export.col.tradeType',
    width: 10,
    value: (o) => t(`tradeType.${o.tradeType}`),
  },
  { header: 'server.export.col.status', width: 10, value: (o) => t(`tradeStatus.${o.status}`) },
  { header: 'server.export.col.amount', width: 16, numFmt: '#,##0.00', value: (o) => cellNumber(o.amount) },
  { header: 'server.export.col.fee', width: 12, numFmt: '#,##0.00', value: (o) => cellNumber(o.fee) },
  {
    header: 'server.export.col.netAmount',
    width: 16,
    numFmt: '#,##0.00',
    value: (o) => cellNumber(o.netAmount),
  },
  {
    header: 'server.export.col.applyTime',
    width: 20,
    value: (o) => wireTimeText(o.applyTime),
  },
  { header: 'server.export.col.tradeDay', width: 12, value: (o) => o.tradeDay },
  { header: 'server.export.col.confirmDay', width: 12, value: (o) => o.confirmDay },
  {
    header: 'server.export.col.confirmNav',
    width: 10,
    numFmt: '0.0000',
    value: (o) => cellNumber(o.confirmNav),
  },
  {
    header: 'server.export.col.confirmShares',
    width: 16,
    numFmt: '#,##0.00',
    value: (o) => cellNumber(o.confirmShares),
  },
  {
    header: 'server.export.col.navSource',
    width: 10,
    value: (o) => (o.navSource ? t(`server.export.navSource.${o.navSource}`) : null),
  },
];

/**
 * A decimal string as a spreadsheet number. xlsx stores every number as an IEEE double; a value with at
 * most 4 decimals and 15 significant digits survives the round trip exactly at its shown precision.
 */
function cellNumber(decimal: string | null): number | null {
  return decimal === null ? null : Number(decimal);
}

/**
 * Renders trade records as xlsx: a Chinese header row (bold, frozen), one row per order, number formats
 * for amounts (`#,##0.00`), NAV (`0.0000`) and shares (spec 03 §7 exportTradeRecordsApply).
 *
 * @param created - the workbook's creation time (the request time, so that a regenerated file is equal)
 */
export async function renderTradeRecordsXlsx(orders: readonly Order[], created: Date): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'FundDesk';
  workbook.created = created;
  workbook.modified = created;
  const sheet = workbook.addWorksheet(t('server.export.tradeRecords.sheet'), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  sheet.columns = EXPORT_COLUMNS.map((c, i) => ({
    header: t(c.header),
    key: `c${i}`,
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const order of orders) sheet.addRow(EXPORT_COLUMNS.map((c) => c.value(order)));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer);
}
