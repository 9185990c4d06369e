import { useCallback } from 'react';
import { trade } from '@funddesk/core';
import { useRevalidateCalls } from '../../api/hooks';

const cartCalls = [trade.cartNumInfo, trade.queryShopCartData, trade.batchQueryFundFeeDiscount];

/**
 * Refreshes everything the cart shows: its count, its lines and their fee discounts.
 * @see spec 02 §4 (a cart fund change refreshes the list, count, check info and fee discounts), spec 01 §2.1
 */
export function useCartRefresh(): () => void {
  const revalidate = useRevalidateCalls(cartCalls);
  return useCallback(() => void revalidate(), [revalidate]);
}
