import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCompactAmount,
  formatFundSize,
  parseChineseAmount,
  yiToYuan,
  yuanToYi,
} from './amounts.js';

describe('amounts under 10000 show as is, else in 万 (spec 03 §5)', () => {
  it.each([
    ['0', '0.00'],
    ['1', '1.00'],
    ['9999.99', '9,999.99'],
    ['9999.995', '10,000.00'],
    ['10000', '1.00万'],
    ['15000', '1.50万'],
    ['123456789.12', '12,345.68万'],
    ['-20000', '-2.00万'],
    ['-500', '-500.00'],
    [null, '--'],
    ['', '--'],
    ['abc', '--'],
  ] as const)('formatAmount(%j) = %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });
});

describe('fund size shows in 万 or 亿 (spec 03 §5)', () => {
  it.each([
    ['2937000000', '29.37亿'],
    ['100000000', '1.00亿'],
    ['99999999', '10,000.00万'],
    ['53041300', '5,304.13万'],
    ['5000', '0.50万'],
    ['1234567890123', '12,345.68亿'],
    [null, '--'],
  ] as const)('formatFundSize(%j) = %s', (value, expected) => {
    expect(formatFundSize(value)).toBe(expected);
  });
});

describe('compact amounts for tiers in 元, 万 or 亿 (spec 03 §5)', () => {
  it.each([
    ['0', '0元'],
    ['500', '500元'],
    ['10000', '1万'],
    ['1000000', '100万'],
    ['5000000', '500万'],
    ['12345', '1.2345万'],
    ['150000000', '1.5亿'],
    ['-', '--'],
  ] as const)('formatCompactAmount(%j) = %s', (value, expected) => {
    expect(formatCompactAmount(value)).toBe(expected);
  });
});

describe('profile size text like 29.37亿 reads into yuan (spec 03 §5, §7 fundSize)', () => {
  it.each([
    ['29.37亿', '2937000000.00'],
    ['5304.13万', '53041300.00'],
    ['1万', '10000.00'],
    ['1.5万亿', '1500000000000.00'],
    [' 1,234.567元 ', '1234.57'],
    ['42', '42.00'],
    ['0.000001万', '0.01'],
    ['<NA>', null],
    ['--', null],
    ['', null],
    ['亿', null],
    ['12亿元', null],
    [null, null],
  ] as const)('parseChineseAmount(%j) = %j', (text, expected) => {
    expect(parseChineseAmount(text)).toBe(expected);
  });
});

describe('yuanToYi / yiToYuan: fund sizes typed and shown in 亿元, carried in yuan (spec 03 §5)', () => {
  it('spec 03 §5: 2937000000 yuan is 29.37 亿, exactly', () => {
    expect(yuanToYi('2937000000').toString()).toBe('29.37');
    expect(yuanToYi('123456789').toFixed(2)).toBe('1.23');
  });

  it('spec 03 §5: 29.37 亿 is 2937000000.00 yuan; sub-cent parts round half-up', () => {
    expect(yiToYuan('29.37')).toBe('2937000000.00');
    expect(yiToYuan('0.000000005')).toBe('0.50');
    expect(yiToYuan('0.000000000049')).toBe('0.00');
  });
});
