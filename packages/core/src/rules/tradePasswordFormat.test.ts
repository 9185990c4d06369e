import { describe, expect, it } from 'vitest';
import { isAcceptableTradePassword } from './tradePasswordFormat.js';

describe('trade password form: 6 digits (spec 01 §5)', () => {
  it.each([
    ['135790', true],
    ['000000', true],
    ['13579', false],
    ['1357900', false],
    ['13579a', false],
    [' 13579', false],
    ['１３５７９０', false],
    ['', false],
  ])('%j -> %s', (password, ok) => {
    expect(isAcceptableTradePassword(password)).toBe(ok);
  });
});
