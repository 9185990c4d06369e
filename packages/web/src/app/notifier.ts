import {
  a00103Reaction,
  account,
  callPath,
  clampToastMs,
  e109016Reaction,
  GatewayError,
  isIgnoredGlobalError,
  messageTiming,
  passesThrottle,
  SETTING_LOGIN_PATH,
  shouldShowTimeout,
  t,
} from '@funddesk/core';

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
  /** `authorise`: the host renders the authorisation dialog (A800046) instead of a plain alert. */
  readonly kind?: 'plain' | 'authorise';
  readonly title?: string;
  readonly message: string;
  readonly confirmText: string;
  readonly cancelText?: string;
  readonly intent?: ToastIntent;
  /** The alert ends the session (A800048, A00198, S00010): its OK logs out; nothing replaces it. */
  readonly sessionEnding?: boolean;
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
  /** Refetches the menu and privilege codes (spec 01 §8 A00103 "refresh"). */
  refreshMenu: () => void;
  /** Records a leave mark (spec 01 §7.6b: 29 for the authorisation). */
  recordLeaveMark: (path: string, businessType: typeof AUTHORISATION_LEAVE_MARK) => void;
  /** The current route path, for leave marks. */
  currentPath: () => string;
  /** The alarm channel (spec 01 §8 "reported"); the local build logs to the console. */
  report: (error: GatewayError | Error) => void;
}

/** The state the host component renders. */
export interface NotifierState {
  readonly toast: ToastRequest | null;
  readonly alert: AlertRequest | null;
}

/**
 * Durations and limits of spec 01 §8, §9 (core `messageTiming`): toasts 3 s by default, error toasts 4 s,
 * code `000` 2 s, every duration within 1000-4000 ms; messages throttled at 600 ms; earlier toasts close
 * when a new one shows.
 */
export const notifierTiming = messageTiming;

/** The trade module (spec 02 §2: /trade redirects to /trade/stayTrade). */
export const TRADE_MODULE_PATH = '/trade';

/** Where A800045's action goes (spec 01 §8: profile incomplete -> userInfo). */
export const USER_INFO_PATH = '/user/userInfo';

/** The authorisation's leave mark (spec 01 §7.15, §7.6b: businessType 29). */
export const AUTHORISATION_LEAVE_MARK = 29 as const;

/** The menu call's path: A00103 on it logs out, elsewhere it refreshes the menu (spec 01 §8). */
const MENU_PATH = callPath(account.personMenu);

/** Options of one error's handling. */
export interface HandleOptions {
  /**
   * spec 01 §8: no timeout message. FundDesk extends it to every message-only reaction: a caller that
   * sets it shows the error itself (the login form shows it inline). Session reactions always run.
   */
  hideResult?: boolean;
  /** The failing call's path (E109016 reloads only on institution edit paths; A00103 by path). */
  path?: string;
}

