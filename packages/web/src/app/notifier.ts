import { t, type GatewayError } from '@funddesk/core';

/** Toast look: a Blueprint intent. */
export type ToastIntent = 'success' | 'primary' | 'warning' | 'danger';

/** One toast: the message, its intent and how long it stays (ms). */
export interface ToastRequest {
  readonly id: number;
  readonly message: string;
  readonly intent: ToastIntent;
  readonly timeout: number;
}

/** One alert (a modal with an OK button and, for confirms, a cancel button). */
export interface AlertRequest {
  readonly id: number;
  readonly title?: string;
  readonly message: string;
  readonly confirmText: string;
  readonly cancelText?: string;
  readonly intent?: ToastIntent;
  onConfirm?: () => void;
  onCancel?: () => void;
}

/** What the notifier does beyond showing messages; wired to the router and session at start-up. */
export interface NotifierEffects {
  /** Clears the session locally and goes to login (spec 01 §4.3). */
  logout: () => void;
  navigate: (to: string) => void;
  /** Clears all visited-view tabs (spec 01 §8 S00010, A01008). */
  clearViews: () => void;
  reload: () => void;
  /** The alarm channel (spec 01 §8 "reported"); the local build logs to the console. */
  report: (error: GatewayError) => void;
}

/** The state the host component renders. */
export interface NotifierState {
  readonly toast: ToastRequest | null;
  readonly alert: AlertRequest | null;
}

/**
 * Durations and limits of spec 01 §8: toasts 3 s by default, error toasts 4 s, code `000` 2 s;
 * messages throttled at 600 ms; earlier toasts close when a new one shows.
 */
export const notifierTiming = {
  toastMs: 3_000,
  errorMs: 4_000,
  shortMs: 2_000,
  throttleMs: 600,
  /** A01008: the message shows, then after 2 s the views close and the trade module opens. */
  gotoTradeDelayMs: 2_000,
} as const;

/** The trade module (spec 02 §2: /trade redirects to /trade/stayTrade). */
export const TRADE_MODULE_PATH = '/trade';

/** Options of one error's handling. */
export interface HandleOptions {
  /**
   * spec 01 §8: no timeout message. FundDesk extends it to every message-only reaction: a caller that
   * sets it shows the error itself (the login form shows it inline). Session reactions always run.
   */
  hideResult?: boolean;
}

/** The one notifier of the web app. */
export interface Notifier {
  toast: (message: string, intent?: ToastIntent, timeout?: number) => boolean;
  success: (message: string) => boolean;
  error: (message: string, timeout?: number) => boolean;
  /** Opens an alert unless one is open (spec 01 §8: only one alert at a time). @returns whether it opened */
  alert: (request: Omit<AlertRequest, 'id'>) => boolean;
  /** Closes the current alert, running its confirm or cancel callback. */
  closeAlert: (confirmed: boolean) => void;
  /** Reacts to a gateway failure by its kind (spec 01 §8). */
  handle: (error: GatewayError, options?: HandleOptions) => void;
  /** Wires the effects (router, session); until then reactions only show messages. */
  configure: (effects: Partial<NotifierEffects>) => void;
  /** True while a toast or an alert is visible. */
  isMessageVisible: () => boolean;
  getState: () => NotifierState;
  subscribe: (listener: () => void) => () => void;
}

/** Clock and timers of the notifier; real ones by default, fake ones in tests. */
export interface NotifierEnv {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

const defaultEnv: NotifierEnv = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
};

/**
 * Creates a notifier. The app has exactly one ({@link notifier}); the gateway client's `onError` feeds it.
 * @see spec 01 §8
 */
