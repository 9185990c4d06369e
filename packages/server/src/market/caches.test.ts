import { describe, expect, it } from 'vitest';
import {
  createSearchCache,
  createSummaryPdfCache,
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
