import { useState, type ReactNode } from 'react';
import { Alert } from '@blueprintjs/core';
import { t, trade, type Order } from '@funddesk/core';
import { useMutationCall } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { formatYuan } from './orderText';
import { useRefreshOrders } from './usePendingTrades';

/** The cancel action of an order: ask, cancel, refresh. */
export interface CancelOrder {
  /** Opens the confirm dialog for an order. */
  ask: (order: Order) => void;
  /** The dialog; render it once in the page. */
  dialog: ReactNode;
  /** The serial being cancelled, if any. */
  pendingSerial: string | null;
}

/**
 * Cancels an order after a confirm dialog: cancelTrade, then 撤单成功 and a refresh of the pending list,
 * the menu badge, details and records. A refusal (past the cut-off) shows the server's message through
 * the notifier.
 * @see spec 02 §7 cancel (before the trade day's 15:00 cut-off)
 */
export function useCancelOrder(onCancelled?: (order: Order) => void): CancelOrder {
  const [target, setTarget] = useState<Order | null>(null);
  const cancel = useMutationCall(trade.cancelTrade);
  const refresh = useRefreshOrders();

  const confirm = async () => {
    if (!target) return;
    try {
      const updated = await cancel.trigger({ serialNo: target.serialNo });
      notifier.success(t('screens.cancel.done'));
      setTarget(null);
      onCancelled?.(updated);
    } catch {
      setTarget(null);
    } finally {
      await refresh();
    }
  };

  const dialog = (
    <Alert
      isOpen={target !== null}
      intent="danger"
      icon="undo"
      cancelButtonText={t('screens.action.close')}
      confirmButtonText={t('screens.cancel.confirm')}
      loading={cancel.isMutating}
      onCancel={() => setTarget(null)}
      onConfirm={() => void confirm()}
    >
      <h4 className="fd-alert-title">{t('screens.cancel.title')}</h4>
      {target ? (
        <p>
          {t('screens.cancel.message', {
            fundName: `${target.fundName}（${target.fundId}）`,
            amount: formatYuan(target.amount),
          })}
        </p>
      ) : null}
    </Alert>
  );
  return { ask: setTarget, dialog, pendingSerial: cancel.isMutating ? (target?.serialNo ?? null) : null };
}
