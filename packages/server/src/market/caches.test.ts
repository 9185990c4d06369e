import { describe, expect, it } from 'vitest';
import {
  createFeeScheduleCache,
  createSearchCache,
  createSummaryPdfCache,
  DayCache,
  SEARCH_CACHE_SIZE,
  SUMMARY_PDF_CACHE_SIZE,
} from './caches.js';

describe('market caches are bounded LRU caches (issue 10 §4, DESIGN §8)', () => {
  it('the search cache drops the least recently used keyword first', () => {
    const cache = createSearchCache(2);
    cache.set('华夏', Int32Array.of(1));
    cache.set('易方达', Int32Array.of(2));
    expect(cache.get('华夏')).toEqual(Int32Array.of(1)); // now the most recently used
    cache.set('招商', Int32Array.of(3));
    expect([...cache.keys()].sort()).toEqual(['华夏', '招商']);
  });

  it('default sizes: 1000 keywords, 200 summary PDFs', () => {
    expect(createSearchCache().max).toBe(SEARCH_CACHE_SIZE);
    expect(SEARCH_CACHE_SIZE).toBe(1000);
    expect(createSummaryPdfCache().max).toBe(SUMMARY_PDF_CACHE_SIZE);
    expect(SUMMARY_PDF_CACHE_SIZE).toBe(200);
  });
});

describe('per-day and fee-schedule caches (issue 10 §4, spec 03 §5)', () => {
  it('a DayCache computes once per key and day, and a new day computes again', () => {
    const cache = new DayCache<number>();
    let computed = 0;
    const compute = (): number => ++computed;
    expect(cache.get('2026-03-03', '000001', compute)).toBe(1);
    expect(cache.get('2026-03-03', '000001', compute)).toBe(1);
    expect(cache.get('2026-03-04', '000001', compute)).toBe(2);
  });

  it('the fee-schedule cache loads a schedule once for concurrent asks and retries after a failure', async () => {
    let loads = 0;
    let fail = true;
    const cache = createFeeScheduleCache((scheduleId: string, fundId: string) => {
      loads++;
      return fail
        ? Promise.reject(new Error('database unavailable'))
        : Promise.resolve({ scheduleId, fundId });
    });
    await expect(cache.fetch('S1', { context: '000001' })).rejects.toThrow('database unavailable');
    fail = false;
    const [a, b] = await Promise.all([
      cache.fetch('S1', { context: '000001' }),
      cache.fetch('S1', { context: '000001' }),
    ]);
    expect(a).toEqual({ scheduleId: 'S1', fundId: '000001' });
    expect(b).toBe(a);
    expect(loads).toBe(2);
  });
});
