import { useState } from 'react';
import { Button, Tooltip } from '@blueprintjs/core';
import { t, trade } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import { CartDrawer } from './CartDrawer';
import { RegulatoryBankDialog } from './RegulatoryBankDialog';
import './cart.css';

/** Props of {@link CartPanel}. */
export interface CartPanelProps {
  /** Privilege shopping_cart: the cart button and drawer. */
  canCart: boolean;
  /** Privilege public_accounts: the regulatory-bank button. */
  canBank: boolean;
  /** Privilege subs_forget_password: the forgot link in the trade password dialog. */
  canForgetPassword: boolean;
}

/**
 * The floating side panel: the cart button with its count badge (cartNumInfo, refreshed after every
 * cart change) opening the cart drawer, and the regulatory-bank information button.
 * @see spec 01 §2.1 (floating side panel), spec 03 §2 (other shell elements), spec 02 §2 (cart drawer)
 */
export function CartPanel({ canCart, canBank, canForgetPassword }: CartPanelProps) {
  const [cartOpen, setCartOpen] = useState(false);
  const [bankOpen, setBankOpen] = useState(false);
  const count = useCall(trade.cartNumInfo, canCart ? {} : null, { hideResult: true });
  const added = count.data?.added ?? 0;
  if (!canCart && !canBank) return null;
  return (
    <>
      <div className="fd-side-panel" role="toolbar">
        {canCart ? (
          // The count sits beside the button, not in it: the button's name is its visible label only
          // (WCAG 2.5.3, axe label-content-name-mismatch); the count describes it.
          <span className="fd-side-panel__slot">
            <Tooltip content={t('trade.panel.cart')} placement="left">
              <Button
                className="fd-side-panel__button"
                icon="shopping-cart"
                aria-label={t('trade.panel.cart')}
                aria-describedby={added > 0 ? 'fd-cart-count' : undefined}
                onClick={() => setCartOpen(true)}
              />
            </Tooltip>
            {added > 0 ? (
              <span className="fd-side-panel__badge" id="fd-cart-count" data-testid="cart-count">
                {added}
              </span>
            ) : null}
          </span>
        ) : null}
        {canBank ? (
          <Tooltip content={t('trade.panel.bank')} placement="left">
            <Button
              className="fd-side-panel__button"
              icon="bank-account"
              aria-label={t('trade.panel.bank')}
              onClick={() => setBankOpen(true)}
            />
          </Tooltip>
        ) : null}
      </div>
      {canCart ? (
        <CartDrawer
          isOpen={cartOpen}
          onClose={() => setCartOpen(false)}
          canForgetPassword={canForgetPassword}
        />
      ) : null}
      <RegulatoryBankDialog isOpen={bankOpen} onClose={() => setBankOpen(false)} />
    </>
  );
}
