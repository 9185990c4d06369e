import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow.js';

describe('pageWindow — at most 7 page numbers (spec 03 §5)', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('centres a window of 7 on the current page', () => {
    expect(pageWindow(10, 50)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });
  it('keeps the window inside the first and last pages', () => {
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(50, 50)).toEqual([44, 45, 46, 47, 48, 49, 50]);
    expect(pageWindow(99, 50)).toEqual([44, 45, 46, 47, 48, 49, 50]);
  });
  it('gives nothing without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
