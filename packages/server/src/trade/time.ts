import { shanghaiIso as isoOfInstant, type IsoPrecision } from '@funddesk/core';

/** `YYYYMMDDHHmmss` in Asia/Shanghai (file names, serial numbers): core's. */
export { shanghaiStamp } from '@funddesk/core';

/**
 * An instant as ISO 8601 with the Asia/Shanghai offset (`2026-02-13T14:00:00.000+08:00`), through core's
 * `shanghaiIso`.
 *
 * @param value - milliseconds since the epoch, a Date, or a timestamp string from the database
 * @param precision - `millisecond` (default) or `second` (`2026-02-13T14:00:00+08:00`)
 * @see DESIGN §5 (time is Asia/Shanghai)
 */
export function shanghaiIso(value: number | Date | string, precision: IsoPrecision = 'millisecond'): string {
  return isoOfInstant(typeof value === 'number' ? value : new Date(value).getTime(), precision);
}

/** The 15:00 Asia/Shanghai cut-off instant of a trade day: core's rule (rules/tradeDay.ts, DESIGN §5). */
export { cutOffOf } from '@funddesk/core';
