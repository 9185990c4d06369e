import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { callPath, trade } from '@funddesk/core';

const cartPaths = new Set(
  [trade.cartNumInfo, trade.queryShopCartData, trade.batchQueryFundFeeDiscount].map((call) => callPath(call)),
);

/**
 * Refreshes everything the cart shows: its count, its lines and their fee discounts.
 * @see spec 02 §4 (a cart fund change refreshes the list, count, check info and fee discounts), spec 01 §2.1
 */
export function useCartRefresh(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    void mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && cartPaths.has(key[0]));
  }, [mutate]);
}
