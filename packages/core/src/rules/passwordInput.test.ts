import { describe, expect, it } from 'vitest';
import { renderMessage, type RuleMessage } from '../messages/index.js';
import { checkNewPassword, checkPasswordChange } from './passwordInput.js';

/** The Chinese text of a rule's message, rendered at the edge as the web does. */
const text = (message: RuleMessage | null): string | null => (message ? renderMessage(message) : null);

describe('checkPasswordChange (spec 01 §5, §7.5)', () => {
  it.each([
    ['login', { old: '', next: 'Fresh2026x', confirm: 'Fresh2026x' }, '请输入原登录密码'],
    [
      'login',
      { old: 'Demo@2026', next: '12345678', confirm: '12345678' },
      '密码须为8-20位，且同时包含字母和数字',
    ],
    ['login', { old: 'Demo@2026', next: 'Demo@2026', confirm: 'Demo@2026' }, '新密码不能与原密码相同'],
    ['login', { old: 'Demo@2026', next: 'Fresh2026x', confirm: 'Fresh2026y' }, '两次输入的密码不一致'],
    ['login', { old: 'Demo@2026', next: 'Fresh2026x', confirm: 'Fresh2026x' }, null],
    ['trade', { old: '135790', next: '', confirm: '' }, '请输入新交易密码'],
    ['trade', { old: '135790', next: '12345', confirm: '12345' }, '交易密码须为6位数字'],
    ['trade', { old: '135790', next: '135790', confirm: '135790' }, '新交易密码不能与原交易密码相同'],
    ['trade', { old: '135790', next: '246801', confirm: '246802' }, '两次输入的密码不一致'],
    ['trade', { old: '135790', next: '246801', confirm: '246801' }, null],
  ] as const)('%s %j -> %s', (kind, input, expected) => {
    expect(text(checkPasswordChange(kind, input))).toBe(expected);
  });
});

describe('checkNewPassword (spec 01 §5: first-login settings, 找回交易密码)', () => {
  it.each([
    ['login', { next: '', confirm: '' }, '请输入新登录密码'],
    ['login', { next: 'short1', confirm: 'short1' }, '密码须为8-20位，且同时包含字母和数字'],
    ['login', { next: 'Fresh2026x', confirm: 'Fresh2026y' }, '两次输入的密码不一致'],
    ['trade', { next: '12345a', confirm: '12345a' }, '交易密码须为6位数字'],
    ['trade', { next: '246801', confirm: '246801' }, null],
  ] as const)('%s %j -> %s', (kind, input, expected) => {
    expect(
      text(checkNewPassword(kind, input, kind === 'login' ? 'password.login.new' : 'password.trade.new')),
    ).toBe(expected);
  });
});