export function createNotifier(env: NotifierEnv = defaultEnv): Notifier {
  let state: NotifierState = { toast: null, alert: null };
  let lastToastAt = Number.NEGATIVE_INFINITY;
  let toastVisibleUntil = Number.NEGATIVE_INFINITY;
  let nextId = 1;
  let loggingOut = false;
  const listeners = new Set<() => void>();
  const effects: NotifierEffects = {
    logout: () => undefined,
    navigate: () => undefined,
    clearViews: () => undefined,
    reload: () => undefined,
    report: (error) => console.warn('[alarm]', error.code, error.message),
  };

  const setState = (next: NotifierState): void => {
    state = next;
    for (const listener of listeners) listener();
  };

  const toast = (
    message: string,
    intent: ToastIntent = 'primary',
    timeout: number = notifierTiming.toastMs,
  ): boolean => {
    const now = env.now();
    if (now - lastToastAt < notifierTiming.throttleMs) return false;
    lastToastAt = now;
    toastVisibleUntil = now + timeout;
    setState({ ...state, toast: { id: nextId++, message, intent, timeout } });
    return true;
  };
  const error = (message: string, timeout: number = notifierTiming.errorMs): boolean =>
    toast(message, 'danger', timeout);

  const alert = (request: Omit<AlertRequest, 'id'>): boolean => {
    if (state.alert) return false;
    setState({ ...state, alert: { ...request, id: nextId++ } });
    return true;
  };

  /** Logs out once, however many calls fail with 401 at the same time. */
  const logoutOnce = (): void => {
    if (loggingOut) return;
    loggingOut = true;
    effects.logout();
    env.setTimeout(() => {
      loggingOut = false;
    }, notifierTiming.errorMs);
  };

  const handle = (failure: GatewayError, options: HandleOptions = {}): void => {
    const quiet = options.hideResult === true;
    const message = failure.message;
    const entry = failure.entry;
    switch (failure.kind) {
      case 'toast':
      case 'network':
      case 'invalid':
      case 'authorise':
        if (!quiet) error(message);
        return;
      case 'alarm':
        effects.report(failure);
        if (!quiet) error(message);
        return;
      case 'toastShort':
        if (!quiet) error(message, notifierTiming.shortMs);
        return;
      case 'timeout':
        effects.report(failure);
        if (!quiet && !isMessageVisible()) error(message);
        return;
      case 'logout':
        if (!loggingOut) error(t('error.sessionExpired'));
        logoutOnce();
        return;
      case 'gotoLogin':
        logoutOnce();
        return;
      case 'refreshMenu':
        if (!loggingOut) error(t('error.menuFailed'));
        logoutOnce();
        return;
      case 'alertLogout':
        if (
          !alert({
            title: t('web.common.prompt'),
            message,
            confirmText: t('web.common.confirm'),
            onConfirm: logoutOnce,
          })
        ) {
          logoutOnce();
        }
        return;
      case 'illegalLink':
        effects.clearViews();
        if (!alert({ message, confirmText: t('web.common.confirm'), onConfirm: logoutOnce })) logoutOnce();
        return;
      case 'gotoTrade':
        if (failure.code === 'A01009') {
          effects.navigate(TRADE_MODULE_PATH);
          return;
        }
        error(message);
        env.setTimeout(() => {
          effects.clearViews();
          effects.navigate(TRADE_MODULE_PATH);
        }, notifierTiming.gotoTradeDelayMs);
        return;
      case 'reload':
        effects.reload();
        return;
      case 'profileIncomplete':
        alert({
          title: entry.title ? t(entry.title) : undefined,
          message,
          confirmText: entry.action ? t(entry.action) : t('web.common.confirm'),
          cancelText: t('web.common.cancel'),
          onConfirm: () => effects.navigate('/user/userInfo'),
        });
        return;
      case 'tradePasswordLocked':
      case 'tradePasswordNotSet':
      case 'tradePasswordWrong': {
        if (quiet) return;
        const target =
          failure.kind === 'tradePasswordLocked'
            ? '/user/forgetTradePassword'
            : failure.kind === 'tradePasswordNotSet'
              ? '/user/forgetTradePassword?title=setTradePwd'
              : undefined;
        alert({
          title: entry.title ? t(entry.title) : undefined,
          message,
          confirmText: entry.action ? t(entry.action) : t('web.common.confirm'),
          cancelText: target ? t('web.common.cancel') : undefined,
          intent: 'danger',
          onConfirm: target ? () => effects.navigate(target) : undefined,
        });
        return;
      }
      default: {
        const unreachable: never = failure.kind;
        return unreachable;
      }
    }
  };

  function isMessageVisible(): boolean {
    return state.alert !== null || env.now() < toastVisibleUntil;
  }

  return {
    toast,
    success: (message) => toast(message, 'success'),
    error,
    alert,
    closeAlert(confirmed) {
      const current = state.alert;
      if (!current) return;
      setState({ ...state, alert: null });
      if (confirmed) current.onConfirm?.();
      else current.onCancel?.();
    },
    handle,
    configure(next) {
      Object.assign(effects, next);
    },
    isMessageVisible,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one notifier (spec 01 §8). */
export const notifier: Notifier = createNotifier();
