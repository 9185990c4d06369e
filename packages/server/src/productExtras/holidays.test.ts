import { describe, expect, it } from 'vitest';
import { TradingCalendar } from '@funddesk/core';
import { calendarClosures, holidayAnnouncement } from './holidays.js';

/** Weekdays of a range as trading days, minus the holidays given. */
function weekdays(from: string, to: string, holidays: readonly string[]): string[] {
  const days: string[] = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d <= new Date(`${to}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const iso = d.toISOString().slice(0, 10);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && !holidays.includes(iso)) days.push(iso);
  }
  return days;
}

describe('holiday announcements from the exchange calendar (issue 14 §2 announcements)', () => {
  // 2026: 元旦 Jan 1-2 (Thu, Fri), 春节 Feb 16-20 and 23 (the exchange closure of trading-days.json).
  const calendar = new TradingCalendar(
    weekdays('2025-12-01', '2026-03-31', [
      '2026-01-01',
      '2026-01-02',
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
      '2026-02-19',
      '2026-02-20',
      '2026-02-23',
    ]),
  );

  it('a closure of more than 3 days between two trading days is announced; a plain weekend is not', () => {
    const closures = calendarClosures(calendar, '2025-12-01', '2026-03-31');
    expect(closures).toEqual([
      { from: '2026-01-01', to: '2026-01-04', resume: '2026-01-05' },
      { from: '2026-02-14', to: '2026-02-23', resume: '2026-02-24' },
    ]);
  });

  it('named by the holiday it covers, published 7 days before, with the calendar dates in the text', () => {
    const [newYear, spring] = calendarClosures(calendar, '2025-12-01', '2026-03-31').map(holidayAnnouncement);
    expect(newYear!.title).toBe('2026年元旦休市安排');
    expect(spring!.title).toBe('2026年春节休市安排');
    expect(spring!.publishDate).toBe('2026-02-07');
    expect(spring!.paragraphs[1]).toBe(
      '根据沪深交易所休市安排，2026年2月14日至2026年2月23日休市，2026年2月24日起照常开市。',
    );
  });
});
