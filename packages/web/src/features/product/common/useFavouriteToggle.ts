import { useCallback, useState } from 'react';
import { product, t } from '@funddesk/core';
import { useGateway, useRevalidateCalls } from '../../../api/hooks';
import { notifier } from '../../../app/notifier';

/** What {@link useFavouriteToggle} gives a page. */
export interface FavouriteToggle {
  /** The flag to show: the local flip while a toggle is under way, else the server's value. */
  isFavourite: (fundId: string, serverValue: boolean) => boolean;
  /** Whether a toggle of this fund is under way. */
  isPending: (fundId: string) => boolean;
  /** Flips the flag locally, calls choiceFund, toasts the outcome, then reloads. */
  toggle: (fundId: string, current: boolean) => Promise<void>;
}

const favouriteCalls = [product.queryFavouriteFund];

/**
 * The favourite (自选) toggle of the product pages: flips the flag locally, calls choiceFund, toasts
 * success (the gateway's notifier shows the failure message), then reloads the favourites: every cached
 * queryFavouriteFund page and whatever the page passes as `reload`. On failure the local flip is undone.
 *
 * @param reload - refetches the page's own data that shows the flag (list page, detail header)
 * @see spec 03 §4 (favourite toggle flips the flag locally, then reloads the favourites),
 *   spec 03 §8 (favourite add or remove: toast for success, or the message on failure), spec 02 §7 choiceFund
 */
export function useFavouriteToggle(reload: () => Promise<unknown>): FavouriteToggle {
  const [overrides, setOverrides] = useState<Readonly<Record<string, boolean>>>({});
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const client = useGateway();
  const reloadFavourites = useRevalidateCalls(favouriteCalls);

  const toggle = useCallback(
    async (fundId: string, current: boolean): Promise<void> => {
      const next = !current;
      setOverrides((o) => ({ ...o, [fundId]: next }));
      setPending((p) => new Set(p).add(fundId));
      try {
        await client.call(product.choiceFund, { favourite: next, fundIds: [fundId] });
        notifier.success(t(next ? 'product.favourite.added' : 'product.favourite.removed'));
      } catch {
        // The notifier has shown the failure message (gateway onError); undo the local flip.
        setOverrides((o) => ({ ...o, [fundId]: current }));
      }
      try {
        await Promise.all([reload(), reloadFavourites()]);
      } finally {
        setOverrides(({ [fundId]: _done, ...rest }) => rest);
        setPending((p) => {
          const copy = new Set(p);
          copy.delete(fundId);
          return copy;
        });
      }
    },
    [reload, client, reloadFavourites],
  );

  return {
    isFavourite: (fundId, serverValue) => overrides[fundId] ?? serverValue,
    isPending: (fundId) => pending.has(fundId),
    toggle,
  };
}
