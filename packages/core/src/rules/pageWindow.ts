/** At most this many page numbers are shown by a pager (spec 03 §5). */
export const MAX_PAGE_NUMBERS = 7;

/**
 * The page numbers a pager shows: a run of at most {@link MAX_PAGE_NUMBERS} consecutive pages that
 * contains the current page, centred on it where the ends allow.
 *
 * @param current - the current page, 1-based (clamped into 1..pageCount)
 * @param pageCount - the number of pages; 0 or less gives no numbers
 * @param max - how many numbers at most (default 7)
 * @returns ascending 1-based page numbers
 * @see spec 03 §5 (pagination shows at most 7 page numbers)
 */
export function pageWindow(current: number, pageCount: number, max: number = MAX_PAGE_NUMBERS): number[] {
  if (pageCount <= 0 || max <= 0) return [];
  const size = Math.min(max, pageCount);
  const page = Math.min(Math.max(1, Math.trunc(current)), pageCount);
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
