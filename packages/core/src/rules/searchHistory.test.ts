import { describe, expect, it } from 'vitest';
import {
  addSearchHistory,
  parseSearchHistory,
  SEARCH_HISTORY_LIMIT,
  type SearchHistoryItem,
} from './searchHistory.js';

const item = (fundId: string, shortName = `基金${fundId}`): SearchHistoryItem => ({
  fundId,
  shortName,
  fundTypeCode: 'A',
  template: 3,
});
const ids = (list: readonly SearchHistoryItem[]): string[] => list.map((entry) => entry.fundId);
const many = (count: number): SearchHistoryItem[] =>
  Array.from({ length: count }, (_, i) => item(String(100000 + i)));

describe('recent search history: 20 items, newest first, duplicates removed by fundId (spec 03 §9, spec 02 §9)', () => {
  it.each([
    ['adds to an empty list', [], item('000001'), ['000001']],
    [
      'puts the newest first',
      [item('000002'), item('000003')],
      item('000001'),
      ['000001', '000002', '000003'],
    ],
    [
      'moves a repeated fund to the front',
      [item('000002'), item('000001'), item('000003')],
      item('000001'),
      ['000001', '000002', '000003'],
    ],
    ['re-adding the newest keeps one entry', [item('000001')], item('000001'), ['000001']],
  ] as const)('%s', (_name, list, added, expected) => {
    expect(ids(addSearchHistory(list, added))).toEqual(expected);
  });

  it('keeps the newer name of a repeated fund (spec 03 §9)', () => {
    const list = addSearchHistory([item('000001', '旧名')], item('000001', '新名'));
    expect(list).toEqual([item('000001', '新名')]);
  });

  it.each([
    [19, 20],
    [20, 20],
    [25, 20],
  ])('with %i stored, adding a new fund keeps %i (spec 03 §9)', (stored, expected) => {
    const list = addSearchHistory(many(stored), item('999999'));
    expect(list).toHaveLength(expected);
    expect(list[0]?.fundId).toBe('999999');
    expect(SEARCH_HISTORY_LIMIT).toBe(20);
  });

  it('drops the oldest when full (spec 03 §9)', () => {
    const full = many(20);
    expect(ids(addSearchHistory(full, item('999999')))).not.toContain(full[19]!.fundId);
  });

  it('does not change its arguments (pure)', () => {
    const list = Object.freeze([item('000002')]);
    const added = Object.freeze(item('000001'));
    const before = JSON.stringify(list);
    addSearchHistory(list, added);
    expect(JSON.stringify(list)).toBe(before);
  });
});

describe('stored search history is read safely, bad entries dropped (spec 03 §9, spec 02 §3 searchData)', () => {
  it.each([
    ['null', null, []],
    ['undefined', undefined, []],
    ['not JSON', '{oops', []],
    ['JSON of an object', '{"fundId":"000001"}', []],
    ['a number', 42, []],
    ['a JSON array', JSON.stringify([item('000001')]), ['000001']],
    ['an array', [item('000001'), item('000002')], ['000001', '000002']],
    [
      'bad entries are dropped',
      [
        item('000001'),
        null,
        'x',
        { fundId: '', shortName: 'a', fundTypeCode: 'A' },
        { fundId: '000002' },
        { ...item('000003'), template: 9 },
        item('000004'),
      ],
      ['000001', '000004'],
    ],
    [
      'duplicates keep the first (newest)',
      [item('000001', '新'), item('000002'), item('000001', '旧')],
      ['000001', '000002'],
    ],
    ['at most 20 entries', many(30), ids(many(20))],
  ] as const)('%s', (_name, stored, expected) => {
    expect(ids(parseSearchHistory(stored))).toEqual(expected);
  });

  it('keeps a private-fund entry without template and strips unknown fields (spec 03 §9)', () => {
    const stored = [{ fundId: 'SX1234', shortName: '某私募', fundTypeCode: 'mjfs_2', extra: true }];
    expect(parseSearchHistory(stored)).toEqual([
      { fundId: 'SX1234', shortName: '某私募', fundTypeCode: 'mjfs_2' },
    ]);
  });
});
