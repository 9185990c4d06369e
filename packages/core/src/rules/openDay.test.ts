import { describe, expect, it } from 'vitest';
import { canBuy, canSell, openDayText, openDayTimeText, shiftHalfHourEarlier } from './openDay.js';

describe('open-day codes: label, buy open on 230/210/212, sell open on 230/220/221 (spec 03 §4)', () => {
  it.each([
    ['230', '开放申购赎回', true, true],
    ['210', '开放申购', true, false],
    ['220', '开放赎回', false, true],
    ['201', '预计开放申购', false, false],
    ['202', '预计开放赎回', false, false],
    ['221', '预计开放申购，开放赎回', false, true],
    ['203', '预计开放申购赎回', false, false],
    ['212', '开放申购，预计开放赎回', true, false],
    ['310', '封闭期产品，暂停交易至预计到期日', false, false],
    ['510', '暂停交易至封闭期结束', false, false],
    ['999', '--', false, false],
    ['', '--', false, false],
    [null, '--', false, false],
  ] as const)('code %j: %s, canBuy %j, canSell %j', (code, text, buy, sell) => {
    expect(openDayText(code)).toBe(text);
    expect(canBuy(code)).toBe(buy);
    expect(canSell(code)).toBe(sell);
  });
});

describe('open-day times are shown at 15:00 (spec 03 §4, spec 01 §9)', () => {
  it.each([
    ['2024-05-10', '2024-05-10 15:00'],
    ['2024-05-10 09:30', '2024-05-10 15:00'],
    [' 2024-05-10 ', '2024-05-10 15:00'],
    ['', '--'],
    [null, '--'],
    ['10/05/2024', '--'],
  ] as const)('openDayTimeText(%j) = %s', (date, expected) => {
    expect(openDayTimeText(date)).toBe(expected);
  });
});

describe('a helper shifts a time 30 minutes earlier (spec 01 §9)', () => {
  it.each([
    ['15:00', '14:30'],
    ['15:29', '14:59'],
    ['00:10', '23:40'],
    ['15:00:45', '14:30:45'],
    ['2024-05-10 15:00', '2024-05-10 14:30'],
    ['2024-03-01 00:10', '2024-02-29 23:40'],
    ['2023-03-01 00:10', '2023-02-28 23:40'],
    ['2025-01-01 00:00:00', '2024-12-31 23:30:00'],
    ['2024-05-10T09:15', '2024-05-10 08:45'],
    ['24:00', null],
    ['12:60', null],
    ['2024-02-30 10:00', null],
    ['3pm', null],
    ['', null],
    [null, null],
  ] as const)('shiftHalfHourEarlier(%j) = %j', (time, expected) => {
    expect(shiftHalfHourEarlier(time)).toBe(expected);
  });
});
