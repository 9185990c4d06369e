import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { GatewayError, t, trade, type Order } from '@funddesk/core';
import { useMutationCall } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { hasPermission, useMenu } from '../../app/useMenu';
import { TradePasswordDialog } from '../../components/TradePasswordDialog/TradePasswordDialog';
import { formatYuan } from './orderText';
import { useRefreshOrders } from './usePendingTrades';

/** The cancel action of an order: ask (with the trade password), cancel, refresh. */
export interface CancelOrder {
  /** Opens the cancel dialog for an order. */
  ask: (order: Order) => void;
  /** The dialog; render it once in the page. */
  dialog: ReactNode;
  /** The serial being cancelled, if any. */
  pendingSerial: string | null;
  /**
   * Whether the person holds cancelTrade's privilege (from the menu's privilege list). Without it the
   * 撤单 element is not rendered at all (spec 03 §6 "a permission directive removes an element"); the
   * server refuses the call anyway (the server enforces, the client only hides).
   */
  allowed: boolean;
}

/**
 * Cancels an order after the trade password dialog (DESIGN §7: a cancel needs the trade password like
 * placing one): the dialog names the order, cancelTrade sends the password RSA-encrypted, then 撤单成功
 * and a refresh of the pending list, the menu badge, details and records. A wrong password stays in the
 * dialog with the attempts left (FD1100, spec 01 §8); any other refusal (past the cut-off, A00070 locked,
 * A00076 not set) closes it and shows the server's message through the notifier.
 * `allowed` says whether to render 撤单 at all (spec 03 §6 permission directive; issue 17 §4).
 * @see spec 02 §7 cancel (before the trade day's 15:00 cut-off), §4 (trade password attempts);
 *   spec 03 §6; issue 16 finding 4
 */
export function useCancelOrder(onCancelled?: (order: trade.OrderDetail) => void): CancelOrder {
  const [target, setTarget] = useState<Order | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cancel = useMutationCall(trade.cancelTrade);
  const refresh = useRefreshOrders();
  const navigate = useNavigate();
  const { codes, can } = useMenu();

  const close = () => {
    setTarget(null);
    setError(null);
  };

  const confirm = async (tradePassword: string) => {
    if (!target) return;
    setError(null);
    try {
      const updated = await cancel.trigger(
        { serialNo: target.serialNo, tradePassword },
        { hideResult: true },
      );
      notifier.success(t('screens.cancel.done'));
      close();
      onCancelled?.(updated);
      await refresh();
    } catch (failure) {
      const refusal = GatewayError.from(failure);
      if (refusal.kind === 'tradePasswordWrong') {
        setError(refusal.message);
        return;
      }
      close();
      notifier.handle(refusal);
      await refresh();
    }
  };

  const dialog = (
    <TradePasswordDialog
      isOpen={target !== null}
      title={t('screens.cancel.passwordTitle')}
      confirmText={t('screens.cancel.confirm')}
      busy={cancel.isMutating}
      error={error}
      canForget={hasPermission(codes, 'subs_forget_password')}
      onForgot={() => {
        close();
        void navigate('/user/forgetTradePassword');
      }}
      onConfirm={(password) => void confirm(password)}
      onCancel={close}
    >
      {target ? (
        <p>
          {t('screens.cancel.message', {
            fundName: `${target.fundName}（${target.fundId}）`,
            amount: formatYuan(target.amount),
          })}
        </p>
      ) : null}
    </TradePasswordDialog>
  );
  return {
    ask: (order) => {
      setError(null);
      setTarget(order);
    },
    dialog,
    pendingSerial: cancel.isMutating ? (target?.serialNo ?? null) : null,
    allowed: can(trade.cancelTrade.privilege),
  };
}
