import { trade, trading } from '@funddesk/core';
import { useCall, useRevalidateCalls } from '../../api/hooks';

const orderCalls = [
  trade.pendingTradeList,
  trade.pendingTradeNum,
  trade.tradeDetail,
  trading.stayTradeDetail,
  trade.tradeList,
];
const countCalls = [trade.pendingTradeNum];

/**
 * The pending trade count of the menu badge (pendingTradeNum), fetched only when the menu shows
 * 待处理交易 (privilege pending_trans).
 * @see spec 02 §2 stayTrade, §7 "num"
 */
export function usePendingTradeNum(enabled: boolean): number | null {
  const { data } = useCall(trade.pendingTradeNum, enabled ? {} : null, { hideResult: true });
  return data ? data.num : null;
}

/**
 * Refreshes everything an order change touches: the pending list, the menu badge, details and trade
 * records (after a cancel here, or a purchase elsewhere).
 * @see spec 02 §4 (the pending-trade count is refreshed after a purchase), §7 cancel
 */
export function useRefreshOrders(): () => Promise<void> {
  return useRevalidateCalls(orderCalls);
}

/**
 * Refreshes the menu badge's count alone (the pending page calls it when it opens, so that a purchase
 * placed elsewhere shows in the badge as soon as the user looks at the list).
 * @see spec 02 §4 (after a purchase the pending-trade count is refreshed)
 */
export function useRefreshPendingCount(): () => Promise<void> {
  return useRevalidateCalls(countCalls);
}
