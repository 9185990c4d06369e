/**
 * NAV figures as scaled integers and the simulated extension of a NAV series (docs/data-model.md §NAV).
 * A unit NAV has at most 4 decimals, so NAV ×10^4 is an exact integer: no binary float ever holds a NAV.
 */
import { Dec, type FundTypeCode } from '@funddesk/core';
import type { TradingCalendar } from './calendar.js';
import { navStep, simulatedDailyReturnE6 } from './simulated.js';

/**
 * Reads a non-negative or negative decimal text as an integer scaled by 10^scale, exactly (string
 * arithmetic; extra decimals are rounded half-up).
 *
 * @param text - `1.365`, `-0.61`, `1`
 * @param scale - decimals kept (4 for NAV ×10^4)
 * @returns the scaled integer, or null when the text is not a decimal
 */
export function parseScaled(text: string, scale: number): number | null {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.length > scale) {
    return new Dec(text.trim())
      .times(new Dec(10).pow(scale))
      .toDecimalPlaces(0, Dec.ROUND_HALF_UP)
      .toNumber();
  }
  const value = Number(whole + fraction.padEnd(scale, '0'));
  return sign === '-' ? -value : value;
}

/**
 * Writes an integer scaled by 10^scale as a decimal text with exactly `scale` decimals
 * (13650, 4 → `1.3650`).
 */
export function formatScaled(value: number, scale: number): string {
  const negative = value < 0;
  const digits = String(Math.abs(value)).padStart(scale + 1, '0');
  const text = `${digits.slice(0, digits.length - scale)}.${digits.slice(digits.length - scale)}`;
  return negative ? `-${text}` : text;
}

/** One simulated NAV row. */
export interface SimulatedNavRow {
  readonly date: string;
  readonly navE4: number;
  /** Percent, 2 decimals. */
  readonly dailyReturn: string;
}

/**
 * Extends a NAV series after its last date through `through` (inclusive) on trading days with the
 * deterministic walk of {@link simulatedDailyReturnE6}. The walk depends only on the fund code and the
 * dates, so extending in several steps gives the same rows as extending once.
 *
 * @param lastDate - the series' last date (`YYYY-MM-DD`)
 * @param lastNavE4 - its unit NAV ×10^4
 * @param through - the last date to generate (usually the trading day before today, Asia/Shanghai)
 * @see docs/data-model.md §NAV, DESIGN §6 (NAV after the data ends, flagged simulated)
 */
export function extendNavSeries(
  fundId: string,
  typeCode: FundTypeCode,
  lastDate: string,
  lastNavE4: number,
  through: string,
  calendar: TradingCalendar,
): SimulatedNavRow[] {
  const rows: SimulatedNavRow[] = [];
  if (through <= lastDate) return rows;
  let nav = lastNavE4;
  for (const date of calendar.between(calendar.nextTradingDay(lastDate), through)) {
    const step = navStep(nav, simulatedDailyReturnE6(fundId, typeCode, date));
    nav = step.navE4;
    rows.push({ date, navE4: nav, dailyReturn: step.dailyReturn });
  }
  return rows;
}

/**
 * The last date that has a NAV on `today` (Asia/Shanghai): the trading day before today. A day's NAV
 * is published after the close, so today's is not known yet; orders of trade day T are confirmed on
 * T+1 with T's NAV (DESIGN §5), which exists by then.
 *
 * @param today - `YYYY-MM-DD` in Asia/Shanghai
 */
export function navAvailableThrough(today: string, calendar: TradingCalendar): string {
  return calendar.previousTradingDay(today) ?? calendar.first;
}
