/**
 * 公募资产分析's daily account value (spec 03 §7 pc/assetAnalysis/queryAccountDaily; issue 14 §5 Analysis): the
 * value of an account's current holdings on each trading day, from the funds' REAL NAV. The holdings are today's
 * (the positions table keeps no history of shares), so the figure is "what the holdings of today were worth on
 * that day" and the page says so.
 */
import { Dec } from '../domain/money.js';
import { lastOnOrBefore, type NavObservation } from './fundMetrics.js';

/** A holding for {@link accountDailyValues}: its shares (decimal text) and real NAV observations, oldest first. */
export interface ShareSeries {
  readonly shares: string;
  readonly points: readonly NavObservation[];
}

/** One day of {@link accountDailyValues}. */
export interface AccountDay {
  /** `YYYY-MM-DD`, a trading day. */
  readonly date: string;
  /** Σ shares × the fund's last real NAV on or before the day, yuan, 2 decimals half-up. */
  readonly marketValue: string;
  /** How many holdings have a NAV on or before the day (the others are left out of the value). */
  readonly funds: number;
}

/**
 * The value of the holdings on each of `days` (trading days, oldest first): each holding at its last real NAV on or
 * before the day (a fund without NAV that day counts from its next NAV; one whose NAV has not begun is left out and
 * `funds` says how many count). Yuan with 2 decimals, half-up (DESIGN §5).
 *
 * @param holdings - current shares and real NAV per holding
 * @param days - the trading days to value, `YYYY-MM-DD`, oldest first (core TradingCalendar.between)
 * @see spec 03 §7 pc/assetAnalysis/queryAccountDaily
 */
export function accountDailyValues(holdings: readonly ShareSeries[], days: readonly string[]): AccountDay[] {
  return days.map((date) => {
    let value = new Dec(0);
    let funds = 0;
    for (const holding of holdings) {
      const at = lastOnOrBefore(holding.points, date);
      if (at < 0) continue;
      value = value.plus(new Dec(holding.shares).times(holding.points[at]!.nav));
      funds += 1;
    }
    return { date, marketValue: value.toFixed(2, Dec.ROUND_HALF_UP), funds };
  });
}
