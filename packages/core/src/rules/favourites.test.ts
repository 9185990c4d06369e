import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import {
  DEFAULT_FAVOURITE_GROUP_ID,
  favouriteGroupEditDecision,
  favouriteGroupNameDecision,
  favouriteLimitDecision,
} from './favourites.js';

describe('favourite group names (issue 14 §3: 1–20 characters, trimmed, no markup)', () => {
  it('trims and accepts 1 to 20 characters, counting a Chinese character as one', () => {
    expect(favouriteGroupNameDecision('  长期持有 ')).toEqual({ ok: true, value: '长期持有' });
    expect(favouriteGroupNameDecision('长'.repeat(20))).toEqual({ ok: true, value: '长'.repeat(20) });
  });
  it('refuses empty, blank and over-long names with FD3041 and the maximum', () => {
    for (const raw of ['', '   ', '长'.repeat(21), 'x'.repeat(200)])
      expect(favouriteGroupNameDecision(raw)).toEqual({
        ok: false,
        code: ErrorCode.FavouriteGroupNameLength,
        params: { max: 20 },
      });
  });
  it('refuses markup, entities and control characters with FD3042', () => {
    for (const raw of ['<b>x</b>', 'a>b', '&lt;', '&#60;', 'a\u0000b', 'a\u200bb'])
      expect(favouriteGroupNameDecision(raw)).toEqual({
        ok: false,
        code: ErrorCode.FavouriteGroupNameMarkup,
      });
  });
});

describe('favourite limit (issue 14 "500 favourites")', () => {
  it('accepts up to 500 and refuses the 501st with FD3040', () => {
    expect(favouriteLimitDecision(499, 1)).toEqual({ ok: true, value: 500 });
    expect(favouriteLimitDecision(500, 0)).toEqual({ ok: true, value: 500 });
    expect(favouriteLimitDecision(500, 1)).toEqual({
      ok: false,
      code: ErrorCode.FavouriteLimit,
      params: { max: 500 },
    });
  });
});

describe('the default group 全部自选 (issue 14 §3)', () => {
  it('cannot be renamed or deleted (FD3043); other groups can', () => {
    expect(favouriteGroupEditDecision(DEFAULT_FAVOURITE_GROUP_ID)).toEqual({
      ok: false,
      code: ErrorCode.FavouriteDefaultGroup,
    });
    expect(favouriteGroupEditDecision(7)).toEqual({ ok: true, value: 7 });
  });
});
