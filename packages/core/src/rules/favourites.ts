/**
 * The rules of 我的自选 (/fundTools/customizeFund; spec 03 §2 fund tools; issue 14 §3 and "Bad input and faults"):
 * at most {@link FAVOURITE_MAX_FUNDS} favourite funds per person, group names of 1 to
 * {@link FAVOURITE_GROUP_NAME_MAX} characters after trimming without markup, and the default group 全部自选 that
 * cannot be renamed or deleted. The server, the web and the CLI ask these; none keeps its own copy.
 */
import { ErrorCode } from '../errors/catalogue.js';

/** Most favourite funds one person may keep (issue 14 "500 favourites"); the 501st is refused with FD3040. */
export const FAVOURITE_MAX_FUNDS = 500;
/** Most characters of a group name after trimming (issue 14 §3). */
export const FAVOURITE_GROUP_NAME_MAX = 20;
/** The id of the default group 全部自选: every favourite of the person; it cannot be renamed or deleted. */
export const DEFAULT_FAVOURITE_GROUP_ID = 0;
/** Most groups one person may create besides 全部自选 (keeps the tab bar usable). */
export const FAVOURITE_MAX_GROUPS = 20;

/** A favourites decision: ok with the cleaned value, or a catalogue code with its params. */
export type FavouriteDecision<T> =
  { ok: true; value: T } | { ok: false; code: string; params?: Record<string, number> };

/** Markup or invisible characters: tags, entities, angle brackets, control and format characters. */
const MARKUP = /[<>]|&#?\w+;|[\p{Cc}\p{Cf}]/u;

/**
 * A group name as typed (issue 14 §3: "a group name of 200 characters or with markup"): trimmed; refused when
 * empty or longer than {@link FAVOURITE_GROUP_NAME_MAX} characters (FD3041, params `{ max }`) or when it holds
 * markup, angle brackets, an HTML entity or a control/format character (FD3042). Characters are counted as
 * code points (一个汉字 is one).
 * @returns the trimmed name when accepted
 */
export function favouriteGroupNameDecision(raw: string): FavouriteDecision<string> {
  const name = raw.trim();
  const length = [...name].length;
  if (length === 0 || length > FAVOURITE_GROUP_NAME_MAX)
    return { ok: false, code: ErrorCode.FavouriteGroupNameLength, params: { max: FAVOURITE_GROUP_NAME_MAX } };
  if (MARKUP.test(name)) return { ok: false, code: ErrorCode.FavouriteGroupNameMarkup };
  return { ok: true, value: name };
}

/**
 * Whether a person holding `current` favourite funds may add `adding` new ones (funds already favourites do not
 * count: the same fund twice is one entry). Refused with FD3040 (params `{ max }`) beyond
 * {@link FAVOURITE_MAX_FUNDS}.
 * @returns the count after the addition when accepted
 */
export function favouriteLimitDecision(current: number, adding: number): FavouriteDecision<number> {
  const total = current + adding;
  if (total > FAVOURITE_MAX_FUNDS)
    return { ok: false, code: ErrorCode.FavouriteLimit, params: { max: FAVOURITE_MAX_FUNDS } };
  return { ok: true, value: total };
}

/**
 * Whether a group may be renamed or deleted: never the default group 全部自选 (FD3043).
 */
export function favouriteGroupEditDecision(groupId: number): FavouriteDecision<number> {
  if (groupId === DEFAULT_FAVOURITE_GROUP_ID) return { ok: false, code: ErrorCode.FavouriteDefaultGroup };
  return { ok: true, value: groupId };
}
