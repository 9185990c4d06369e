import { describe, expect, it } from 'vitest';
import { formatLimit, isUnlimited } from './limits.js';

describe('no-limit threshold 999999999 (spec 03 §5, §9; spec 02 §5)', () => {
  it.each([
    ['999999999', true],
    ['999999999.00', true],
    ['9999999999', true],
    ['999999998.99', false],
    ['50000000', false],
    ['0', false],
    ['', true],
    [null, true],
    [undefined, true],
    ['abc', true],
  ] as const)('isUnlimited(%j) = %j', (value, expected) => {
    expect(isUnlimited(value)).toBe(expected);
  });

  it.each([
    ['999999999', 'unlimited', '不限额'],
    ['999999999', 'noLimit', '无限额'],
    ['', 'unlimited', '不限额'],
    [null, 'noLimit', '无限额'],
    ['5000', 'unlimited', '5,000.00'],
    ['50000000', 'unlimited', '5,000.00万'],
    ['10000', 'noLimit', '1.00万'],
  ] as const)('formatLimit(%j, %s) = %s', (value, word, expected) => {
    expect(formatLimit(value, word)).toBe(expected);
  });

  it('formatLimit defaults to 不限额, the fund-page word (spec 03 §5)', () => {
    expect(formatLimit('1000000000')).toBe('不限额');
  });
});
