import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Alert, OverlayToaster, Position } from '@blueprintjs/core';
import { account, t } from '@funddesk/core';
import { revalidateCalls, useGateway } from '../api/hooks';
import { AuthorisationDialog } from '../features/session/AuthorisationDialog';
import { currentHashPath } from './navigation';
import { installGlobalErrorHandlers, notifier as appNotifier, type Notifier } from './notifier';

/**
 * Renders the notifier's toasts (one at a time: earlier toasts close when a new one shows) and its one
 * alert - a plain alert, or the authorisation dialog of A800046 (spec 01 §8). Wires the notifier's menu
 * refresh (A00103), leave marks (the authorisation's 29) and the window's uncaught errors (reported, except
 * the ignored ones).
 * @see spec 01 §8
 */
export function NotifierHost({ notifier = appNotifier }: { notifier?: Notifier }) {
  const state = useSyncExternalStore(notifier.subscribe, notifier.getState, notifier.getState);
  const client = useGateway();
  const toaster = useRef<OverlayToaster>(null);
  const shown = useRef(0);

  useEffect(() => {
    notifier.configure({
      // spec 01 §8 A00103: refetch the privilege codes (every organisation's cached menu).
      refreshMenu: () => void revalidateCalls([account.personMenu]),
      recordLeaveMark: (path, businessType) =>
        void client
          .call(account.setLeaveMarks, { path, businessType }, { hideResult: true })
          .catch(() => undefined),
      currentPath: currentHashPath,
    });
    if (typeof window === 'undefined') return undefined;
    return installGlobalErrorHandlers(window, notifier);
  }, [notifier, client]);

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
  const authorise = alert?.kind === 'authorise';
  return (
    <>
      <OverlayToaster ref={toaster} position={Position.TOP} maxToasts={1} usePortal />
      <Alert
        isOpen={alert !== null && !authorise}
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
      <AuthorisationDialog
        isOpen={authorise}
        title={alert?.title ?? ''}
        message={alert?.message ?? ''}
        confirmText={alert?.confirmText ?? ''}
        cancelText={alert?.cancelText ?? t('web.common.cancel')}
        onAuthorise={() => notifier.closeAlert(true)}
        onCancel={() => notifier.closeAlert(false)}
      />
    </>
  );
}