/** The one notifier of the web app. */
export interface Notifier {
  /** Shows a toast unless one showed less than 600 ms ago. @returns whether it showed */
  toast: (message: string, intent?: ToastIntent, timeout?: number) => boolean;
  success: (message: string) => boolean;
  error: (message: string, timeout?: number) => boolean;
  /** Opens an alert unless one is open (spec 01 §8: only one alert at a time). @returns whether it opened */
  alert: (request: Omit<AlertRequest, 'id'>) => boolean;
  /** Closes the current alert, running its confirm or cancel callback. */
  closeAlert: (confirmed: boolean) => void;
  /** Reacts to a gateway failure by its kind (spec 01 §8). */
  handle: (error: GatewayError, options?: HandleOptions) => void;
  /** Reports a browser error to the alarm channel unless spec 01 §8 ignores it. @returns whether reported */
  handleGlobalError: (error: unknown) => boolean;
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

/** The message of anything thrown or rejected. */
function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String(error.message);
  }
  return String(error);
}

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
    refreshMenu: () => undefined,
    recordLeaveMark: () => undefined,
    currentPath: () => '/',
    report: (error) =>
      console.warn('[alarm]', error instanceof GatewayError ? error.code : error.name, error.message),
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
    if (!passesThrottle(lastToastAt, now)) return false;
    const ms = clampToastMs(timeout);
    lastToastAt = now;
    toastVisibleUntil = now + ms;
    setState({ ...state, toast: { id: nextId++, message, intent, timeout: ms } });
    return true;
  };
  const error = (message: string, timeout: number = notifierTiming.errorMs): boolean =>
    toast(message, 'danger', timeout);

  const alert = (request: Omit<AlertRequest, 'id'>): boolean => {
    if (state.alert) return false;
    setState({ ...state, alert: { ...request, id: nextId++ } });
    return true;
  };

  const sessionEndingOpen = (): boolean => state.alert?.sessionEnding === true;

  /** Logs out once, however many calls fail with 401 at the same time. */
  const logoutOnce = (): void => {
    if (loggingOut) return;
    loggingOut = true;
    effects.logout();
    env.setTimeout(() => {
      loggingOut = false;
    }, notifierTiming.errorMs);
  };

  /**
   * Opens an alert that ends the session (A800048, A00198, S00010). It wins over any other alert (the
   * session is over, nothing else can go on), and while it is open further session failures wait for it.
   */
  const sessionEndingAlert = (request: Omit<AlertRequest, 'id' | 'sessionEnding'>): void => {
    if (sessionEndingOpen()) return;
    setState({ ...state, alert: { ...request, sessionEnding: true, id: nextId++ } });
  };

  const handle = (failure: GatewayError, options: HandleOptions = {}): void => {
    const quiet = options.hideResult === true;
    const message = failure.message;
    const entry = failure.entry;
    switch (failure.kind) {
      case 'toast':
      case 'network':
      case 'invalid':
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
        if (shouldShowTimeout({ hideResult: quiet, messageVisible: isMessageVisible() })) error(message);
        return;
      case 'logout':
        // A session-ending alert already says so; its OK logs out. 401s are not reported (spec 01 §8).
        if (sessionEndingOpen()) return;
        if (!loggingOut) error(t('error.sessionExpired'));
        logoutOnce();
        return;
      case 'gotoLogin':
        if (sessionEndingOpen()) return;
        logoutOnce();
        return;
      case 'refreshMenu':
        if (a00103Reaction(options.path, MENU_PATH) === 'refresh') {
          effects.refreshMenu();
          return;
        }
        if (sessionEndingOpen()) return;
        if (!loggingOut) error(t('error.menuFailed'));
        logoutOnce();
        return;
      case 'alertLogout':
        sessionEndingAlert({
          title: t('web.common.prompt'),
          message,
          confirmText: t('web.common.confirm'),
          onConfirm: logoutOnce,
        });
        return;
      case 'illegalLink':
        if (sessionEndingOpen()) return;
        effects.clearViews();
        sessionEndingAlert({ message, confirmText: t('web.common.confirm'), onConfirm: logoutOnce });
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
        if (e109016Reaction(options.path) === 'reload') effects.reload();
        else if (!quiet) error(message);
        return;
      case 'profileIncomplete':
        alert({
          title: entry.title ? t(entry.title) : undefined,
          message,
          confirmText: entry.action ? t(entry.action) : t('web.common.confirm'),
          cancelText: t('web.common.cancel'),
          onConfirm: () => effects.navigate(USER_INFO_PATH),
        });
        return;
      case 'authorise':
        alert({
          kind: 'authorise',
          title: t('prompt.authorise.title'),
          message: t('prompt.authorise.body'),
          confirmText: t('prompt.authorise.confirm'),
          cancelText: t('prompt.authorise.cancel'),
          onConfirm: () => {
            effects.recordLeaveMark(effects.currentPath(), AUTHORISATION_LEAVE_MARK);
            toast(t('prompt.authorise.done'), 'success');
          },
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
      case 'firstLoginRequired':
        // FD1018: the server refuses everything but the first-login settings until they are done (issue 16
        // finding 3): go to the settings page, saying why.
        if (!quiet) error(message);
        effects.navigate(SETTING_LOGIN_PATH);
        return;
      default: {
        const unreachable: never = failure.kind;
        return unreachable;
      }
    }
  };

  const handleGlobalError = (failure: unknown): boolean => {
    // Gateway failures were handled when they happened (onError); an unhandled rejection of one is not news.
    if (failure instanceof GatewayError) return false;
    const message = messageOf(failure);
    if (isIgnoredGlobalError(message)) return false;
    effects.report(failure instanceof Error ? failure : new Error(message));
    return true;
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
    handleGlobalError,
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

/**
 * Listens to the window's uncaught errors and unhandled rejections and passes them to
 * {@link Notifier.handleGlobalError} (spec 01 §8: reported, except the ignored ones).
 * @returns a function that stops listening
 */
export function installGlobalErrorHandlers(target: Window, notifierInstance: Notifier): () => void {
  const onError = (event: ErrorEvent) => {
    if (!notifierInstance.handleGlobalError(event.error ?? event.message)) event.preventDefault?.();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!notifierInstance.handleGlobalError(event.reason)) event.preventDefault?.();
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** The app's one notifier (spec 01 §8). */
export const notifier: Notifier = createNotifier();
