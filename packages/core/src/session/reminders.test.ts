import { describe, expect, it } from 'vitest';
import { t } from '../messages/index.js';
import {
  nextSessionPrompt,
  PASSWORD_CHANGE_PATH,
  PASSWORD_MAX_AGE_DAYS,
  PASSWORD_REMINDER_LEAVE_MARK,
  PASSWORD_REMINDER_QUIET_DAYS,
  passwordReminderDialog,
  passwordTip,
  type PromptState,
  type SessionPrompt,
} from './reminders.js';

const DAY = 86_400_000;
const NOW = Date.parse('2026-02-13T14:00:00+08:00');

describe('passwordTip: the password-modify-tip rule (spec 01 §4.6 tipFlag; age 90 days, quiet 30 days)', () => {
  it('uses 90 days and a 30-day quiet period (docs/decisions.md)', () => {
    expect(PASSWORD_MAX_AGE_DAYS).toBe(90);
    expect(PASSWORD_REMINDER_QUIET_DAYS).toBe(30);
  });

  it.each<[string, number, number | null, boolean, number]>([
    ['a fresh password -> no tip', 10, null, false, 10],
    ['89 days -> no tip', 89, null, false, 89],
    ['90 days, never reminded -> tip', 90, null, true, 90],
    ['200 days, reminded 29 days ago -> quiet', 200, 29, false, 200],
    ['200 days, reminded 30 days ago -> tip again', 200, 30, true, 200],
    ['a clock behind the change -> age 0, no tip', -5, null, false, 0],
  ])('spec 01 §4.6: %s', (_rule, ageDays, remindedDaysAgo, tipFlag, days) => {
    expect(
      passwordTip({
        passwordChangedAt: NOW - ageDays * DAY,
        lastReminderAt: remindedDaysAgo === null ? null : NOW - remindedDaysAgo * DAY,
        now: NOW,
      }),
    ).toEqual({ tipFlag, passwordAgeDays: days });
  });
});

describe('passwordReminderDialog (spec 01 §4.6)', () => {
  it('spec 01 §4.6: no tipFlag -> no dialog', () => {
    expect(passwordReminderDialog({ tipFlag: false, passwordAgeDays: 120 })).toBeNull();
  });

  it('spec 01 §4.6: tipFlag -> 温馨提示 with 立即修改 (login password page) and 我知道了, leave mark 40', () => {
    const dialog = passwordReminderDialog({ tipFlag: true, passwordAgeDays: 120 })!;
    expect(t(dialog.titleKey)).toBe('温馨提示');
    expect(t(dialog.confirmKey)).toBe('立即修改');
    expect(t(dialog.cancelKey)).toBe('我知道了');
    expect(t(dialog.bodyKey, dialog.bodyParams)).toContain('120天');
    expect(dialog.confirmTo).toBe(PASSWORD_CHANGE_PATH);
    expect(PASSWORD_CHANGE_PATH).toBe('/user/password/login');
    expect(dialog.leaveMark).toBe(PASSWORD_REMINDER_LEAVE_MARK);
    expect(PASSWORD_REMINDER_LEAVE_MARK).toBe(40);
  });
});

describe('nextSessionPrompt: one prompt at a time on entering the layout (spec 01 §2.1, §4.5-§4.7, §8)', () => {
  const all = (
    agreements: PromptState,
    passwordReminder: PromptState,
    tradePassword: PromptState,
  ): Record<SessionPrompt, PromptState> => ({ agreements, passwordReminder, tradePassword });

  it.each<[string, Record<SessionPrompt, PromptState>, SessionPrompt | null]>([
    ['nothing due -> none', all('clear', 'clear', 'clear'), null],
    ['agreements due come first', all('due', 'due', 'due'), 'agreements'],
    ['while the agreements load, nothing opens', all('loading', 'due', 'due'), null],
    ['agreements clear -> the password reminder', all('clear', 'due', 'due'), 'passwordReminder'],
    ['reminder loading -> the trade-password prompt waits', all('clear', 'loading', 'due'), null],
    ['only the trade-password prompt due', all('clear', 'clear', 'due'), 'tradePassword'],
    ['trade-password query loading -> nothing yet', all('clear', 'clear', 'loading'), null],
  ])('%s', (_rule, states, expected) => {
    expect(nextSessionPrompt(states)).toBe(expected);
  });
});
