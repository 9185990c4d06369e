import { describe, expect, it } from 'vitest';
import { formatRate, formatSignedRate, rateTrend, trendIntent } from './rates.js';

describe("rates show 2 decimals, otherwise '--' (spec 03 §5, §2 search items; spec 02 §3 rate)", () => {
  it.each([
    ['1.234', '1.23%'],
    ['1.235', '1.24%'],
    ['-0.005', '-0.01%'],
    ['-0.004', '0.00%'],
    ['0', '0.00%'],
    ['12345.6', '12345.60%'],
    [3, '3.00%'],
    [null, '--'],
    [undefined, '--'],
    ['', '--'],
    ['--', '--'],
    ['n/a', '--'],
  ] as const)('formatRate(%j) = %s', (value, expected) => {
    expect(formatRate(value)).toBe(expected);
  });

  it.each([
    ['1.234', '1.23'],
    [null, '--'],
  ] as const)('formatRate(%j, { percent: false }) = %s', (value, expected) => {
    expect(formatRate(value, { percent: false })).toBe(expected);
  });
});

describe('signed returns and their colour, red up / green down (spec 03 §5)', () => {
  it.each([
    ['1.234', '+1.23%', 'up', 'danger'],
    ['-1.234', '-1.23%', 'down', 'success'],
    ['0', '0.00%', 'flat', 'none'],
    ['0.004', '0.00%', 'flat', 'none'],
    ['0.005', '+0.01%', 'up', 'danger'],
    ['-0.004', '0.00%', 'flat', 'none'],
    [null, '--', 'none', 'none'],
    ['abc', '--', 'none', 'none'],
  ] as const)('%j -> %s, trend %s, intent %s', (value, text, trend, intent) => {
    expect(formatSignedRate(value)).toBe(text);
    expect(rateTrend(value)).toBe(trend);
    expect(trendIntent(rateTrend(value))).toBe(intent);
  });

  it('formatSignedRate without % (spec 03 §5)', () => {
    expect(formatSignedRate('2.5', { percent: false })).toBe('+2.50');
  });

  it('rateTrend judges the value as shown with the given decimals (spec 03 §5)', () => {
    expect(rateTrend('0.004', 3)).toBe('up');
  });
});
