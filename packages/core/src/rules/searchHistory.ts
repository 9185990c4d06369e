import { z } from 'zod';
import { productTemplateSchema } from '../domain/fund.js';

/** How many recent searches are kept (spec 03 §9, spec 02 §9: 20 items). */
export const SEARCH_HISTORY_LIMIT = 20;

/**
 * One remembered search pick, as stored under the local storage key `searchData` (spec 02 §3).
 * fundTypeCode is a plain string so that private-fund codes (`mjfs_2`) survive as well as the public
 * codes of spec 03 §3; template (1 money, 2 first publish, 3 equality) picks the detail route.
 */
export const searchHistoryItemSchema = z.object({
  fundId: z.string().trim().min(1),
  shortName: z.string(),
  fundTypeCode: z.string(),
  template: productTemplateSchema.optional(),
});
/** One remembered search pick: fundId, shortName, fundTypeCode, optional product template. */
export type SearchHistoryItem = z.infer<typeof searchHistoryItemSchema>;

/**
 * Adds a pick to the recent search history: it goes first, an older entry with the same fundId is
 * removed, and at most 20 entries are kept. Pure: neither argument is changed.
 *
 * @param list - the current history, newest first
 * @param item - the fund just picked
 * @returns a new list, newest first
 * @see spec 03 §9, spec 02 §9 (recent search history keeps 20 items, newest first, duplicates removed by fundId)
 */
export function addSearchHistory(
  list: readonly SearchHistoryItem[],
  item: SearchHistoryItem,
): SearchHistoryItem[] {
  return [item, ...list.filter((entry) => entry.fundId !== item.fundId)].slice(0, SEARCH_HISTORY_LIMIT);
}

/**
 * Reads a stored search history safely: accepts the array or its JSON text (as kept in storage),
 * drops entries that do not fit {@link searchHistoryItemSchema}, keeps the first of duplicate fundIds
 * and at most 20 entries. Anything unreadable gives an empty list; it never throws.
 *
 * @param stored - what storage returned (JSON string, parsed value, null)
 * @returns the history, newest first
 * @see spec 03 §9 (recent search history), spec 02 §3 (local storage key searchData)
 */
export function parseSearchHistory(stored: unknown): SearchHistoryItem[] {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  const items: SearchHistoryItem[] = [];
  const seen = new Set<string>();
  for (const entry of value) {
    const parsed = searchHistoryItemSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.fundId)) continue;
    seen.add(parsed.data.fundId);
    items.push(parsed.data);
    if (items.length === SEARCH_HISTORY_LIMIT) break;
  }
  return items;
}
