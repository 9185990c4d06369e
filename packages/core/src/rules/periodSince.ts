/**
 * What the 成立以来 (since inception) figures really cover. The data has daily NAV only since 2021
 * (data README: `nav/<code>.csv` since 2021-01-01), so for a fund founded earlier a return computed
 * from the first NAV in the data is not a return since inception: it is labelled by the year the data
 * starts (e.g. 2021年以来) instead. One rule for the period-returns table and the chart's period button.
 *
 * @see issue 17 §3; spec 03 §7 (pc/ins/periodrate, achievementTrend); DESIGN §6 (honest figures)
 */
import { ruleMessage, type RuleMessage } from '../messages/ruleMessage.js';
import { dayNumber } from './tradeDay.js';

/**
 * How many calendar days after the inception date the first NAV may come and still count as "the data
 * starts at inception": a new fund publishes its first NAV within its first weeks (building period).
 */
export const INCEPTION_COVER_DAYS = 31;

/** What {@link sinceLabelOf} looks at. Dates are ISO `YYYY-MM-DD`. */
export interface SinceCoverage {
  /** The fund's inception (成立日期, fund detail `establishDate`), null when unknown. */
  establishDate: string | null;
  /** The first NAV date of the series the figure is computed from (periodrate `dataFrom`), null without data. */
  dataFrom: string | null;
}

/**
 * The label of the 成立以来 period: `product.period.since` (成立以来) when the data starts at the fund's
 * inception (its first NAV at most {@link INCEPTION_COVER_DAYS} days after `establishDate`) or when there
 * is no data (the figure is then `--` anyway); otherwise `honest.period.sinceYear` with `year` = the
 * year of `dataFrom` (e.g. 2021年以来), also when the inception date is unknown.
 */
export function sinceLabelOf({ establishDate, dataFrom }: SinceCoverage): RuleMessage {
  if (dataFrom === null) return ruleMessage('product.period.since');
  if (establishDate !== null && dayNumber(dataFrom) - dayNumber(establishDate) <= INCEPTION_COVER_DAYS) {
    return ruleMessage('product.period.since');
  }
  return ruleMessage('honest.period.sinceYear', { year: dataFrom.slice(0, 4) });
}
