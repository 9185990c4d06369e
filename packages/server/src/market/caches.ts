/**
 * The market's caches as explicit objects (issue 10 §4), each a bounded least-recently-used cache from the
 * `lru-cache` package instead of a hand-written Map eviction. Every cache holds derived data only (a
 * restart rebuilds it), so a miss costs time, never correctness (DESIGN §8: search p95 under 20 ms).
 */
import type { DownloadedFile } from '@funddesk/core';
import { LRUCache } from 'lru-cache';

/** Keywords whose ranked result a {@link FundSearchIndex} keeps (spec 02 §7 paging re-asks the same). */
export const SEARCH_CACHE_SIZE = 1000;
/** Rendered product-summary PDFs kept (spec 03 §7: one per fund and NAV day). */
export const SUMMARY_PDF_CACHE_SIZE = 200;

/**
 * Ranked search results per normalised keyword: catalogue positions, best first.
 * @param max - the number of keywords kept (default {@link SEARCH_CACHE_SIZE})
 */
export function createSearchCache(max: number = SEARCH_CACHE_SIZE): LRUCache<string, Int32Array> {
  return new LRUCache<string, Int32Array>({ max });
}

/**
 * Rendered product-summary PDFs keyed by `fundId@navDate@fontPath` (a new NAV day makes a new key).
 * @param max - the number of files kept (default {@link SUMMARY_PDF_CACHE_SIZE})
 */
export function createSummaryPdfCache(
  max: number = SUMMARY_PDF_CACHE_SIZE,
): LRUCache<string, DownloadedFile> {
  return new LRUCache<string, DownloadedFile>({ max });
}

/**
 * Values computed once per day (the fund lists' quotes, spec 03 §5): a new day empties the cache, so a
 * quote never outlives the NAV it was computed from. Bounded by the catalogue (one entry per fund).
 */
export class DayCache<V> {
  private day = '';
  private readonly values = new Map<string, V>();

  /** The value of `key` on `day`, computing it with `compute` on the first ask of that day. */
  get(day: string, key: string, compute: () => V): V {
    if (day !== this.day) {
      this.values.clear();
      this.day = day;
    }
    let value = this.values.get(key);
    if (value === undefined) {
      value = compute();
      this.values.set(key, value);
    }
    return value;
  }
}

/** Distinct fee schedules kept (the simulated catalogue has a few hundred). */
export const FEE_SCHEDULE_CACHE_SIZE = 2000;

/**
 * Fee schedules by schedule id, loaded on first ask by `load` (one query per schedule even when asked
 * concurrently; a failed load is not kept, so the next ask tries again).
 * @param load - reads one schedule; `context` is what the asker passes to `fetch`
 */
export function createFeeScheduleCache<V extends object, C>(
  load: (scheduleId: string, context: C) => Promise<V>,
  max: number = FEE_SCHEDULE_CACHE_SIZE,
): LRUCache<string, V, C> {
  return new LRUCache<string, V, C>({
    max,
    fetchMethod: (scheduleId, _stale, { context }) => load(scheduleId, context),
  });
}
