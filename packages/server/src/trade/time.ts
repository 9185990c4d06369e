import { CUT_OFF_HOUR } from '../market/index.js';

/** Asia/Shanghai is UTC+8 all year (DESIGN §5). */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * An instant as ISO 8601 with the Asia/Shanghai offset (`2026-02-13T14:00:00.000+08:00`).
 *
 * @param value - milliseconds since the epoch, a Date, or a timestamp string from the database
 * @see DESIGN §5 (time is Asia/Shanghai)
 */
export function shanghaiIso(value: number | Date | string): string {
  const ms = typeof value === 'number' ? value : new Date(value).getTime();
  return `${new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 23)}+08:00`;
}

/** `YYYYMMDDHHmmss` in Asia/Shanghai (file names, serial numbers). */
export function shanghaiStamp(ms: number): string {
  return new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace(/\D/g, '');
}

/**
 * The cut-off instant of a trade day: 15:00 Asia/Shanghai of that date. An order may be cancelled
 * strictly before it.
 *
 * @param tradeDay - `YYYY-MM-DD`
 * @returns milliseconds since the epoch
 * @see DESIGN §5 (15:00 cut-off), spec 02 §7 cancel
 */
export function cutOffOf(tradeDay: string): number {
  return Date.parse(`${tradeDay}T${String(CUT_OFF_HOUR).padStart(2, '0')}:00:00+08:00`);
}
