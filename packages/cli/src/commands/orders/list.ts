import { trade, type Order } from '@funddesk/core';
import type { Connection } from '../../client.js';
import type { CommandDeps, EnvOption } from '../../context.js';
import { UsageError } from '../../errors.js';
import { parseGroupIds } from '../../groupIds.js';

/** Rows asked for per page: the contract's largest page (paginationSchema pagesize ≤ 100). */
export const ORDERS_PAGE_SIZE = 100;
/** At most this many pages are fetched (100,000 orders); more is refused as too broad a query. */
export const ORDERS_MAX_PAGES = 1_000;
/** At most this many `--account` values (the contract's groupIds limit). */
export const MAX_ACCOUNTS = 200;

/** Options of {@link ordersList}, as typed on the command line. */
export interface OrdersListOptions extends EnvOption {
  /** List pending trades (pendingTradeList) instead of trade records (tradeList). */
  pending?: boolean;
  /** First trade day, `YYYY-MM-DD`, inclusive (trade records only). */
  from?: string;
  /** Last trade day, `YYYY-MM-DD`, inclusive (trade records only). */
  to?: string;
  /** Organisation group ids; the session's organisation when absent. */
  account?: readonly string[];
}

/** Result of {@link ordersList}: every order of every page. */
export interface OrdersListResult {
  pending: boolean;
  orders: Order[];
}

/**
 * Validates a calendar day `YYYY-MM-DD` (a real date: 2026-02-30 is refused).
 * @throws UsageError (exit 2)
 */
export function parseDay(text: string): string {
  const day = text.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match) {
    const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const at = new Date(Date.UTC(year, month - 1, date));
    if (at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === date)
      return day;
  }
  throw new UsageError('cli.orders.error.badDate', { value: text });
}

/**
 * Validates `--account` values: each a group id, duplicates dropped, at most {@link MAX_ACCOUNTS};
 * undefined when none was given (the server then uses the session's organisation).
 * @throws UsageError (exit 2)
 */
export function parseAccounts(values: readonly string[] | undefined): string[] | undefined {
  return parseGroupIds(values, MAX_ACCOUNTS);
}

/** The validated filters of a listing. */
export interface OrderFilters {
  pending: boolean;
  startDate?: string;
  endDate?: string;
  groupIds?: string[];
}

/**
 * Validates the options of `orders list`: dates, their order, `--pending` without a date range,
 * group ids.
 * @throws UsageError (exit 2)
 */
export function parseListOptions(options: OrdersListOptions): OrderFilters {
  const pending = options.pending === true;
  if (pending && (options.from !== undefined || options.to !== undefined)) {
    throw new UsageError('cli.orders.error.pendingRange');
  }
  const filters: OrderFilters = { pending };
  if (options.from !== undefined) filters.startDate = parseDay(options.from);
  if (options.to !== undefined) filters.endDate = parseDay(options.to);
  if (filters.startDate && filters.endDate && filters.startDate > filters.endDate) {
    throw new UsageError('cli.orders.error.badRange', { from: filters.startDate, to: filters.endDate });
  }
  const groupIds = parseAccounts(options.account);
  if (groupIds) filters.groupIds = groupIds;
  return filters;
}

/** One page of orders as both list calls answer it. */
interface OrdersPage {
  list: Order[];
  pagination: { pageCount: number };
}

/**
 * Fetches every page of a list call (pages of {@link ORDERS_PAGE_SIZE}, from 1 until the answered
 * page count). An order that moves to a later page while paging (a new order placed meanwhile) is
 * kept once, at its first position.
 * @throws UsageError when the query spans more than {@link ORDERS_MAX_PAGES} pages
 */
export async function fetchAllPages(fetchPage: (page: number) => Promise<OrdersPage>): Promise<Order[]> {
  const seen = new Set<string>();
  const orders: Order[] = [];
  let pageCount = 1;
  for (let page = 1; page <= pageCount; page += 1) {
    const answer = await fetchPage(page);
    if (page === 1 && answer.pagination.pageCount > ORDERS_MAX_PAGES) {
      throw new UsageError('cli.orders.error.tooMany', { max: ORDERS_MAX_PAGES * ORDERS_PAGE_SIZE });
    }
    pageCount = Math.min(Math.max(pageCount, answer.pagination.pageCount), ORDERS_MAX_PAGES);
    for (const order of answer.list) {
      if (seen.has(order.serialNo)) continue;
      seen.add(order.serialNo);
      orders.push(order);
    }
    if (answer.list.length === 0) break;
  }
  return orders;
}

function fetchOrders(connection: Connection, filters: OrderFilters): Promise<Order[]> {
  const groupIds = filters.groupIds;
  if (filters.pending) {
    return fetchAllPages((currentPage) =>
      connection.call(trade.pendingTradeList, {
        groupIds,
        pagination: { currentPage, pagesize: ORDERS_PAGE_SIZE },
      }),
    );
  }
  return fetchAllPages((currentPage) =>
    connection.call(trade.tradeList, {
      groupIds,
      startDate: filters.startDate,
      endDate: filters.endDate,
      pagination: { currentPage, pagesize: ORDERS_PAGE_SIZE },
    }),
  );
}

/**
 * `funddesk orders list`: with `--pending` the pending trades (pendingTradeList, spec 02 §2 stayTrade),
 * else the trade records in a trade-day range (tradeList, spec 03 §2), of the chosen organisations;
 * every page is fetched. Newest first, as the server orders them.
 * @throws UsageError for bad options; GatewayError FD1004 for an organisation not the person's (exit 3)
 */
export async function ordersList(options: OrdersListOptions, deps: CommandDeps): Promise<OrdersListResult> {
  const filters = parseListOptions(options);
  const connection = await deps.connect(options.env);
  connection.requireSession();
  return { pending: filters.pending, orders: await fetchOrders(connection, filters) };
}
