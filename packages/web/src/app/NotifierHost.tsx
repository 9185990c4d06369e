import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Alert, OverlayToaster, Position } from '@blueprintjs/core';
import { t } from '@funddesk/core';
import { notifier as appNotifier, type Notifier } from './notifier';

/**
 * Renders the notifier's toasts (one at a time: earlier toasts close when a new one shows) and its one
 * alert (spec 01 §8).
 * @see spec 01 §8
 */
export function NotifierHost({ notifier = appNotifier }: { notifier?: Notifier }) {
  const state = useSyncExternalStore(notifier.subscribe, notifier.getState, notifier.getState);
  const toaster = useRef<OverlayToaster>(null);
  const shown = useRef(0);

  useEffect(() => {
    const toast = state.toast;
    if (!toast || toast.id === shown.current || !toaster.current) return;
    shown.current = toast.id;
    toaster.current.clear();
    toaster.current.show({
      message: toast.message,
      intent: toast.intent,
      timeout: toast.timeout,
      icon: toast.intent === 'danger' ? 'error' : toast.intent === 'success' ? 'tick-circle' : 'info-sign',
    });
  }, [state.toast]);

  const alert = state.alert;
  return (
    <>
      <OverlayToaster ref={toaster} position={Position.TOP} maxToasts={1} usePortal />
      <Alert
        isOpen={alert !== null}
        intent={alert?.intent ?? 'primary'}
        confirmButtonText={alert?.confirmText ?? t('web.common.confirm')}
        {...(alert?.cancelText
          ? { cancelButtonText: alert.cancelText, onCancel: () => notifier.closeAlert(false) }
          : {})}
        onConfirm={() => notifier.closeAlert(true)}
        canEscapeKeyCancel={Boolean(alert?.cancelText)}
      >
        {alert?.title ? <h4 className="fd-alert__title">{alert.title}</h4> : null}
        <p>{alert?.message}</p>
      </Alert>
    </>
  );
}
