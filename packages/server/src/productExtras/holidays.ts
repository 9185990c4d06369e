/**
 * Holiday announcements derived from the exchange calendar (issue 14 §2 announcements): every closure of more
 * than 3 calendar days between two trading days (Spring Festival, National Day …) becomes a 休市安排 notice
 * published 7 days before the closure starts, named by the
 * holiday it covers (元旦, 春节, 劳动节, 国庆节). Nothing is invented: the dates are the calendar's.
 */
import { addDays, type TradingCalendar } from '@funddesk/core';
import type { SeededAnnouncement } from './seed.js';

/** A closure between two trading days: the first and last closed day and the day trading resumes. */
export interface Closure {
  readonly from: string;
  readonly to: string;
  readonly resume: string;
}

/**
 * The closures longer than 3 days whose first closed day is in [`from`, `to`] (`YYYY-MM-DD`), in date order,
 * from the calendar's trading days (a weekend alone is 2 days, a weekend with one holiday 3).
 */
export function calendarClosures(calendar: TradingCalendar, from: string, to: string): Closure[] {
  const closures: Closure[] = [];
  let day = calendar.onOrAfter(from);
  while (day <= to && day < calendar.last) {
    const next = calendar.nextTradingDay(day);
    const closedFrom = addDays(day, 1);
    const closedTo = addDays(next, -1);
    if (closedFrom <= to && addDays(closedFrom, 3) <= closedTo) {
      closures.push({ from: closedFrom, to: closedTo, resume: next });
    }
    day = next;
  }
  return closures;
}

/** `YYYY年M月D日` of an ISO date. */
function chineseDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
}

/**
 * The holiday's name: 元旦, 劳动节 or 国庆节 when the closure covers January 1, May 1 or October 1; else 春节
 * for a closure in January or February; else 节假日.
 */
function holidayName(closure: Closure): string {
  const covers = (monthDay: string) => {
    for (const year of new Set([closure.from.slice(0, 4), closure.to.slice(0, 4)])) {
      const day = `${year}-${monthDay}`;
      if (closure.from <= day && day <= closure.to) return true;
    }
    return false;
  };
  if (covers('01-01')) return '元旦';
  if (covers('05-01')) return '劳动节';
  if (covers('10-01')) return '国庆节';
  if (Number(closure.from.slice(5, 7)) <= 2) return '春节';
  return '节假日';
}

/** The 休市安排 announcement of a closure (id `holiday-<first closed day>`). */
export function holidayAnnouncement(closure: Closure): SeededAnnouncement {
  const name = holidayName(closure);
  return {
    id: `holiday-${closure.from}`,
    category: 'holiday',
    publishDate: addDays(closure.from, -7),
    title: `${closure.from.slice(0, 4)}年${name}休市安排`,
    paragraphs: [
      '尊敬的机构客户：',
      `根据沪深交易所休市安排，${chineseDate(closure.from)}至${chineseDate(closure.to)}休市，${chineseDate(closure.resume)}起照常开市。`,
      `休市期间提交的基金交易申请，将于${chineseDate(closure.resume)}按该日净值处理；休市期间基金不公布交易日净值。`,
      '请提前做好资金安排。特此公告。',
    ],
  };
}
