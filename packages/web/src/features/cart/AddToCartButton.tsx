import { useState, type MouseEvent } from 'react';
import { Button } from '@blueprintjs/core';
import { canAddToCart, renderMessage, t, trade } from '@funddesk/core';
import { useCall, useGateway } from '../../api/hooks';
import { notifier as appNotifier, type Notifier } from '../../app/notifier';
import { hasPermission, useMenu } from '../../app/useMenu';
import { useCartRefresh } from './useCartRefresh';

/** Props of {@link AddToCartButton}. */
export interface AddToCartButtonProps {
  fundId: string;
  /** A small icon-only button (fund list rows) instead of a labelled one (fund detail header). */
  compact?: boolean;
  disabled?: boolean;
  /** Test seam; the app's notifier by default. */
  notifier?: Pick<Notifier, 'toast' | 'success'>;
}

/**
 * 加入购物车: refused before any call when the cart is full or already holds the fund (the catalogue's
 * messages), else adds it, toasts 加入购物车成功 and refreshes the cart count. Hidden without the
 * privilege shopping_cart.
 * @see spec 02 §5 (cart add refusals), §8 (加入购物车成功 and the refusal messages), spec 01 §2.1
 */
export function AddToCartButton({
  fundId,
  compact = false,
  disabled = false,
  notifier = appNotifier,
}: AddToCartButtonProps) {
  const { codes } = useMenu();
  const allowed = hasPermission(codes, 'shopping_cart');
  const client = useGateway();
  const refresh = useCartRefresh();
  const count = useCall(trade.cartNumInfo, allowed ? {} : null, { hideResult: true });
  const [pending, setPending] = useState(false);
  if (!allowed) return null;

  const add = async (event: MouseEvent) => {
    event.stopPropagation();
    const info = count.data ?? (await count.mutate());
    const verdict = canAddToCart(info?.added ?? 0, info?.maxLimit, info?.fundIds.includes(fundId) ?? false);
    if (!verdict.ok) {
      notifier.toast(renderMessage(verdict), 'warning');
      return;
    }
    setPending(true);
    try {
      await client.call(trade.cartAdd, { fundIds: [fundId] });
      notifier.success(t('trade.cart.added'));
    } catch {
      // The notifier has shown the server's refusal (the same catalogue messages).
    } finally {
      setPending(false);
      refresh();
    }
  };

  const label = t('trade.cart.add');
  return compact ? (
    <Button
      variant="minimal"
      size="small"
      icon="shopping-cart"
      aria-label={label}
      title={label}
      loading={pending}
      disabled={disabled}
      onClick={(event) => void add(event)}
    />
  ) : (
    <Button
      size="small"
      variant="outlined"
      intent="primary"
      icon="shopping-cart"
      text={label}
      loading={pending}
      disabled={disabled}
      onClick={(event) => void add(event)}
    />
  );
}
