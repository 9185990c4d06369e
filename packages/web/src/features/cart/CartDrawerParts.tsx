import type { ReactNode } from 'react';
import { Button, HTMLSelect, NonIdealState, Spinner, Tooltip } from '@blueprintjs/core';
import { formatNumber, t, trade, type CartCompanyGroup, type Dec } from '@funddesk/core';
import { SimulatedLegend } from '../product/common/SimulatedMark';
import { CartLineRow } from './CartLineRow';
import type { LineView } from './cartLines';

/** Props of {@link CartToolbar}. */
export interface CartToolbarProps {
  count: number;
  /** A manager's trading-account picker: the accounts with shopping_cart, or null for other users. */
  accounts: { list: ReadonlyArray<{ groupId: string; corpName: string }>; chosen: string } | null;
  onAccount: (groupId: string) => void;
  clearDisabled: boolean;
  onClear: () => void;
}

/**
 * The drawer's toolbar: 已添加 N/20 (the contract's cart capacity), a manager's trading account, 清空.
 * @see spec 02 §2 (cart drawer), §4 (managers choose the account first), §9 (cart max 20)
 */
export function CartToolbar({ count, accounts, onAccount, clearDisabled, onClear }: CartToolbarProps) {
  return (
    <div className="fd-cart-drawer__toolbar">
      <span>{t('trade.drawer.count', { count, max: trade.CART_MAX_FUNDS })}</span>
      {accounts ? (
        <label className="fd-cart-drawer__account">
          {t('trade.drawer.account')}
          <HTMLSelect
            value={accounts.chosen}
            onChange={(event) => onAccount(event.currentTarget.value)}
            aria-label={t('trade.drawer.account')}
          >
            <option value="">{t('trade.drawer.accountPlaceholder')}</option>
            {accounts.list.map((org) => (
              <option key={org.groupId} value={org.groupId}>
                {org.corpName}
              </option>
            ))}
          </HTMLSelect>
        </label>
      ) : null}
      <Button
        variant="minimal"
        icon="trash"
        text={t('trade.drawer.clear')}
        disabled={clearDisabled}
        onClick={onClear}
      />
    </div>
  );
}

/** Props of {@link CartGroups}. */
export interface CartGroupsProps {
  loading: boolean;
  groups: readonly CartCompanyGroup[];
  views: ReadonlyMap<string, LineView>;
  disabled: boolean;
  onAmount: (fundId: string, text: string) => void;
  onRemove: (fundId: string) => void;
}

/**
 * The drawer's body: the lines grouped by fund company (one CartLineRow each), a spinner while the cart
 * loads, 购物车为空 when it holds nothing.
 * @see spec 02 §2 (cart drawer grouped by fund company)
 */
export function CartGroups({ loading, groups, views, disabled, onAmount, onRemove }: CartGroupsProps) {
  let body: ReactNode;
  if (loading) body = <Spinner />;
  else if (views.size === 0)
    body = <NonIdealState icon="shopping-cart" description={t('trade.drawer.empty')} />;
  else
    body = [
      ...groups.map((group) => (
        <section key={group.managerCode} className="fd-cart-group">
          <h4 className="fd-cart-group__title">{group.managerName}</h4>
          {group.fundList.map((line) => {
            const view = views.get(line.fundId);
            return view ? (
              <CartLineRow
                key={line.fundId}
                view={view}
                disabled={disabled}
                onAmount={(text) => onAmount(line.fundId, text)}
                onRemove={() => onRemove(line.fundId)}
              />
            ) : null;
          })}
        </section>
      )),
      // Limits, risk levels and fees are the model's: one legend line for the marked labels (issue 17 §3).
      <SimulatedLegend key="simulated-legend" />,
    ];
  return <div className="fd-cart-drawer__body">{body}</div>;
}

/** Props of {@link CartFooter}. */
export interface CartFooterProps {
  /** The total of the typed amounts, yuan. */
  total: Dec;
  isHosting: boolean;
  disabled: boolean;
  submitting: boolean;
  onBuy: () => void;
}

/**
 * The drawer's footer: the total (yuan, 2 decimals) and 一键购买; hosting users see why they cannot buy.
 * @see spec 02 §2, §5 (total amount, buy button, hosting users)
 */
export function CartFooter({ total, isHosting, disabled, submitting, onBuy }: CartFooterProps) {
  const buyButton = (
    <Button
      intent="primary"
      large
      text={t('trade.drawer.buy')}
      disabled={disabled}
      loading={submitting}
      onClick={onBuy}
    />
  );
  return (
    <div className="fd-cart-drawer__footer">
      <span className="fd-cart-drawer__total">
        {t('trade.drawer.total')}：
        <strong data-testid="cart-total">
          {t('trade.drawer.totalValue', { total: formatNumber(total, 2) })}
        </strong>
      </span>
      {isHosting ? <Tooltip content={t('trade.drawer.hostingUser')}>{buyButton}</Tooltip> : buyButton}
      {isHosting ? <span className="fd-cart-drawer__hosting">{t('trade.drawer.hostingUser')}</span> : null}
    </div>
  );
}
