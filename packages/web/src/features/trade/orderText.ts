import { formatNumber, t, wireTimeText, type MessageKey, type Order, type OrderStatus } from '@funddesk/core';

const statusKeys: Record<OrderStatus, MessageKey> = {
  accepted: 'tradeStatus.accepted',
  pendingReview: 'tradeStatus.pendingReview',
  cancelled: 'tradeStatus.cancelled',
  confirmed: 'tradeStatus.confirmed',
  failed: 'tradeStatus.failed',
};

/** Blueprint intent of each order state (accepted blue, review amber, confirmed green, failed red). */
export const statusIntents: Record<OrderStatus, 'primary' | 'warning' | 'none' | 'success' | 'danger'> = {
  accepted: 'primary',
  pendingReview: 'warning',
  cancelled: 'none',
  confirmed: 'success',
  failed: 'danger',
};

/**
 * The label of an order state: 已受理, 待复核, 已撤单, 已确认, 失败.
 * @see issue 3 (order states); spec 02 §2 trade pages
 */
export function orderStatusText(status: OrderStatus): string {
  return t(statusKeys[status]);
}

const tradeTypeKeys: Record<Order['tradeType'], MessageKey> = {
  purchase: 'tradeType.purchase',
  redemption: 'tradeType.redemption',
  conversion: 'tradeType.conversion',
};

/** The label of a trade type (申购, 赎回, 转换). @see spec 02 §2 */
export function tradeTypeText(type: Order['tradeType']): string {
  return t(tradeTypeKeys[type]);
}

/**
 * An ISO time with offset as `YYYY-MM-DD HH:mm:ss` in the time it was written (the server writes
 * Asia/Shanghai), so that the display never depends on the browser's zone.
 * @see spec 02 §3 (apply time)
 */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? wireTimeText(iso) : t('display.none');
}

/** Yuan with 2 decimals and thousands separators (`--` when missing). @see spec 03 §5 */
export function formatYuan(value: string | null | undefined): string {
  return formatNumber(value, 2);
}

/**
 * Shares (份) with 2 decimals and thousands separators, `--` when missing: shares are not yuan, so they have
 * their own formatter (the same digits as formatYuan today, one place to change for shares alone).
 * @see DESIGN §5 (shares with 2 decimals)
 */
export function formatShares(value: string | null | undefined): string {
  return formatNumber(value, 2);
}
