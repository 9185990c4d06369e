/**
 * The rules of the global error handling (spec 01 §8) that are not a catalogue row: message timing, which
 * browser errors are ignored, the JWT-expired message, the timeout rule, the paths E109016 and A00103 react
 * on, and the upload and export failure texts. The web's one notifier applies them.
 */
import { t } from '../messages/index.js';

/**
 * Message timing (spec 01 §8, §9): toasts 3 s by default, error toasts 4 s, code 000 2 s, durations within
 * 1000-4000 ms, messages throttled at 600 ms; A01008 waits 2 s before closing the views.
 */
export const messageTiming = {
  toastMs: 3_000,
  errorMs: 4_000,
  shortMs: 2_000,
  minMs: 1_000,
  maxMs: 4_000,
  throttleMs: 600,
  gotoTradeDelayMs: 2_000,
} as const;

/** A toast duration held to spec 01 §9's range (1000 to 4000 ms). */
export function clampToastMs(ms: number): number {
  if (!Number.isFinite(ms)) return messageTiming.toastMs;
  return Math.min(messageTiming.maxMs, Math.max(messageTiming.minMs, ms));
}

/**
 * Whether a message may show now (spec 01 §8: messages throttle at 600 ms): not within 600 ms of the
 * previous one.
 * @param lastShownAt - ms of the previous message (-Infinity when none)
 */
export function passesThrottle(lastShownAt: number, now: number): boolean {
  return now - lastShownAt >= messageTiming.throttleMs;
}

/**
 * Browser errors the product ignores (spec 01 §8 "Ignored global errors"; spec 02 §8): the resize-observer
 * loop messages, a chart whose container is missing, the generic cross-origin "Script error.", 'token
 * expired', access denied and a blocked frame.
 */
export const IGNORED_GLOBAL_ERRORS: readonly RegExp[] = [
  /ResizeObserver loop/i,
  /chart container|invalid dom/i,
  /^Script error\.?$/i,
  /token expired/i,
  /access (is )?denied/i,
  /Blocked a frame/i,
];

/**
 * Whether a browser error is ignored, i.e. neither shown nor reported (spec 01 §8).
 * @param message - the error's message (ErrorEvent.message, or the rejection reason's message)
 */
export function isIgnoredGlobalError(message: string | null | undefined): boolean {
  const text = (message ?? '').trim();
  return IGNORED_GLOBAL_ERRORS.some((pattern) => pattern.test(text));
}

/**
 * Whether a gateway answer means an expired session although its status is not 401 (spec 01 §8: "HTTP 401
 * or message containing JWT expired").
 */
export function isJwtExpiredMessage(message: string | null | undefined): boolean {
  return (message ?? '').includes('JWT expired');
}

/**
 * Whether a timeout shows 请求超时，请刷新页面重试 (spec 01 §8): not when the call's payload asked for
 * hideResult, nor when another message is already visible. The timeout is reported either way.
 */
export function shouldShowTimeout(input: { hideResult?: boolean; messageVisible: boolean }): boolean {
  return input.hideResult !== true && !input.messageVisible;
}

/**
 * Institution edit and submit paths (spec 01 §7.11 jgtSubmit and the jgtEdit calls, §7.12 info change
 * submit and save, §7.13 transactor change save and submit), on which E109016 reloads the page (spec 01 §8).
 */
const INSTITUTION_EDIT_PATH =
  /\/pc\/org\/(jgtSubmit|jgtEdit\w*|jgtBillEmailEdit\w*|info\/change\/(submit|save\w*)|transactor\/change\/(submit|save))(\/batch)?$/;

/** Whether a call path is an institution edit or submit path (spec 01 §8 E109016). */
export function isInstitutionEditPath(path: string | null | undefined): boolean {
  return INSTITUTION_EDIT_PATH.test(path ?? '');
}

/** The reaction to E109016 (spec 01 §8): reload on institution edit or submit paths, else the message. */
export function e109016Reaction(path: string | null | undefined): 'reload' | 'message' {
  return isInstitutionEditPath(path) ? 'reload' : 'message';
}

/**
 * The reaction to A00103 (spec 01 §8 "refresh (privilege codes) or force logout with 获取菜单失败"): a call
 * refused for stale privilege codes refreshes them (the menu call); the menu call itself failing leaves
 * nothing to refresh, so the user is logged out with 获取菜单失败.
 * @param path - the failing call's path
 * @param menuPath - the path of the menu call (A/pc/person/menu)
 */
export function a00103Reaction(path: string | null | undefined, menuPath: string): 'refresh' | 'logout' {
  return path === menuPath ? 'logout' : 'refresh';
}

/** The upload error text (spec 01 §8: 'fail to post {url} {status}'); the progress bar finishes silently. */
export function uploadFailureText(url: string, status: number | string): string {
  return t('error.uploadFailed', { url, status });
}

function retMessageOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as { retMessage?: unknown; header?: { retMessage?: unknown } };
  const message = record.header?.retMessage ?? record.retMessage;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * The message of a failed export (spec 01 §8, spec 02 §8 cart export): when the answer is an object, or a
 * string holding one (a JSON envelope read from a blob), its retMessage; otherwise
 * 当前页面访问量较大，请您稍后再试.
 * @param result - what the export answered instead of a file
 */
export function exportFailureMessage(result: unknown): string {
  let value = result;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      value = undefined;
    }
  }
  return retMessageOf(value) ?? t('error.exportBusy');
}
