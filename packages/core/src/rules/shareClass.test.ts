import { describe, expect, it } from 'vitest';
import { shareClassIndex, shareClassNameOf, shareClassSiblings } from './shareClass.js';

const universe = [
  { fundId: '000003', name: '中海可转债债券A' },
  { fundId: '000004', name: '中海可转债债券C' },
  { fundId: '000001', name: '华夏成长混合' },
  { fundId: '000002', name: '华夏成长混合(后端)' },
  { fundId: '012628', name: '华夏大盘精选混合C' },
  { fundId: '000011', name: '华夏大盘精选混合A' },
  { fundId: '019999', name: '华夏大盘精选混合E' },
  { fundId: '018888', name: '华夏大盘精选混合Y' },
];

describe('share-class sibling matching (spec 03 §7 ab-shares; issue 14 §2)', () => {
  it('splits a short name into stem and trailing class letter A-E', () => {
    expect(shareClassNameOf('中海可转债债券C')).toEqual({ stem: '中海可转债债券', letter: 'C' });
    expect(shareClassNameOf('华夏成长混合')).toBeNull();
    expect(shareClassNameOf('华夏大盘精选混合Y')).toBeNull();
    expect(shareClassNameOf('A')).toBeNull();
  });

  it('finds the other classes with the same stem, ordered by letter, never the fund itself', () => {
    expect(shareClassSiblings({ fundId: '000011', name: '华夏大盘精选混合A' }, universe)).toEqual([
      { fundId: '012628', name: '华夏大盘精选混合C', letter: 'C' },
      { fundId: '019999', name: '华夏大盘精选混合E', letter: 'E' },
    ]);
    expect(shareClassSiblings({ fundId: '000004', name: '中海可转债债券C' }, universe)).toEqual([
      { fundId: '000003', name: '中海可转债债券A', letter: 'A' },
    ]);
  });

  it('has no siblings for a name without a class letter, and the same answer from a prebuilt index', () => {
    expect(shareClassSiblings({ fundId: '000001', name: '华夏成长混合' }, universe)).toEqual([]);
    const index = shareClassIndex(universe);
    expect(shareClassSiblings({ fundId: '000003', name: '中海可转债债券A' }, index)).toEqual(
      shareClassSiblings({ fundId: '000003', name: '中海可转债债券A' }, universe),
    );
  });
});
