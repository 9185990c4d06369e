import { describe, expect, it } from 'vitest';
import { autoChooseOnBlur, normaliseSearchKeyword } from './searchInput.js';

describe('fund search input: trimmed, max 25 characters (spec 03 §5, spec 01 §5)', () => {
  it.each([
    ['  000001 ', '000001'],
    ['易方达', '易方达'],
    ['a'.repeat(30), 'a'.repeat(25)],
    ['中'.repeat(26), '中'.repeat(25)],
    [`  ${'b'.repeat(25)}  `, 'b'.repeat(25)],
    [`${'c'.repeat(24)} d`, 'c'.repeat(24)],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ] as const)('normaliseSearchKeyword(%j) = %j', (text, expected) => {
    expect(normaliseSearchKeyword(text)).toBe(expected);
  });
});

describe('on blur a 6-character text with auto-choose on and exactly one match selects it (spec 01 §5, spec 03 §5)', () => {
  const one = [{ fundId: '000001' }];
  const two = [{ fundId: '000001' }, { fundId: '000011' }];
  it.each([
    ['6 characters, on, one match', '000001', one, true, one[0]],
    ['surrounding spaces are not counted', ' 000001 ', one, true, one[0]],
    ['six Chinese characters count as 6', '华夏成长混合', one, true, one[0]],
    ['auto-choose off', '000001', one, false, null],
    ['two matches', '000001', two, true, null],
    ['no match', '000001', [], true, null],
    ['5 characters', '00000', one, true, null],
    ['7 characters', '0000011', one, true, null],
    ['empty', '', one, true, null],
  ] as const)('%s', (_name, text, matches, autoChoose, expected) => {
    expect(autoChooseOnBlur(text, matches, autoChoose)).toBe(expected);
  });
});
