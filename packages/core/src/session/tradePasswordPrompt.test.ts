import { describe, expect, it } from 'vitest';
import { t } from '../messages/index.js';
import {
  chinaDayOf,
  shouldPromptTradePassword,
  type TradePasswordPromptInput,
  tradePasswordPromptDialog,
} from './tradePasswordPrompt.js';

const eligible: TradePasswordPromptInput = {
  adminType: 0,
  routeCodes: ['home_page', 'trans_pwd'],
  groupId: 'G1',
  lastPromptDay: null,
  today: '2024-06-01',
};

describe('shouldPromptTradePassword (spec 01 §4.7 trade password prompt)', () => {
  it.each<[string, Partial<TradePasswordPromptInput>, boolean]>([
    ['spec 01 §4.7: a non-admin with trans_pwd and a group, never asked -> ask', {}, true],
    ['spec 01 §4.7: adminType not set counts as non-admin', { adminType: undefined }, true],
    ['spec 01 §4.7: last asked on an earlier day -> ask', { lastPromptDay: '2024-05-31' }, true],
    ['spec 01 §4.7: last asked on an earlier year -> ask', { lastPromptDay: '2023-12-31' }, true],
    ['spec 01 §4.7: already asked today -> not again', { lastPromptDay: '2024-06-01' }, false],
    [
      'spec 01 §4.7: a last day after today (clock moved back) is not earlier -> no',
      { lastPromptDay: '2024-06-02' },
      false,
    ],
    ['spec 01 §4.7: an administrator (adminType 1) is never asked', { adminType: 1 }, false],
    [
      'spec 01 §4.7: without the trans_pwd route code -> no',
      { routeCodes: ['home_page', 'trans_pwd_forget_password'] },
      false,
    ],
    ['spec 01 §4.7: without a selected group -> no', { groupId: undefined }, false],
    ['spec 01 §4.7: an empty group id is no group -> no', { groupId: '' }, false],
  ])('%s', (_rule, change, expected) => {
    expect(shouldPromptTradePassword({ ...eligible, ...change })).toBe(expected);
  });
});

describe('tradePasswordPromptDialog (spec 01 §4.7)', () => {
  it('spec 01 §4.7: a trade password is set -> no dialog', () => {
    expect(tradePasswordPromptDialog(true)).toBeNull();
  });

  it('spec 01 §4.7: none set -> confirm 前去设置 / 取消 leading to forgetTradePassword?title=setTradePwd', () => {
    const dialog = tradePasswordPromptDialog(false)!;
    expect(t(dialog.messageKey)).toBe('您还没有设置过交易密码，是否前去设置?');
    expect(t(dialog.confirmKey)).toBe('前去设置');
    expect(t(dialog.cancelKey)).toBe('取消');
    expect(dialog.to).toEqual({ path: '/user/forgetTradePassword', query: { title: 'setTradePwd' } });
  });
});

describe('chinaDayOf (spec 01 §9: the prompt state is stored per day)', () => {
  it.each([
    ['midnight Beijing is the new day', Date.UTC(2024, 4, 31, 16, 0, 0), '2024-06-01'],
    ['a second before midnight Beijing is the old day', Date.UTC(2024, 4, 31, 15, 59, 59), '2024-05-31'],
    ['noon UTC is evening in Beijing, same day', Date.UTC(2024, 5, 1, 12, 0, 0), '2024-06-01'],
  ] as const)('%s', (_case, ms, day) => {
    expect(chinaDayOf(ms)).toBe(day);
  });
});
