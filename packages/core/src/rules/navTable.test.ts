import { describe, expect, it } from 'vitest';
import { navTablePage } from './navTable.js';

const days = Array.from({ length: 45 }, (_, i) => i + 1); // oldest first: 1..45

describe('NAV table paging, newest first (spec 03 §7 fund/queryFundNetValueTable; issue 14 §2)', () => {
  it('page 1 holds the newest 20 rows, newest first', () => {
    const page = navTablePage(days, 1, 20);
    expect(page.rows[0]).toBe(45);
    expect(page.rows[19]).toBe(26);
    expect(page).toMatchObject({ currentPage: 1, pageCount: 3, totalRows: 45, pagesize: 20 });
  });

  it('the last page holds the oldest remainder', () => {
    expect(navTablePage(days, 3, 20).rows).toEqual([5, 4, 3, 2, 1]);
  });

  it('a page beyond the last is the last page; an empty series is page 1 of 0', () => {
    expect(navTablePage(days, 9, 20).currentPage).toBe(3);
    expect(navTablePage([], 2, 20)).toEqual({
      rows: [],
      currentPage: 1,
      pagesize: 20,
      pageCount: 0,
      totalRows: 0,
    });
  });
});
