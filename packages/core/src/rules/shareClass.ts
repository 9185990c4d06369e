/**
 * Share classes of one fund (份额类别; spec 03 §7 ab-shares; issue 14 §2 fund detail): the universe lists each
 * class as its own fund whose short name is the fund's name followed by a class letter (中海可转债债券A,
 * 中海可转债债券C). Siblings are the other funds whose name is the same stem followed by another letter.
 * The data has no other link between classes (shared/data README), so the name is the rule.
 */

/** The class letters a short name may end with: A, B, C, D, E (upper case, ASCII). */
export const SHARE_CLASS_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

/** One class letter. */
export type ShareClassLetter = (typeof SHARE_CLASS_LETTERS)[number];

/** A fund as the rule sees it: code and short name (fund-universe.csv 基金简称). */
export interface ShareClassFund {
  readonly fundId: string;
  readonly name: string;
}

/** A sibling class: the fund and its class letter. */
export interface ShareClassSibling extends ShareClassFund {
  readonly letter: ShareClassLetter;
}

const CLASS_NAME = /^(.+?)([A-E])$/;

/**
 * The stem and class letter of a short name, or null when the name does not end with a class letter or the
 * stem is shorter than 2 characters (so a bare letter is no class).
 *
 * @example shareClassNameOf('中海可转债债券C') → { stem: '中海可转债债券', letter: 'C' }
 * @example shareClassNameOf('华夏成长混合') → null
 */
export function shareClassNameOf(name: string): { stem: string; letter: ShareClassLetter } | null {
  const match = CLASS_NAME.exec(name.trim());
  if (!match || match[1]!.length < 2) return null;
  return { stem: match[1]!, letter: match[2] as ShareClassLetter };
}

/**
 * The other share classes of `fund` in `universe`: funds whose short name has the same stem and a class letter,
 * other than the fund itself, ordered by letter then code. Empty when the fund's name has no class letter.
 *
 * @param fund - the fund shown
 * @param universe - every fund (any order); a map of stems may be passed instead (see {@link shareClassIndex})
 */
export function shareClassSiblings(
  fund: ShareClassFund,
  universe: readonly ShareClassFund[] | ReadonlyMap<string, readonly ShareClassSibling[]>,
): ShareClassSibling[] {
  const own = shareClassNameOf(fund.name);
  if (!own) return [];
  const candidates: readonly ShareClassSibling[] = Array.isArray(universe)
    ? (shareClassIndex(universe as readonly ShareClassFund[]).get(own.stem) ?? [])
    : ((universe as ReadonlyMap<string, readonly ShareClassSibling[]>).get(own.stem) ?? []);
  return candidates
    .filter((c) => c.fundId !== fund.fundId)
    .sort((a, b) => a.letter.localeCompare(b.letter) || a.fundId.localeCompare(b.fundId));
}

/** Every class-lettered fund of `universe` by its stem (build once, look up many times). */
export function shareClassIndex(universe: readonly ShareClassFund[]): Map<string, ShareClassSibling[]> {
  const index = new Map<string, ShareClassSibling[]>();
  for (const f of universe) {
    const cls = shareClassNameOf(f.name);
    if (!cls) continue;
    const list = index.get(cls.stem);
    const sibling = { fundId: f.fundId, name: f.name, letter: cls.letter };
    if (list) list.push(sibling);
    else index.set(cls.stem, [sibling]);
  }
  return index;
}
