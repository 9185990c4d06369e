import { openDayCodes, type OpenDayCode } from '../domain/fund.js';
import { t, type MessageKey } from '../messages/index.js';

/** Whether a value is one of the spec's open-day codes. */
export function isOpenDayCode(code: unknown): code is OpenDayCode {
  return typeof code === 'string' && (openDayCodes as readonly string[]).includes(code);
}

/**
 * The Chinese label of an open-day code (230 开放申购赎回, 210 开放申购, 310 封闭期产品… ).
 *
 * @param code - the open-day code (spec 03 §4 table)
 * @returns the label, or `--` for an unknown or missing code
 * @see spec 03 §4 (fund buyability and open-day codes)
 */
export function openDayText(code: string | null | undefined): string {
  return isOpenDayCode(code) ? t(`openDay.${code}` as MessageKey) : t('display.none');
}

/** Codes whose purchase side is open now: 230 buy and sell, 210 buy, 212 buy with estimated sell. */
const BUY_OPEN: readonly OpenDayCode[] = ['230', '210', '212'];
/** Codes whose redemption side is open now: 230 buy and sell, 220 sell, 221 estimated buy with sell. */
const SELL_OPEN: readonly OpenDayCode[] = ['230', '220', '221'];

/**
 * Whether the open-day code says purchase is open now (230, 210, 212). Estimated ("预计") openings,
 * closed periods and unknown codes are not open.
 *
 * @see spec 03 §4 (open-day codes)
 */
export function canBuy(code: string | null | undefined): boolean {
  return isOpenDayCode(code) && BUY_OPEN.includes(code);
}

/**
 * Whether the open-day code says redemption is open now (230, 220, 221).
 *
 * @see spec 03 §4 (open-day codes)
 */
export function canSell(code: string | null | undefined): boolean {
  return isOpenDayCode(code) && SELL_OPEN.includes(code);
}

/** The time at which open-day dates are shown (spec 03 §4, spec 01 §9). */
export const OPEN_DAY_TIME = '15:00';

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Shows an open-day date at 15:00: `2024-05-10` (or `2024-05-10 09:30`) -> `2024-05-10 15:00`.
 *
 * @param date - `YYYY-MM-DD`, optionally followed by a time that is replaced
 * @returns `YYYY-MM-DD 15:00`, or `--` when the date is missing or malformed
 * @see spec 03 §4 (open-day times are shown at 15:00), spec 01 §9
 */
export function openDayTimeText(date: string | null | undefined): string {
  const match = DATE.exec(date?.trim() ?? '');
  return match ? `${match[0]} ${OPEN_DAY_TIME}` : t('display.none');
}

const TIME = /^(?:(\d{4})-(\d{2})-(\d{2})[ T])?(\d{2}):(\d{2})(?::(\d{2}))?$/;
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * Shifts a wall-clock time 30 minutes earlier (Asia/Shanghai wall clock; no time zone arithmetic).
 * With a date the day rolls back over midnight (`2024-03-01 00:10` -> `2024-02-29 23:40`); a bare time
 * wraps around (`00:10` -> `23:40`). Seconds, when given, are kept.
 *
 * @param time - `HH:mm`, `HH:mm:ss`, `YYYY-MM-DD HH:mm` or `YYYY-MM-DD HH:mm:ss` (a `T` separator is
 *   accepted and written back as a space)
 * @returns the shifted time in the same shape, or `null` when the input is not such a time
 * @see spec 01 §9 (open-day times: a helper shifts a time 30 minutes earlier)
 */
export function shiftHalfHourEarlier(time: string | null | undefined): string | null {
  const match = TIME.exec(time?.trim() ?? '');
  if (!match) return null;
  const [, year, month, day, hours = '', minutes = '', seconds] = match;
  const h = Number(hours);
  const m = Number(minutes);
  if (h > 23 || m > 59 || (seconds !== undefined && Number(seconds) > 59)) return null;
  const tail = seconds === undefined ? '' : `:${seconds}`;
  if (year === undefined || month === undefined || day === undefined) {
    const total = (h * 60 + m - 30 + 24 * 60) % (24 * 60);
    return `${pad(Math.floor(total / 60))}:${pad(total % 60)}${tail}`;
  }
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), h, m);
  const check = new Date(utc);
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) return null;
  const shifted = new Date(utc - 30 * 60 * 1000);
  const date = `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  return `${date} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}${tail}`;
}
