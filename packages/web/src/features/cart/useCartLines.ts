import { useEffect, useMemo, useState } from 'react';
import { trade, type CartFundLine, type FeeRateEntry, type TipInfo } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { lineView, type LineView } from './cartLines';

const noLines: readonly CartFundLine[] = [];

/**
 * The cart drawer's data: the cart (queryShopCartData, one page of the contract's cart page size 50)
 * while the drawer is open, its fee tiers (batchQueryFundFeeDiscount), the amounts typed per line (seeded
 * once from the amounts the server kept), the server check's warnings per line, and each line's view
 * (amount checked as typed, estimated fee, warning).
 * @param isOpen - the drawer is open (nothing is asked while it is closed)
 * @see spec 02 §2 (cart drawer), §3 (fees), §5 (amount rules), §7 (cart calls), §9 (cart page size 50)
 */
export function useCartLines(isOpen: boolean) {
  const cart = useCall(
    trade.queryShopCartData,
    isOpen ? { pagination: { currentPage: 1, pagesize: trade.CART_PAGE_SIZE } } : null,
  );
  const groups = cart.data?.list;
  const lines = useMemo(() => groups?.flatMap((group) => group.fundList) ?? noLines, [groups]);
  const fundIds = useMemo(() => lines.map((line) => line.fundId), [lines]);
  const fees = useCall(trade.batchQueryFundFeeDiscount, isOpen && fundIds.length > 0 ? { fundIds } : null);
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [serverTips, setServerTips] = useState<Record<string, TipInfo>>({});

  // Amounts the server kept for a line seed the input once.
  useEffect(() => {
    setAmounts((previous) => {
      const next = { ...previous };
      for (const line of lines) if (next[line.fundId] === undefined) next[line.fundId] = line.amount ?? '';
      return next;
    });
  }, [lines]);

  const tiersOf = useMemo(() => {
    const map = new Map<string, readonly FeeRateEntry[]>();
    for (const entry of fees.data?.list ?? []) map.set(entry.fundId, entry.buyRate);
    return map;
  }, [fees.data]);

  const views = useMemo(() => {
    const map = new Map<string, LineView>();
    for (const line of lines) {
      map.set(
        line.fundId,
        lineView(line, amounts[line.fundId] ?? '', serverTips[line.fundId], tiersOf.get(line.fundId)),
      );
    }
    return map;
  }, [lines, amounts, serverTips, tiersOf]);

  /** A line's amount was typed: its server warning no longer applies. */
  const setAmount = (fundId: string, text: string) => {
    setAmounts((previous) => ({ ...previous, [fundId]: text }));
    setServerTips(({ [fundId]: _dropped, ...rest }) => rest);
  };

  return { groups: groups ?? [], lines, loading: cart.isLoading, views, setAmount, setServerTips };
}
