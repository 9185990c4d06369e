import { describe, expect, it } from 'vitest';
import {
  isAcceptableLoginPassword,
  LOGIN_PASSWORD_MAX_LENGTH,
  LOGIN_PASSWORD_MIN_LENGTH,
} from './loginPassword.js';

describe('a new login password has 8-20 visible ASCII characters with letters and digits (spec 01 §5; FundDesk rule)', () => {
  it.each([
    ['the demo password', 'Demo@2026', true],
    ['8 characters, letters and digits', 'abcd1234', true],
    ['20 characters', `${'a'.repeat(10)}${'1'.repeat(10)}`, true],
    ['symbols allowed besides letters and digits', '!Q2#$%^&*()', true],
    ['upper case counts as a letter', 'ABCDEFG1', true],
    ['7 characters', 'abc1234', false],
    ['21 characters', `${'a'.repeat(11)}${'1'.repeat(10)}`, false],
    ['letters only', 'abcdefgh', false],
    ['digits only', '12345678', false],
    ['symbols and digits, no letter', '@@@@1234', false],
    ['a space inside', 'abcd 1234', false],
    ['a leading space', ' abcd1234', false],
    ['Chinese characters', '密码abc12345', false],
    ['full-width letters and digits', 'ａｂｃｄ１２３４', false],
    ['a tab', 'abcd\t1234', false],
    ['empty', '', false],
  ] as const)('%s: %j -> %s', (_name, password, expected) => {
    expect(isAcceptableLoginPassword(password)).toBe(expected);
  });

  it('bounds are 8 and 20', () => {
    expect([LOGIN_PASSWORD_MIN_LENGTH, LOGIN_PASSWORD_MAX_LENGTH]).toEqual([8, 20]);
  });
});
