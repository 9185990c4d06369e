import { describe, expect, it } from 'vitest';
import { Dec } from '../domain/money.js';
import {
  clampDecimals,
  clampPercentage,
  formatNumber,
  groupThousands,
  progressPercentage,
  safeDivide,
  toDecimal,
} from './numberFormat.js';

describe('number formatting: decimals clamp to 1-20, default 2, thousands separators (spec 03 §5, spec 02 §5)', () => {
  it.each([
    ['1234567.005', undefined, '1,234,567.01'],
    ['1234567.005', 2, '1,234,567.01'],
    ['1.005', 2, '1.01'],
    ['0.285', 2, '0.29'],
    ['-1.005', 2, '-1.01'],
    ['-0.001', 2, '0.00'],
    ['1234', 0, '1,234.0'],
    ['1234', -5, '1,234.0'],
    ['0.1', 25, '0.10000000000000000000'],
    ['2.71828', 3.9, '2.718'],
    ['999.999', 2, '1,000.00'],
    ['12', 4, '12.0000'],
    [' 42.5 ', 1, '42.5'],
    [0.1, 2, '0.10'],
    [new Dec('123456789.123456789'), 6, '123,456,789.123457'],
    ['1e3', 2, '1,000.00'],
  ] as const)('formatNumber(%j, %j) = %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });

  it.each([
    ['1234567.891', 2, '1234567.89'],
    ['-9876543.2', 1, '-9876543.2'],
  ] as const)('formatNumber(%j, %j, { thousands: false }) = %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals, { thousands: false })).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['  '],
    ['abc'],
    ['1,234'],
    ['0x10'],
    ['Infinity'],
    ['NaN'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
  ])('formatNumber(%j) shows -- for a missing or non-numeric value', (value) => {
    expect(formatNumber(value)).toBe('--');
  });

  it.each([
    [undefined, 2],
    [Number.NaN, 2],
    [0, 1],
    [1, 1],
    [20, 20],
    [21, 20],
    [7.8, 7],
  ] as const)('clampDecimals(%j) = %j', (decimals, expected) => {
    expect(clampDecimals(decimals)).toBe(expected);
  });

  it.each([
    ['1234567', '1,234,567'],
    ['-1234.5', '-1,234.5'],
    ['123', '123'],
    ['1000000.000001', '1,000,000.000001'],
  ])('groupThousands(%s) = %s', (plain, expected) => {
    expect(groupThousands(plain)).toBe(expected);
  });

  it.each([
    ['1.5', '1.5'],
    ['.5', '0.5'],
    ['-3.', '-3'],
    ['1,000', null],
    ['1.2.3', null],
    ['', null],
  ] as const)('toDecimal(%j) reads exactly or gives null', (text, expected) => {
    expect(toDecimal(text)?.toString() ?? null).toBe(expected);
  });
});

describe('division by zero gives 0 (spec 03 §5)', () => {
  it.each([
    ['10', '4', '2.5'],
    ['1', '3', '0.3333333333333333333333333333333333333333'],
    ['0.3', '0.1', '3'],
    ['10', '0', '0'],
    ['10', '0.00', '0'],
    ['10', '', '0'],
    [null, '2', '0'],
    ['5', undefined, '0'],
  ] as const)('safeDivide(%j, %j) = %s', (a, b, expected) => {
    expect(safeDivide(a, b).toString()).toBe(expected);
  });
});

describe('progress percentage must be 0-100 (spec 01 §5, spec 03 §5)', () => {
  it.each([
    ['50', 50],
    ['-3', 0],
    ['100.5', 100],
    [250, 100],
    ['37.5', 37.5],
    [null, 0],
    ['x', 0],
  ] as const)('clampPercentage(%j) = %j', (value, expected) => {
    expect(clampPercentage(value)).toBe(expected);
  });

  it.each([
    [0, 20, 0],
    [1, 3, 33],
    [2, 3, 66],
    [19, 20, 95],
    [20, 20, 100],
    [25, 20, 100],
    [5, 0, 0],
  ] as const)('progressPercentage(%j, %j) = %j', (done, total, expected) => {
    expect(progressPercentage(done, total)).toBe(expected);
  });
});
