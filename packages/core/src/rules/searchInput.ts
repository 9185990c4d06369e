/** Maximum length of the fund search input, in characters (spec 03 §5, spec 01 §5). */
export const SEARCH_KEYWORD_MAX_LENGTH = 25;
/** Length of a fund code; a text this long may be auto-chosen on blur (spec 01 §5, spec 03 §5). */
export const FUND_CODE_LENGTH = 6;
/** Fund search throttle in milliseconds (spec 01 §9, spec 03 §9). */
export const SEARCH_THROTTLE_MS = 600;
/** Delay after blur before the auto-choose rule runs and the list closes, in milliseconds (spec 01 §9). */
export const SEARCH_BLUR_DELAY_MS = 150;

/**
 * Normalises a fund search keyword: surrounding spaces trimmed, then cut to 25 characters (counted as
 * Unicode code points, so a Chinese character counts as one).
 *
 * @param text - what the user typed
 * @returns the keyword to send (possibly empty)
 * @see spec 03 §5 (fund search input: max 25 characters), spec 01 §5 (search inputs)
 */
export function normaliseSearchKeyword(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim();
  return Array.from(trimmed).slice(0, SEARCH_KEYWORD_MAX_LENGTH).join('').trim();
}

/**
 * The blur rule of the fund search: when the (trimmed) text is 6 characters long, auto-choose is on
 * and exactly one match exists, that match is selected.
 *
 * @param text - the input text at blur
 * @param matches - the current search results
 * @param autoChoose - whether the search box has auto-choose on
 * @returns the match to select, or `null` to select nothing
 * @see spec 01 §5, spec 03 §5 (on blur, after 150 ms, a 6-character text with auto-choose on and
 *   exactly one match selects it)
 */
export function autoChooseOnBlur<T>(
  text: string | null | undefined,
  matches: readonly T[],
  autoChoose: boolean,
): T | null {
  if (!autoChoose || matches.length !== 1) return null;
  if (Array.from((text ?? '').trim()).length !== FUND_CODE_LENGTH) return null;
  return matches[0] ?? null;
}
